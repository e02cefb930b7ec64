import XCTest
@testable import PlumbRaster

final class RasterizerFlattenerTests: XCTestCase {
    func testCubicFlattenedWithinTolerance() throws {
        let p0 = Point(0, 0), c1 = Point(30, 80), c2 = Point(70, -40), p3 = Point(100, 20)
        var path = Path()
        path.move(to: p0)
        path.cubic(to: p3, control1: c1, control2: c2)
        let contours = Flattener.flatten(path)
        XCTAssertEqual(contours.count, 1)
        let poly = try XCTUnwrap(contours.first)
        XCTAssertEqual(poly.first, p0)
        XCTAssertEqual(poly.last, p3)
        XCTAssertGreaterThan(poly.count, 10)

        var worst = 0.0
        for i in 0...10_000 {
            let t = Double(i) / 10_000, mt = 1 - t
            let q = Point(mt * mt * mt * p0.x + 3 * mt * mt * t * c1.x + 3 * mt * t * t * c2.x + t * t * t * p3.x,
                          mt * mt * mt * p0.y + 3 * mt * mt * t * c1.y + 3 * mt * t * t * c2.y + t * t * t * p3.y)
            worst = max(worst, Self.distance(q, toPolyline: poly))
        }
        XCTAssertLessThanOrEqual(worst, 0.125)
        XCTAssertGreaterThan(worst, 0.01)   // and not absurdly over-subdivided
    }

    func testQuadFlattenedWithinTolerance() throws {
        let p0 = Point(0, 0), c = Point(50, 90), p2 = Point(100, 0)
        var path = Path()
        path.move(to: p0)
        path.quad(to: p2, control: c)
        let poly = try XCTUnwrap(Flattener.flatten(path, tolerance: 0.05).first)
        var worst = 0.0
        for i in 0...10_000 {
            let t = Double(i) / 10_000, mt = 1 - t
            let q = Point(mt * mt * p0.x + 2 * mt * t * c.x + t * t * p2.x, mt * mt * p0.y + 2 * mt * t * c.y + t * t * p2.y)
            worst = max(worst, Self.distance(q, toPolyline: poly))
        }
        XCTAssertLessThanOrEqual(worst, 0.05)
    }

    func testContoursAndClose() {
        var path = Path.rect(x: 0, y: 0, width: 4, height: 4)
        path.line(to: Point(9, 9))          // after close: continues from (0, 0)
        path.move(to: Point(20, 20))        // a lone move is no contour
        path.move(to: Point(1, 1)); path.line(to: Point(2, 1))
        let contours = Flattener.flatten(path)
        XCTAssertEqual(contours, [
            [Point(0, 0), Point(4, 0), Point(4, 4), Point(0, 4)],
            [Point(0, 0), Point(9, 9)],
            [Point(1, 1), Point(2, 1)],
        ])
    }

    func testSegmentCountFollowsWang() {
        // Cubic: √(3/4 · M / tol); M = 32, tol = 1/8 → √192 = 13.86 → 14.
        XCTAssertEqual(Flattener.segmentCount(degree: 3, secondDifference: 32, tolerance: 0.125), 14)
        XCTAssertEqual(Flattener.segmentCount(degree: 2, secondDifference: 0, tolerance: 0.125), 1)
        XCTAssertEqual(Flattener.segmentCount(degree: 3, secondDifference: .infinity, tolerance: 0.125),
                       Flattener.maxSegmentsPerCurve)
        XCTAssertEqual(Flattener.segmentCount(degree: 3, secondDifference: .nan, tolerance: 0.125), 1)
    }

    static func distance(_ p: Point, toPolyline poly: [Point]) -> Double {
        var best = Double.infinity
        for i in 1..<poly.count {
            let a = poly[i - 1], b = poly[i]
            let dx = b.x - a.x, dy = b.y - a.y, len2 = dx * dx + dy * dy
            var t = len2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2 : 0
            t = min(max(t, 0), 1)
            let qx = a.x + dx * t - p.x, qy = a.y + dy * t - p.y
            best = min(best, (qx * qx + qy * qy).squareRoot())
        }
        return best
    }
}
