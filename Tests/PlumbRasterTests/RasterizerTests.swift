import XCTest
@testable import PlumbRaster

final class RasterizerTests: XCTestCase {
    func testPixelAlignedRectangleIsExactlyCovered() throws {
        let mask = try XCTUnwrap(Rasterizer.fill(.rect(x: 4, y: 3, width: 10, height: 5), rule: .nonZero,
                                                 width: 32, height: 16))
        // The mask is exactly the rectangle's pixels, all fully covered.
        XCTAssertEqual([mask.x, mask.y, mask.width, mask.height], [4, 3, 10, 5])
        XCTAssertEqual(Set(mask.coverage), [255])
    }

    func testFractionalEdgeCoverageIsTheCoveredArea() throws {
        let mask = try XCTUnwrap(Rasterizer.fill(.rect(x: 10.25, y: 2, width: 5.75, height: 6), rule: .nonZero,
                                                 width: 20, height: 10))
        // 0.75 × 255 = 191.25, rounded half up.
        XCTAssertEqual(mask.value(atX: 10, y: 4), 191)
        XCTAssertEqual(mask.value(atX: 11, y: 4), 255)
        XCTAssertEqual(mask.value(atX: 9, y: 4), 0)
    }

    func testCircleCoverage() throws {
        let r = 20.0
        let mask = try XCTUnwrap(Rasterizer.fill(.ellipse(x: 32 - r, y: 32 - r, width: 2 * r, height: 2 * r),
                                                 rule: .nonZero, width: 64, height: 64))
        XCTAssertEqual(mask.value(atX: 32, y: 32), 255)
        XCTAssertEqual(mask.value(atX: 31, y: 31), 255)
        XCTAssertEqual(mask.value(atX: 2, y: 2), 0)
        XCTAssertEqual(mask.value(atX: 32 + 16, y: 32 + 16), 0)   // distance 22.6 > 20
        let area = mask.coverage.reduce(0.0) { $0 + Double($1) / 255 }
        XCTAssertEqual(area, Double.pi * r * r, accuracy: 0.005 * Double.pi * r * r)
        // Tighter than the 0.5 % asked: what remains is byte rounding, the cubic approximation
        // of the circle and the (quarter-tolerance) flattening.
        XCTAssertEqual(area, Double.pi * r * r, accuracy: 0.0025 * Double.pi * r * r)
    }

    func testTriangleEdgePixelsMatchAnalyticArea() throws {
        let tri = [Point(3.3, 2.1), Point(27.8, 9.6), Point(11.2, 25.7)]
        var path = Path()
        path.move(to: tri[0]); path.line(to: tri[1]); path.line(to: tri[2]); path.close()
        let mask = try XCTUnwrap(Rasterizer.fill(path, rule: .nonZero, width: 32, height: 32))
        var partial = 0
        for y in 0..<32 {
            for x in 0..<32 {
                let expected = Self.coveredArea(of: tri, pixelX: x, y: y)
                let got = Double(mask.value(atX: x, y: y)) / 255
                XCTAssertEqual(got, expected, accuracy: 1.0 / 255, "pixel \(x),\(y)")
                if expected > 0.01 && expected < 0.99 { partial += 1 }
            }
        }
        XCTAssertGreaterThan(partial, 40)   // the edges were really sampled
    }

    func testWindingDirectionDoesNotMatter() throws {
        var ccw = Path()
        ccw.move(to: Point(3.3, 2.1)); ccw.line(to: Point(11.2, 25.7)); ccw.line(to: Point(27.8, 9.6)); ccw.close()
        var cw = Path()
        cw.move(to: Point(3.3, 2.1)); cw.line(to: Point(27.8, 9.6)); cw.line(to: Point(11.2, 25.7)); cw.close()
        let a = try XCTUnwrap(Rasterizer.fill(ccw, rule: .nonZero, width: 32, height: 32))
        let b = try XCTUnwrap(Rasterizer.fill(cw, rule: .evenOdd, width: 32, height: 32))
        XCTAssertEqual(a, b)
    }

