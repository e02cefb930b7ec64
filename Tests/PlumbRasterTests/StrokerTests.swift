import XCTest
@testable import PlumbRaster

final class StrokerTests: XCTestCase {
    // MARK: Helpers (self-contained: no rasterizer is needed to check the geometry)

    /// The outline's contours as polygons, cubics sampled finely.
    private func polygons(_ path: Path, samplesPerCurve: Int = 24) -> [[Point]] {
        var result: [[Point]] = []
        var current: [Point] = []
        var pi = 0
        var last = Point(0, 0)
        for verb in path.verbs {
            switch verb {
            case .move:
                if current.count > 1 { result.append(current) }
                last = path.points[pi]; pi += 1
                current = [last]
            case .line:
                last = path.points[pi]; pi += 1
                current.append(last)
            case .quad:
                let c = path.points[pi], p = path.points[pi + 1]; pi += 2
                for i in 1...samplesPerCurve {
                    let t = Double(i) / Double(samplesPerCurve)
                    current.append(last.lerp(c, t).lerp(c.lerp(p, t), t))
                }
                last = p
            case .cubic:
                let c1 = path.points[pi], c2 = path.points[pi + 1], p = path.points[pi + 2]; pi += 3
                for i in 1...samplesPerCurve {
                    let t = Double(i) / Double(samplesPerCurve)
                    let a = last.lerp(c1, t), b = c1.lerp(c2, t), c = c2.lerp(p, t)
                    current.append(a.lerp(b, t).lerp(b.lerp(c, t), t))
                }
                last = p
            case .close:
                if current.count > 1 { result.append(current) }
                current = []
            }
        }
        if current.count > 1 { result.append(current) }
        return result
    }

    /// Shoelace signed area of a closed polygon.
    private func signedArea(_ poly: [Point]) -> Double {
        var s = 0.0
        for i in 0..<poly.count {
            let a = poly[i], b = poly[(i + 1) % poly.count]
            s += a.x * b.y - b.x * a.y
        }
        return s / 2
    }

