import PlumbModel
import PlumbRaster
import PlumbRender
import XCTest

/// The iOS continuous-corner construction (shared/reference/continuous-corners.md).
final class ShapeGeometryTests: XCTestCase {
    /// The on-curve and control points of the top-trailing corner of a 200 × 100 continuous
    /// rounded rectangle with r = 10 must be exactly the published offsets.
    func testContinuousCornerMatchesPublishedConstruction() {
        let r = 10.0
        let p = ShapeGeometry.roundedRect(x: 0, y: 0, width: 200, height: 100, radii: CornerRadii(all: r), style: .continuous)
        // Top-trailing corner at (200, 0): u runs back along the top edge (−x), v down the right edge (+y).
        func at(_ u: Double, _ v: Double) -> Point { Point(200 - u * r, v * r) }
        XCTAssertEqual(p.verbs.prefix(5), [.move, .line, .cubic, .cubic, .cubic])
        XCTAssertEqual(p.points[0], Point(1.528665 * r, 0), "path starts where the top-leading corner ends")
        XCTAssertEqual(p.points[1], at(1.528665, 0), "the straight edge stops 1.528665 r before the corner")
        let expected = [at(1.08849296, 0), at(0.86840694, 0), at(0.63149379, 0.07491139),
                        at(0.37282383, 0.16905956), at(0.16905956, 0.37282383), at(0.07491139, 0.63149379),
                        at(0, 0.86840694), at(0, 1.08849296), at(0, 1.528665)]
        for (got, want) in zip(p.points[2..<11], expected) {
            XCTAssertEqual(got.x, want.x, accuracy: 1e-12)
            XCTAssertEqual(got.y, want.y, accuracy: 1e-12)
        }
        // Sampled on the curve: the middle cubic's midpoint lies at the analytic Bézier value.
        let (p0, c1, c2, p3) = (expected[2], expected[3], expected[4], expected[5])
        let mid = (p0 + c1 * 3 + c2 * 3 + p3) * 0.125
        // The apex sits within 0.05 r of a circular corner's apex, 200 − r(1 − √2/2).
        XCTAssertEqual(mid.x, 200 - r * (1 - 0.5.squareRoot()), accuracy: 0.05 * r)
        XCTAssertEqual(mid.x, 200 - mid.y, accuracy: 1e-9, "the construction is symmetric about the diagonal")
    }

    func testLargeRadiusClampsToShortSide() {
        // 100 × 60 with r = 50: r_lim = 30 / 1.528665 = 19.6250; the top edge runs from 30 to 70.
        let p = ShapeGeometry.roundedRect(x: 0, y: 0, width: 100, height: 60, radii: CornerRadii(all: 50), style: .continuous)
        let rLim = 30 / 1.528665
        XCTAssertEqual(p.points[0].x, 30, accuracy: 1e-9)
        XCTAssertEqual(p.points[1].x, 70, accuracy: 1e-9)
        // On the short side the two corners meet: the right edge's straight part has zero length.
        let endOfFirstCorner = p.points[10]
        XCTAssertEqual(endOfFirstCorner, Point(100, 1.528665 * rLim))
        XCTAssertEqual(endOfFirstCorner.y, 30, accuracy: 1e-9)
        XCTAssertEqual(p.points[11], Point(100, 30), "the straight segment between the corners is a point")
        // Every point stays inside the frame.
        for pt in p.points {
            XCTAssertTrue((0...100).contains(pt.x) && (0...60).contains(pt.y), "\(pt)")
        }
    }

    func testCircularCornersClampToHalfTheShortSide() {
        let p = ShapeGeometry.roundedRect(x: 0, y: 0, width: 100, height: 40, radii: CornerRadii(all: 35), style: .circular)
        XCTAssertEqual(p.points[0], Point(20, 0))
        XCTAssertEqual(p.points[1], Point(80, 0))
        XCTAssertEqual(p.points[4], Point(100, 20), "quarter circle of radius 20 ends halfway down")
    }

    func testPerCornerRadii() {
        // DoIt's chat bubble: 18 pt corners with a 4 pt bottom-trailing tail corner.
        let radii = CornerRadii(topLeading: 18, topTrailing: 18, bottomLeading: 18, bottomTrailing: 4)
        let p = ShapeGeometry.roundedRect(x: 0, y: 0, width: 200, height: 80, radii: radii, style: .continuous)
        XCTAssertEqual(p.points[1], Point(200 - 1.528665 * 18, 0))
        // After the top-trailing corner (9 points) the right edge runs to the 4 pt corner.
        XCTAssertEqual(p.points[11], Point(200, 80 - 1.528665 * 4))
    }

    func testCircleIsCentredInItsFrame() {
        let p = ShapeGeometry.path(.circle, x: 0, y: 0, width: 100, height: 40)
        XCTAssertEqual(p.points[0], Point(70, 20), "r = 20 centred at (50, 20)")
    }
}

/// `trim(from:to:)` over the whole outline.
final class ShapeTrimTests: XCTestCase {
    /// SwiftUI's `trimmedPath(from: 0, to: 1)` is the whole path, still closed: stroking it draws
    /// a ring with no caps. An open copy would put both round caps on the same spot, where the
    /// non-zero rule counts their overlap twice (12/255 too dark at the caps' edge in the render
    /// benchmark's complete progress ring).
    func testFullTrimIsTheClosedPathItself() {
        let circle = ShapeGeometry.path(.circle, x: 0, y: 0, width: 40, height: 40)
        XCTAssertEqual(ShapeGeometry.trimmed(circle, from: 0, to: 1, closeAsFill: false), circle)
        XCTAssertEqual(ShapeGeometry.trimmed(circle, from: -0.5, to: 2, closeAsFill: true), circle)
        // Anything less is an open piece.
        XCTAssertNotEqual(ShapeGeometry.trimmed(circle, from: 0, to: 0.999, closeAsFill: false).verbs.last, .close)
    }
}