    func testNonZeroAndEvenOddOnNestedSameDirectionSquares() throws {
        var path = Path.rect(x: 0, y: 0, width: 20, height: 20)
        path.append(.rect(x: 5, y: 5, width: 10, height: 10))
        let nonZero = try XCTUnwrap(Rasterizer.fill(path, rule: .nonZero, width: 20, height: 20))
        let evenOdd = try XCTUnwrap(Rasterizer.fill(path, rule: .evenOdd, width: 20, height: 20))
        XCTAssertEqual(nonZero.value(atX: 10, y: 10), 255)
        XCTAssertEqual(evenOdd.value(atX: 10, y: 10), 0)
        XCTAssertEqual(nonZero.value(atX: 2, y: 2), 255)
        XCTAssertEqual(evenOdd.value(atX: 2, y: 2), 255)
        XCTAssertEqual(evenOdd.value(atX: 5, y: 10), 0)    // first hole column
        XCTAssertEqual(evenOdd.value(atX: 4, y: 10), 255)  // last ring column
    }

    func testEvenOddHalfPixelHoleEdge() throws {
        // A hole starting half-way into a pixel leaves that pixel half covered.
        var path = Path.rect(x: 0, y: 0, width: 20, height: 20)
        path.append(.rect(x: 5.5, y: 5, width: 10, height: 10))
        let evenOdd = try XCTUnwrap(Rasterizer.fill(path, rule: .evenOdd, width: 20, height: 20))
        XCTAssertEqual(evenOdd.value(atX: 5, y: 10), 128)  // 127.5 rounds half up
    }

    func testTransformIsApplied() throws {
        let mask = try XCTUnwrap(Rasterizer.fill(.rect(x: 1, y: 1, width: 2, height: 2), rule: .nonZero,
                                                 width: 32, height: 32, transform: .scale(3, 2)))
        XCTAssertEqual([mask.x, mask.y, mask.width, mask.height], [3, 2, 6, 4])
        XCTAssertEqual(Set(mask.coverage), [255])
    }

    func testClippedToCanvas() throws {
        let mask = try XCTUnwrap(Rasterizer.fill(.rect(x: -5.5, y: 6, width: 10, height: 100), rule: .nonZero,
                                                 width: 16, height: 16))
        XCTAssertEqual([mask.x, mask.y, mask.width, mask.height], [0, 6, 5, 10])
        XCTAssertEqual(mask.value(atX: 0, y: 6), 255)
        XCTAssertEqual(mask.value(atX: 4, y: 15), 128)   // right edge at x = 4.5
        XCTAssertNil(Rasterizer.fill(.rect(x: 20, y: 0, width: 10, height: 10), rule: .nonZero, width: 16, height: 16))
        XCTAssertNil(Rasterizer.fill(.rect(x: -20, y: 0, width: 10, height: 10), rule: .nonZero, width: 16, height: 16))
    }

    func testHugeCoordinatesAreClippedWithoutHugeMasks() throws {
        let huge = try XCTUnwrap(Rasterizer.fill(.rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9), rule: .nonZero,
                                                 width: 16, height: 16))
        XCTAssertEqual([huge.x, huge.y, huge.width, huge.height], [0, 0, 16, 16])
        XCTAssertEqual(Set(huge.coverage), [255])

        // A circle of radius 1e9 whose left edge crosses the canvas middle.
        let r = 1e9
        let circle = try XCTUnwrap(Rasterizer.fill(.ellipse(x: 8.25, y: 8 - r, width: 2 * r, height: 2 * r),
                                                   rule: .nonZero, width: 16, height: 16))
        XCTAssertEqual(circle.value(atX: 12, y: 8), 255)
        XCTAssertEqual(circle.value(atX: 8, y: 8), 191)
        XCTAssertEqual(circle.value(atX: 4, y: 8), 0)

        var tri = Path()
        tri.move(to: Point(1e300, -1e300)); tri.line(to: Point(-1e300, 1e300)); tri.line(to: Point(1e300, 1e300)); tri.close()
        let t = try XCTUnwrap(Rasterizer.fill(tri, rule: .nonZero, width: 16, height: 16))
        XCTAssertLessThanOrEqual(t.width * t.height, 256)

