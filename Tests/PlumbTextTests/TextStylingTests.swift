import PlumbModel
import XCTest
@testable import PlumbText

/// Item 5 of issue 11, at the text engine: every paragraph setting and run style, with values
/// derived from the font files (design units) or checked against the neighbouring choice.
final class TextStylingTests: XCTestCase {
    let engine = TextLayoutEngine(library: TestSupport.library)
    let body = ResolvedFont(size: 17, lineHeight: 22, scaling: .textStyle(.body))
    let title = ResolvedFont(size: 28, lineHeight: 34, scaling: .textStyle(.title1))
    let long = "A very long text that will be truncated in the middle for sure"

    func face(_ font: ResolvedFont) throws -> FontFace { try TestSupport.library.face(for: font) }

    func width(_ text: String, _ font: ResolvedFont) throws -> Double {
        TextShaper.shape(text, face: try face(font), size: font.size, tracking: font.tracking,
                         monospacedDigit: font.monospacedDigit).width
    }

    // MARK: lineSpacing

    func testLineSpacingGoesBetweenLinesNotAfterTheLast() throws {
        let style = TextParagraphStyle(lineSpacing: 8)
        let t = try engine.layout([TextRun(text: "Two lines with spacing of eight points between", font: body)],
                                  style: style, proposedWidth: 200)
        XCTAssertEqual(t.lines.map(\.text), ["Two lines with spacing", "of eight points between"])
        // Each line is the face's own height; the style's leading (22 pt) and the spacing go
        // between the lines: baselines 22 + 8 apart, the text one line's height plus that.
        let natural = try face(body).naturalLineHeight(size: 17)
        XCTAssertEqual(t.height, natural + 30, accuracy: 1e-9)
        XCTAssertEqual(t.lines[1].baselineY - t.lines[0].baselineY, 30, accuracy: 1e-9)
        // The height a proposal offers counts the spacing: just under holds one line.
        let cut = try engine.layout([TextRun(text: "Two lines with spacing of eight points between", font: body)],
                                    style: style, proposedWidth: 200, maxHeight: natural + 29.99)
        XCTAssertEqual(cut.lines.count, 1)
        XCTAssertTrue(cut.truncated)
        let both = try engine.layout([TextRun(text: "Two lines with spacing of eight points between", font: body)],
                                     style: style, proposedWidth: 200, maxHeight: natural + 30)
        XCTAssertEqual(both.lines.count, 2)
        XCTAssertFalse(both.truncated)
    }

    /// A custom font's lines (no style leading) are ascender + descender + `lineSpacing` apart,
    /// the face's `hhea` line gap left out, as iOS sets them (NanumSquare 10 pt: 11.05 pt lines).
    func testCustomFontLinesLeaveOutTheLineGap() throws {
        var nanum = ResolvedFont(size: 10)
        nanum.faceFile = TestSupport.interPath("NanumSquareR.ttf")
        let t = try engine.layout([TextRun(text: "one two three four five six", font: nanum)],
                                  style: TextParagraphStyle(lineSpacing: 6), proposedWidth: 60)
        XCTAssertGreaterThan(t.lines.count, 2)
        XCTAssertEqual(t.lines[1].baselineY - t.lines[0].baselineY, 17.05, accuracy: 1e-9)
        XCTAssertEqual(t.lines[0].baselineY, 8.5, accuracy: 1e-9)
        XCTAssertEqual(t.height, Double(t.lines.count) * 11.05 + Double(t.lines.count - 1) * 6, accuracy: 1e-9)
    }

    // MARK: truncation modes

    func truncated(_ mode: TruncationMode, width: Double = 200) throws -> TextLine {
        let t = try engine.layout([TextRun(text: long, font: body)], style: TextParagraphStyle(lineLimit: 1, truncationMode: mode),
                                  proposedWidth: width)
        XCTAssertEqual(t.lines.count, 1)
        XCTAssertTrue(t.lines[0].truncated)
        XCTAssertLessThanOrEqual(t.lines[0].width, width)
        return t.lines[0]
    }

