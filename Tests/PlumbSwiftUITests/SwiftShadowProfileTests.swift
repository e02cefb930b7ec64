import PlumbRaster
import PlumbRender
@testable import PlumbSwiftUI
import XCTest

/// `.shadow(radius:)` as Core Animation draws it, pixel for pixel, against the profile of an iOS
/// simulator reference (stadiamaps/ferrostar 918a186, `TripProgressViewTests`: a white card with
/// the default shadow, radius 12, over the map's green at 3×; docs/reference/shadows.md).
final class SwiftShadowProfileTests: XCTestCase {
    /// Green, red and blue bytes 1…80 px above the card's top edge, down the middle of the card,
    /// on the iPhone 16 Pro Max reference (the card is 127 px tall there).
    private let iosGreen = [170, 171, 172, 173, 174, 174, 175, 175, 176, 177, 178, 178, 179, 180, 181, 182, 182, 183,
                            184, 184, 185, 185, 186, 187, 187, 188, 189, 189, 189, 190, 191, 191, 192, 192, 193, 193,
                            193, 194, 194, 195, 195, 196, 196, 197, 197, 197, 197, 198, 198, 199, 199, 199, 200, 200,
                            200, 201, 201, 201, 201, 201, 201, 201, 201, 202, 202, 202, 202, 202, 202, 203, 203, 203,
                            203, 203, 203, 203, 203, 203, 203, 203]
    private let iosRed = [109, 110, 110, 111, 111, 112, 112, 112, 113, 113, 114, 114, 115, 115, 116, 116, 117, 117, 118,
                          118, 118, 119, 119, 120, 120, 120, 121, 121, 121, 122, 122, 122, 123, 123, 123, 124, 124, 124,
                          124, 125, 125, 125, 125, 126, 126, 126, 126, 127, 127, 127, 127, 127, 128, 128, 128, 128, 128,
                          128, 128, 129, 129, 129, 129, 129, 129, 129, 129, 129, 129, 130, 130, 130, 130, 130, 130, 130,
                          130, 130, 130, 130]

    private let source = """
    import SwiftUI
    #Preview {
        ZStack {
            Color(red: 130 / 255, green: 203 / 255, blue: 114 / 255)
            Color.white
                .frame(width: 300, height: 127.0 / 3)
                .shadow(radius: 12)
        }
        .frame(width: 400, height: 200)
    }
    """

    func testDefaultShadowMatchesTheIOSProfileAboveACard() throws {
        let p = try renderPreview(source, scale: 3)
        let x = 600, top = 300 - 127 / 2 - 1   // the card's 127 px centred in 600: rows 236…362
        XCTAssertEqual(previewRGB(p, x, top + 1), [255, 255, 255], "the card's first row")
        XCTAssertEqual(previewRGB(p, x, top)[1], 170, "1 px above the card")
        var exact = 0, worst = 0
        for t in 1...80 {
            let px = previewRGB(p, x, top + 1 - t)
            for (got, want) in [(px[1], iosGreen[t - 1]), (px[0], iosRed[t - 1])] {
                if got == want { exact += 1 }
                worst = max(worst, abs(got - want))
            }
        }
        // Within one level everywhere and exact in 144 of the 160 bytes (it was 1–2
        // levels dark over 20 px past the 2σ cut, with the uncut Gaussian).
        XCTAssertLessThanOrEqual(worst, 1)
        XCTAssertGreaterThanOrEqual(exact, 144, "\(exact) of 160 bytes equal iOS's")
    }

    func testShadowEndsTwoStandardDeviationsFromItsShape() throws {
        let p = try renderPreview(source, scale: 3)
        let x = 600, top = 236
        // σ = 12 pt = 36 px: the kernel stops at 72 px, so row top − 73 is the map's green.
        XCTAssertEqual(previewRGB(p, x, top - 73), [130, 203, 114])
        XCTAssertNotEqual(previewRGB(p, x, top - 60), [130, 203, 114])
    }

    func testShadowKernelStopsAtTwoSigma() {
        XCTAssertEqual(ShadowBlur.reach(forSigma: 36), 72)
        XCTAssertEqual(ShadowBlur.reach(forSigma: 15), 30)
        XCTAssertEqual(ShadowBlur.reach(forSigma: 0.4), 1)
        XCTAssertEqual(ShadowBlur.reach(forSigma: 0), 0)
        XCTAssertEqual(ShadowBlur.reach(forSigma: .nan), 0)
        let k = ShadowBlur.kernel(sigma: 36)
        XCTAssertEqual(k.count, 145)
        XCTAssertEqual(k.reduce(0, +), 65_536)
        XCTAssertEqual(ShadowBlur.sigma(forRadius: 12), 12)
        XCTAssertEqual(ShadowBlur.sigma(forRadius: -1), 0)
    }
}
