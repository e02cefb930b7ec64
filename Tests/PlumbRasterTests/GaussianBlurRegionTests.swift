import PlumbRaster
import XCTest

/// A blur restricted to a region gives exactly the full blur's bytes there, for the cost of
/// the region only.
final class GaussianBlurRegionTests: XCTestCase {
    func testRegionBlurEqualsTheCropOfTheFullBlur() {
        var coverage = [UInt8](repeating: 0, count: 23 * 17)
        var seed: UInt32 = 777
        for i in coverage.indices {
            seed = seed &* 1_103_515_245 &+ 12_345
            coverage[i] = (seed >> 16) % 3 == 0 ? 0 : UInt8(truncatingIfNeeded: seed >> 16)
        }
        let mask = Mask(x: 5, y: -4, width: 23, height: 17, coverage: coverage)
        let sigma = 2.2, r = GaussianBlur.radius(forSigma: sigma)
        let full = GaussianBlur.blur(mask, sigma: sigma)
        for region in [PixelRect(x0: 0, y0: 0, x1: 10, y1: 6), PixelRect(x0: -100, y0: -100, x1: 9, y1: 100),
                       PixelRect(x0: 20, y0: 5, x1: 21, y1: 6), PixelRect(x0: 5 - r, y0: -4 - r, x1: 500, y1: 500)] {
            let part = GaussianBlur.blur(mask, sigma: sigma, within: region)
            let expected = PixelRect(x0: full.x, y0: full.y, x1: full.x + full.width, y1: full.y + full.height).intersection(region)
            XCTAssertEqual([part.x, part.y, part.width, part.height], [expected.x0, expected.y0, expected.width, expected.height])
            for y in expected.y0..<expected.y1 {
                for x in expected.x0..<expected.x1 {
                    XCTAssertEqual(part.value(atX: x, y: y), full.value(atX: x, y: y), "(\(x), \(y)) in \(region)")
                }
            }
        }
        XCTAssertEqual(GaussianBlur.blur(mask, sigma: sigma, within: PixelRect(x0: 1000, y0: 0, x1: 1010, y1: 5)).width, 0)
    }

    func testTapCostIsTapsTimesBothPassesOfTheRegion() {
        let mask = Mask(x: 0, y: 0, width: 1000, height: 1000)
        let sigma = 5.0   // r = 15, 31 taps (the tap kernel: σ < 8 px)
        // Region 10 × 10 inside: 10 output rows need 10 + 2r source rows.
        XCTAssertEqual(GaussianBlur.cost(mask, sigma: sigma, within: PixelRect(x0: 500, y0: 500, x1: 510, y1: 510)),
                       31 * 10 * ((10 + 30) + 10))
        XCTAssertEqual(GaussianBlur.cost(mask, sigma: sigma, within: .empty), 0)
        XCTAssertEqual(GaussianBlur.cost(mask, sigma: 0, within: PixelRect(x0: 0, y0: 0, x1: 5, y1: 5)), 0)
    }
}
