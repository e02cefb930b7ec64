import PlumbRaster
import XCTest

/// Blurred layers (SwiftUI's `blur(radius:opaque:)`): the existing `GaussianBlur` applied to
/// every premultiplied channel of what the layer drew.
final class LayerBlurTests: XCTestCase {
    func testASinglePixelSpreadsAsTheGaussianKernel() {
        var canvas = Canvas(pixmap: Pixmap(width: 21, height: 21)!)
        let sigma = GaussianBlur.sigma(forRadius: 2)   // 1 px: taps at −3…3
        canvas.pushBlurLayer(sigma: sigma)
        canvas.fill(.rect(x: 10, y: 10, width: 1, height: 1), shader: .solid(Color8(r: 255, g: 255, b: 255, a: 255)))
        canvas.popLayer()
        // The horizontal pass keeps 255·k[dx], the vertical one rounds once:
        // (255·k[dx]·k[dy] + 2³¹) >> 32, the same in every channel (white is 255 in all four).
        let k = GaussianBlur.kernel(sigma: sigma).map(UInt64.init)
        XCTAssertEqual(k.count, 7)
        for dy in -4...4 {
            for dx in -4...4 {
                let v = abs(dx) > 3 || abs(dy) > 3 ? 0 : UInt8((255 * k[dx + 3] * k[dy + 3] + (1 << 31)) >> 32)
                XCTAssertEqual(canvas.pixmap[10 + dx, 10 + dy], Color8(r: v, g: v, b: v, a: v), "(\(dx), \(dy))")
            }
        }
        // The centre: k[0] = 26,152 of 65,536 (weights exp(−x²/2) normalised over −3…3), so
        // 255 · (26,152 / 65,536)² = 40.6 → 41.
        XCTAssertEqual(k[3], 26_152)
        XCTAssertEqual(canvas.pixmap[10, 10].a, 41)
    }

    func testASquareBlursLikeItsMaskOverTheBackdrop() {
        let white = Color8(r: 255, g: 255, b: 255, a: 255)
        var canvas = Canvas(pixmap: Pixmap(width: 32, height: 32, filledWith: white)!)
        canvas.pushBlurLayer(sigma: 2)
        canvas.fill(.rect(x: 8, y: 8, width: 16, height: 16), shader: .solid(Color8(r: 0, g: 0, b: 255, a: 255)))
        canvas.popLayer()
        // The alpha of the blurred square is the blurred mask; blue is the same, red and green 0:
        // over white, r = g = 255 − α and b = 255.
        let mask = GaussianBlur.blur(Mask(x: 8, y: 8, width: 16, height: 16, coverage: [UInt8](repeating: 255, count: 256)), sigma: 2)
        for (x, y) in [(16, 16), (8, 8), (7, 12), (4, 4), (2, 12), (1, 1), (26, 20)] {
            let a = mask.value(atX: x, y: y)
            XCTAssertEqual(canvas.pixmap[x, y], Color8(r: 255 - a, g: 255 - a, b: 255, a: 255), "(\(x), \(y))")
        }
        XCTAssertEqual(mask.value(atX: 16, y: 16), 255)   // 8 px inside every edge: untouched
        XCTAssertEqual(canvas.pixmap[1, 1], white)   // beyond the kernel's reach (r = 6)
    }

    func testOpaqueBlurRepeatsEdgesAndStaysInBounds() {
        let grey = Color8(r: 200, g: 200, b: 200, a: 255), red = Color8(r: 255, g: 0, b: 0, a: 255)
        var canvas = Canvas(pixmap: Pixmap(width: 16, height: 16, filledWith: grey)!)
        canvas.pushBlurLayer(sigma: 2, opaqueWithin: .rect(x: 4, y: 4, width: 6, height: 6))
        canvas.fill(.rect(x: 4, y: 4, width: 6, height: 6), shader: .solid(red))
        canvas.popLayer()
        // A uniform opaque square stays exactly itself (its edges repeated, the kernel sums to
        // 65,536), and nothing spreads outside its bounds.
        for y in 0..<16 {
            for x in 0..<16 {
                XCTAssertEqual(canvas.pixmap[x, y], (4..<10).contains(x) && (4..<10).contains(y) ? red : grey, "(\(x), \(y))")
            }
        }
    }

    func testOpaqueBlurOfNothingIsOpaqueBlack() {
        var canvas = Canvas(pixmap: Pixmap(width: 4, height: 1, filledWith: Color8(r: 9, g: 9, b: 9, a: 255))!)
        canvas.pushBlurLayer(sigma: 1, opaqueWithin: .rect(x: 1, y: 0, width: 2, height: 1))
        canvas.popLayer()
        XCTAssertEqual((0..<4).map { canvas.pixmap[$0, 0].r }, [9, 0, 0, 9])
        XCTAssertEqual(canvas.pixmap[1, 0].a, 255)
    }

    func testBlurredLayerKeepsToTheClip() {
        var canvas = Canvas(pixmap: Pixmap(width: 20, height: 20)!)
        canvas.pushClip(.rect(x: 0, y: 0, width: 10, height: 20))
        canvas.pushBlurLayer(sigma: 2)
        canvas.fill(.rect(x: 6, y: 6, width: 8, height: 8), shader: .solid(Color8(r: 255, g: 255, b: 255, a: 255)))
        canvas.popLayer()
        canvas.popClip()
        XCTAssertGreaterThan(canvas.pixmap[9, 10].a, 0)
        XCTAssertEqual(canvas.pixmap[10, 10], .transparent)   // the blur would spread here, the clip does not
        XCTAssertGreaterThan(canvas.pixmap[4, 10].a, 0)        // left of the square: spread
    }

    func testBlurIsChargedAndRefusedWithinTheBudget() {
        var canvas = Canvas(pixmap: Pixmap(width: 64, height: 64)!)
        canvas.workLimit = 5_000
        canvas.pushBlurLayer(sigma: 4)
        canvas.fill(.rect(x: 16, y: 16, width: 32, height: 32), shader: .solid(Color8(r: 255, g: 255, b: 255, a: 255)))
        canvas.popLayer()
        XCTAssertNotNil(canvas.refusedWork)
        XCTAssertEqual(canvas.pixmap[32, 32], .transparent)
    }
}
