import XCTest
@testable import PlumbRaster

final class CanvasTests: XCTestCase {
    let background = Color8(r: 10, g: 20, b: 30, a: 255)
    let white = Color8(r: 255, g: 255, b: 255, a: 255)

    func makeCanvas(_ w: Int = 64, _ h: Int = 64, fill: Color8? = nil) throws -> Canvas {
        var pixmap = try XCTUnwrap(Pixmap(width: w, height: h))
        pixmap.fill(fill ?? background)
        return Canvas(pixmap: pixmap)
    }

    func testPixelAlignedRectangleIsExactSourceBytes() throws {
        var canvas = try makeCanvas()
        let c = Color8(r: 12, g: 200, b: 34, a: 255)
        canvas.fill(.rect(x: 4, y: 8, width: 20, height: 10), shader: .solid(c))
        for y in 0..<64 {
            for x in 0..<64 {
                let inside = (4..<24).contains(x) && (8..<18).contains(y)
                XCTAssertEqual(canvas.pixmap[x, y], inside ? c : background, "\(x),\(y)")
            }
        }
    }

    func testFractionalEdgeBlendsByArea() throws {
        var canvas = try makeCanvas(20, 10, fill: Color8(r: 0, g: 0, b: 0, a: 255))
        canvas.fill(.rect(x: 10.25, y: 2, width: 5.75, height: 6), shader: .solid(white))
        let edge = canvas.pixmap[10, 4]
        XCTAssertEqual(Double(edge.r), 0.75 * 255, accuracy: 1)
        XCTAssertEqual(edge.r, 191)
        XCTAssertEqual(edge.a, 255)
        XCTAssertEqual(canvas.pixmap[11, 4], white)
        XCTAssertEqual(canvas.pixmap[9, 4], Color8(r: 0, g: 0, b: 0, a: 255))
    }

    func testFillMaskPartlyOffCanvas() throws {
        var canvas = try makeCanvas(8, 8)
        let mask = Mask(x: -2, y: 6, width: 4, height: 4, coverage: [UInt8](repeating: 255, count: 16))
        canvas.fill(mask: mask, shader: .solid(white))
        XCTAssertEqual(canvas.pixmap[0, 6], white)
        XCTAssertEqual(canvas.pixmap[1, 7], white)
        XCTAssertEqual(canvas.pixmap[2, 7], background)
        XCTAssertEqual(canvas.pixmap[0, 5], background)
        canvas.fill(mask: Mask(x: Int.max - 4, y: 0, width: 4, height: 1, coverage: [255, 255, 255, 255]), shader: .solid(white))
        canvas.fill(mask: Mask(x: Int.min + 1, y: 0, width: 4, height: 1, coverage: [255, 255, 255, 255]), shader: .solid(white))
        XCTAssertEqual(canvas.pixmap[0, 0], background)
    }

    func testGradientFill() throws {
        var canvas = try makeCanvas(100, 4)
        let stops = [GradientStop(location: 0, r: 1, g: 0, b: 0, a: 1), GradientStop(location: 1, r: 0, g: 0, b: 1, a: 1)]
        let shader = Shader.linearGradient(start: Point(0, 0), end: Point(100, 0), stops: stops)
        canvas.fill(.rect(x: 0, y: 0, width: 100, height: 4), shader: shader)
        XCTAssertEqual(canvas.pixmap[0, 2], Color8(r: 254, g: 0, b: 1, a: 255))
        XCTAssertEqual(canvas.pixmap[50, 1], Color8(r: 126, g: 0, b: 129, a: 255))
        XCTAssertEqual(canvas.pixmap[99, 3], Color8(r: 1, g: 0, b: 254, a: 255))
    }