    /// Non-zero winding number of the polygons around `p`.
    private func winding(_ polys: [[Point]], at p: Point) -> Int {
        var w = 0
        for poly in polys {
            for i in 0..<poly.count {
                let a = poly[i], b = poly[(i + 1) % poly.count]
                if a.y <= p.y {
                    if b.y > p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) > 0 { w += 1 }
                } else if b.y <= p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) < 0 {
                    w -= 1
                }
            }
        }
        return w
    }

    private func distanceToSegment(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let d = b - a, v = p - a
        let len2 = d.x * d.x + d.y * d.y
        let t = len2 == 0 ? 0 : min(max((v.x * d.x + v.y * d.y) / len2, 0), 1)
        let q = a + d * t - p
        return (q.x * q.x + q.y * q.y).squareRoot()
    }

    private func distanceToPolyline(_ p: Point, _ pts: [Point], closed: Bool) -> Double {
        var best = Double.infinity
        let n = closed ? pts.count : pts.count - 1
        for i in 0..<n { best = min(best, distanceToSegment(p, pts[i], pts[(i + 1) % pts.count])) }
        return best
    }

    /// With round joins and round caps the stroke is exactly the set of points within w/2 of
    /// the centre line, so every sample point can be checked against the distance.
    private func assertRoundStrokeMatchesDistance(_ centre: [Point], closed: Bool, width: Double,
                                                  file: StaticString = #filePath, line: UInt = #line) {
        var path = Path()
        path.move(to: centre[0])
        for p in centre.dropFirst() { path.line(to: p) }
        if closed { path.close() }
        let polys = polygons(Stroker.stroke(path, width: width, join: .round, cap: .round), samplesPerCurve: 32)
        let xs = centre.map(\.x), ys = centre.map(\.y)
        let margin = 0.02 * width + 0.01
        var checked = 0
        for yi in 0...80 {
            for xi in 0...80 {
                let p = Point(xs.min()! - width + (xs.max()! - xs.min()! + 2 * width) * Double(xi) / 80 + 0.0137,
                              ys.min()! - width + (ys.max()! - ys.min()! + 2 * width) * Double(yi) / 80 + 0.0191)
                let d = distanceToPolyline(p, centre, closed: closed)
                let w = winding(polys, at: p)
                if d < width / 2 - margin {
                    XCTAssertNotEqual(w, 0, "point \(p) at distance \(d) should be inside", file: file, line: line)
                    checked += 1
                } else if d > width / 2 + margin {
                    XCTAssertEqual(w, 0, "point \(p) at distance \(d) should be outside", file: file, line: line)
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 5000, file: file, line: line)
    }

    // MARK: Tests

    func testClosedRectangleMiterAreaIsExact() {
        for (w, h, sw) in [(40.0, 30.0, 4.0), (10.0, 10.0, 1.0), (100.0, 7.0, 6.5), (3.0, 5.0, 2.0)] {
            let stroke = Stroker.stroke(Path.rect(x: 5, y: 7, width: w, height: h), width: sw, join: .miter)
            let polys = polygons(stroke)
            XCTAssertEqual(polys.count, 2, "outer and inner outline")
            let areas = polys.map(signedArea)
            let expected = (w + sw) * (h + sw) - (w - sw) * (h - sw)
            XCTAssertEqual(abs(areas.reduce(0, +)), expected, accuracy: 1e-9)
            XCTAssertEqual(abs(areas[0]), (w + sw) * (h + sw), accuracy: 1e-9)
            XCTAssertEqual(abs(areas[1]), (w - sw) * (h - sw), accuracy: 1e-9)
            XCTAssertLessThan(areas[0] * areas[1], 0, "the two outlines wind oppositely")
        }
    }

    func testRectangleOutlineWindsLikeThePath() {
        // Clockwise rectangle (y down) → outer outline clockwise too (positive shoelace in y-down).
        let cw = polygons(Stroker.stroke(Path.rect(x: 0, y: 0, width: 10, height: 10), width: 2))
        XCTAssertGreaterThan(signedArea(cw[0]), 0)
        var ccw = Path()
        ccw.move(to: Point(0, 0)); ccw.line(to: Point(0, 10)); ccw.line(to: Point(10, 10)); ccw.line(to: Point(10, 0)); ccw.close()
        let polys = polygons(Stroker.stroke(ccw, width: 2))
        let areas = polys.map(signedArea)
        XCTAssertEqual(abs(areas.reduce(0, +)), 12 * 12 - 8 * 8, accuracy: 1e-9)
        XCTAssertEqual(winding(polys, at: Point(5, 5)), 0, "the hole is not filled")
        XCTAssertNotEqual(winding(polys, at: Point(-0.5, 5)), 0)
    }

    func testBevelAndRoundRectangleAreas() {
        let w = 20.0, h = 10.0, sw = 4.0, r = sw / 2
        let bevel = polygons(Stroker.stroke(Path.rect(x: 0, y: 0, width: w, height: h), width: sw, join: .bevel))
        // Bevel cuts a right triangle of legs r off each miter corner.
        XCTAssertEqual(abs(bevel.map(signedArea).reduce(0, +)),
                       (w + sw) * (h + sw) - (w - sw) * (h - sw) - 4 * r * r / 2, accuracy: 1e-9)
        let round = polygons(Stroker.stroke(Path.rect(x: 0, y: 0, width: w, height: h), width: sw, join: .round), samplesPerCurve: 64)
        // Round corners replace each r×r corner square with a quarter disc (cubic arcs
        // overshoot a true circle's area by about 0.03 %).
        XCTAssertEqual(abs(round.map(signedArea).reduce(0, +)),
                       (w + sw) * (h + sw) - (w - sw) * (h - sw) - 4 * r * r + Double.pi * r * r, accuracy: 5e-3)
    }

    func testOpenLineButtSquareRoundCaps() {
        var line = Path()
        line.move(to: Point(0, 0)); line.line(to: Point(10, 0))
        let butt = polygons(Stroker.stroke(line, width: 2, cap: .butt))
        XCTAssertEqual(butt.count, 1)
        XCTAssertEqual(abs(signedArea(butt[0])), 20, accuracy: 1e-12)
        let square = polygons(Stroker.stroke(line, width: 2, cap: .square))
        XCTAssertEqual(abs(signedArea(square[0])), 24, accuracy: 1e-12)
        let round = polygons(Stroker.stroke(line, width: 2, cap: .round), samplesPerCurve: 64)
        XCTAssertEqual(abs(signedArea(round[0])), 20 + Double.pi, accuracy: 2e-3)
        XCTAssertNotEqual(winding(round, at: Point(-0.9, 0)), 0)
        XCTAssertEqual(winding(round, at: Point(-1.1, 0)), 0)
    }

    func testMiterLimitFallsBackToBevel() {
        // A sharp 'V' (about 11°): the miter is 1/sin(5.7°) ≈ 10 widths long.
        var v = Path()
        v.move(to: Point(0, 0)); v.line(to: Point(50, 5)); v.line(to: Point(0, 10))
        let limited = polygons(Stroker.stroke(v, width: 2, join: .miter, miterLimit: 4))
        let maxXLimited = limited.flatMap { $0 }.map(\.x).max()!
        XCTAssertLessThan(maxXLimited, 51.01)
        let unlimited = polygons(Stroker.stroke(v, width: 2, join: .miter, miterLimit: 20))
        let maxX = unlimited.flatMap { $0 }.map(\.x).max()!
        XCTAssertEqual(maxX, 50 + 1 / sin(atan2(5.0, 50.0)), accuracy: 1e-9)
    }

    func testRoundStrokeIsTheMinkowskiSum() {
        assertRoundStrokeMatchesDistance([Point(0, 0), Point(20, 0), Point(20, 15), Point(5, 3), Point(30, 30)], closed: false, width: 6)
        // Sharp zig-zag with segments shorter than the width (inner joins overlap).
        assertRoundStrokeMatchesDistance([Point(0, 0), Point(3, 10), Point(6, 0), Point(9, 10), Point(12, 0)], closed: false, width: 5)
        assertRoundStrokeMatchesDistance([Point(0, 0), Point(30, 0), Point(15, 20)], closed: true, width: 4)
        // A U-turn.
        assertRoundStrokeMatchesDistance([Point(0, 0), Point(20, 0), Point(5, 0)], closed: false, width: 4)
        // Width larger than the shape: the inner outline vanishes into overlaps.
        assertRoundStrokeMatchesDistance([Point(0, 0), Point(6, 0), Point(6, 6), Point(0, 6)], closed: true, width: 10)
    }

    func testMiterStrokeCoversSegmentRectangles() {
        let centre = [Point(0, 0), Point(10, 2), Point(4, 9), Point(15, 12), Point(14, 1)]
        var path = Path()
        path.move(to: centre[0])
        for p in centre.dropFirst() { path.line(to: p) }
        for join in [LineJoin.miter, .bevel] {
            let polys = polygons(Stroker.stroke(path, width: 3, join: join))
            for yi in 0...60 {
                for xi in 0...60 {
                    let p = Point(-3 + 21 * Double(xi) / 60 + 0.013, -3 + 18 * Double(yi) / 60 + 0.017)
                    var inSegment = false
                    for i in 0..<(centre.count - 1) {
                        let a = centre[i], b = centre[i + 1], d = b - a
                        let len = (d.x * d.x + d.y * d.y).squareRoot()
                        let along = ((p.x - a.x) * d.x + (p.y - a.y) * d.y) / len
                        let across = abs((p.x - a.x) * d.y - (p.y - a.y) * d.x) / len
                        if along > 0.05, along < len - 0.05, across < 1.45 { inSegment = true }
                    }
                    if inSegment { XCTAssertNotEqual(winding(polys, at: p), 0, "\(join) \(p)") }
                    if distanceToPolyline(p, centre, closed: false) > 1.5 * 4 + 0.01 {
                        XCTAssertEqual(winding(polys, at: p), 0, "\(join) \(p)")
                    }
                }
            }
        }
    }

    func testCurvesAreFlattenedWithinTolerance() {
        // A circle of radius 20 stroked 4 wide: the band between radii 18 and 22.
        let circle = Path.ellipse(x: -20, y: -20, width: 40, height: 40)
        let polys = polygons(Stroker.stroke(circle, width: 4, join: .round, tolerance: 0.01))
        XCTAssertEqual(polys.count, 2)
        let area = abs(polys.map(signedArea).reduce(0, +))
        XCTAssertEqual(area, Double.pi * (22 * 22 - 18 * 18), accuracy: 0.5)
        XCTAssertNotEqual(winding(polys, at: Point(20, 0)), 0)
        XCTAssertNotEqual(winding(polys, at: Point(0, -21.5)), 0)
        XCTAssertEqual(winding(polys, at: Point(0, 0)), 0)
        XCTAssertEqual(winding(polys, at: Point(0, 17.5)), 0)
        XCTAssertEqual(winding(polys, at: Point(0, 22.5)), 0)
        // Quadratic, open.
        var q = Path()
        q.move(to: Point(0, 0)); q.quad(to: Point(20, 0), control: Point(10, 20))
        let qp = polygons(Stroker.stroke(q, width: 2))
        XCTAssertNotEqual(winding(qp, at: Point(10, 10)), 0, "apex of the quad lies on the curve")
        XCTAssertEqual(winding(qp, at: Point(10, 12)), 0)
    }

    func testDegenerateInputs() {
        var p = Path()
        p.move(to: Point(1, 1)); p.line(to: Point(1, 1)); p.line(to: Point(5, 1)); p.line(to: Point(5, 1))
        let polys = polygons(Stroker.stroke(p, width: 2))
        XCTAssertEqual(polys.count, 1)
        XCTAssertEqual(abs(signedArea(polys[0])), 8, accuracy: 1e-12, "zero-length segments skipped")

        var dot = Path()
        dot.move(to: Point(3, 3)); dot.line(to: Point(3, 3))
        XCTAssertTrue(Stroker.stroke(dot, width: 2, cap: .butt).isEmpty)
        XCTAssertEqual(abs(signedArea(polygons(Stroker.stroke(dot, width: 2, cap: .square))[0])), 4, accuracy: 1e-12)
        let disc = polygons(Stroker.stroke(dot, width: 2, cap: .round), samplesPerCurve: 64)
        XCTAssertEqual(abs(signedArea(disc[0])), Double.pi, accuracy: 1e-3)

        var bareMove = Path()
        bareMove.move(to: Point(0, 0))
        XCTAssertTrue(Stroker.stroke(bareMove, width: 2, cap: .round).isEmpty)
        XCTAssertTrue(Stroker.stroke(Path.rect(x: 0, y: 0, width: 5, height: 5), width: 0).isEmpty)
        XCTAssertTrue(Stroker.stroke(Path.rect(x: 0, y: 0, width: 5, height: 5), width: .nan).isEmpty)
        var bad = Path()
        bad.move(to: Point(0, 0)); bad.line(to: Point(.infinity, 0))
        XCTAssertTrue(Stroker.stroke(bad, width: 1).isEmpty)
        XCTAssertTrue(Stroker.stroke(Path(), width: 1).isEmpty)
    }

    func testDeterministic() {
        let circle = Path.ellipse(x: 0.3, y: 0.7, width: 31.1, height: 17.9)
        XCTAssertEqual(Stroker.stroke(circle, width: 3, join: .round, cap: .round),
                       Stroker.stroke(circle, width: 3, join: .round, cap: .round))
    }
}
