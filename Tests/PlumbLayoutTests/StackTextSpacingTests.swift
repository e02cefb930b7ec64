import Foundation
import PlumbModel
import PlumbText
import XCTest
@testable import PlumbLayout

/// SwiftUI's default spacing between two texts in a vertical stack: the lower text's font
/// leading (its face's `hhea` line gap at its size, or its text style's line less the face's),
/// not the 8 pt between other views (docs/reference/stack-spacing.md).
final class StackTextSpacingTests: XCTestCase {
    func testTextsKeepTheLowerOnesLeadingAndTheirRoomFromOtherViews() throws {
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
        // Text and another view: the text's own room, from its face's metrics (no display
        // scale: a tenth of the line unrounded). With `a`, `d`, `c` the ascender, descender and
        // cap height: `r = (a + d) / 10`, below it `a + d + r − c`, above it `r + d`.
        let font = try XCTUnwrap(t.node("body/vstack/1/text").font)
        let m = try XCTUnwrap(sharedLayout.text.library.metrics(for: font))
        let em = font.size / Double(m.unitsPerEm)
        let a = Double(m.ascender) * em, d = Double(-m.descender) * em, c = Double(try XCTUnwrap(m.capHeight)) * em
        let r = (a + d) / 10, below = a + d + r - c, above = r + d
        // Text above text: the lower text's leading, body's 22 pt line less Inter's 20.57 (no
        // display scale: unrounded).
        let leading = try XCTUnwrap(font.lineHeight) - (a + d)
        XCTAssertEqual(leading, 1.4261, accuracy: 1e-4)
        XCTAssertEqual(y("1/text"), maxY("0/text") + leading, accuracy: 1e-9)
        XCTAssertEqual(y("2/rectangle"), maxY("1/text") + below, accuracy: 1e-9)
        XCTAssertEqual(y("3/text"), maxY("2/rectangle") + above, accuracy: 1e-9)
        // Inter at 17 pt: 10.27 pt below a text, 6.16 above one (8 pt before).
        XCTAssertEqual(below, 10.2676, accuracy: 1e-4)
        XCTAssertEqual(above, 6.1625, accuracy: 1e-4)
        // Padding is no text edge: the padded text is another view (4 above its text).
        XCTAssertEqual(y("4/text"), maxY("3/text") + below + 4, accuracy: 1e-9)
        // A stack shows its first text's top and last text's bottom: touching both neighbours.
        XCTAssertEqual(y("5/vstack/0/text"), maxY("4/text") + 4 + above, accuracy: 1e-9, "after padding: a view above a text")
        XCTAssertEqual(y("6/text"), maxY("5/vstack/1/text") + leading, accuracy: 1e-9)
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
        XCTAssertEqual(t.node("1/text").frame.y, t.node("0/text").frame.maxY + 1.4261, accuracy: 1e-4)
    }

    /// At 3× the tenth of the line is rounded up to the pixel: SF Pro's 17 pt line (20.29 pt)
    /// gives 2.33 pt, so 10.64 pt below the text (SBB's tab content: "Station" above its icon
    /// 17 pt of ink apart on iOS, 14.67 with 8 pt) and 6.43 pt above it. An SF Symbol keeps 8 pt.
    func testTheRoomIsInWholePixelsAndSymbolsKeepEight() throws {
        let spec = """
        component: c
        body:
          vstack:
            children:
              - text: Station
              - rectangle: {}
                modifiers: [{frame: {width: 10, height: 10}}]
              - text: Stop
              - icon: star
        """
        let system = try makeSystem(tokens: "colors: {accent: \"#E89B3C\"}", components: ["c": spec])
        var component = try SpecResolver(system: system).resolve("c")
        component.displayScale = 3
        let t = try sharedLayout.layout(component)
        let font = try XCTUnwrap(t.node("body/vstack/0/text").font)
        let m = try XCTUnwrap(sharedLayout.text.library.metrics(for: font))
        let em = font.size / Double(m.unitsPerEm)
        let a = Double(m.ascender) * em, d = Double(-m.descender) * em, c = Double(try XCTUnwrap(m.capHeight)) * em
        let r = ((a + d) / 10 * 3).rounded(.up) / 3
        XCTAssertEqual(t.node("body/vstack/1/rectangle").frame.y - t.node("body/vstack/0/text").frame.maxY, a + d + r - c, accuracy: 1e-9)
        XCTAssertEqual(t.node("body/vstack/2/text").frame.y - t.node("body/vstack/1/rectangle").frame.maxY, r + d, accuracy: 1e-9)
        XCTAssertEqual(t.node("body/vstack/3/icon").frame.y - t.node("body/vstack/2/text").frame.maxY, 8, accuracy: 1e-9)
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
        // NanumSquare above Inter in the body style: body's leading (its 22 pt line less Inter's).
        XCTAssertEqual(tree.nodes[3].frame.y, tree.nodes[2].frame.maxY + 1.4261, accuracy: 1e-4)
    }
}