    func testGroupOpacityHidesOverlap() throws {
        var canvas = try makeCanvas(fill: white)
        let grey = Color8(r: 128, g: 128, b: 128, a: 255)
        canvas.pushLayer(opacity: 0.5)
        canvas.fill(.rect(x: 10, y: 10, width: 20, height: 20), shader: .solid(grey))
        canvas.fill(.rect(x: 20, y: 20, width: 20, height: 20), shader: .solid(grey))
        canvas.popLayer()
        let overlap = canvas.pixmap[25, 25]
        XCTAssertEqual(canvas.pixmap[15, 15], overlap)
        XCTAssertEqual(canvas.pixmap[35, 35], overlap)
        // s' = div255(128 · 128) = 64, a' = 128; 64 + div255(255 · 127) = 191.
        XCTAssertEqual(overlap, Color8(r: 191, g: 191, b: 191, a: 255))
        XCTAssertEqual(canvas.pixmap[5, 5], white)
        XCTAssertEqual(canvas.pixmap[35, 15], white)

        // Without a group the two half-transparent squares do show their overlap.
        var direct = try makeCanvas(fill: white)
        let halfGrey = Color8(r: 64, g: 64, b: 64, a: 128)
        direct.fill(.rect(x: 10, y: 10, width: 20, height: 20), shader: .solid(halfGrey))
        direct.fill(.rect(x: 20, y: 20, width: 20, height: 20), shader: .solid(halfGrey))
        XCTAssertNotEqual(direct.pixmap[25, 25], direct.pixmap[15, 15])
    }

    func testLayersNestAndBuffersComeBackClean() throws {
        var canvas = try makeCanvas(16, 16, fill: .transparent)
        canvas.pushLayer(opacity: 0.5)
        canvas.pushLayer(opacity: 0.5)
        canvas.fill(.rect(x: 0, y: 0, width: 4, height: 4), shader: .solid(white))
        canvas.popLayer()   // inner: 255 → 128
        canvas.popLayer()   // outer: 128 → div255(128 · 128) = 64
        XCTAssertEqual(canvas.pixmap[1, 1], Color8(r: 64, g: 64, b: 64, a: 64))
        XCTAssertEqual(canvas.pixmap[5, 5], .transparent)

        // A reused layer buffer starts transparent again.
        canvas.pushLayer(opacity: 1)
        canvas.fill(.rect(x: 8, y: 8, width: 1, height: 1), shader: .solid(white))
        canvas.popLayer()
        XCTAssertEqual(canvas.pixmap[1, 1], Color8(r: 64, g: 64, b: 64, a: 64))
        XCTAssertEqual(canvas.pixmap[8, 8], white)
        canvas.popLayer()   // unbalanced: ignored
        canvas.popClip()
    }

    func testCircleClipRemovesSquareCorners() throws {
        var canvas = try makeCanvas()
        let red = Color8(r: 255, g: 0, b: 0, a: 255)
        canvas.pushClip(.ellipse(x: 10, y: 10, width: 40, height: 40))
        canvas.fill(.rect(x: 10, y: 10, width: 40, height: 40), shader: .solid(red))
        canvas.popClip()
        XCTAssertEqual(canvas.pixmap[10, 10], background)
        XCTAssertEqual(canvas.pixmap[49, 49], background)
        XCTAssertEqual(canvas.pixmap[30, 30], red)
        XCTAssertEqual(canvas.pixmap[10, 30], canvas.pixmap[49, 30])   // symmetric AA edge
        XCTAssertNotEqual(canvas.pixmap[10, 30], background)
        // After popClip drawing is unclipped again.
        canvas.fill(.rect(x: 10, y: 10, width: 1, height: 1), shader: .solid(red))
        XCTAssertEqual(canvas.pixmap[10, 10], red)
    }

    func testNestedClipsMultiply() throws {
        var canvas = try makeCanvas(16, 16)
        canvas.pushClip(.rect(x: 0, y: 0, width: 8.5, height: 16))
        canvas.pushClip(.rect(x: 8, y: 0, width: 8, height: 16))
        canvas.fill(.rect(x: 0, y: 0, width: 16, height: 16), shader: .solid(white))
        // Only column 8, at half coverage: div255(128 · 255) = 128.
        XCTAssertEqual(canvas.pixmap[8, 3], Compositing.sourceOver(white, coverage: 128, onto: background))
        XCTAssertEqual(canvas.pixmap[7, 3], background)
        XCTAssertEqual(canvas.pixmap[9, 3], background)
        canvas.popClip()
        canvas.pushClip(.rect(x: 20, y: 0, width: 4, height: 4))   // off canvas: clips everything
        canvas.pushClip(.rect(x: 0, y: 0, width: 16, height: 16))
        canvas.fill(.rect(x: 0, y: 0, width: 16, height: 16), shader: .solid(white))
        XCTAssertEqual(canvas.pixmap[2, 3], background)
        canvas.popClip(); canvas.popClip()
        canvas.fill(.rect(x: 0, y: 0, width: 16, height: 16), shader: .solid(white))
        XCTAssertEqual(canvas.pixmap[2, 3], white)
    }

