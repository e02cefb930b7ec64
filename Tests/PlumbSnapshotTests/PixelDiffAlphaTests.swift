import PlumbModel
import PlumbRaster
@testable import PlumbSnapshot
import XCTest

/// Semi-transparent pixels are compared over pixelmatch 7's per-pixel background pattern, not
/// over white, so a change of alpha is a difference (`--background none` snapshots).
final class PixelDiffAlphaTests: XCTestCase {
    func solid(_ c: Color8, _ w: Int = 6, _ h: Int = 5) -> Pixmap {
        var p = Pixmap(width: w, height: h)!
        p.fill(c)
        return p
    }

    static let halfBlack = Color8(r: 0, g: 0, b: 0, a: 128)
    /// 50 % black over white, opaque: 0 + 255 − 128 = 127.
    static let grey127 = Color8(r: 127, g: 127, b: 127, a: 255)

    func testHalfBlackAndItsGreyOverWhiteDiffer() throws {
        let r = try PixelDiff.compare(solid(Self.halfBlack), solid(Self.grey127))
        XCTAssertEqual(r.differentPixels, 30, "every pixel: the alpha changed")
        XCTAssertEqual(r.antiAliasedPixels, 0)
        XCTAssertEqual(r.changedPixels, 30)
    }

    func testTransparentAndOpaqueWhiteDiffer() throws {
        let white = Color8(r: 255, g: 255, b: 255, a: 255)
        XCTAssertEqual(try PixelDiff.compare(solid(.transparent), solid(white)).differentPixels, 30)
    }

    func testBackgroundIsPixelmatchsPattern() {
        // Byte offset k = 4 × pixel index: red 48 always (k is even), green and blue 48 or 207
        // from ⌊k / φ⌋ and ⌊k / φ²⌋ being odd: pixel 0 dark grey, pixel 1 light blue only,
        // pixel 3 light green only.
        XCTAssertEqual(PixelDiff.colorDelta(.transparent, Color8(r: 48, g: 48, b: 48, a: 255), at: 0), 0)
        XCTAssertEqual(PixelDiff.colorDelta(.transparent, Color8(r: 48, g: 48, b: 207, a: 255), at: 1), 0)
        XCTAssertEqual(PixelDiff.colorDelta(.transparent, Color8(r: 48, g: 207, b: 48, a: 255), at: 3), 0)
        // Half black over the pattern at pixel 0: 48 · 127 / 255 ≈ 23.9 against 127.
        let y = (127 - 48 * 127 / 255.0) * (PixelDiff.yR + PixelDiff.yG + PixelDiff.yB)
        XCTAssertEqual(PixelDiff.colorDelta(Self.halfBlack, Self.grey127, at: 0), 0.5053 * y * y, accuracy: 1e-6)
    }

    func testEqualAlphaIsComparedAsBefore() throws {
        // Same alpha: the background cancels out, whatever it is (premultiplied difference).
        let a = Color8(r: 0, g: 0, b: 0, a: 128), b = Color8(r: 40, g: 40, b: 40, a: 128)
        for i in 0..<8 { XCTAssertEqual(PixelDiff.colorDelta(a, b, at: i), 0.5053 * 40 * 40, accuracy: 1e-3) }
        XCTAssertEqual(PixelDiff.colorDelta(a, a, at: 5), 0)
    }

    func testIdenticalSemiTransparentPixelsStayIdentical() throws {
        // Two images with the same translucent area and one opaque change elsewhere.
        var x = solid(Self.halfBlack, 12, 8), y = x
        y[10, 6] = Color8(r: 255, g: 0, b: 0, a: 255)
        x[10, 6] = Color8(r: 0, g: 0, b: 255, a: 255)
        let r = try PixelDiff.compare(x, y, options: PixelDiffOptions(makeMask: true))
        XCTAssertEqual(r.changedPixels, 1)
        XCTAssertEqual(r.differentPixels, 1)
        XCTAssertEqual(r.mask?.coverage.enumerated().filter { $0.element != 0 }.map(\.offset), [6 * 12 + 10])
    }
}