    func testTailKeepsTheStartHeadTheEndMiddleBoth() throws {
        let tail = try truncated(.tail), head = try truncated(.head), middle = try truncated(.middle)
        XCTAssertEqual(tail.text, "A very long text that w…")
        XCTAssertEqual(head.text, "…d in the middle for sure")
        XCTAssertEqual(middle.text, "A very long…dle for sure")
        // Each keeps as many characters as fit: one more does not.
        XCTAssertGreaterThan(try width("A very long text that wi…", body), 200)
        XCTAssertGreaterThan(try width("…ed in the middle for sure", body), 200)
        // Middle: one more kept character goes to the start (13 + 12: "A very long t…dle for sure").
        XCTAssertGreaterThan(try width("A very long t…dle for sure", body), 200)
    }

    func testTruncationModesOnTheLastOfSeveralLines() throws {
        let t = try engine.layout([TextRun(text: long, font: body)], style: TextParagraphStyle(lineLimit: 2, truncationMode: .head),
                                  proposedWidth: 150)
        XCTAssertEqual(t.lines.count, 2)
        XCTAssertFalse(t.lines[0].truncated)
        XCTAssertTrue(t.lines[1].text.hasPrefix("…"))
        XCTAssertTrue(t.lines[1].text.hasSuffix("for sure"), "the last line shows the end of the text")
    }

    // MARK: minimumScaleFactor

    func testShrinksToTheLargestWholePercentThatFits() throws {
        let text = "Shrink this text to fit one line"
        let t = try engine.layout([TextRun(text: text, font: body)], style: TextParagraphStyle(lineLimit: 1, minimumScaleFactor: 0.5),
                                  proposedWidth: 200)
        XCTAssertFalse(t.truncated)
        XCTAssertEqual(t.lines[0].text, text)
        XCTAssertEqual(t.scaleFactor, 0.86)
        XCTAssertEqual(t.fontSize, 17 * 0.86, accuracy: 1e-12)
        // One line: the face's own height at the shrunk size.
        XCTAssertEqual(t.lineHeight, try face(body).naturalLineHeight(size: 17 * 0.86), accuracy: 1e-12)
        XCTAssertEqual(t.height, try face(body).naturalLineHeight(size: 17 * 0.86), accuracy: 1e-12)
        // 87 % would not fit; 86 % does.
        var at87 = body
        at87.size = 17 * 0.87
        XCTAssertGreaterThan(try width(text, at87), 200)
        var at86 = body
        at86.size = 17 * 0.86
        XCTAssertLessThanOrEqual(try width(text, at86), 200)
    }

    func testShrinksToTheMinimumThenTruncates() throws {
        let t = try engine.layout([TextRun(text: long, font: body)], style: TextParagraphStyle(lineLimit: 1, minimumScaleFactor: 0.75),
                                  proposedWidth: 200)
        XCTAssertEqual(t.scaleFactor, 0.75)
        XCTAssertEqual(t.fontSize, 12.75)
        XCTAssertTrue(t.truncated)
        XCTAssertTrue(t.lines[0].text.hasSuffix("…"))
    }

    func testTextThatFitsIsNeverShrunk() throws {
        let t = try engine.layout([TextRun(text: "Short", font: body)], style: TextParagraphStyle(lineLimit: 1, minimumScaleFactor: 0.5),
                                  proposedWidth: 200)
        XCTAssertEqual(t.scaleFactor, 1)
        XCTAssertEqual(t.fontSize, 17)
    }

    // MARK: allowsTightening

