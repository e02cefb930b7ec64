import Foundation
import XCTest
@testable import PlumbRaster

final class SVGPathTests: XCTestCase {
    private typealias V = Path.Verb

    private func assertPoint(_ p: Point, _ x: Double, _ y: Double, accuracy: Double = 1e-12,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(p.x, x, accuracy: accuracy, "x", file: file, line: line)
        XCTAssertEqual(p.y, y, accuracy: accuracy, "y", file: file, line: line)
    }

    private func cubicPoint(_ p0: Point, _ c1: Point, _ c2: Point, _ p3: Point, _ t: Double) -> Point {
        let a = p0.lerp(c1, t), b = c1.lerp(c2, t), c = c2.lerp(p3, t)
        return a.lerp(b, t).lerp(b.lerp(c, t), t)
    }

    private func assertError(_ d: String, offset: Int, contains text: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try SVGPath.parse(d), file: file, line: line) { error in
            guard let e = error as? SVGPathError else { return XCTFail("\(error)", file: file, line: line) }
            XCTAssertEqual(e.offset, offset, "offset for \(d.debugDescription): \(e)", file: file, line: line)
            XCTAssertTrue(e.message.contains(text), "message \(e.message.debugDescription)", file: file, line: line)
        }
    }

    // MARK: Commands

    func testMoveLineAbsoluteAndRelative() throws {
        let abs = try SVGPath.parse("M10 20 L30 40 L 50,60")
        XCTAssertEqual(abs.verbs, [V.move, .line, .line])
        XCTAssertEqual(abs.points, [Point(10, 20), Point(30, 40), Point(50, 60)])
        let rel = try SVGPath.parse("m10 20 l20 20 l20,20")
        XCTAssertEqual(rel, abs)
    }

    func testImplicitRepetition() throws {
        // Pairs after M are lines; after m relative lines.
        XCTAssertEqual(try SVGPath.parse("M0 0 10 0 10 10"), try SVGPath.parse("M0 0 L10 0 L10 10"))
        XCTAssertEqual(try SVGPath.parse("m5 5 10 0 0 10"), try SVGPath.parse("M5 5 L15 5 L15 15"))
        XCTAssertEqual(try SVGPath.parse("M0 0 C1 1 2 2 3 3 4 4 5 5 6 6").verbs, [V.move, .cubic, .cubic])
        XCTAssertEqual(try SVGPath.parse("M0,0 H1,2 , 3").points, [Point(0, 0), Point(1, 0), Point(2, 0), Point(3, 0)])
    }

    func testHorizontalAndVertical() throws {
        let p = try SVGPath.parse("M1 2 H5 V7 h-2 v-3")
        XCTAssertEqual(p.points, [Point(1, 2), Point(5, 2), Point(5, 7), Point(3, 7), Point(3, 4)])
    }

    func testCubicAndSmoothCubic() throws {
        let p = try SVGPath.parse("M0 0 C10 0 20 10 20 20 S30 40 40 40")
        XCTAssertEqual(p.verbs, [V.move, .cubic, .cubic])
        // S reflects (20,10) about (20,20) → (20,30).
        XCTAssertEqual(Array(p.points[4...6]), [Point(20, 30), Point(30, 40), Point(40, 40)])
        let rel = try SVGPath.parse("m0 0 c10 0 20 10 20 20 s10 20 20 20")
        XCTAssertEqual(rel, p)
        // S after a non-curve uses the current point as the first control.
        let s = try SVGPath.parse("M5 5 L10 10 S20 20 30 10")
        XCTAssertEqual(Array(s.points[2...4]), [Point(10, 10), Point(20, 20), Point(30, 10)])
    }

    func testQuadAndSmoothQuad() throws {
        let p = try SVGPath.parse("M0 0 Q10 10 20 0 T40 0 T60 0")
        XCTAssertEqual(p.verbs, [V.move, .quad, .quad, .quad])
        // T reflects (10,10) about (20,0) → (30,-10), then (30,-10) about (40,0) → (50,10).
        XCTAssertEqual(p.points, [Point(0, 0), Point(10, 10), Point(20, 0), Point(30, -10), Point(40, 0),
                                  Point(50, 10), Point(60, 0)])
        XCTAssertEqual(try SVGPath.parse("m0 0 q10 10 20 0 t20 0 t20 0"), p)
        // T after a cubic (not a quad) uses the current point.
        let t = try SVGPath.parse("M0 0 C1 1 2 2 3 3 T9 9")
        XCTAssertEqual(Array(t.points[4...5]), [Point(3, 3), Point(9, 9)])
    }

    func testClosePathAndSubpaths() throws {
        let p = try SVGPath.parse("M10 10 h10 v10 z l5 5 Z m1 1 h1")
        // After z the current point is the subpath start (10,10); the next line reopens there.
        XCTAssertEqual(p.verbs, [V.move, .line, .line, .close, .move, .line, .close, .move, .line])
        XCTAssertEqual(Array(p.points[3...]), [Point(10, 10), Point(15, 15), Point(11, 11), Point(12, 11)])
    }

    func testNumberForms() throws {
        let p = try SVGPath.parse("M-.5.5L1e-3-2E+1l.1.2,3e2 4")
        assertPoint(p.points[0], -0.5, 0.5)
        assertPoint(p.points[1], 0.001, -20)
        assertPoint(p.points[2], 0.101, -19.8)
        assertPoint(p.points[3], 300.101, -15.8, accuracy: 1e-9)
        XCTAssertEqual(try SVGPath.parse("M 1. 2. L +3 -0").points, [Point(1, 2), Point(3, 0)])
        XCTAssertEqual(try SVGPath.parse("\n\tM1\r\n2 ").points, [Point(1, 2)])
        XCTAssertTrue(try SVGPath.parse("").isEmpty)
        XCTAssertTrue(try SVGPath.parse("  \n ").isEmpty)
    }

    // MARK: Arcs

    func testArcEndpointsAreExact() throws {
        for d in ["M10 10 A5 5 0 0 1 20 10", "M10 10 A5 5 0 1 0 20 10", "M3 7 A10 4 30 1 1 -8.25 2.5",
                  "M3 7 a10 4 -45 0 0 -11.25 -4.5", "M0 0 A1 1 0 0 1 100 37", "M0 0 A50 50 0 1 1 0.001 0"] {
            let p = try SVGPath.parse(d)
            let target: Point
            if d.contains("a10") {
                target = Point(3 - 11.25, 7 - 4.5)
            } else {
                let nums = d.split(separator: " ").suffix(2).map { Double($0)! }
                target = Point(nums[0], nums[1])
            }
            XCTAssertEqual(p.points.last, target, d)
            XCTAssertTrue(p.verbs.dropFirst().allSatisfy { $0 == .cubic }, d)
        }
    }

    func testQuarterArcLiesOnTheCircle() throws {
        // Centre (0,0), radius 10: from (10,0) to (0,10) sweeping positive (clockwise on screen).
        let p = try SVGPath.parse("M10 0 A10 10 0 0 1 0 10")
        XCTAssertEqual(p.verbs, [V.move, .cubic])
        let mid = cubicPoint(p.points[0], p.points[1], p.points[2], p.points[3], 0.5)
        XCTAssertEqual((mid.x * mid.x + mid.y * mid.y).squareRoot(), 10, accuracy: 1e-3)
        assertPoint(mid, 10 / 2.0.squareRoot(), 10 / 2.0.squareRoot(), accuracy: 1e-3)
    }

    func testArcCentreAndDirection() throws {
        // Semicircle from (0,0) to (20,0), radius 10, both sweeps: passes through (10, ±10).
        let down = try SVGPath.parse("M0 0 A10 10 0 0 0 20 0")
        let up = try SVGPath.parse("M0 0 A10 10 0 0 1 20 0")
        XCTAssertEqual(down.verbs, [V.move, .cubic, .cubic])
        assertPoint(down.points[3], 10, 10, accuracy: 1e-9)
        assertPoint(up.points[3], 10, -10, accuracy: 1e-9)
        // Large arc the negative way round the centre (0,0): three quarters of the circle.
        let large = try SVGPath.parse("M10 0 A10 10 0 1 0 0 10")
        XCTAssertEqual(large.verbs, [V.move, .cubic, .cubic, .cubic])
        for i in 0..<3 {
            let p0 = large.points[3 * i], p3 = large.points[3 * i + 3]
            for t in stride(from: 0.0, through: 1, by: 0.25) {
                let q = cubicPoint(p0, large.points[3 * i + 1], large.points[3 * i + 2], p3, t)
                XCTAssertEqual((q.x * q.x + q.y * q.y).squareRoot(), 10, accuracy: 3e-3)
            }
        }
        // A rotated ellipse: points map back onto the unit circle.
        // Rotation 90° puts the x radius (20) along y: centre (0,0) passes through (−10,0)
        // and (0,20); left → bottom is the negative direction, so the small arc has sweep 0.
        let ellipse = try SVGPath.parse("M-10 0 A20 10 90 0 0 0 20")
        let cx = 0.0, cy = 0.0
        for i in 0..<((ellipse.points.count - 1) / 3) {
            for t in stride(from: 0.0, through: 1, by: 0.25) {
                let q = cubicPoint(ellipse.points[3 * i], ellipse.points[3 * i + 1], ellipse.points[3 * i + 2],
                                   ellipse.points[3 * i + 3], t)
                let v = pow((q.y - cy) / 20, 2) + pow((q.x - cx) / 10, 2)
                XCTAssertEqual(v, 1, accuracy: 2e-3)
            }
        }
    }

    func testArcRadiiScaledUpAndZeroRadius() throws {
        // Radius 1 cannot span 20 units: scaled to 10, a semicircle through (10, ±10).
        let p = try SVGPath.parse("M0 0 A1 1 0 0 1 20 0")
        XCTAssertEqual(p.verbs, [V.move, .cubic, .cubic])
        assertPoint(p.points[3], 10, -10, accuracy: 1e-9)
        XCTAssertEqual(try SVGPath.parse("M0 0 A0 5 0 0 1 20 0").verbs, [V.move, .line])
        XCTAssertEqual(try SVGPath.parse("M0 0 a5 0 0 0 1 20 0").points, [Point(0, 0), Point(20, 0)])
        // Identical endpoints draw nothing; negative radii act as positive.
        XCTAssertEqual(try SVGPath.parse("M3 3 A5 5 0 0 1 3 3").verbs, [V.move])
        XCTAssertEqual(try SVGPath.parse("M0 0 A-10 -10 0 0 1 20 0"), try SVGPath.parse("M0 0 A10 10 0 0 1 20 0"))
    }

    func testPackedArcFlags() throws {
        let packed = try SVGPath.parse("M2 2a1 1 0 01-1 1")
        let spaced = try SVGPath.parse("M2 2 a 1 1 0 0 1 -1 1")
        XCTAssertEqual(packed, spaced)
        XCTAssertEqual(packed.points.last, Point(1, 3))
        XCTAssertEqual(try SVGPath.parse("M0 0a1,1,0,1,0,2,0"), try SVGPath.parse("M0 0 a1 1 0 1 0 2 0"))
        XCTAssertEqual(try SVGPath.parse("M0 0A5 5 0 1110 0").points.last, Point(10, 0))
    }

    func testRelativeArc() throws {
        XCTAssertEqual(try SVGPath.parse("M5 5 a10 10 0 0 1 10 10"), try SVGPath.parse("M5 5 A10 10 0 0 1 15 15"))
    }

    func testDeterministicRotation() {
        for deg in [0.0, 90, 180, 270, -90, 360, 450] {
            let (c, s) = SVGPathArc.cosSin(degrees: deg)
            XCTAssertEqual(c, cos(deg * .pi / 180), accuracy: 1e-15)
            XCTAssertEqual(s, sin(deg * .pi / 180), accuracy: 1e-15)
            XCTAssertTrue(c == c.rounded() && s == s.rounded(), "multiples of 90° are exact")
        }
        for deg in stride(from: -720.0, through: 720, by: 7.3) {
            let (c, s) = SVGPathArc.cosSin(degrees: deg)
            XCTAssertEqual(c, cos(deg * .pi / 180), accuracy: 1e-14)
            XCTAssertEqual(s, sin(deg * .pi / 180), accuracy: 1e-14)
        }
    }

    // MARK: Errors

    func testErrorsCarryOffsets() {
        assertError("L10 10", offset: 0, contains: "must start with a move")
        assertError("  10 10", offset: 2, contains: "must start with a move")
        assertError("M10", offset: 3, contains: "expected a number for y of M, found the end")
        assertError("M10 10 L5 x", offset: 10, contains: "found 'x'")
        assertError("M10 10 X5 5", offset: 7, contains: "expected a command letter or a number, found 'X'")
        assertError("M0 0 A1 1 0 2 0 5 5", offset: 12, contains: "large-arc flag")
        assertError("M0 0 A1 1 0 0 25 5", offset: 14, contains: "sweep flag")
        // "05" after a flag is flag 0 then the number 5, not an error.
        XCTAssertNoThrow(try SVGPath.parse("M0 0 A1 1 0 0 05 5"))
        assertError("M0 0 Z 5 5", offset: 7, contains: "cannot follow Z")
        assertError("M0 0 L1 1,", offset: 9, contains: "comma")
        assertError("M0 0 L1 1, L2 2", offset: 9, contains: "comma")
        assertError("M0 0 L1e999 0", offset: 6, contains: "out of range")
        assertError("M0 0 L1e 2", offset: 7, contains: "found 'e'")
        assertError("M0 0 L. 2", offset: 6, contains: "expected a number")
        assertError("M0 0 L1 ２", offset: 8, contains: "non-ASCII")
        assertError("M0 0 C1 1 2 2", offset: 13, contains: "x of C")
        assertError("M0 0 L,1 1", offset: 6, contains: "expected a number")
    }

    func testLimits() {
        let huge = String(repeating: " ", count: SVGPath.maxLength + 1)
        assertError(huge, offset: SVGPath.maxLength, contains: "over the limit")
        // Under the byte limit but over the segment limit (2 bytes per implicit H segment).
        var many = "M0 0H"
        many += String(repeating: "1 ", count: SVGPath.maxSegments + 1)
        XCTAssertLessThan(many.utf8.count, SVGPath.maxLength)
        XCTAssertThrowsError(try SVGPath.parse(many)) { error in
            XCTAssertTrue("\(error)".contains("segments"), "\(error)")
        }
    }
}
