import Foundation
import PlumbLayout
import PlumbModel
import XCTest

/// `underline: {isActive: "{prop}"}` — SwiftUI's `underline(_ isActive:)` driven by a prop, as
/// the finance link button uses it: one spec, underlined only in the variant that sets the prop.
final class DecorationIsActiveTests: XCTestCase {
    let spec = """
    component: c
    props: {title: Submit, link: false}
    variants:
      link: {props: {title: Forgot password?, link: true}}
    body:
      text: "{title}"
      modifiers: [{foregroundColor: ink}, {underline: {isActive: "{link}"}}]
    """
    let tokens = "colors: {ink: \"#121212\"}"

    func testAFalsePropLeavesTheTextUndecorated() throws {
        let n = try layoutSpec(spec, tokens: tokens).node("text")
        XCTAssertEqual(n.textStyleFacts, [])
        XCTAssertNil(n.runPaints.first?.underline)
        XCTAssertEqual(n.text?.lines.first?.decorations.count, 0)
    }

    func testATruePropUnderlinesTheWholeLineInTheTextsColour() throws {
        let n = try layoutSpec(spec, tokens: tokens, variant: "link").node("text")
        XCTAssertEqual(n.textStyleFacts, ["underline"])
        XCTAssertEqual(n.runPaints.first?.underline, TextDecoration(color: nil), "no colour: drawn in the text's own")
        let line = try XCTUnwrap(n.text?.lines.first)
        XCTAssertEqual(line.decorations.map(\.kind), [.underline])
        XCTAssertEqual(line.decorations[0].x, 0, accuracy: 1e-9)
        XCTAssertEqual(line.decorations[0].width, n.text!.width, accuracy: 1e-9)
    }
}
