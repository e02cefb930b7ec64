import PlumbModel
import PlumbRaster
@testable import PlumbSnapshot
import XCTest

final class PixelDiffTests: XCTestCase {
    static let grey205 = Color8(r: 205, g: 205, b: 205, a: 255)
    static let black = Color8(r: 0, g: 0, b: 0, a: 255)
    static let white = Color8(r: 255, g: 255, b: 255, a: 255)

    func solid(_ w: Int, _ h: Int, _ c: Color8) -> Pixmap {
        var p = Pixmap(width: w, height: h)!
        p.fill(c)
        return p
    }

    func grey(_ v: UInt8) -> Color8 { Color8(r: v, g: v, b: v, a: 255) }

    /// 12 × 8: columns 0–5 grey 205, column 6 the anti-aliased edge pixel `edge`, 7–11 black:
    /// a black shape's left edge at x = 6 + (1 − edge/205)… i.e. a subpixel position.
    func edgeImage(edge: UInt8) -> Pixmap {
        var p = Pixmap(width: 12, height: 8)!
        for y in 0..<8 {
            for x in 0..<12 { p[x, y] = x < 6 ? Self.grey205 : x == 6 ? grey(edge) : Self.black }
        }
        return p
    }

    // MARK: - Metric

    func testColorDeltaExtremes() {
        // Black against white is 0.5053 · 255² (only Y differs)…
        XCTAssertEqual(PixelDiff.colorDelta(Self.black, Self.white), 32857.13, accuracy: 0.01)
        // …the maximum, 35215, is red against cyan.
        let red = Color8(r: 255, g: 0, b: 0, a: 255), cyan = Color8(r: 0, g: 255, b: 255, a: 255)
        XCTAssertEqual(PixelDiff.colorDelta(red, cyan), 35214.75, accuracy: 0.01)
        XCTAssertEqual(PixelDiff.colorDelta(red, cyan).rounded(), PixelDiff.maxYIQDelta)
        XCTAssertEqual(PixelDiff.colorDelta(cyan, red), PixelDiff.colorDelta(red, cyan))
        XCTAssertEqual(PixelDiff.colorDelta(red, red), 0)
    }

    func testTranslucentIsNotBlendedOverWhite() {
        // Over white, transparent would equal white and 50 % black opaque grey 127; over
        // pixelmatch 7's background (48, 48, 48 at pixel 0) they differ (PixelDiffAlphaTests).
        XCTAssertEqual(PixelDiff.colorDelta(.transparent, Self.white), 0.5053 * 207 * 207, accuracy: 0.01)
        XCTAssertGreaterThan(PixelDiff.colorDelta(Color8(r: 0, g: 0, b: 0, a: 128), grey(127)), PixelDiff.maxYIQDelta * 0.01)
        XCTAssertEqual(PixelDiff.colorDelta(.transparent, Self.black), 0.5053 * 48 * 48, accuracy: 0.01)
    }

    // MARK: - Counting

    func testIdenticalImagesHaveNoDifferences() throws {
        let a = edgeImage(edge: 128)
        let r = try PixelDiff.compare(a, a, options: PixelDiffOptions(makeDiffImage: true, makeMask: true))
        XCTAssertEqual(r.differentPixels, 0)
        XCTAssertEqual(r.antiAliasedPixels, 0)
        XCTAssertEqual(r.totalPixels, 96)
        XCTAssertEqual(r.regions, [])
        XCTAssertTrue(r.isIdentical)
        XCTAssertEqual(r.summary, "identical")
        XCTAssertEqual(r.mask?.coverage, [UInt8](repeating: 0, count: 96))
        XCTAssertEqual(r.diffImage?[2, 3], grey(250))  // 255 + 0.1 · (205 − 255)
        XCTAssertEqual(r.diffImage?[9, 3], grey(230))  // 255 − 0.1 · 255 = 229.5, rounded
    }

    func testOneStronglyChangedPixel() throws {
        let a = solid(10, 10, Self.grey205)
        var b = a
        b[3, 4] = Self.black
        let r = try PixelDiff.compare(a, b, options: PixelDiffOptions())
        XCTAssertEqual(r.differentPixels, 1)
        XCTAssertEqual(r.antiAliasedPixels, 0)
        XCTAssertEqual(r.regions, [PixelDiffRegion(x: 3, y: 4, width: 1, height: 1, pixelCount: 1)])
        XCTAssertEqual(r.ratio, 0.01)
        XCTAssertEqual(r.summary, "1 px differ (1.0 %) in 1 region: 3,4 1×1")
    }

