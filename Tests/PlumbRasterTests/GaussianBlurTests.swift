import Foundation
import XCTest
@testable import PlumbRaster

final class GaussianBlurTests: XCTestCase {
    func testKernelIsNormalisedSymmetricGaussian() {
        for sigma in [0.3, 0.5, 1, 1.7, 2.5, 4, 10, 33.3] {
            let k = GaussianBlur.kernel(sigma: sigma)
            let r = Int((3 * sigma).rounded(.up))
            XCTAssertEqual(k.count, 2 * r + 1)
            XCTAssertEqual(k.reduce(0, +), 65_536)
            for i in 0..<k.count { XCTAssertEqual(k[i], k[k.count - 1 - i]) }
            // Every tap within a unit (plus the centre's remainder) of the exact Gaussian.
            let exact = (-r...r).map { Foundation.exp(-Double($0 * $0) / (2 * sigma * sigma)) }
            let total = exact.reduce(0, +)
            for i in 0..<k.count where i != r {
                XCTAssertEqual(Double(k[i]), exact[i] / total * 65_536, accuracy: 0.5 + 1e-6)
            }
            XCTAssertEqual(Double(k[r]), exact[r] / total * 65_536, accuracy: Double(r) + 1)
        }
    }

    func testDeterministicExpMatchesLibm() {
        for x in stride(from: 0.0, through: 60, by: 0.173) {
            let e = GaussianBlurMath.expNegative(x), ref = Foundation.exp(-x)
            XCTAssertEqual(e, ref, accuracy: ref * 1e-11)
        }
        XCTAssertEqual(GaussianBlurMath.expNegative(1000), 0)
    }

    func testKnownIntegerKernel() {
        // Fixed integers: the kernel is built from IEEE basic operations only, so these are
        // the same on every machine (σ = 1: taps at −3…3).
        XCTAssertEqual(GaussianBlur.kernel(sigma: 1), [291, 3539, 15_862, 26_152, 15_862, 3539, 291])
    }

    func testSinglePixelIsTheKernelOuterProduct() {
        for sigma in [0.8, 1.5, 3] {
            let k = GaussianBlur.kernel(sigma: sigma)
            let r = (k.count - 1) / 2
            var coverage = [UInt8](repeating: 0, count: 1)
            coverage[0] = 255
            let out = GaussianBlur.blur(Mask(x: 10, y: 20, width: 1, height: 1, coverage: coverage), sigma: sigma)
            XCTAssertEqual(out.x, 10 - r)
            XCTAssertEqual(out.y, 20 - r)
            XCTAssertEqual(out.width, 2 * r + 1)
            XCTAssertEqual(out.height, 2 * r + 1)
            for y in 0..<out.height {
                for x in 0..<out.width {
                    let expected = 255 * Double(k[x]) * Double(k[y]) / 4_294_967_296
                    XCTAssertEqual(Double(out.coverage[y * out.width + x]), expected, accuracy: 1)
                }
            }
        }
    }

    func testMassIsConservedAndResultIsSymmetric() {
        // A symmetric shape: a filled disc.
        let n = 21
        var coverage = [UInt8](repeating: 0, count: n * n)
        for y in 0..<n {
            for x in 0..<n {
                let dx = Double(x - 10), dy = Double(y - 10)
                coverage[y * n + x] = dx * dx + dy * dy <= 64 ? 255 : (dx * dx + dy * dy <= 81 ? 100 : 0)
            }
        }
        let mask = Mask(x: 0, y: 0, width: n, height: n, coverage: coverage)
        for sigma in [0.7, 2, 5.5] {
            let out = GaussianBlur.blur(mask, sigma: sigma)
            let before = coverage.reduce(0) { $0 + Int($1) }
            let after = out.coverage.reduce(0) { $0 + Int($1) }
            // Each output pixel rounds once (≤ ½ unit), and in practice the errors cancel.
            XCTAssertLessThanOrEqual(abs(after - before), out.coverage.count / 2)
            XCTAssertEqual(Double(after), Double(before), accuracy: Double(before) * 0.002)
            let w = out.width
            for y in 0..<out.height {
                for x in 0..<w {
                    let v = out.coverage[y * w + x]
                    XCTAssertEqual(v, out.coverage[y * w + (w - 1 - x)])
                    XCTAssertEqual(v, out.coverage[(out.height - 1 - y) * w + x])
                    XCTAssertEqual(v, out.coverage[x * w + y], "transpose")
                }
            }
        }
    }

