import Foundation
import PlumbModel
import PlumbText
import XCTest
@testable import PlumbLayout

/// SwiftUI's default spacing between two texts in a vertical stack: the lower text's font
/// leading (its face's `hhea` line gap at its size), not the 8 pt between other views
/// (docs/reference/stack-spacing.md). Inter has no line gap, so its texts touch.
final class StackTextSpacingTests: XCTestCase {
    func testTextsTouchOtherViewsAndPaddedTextsAreEightApart() throws {
        let t = try layoutSpec("""
        component: c
        body:
          vstack:
            children:
              - text: One
              - text: Two
              - rectangle: {}
                modifiers: [{frame: {width: 10, height: 10}}]
              - text: Three
              - text: Four
                modifiers: [{padding: 4}]
              - vstack:
                  spacing: 2
                  children:
                    - text: Five
                    - text: Six
              - text: Seven
        """)
        func y(_ path: String) -> Double { t.node("body/vstack/" + path).frame.y }
        func maxY(_ path: String) -> Double { t.node("body/vstack/" + path).frame.maxY }
        // Text above text: 0 (Inter's line gap).
        XCTAssertEqual(y("1/text"), maxY("0/text"), accuracy: 1e-9)
        // Text and another view: 8 either way.
        XCTAssertEqual(y("2/rectangle"), maxY("1/text") + 8, accuracy: 1e-9)
        XCTAssertEqual(y("3/text"), maxY("2/rectangle") + 8, accuracy: 1e-9)
        // Padding is no text edge: 8 to the padded text's padding box (4 above its text).
        XCTAssertEqual(y("4/text"), maxY("3/text") + 8 + 4, accuracy: 1e-9)
        // A stack shows its first text's top and last text's bottom: touching both neighbours.
        XCTAssertEqual(y("5/vstack/0/text"), maxY("4/text") + 4 + 8, accuracy: 1e-9, "after padding: 8")
        XCTAssertEqual(y("6/text"), maxY("5/vstack/1/text"), accuracy: 1e-9)
    }

    /// A frame keeps the text's edges (ferrostar's trip-progress card: a duration text with
    /// `.frame(maxWidth: .infinity)` above its caption stands as close to it on iOS as the
    /// unframed columns beside it, where 8 pt made Plumb's column and card 6 pt taller).
    func testAFramedTextKeepsItsTextEdges() throws {
        let t = try layoutSpec("""
        component: c
        width: 200
        body:
          vstack:
            children:
              - text: "144h 40m"
                modifiers: [{frame: {maxWidth: .infinity}}]
              - text: Duration
        """)
        XCTAssertEqual(t.node("1/text").frame.y, t.node("0/text").frame.maxY, accuracy: 1e-9)
    }

    func testTextsSideBySideKeepEightPoints() throws {
        let t = try layoutSpec("""
        component: c
        body:
          hstack:
            children:
              - text: One
              - text: Two
        """)
        XCTAssertEqual(t.node("1/text").frame.x, t.node("0/text").frame.maxX + 8, accuracy: 1e-9)
    }

    /// A face with a line gap (NanumSquare: 30 of 1,000 units): texts at 20 pt are 0.6 pt
    /// apart, the lower text's leading.
    func testTheLowerTextsLineGapSeparatesThem() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-ts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("components"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let nanum = BundledFonts.directory + "/NanumSquareR.ttf"
        try "fontFaces:\n  serif: {regular: \(nanum)}\n".write(to: dir.appendingPathComponent("tokens.yaml"), atomically: true, encoding: .utf8)
        try """
        component: c
        body:
          vstack:
            children:
              - text: One
              - text: Two
                modifiers: [{font: {size: 20, design: serif}}]
              - text: Three
        """.write(to: dir.appendingPathComponent("components/c.yaml"), atomically: true, encoding: .utf8)
        let system = try DesignSystem.load(directory: dir.path)
        let tree = try Layout(fontOverrides: system.tokens.fontFaces).layout(try SpecResolver(system: system).resolve("c"))
        XCTAssertEqual(tree.nodes[2].text.map { ($0.facePath as NSString).lastPathComponent }, "NanumSquareR.ttf")
        // Inter above NanumSquare: NanumSquare's leading, 20 × 30 / 1000.
        XCTAssertEqual(tree.nodes[2].frame.y - tree.nodes[1].frame.maxY, 0.6, accuracy: 1e-9)
        // NanumSquare above Inter: Inter's, none.
        XCTAssertEqual(tree.nodes[3].frame.y, tree.nodes[2].frame.maxY, accuracy: 1e-9)
    }
}