    func testChangeUnderThresholdIsIgnored() throws {
        let a = solid(10, 10, Self.grey205)
        var b = a
        b[5, 5] = Color8(r: 208, g: 205, b: 205, a: 255)  // delta ≈ 3.2, limit 352
        XCTAssertEqual(try PixelDiff.compare(a, b, options: PixelDiffOptions()).differentPixels, 0)
        // With threshold 0 any change counts.
        XCTAssertEqual(try PixelDiff.compare(a, b, options: PixelDiffOptions(threshold: 0)).differentPixels, 1)
        // Threshold 0.1 means delta > 352.15: grey 205 → 232 (ΔY 27, delta 368) counts, → 231 (341.6) does not.
        b[5, 5] = grey(232)
        XCTAssertEqual(try PixelDiff.compare(a, b, options: PixelDiffOptions()).differentPixels, 1)
        b[5, 5] = grey(231)
        XCTAssertEqual(try PixelDiff.compare(a, b, options: PixelDiffOptions()).differentPixels, 0)
    }

    func testSubpixelEdgeShiftIsAntiAliasing() throws {
        // The shape's edge moves by a quarter pixel: only the edge column changes (128 → 64).
        let a = edgeImage(edge: 128), b = edgeImage(edge: 64)
        let r = try PixelDiff.compare(a, b, options: PixelDiffOptions(makeMask: true))
        XCTAssertEqual(r.differentPixels, 0)
        XCTAssertEqual(r.antiAliasedPixels, 8)
        XCTAssertEqual(r.regions, [])
        XCTAssertEqual(r.mask?.value(atX: 6, y: 3), 127)
        XCTAssertEqual(r.mask?.value(atX: 5, y: 3), 0)
        XCTAssertEqual(r.summary, "identical (8 anti-aliased px ignored)")

        let counted = try PixelDiff.compare(a, b, options: PixelDiffOptions(includeAntiAliasing: true, makeMask: true))
        XCTAssertEqual(counted.differentPixels, 8)
        XCTAssertEqual(counted.antiAliasedPixels, 0)
        XCTAssertEqual(counted.regions, [PixelDiffRegion(x: 6, y: 0, width: 1, height: 8, pixelCount: 8)])
        XCTAssertEqual(counted.mask?.value(atX: 6, y: 3), 255)
    }

    func testAntiAliasingIsDetectedInEitherImage() throws {
        // In A the edge pixel equals its right neighbours (a hard edge); in B it is a blend.
        // A alone sees no AA (3 equal siblings), B does: the pixel is still anti-aliasing.
        let a = edgeImage(edge: 0), b = edgeImage(edge: 100)
        let ab = try PixelDiff.compare(a, b, options: PixelDiffOptions())
        let ba = try PixelDiff.compare(b, a, options: PixelDiffOptions())
        XCTAssertEqual(ab.antiAliasedPixels, 8)
        XCTAssertEqual(ab.differentPixels, 0)
        XCTAssertEqual(ba.antiAliasedPixels, 8)
        XCTAssertEqual(ba.differentPixels, 0)
    }

    func testEdgeOverNonFlatBackgroundIsNotAntiAliasing() throws {
        // No flat area beside the changed pixel (every neighbour distinct): a real change.
        var a = Pixmap(width: 5, height: 5)!
        for y in 0..<5 { for x in 0..<5 { a[x, y] = grey(UInt8(20 + 40 * x + 7 * y)) } }
        var b = a
        b[2, 2] = grey(0)
        let r = try PixelDiff.compare(a, b, options: PixelDiffOptions())
        XCTAssertEqual(r.differentPixels, 1)
        XCTAssertEqual(r.antiAliasedPixels, 0)
    }

