import PlumbModel
import XCTest
@testable import PlumbText

/// Seeded random paragraphs mixing scripts, directions, emoji, marks, controls and spaces, laid
/// out at random widths: never a crash, and every glyph points at its line's text and at a face
/// of its run's chain.
final class MixedScriptPropertyTests: XCTestCase {
    let pool: [String] = ["a", "W", " ", "  ", "-", "/", "1", "٣", "…", "(", ")", "\"", "。", "「", "」", "日", "本", "ッ", "ョ",
                          "ب", "ع", "ل", "ا", "ש", "ל", "ם", "न", "म", "्", "स", "ส", "ั", "ว", "한", "국", "♔", "→",
                          "😀", "👩‍👩‍👧", "👍🏽", "🇯🇵", "❤️", "❤︎", "1️⃣", "\u{1FAE9}", "e\u{301}", "\u{200B}", "\u{200D}",
                          "\u{200F}", "\u{200E}", "\u{202B}", "\u{202C}", "\u{2067}", "\u{2069}", "\u{00A0}", "\t", "\n"]

    func testRandomParagraphsLayOutConsistently() throws {
        let engine = TextLayoutEngine(library: TestSupport.library)
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ n: Int) -> Int {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Int(state % UInt64(n))
        }
        for round in 0..<250 {
            let text = (0..<(1 + next(40))).map { _ in pool[next(pool.count)] }.joined()
            var style = TextParagraphStyle(lineLimit: next(3) == 0 ? 1 + next(3) : nil)
            style.layoutDirection = next(2) == 0 ? .leftToRight : .rightToLeft
            style.locale = ["", "ja", "ar"][next(3)]
            let font = ResolvedFont(size: [11, 17, 34][next(3)], weight: next(2) == 0 ? .regular : .bold)
            let width: Double? = next(4) == 0 ? nil : Double(next(300))
            let layout = try engine.layout([TextRun(text: text, font: font)], style: style, proposedWidth: width)
            let what = "round \(round): \(text.debugDescription) width \(String(describing: width))"
            XCTAssertFalse(layout.lines.isEmpty, what)
            for line in layout.lines {
                let bytes = line.text.utf8.count
                for g in line.glyphs {
                    XCTAssertTrue(g.cluster >= 0 && g.cluster <= bytes, what)
                    XCTAssertTrue(g.face >= 0 && g.face <= layout.runs[g.run].fallbackPaths.count, what)
                    XCTAssertTrue(g.x.isFinite && g.advance.isFinite, what)
                }
                XCTAssertTrue(line.width.isFinite && line.width >= 0, what)
            }
            XCTAssertTrue(layout.width.isFinite && layout.height.isFinite, what)
        }
    }
}
