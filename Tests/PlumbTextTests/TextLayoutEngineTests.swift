import PlumbModel
import XCTest
@testable import PlumbText

final class TextLayoutEngineTests: XCTestCase {
    let engine = TextLayoutEngine(library: TestSupport.library)
    let body = ResolvedFont(size: 17)
    /// Inter at 17 pt: natural line height 3408·17/2816, ascent 2728·17/2816.
    let naturalLine = 3408.0 * 17 / 2816
    let ascent = 2728.0 * 17 / 2816

    func testUnwrappedWhenProposalIsWideEnough() throws {
        let layout = try engine.layout("Oil change due AV", font: body, proposedWidth: 500)
        XCTAssertEqual(layout.lines.map(\.text), ["Oil change due AV"])
        XCTAssertEqual(layout.width, 24324.0 * 17 / 2816)
        XCTAssertEqual(layout.height, naturalLine)
        XCTAssertEqual(layout.facePath, TestSupport.interPath("Inter-Regular.otf"))
        XCTAssertEqual(layout.fontSize, 17)
        let ideal = try engine.layout("Oil change due AV", font: body, proposedWidth: nil)
        XCTAssertEqual(ideal.width, layout.width)
    }

    func testExplicitNewlinesMakeParagraphs() throws {
        let layout = try engine.layout("Oil\n\nchange", font: body)
        XCTAssertEqual(layout.lines.map(\.text), ["Oil", "", "change"])
        XCTAssertEqual(layout.height, 3 * naturalLine, accuracy: 1e-9)
        XCTAssertEqual(layout.width, layout.lines[2].width)
    }

    func testWrapsAtNarrowWidth() throws {
        let layout = try engine.layout("Oil change due in 12 days", font: body, proposedWidth: 80)
        // Greedy would leave "days" alone on the last line ("due in 12" / "days"); iOS moves "12"
        // down with it.
        XCTAssertEqual(layout.lines.map(\.text), ["Oil", "change", "due in", "12 days"])
        for line in layout.lines { XCTAssertLessThanOrEqual(line.width, 80) }
        XCTAssertEqual(layout.width, layout.lines.map(\.width).max())
        XCTAssertEqual(layout.width, try TextShaper(library: TestSupport.library).shape("12 days", font: body).width)
        XCTAssertEqual(layout.height, 4 * naturalLine, accuracy: 1e-9)
        XCTAssertFalse(layout.truncated)
        // "Oil change" alone is wider than 80, so "Oil" stands alone.
        XCTAssertGreaterThan(try TextShaper(library: TestSupport.library).shape("Oil change", font: body).width, 80)
    }

    func testBreaksAfterHyphenAndInsideOverlongWords() throws {
        let hyphen = try engine.layout("state-of-the-art", font: body, proposedWidth: 70)
        XCTAssertEqual(hyphen.lines.map(\.text), ["state-", "of-", "the-art"])
        for line in hyphen.lines { XCTAssertLessThanOrEqual(line.width, 70) }
        let shaper = TextShaper(library: TestSupport.library)
        let narrow = max(try shaper.shape("km/", font: body).width, try shaper.shape("mph", font: body).width)
        let slash = try engine.layout("km/h mph", font: body, proposedWidth: narrow)
        XCTAssertEqual(slash.lines.map(\.text), ["km/", "h", "mph"])
        let long = try engine.layout("Supercalifragilistic", font: body, proposedWidth: 40)
        XCTAssertEqual(long.lines.map(\.text).joined(), "Supercalifragilistic")
        XCTAssertEqual(long.lines.map(\.text), ["Sup", "ercal", "ifrag", "ilisti", "c"])
        for line in long.lines { XCTAssertLessThanOrEqual(line.width, 40) }
    }

    /// iOS's standard line-break strategy (`pushOut`): a paragraph's last line never holds a
    /// word alone when the word before it fits there too (iOS 26 drew a `.title2` "Failed to
    /// Load" at AX5 as "Failed" / "to Load" where greedy breaking gives "Failed to" / "Load").
    /// A word split between graphemes is left as it is; the Chromium fixtures break greedily.
    func testNoOrphanOnTheLastLine() throws {
        let shaper = TextShaper(library: TestSupport.library)
        let width = try shaper.shape("Failed to", font: body).width + 1
        let layout = try engine.layout("Failed to Load", font: body, proposedWidth: width)
        XCTAssertEqual(layout.lines.map(\.text), ["Failed", "to Load"])
        XCTAssertEqual(layout.width, try shaper.shape("to Load", font: body).width)
        // When the two words do not fit together, the word stays alone.
        let narrow = try engine.layout("Failed to Load", font: body, proposedWidth: try shaper.shape("Failed", font: body).width + 1)
        XCTAssertEqual(narrow.lines.map(\.text), ["Failed", "to", "Load"])
        var greedy = TextParagraphStyle()
        greedy.allowsOrphans = true
        let css = try engine.layout([TextRun(text: "Failed to Load", font: body)], style: greedy, proposedWidth: width)
        XCTAssertEqual(css.lines.map(\.text), ["Failed to", "Load"])
    }

    func testZeroWidthPutsOneGraphemePerLine() throws {
        let layout = try engine.layout("Oil ok", font: body, proposedWidth: 0)
        XCTAssertEqual(layout.lines.map(\.text), ["O", "i", "l", "o", "k"])
    }

    func testCJKBreaksBetweenIdeographs() throws {
        let text = "漢字漢字漢字"
        let full = try engine.layout(text, font: body)
        let layout = try engine.layout(text, font: body, proposedWidth: full.width * 0.6)
        XCTAssertEqual(layout.lines.count, 2)
        XCTAssertEqual(layout.lines.map(\.text).joined(), text)
    }