    func testOddWidthsAndLastColumnAndOutputsAgree() throws {
        // The scan skips pixel pairs two at a time: changes in the last column of an odd-width
        // row, and rows whose only change is there, must still be seen.
        var rng: UInt64 = 12345
        func next() -> UInt8 { rng = rng &* 6364136223846793005 &+ 1442695040888963407; return UInt8(truncatingIfNeeded: rng >> 56) }
        for w in [1, 2, 3, 7, 33] {
            let a = solid(w, 9, Self.grey205)
            var b = a
            b[w - 1, 0] = Self.black
            for y in stride(from: 2, to: 9, by: 3) { b[Int(next()) % w, y] = Color8(r: next(), g: next(), b: 0, a: 255) }
            let r = try PixelDiff.compare(a, b, options: PixelDiffOptions(threshold: 0, makeDiffImage: true, makeMask: true))
            let mask = try XCTUnwrap(r.mask), image = try XCTUnwrap(r.diffImage)
            XCTAssertEqual(mask.value(atX: w - 1, y: 0), 255)
            XCTAssertEqual(mask.coverage.filter { $0 == 255 }.count, r.differentPixels)
            XCTAssertEqual(mask.coverage.filter { $0 == 127 }.count, r.antiAliasedPixels)
            var red = 0
            for y in 0..<9 { for x in 0..<w where image[x, y] == Color8(r: 255, g: 0, b: 0, a: 255) { red += 1 } }
            XCTAssertEqual(red, r.differentPixels)
            // Threshold 0: every changed opaque pixel is over it.
            let changed = (0..<(w * 9)).filter { a.data[$0 * 4..<$0 * 4 + 4] != b.data[$0 * 4..<$0 * 4 + 4] }.count
            XCTAssertEqual(r.differentPixels + r.antiAliasedPixels, changed)
            XCTAssertEqual(r.differentPixels, changed)
        }
    }

    // MARK: - Diff image

    func testDiffImageColours() throws {
        let a = edgeImage(edge: 128)
        var b = edgeImage(edge: 64)
        b[1, 1] = Color8(r: 0, g: 0, b: 255, a: 255)
        let r = try PixelDiff.compare(a, b, options: PixelDiffOptions(makeDiffImage: true))
        XCTAssertEqual(r.differentPixels, 1)
        XCTAssertEqual(r.antiAliasedPixels, 8)
        let img = try XCTUnwrap(r.diffImage)
        XCTAssertEqual(img[1, 1], Color8(r: 255, g: 0, b: 0, a: 255))    // changed: red
        XCTAssertEqual(img[6, 5], Color8(r: 255, g: 255, b: 0, a: 255))  // AA: yellow
        XCTAssertEqual(img[3, 5], grey(250))                              // 205 faded: 255 − 0.1 · 50
        XCTAssertEqual(img[10, 0], grey(230))                             // black faded

        // Colours and fade are options; translucent pixels fade by their alpha too.
        var t = solid(4, 4, Color8(r: 0, g: 0, b: 0, a: 128))
        let u = t
        t[0, 0] = Self.white
        let custom = try PixelDiff.compare(u, t, options: PixelDiffOptions(alpha: 0.5, diffColor: Color8(r: 0, g: 0, b: 255, a: 255),
                                                                            makeDiffImage: true))
        XCTAssertEqual(custom.diffImage?[0, 0], Color8(r: 0, g: 0, b: 255, a: 255))
        XCTAssertEqual(custom.diffImage?[2, 2], grey(191))  // 255 + 0.5 · (0 − 128) = 191
    }

    // MARK: - Errors and limits

    func testSizeMismatchThrows() {
        XCTAssertThrowsError(try PixelDiff.compare(solid(10, 20, Self.white), solid(10, 21, Self.white), options: PixelDiffOptions())) { error in
            let e = error as? PlumbError
            XCTAssertNotNil(e)
            XCTAssertEqual(e?.message, "image sizes differ: 10×20 vs 10×21")
        }
        XCTAssertThrowsError(try PixelDiff.compare(solid(2, 2, Self.white), solid(2, 2, Self.white), options: PixelDiffOptions(threshold: 1.5)))
        XCTAssertThrowsError(try PixelDiff.compare(solid(2, 2, Self.white), solid(2, 2, Self.white), options: PixelDiffOptions(threshold: .nan)))
    }

