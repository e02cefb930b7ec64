import XCTest
@testable import PlumbRaster

/// `Canvas.fill(mask:shader:)` (glyphs, blurred shadows) takes runs of one coverage through the
/// span kernel and skips runs of 0; every byte must equal compositing each pixel on its own.
final class CanvasMaskFillTests: XCTestCase {
    /// A deterministic destination with every kind of pixel: transparent, opaque, translucent.
    private func destination(_ w: Int, _ h: Int) -> Pixmap {
        var data = [UInt8](repeating: 0, count: w * h * 4)
        var seed: UInt32 = 12_345
        for i in stride(from: 0, to: data.count, by: 4) {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            let a = UInt8(truncatingIfNeeded: seed >> 24)
            let pick = (seed >> 8) % 4
            let alpha: UInt8 = pick == 0 ? 0 : pick == 1 ? 255 : a
            data[i + 3] = alpha
            for c in 0..<3 { data[i + c] = UInt8(Int(UInt8(truncatingIfNeeded: seed >> (8 * UInt32(c)))) % (Int(alpha) + 1)) }
        }
        return Pixmap(width: w, height: h, data: data)!
    }

    /// Coverage rows mixing long runs (0, 255, 128), short runs and single anti-aliased bytes.
    private func mask(x: Int, y: Int, _ w: Int, _ h: Int) -> Mask {
        var cov = [UInt8](repeating: 0, count: w * h)
        for row in 0..<h {
            for col in 0..<w {
                let v: UInt8
                switch (col + row) % 23 {
                case 0..<5: v = 0
                case 5..<11: v = 255
                case 11..<14: v = 128
                case 14: v = UInt8((col * 37 + row * 11) % 256)
                case 15..<20: v = 78
                default: v = UInt8((col * 13 + row * 7) % 256)
                }
                cov[row * w + col] = v
            }
        }
        return Mask(x: x, y: y, width: w, height: h, coverage: cov)
    }

    private func check(_ color: Color8, file: StaticString = #filePath, line: UInt = #line) {
        let w = 61, h = 17
        let m = mask(x: 3, y: 2, 50, 13)
        var canvas = Canvas(pixmap: destination(w, h))
        var expected = canvas.pixmap
        for row in 0..<m.height {
            for col in 0..<m.width {
                let px = (m.y + row) * w + (m.x + col)
                let d = Color8(r: expected.data[4 * px], g: expected.data[4 * px + 1], b: expected.data[4 * px + 2], a: expected.data[4 * px + 3])
                let o = Compositing.sourceOver(color, coverage: m.coverage[row * m.width + col], onto: d)
                expected.data[4 * px] = o.r; expected.data[4 * px + 1] = o.g
                expected.data[4 * px + 2] = o.b; expected.data[4 * px + 3] = o.a
            }
        }
        canvas.fill(mask: m, shader: .solid(color))
        XCTAssertEqual(canvas.pixmap.data, expected.data, "colour \(color)", file: file, line: line)
    }

    func testOpaqueColourMatchesPerPixelCompositing() { check(Color8(r: 10, g: 200, b: 90, a: 255)) }
    func testTranslucentColourMatchesPerPixelCompositing() { check(Color8(r: 40, g: 20, b: 60, a: 102)) }
    func testBlackShadowColourMatchesPerPixelCompositing() { check(Color8(r: 0, g: 0, b: 0, a: 64)) }
    /// Colour channels over alpha (not premultiplied) take the clamped scalar path.
    func testMalformedColourMatchesPerPixelCompositing() { check(Color8(r: 250, g: 240, b: 10, a: 100)) }

    /// A layer's transparent pixels are skipped when it is composited; the result must equal
    /// compositing every pixel.
    func testLayerCompositingMatchesPerPixelCompositing() {
        let w = 40, h = 9
        var canvas = Canvas(pixmap: destination(w, h))
        let before = canvas.pixmap
        canvas.pushLayer(opacity: 0.6)
        canvas.fill(mask: mask(x: 1, y: 1, 37, 7), shader: .solid(Color8(r: 30, g: 60, b: 90, a: 180)))
        var layer = Pixmap(width: w, height: h)!
        var layerCanvas = Canvas(pixmap: layer)
        layerCanvas.fill(mask: mask(x: 1, y: 1, 37, 7), shader: .solid(Color8(r: 30, g: 60, b: 90, a: 180)))
        layer = layerCanvas.pixmap
        canvas.popLayer()
        var expected = before
        let cov = UInt8(0.6 * 255 + 0.5)
        for y in 1..<8 {
            for x in 1..<38 {
                let i = 4 * (y * w + x)
                let s = Color8(r: layer.data[i], g: layer.data[i + 1], b: layer.data[i + 2], a: layer.data[i + 3])
                let d = Color8(r: expected.data[i], g: expected.data[i + 1], b: expected.data[i + 2], a: expected.data[i + 3])
                let o = Compositing.sourceOver(s, coverage: cov, onto: d)
                expected.data[i] = o.r; expected.data[i + 1] = o.g; expected.data[i + 2] = o.b; expected.data[i + 3] = o.a
            }
        }
        XCTAssertEqual(canvas.pixmap.data, expected.data)
    }
}
