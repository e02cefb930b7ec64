import PlumbModel
import XCTest
@testable import PlumbText

/// Paragraphs mixing right-to-left and left-to-right text are reordered by the Unicode bidi
/// algorithm (ICU's ubidi), each stretch shaped in its direction (issue 15).
final class BidiTests: XCTestCase {
    let engine = TextLayoutEngine(library: TestSupport.library)
    let body = ResolvedFont(size: 17)

    /// The words of a one-line layout in the order their glyphs are drawn, left to right.
    func visualWords(_ text: String, direction: LayoutDirection = .leftToRight) throws -> [String] {
        var style = TextParagraphStyle()
        style.layoutDirection = direction
        let layout = try engine.layout([TextRun(text: text, font: body)], style: style)
        XCTAssertEqual(layout.lines.count, 1)
        let line = layout.lines[0]
        XCTAssertEqual(line.glyphs.map(\.x), line.glyphs.map(\.x).sorted(), "glyphs are placed left to right")
        // Byte offset → word of the logical text.
        let bytes = Array(line.text.utf8)
        var wordAt: [Int: String] = [:]
        var start = 0
        for i in 0...bytes.count where i == bytes.count || bytes[i] == UInt8(ascii: " ") {
            let word = String(decoding: bytes[start..<i], as: UTF8.self)
            for k in start..<i { wordAt[k] = word }
            start = i + 1
        }
        var words: [String] = []
        for g in line.glyphs {
            guard let w = wordAt[g.cluster], !w.isEmpty else { continue }
            if words.last != w { words.append(w) }
        }
        return words
    }

    func testArabicWithLatinAndNumberReadsRightToLeft() throws {
        // First strong character Arabic: a right-to-left paragraph; "Plumb 2026" stays in order.
        XCTAssertEqual(try visualWords("مرحبا Plumb 2026 عالم"), ["عالم", "Plumb", "2026", "مرحبا"])
        XCTAssertEqual(try visualWords("مرحبا Plumb 2026 عالم", direction: .rightToLeft), ["عالم", "Plumb", "2026", "مرحبا"])
    }

    func testLatinParagraphWithArabicAndANumber() throws {
        // A left-to-right paragraph; the number after Arabic joins the Arabic (rules W2, N1).
        XCTAssertEqual(try visualWords("Plumb مرحبا 2026"), ["Plumb", "2026", "مرحبا"])
        XCTAssertEqual(try visualWords("Total: 42 items"), ["Total:", "42", "items"])
    }

    func testHebrewWithNumber() throws {
        XCTAssertEqual(try visualWords("שלום 123 עולם"), ["עולם", "123", "שלום"])
    }

    /// Each Arabic stretch is shaped right to left: its glyphs run from the word's last letter
    /// on the left to its first on the right (clusters decrease left to right).
    func testRightToLeftStretchesAreShapedRightToLeft() throws {
        let line = try engine.layout("مرحبا", font: body).lines[0]
        XCTAssertEqual(line.glyphs.map(\.cluster), line.glyphs.map(\.cluster).sorted(by: >))
    }

    /// A truncated right-to-left line keeps its start on the right and ends with "…" on the left.
    func testTruncatedRightToLeftLineEndsOnTheLeft() throws {
        let layout = try engine.layout("مرحبا بالعالم الجميل", font: body, proposedWidth: 70, lineLimit: 1)
        let line = layout.lines[0]
        XCTAssertTrue(line.truncated)
        XCTAssertTrue(line.text.hasPrefix("مرحبا"))
        XCTAssertTrue(line.text.hasSuffix("…"))
        XCTAssertEqual(line.glyphs.first?.cluster, line.text.utf8.count - "…".utf8.count, "the ellipsis is the leftmost glyph")
        XCTAssertLessThanOrEqual(line.width, 70)
    }

    /// Wrapped lines of a right-to-left paragraph each read right to left.
    func testWrappedRightToLeftParagraph() throws {
        let layout = try engine.layout("مرحبا بالعالم الجميل", font: body, proposedWidth: 70)
        XCTAssertEqual(layout.lines.map(\.text), ["مرحبا ", "بالعالم ", "الجميل"].map { $0.trimmingCharacters(in: .whitespaces) })
        for line in layout.lines {
            XCTAssertEqual(line.glyphs.map(\.cluster), line.glyphs.map(\.cluster).sorted(by: >))
        }
    }

    /// A text with no strong character takes the layout direction.
    func testNeutralTextTakesTheLayoutDirection() throws {
        XCTAssertEqual(BidiLevels(Array("123 456"), direction: .rightToLeft).paragraphLevel, 1)
        XCTAssertEqual(BidiLevels(Array("123 456"), direction: .leftToRight).paragraphLevel, 0)
        XCTAssertTrue(BidiLevels(Array("Oil change")).isPlainLeftToRight)
        XCTAssertEqual(BidiLevels(Array("Oil مرحبا")).levels, [0, 0, 0, 0, 1, 1, 1, 1, 1])
    }
}