    func testStepEdgeHalfPointSitsOnTheEdge() {
        // Left 40 columns covered, right 40 empty; the edge is between columns 39 and 40.
        // Tall enough that the middle row is far from the top and bottom.
        let w = 80, h = 61
        var coverage = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h { for x in 0..<40 { coverage[y * w + x] = 255 } }
        for sigma in [1.0, 2.5, 4] {
            let out = GaussianBlur.blur(Mask(x: 0, y: 0, width: w, height: h, coverage: coverage), sigma: sigma)
            let r = -out.x
            let row = (h / 2 + r) * out.width
            let left = Int(out.coverage[row + 39 + r]), right = Int(out.coverage[row + 40 + r])
            // The two pixels either side of the edge are mirror images about 50 %.
            XCTAssertEqual(left + right, 255, accuracy: 1)
            XCTAssertGreaterThan(left, 128)
            XCTAssertLessThan(right, 128)
            // Monotone falloff across the edge (away from the mask's left boundary),
            // fully covered / empty beyond the kernel radius.
            for x in (2 * r + 1)..<out.width { XCTAssertLessThanOrEqual(out.coverage[row + x], out.coverage[row + x - 1]) }
            XCTAssertEqual(out.coverage[row + 39 + r - r - 1], 255)
            XCTAssertEqual(out.coverage[row + 40 + r + r + 1], 0)
        }
    }

    func testIntegerDeterminism() {
        var coverage = [UInt8](repeating: 0, count: 13 * 7)
        var seed: UInt32 = 12_345
        for i in coverage.indices {
            seed = seed &* 1_103_515_245 &+ 12_345
            coverage[i] = UInt8(truncatingIfNeeded: seed >> 16)
        }
        let mask = Mask(x: 3, y: -2, width: 13, height: 7, coverage: coverage)
        let a = GaussianBlur.blur(mask, sigma: 1.3), b = GaussianBlur.blur(mask, sigma: 1.3)
        XCTAssertEqual(a, b)
        // FNV-1a of the output: pins the exact bytes (integer arithmetic, fixed kernel).
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for v in a.coverage { hash = (hash ^ UInt64(v)) &* 0x100_0000_01b3 }
        XCTAssertEqual(hash, Self.expectedHash)
    }

    static let expectedHash: UInt64 = 18_312_183_474_111_226_486

    func testNoBlurAndGuards() {
        let mask = Mask(x: 1, y: 2, width: 2, height: 1, coverage: [10, 20])
        XCTAssertEqual(GaussianBlur.blur(mask, sigma: 0), mask)
        XCTAssertEqual(GaussianBlur.blur(mask, sigma: -3), mask)
        XCTAssertEqual(GaussianBlur.blur(mask, sigma: .nan), mask)
        XCTAssertEqual(GaussianBlur.blur(Mask(x: 0, y: 0, width: 0, height: 0), sigma: 2).width, 0)
        XCTAssertEqual(GaussianBlur.radius(forSigma: 1e9), GaussianBlur.maxRadius)
        XCTAssertEqual(GaussianBlur.radius(forSigma: .infinity), 0)
        XCTAssertEqual(GaussianBlur.kernel(sigma: 1e9).count, 2 * GaussianBlur.maxRadius + 1)
        let capped = GaussianBlur.blur(Mask(x: 0, y: 0, width: 2, height: 1, coverage: [255, 255]), sigma: 1e9)
        XCTAssertEqual(capped.width, 2 + 2 * GaussianBlur.maxRadius)
        XCTAssertEqual(capped.height, 1 + 2 * GaussianBlur.maxRadius)
        XCTAssertEqual(capped.x, -GaussianBlur.maxRadius)
        XCTAssertEqual(GaussianBlur.kernel(sigma: 1e-6), [0, 65_536, 0])
        XCTAssertEqual(GaussianBlur.sigma(forRadius: 10), 5)
        XCTAssertEqual(GaussianBlur.sigma(forRadius: 0), 0)
        XCTAssertEqual(GaussianBlur.sigma(forRadius: -1), 0)
        // A SwiftUI shadow's radius is Core Animation's shadowRadius: the standard deviation itself.
        XCTAssertEqual(ShadowBlur.sigma(forRadius: 5), 5)
        XCTAssertEqual(ShadowBlur.sigma(forRadius: 0), 0)
        XCTAssertEqual(ShadowBlur.sigma(forRadius: .infinity), 0)
    }
}

