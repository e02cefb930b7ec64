import XCTest
@testable import PlumbRaster

final class ShaderTests: XCTestCase {
    let redToBlue = [GradientStop(location: 0, r: 1, g: 0, b: 0, a: 1), GradientStop(location: 1, r: 0, g: 0, b: 1, a: 1)]
    let whiteToBlack = [GradientStop(location: 0, r: 1, g: 1, b: 1, a: 1), GradientStop(location: 1, r: 0, g: 0, b: 0, a: 1)]

    func testLinearGradientAtStartMiddleAndEnd() {
        let s = Shader.linearGradient(start: Point(0, 0), end: Point(100, 0), stops: redToBlue)
        // t = (x + 0.5) / 100; r = round½↑((1 − t)·255), b = round½↑(t·255).
        XCTAssertEqual(s.color(atX: 0, y: 7), Color8(r: 254, g: 0, b: 1, a: 255))     // t = 0.005
        XCTAssertEqual(s.color(atX: 49, y: 0), Color8(r: 129, g: 0, b: 126, a: 255))   // t = 0.495
        XCTAssertEqual(s.color(atX: 50, y: 0), Color8(r: 126, g: 0, b: 129, a: 255))   // t = 0.505
        XCTAssertEqual(s.color(atX: 99, y: 3), Color8(r: 1, g: 0, b: 254, a: 255))     // t = 0.995
    }