    func testTighteningTakesTheSmallestStepThatFits() throws {
        let text = "Tighten this text a bit ok"
        let natural = try width(text, body)
        let limit = natural - 3   // 26 characters: 0.01 em (0.17 pt each) frees 4.42 pt
        let t = try engine.layout([TextRun(text: text, font: body)], style: TextParagraphStyle(lineLimit: 1, allowsTightening: true),
                                  proposedWidth: limit)
        XCTAssertFalse(t.truncated)
        XCTAssertEqual(t.tightening, 0.17, accuracy: 1e-12)
        XCTAssertEqual(t.width, natural - 26 * 0.17, accuracy: 1e-9)
        // Without permission the same text truncates.
        let plain = try engine.layout([TextRun(text: text, font: body)], style: TextParagraphStyle(lineLimit: 1), proposedWidth: limit)
        XCTAssertTrue(plain.truncated)
        // More than 0.05 em would be needed: it is not tightened at all, it truncates.
        let tooTight = try engine.layout([TextRun(text: text, font: body)], style: TextParagraphStyle(lineLimit: 1, allowsTightening: true),
                                         proposedWidth: natural - 26 * 17 * 0.051)
        XCTAssertEqual(tooTight.tightening, 0)
        XCTAssertTrue(tooTight.truncated)
    }

    // MARK: runs

    func testRunsShareALineWithTheTallestLineBox() throws {
        let runs = [TextRun(text: "Due ", font: body), TextRun(text: "12/03", font: title), TextRun(text: " ok", font: body)]
        let t = try engine.layout(runs)
        XCTAssertEqual(t.lines.count, 1)
        XCTAssertEqual(t.lines[0].text, "Due 12/03 ok")
        XCTAssertEqual(t.width, try width("Due ", body) + width("12/03", title) + width(" ok", body), accuracy: 1e-9)
        // Each run's box is its face's own line (text styles put their leading between lines):
        // the line box spans the highest ascent and the lowest descent.
        let b = try face(body), ti = try face(title)
        let top = max(b.ascent(size: 17), ti.ascent(size: 28)), bottom = max(b.descent(size: 17), ti.descent(size: 28))
        XCTAssertEqual(t.height, top + bottom, accuracy: 1e-9)
        XCTAssertEqual(t.lines[0].baselineY, top, accuracy: 1e-9)
        XCTAssertEqual(t.runs.map { ($0.facePath as NSString).lastPathComponent }, ["Inter-Regular.otf", "InterDisplay-Regular.otf", "Inter-Regular.otf"])
        XCTAssertEqual(t.runs.map(\.fontSize), [17, 28, 17])
        XCTAssertEqual(Set(t.lines[0].glyphs.map(\.run)), [0, 1, 2])
        // Glyph x positions continue across runs: "1" starts where "Due " ends.
        let firstDigit = t.lines[0].glyphs.first { $0.run == 1 }!
        XCTAssertEqual(firstDigit.x, try width("Due ", body), accuracy: 1e-9)
    }

    func testRunsBreakAsOneParagraph() throws {
        let runs = [TextRun(text: "Your next service is ", font: body), TextRun(text: "due on Friday", font: body.with { $0.weight = .bold }),
                    TextRun(text: " at the dealer", font: body)]
        let t = try engine.layout(runs, proposedWidth: 200)
        XCTAssertEqual(t.lines.map(\.text), ["Your next service is due", "on Friday at the dealer"])
        // The break falls inside the bold run: both lines hold glyphs of it.
        XCTAssertEqual(Set(t.lines[0].glyphs.map(\.run)), [0, 1])
        XCTAssertEqual(Set(t.lines[1].glyphs.map(\.run)), [1, 2])
        // Two lines of the face's height, the style's 22 pt leading between their baselines.
        XCTAssertEqual(t.height, try face(body).naturalLineHeight(size: 17) + 22, accuracy: 1e-9)
        // A truncated tail takes the style of the character before the "…".
        let cut = try engine.layout(runs, style: TextParagraphStyle(lineLimit: 1), proposedWidth: 200)
        XCTAssertEqual(cut.lines[0].text, "Your next service is du…")
        XCTAssertEqual(cut.lines[0].glyphs.last?.run, 1)
    }

    // MARK: decorations