        XCTAssertNil(Rasterizer.fill(.rect(x: 1e9, y: 1e9, width: 5, height: 5), rule: .nonZero, width: 16, height: 16))
        XCTAssertNil(Rasterizer.fill(.rect(x: 0, y: 0, width: 5, height: 5), rule: .nonZero,
                                     width: 1 << 40, height: 1 << 40))
    }

    func testNonFiniteContoursAreIgnored() throws {
        var bad = Path()
        bad.move(to: Point(0, 0)); bad.line(to: Point(.nan, 5)); bad.line(to: Point(5, 5)); bad.close()
        XCTAssertNil(Rasterizer.fill(bad, rule: .nonZero, width: 16, height: 16))

        var mixed = bad
        mixed.append(.rect(x: 2, y: 2, width: 3, height: 3))
        mixed.cubic(to: Point(1, 1), control1: Point(.infinity, 0), control2: Point(0, 0))
        let m = try XCTUnwrap(Rasterizer.fill(mixed, rule: .nonZero, width: 16, height: 16))
        XCTAssertEqual([m.x, m.y, m.width, m.height], [2, 2, 3, 3])

        XCTAssertNil(Rasterizer.fill(.rect(x: 0, y: 0, width: 4, height: 4), rule: .nonZero, width: 16, height: 16,
                                     transform: .scale(.infinity, 1)))
        XCTAssertNil(Rasterizer.fill(Path(), rule: .nonZero, width: 16, height: 16))
        // Zero area: a line has bounds but covers nothing.
        var line = Path()
        line.move(to: Point(1, 1)); line.line(to: Point(9, 9))
        XCTAssertNil(Rasterizer.fill(line, rule: .nonZero, width: 16, height: 16))
    }

    func testDeterministic() {
        var path = Path.ellipse(x: 3.3, y: 4.7, width: 40.1, height: 27.9)
        path.append(.rect(x: 10.1, y: 0.3, width: 7.77, height: 33.3))
        let a = Rasterizer.fill(path, rule: .evenOdd, width: 48, height: 40, transform: .scale(1.1, 0.9))
        let b = Rasterizer.fill(path, rule: .evenOdd, width: 48, height: 40, transform: .scale(1.1, 0.9))
        XCTAssertNotNil(a)
        XCTAssertEqual(a, b)
    }

    // MARK: - Analytic reference

    /// Area of `polygon` ∩ pixel square (x, y), by Sutherland–Hodgman clipping and the shoelace
    /// formula.
    static func coveredArea(of polygon: [Point], pixelX x: Int, y: Int) -> Double {
        let x0 = Double(x), y0 = Double(y), x1 = x0 + 1, y1 = y0 + 1
        var poly = polygon
        // Each half-plane: inside test and intersection with its boundary line.
        let planes: [(inside: (Point) -> Bool, cut: (Point, Point) -> Point)] = [
            ({ $0.x >= x0 }, { a, b in Point(x0, a.y + (b.y - a.y) * (x0 - a.x) / (b.x - a.x)) }),
            ({ $0.x <= x1 }, { a, b in Point(x1, a.y + (b.y - a.y) * (x1 - a.x) / (b.x - a.x)) }),
            ({ $0.y >= y0 }, { a, b in Point(a.x + (b.x - a.x) * (y0 - a.y) / (b.y - a.y), y0) }),
            ({ $0.y <= y1 }, { a, b in Point(a.x + (b.x - a.x) * (y1 - a.y) / (b.y - a.y), y1) }),
        ]
        for plane in planes {
            guard !poly.isEmpty else { return 0 }
            var out: [Point] = []
            var prev = poly[poly.count - 1]
            for cur in poly {
                switch (plane.inside(prev), plane.inside(cur)) {
                case (true, true): out.append(cur)
                case (true, false): out.append(plane.cut(prev, cur))
                case (false, true): out.append(plane.cut(prev, cur)); out.append(cur)
                case (false, false): break
                }
                prev = cur
            }
            poly = out
        }
        guard poly.count >= 3 else { return 0 }
        var twice = 0.0
        for i in 0..<poly.count {
            let a = poly[i], b = poly[(i + 1) % poly.count]
            twice += a.x * b.y - b.x * a.y
        }
        return abs(twice) / 2
    }
}
