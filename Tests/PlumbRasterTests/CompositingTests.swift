import XCTest
@testable import PlumbRaster

final class CompositingTests: XCTestCase {
    func testDiv255IsExactlyRoundedForAllProducts() {
        for x in UInt32(0)...65_025 {
            // round(x / 255), halves up, in integers.
            XCTAssertEqual(Compositing.div255(x), (2 * x + 255) / 510, "x = \(x)")
        }
    }

    func testOpaqueSourceFullyCoveredGivesSourceBytes() {
        let sources = [Color8(r: 255, g: 0, b: 0, a: 255), Color8(r: 1, g: 2, b: 3, a: 255), Color8(r: 128, g: 77, b: 254, a: 255)]
        let dests = [Color8.transparent, Color8(r: 255, g: 255, b: 255, a: 255), Color8(r: 10, g: 20, b: 30, a: 40)]
        for s in sources {
            for d in dests {
                XCTAssertEqual(Compositing.sourceOver(s, coverage: 255, onto: d), s)
            }
        }
    }

    func testZeroCoverageLeavesDestination() {
        let d = Color8(r: 10, g: 20, b: 30, a: 40)
        XCTAssertEqual(Compositing.sourceOver(Color8(r: 200, g: 100, b: 50, a: 255), coverage: 0, onto: d), d)
        XCTAssertEqual(Compositing.sourceOver(.transparent, coverage: 255, onto: d), d)
    }

    func testHalfRedOverOpaqueBlue() {
        let red = Color8(straightR: 1, g: 0, b: 0, a: 0.5)
        XCTAssertEqual(red, Color8(r: 128, g: 0, b: 0, a: 128))
        // r = 128; b = div255(255 · 127) = 127; a = 128 + 127.
        XCTAssertEqual(Compositing.sourceOver(red, onto: Color8(r: 0, g: 0, b: 255, a: 255)),
                       Color8(r: 128, g: 0, b: 127, a: 255))
    }

    func testPartialCoverage() {
        // s' = div255(255 · 191) = 191 each channel; d = s' + div255(d · 64).
        XCTAssertEqual(Compositing.sourceOver(Color8(r: 255, g: 255, b: 255, a: 255), coverage: 191,
                                              onto: Color8(r: 0, g: 100, b: 0, a: 255)),
                       Color8(r: 191, g: 191 + 25, b: 191, a: 255))
    }
}
