import PlumbRaster
import XCTest

/// Layers warped through a homography (SwiftUI's `rotation3DEffect`): each destination pixel
/// samples the layer bilinearly where it maps from.
final class ProjectedLayerTests: XCTestCase {
    let red = Color8(r: 255, g: 0, b: 0, a: 255)

    func testTheInverseUndoesTheTransformAndPointsBehindTheEyeHaveNoImage() throws {
        let h = Homography([2, 0.5, 3, 0.25, 1.5, -1, 0.001, 0.002, 1])
        let back = try XCTUnwrap(h.inverse)
        let p = try XCTUnwrap(h.apply(10, 20))
        let q = try XCTUnwrap(back.apply(p.x, p.y))
        XCTAssertEqual(q.x, 10, accuracy: 1e-9)
        XCTAssertEqual(q.y, 20, accuracy: 1e-9)
        XCTAssertNil(Homography([1, 0, 0, 0, 1, 0, -0.1, 0, 1]).apply(20, 0), "w = 1 − 2 < 0")
        XCTAssertNil(Homography([1, 2, 3, 2, 4, 6, 0, 0, 1]).inverse, "singular")
    }

    /// Through the identity, or a whole-pixel translation, the warp samples pixel centres
    /// exactly: the same pixels as drawing without the layer (moved).
    func testAWholePixelTranslationMovesThePixelsExactly() {
        var plain = Canvas(pixmap: Pixmap(width: 20, height: 20)!)
        plain.fill(.rect(x: 5.5, y: 4, width: 6, height: 5), shader: .solid(red))
        var warped = Canvas(pixmap: Pixmap(width: 20, height: 20)!)
        warped.pushProjectedLayer(Homography(Transform.translation(3, 2)))
        warped.fill(.rect(x: 2.5, y: 2, width: 6, height: 5), shader: .solid(red))
        warped.popLayer()
        XCTAssertEqual(warped.pixmap.data, plain.pixmap.data)
    }

    /// A perspective that halves the scale at x = 20 (w = 1 + x / 20): a 16 px square at the
    /// origin lands on the quadrilateral its corners map to; outside it nothing is drawn.
    func testAPerspectiveWarpLandsWhereTheCornersMap() {
        var canvas = Canvas(pixmap: Pixmap(width: 24, height: 24)!)
        canvas.pushProjectedLayer(Homography([1, 0, 0, 0, 1, 0, 1.0 / 20, 0, 1]))
        canvas.fill(.rect(x: 0, y: 0, width: 16, height: 16), shader: .solid(red))
        canvas.popLayer()
        // (16, 0) ↦ (16 / 1.8, 0) = (8.9, 0); (16, 16) ↦ (8.9, 8.9); (0, 16) stays: the bottom
        // edge runs from (0, 16) to (8.9, 8.9), y = 16 − 0.8 x.
        XCTAssertEqual(canvas.pixmap[2, 12], red, "above the bottom edge (y = 14 at x = 2.5)")
        XCTAssertEqual(canvas.pixmap[2, 14].a, 0, "below it")
        XCTAssertEqual(canvas.pixmap[7, 3], red)
        XCTAssertEqual(canvas.pixmap[10, 3].a, 0, "right of x = 8.9")
        XCTAssertEqual(canvas.pixmap[7, 12].a, 0, "below the slanted bottom edge (y = 10 at x = 7.5)")
        XCTAssertEqual(canvas.pixmap[12, 12].a, 0)
    }
}