final class ShadowBlurRunTests: XCTestCase {
    /// Masks a shadow blurs: a card with anti-aliased edges, a disc, a one-pixel line, noise.
    private func masks() -> [Mask] {
        var card = [UInt8](repeating: 255, count: 40 * 12)
        for x in 0..<40 { card[x] = 90; card[11 * 40 + x] = 200 }
        for y in 0..<12 { card[y * 40] = 30; card[y * 40 + 39] = 128 }
        var disc = [UInt8](repeating: 0, count: 17 * 17)
        for y in 0..<17 { for x in 0..<17 {
            let d = Double((x - 8) * (x - 8) + (y - 8) * (y - 8)).squareRoot()
            disc[y * 17 + x] = UInt8(max(0, min(255, (8.5 - d) * 255)))
        } }
        var noise = [UInt8](repeating: 0, count: 23 * 9)
        var seed: UInt32 = 12_345
        for i in noise.indices { seed = seed &* 1_103_515_245 &+ 12_345; noise[i] = UInt8(truncatingIfNeeded: seed >> 16) }
        return [Mask(x: 5, y: -3, width: 40, height: 12, coverage: card),
                Mask(x: 0, y: 0, width: 17, height: 17, coverage: disc),
                Mask(x: 2, y: 7, width: 30, height: 1, coverage: [UInt8](repeating: 255, count: 30)),
                Mask(x: -4, y: 1, width: 23, height: 9, coverage: noise)]
    }

    func testRunsGiveTheTapBlursBytes() {
        for mask in masks() {
            for sigma in [0.6, 2, 5.5, 15] {
                let r = ShadowBlur.reach(forSigma: sigma)
                let kernel = ShadowBlur.kernel(sigma: sigma)
                let full = PixelRect(x0: mask.x - r, y0: mask.y - r, x1: mask.x + mask.width + r, y1: mask.y + mask.height + r)
                let part = PixelRect(x0: mask.x + 3, y0: mask.y - r + 2, x1: mask.x + 11, y1: mask.y + 4)
                for region in [full, part] {
                    let window = BlurWindow(mask: mask, radius: r, region: region)
                    let taps = GaussianBlur.tapBlur(mask, kernel: kernel, radius: r, window: window)
                    let runs = GaussianBlur.runBlur(mask, kernel: kernel, radius: r, window: window)
                    XCTAssertEqual(runs, taps, "σ \(sigma), mask \(mask.width) × \(mask.height)")
                }
            }
        }
    }

    func testACardsShadowIsSymmetricAndEndsAtTwoSigma() {
        let mask = Mask(x: 0, y: 0, width: 30, height: 10, coverage: [UInt8](repeating: 255, count: 300))
        let out = ShadowBlur.blur(mask, sigma: 4, within: PixelRect(x0: -100, y0: -100, x1: 100, y1: 100))
        XCTAssertEqual(out.x, -8)
        XCTAssertEqual(out.width, 30 + 16)
        XCTAssertEqual(out.height, 10 + 16)
        for y in 0..<out.height { for x in 0..<out.width {
            XCTAssertEqual(out.coverage[y * out.width + x], out.coverage[(out.height - 1 - y) * out.width + (out.width - 1 - x)])
        } }
        // The middle of the top edge: the outermost row, 2σ = 8 px out, takes the last tap only.
        XCTAssertEqual(out.coverage[23], 4)
        XCTAssertGreaterThan(out.coverage[out.width + 23], 4)
    }
}
