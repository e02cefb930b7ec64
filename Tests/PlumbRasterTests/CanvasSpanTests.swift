import XCTest
@testable import PlumbRaster

/// The sparse span fill (issue 14) against the pre-span dense fill kept in
/// RasterizerReferenceTests.swift: every fast path must give the same bytes.
final class CanvasSpanTests: XCTestCase {
    let white = Color8(r: 255, g: 255, b: 255, a: 255)
    let stops = [GradientStop(location: 0, r: 1, g: 0.2, b: 0, a: 1),
                 GradientStop(location: 0.4, r: 0.1, g: 0.9, b: 0.3, a: 0.5),
                 GradientStop(location: 1, r: 0, g: 0, b: 1, a: 0.9)]

    /// A deterministic pseudo-random sequence (SplitMix64).
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
        mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
    }

    /// A striped, partly translucent background so blends read real destination values.
    func background(_ w: Int, _ h: Int) throws -> Pixmap {
        var p = try XCTUnwrap(Pixmap(width: w, height: h))
        for y in 0..<h {
            for x in 0..<w {
                let a = UInt8((x * 7 + y * 3) % 256)
                p[x, y] = Color8(r: a / 2, g: a / 3, b: a, a: a)
            }
        }
        return p
    }

    /// Fills `path` both ways (the canvas inside `clip` when given) and asserts identical bytes.
    func assertSameAsReference(_ path: Path, rule: FillRule = .nonZero, shader: Shader,
                               transform: Transform = .identity, clip: Path? = nil,
                               width: Int = 48, height: Int = 40, file: StaticString = #filePath, line: UInt = #line) throws {
        let base = try background(width, height)
        var canvas = Canvas(pixmap: base)
        var expected = base
        var clipMask: Mask?
        if let clip {
            canvas.pushClip(clip)
            clipMask = ReferenceRasterizer.fill(clip, rule: .nonZero, width: width, height: height)
            if clipMask == nil { return XCTFail("clip empty", file: file, line: line) }
        }
        canvas.fill(path, rule: rule, shader: shader, transform: transform)
        ReferenceCanvas.fill(&expected, path, rule: rule, shader: shader, transform: transform, clip: clipMask)
        var differing = 0, first = ""
        for y in 0..<height {
            for x in 0..<width where canvas.pixmap[x, y] != expected[x, y] {
                if differing == 0 { first = "(\(x),\(y)): \(canvas.pixmap[x, y]) vs \(expected[x, y])" }
                differing += 1
            }
        }
        XCTAssertEqual(differing, 0, "first difference \(first)", file: file, line: line)
    }

    func testOpaqueSolidSpanFillIsExact() throws {
        try assertSameAsReference(.rect(x: 3.3, y: 2.7, width: 40.1, height: 30.2), shader: .solid(white))
        try assertSameAsReference(.rect(x: 4, y: 8, width: 20, height: 10), shader: .solid(Color8(r: 12, g: 200, b: 34, a: 255)))
        try assertSameAsReference(.ellipse(x: -10, y: 1.5, width: 70, height: 36), shader: .solid(white))
    }

    func testTranslucentSolidSpanBlendIsExact() throws {
        // 37 px wide interior runs exercise both the 4-pixel vector body and the scalar tail.
        for c in [Color8(r: 40, g: 80, b: 120, a: 128), Color8(r: 1, g: 0, b: 2, a: 3), Color8(r: 200, g: 100, b: 0, a: 254)] {
            try assertSameAsReference(.rect(x: 5.5, y: 3.25, width: 37, height: 30), shader: .solid(c))
            try assertSameAsReference(roundedRect(x: 1, y: 1, width: 45, height: 37, radius: 9), shader: .solid(c))
        }
        // Malformed (colour > alpha): the clamp at 255 must hold in the vector path too.
        try assertSameAsReference(.rect(x: 0, y: 0, width: 48, height: 40), shader: .solid(Color8(r: 255, g: 250, b: 200, a: 100)))
    }

    func testGradientsPerSpanAreExact() throws {
        let shapes: [Path] = [.rect(x: 2.5, y: 1.5, width: 43, height: 35), .ellipse(x: 4, y: 3, width: 40, height: 33)]
        for path in shapes {
            try assertSameAsReference(path, shader: .linearGradient(start: Point(3, 0), end: Point(45, 0), stops: stops))
            try assertSameAsReference(path, shader: .linearGradient(start: Point(0, 2), end: Point(0, 38), stops: stops))
            try assertSameAsReference(path, shader: .linearGradient(start: Point(5, 4), end: Point(40, 33), stops: stops))
            try assertSameAsReference(path, shader: .radialGradient(center: Point(24, 20), radius: 19, stops: stops))
        }
    }

    func testClipInteractionIsExact() throws {
        let clip = Path.ellipse(x: 6.5, y: 4.25, width: 33, height: 31)
        try assertSameAsReference(.rect(x: 0, y: 0, width: 48, height: 40), shader: .solid(white), clip: clip)
        try assertSameAsReference(.rect(x: 2.5, y: 3.5, width: 30, height: 30),
                                  shader: .solid(Color8(r: 30, g: 60, b: 90, a: 100)), clip: clip)
        try assertSameAsReference(roundedRect(x: 10, y: 8, width: 36, height: 30, radius: 6),
                                  shader: .linearGradient(start: Point(10, 0), end: Point(46, 0), stops: stops), clip: clip)
        try assertSameAsReference(.rect(x: 1, y: 1, width: 46, height: 38),
                                  shader: .linearGradient(start: Point(0, 1), end: Point(0, 39), stops: stops), clip: clip)
    }

    func testEvenOddIsExact() throws {
        var ring = Path.ellipse(x: 2, y: 2, width: 44, height: 36)
        ring.append(.ellipse(x: 12.3, y: 10.6, width: 20, height: 18))
        var squares = Path.rect(x: 0, y: 0, width: 40, height: 40)
        squares.append(.rect(x: 5.5, y: 5, width: 10, height: 10))
        squares.append(.rect(x: 6, y: 6, width: 4, height: 4))
        for path in [ring, squares] {
            try assertSameAsReference(path, rule: .evenOdd, shader: .solid(white))
            try assertSameAsReference(path, rule: .evenOdd, shader: .solid(Color8(r: 50, g: 0, b: 50, a: 60)))
            try assertSameAsReference(path, rule: .nonZero, shader: .solid(white))
        }
    }

    func testRandomPolygonsAndCurvesAreExact() throws {
        var rng = Random(state: 14)
        for i in 0..<60 {
            var path = Path()
            for _ in 0..<(1 + i % 3) {
                path.move(to: Point(rng.unit() * 60 - 6, rng.unit() * 50 - 5))
                for k in 0..<(3 + Int(rng.next() % 5)) {
                    let p = Point(rng.unit() * 60 - 6, rng.unit() * 50 - 5)
                    if k % 3 == 2 {
                        path.cubic(to: p, control1: Point(rng.unit() * 48, rng.unit() * 40), control2: Point(rng.unit() * 48, rng.unit() * 40))
                    } else {
                        path.line(to: p)
                    }
                }
                path.close()
            }
            let a = rng.byte()
            let shader: Shader = i % 4 == 3
                ? .radialGradient(center: Point(20, 20), radius: 25, stops: stops)
                : .solid(Color8(r: min(rng.byte(), a), g: min(rng.byte(), a), b: min(rng.byte(), a), a: i % 2 == 0 ? 255 : a))
            try assertSameAsReference(path, rule: i % 5 == 0 ? .evenOdd : .nonZero, shader: shader,
                                      clip: i % 6 == 1 ? .ellipse(x: 3, y: 2, width: 40, height: 35) : nil)
        }
    }

    func testRasterizerMasksMatchReference() throws {
        var rng = Random(state: 7)
        for i in 0..<60 {
            var path = Path()
            path.move(to: Point(rng.unit() * 300 - 20, rng.unit() * 90 - 5))
            for _ in 0..<(3 + i % 6) {
                path.quad(to: Point(rng.unit() * 300 - 20, rng.unit() * 90 - 5), control: Point(rng.unit() * 280, rng.unit() * 80))
            }
            path.close()
            let rule: FillRule = i % 2 == 0 ? .nonZero : .evenOdd
            XCTAssertEqual(Rasterizer.fill(path, rule: rule, width: 260, height: 80),
                           ReferenceRasterizer.fill(path, rule: rule, width: 260, height: 80), "path \(i)")
        }
    }

    func testBandsMatchReference() throws {
        // 4,100 px wide: bands of 8 rows (Rasterizer.bandCells / stride), so edges cross bands.
        var rng = Random(state: 99)
        XCTAssertEqual(min(60, max(8, Rasterizer.bandCells / 4102)), 8)
        for i in 0..<12 {
            var path = Path()
            path.move(to: Point(rng.unit() * 4200 - 50, rng.unit() * 70 - 5))
            for _ in 0..<(3 + i % 4) {
                path.quad(to: Point(rng.unit() * 4200 - 50, rng.unit() * 70 - 5), control: Point(rng.unit() * 4100, rng.unit() * 60))
            }
            path.close()
            path.append(.ellipse(x: 100 + Double(i) * 300, y: 3.3, width: 250.5, height: 50.7))
            let rule: FillRule = i % 2 == 0 ? .nonZero : .evenOdd
            XCTAssertEqual(Rasterizer.fill(path, rule: rule, width: 4100, height: 60),
                           ReferenceRasterizer.fill(path, rule: rule, width: 4100, height: 60), "path \(i)")
        }
    }

    func testPixmapFilledInPlaceEqualsZeroedThenFilled() throws {
        let c = Color8(r: 1, g: 2, b: 3, a: 4)
        var filled = try XCTUnwrap(Pixmap(width: 3, height: 5))
        filled.fill(c)
        XCTAssertEqual(Pixmap(width: 3, height: 5, filledWith: c), filled)
        XCTAssertEqual(filled[2, 4], c)
        XCTAssertNil(Pixmap(width: 0, height: 5, filledWith: c))
    }

    func testLayerAndRepeatedFillsReuseScratchExactly() throws {
        // Fills of different sizes in sequence: the reused scratch must start clean every time.
        let base = try background(48, 40)
        var canvas = Canvas(pixmap: base)
        var expected = base
        let paths: [Path] = [.rect(x: 1.5, y: 1.5, width: 45, height: 37), .ellipse(x: 30, y: 2, width: 10, height: 9),
                             .rect(x: 0.25, y: 20.5, width: 47.5, height: 3), roundedRect(x: 4, y: 4, width: 20, height: 30, radius: 5)]
        for (i, p) in paths.enumerated() {
            let c = Color8(r: UInt8(40 * i), g: 90, b: 30, a: i % 2 == 0 ? 255 : 150)
            canvas.fill(p, shader: .solid(c))
            ReferenceCanvas.fill(&expected, p, shader: .solid(c))
        }
        XCTAssertEqual(canvas.pixmap, expected)
    }

    /// A rectangle with quarter-ellipse corners (cubic arcs), as the renderer draws rounded shapes.
    func roundedRect(x: Double, y: Double, width w: Double, height h: Double, radius r: Double) -> Path {
        let k = 0.5522847498 * r
        var p = Path()
        p.move(to: Point(x + r, y))
        p.line(to: Point(x + w - r, y))
        p.cubic(to: Point(x + w, y + r), control1: Point(x + w - r + k, y), control2: Point(x + w, y + r - k))
        p.line(to: Point(x + w, y + h - r))
        p.cubic(to: Point(x + w - r, y + h), control1: Point(x + w, y + h - r + k), control2: Point(x + w - r + k, y + h))
        p.line(to: Point(x + r, y + h))
        p.cubic(to: Point(x, y + h - r), control1: Point(x + r - k, y + h), control2: Point(x, y + h - r + k))
        p.line(to: Point(x, y + r))
        p.cubic(to: Point(x + r, y), control1: Point(x, y + r - k), control2: Point(x + r - k, y))
        p.close()
        return p
    }
}