    func testLinearGradientPadsBeyondItsEnds() {
        let s = Shader.linearGradient(start: Point(20, 0), end: Point(80, 0), stops: redToBlue)
        XCTAssertEqual(s.color(atX: 0, y: 0), Color8(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(s.color(atX: 99, y: 0), Color8(r: 0, g: 0, b: 255, a: 255))
        // Diagonal direction: only the projection counts.
        let d = Shader.linearGradient(start: Point(0, 0), end: Point(10, 10), stops: redToBlue)
        XCTAssertEqual(d.color(atX: 9, y: 0), d.color(atX: 0, y: 9))
        XCTAssertEqual(d.color(atX: 4, y: 5), Color8(r: 128, g: 0, b: 128, a: 255))   // t = 0.5 exactly
    }

    func testInterpolationIsInStraightAlpha() {
        let stops = [GradientStop(location: 0, r: 1, g: 0, b: 0, a: 1), GradientStop(location: 1, r: 0, g: 0, b: 1, a: 0)]
        let s = Shader.linearGradient(start: Point(0, 0), end: Point(101, 0), stops: stops)
        // Pixel 50's centre is t = 0.5: straight (0.5, 0, 0.5, 0.5) → premultiplied 0.25 → 64.
        // (Premultiplied interpolation would give red 128, blue 0.)
        XCTAssertEqual(s.color(atX: 50, y: 0), Color8(r: 64, g: 0, b: 64, a: 128))
    }

    func testMultipleStopsAndUnsortedInput() {
        let stops = [GradientStop(location: 1, r: 0, g: 0, b: 1, a: 1),
                     GradientStop(location: 0, r: 1, g: 0, b: 0, a: 1),
                     GradientStop(location: 0.5, r: 0, g: 1, b: 0, a: 1)]
        let s = Shader.linearGradient(start: Point(0.5, 0), end: Point(100.5, 0), stops: stops)   // t = x / 100
        XCTAssertEqual(s.color(atX: 0, y: 0), Color8(r: 255, g: 0, b: 0, a: 255))    // t = 0
        XCTAssertEqual(s.color(atX: 50, y: 0), Color8(r: 0, g: 255, b: 0, a: 255))   // t = 0.5
        XCTAssertEqual(s.color(atX: 25, y: 0), Color8(r: 128, g: 128, b: 0, a: 255)) // t = 0.25
        XCTAssertEqual(s.color(atX: 75, y: 0), Color8(r: 0, g: 128, b: 128, a: 255)) // t = 0.75
    }

    func testRadialGradient() {
        let s = Shader.radialGradient(center: Point(0.5, 0.5), radius: 10, stops: whiteToBlack)
        XCTAssertEqual(s.color(atX: 0, y: 0), Color8(r: 255, g: 255, b: 255, a: 255))   // t = 0
        XCTAssertEqual(s.color(atX: 2, y: 0), Color8(r: 204, g: 204, b: 204, a: 255))   // t = 0.2
        XCTAssertEqual(s.color(atX: 5, y: 0), Color8(r: 128, g: 128, b: 128, a: 255))   // t = 0.5: 127.5 ↑
        XCTAssertEqual(s.color(atX: 3, y: 4), Color8(r: 128, g: 128, b: 128, a: 255))   // distance 5 too
        XCTAssertEqual(s.color(atX: 6, y: 8), Color8(r: 0, g: 0, b: 0, a: 255))         // t = 1
        XCTAssertEqual(s.color(atX: 30, y: 30), Color8(r: 0, g: 0, b: 0, a: 255))       // padded
    }

    func testDegenerateGradients() {
        XCTAssertEqual(Shader.linearGradient(start: Point(5, 5), end: Point(5, 5), stops: redToBlue).color(atX: 0, y: 0),
                       Color8(r: 0, g: 0, b: 255, a: 255))
        XCTAssertEqual(Shader.radialGradient(center: Point(5, 5), radius: 0, stops: redToBlue).color(atX: 0, y: 0),
                       Color8(r: 0, g: 0, b: 255, a: 255))
        XCTAssertEqual(Shader.radialGradient(center: Point(5, 5), radius: 3, stops: []).color(atX: 0, y: 0), .transparent)
        let nanStops = [GradientStop(location: .nan, r: 1, g: 1, b: 1, a: 1), GradientStop(location: 0.5, r: .nan, g: 0, b: 0, a: 1)]
        XCTAssertEqual(Shader.radialGradient(center: Point(.nan, 0), radius: 3, stops: nanStops).color(atX: 0, y: 0),
                       Color8(r: 0, g: 0, b: 0, a: 255))
    }

    /// A conic gradient about pixel corner (10.5, 10.5): angles clockwise from +x with y down, as
    /// SwiftUI's `AngularGradient` sweeps; pixel (x, y) is sampled at its centre, offset
    /// (x − 10, y − 10) from the centre.
    func testConicGradientSweepsClockwiseFromTheTrailingSide() {
        let turn = Shader.conicGradient(center: Point(10.5, 10.5), startAngle: 0, endAngle: 2 * .pi, stops: whiteToBlack)
        XCTAssertEqual(turn.color(atX: 15, y: 10), Color8(r: 255, g: 255, b: 255, a: 255))   // 0°: t = 0
        XCTAssertEqual(turn.color(atX: 10, y: 15), Color8(r: 191, g: 191, b: 191, a: 255))   // 90° (down): t = 0.25
        XCTAssertEqual(turn.color(atX: 5, y: 10), Color8(r: 128, g: 128, b: 128, a: 255))    // 180°: t = 0.5
        XCTAssertEqual(turn.color(atX: 10, y: 5), Color8(r: 64, g: 64, b: 64, a: 255))       // 270° (up): t = 0.75
        // A zero sweep (SwiftUI's default: .zero to .zero) is one whole turn.
        XCTAssertEqual(Shader.conicGradient(center: Point(10.5, 10.5), startAngle: 0, endAngle: 0, stops: whiteToBlack).color(atX: 10, y: 15),
                       Color8(r: 191, g: 191, b: 191, a: 255))
    }

    /// A half-turn sweep (0…180°): the missing half takes the last colour, then the first from
    /// halfway across it (270°); an anticlockwise sweep counts its locations from the end; a sweep
    /// of one and a half turns draws only its last turn (180°…540°).
    func testConicGradientSweepsOtherThanOneTurn() {
        let half = Shader.conicGradient(center: Point(10.5, 10.5), startAngle: 0, endAngle: .pi, stops: whiteToBlack)
        XCTAssertEqual(half.color(atX: 10, y: 15), Color8(r: 128, g: 128, b: 128, a: 255))   // 90°: t = 0.5
        XCTAssertEqual(half.color(atX: 6, y: 6), Color8(r: 0, g: 0, b: 0, a: 255))           // 225°: the last colour
        XCTAssertEqual(half.color(atX: 10, y: 5), Color8(r: 255, g: 255, b: 255, a: 255))    // 270°: the first from here
        XCTAssertEqual(half.color(atX: 13, y: 6), Color8(r: 255, g: 255, b: 255, a: 255))    // 307°
        let back = Shader.conicGradient(center: Point(10.5, 10.5), startAngle: .pi, endAngle: 0, stops: whiteToBlack)
        XCTAssertEqual(back.color(atX: 13, y: 14), Color8(r: 75, g: 75, b: 75, a: 255))      // 53°: t = 1 − 0.295
        let longer = Shader.conicGradient(center: Point(10.5, 10.5), startAngle: 0, endAngle: 3 * .pi, stops: whiteToBlack)
        XCTAssertEqual(longer.color(atX: 15, y: 10), Color8(r: 85, g: 85, b: 85, a: 255))    // 0° is 360°: t = 2/3
        XCTAssertEqual(longer.color(atX: 5, y: 10), Color8(r: 170, g: 170, b: 170, a: 255))  // 180°: t = 1/3
        XCTAssertEqual(ConicSweep.parameter(angle: .nan, from: 0, to: 1), 0)
    }
}
