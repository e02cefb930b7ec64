import Foundation
import XCTest
@testable import PlumbRaster

/// The blur against the true Gaussian (Double, unquantised) on the inputs where box-like
/// approximations do worst: straight edges and square corners, thin lines, a single pixel, the
/// 0/255 checkerboard and a card-like rounded rectangle, for σ from 0.5 to 100 px.
final class GaussianBlurAccuracyTests: XCTestCase {
    /// (Swept to the 256 px cap in a release build too — worst 1.4/255 at σ = 200; the suite
    /// stops at 100 px to stay quick in debug builds.)
    static let sigmas = [0.5, 1, 2.5, 5, 7.9, 8, 9.5, 12, 15.5, 17, 23, 30, 45, 64, 100]
    /// The promise: every output byte within 2/255 of the exact Gaussian's value.
    static let bound = 2.0

    func testEdgesAndCornersOfAFilledRectangle() {
        for sigma in Self.sigmas {
            // Wider than the kernel so the corner sees a full quarter plane and the edges a half.
            let side = Int(6 * sigma) + 8, r = GaussianBlur.radius(forSigma: sigma)
            let mask = Mask(x: 3, y: -5, width: side, height: side, coverage: [UInt8](repeating: 255, count: side * side))
            // The top-left quadrant of the grown blur: a corner and two edges (symmetry gives the rest).
            let region = PixelRect(x0: 3 - r, y0: -5 - r, x1: 3 + side / 2, y1: -5 + side / 2)
            let ones = [Double](repeating: 1, count: side)
            let reference = GaussianBlurReference.separable([(ones, ones, 255)], sigma: sigma)
            let worst = GaussianBlurReference.maxError(GaussianBlur.blur(mask, sigma: sigma, within: region),
                                                       reference, of: mask, sigma: sigma)
            XCTAssertLessThanOrEqual(worst.error, Self.bound, "σ \(sigma) at (\(worst.x), \(worst.y))")
        }
    }

    func testThinLineSinglePixelAndCheckerboard() {
        for sigma in Self.sigmas where sigma <= 64 {
            let long = Int(6 * sigma) + 4
            // A 1-pixel vertical line.
            let line = Mask(x: 0, y: 0, width: 1, height: long, coverage: [UInt8](repeating: 255, count: long))
            let lineReference = GaussianBlurReference.separable([([1], [Double](repeating: 1, count: long), 255)], sigma: sigma)
            let lineError = GaussianBlurReference.maxError(GaussianBlur.blur(line, sigma: sigma), lineReference, of: line, sigma: sigma)
            XCTAssertLessThanOrEqual(lineError.error, Self.bound, "line σ \(sigma)")
            // One pixel.
            let dot = Mask(x: 7, y: 9, width: 1, height: 1, coverage: [255])
            let dotError = GaussianBlurReference.maxError(GaussianBlur.blur(dot, sigma: sigma),
                                                          GaussianBlurReference.separable([([1], [1], 255)], sigma: sigma),
                                                          of: dot, sigma: sigma)
            XCTAssertLessThanOrEqual(dotError.error, Self.bound, "pixel σ \(sigma)")
            // The 0/255 checkerboard = 127.5 · (1 − s(x)s(y)), s = (−1)^x: two separable terms.
            let n = min(long, 240)
            var board = [UInt8](repeating: 0, count: n * n)
            for y in 0..<n { for x in 0..<n where (x + y) % 2 == 1 { board[y * n + x] = 255 } }
            let checker = Mask(x: -2, y: 1, width: n, height: n, coverage: board)
            let ones = [Double](repeating: 1, count: n), alternating = (0..<n).map { $0 % 2 == 0 ? 1.0 : -1 }
            let boardReference = GaussianBlurReference.separable([(ones, ones, 127.5), (alternating, alternating, -127.5)], sigma: sigma)
            let boardError = GaussianBlurReference.maxError(GaussianBlur.blur(checker, sigma: sigma), boardReference,
                                                            of: checker, sigma: sigma)
            XCTAssertLessThanOrEqual(boardError.error, Self.bound, "checkerboard σ \(sigma) at (\(boardError.x), \(boardError.y))")
        }
    }

    func testCardShadowOfARoundedRectangle() {
        // A 20 pt card at @3x is larger; this keeps the O(r) reference quick: 90 × 60 px, 18 px corners.
        let w = 90, h = 60, radius = 18.0
        var coverage = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                // 4 × 4 samples per pixel against the rounded rectangle (w × h, corners `radius`).
                var inside = 0
                for sy in 0..<4 {
                    for sx in 0..<4 {
                        let px = Double(x) + (Double(sx) + 0.5) / 4, py = Double(y) + (Double(sy) + 0.5) / 4
                        let cx = min(max(px, radius), Double(w) - radius), cy = min(max(py, radius), Double(h) - radius)
                        if (px - cx) * (px - cx) + (py - cy) * (py - cy) <= radius * radius { inside += 1 }
                    }
                }
                coverage[y * w + x] = UInt8((inside * 255 + 8) / 16)
            }
        }
        let card = Mask(x: 0, y: 0, width: w, height: h, coverage: coverage)
        for sigma in [4.0, 8, 11, 19.5, 30] {
            let worst = GaussianBlurReference.maxError(GaussianBlur.blur(card, sigma: sigma),
                                                       GaussianBlurReference.general(card, sigma: sigma), of: card, sigma: sigma)
            XCTAssertLessThanOrEqual(worst.error, Self.bound, "σ \(sigma) at (\(worst.x), \(worst.y))")
        }
    }
}
