import XCTest
@testable import PlumbRaster

/// The decimated blur (σ ≥ 8 px): region blurs equal the full blur's crop, the bytes are
/// pinned, and the cost per pixel does not grow with σ.
final class GaussianBlurDecimatedTests: XCTestCase {
    static func noise(_ w: Int, _ h: Int, seed start: UInt32) -> [UInt8] {
        var seed = start
        return (0..<(w * h)).map { _ in
            seed = seed &* 1_103_515_245 &+ 12_345
            return (seed >> 16) % 3 == 0 ? 0 : UInt8(truncatingIfNeeded: seed >> 16)
        }
    }

    func testDecimationParameters() {
        XCTAssertNil(GaussianBlurDecimation(sigma: 7.99))
        // σ = 30 (a 20 pt shadow at @3x): 7 × 7 cells, σ′ = √(900 − 4 − 8) / 7 = 4.26 → 27 taps.
        let d = GaussianBlurDecimation(sigma: 30)
        XCTAssertEqual(d?.factor, 7)
        XCTAssertEqual(d?.kernel.count, 27)
        XCTAssertEqual(GaussianBlurDecimation(sigma: 8)?.factor, 2)
        XCTAssertEqual(GaussianBlurDecimation(sigma: 256)?.factor, 64)
        // Pixel → cell and weight of the next cell (of 256). Odd d: centres on pixels 3, 10, …
        XCTAssertEqual(d.map { [$0.cell(3).index, $0.cell(3).weight] }, [0, 0])
        XCTAssertEqual(d.map { [$0.cell(4).index, $0.cell(4).weight] }, [0, 37])
        XCTAssertEqual(d.map { [$0.cell(-1).index, $0.cell(-1).weight] }, [-1, 110])
        // Even d = 2: centres between pixels 0 and 1, so pixel 1 is a quarter past cell 0's.
        let e = GaussianBlurDecimation(sigma: 9)
        XCTAssertEqual(e.map { [$0.cell(1).index, $0.cell(1).weight] }, [0, 64])
        XCTAssertEqual(e.map { [$0.cell(0).index, $0.cell(0).weight] }, [-1, 192])
    }

    func testRegionBlurEqualsTheCropOfTheFullBlur() {
        let mask = Mask(x: 5, y: -4, width: 70, height: 53, coverage: Self.noise(70, 53, seed: 99))
        for sigma in [8.0, 11, 37] {
            let r = GaussianBlur.radius(forSigma: sigma)
            let full = GaussianBlur.blur(mask, sigma: sigma)
            for region in [PixelRect(x0: 0, y0: 0, x1: 10, y1: 6), PixelRect(x0: -100, y0: -100, x1: 9, y1: 100),
                           PixelRect(x0: 20, y0: 5, x1: 21, y1: 6), PixelRect(x0: 5 - r, y0: -4 - r, x1: 500, y1: 500),
                           PixelRect(x0: 70, y0: 40, x1: 75 + r, y1: 49 + r)] {
                let part = GaussianBlur.blur(mask, sigma: sigma, within: region)
                let expected = PixelRect(x0: full.x, y0: full.y, x1: full.x + full.width, y1: full.y + full.height).intersection(region)
                XCTAssertEqual([part.x, part.y, part.width, part.height], [expected.x0, expected.y0, expected.width, expected.height])
                var mismatches = 0
                for y in expected.y0..<expected.y1 {
                    for x in expected.x0..<expected.x1 where part.value(atX: x, y: y) != full.value(atX: x, y: y) { mismatches += 1 }
                }
                XCTAssertEqual(mismatches, 0, "σ \(sigma) in \(region)")
            }
        }
    }

    func testExactBytesArePinned() {
        // Integer arithmetic throughout, kernels from IEEE basic operations: the same bytes on
        // every machine. FNV-1a of the output for two decimations (odd and even d).
        let mask = Mask(x: 3, y: -2, width: 41, height: 29, coverage: Self.noise(41, 29, seed: 4242))
        var hashes: [UInt64] = []
        for sigma in [9.5, 30] {
            let a = GaussianBlur.blur(mask, sigma: sigma)
            XCTAssertEqual(a, GaussianBlur.blur(mask, sigma: sigma))
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for v in a.coverage { hash = (hash ^ UInt64(v)) &* 0x100_0000_01b3 }
            hashes.append(hash)
        }
        XCTAssertEqual(hashes, Self.expectedHashes)
    }

    static let expectedHashes: [UInt64] = [8_542_420_640_303_274_701, 6_076_855_681_039_537_747]

    func testCostPerPixelDoesNotGrowWithSigma() {
        let mask = Mask(x: 0, y: 0, width: 1000, height: 1000)
        let everywhere = PixelRect(x0: -1000, y0: -1000, x1: 3000, y1: 3000)
        // σ = 30 (7 × 7 cells): 1,000,000 source pixels summed, 27 taps × 171 blurred cells ×
        // (143 source + 171 blurred cell rows), 1,180 row blends of 171 cells, 2 × 1180² taps.
        XCTAssertEqual(GaussianBlur.cost(mask, sigma: 30, within: everywhere), 5_436_318)
        var perPixel: [Double] = []
        for sigma in [8.0, 10, 15, 30, 60, 120, 256] {
            let side = 1000 + 2 * GaussianBlur.radius(forSigma: sigma)
            perPixel.append(Double(GaussianBlur.cost(mask, sigma: sigma, within: everywhere)) / Double(side * side))
        }
        // Bounded (≤ 20 operations per output pixel: σ = 10 has 2 × 2 cells and 31 taps), and
        // falling as the cells grow: σ = 30, 60, 120, 256 cost 3.9, 2.8, 2.4, 2.2.
        XCTAssertLessThanOrEqual(perPixel.max() ?? .infinity, 20)
        XCTAssertEqual(Array(perPixel[3...]), perPixel[3...].sorted(by: >))
        XCTAssertLessThan(perPixel[3], 4)
        XCTAssertLessThan(GaussianBlur.cost(mask, sigma: 60, within: everywhere), GaussianBlur.cost(mask, sigma: 10, within: everywhere))
        // The tap kernel below σ = 8 px: at most 49 taps per pixel and pass.
        XCTAssertEqual(GaussianBlur.cost(mask, sigma: 7.9, within: everywhere), 49 * 1048 * (1000 + 1048))
    }
}
