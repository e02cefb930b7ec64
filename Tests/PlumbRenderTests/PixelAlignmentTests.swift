import PlumbModel
import PlumbRaster
import PlumbRender
import XCTest

/// Frames are drawn on the pixel grid, as SwiftUI draws views: each edge at the nearest pixel
/// boundary (a half pixel goes up); layout keeps the exact frames; an offset is drawn unrounded
/// (docs/reference/pixel-alignment.md).
final class PixelAlignmentTests: XCTestCase {
    let ink = [0x12, 0x12, 0x12, 255]
    let paper = [255, 255, 255, 255]

    /// A 10.4 pt rectangle centred in 21 pt: layout puts it at 5.3 … 15.7; drawn at 1× it covers
    /// columns 5 … 15 whole, no partly covered column on either side.
    func testFractionalEdgesAreDrawnOnWholePixels() throws {
        let (output, _) = try renderOutput("""
        component: c
        width: 21
        height: 4
        body:
          rectangle: {}
          modifiers: [{fill: ink}, {frame: {width: 10.4, height: 4}}, {frame: {width: 21, height: 4}}]
        """)
        let p = output.image.pixmap
        XCTAssertEqual(rgba(p, 4, 2), paper)
        XCTAssertEqual(rgba(p, 5, 2), ink)
        XCTAssertEqual(rgba(p, 15, 2), ink)
        XCTAssertEqual(rgba(p, 16, 2), paper)
        // The layout keeps the exact frame.
        let rect = try XCTUnwrap(output.tree.nodes.first { $0.kind == "rectangle" }?.frame)
        XCTAssertEqual(rect.x, 5.3, accuracy: 1e-9)
        XCTAssertEqual(rect.width, 10.4, accuracy: 1e-9)
    }

    /// An edge exactly half way between two pixel boundaries goes to the later one: a 10.5 pt
    /// rectangle from 0 covers columns 0 … 10.
    func testAHalfPixelRoundsUp() throws {
        let p = try render("""
        component: c
        width: 20
        height: 4
        body:
          rectangle: {}
          modifiers: [{fill: ink}, {frame: {width: 10.5, height: 4}}, {frame: {width: 20, height: 4, alignment: leading}}]
        """)
        XCTAssertEqual(rgba(p, 10, 2), ink)
        XCTAssertEqual(rgba(p, 11, 2), paper)
    }

    /// At 3× a 1 pt border laid out at 2.15 pt from the top (6.45 px) is drawn as rows 6 … 8,
    /// three whole rows, where unrounded it would smear over four.
    func testABorderAtThreeTimesIsThreeWholeRows() throws {
        let p = try render("""
        component: c
        width: 4
        height: 6
        body:
          rectangle: {}
          modifiers: [{fill: ink}, {frame: {width: 4, height: 1}}, {padding: {top: 2.15}}, {frame: {width: 4, height: 6, alignment: top}}]
        """, scale: 3)
        XCTAssertEqual(rgba(p, 6, 5), paper)
        for y in 6...8 { XCTAssertEqual(rgba(p, 6, y), ink, "row \(y)") }
        XCTAssertEqual(rgba(p, 6, 9), paper)
    }
}
