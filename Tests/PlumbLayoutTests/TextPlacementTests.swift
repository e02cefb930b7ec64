import Foundation
import PlumbLayout
import PlumbModel
import PlumbText
import XCTest

/// A text carries (and so is drawn and dumped with) the lines of the proposal it was placed
/// with, not a re-layout at its final frame, which can break differently when the text is
/// narrower than its widest unbreakable piece.
final class TextPlacementTests: XCTestCase {
    /// Lines, frame and dump agree for every text node of `tree`.
    private func assertLinesMatchFrame(_ n: LayoutNode, file: StaticString = #filePath, line: UInt = #line) {
        guard let t = n.text else { return XCTFail("no text layout", file: file, line: line) }
        // Lines a pitch apart (the line and the style's leading beyond it), the last one whole.
        let pitch = t.lines.count > 1 ? t.lines[1].baselineY - t.lines[0].baselineY : t.lineHeight
        XCTAssertEqual(n.frame.height, Double(t.lines.count - 1) * pitch + t.lineHeight, accuracy: 1e-9, "height is the lines drawn", file: file, line: line)
        XCTAssertEqual(n.frame.width, t.lines.map(\.width).max() ?? 0, accuracy: 1e-9, "width is the widest line drawn", file: file, line: line)
    }

    /// Two texts side by side in a 120 pt hstack (default spacing), sharing what is left.
    private func twoTextsIn120pt(_ first: String, _ second: String, modifiers: String = "[]") throws -> LayoutTree {
        try layoutSpec("""
        component: c
        width: 120
        body:
          hstack:
            children:
              - text: "\(first)"
              - text: "\(second)"
          modifiers: \(modifiers)
        """)
    }

    func testTextNarrowerThanOneCharacterIsDrawnWithTheLinesItWasSizedWith() throws {
        let t = try layoutSpec("""
        component: c
        body:
          text: "Weis"
          modifiers: [{font: {size: 16, weight: bold}}, {frame: {width: 1, height: 200, alignment: topLeading}}]
        """)
        let text = t.node("text")
        // Sized at the 1 pt proposal: one grapheme a line, as wide as the "W".
        XCTAssertEqual(text.text?.lines.map(\.text), ["W", "e", "i", "s"])
        XCTAssertEqual(text.frame.width, 16.574, accuracy: 0.001)
        XCTAssertEqual(text.frame.height, 77.455, accuracy: 0.001)
        assertLinesMatchFrame(text)
        let sized = try sharedLayout.text.layout("Weis", font: text.font!, proposedWidth: 1, maxHeight: 200)
        XCTAssertEqual(text.text, sized, "the node carries exactly the layout it was sized with")
        XCTAssertTrue(LayoutDump.plain(t).contains("16pt bold \"W\" / \"e\" / \"i\" / \"s\""), LayoutDump.plain(t))
        XCTAssertTrue(LayoutDump.json(t).contains("\"text\": \"e\""))
    }

    func testTextsSqueezedBelowTheirIdealWidthInAStackKeepTheirSizedLines() throws {
        // Each text is offered 56 pt, less than its "W" (62.666 pt): it is as wide as the "W",
        // and at that width "et" would fit on one line, but it was sized (and placed) as three.
        let t = try twoTextsIn120pt("Wet", "Wet", modifiers: "[{font: {size: 62, weight: bold}}]")
        for path in ["0/text", "1/text"] {
            let text = t.node(path)
            XCTAssertEqual(text.text?.lines.map(\.text), ["W", "e", "t"], path)
            XCTAssertEqual(text.frame.width, 62.666, accuracy: 0.001, path)
            assertLinesMatchFrame(text)
        }
        assertRect(t.node("1/text").frame, 70.666, 0, 62.666, 224.871, accuracy: 0.001)
    }

    func testTextWrappedInsideItsProposalKeepsTheSameLines() throws {
        // The common case: a text squeezed beside another wraps within what it is offered.
        let t = try twoTextsIn120pt("Oil change due", "in twelve days")
        XCTAssertEqual(t.node("0/text").text?.lines.map(\.text), ["Oil", "change", "due"])
        XCTAssertEqual(t.node("1/text").text?.lines.map(\.text), ["in", "twelve", "days"])
        for path in ["0/text", "1/text"] { assertLinesMatchFrame(t.node(path)) }
    }
}
