import PlumbModel
import PlumbRaster
import PlumbRender
import XCTest

/// Per-corner radii of `clipShape`, `backdropBlur` and `glassEffect` shapes name leading and
/// trailing corners: right to left they swap sides, as a shape node's do.
extension GeometryRenderTests {
    func clipped(_ modifier: String, direction: String = "") -> String {
        """
        component: c
        body:
          rectangle: {}
          modifiers: [{fill: ink}, {frame: {width: 30, height: 20}}, \(modifier)\(direction.isEmpty ? "" : ", {layoutDirection: \(direction)}")]
        """
    }

    func testClipShapeLeadingCornerIsOnTheRightRightToLeft() throws {
        let spec = clipped("{clipShape: {roundedRectangle: {cornerRadii: {topLeading: 10}, style: circular}}}")
        let ltr = try renderDirected(spec, .leftToRight), rtl = try renderDirected(spec, .rightToLeft)
        XCTAssertEqual(rgba(ltr, 0, 0), [255, 255, 255, 255], "left to right the top-left corner is cut")
        XCTAssertEqual(rgba(ltr, 29, 0), hex("#121212"))
        XCTAssertEqual(rgba(rtl, 0, 0), hex("#121212"))
        XCTAssertEqual(rgba(rtl, 29, 0), [255, 255, 255, 255], "right to left the top-right corner is cut")
        // The bottom corners are square either way.
        for p in [ltr, rtl] {
            XCTAssertEqual(rgba(p, 0, 19), hex("#121212"))
            XCTAssertEqual(rgba(p, 29, 19), hex("#121212"))
        }
        // The same from a layoutDirection modifier outside the clip (it covers the modifiers before it).
        let env = try renderDirected(clipped("{clipShape: {roundedRectangle: {cornerRadii: {topLeading: 10}, style: circular}}}",
                                             direction: "rightToLeft"), .leftToRight)
        XCTAssertEqual(env.data, rtl.data)
    }

    func testALayoutDirectionInsideTheClipDoesNotMirrorIt() throws {
        // [clipShape, layoutDirection] covers the clip; [layoutDirection, clipShape] does not.
        let inner = """
        component: c
        body:
          rectangle: {}
          modifiers: [{fill: ink}, {frame: {width: 30, height: 20}}, {layoutDirection: rightToLeft}, {clipShape: {roundedRectangle: {cornerRadii: {topLeading: 10}, style: circular}}}]
        """
        let p = try renderDirected(inner, .leftToRight)
        XCTAssertEqual(rgba(p, 0, 0), [255, 255, 255, 255])
        XCTAssertEqual(rgba(p, 29, 0), hex("#121212"))
    }
}
