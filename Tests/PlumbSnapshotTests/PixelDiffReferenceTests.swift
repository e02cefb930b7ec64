import PlumbModel
import PlumbRaster
@testable import PlumbSnapshot
import XCTest

/// The fast scan (`PixelDiffScan`: chunk skipping, per-cell region updates, the reused
/// distance, the equal-neighbour shortcut before the anti-aliasing detector) against a
/// straightforward per-pixel port of pixelmatch on seeded random pairs: every count, region,
/// mask byte and diff-image byte must be equal.
final class PixelDiffReferenceTests: XCTestCase {
    /// A small deterministic generator (a 64-bit LCG, high bits).
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
    }

    // MARK: - Reference (one pixel at a time, as pixelmatch's loop)

    struct Reference {
        var different = 0, antiAliased = 0, changed = 0
        var mask: [UInt8]
        var image: [UInt8]
        var regions: [PixelDiffRegion]
    }

    /// Brightness of `p` minus `q`, both premultiplied and blended over the background of pixel
    /// `index` when their alphas differ.
    static func brightness(_ p: Color8, _ q: Color8, index: Int) -> Double {
        if p == q { return 0 }
        var dr = Double(Int(p.r) - Int(q.r)), dg = Double(Int(p.g) - Int(q.g)), db = Double(Int(p.b) - Int(q.b))
        if p.a != q.a {
            let da = Double(Int(p.a) - Int(q.a)) / 255
            let k = index * 4
            dr -= (k % 2 == 0 ? 48.0 : 207.0) * da
            dg -= (Int(Double(k) / 1.618033988749895) % 2 == 0 ? 48.0 : 207.0) * da
            db -= (Int(Double(k) / 2.618033988749895) % 2 == 0 ? 48.0 : 207.0) * da
        }
        return dr * PixelDiff.yR + dg * PixelDiff.yG + db * PixelDiff.yB
    }

    static func manySiblings(_ img: Pixmap, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, img.width - 1), y2 = min(y1 + 1, img.height - 1)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where (x != x1 || y != y1) && img[x, y] == img[x1, y1] {
                zeroes += 1
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    static func antialiased(_ img: Pixmap, _ x1: Int, _ y1: Int, _ other: Pixmap) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, img.width - 1), y2 = min(y1 + 1, img.height - 1)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = brightness(img[x1, y1], img[x, y], index: y1 * img.width + x1)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < darkest {
                    darkest = delta; minX = x; minY = y
                } else if delta > brightest {
                    brightest = delta; maxX = x; maxY = y
                }
            }
        }
        if darkest == 0 || brightest == 0 { return false }
        return (manySiblings(img, minX, minY) && manySiblings(other, minX, minY))
            || (manySiblings(img, maxX, maxY) && manySiblings(other, maxX, maxY))
    }

    static func reference(_ a: Pixmap, _ b: Pixmap, _ options: PixelDiffOptions) -> Reference {
        let w = a.width, h = a.height
        let maxDelta = PixelDiff.maxYIQDelta * options.threshold * options.threshold
        var r = Reference(mask: [UInt8](repeating: 0, count: w * h), image: PixelDiff.fadedCopy(a, alpha: options.alpha).data, regions: [])
        var grid = PixelDiffGrid(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let pa = a[x, y], pb = b[x, y]
                if pa == pb { continue }
                r.changed += 1
                guard PixelDiff.colorDelta(pa, pb, at: y * w + x) > maxDelta else { continue }
                let aa = !options.includeAntiAliasing && (antialiased(a, x, y, b) || antialiased(b, x, y, a))
                let c = aa ? options.aaColor : options.diffColor
                if aa {
                    r.antiAliased += 1
                } else {
                    r.different += 1
                    grid.add(x: x, y: y)
                }
                r.mask[y * w + x] = aa ? 127 : 255
                r.image.replaceSubrange((y * w + x) * 4..<(y * w + x) * 4 + 4, with: [c.r, c.g, c.b, c.a])
            }
        }
        r.regions = grid.regions(maxRegions: options.maxRegions)
        return r
    }

    // MARK: - Random pairs

    /// Flat rectangles of a few colours (some translucent) with blended edge pixels, like a
    /// rendered UI: flat areas, anti-aliased edges and hard edges.
    static func image(_ rng: inout Random, width w: Int, height h: Int, palette: [Color8]) -> Pixmap {
        var p = Pixmap(width: w, height: h)!
        p.fill(palette[0])
        for _ in 0..<(1 + rng.below(6)) {
            let x0 = rng.below(w), y0 = rng.below(h)
            let x1 = min(w, x0 + 1 + rng.below(w)), y1 = min(h, y0 + 1 + rng.below(h))
            let c = palette[rng.below(palette.count)]
            for y in y0..<y1 { for x in x0..<x1 { p[x, y] = c } }
            // Half the rectangles get an anti-aliased right edge: a blend with what is beside it;
            // half an anti-aliased bottom edge: one blend along the row (an edge at a fractional y).
            if rng.below(2) == 0 && x1 < w {
                for y in y0..<y1 { p[x1, y] = blend(c, p[x1, y], rng.byte()) }
            }
            if rng.below(2) == 0 && y1 < h {
                let t = rng.byte()
                for x in x0..<x1 { p[x, y1] = blend(c, p[x, y1], t) }
            }
        }
        return p
    }

    static func blend(_ a: Color8, _ b: Color8, _ t: UInt8) -> Color8 {
        let s = Int(t)
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 {
            let sum: Int = Int(x) * s + Int(y) * (255 - s) + 127
            return UInt8(sum / 255)
        }
        return Color8(r: mix(a.r, b.r), g: mix(a.g, b.g), b: mix(a.b, b.b), a: mix(a.a, b.a))
    }

    /// `a` changed the ways a regression changes a screenshot: a block recoloured, edge pixels
    /// moved (a subpixel shift), scattered small and large changes, a colour replaced
    /// everywhere, alpha changes.
    static func changed(_ a: Pixmap, _ rng: inout Random, palette: [Color8]) -> Pixmap {
        var b = a
        let w = a.width, h = a.height
        for _ in 0..<(1 + rng.below(4)) {
            switch rng.below(5) {
            case 0:
                let x0 = rng.below(w), y0 = rng.below(h), c = palette[rng.below(palette.count)]
                for y in y0..<min(h, y0 + 1 + rng.below(9)) { for x in x0..<min(w, x0 + 1 + rng.below(17)) { b[x, y] = c } }
            case 1:
                // An edge moved by a subpixel: a column of blends, or a row blended evenly.
                if rng.below(2) == 0 {
                    let x = rng.below(w)
                    for y in 0..<h where x + 1 < w { b[x, y] = blend(a[x, y], a[x + 1, y], rng.byte()) }
                } else {
                    let y = rng.below(h), t = rng.byte()
                    for x in 0..<w where y + 1 < h { b[x, y] = blend(a[x, y], a[x, y + 1], t) }
                }
            case 2:
                for _ in 0..<(1 + rng.below(w * h / 4 + 1)) {
                    let x = rng.below(w), y = rng.below(h), p = b[x, y]
                    let d = rng.below(2) == 0 ? 3 + rng.below(40) : rng.below(256)
                    let v = UInt8(clamping: Int(p.g) + (rng.below(2) == 0 ? d : -d))
                    b[x, y] = Color8(r: p.r, g: min(v, p.a), b: p.b, a: p.a)
                }
            case 3:
                // A theme change: every pixel of one colour becomes another (large flat areas).
                let from = a[rng.below(w), rng.below(h)], to = palette[rng.below(palette.count)]
                for y in 0..<h { for x in 0..<w where a[x, y] == from { b[x, y] = to } }
            default:
                let x = rng.below(w), y = rng.below(h), p = b[x, y], alpha = max(rng.byte(), max(p.r, p.g, p.b))
                b[x, y] = Color8(r: p.r, g: p.g, b: p.b, a: alpha)
            }
        }
        return b
    }

    static func palette(_ rng: inout Random) -> [Color8] {
        (0..<(2 + rng.below(4))).map { i in
            // Premultiplied: channels at most alpha. Mostly opaque, some translucent.
            let a: UInt8 = i == 0 || rng.below(3) > 0 ? 255 : rng.byte()
            func channel() -> UInt8 { UInt8(Int(rng.byte()) * Int(a) / 255) }
            return Color8(r: channel(), g: channel(), b: channel(), a: a)
        }
    }

    func check(_ a: Pixmap, _ b: Pixmap, _ options: PixelDiffOptions, _ label: String) throws {
        let fast = try PixelDiff.compare(a, b, options: options)
        let ref = Self.reference(a, b, options)
        XCTAssertEqual(fast.differentPixels, ref.different, label)
        XCTAssertEqual(fast.antiAliasedPixels, ref.antiAliased, label)
        XCTAssertEqual(fast.changedPixels, ref.changed, label)
        XCTAssertEqual(fast.regions, ref.regions, label)
        XCTAssertEqual(fast.mask?.coverage, ref.mask, label)
        XCTAssertEqual(fast.diffImage?.data, ref.image, label)
    }

    func testFastScanEqualsReferenceOnRandomPairs() throws {
        var rng = Random(state: 0x5EED_0014)
        let widths = [1, 2, 3, 7, 8, 9, 15, 16, 17, 24, 31, 33, 64]
        var pairs = 0, antiAliased = 0, counted = 0
        for n in 0..<400 {
            let w = widths[n % widths.count], h = 1 + rng.below(24)
            let colours = Self.palette(&rng)
            let a = Self.image(&rng, width: w, height: h, palette: colours)
            let b = Self.changed(a, &rng, palette: colours)
            let threshold = [0.1, 0.1, 0, 0.05, 0.3][rng.below(5)]
            let options = PixelDiffOptions(threshold: threshold, includeAntiAliasing: rng.below(4) == 0,
                                           makeDiffImage: true, makeMask: true, maxRegions: 1 + rng.below(20))
            try check(a, b, options, "pair \(n): \(w)×\(h), threshold \(threshold)")
            let r = try PixelDiff.compare(a, b, options: options)
            pairs += 1; antiAliased += r.antiAliasedPixels; counted += r.differentPixels
        }
        // The pairs exercise both verdicts, not just one (totals of this seed).
        XCTAssertEqual(pairs, 400)
        XCTAssertEqual(antiAliased, 527)
        XCTAssertEqual(counted, 16473)
    }

    func testFastScanEqualsReferenceOnLargerPairs() throws {
        // Long flat runs (the reused distance) and many 8-pixel chunks, counts only and with outputs.
        var rng = Random(state: 42)
        for n in 0..<6 {
            let colours = Self.palette(&rng)
            let a = Self.image(&rng, width: 203, height: 97, palette: colours)
            let b = Self.changed(a, &rng, palette: colours)
            try check(a, b, PixelDiffOptions(makeDiffImage: true, makeMask: true), "large pair \(n)")
            let counts = try PixelDiff.compare(a, b)
            let ref = Self.reference(a, b, PixelDiffOptions())
            XCTAssertEqual(counts.differentPixels, ref.different)
            XCTAssertEqual(counts.regions, ref.regions)
        }
    }
}