    func testExceeds() throws {
        let a = solid(10, 10, Self.grey205)
        var b = a
        b[3, 4] = Self.black
        let r = try PixelDiff.compare(a, b, options: PixelDiffOptions())
        XCTAssertTrue(r.exceeds(maxPixels: 0, maxRatio: 1))
        XCTAssertTrue(r.exceeds(maxPixels: 10, maxRatio: 0.005))
        XCTAssertFalse(r.exceeds(maxPixels: 1, maxRatio: 0.01))
        let p = r.snapshotPixels { _ in ["root/hstack"] }
        XCTAssertEqual(p.differentPixels, 1)
        XCTAssertEqual(p.regions, [SnapshotResult.Region(x: 3, y: 4, width: 1, height: 1, nodes: ["root/hstack"])])
    }

    // MARK: - Regions

    func testNearbyChangesFormOneRegion() throws {
        let a = solid(64, 64, Self.white)
        var b = a
        b[10, 10] = Self.black
        b[17, 12] = Self.black   // next cell: joins
        b[50, 50] = Self.black   // far: its own region
        b[51, 50] = Self.black
        let r = try PixelDiff.compare(a, b, options: PixelDiffOptions())
        XCTAssertEqual(r.differentPixels, 4)
        XCTAssertEqual(r.regions, [PixelDiffRegion(x: 10, y: 10, width: 8, height: 3, pixelCount: 2),
                                   PixelDiffRegion(x: 50, y: 50, width: 2, height: 1, pixelCount: 2)])
    }

    func testOverlappingRegionsMerge() throws {
        // A square outline and a dot in its middle are separate groups of cells, but the dot's
        // box lies inside the outline's: one region.
        let a = solid(120, 120, Self.white)
        var b = a
        for i in 0...100 {
            b[i, 0] = Self.black; b[i, 100] = Self.black
            b[0, i] = Self.black; b[100, i] = Self.black
        }
        b[50, 50] = Self.black
        let r = try PixelDiff.compare(a, b, options: PixelDiffOptions())
        XCTAssertEqual(r.differentPixels, 401)
        XCTAssertEqual(r.regions, [PixelDiffRegion(x: 0, y: 0, width: 101, height: 101, pixelCount: 401)])

        // Touching boxes merge; boxes a pixel apart do not.
        typealias Box = PixelDiffGrid.Box
        let merged = PixelDiffGrid.mergeTouching([Box(minX: 0, minY: 0, maxX: 4, maxY: 4, pixels: 3),
                                                  Box(minX: 5, minY: 5, maxX: 9, maxY: 9, pixels: 2),
                                                  Box(minX: 11, minY: 0, maxX: 12, maxY: 1, pixels: 1)])
        XCTAssertEqual(merged.map(\.region), [PixelDiffRegion(x: 0, y: 0, width: 10, height: 10, pixelCount: 5),
                                              PixelDiffRegion(x: 11, y: 0, width: 2, height: 2, pixelCount: 1)])
    }

    func testRegionsAreSortedAndCapped() throws {
        // 30 isolated changes, 20 px apart; the one at (0,0) has 3 pixels, the rest 1.
        let a = solid(200, 60, Self.white)
        var b = a
        for k in 0..<30 { b[(k % 10) * 20, (k / 10) * 20] = Self.black }
        b[1, 0] = Self.black; b[2, 0] = Self.black
        let r = try PixelDiff.compare(a, b, options: PixelDiffOptions())
        XCTAssertEqual(r.differentPixels, 32)
        XCTAssertEqual(r.regions.count, 20)
        XCTAssertEqual(r.regions[0], PixelDiffRegion(x: 0, y: 0, width: 3, height: 1, pixelCount: 3))
        XCTAssertEqual(r.regions[1], PixelDiffRegion(x: 20, y: 0, width: 1, height: 1, pixelCount: 1))
        // Ties go top to bottom, left to right: the 20th is (180,20); the third row folds into it.
        XCTAssertEqual(r.regions[18], PixelDiffRegion(x: 160, y: 20, width: 1, height: 1, pixelCount: 1))
        XCTAssertEqual(r.regions[19], PixelDiffRegion(x: 0, y: 20, width: 181, height: 21, pixelCount: 11))
        XCTAssertEqual(r.regions.reduce(0) { $0 + $1.pixelCount }, 32)

        let few = try PixelDiff.compare(a, b, options: PixelDiffOptions(maxRegions: 1))
        XCTAssertEqual(few.regions, [PixelDiffRegion(x: 0, y: 0, width: 181, height: 41, pixelCount: 32)])
    }
}