    func testClipAppliesOnceThroughLayers() throws {
        let clip = Path.ellipse(x: 3, y: 3, width: 20, height: 20)
        let shader = Shader.solid(Color8(r: 0, g: 90, b: 200, a: 255))
        var direct = try makeCanvas(32, 32)
        direct.pushClip(clip)
        direct.fill(.rect(x: 0, y: 0, width: 32, height: 32), shader: shader)
        var layered = try makeCanvas(32, 32)
        layered.pushClip(clip)
        layered.pushLayer(opacity: 1)
        layered.fill(.rect(x: 0, y: 0, width: 32, height: 32), shader: shader)
        layered.popLayer()
        layered.popClip()
        XCTAssertEqual(direct.pixmap, layered.pixmap)
    }

    func testHugeAndNaNPathsDoNotCrash() throws {
        var canvas = try makeCanvas(32, 32)
        canvas.fill(.rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9), shader: .solid(white))
        XCTAssertEqual(canvas.pixmap[31, 31], white)
        var nan = Path()
        nan.move(to: Point(.nan, .nan)); nan.line(to: Point(3, 4)); nan.line(to: Point(.infinity, 1))
        canvas.fill(.rect(x: 0, y: 0, width: 4, height: 4), shader: .solid(.transparent))
        canvas.fill(nan, shader: .solid(background))
        canvas.pushClip(nan)
        canvas.fill(.rect(x: 0, y: 0, width: 32, height: 32), shader: .solid(background))
        canvas.popClip()
        canvas.fill(.rect(x: 1e9, y: 1e9, width: 1e9, height: 1e9), shader: .solid(background))
        XCTAssertEqual(canvas.pixmap[0, 0], white)
        XCTAssertEqual(canvas.pixmap.data.count, 32 * 32 * 4)
    }

    func testSameSceneTwiceGivesIdenticalBytes() throws {
        func render() throws -> [UInt8] {
            var canvas = try makeCanvas(96, 64)
            let stops = [GradientStop(location: 0, r: 0.9, g: 0.3, b: 0.1, a: 1),
                         GradientStop(location: 0.6, r: 0.1, g: 0.5, b: 0.9, a: 0.7),
                         GradientStop(location: 1, r: 0.2, g: 0.2, b: 0.2, a: 0.2)]
            canvas.pushClip(.ellipse(x: 2.3, y: 1.7, width: 90.1, height: 60.2))
            canvas.fill(.ellipse(x: 10.3, y: 5.1, width: 50.7, height: 40.9),
                        shader: .radialGradient(center: Point(30, 25), radius: 33.3, stops: stops))
            canvas.pushLayer(opacity: 0.63)
            canvas.fill(.rect(x: 20.2, y: 30.7, width: 60.3, height: 20.1), rule: .evenOdd,
                        shader: .linearGradient(start: Point(20, 30), end: Point(80, 50), stops: stops),
                        transform: Transform(a: 0.9, b: 0.2, c: -0.2, d: 0.9, tx: 3.1, ty: -2.2))
            canvas.fill(.ellipse(x: 40, y: 10, width: 30, height: 30),
                        shader: .solid(Color8(straightR: 0.2, g: 0.7, b: 0.4, a: 0.8)))
            canvas.popLayer()
            canvas.popClip()
            return canvas.pixmap.data
        }
        let first = try render()
        XCTAssertEqual(first, try render())
        XCTAssertGreaterThan(Set(first).count, 50)   // a real scene, not a blank one
    }
}