    func testUnderlineAndStrikethroughFollowTheFaceMetrics() throws {
        let t = try engine.layout([TextRun(text: "Was ", font: body), TextRun(text: "$40", font: body, underline: true, strikethrough: true)])
        let f = try face(body), k = 17.0 / Double(f.unitsPerEm)
        let line = t.lines[0]
        XCTAssertEqual(line.decorations.map(\.kind), [.underline, .strikethrough])
        let under = line.decorations[0], strike = line.decorations[1]
        XCTAssertEqual(under.run, 1)
        XCTAssertEqual(under.x, try width("Was ", body), accuracy: 1e-9)
        XCTAssertEqual(under.width, try width("$40", body), accuracy: 1e-9)
        XCTAssertEqual(under.thickness, Double(f.underlineThickness) * k)
        XCTAssertEqual(under.y, line.baselineY - Double(f.underlinePosition) * k - under.thickness / 2, accuracy: 1e-12)
        XCTAssertGreaterThan(under.y, line.baselineY, "under the baseline")
        XCTAssertEqual(strike.thickness, Double(f.strikeoutThickness) * k)
        XCTAssertEqual(strike.y, line.baselineY - Double(f.strikeoutPosition) * k, accuracy: 1e-12)
        XCTAssertLessThan(strike.y, line.baselineY, "above the baseline")
        // Inter's tables (design units of 2816): post underline (centre, as FreeType gives it) and thickness, OS/2 strikeout.
        XCTAssertEqual([f.underlinePosition, f.underlineThickness, f.strikeoutPosition, f.strikeoutThickness], [-560, 192, 922, 192])
    }

    // MARK: italic and monospaced digits

    func testItalicUsesTheItalicFaceOfTheSameWeightAndCut() throws {
        func file(_ f: ResolvedFont) throws -> String {
            (try engine.layout("Aa", font: f).facePath as NSString).lastPathComponent
        }
        XCTAssertEqual(try file(body.with { $0.italic = true }), "Inter-Italic.otf")
        XCTAssertEqual(try file(body.with { $0.italic = true; $0.weight = .semibold }), "Inter-SemiBoldItalic.otf")
        XCTAssertEqual(try file(title.with { $0.italic = true; $0.weight = .bold }), "InterDisplay-BoldItalic.otf")
        XCTAssertEqual(try file(body.with { $0.italic = true; $0.design = .monospaced }), "JetBrainsMono-Italic.ttf")
        XCTAssertEqual(try file(body.with { $0.italic = true; $0.design = .monospaced; $0.weight = .black }), "JetBrainsMono-ExtraBoldItalic.ttf")
        XCTAssertNotEqual(try width("Italic body", body.with { $0.italic = true }), try width("Italic body", body))
    }

    func testMonospacedDigitsAreAllOneWidth() throws {
        let tabular = body.with { $0.monospacedDigit = true }
        XCTAssertEqual(try width("1111", tabular), try width("8888", tabular))
        XCTAssertNotEqual(try width("1111", body), try width("8888", body), "Inter's default figures are proportional")
        XCTAssertEqual(try engine.layout("1111", font: tabular).width, try width("0000", tabular))
    }

    func testUprightOnlyMappedFamilyIsSlantedNotSwappedForInter() throws {
        let upright = TestSupport.interPath("Inter-Medium.otf")
        let library = FontLibrary(fontMap: FontMap(overrides: [FontFaceKey(design: .default, weight: .regular): upright]))
        let t = try TextLayoutEngine(library: library).layout("Brand", font: body.with { $0.italic = true })
        XCTAssertEqual(t.facePath, upright)
        XCTAssertEqual(t.runs[0].syntheticItalic, true)
        // An italic override wins over the slant.
        let italicFile = TestSupport.interPath("Inter-MediumItalic.otf")
        let both = FontLibrary(fontMap: FontMap(overrides: [FontFaceKey(design: .default, weight: .regular): upright,
                                                            FontFaceKey(design: .default, weight: .regular, italic: true): italicFile]))
        let u = try TextLayoutEngine(library: both).layout("Brand", font: body.with { $0.italic = true })
        XCTAssertEqual(u.facePath, italicFile)
        XCTAssertEqual(u.runs[0].syntheticItalic, false)
    }
}

extension ResolvedFont {
    /// A copy changed by `change`.
    func with(_ change: (inout ResolvedFont) -> Void) -> ResolvedFont {
        var copy = self
        change(&copy)
        return copy
    }
}