    func testLineLimitOneTruncatesWithEllipsis() throws {
        let layout = try engine.layout("Oil change due in 12 days", font: body, proposedWidth: 80, lineLimit: 1)
        XCTAssertEqual(layout.lines.map(\.text), ["Oil chan…"])
        XCTAssertTrue(layout.lines[0].truncated)
        XCTAssertTrue(layout.truncated)
        XCTAssertLessThanOrEqual(layout.lines[0].width, 80)
        // The longest prefix: one more character would not fit.
        let longer = try TextShaper(library: TestSupport.library).shape("Oil chang…", font: body)
        XCTAssertGreaterThan(longer.width, 80)
        XCTAssertEqual(layout.height, naturalLine)
    }

    func testLineLimitOnUnwrappedParagraphsAppendsEllipsis() throws {
        let layout = try engine.layout("First\nSecond", font: body, lineLimit: 1)
        XCTAssertEqual(layout.lines.map(\.text), ["First…"])
        let fits = try engine.layout("First\nSecond", font: body, lineLimit: 2)
        XCTAssertEqual(fits.lines.map(\.text), ["First", "Second"])
        XCTAssertFalse(fits.truncated)
    }

    func testMaxHeightLimitsLines() throws {
        let layout = try engine.layout("Oil change due in 12 days", font: body, proposedWidth: 100, maxHeight: 45)
        XCTAssertEqual(layout.lines.map(\.text), ["Oil change", "due in 12…"])
        XCTAssertEqual(layout.height, 2 * naturalLine, accuracy: 1e-9)
        XCTAssertTrue(layout.lines[1].truncated)
        XCTAssertFalse(layout.lines[0].truncated)
        // Less than one line of height still shows one line.
        let tiny = try engine.layout("Oil change due in 12 days", font: body, proposedWidth: 100, maxHeight: 5)
        XCTAssertEqual(tiny.lines.count, 1)
    }

    func testNaturalLineHeightAndBaselines() throws {
        let layout = try engine.layout("Oil change due in 12 days", font: body, proposedWidth: 80)
        XCTAssertEqual(layout.lineHeight, naturalLine)
        // Natural height equals ascent + descent here (no line gap), so the baseline is the ascent.
        XCTAssertEqual(layout.firstBaseline, ascent, accuracy: 1e-9)
        XCTAssertEqual(layout.lastBaseline, 3 * naturalLine + ascent, accuracy: 1e-9)
        let display = try engine.layout("Daily", font: ResolvedFont(size: 34))
        XCTAssertEqual(display.lineHeight / 34, 1.20898, accuracy: 0.000005)
        XCTAssertEqual(display.firstBaseline, 1974.0 * 34 / 2048, accuracy: 1e-9)
    }

    func testExplicitLineHeightCentresGlyphsCSSStyle() throws {
        let font = ResolvedFont(size: 17, lineHeight: 22)
        let layout = try engine.layout("Oil change due in 12 days", font: font, proposedWidth: 80)
        XCTAssertEqual(layout.lineHeight, 22)
        XCTAssertEqual(layout.height, 88)
        let descent = 680.0 * 17 / 2816
        let baseline = (22 - (ascent + descent)) / 2 + ascent
        XCTAssertEqual(layout.firstBaseline, baseline, accuracy: 1e-9)
        XCTAssertEqual(layout.lines[2].baselineY, 44 + baseline, accuracy: 1e-9)
    }

    func testAlignmentOffsets() throws {
        let text = "Oil change due in 12 days"
        let leading = try engine.layout(text, font: body, proposedWidth: 80, alignment: .leading)
        let center = try engine.layout(text, font: body, proposedWidth: 80, alignment: .center)
        let trailing = try engine.layout(text, font: body, proposedWidth: 80, alignment: .trailing)
        for index in 0..<4 {
            let width = leading.lines[index].width
            XCTAssertEqual(leading.lines[index].x, 0)
            XCTAssertEqual(center.lines[index].x, (leading.width - width) / 2, accuracy: 1e-9)
            XCTAssertEqual(trailing.lines[index].x, leading.width - width, accuracy: 1e-9)
        }
        XCTAssertEqual(center.lines[3].x, 0)
        XCTAssertGreaterThan(trailing.lines[0].x, 30)
    }

    func testEmptyStringIsOneLineTall() throws {
        let layout = try engine.layout("", font: body)
        XCTAssertEqual(layout.width, 0)
        XCTAssertEqual(layout.height, naturalLine)
        XCTAssertEqual(layout.lines.count, 1)
        XCTAssertEqual(layout.lines[0].text, "")
    }

    func testUppercaseAndTrackingInLayout() throws {
        let font = ResolvedFont(size: 13, tracking: 1, uppercase: true)
        let layout = try engine.layout("due soon", font: font)
        XCTAssertEqual(layout.lines[0].text, "DUE SOON")
        let shaped = try TextShaper(library: TestSupport.library).shape("DUE SOON", font: ResolvedFont(size: 13, tracking: 1))
        XCTAssertEqual(layout.width, shaped.width)
    }

    func testAbsurdInputThrows() {
        let long = String(repeating: "word ", count: 20_001)
        XCTAssertThrowsError(try engine.layout(long, font: body, proposedWidth: 100)) { error in
            XCTAssertTrue(error is PlumbError)
        }
        XCTAssertThrowsError(try engine.layout("x", font: body, proposedWidth: .nan))
    }
}
