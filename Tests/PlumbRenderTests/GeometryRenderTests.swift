import PlumbModel
import PlumbRaster
import PlumbRender
import XCTest

/// Drawing of the geometry constructs: inset shapes, mirrored icons and corners right to left.
final class GeometryRenderTests: XCTestCase {
    func renderDirected(_ spec: String, _ direction: LayoutDirection, scale: Int = 1) throws -> Pixmap {
        let t = try Tokens.parse(YAMLReader().parse(defaultTokens, file: "tokens.yaml"), file: "tokens.yaml")
        let c = try ComponentSpec.parse(YAMLReader().parse(spec, file: "c.yaml"), file: "c.yaml")
        let renderer = ComponentRenderer(system: DesignSystem(name: "test", directory: "test", tokens: t, components: ["c": c]))
        return try renderer.render(component: "c", variant: "default", appearance: .light, dynamicType: .large,
                                   scale: scale, layoutDirection: direction).image.pixmap
    }

    func testInsetShapeIsDrawnInsideItsFrame() throws {
        // A 20 × 20 rectangle inset by 2: pixels 2…17 filled, the 2 pt rim left to the background.
        let p = try render("""
        component: c
        body:
          rectangle: {inset: 2}
          modifiers: [{fill: ink}, {frame: {width: 20, height: 20}}]
        """)
        XCTAssertEqual([p.width, p.height], [20, 20])
        XCTAssertEqual(rgba(p, 1, 10), [255, 255, 255, 255])
        XCTAssertEqual(rgba(p, 2, 10), hex("#121212"))
        XCTAssertEqual(rgba(p, 17, 10), hex("#121212"))
        XCTAssertEqual(rgba(p, 18, 10), [255, 255, 255, 255])
        XCTAssertEqual(rgba(p, 10, 1), [255, 255, 255, 255])
        XCTAssertEqual(rgba(p, 10, 2), hex("#121212"))
        // A rounded rectangle loses the inset from its radius: radius 8 − 2 = 6 from (2, 2).
        let r = try render("""
        component: c
        body:
          roundedRectangle: {cornerRadius: 8, inset: 2, style: circular}
          modifiers: [{fill: ink}, {frame: {width: 20, height: 20}}]
        """)
        XCTAssertEqual(rgba(r, 2, 2), [255, 255, 255, 255], "the inset corner is rounded")
        XCTAssertEqual(rgba(r, 2, 10), hex("#121212"))
        XCTAssertEqual(rgba(r, 8, 2), hex("#121212"), "the straight top edge starts 6 pt in")
    }

    func testForwardChevronIsDrawnMirroredRightToLeft() throws {
        let spec = """
        component: c
        body:
          icon: chevron.right
          modifiers: [{font: {size: 40}}, {foregroundColor: ink}, {frame: {width: 30, height: 40}}]
        """
        let ltr = try renderDirected(spec, .leftToRight), rtl = try renderDirected(spec, .rightToLeft)
        XCTAssertEqual([ltr.width, ltr.height], [30, 40])
        var mirroredDiff = 0, ownDiff = 0
        for y in 0..<40 {
            for x in 0..<30 {
                mirroredDiff = max(mirroredDiff, zip(rgba(rtl, x, y), rgba(ltr, 29 - x, y)).map { abs($0 - $1) }.max()!)
                ownDiff = max(ownDiff, zip(rgba(ltr, x, y), rgba(ltr, 29 - x, y)).map { abs($0 - $1) }.max()!)
            }
        }
        XCTAssertLessThanOrEqual(mirroredDiff, 1, "right to left is the left-to-right image mirrored")
        XCTAssertGreaterThan(ownDiff, 200, "the chevron is not symmetric itself")
        // The point of the chevron (x = 3 + 0.46 × 40 = 21.4) is at the right LTR, at the left RTL.
        XCTAssertLessThan(rgba(ltr, 21, 20)[0], 40)
        XCTAssertLessThan(rgba(rtl, 8, 20)[0], 40)
        XCTAssertEqual(rgba(rtl, 21, 20), [255, 255, 255, 255])
        XCTAssertEqual(rgba(ltr, 8, 20), [255, 255, 255, 255])
        // Up/down symbols and a custom path without flipsForRightToLeft keep their drawing.
        let up = spec.replacingOccurrences(of: "chevron.right", with: "arrow.up")
        XCTAssertEqual(try renderDirected(up, .rightToLeft).data, try renderDirected(up, .leftToRight).data)
        let custom = spec.replacingOccurrences(of: "icon: chevron.right", with: "icon: {path: \"M0 0 L10 12 L0 24 Z\", viewBox: [12, 24]}")
        XCTAssertEqual(try renderDirected(custom, .rightToLeft).data, try renderDirected(custom, .leftToRight).data)
        let flipped = custom.replacingOccurrences(of: "viewBox: [12, 24]}", with: "viewBox: [12, 24], flipsForRightToLeft: true}")
        XCTAssertNotEqual(try renderDirected(flipped, .rightToLeft).data, try renderDirected(flipped, .leftToRight).data)
    }

    func testLeadingCornersAreOnTheRightRightToLeft() throws {
        // A bubble with only its top-leading corner rounded: right to left, the top-right is.
        let spec = """
        component: c
        body:
          roundedRectangle: {cornerRadii: {topLeading: 10}, style: circular}
          modifiers: [{fill: ink}, {frame: {width: 30, height: 20}}]
        """
        let ltr = try renderDirected(spec, .leftToRight), rtl = try renderDirected(spec, .rightToLeft)
        XCTAssertEqual(rgba(ltr, 0, 0), [255, 255, 255, 255])
        XCTAssertEqual(rgba(ltr, 29, 0), hex("#121212"))
        XCTAssertEqual(rgba(rtl, 0, 0), hex("#121212"))
        XCTAssertEqual(rgba(rtl, 29, 0), [255, 255, 255, 255])
    }
}
