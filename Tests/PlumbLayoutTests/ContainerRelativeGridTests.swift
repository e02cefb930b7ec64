import Foundation
import PlumbLayout
import PlumbModel
import XCTest

/// `containerRelativeFrame(_:count:span:spacing:)`'s grid form as a frame length:
/// `{containerRelative: {count, span, spacing}}`.
final class ContainerRelativeGridTests: XCTestCase {
    func card(_ width: String, screen: Int = 400) -> String {
        """
        component: c
        width: \(screen)
        body:
          hstack:
            spacing: 0
            children:
              - rectangle: {}
                modifiers: [{frame: {width: \(width), height: 10}}]
              - spacer: {minLength: 0}
          modifiers: [{padding: {horizontal: 16}}]
        """
    }

    func testSpanOfAGridIsMeasuredAgainstTheContainer() throws {
        // (400 − 8 × 2) / 3 × 2 + 8 × 1 = 264 — of the 400 pt screen, not the 368 pt row.
        let t = try layoutSpec(card("{containerRelative: {count: 3, span: 2, spacing: 8}}"))
        assertRect(t.node("0/rectangle").frame, 16, 0, 264, 10)
        // One column of four with 10 pt gutters: (400 − 30) / 4 = 92.5.
        let one = try layoutSpec(card("{containerRelative: {count: 4, spacing: 10}}"))
        assertRect(one.node("0/rectangle").frame, 16, 0, 92.5, 10)
        // The whole grid: the container. No spacing: a plain fraction, 2/5 of 320.
        assertRect(try layoutSpec(card("{containerRelative: {count: 3, span: 3, spacing: 8}}")).node("0/rectangle").frame, 16, 0, 400, 10)
        assertRect(try layoutSpec(card("{containerRelative: {count: 5, span: 2}}", screen: 320)).node("0/rectangle").frame, 16, 0, 128, 10)
    }

    func testGutterWiderThanTheContainerGivesZeroNotANegativeLength() throws {
        // (10 − 8 × 3) / 4 < 0: the column is 0 wide, and a span of 2 is one gutter, 8.
        let t = try layoutSpec(card("{containerRelative: {count: 4, span: 2, spacing: 8}}", screen: 10))
        XCTAssertEqual(t.node("0/rectangle").frame.width, 8)
    }

    func testSpacingMayBeASpacingToken() throws {
        let t = try layoutSpec(card("{containerRelative: {count: 2, spacing: gutter}}"),
                               tokens: "colors: {accent: \"#E89B3C\"}\nspacing: {gutter: 20}")
        assertRect(t.node("0/rectangle").frame, 16, 0, 190, 10)
    }

    func testDescriptionReadsAsSpanOfCountColumns() throws {
        let t = try layoutSpec(card("{containerRelative: {count: 3, span: 2, spacing: 8}}"))
        guard case .frame(let f)? = t.node("0/rectangle").view.modifiers.first else { return XCTFail("no frame") }
        XCTAssertEqual(f.relative["width"]?.description, "2 of 3 columns of container (spacing 8)")
        XCTAssertEqual(RelativeLength(grid: ContainerGrid(count: 4, span: 1, spacing: 0)).description, "1 of 4 columns of container")
    }

    func testBadGridValuesAreLocatedErrors() throws {
        for (value, message) in [
            ("{count: 0}", "c.yaml:8:65: error: frame width: containerRelative 'count' must be a whole number from 1 to 1000, found 0"),
            ("{count: 2.5}", "c.yaml:8:65: error: frame width: containerRelative 'count' must be a whole number from 1 to 1000, found 2.5"),
            ("{count: 3, span: 4}", "c.yaml:8:74: error: frame width: containerRelative 'span' must be a whole number from 1 to the count (3), found 4"),
            ("{count: 3, span: 0}", "c.yaml:8:74: error: frame width: containerRelative 'span' must be a whole number from 1 to the count (3), found 0"),
            ("{count: 3, spacing: -1}", "c.yaml:8:77: error: frame width: containerRelative spacing must not be negative, found -1"),
            ("{count: 3, spacing: .inf}", "c.yaml:8:77: error: frame width: containerRelative spacing must be finite"),
            ("{span: 2}", "c.yaml:8:57: error: frame width: containerRelative needs 'count' (the grid's columns), e.g. {count: 3, span: 2, spacing: 8}"),
            ("{count: 3, gap: 8}", "c.yaml:8:68: error: unknown key 'gap' in containerRelative grid (expected one of: count, span, spacing)"),
        ] {
            XCTAssertThrowsError(try layoutSpec(card("{containerRelative: \(value)}")), value) { error in
                XCTAssertEqual("\(error)".components(separatedBy: "\n").first?.replacingOccurrences(of: "components/", with: ""), message, value)
            }
        }
    }
}
