#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import PlumbModel
import PlumbRaster

/// Pixel comparison of two same-sized images with pixelmatch's method (mapbox/pixelmatch):
///
/// - Colour distance: the squared distance in the YIQ colour space after Kotsarenko and Ramos,
///   `0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ²`. A pixel differs when the distance exceeds
///   `35215 · threshold²`, 35215 being the largest distance any two colours have (pure red
///   against cyan; black against white is 32857).
/// - Transparency (pixelmatch 7): when either pixel is translucent, both are blended over a
///   background that varies from pixel to pixel, so that a change of alpha is a difference
///   (over plain white, 50 % black and opaque grey 127 would look the same). The background
///   channel is 48 or 207, chosen by byte offset k = 4 × pixel index: red by k mod 2 (always
///   48, k being even), green by ⌊k / φ⌋ mod 2 and blue by ⌊k / φ²⌋ mod 2 — pixelmatch's
///   pattern, so both flag the same pixels. Plumb's pixmaps are premultiplied (`p = c·α`), so
///   the blended difference is `(p₁ − p₂) − bg·(a₁ − a₂)/255`: no unpremultiplying. With equal
///   alphas (every opaque pair) the background cancels and it is the integer `p₁ − p₂`.
///   (pixelmatch on a decoded PNG sees the straight bytes, which were rounded once on the way
///   in; for translucent pixels the two can differ by under one level per channel. Opaque
///   pixels, the usual screenshot, are bit-for-bit the same input.)
/// - Anti-aliasing (Vysniauskas 2009, as pixelmatch): a changed pixel is anti-aliasing when,
///   in either image, among its 8 neighbours at most 2 share its brightness, some are darker
///   and some brighter, and the darkest or the brightest neighbour has 3 or more identical
///   neighbours of its own in both images (it lies inside a flat area: the pixel sits on an
///   edge between flat areas). Such pixels are reported but not counted unless
///   `includeAntiAliasing`.
///
/// The scan (`PixelDiffScan`) reads both buffers in place (no per-pixel allocation, no dynamic
/// dispatch); equal rows cost one `memcmp`, equal 8-pixel chunks of a changed row one test,
/// and byte-identical images return after one `memcmp` per 64 KB band.
public enum PixelDiff {
    /// The largest `colorDelta` any two colours have (red against cyan), rounded as pixelmatch.
    public static let maxYIQDelta = 35215.0

    /// Compares `a` (the reference) with `b`. Throws a `PlumbError` when the sizes differ or an
    /// option is out of range.
    public static func compare(_ a: Pixmap, _ b: Pixmap, options: PixelDiffOptions = PixelDiffOptions()) throws -> PixelDiffResult {
        try options.validate()
        guard a.width == b.width, a.height == b.height else {
            throw PlumbError("image sizes differ: \(a.width)×\(a.height) vs \(b.width)×\(b.height)")
        }
        let w = a.width, h = a.height, total = w * h
        guard a.data.count == total * 4, b.data.count == total * 4 else {
            throw PlumbError("pixmap data does not match its size \(w)×\(h)")
        }

        // The first row that differs: byte-identical images stop here, others are scanned from it
        // (what is before it is not read twice). Bands of about 64 KB, then rows, keep the
        // number of memcmp calls small.
        let rowBytes = w * 4
        let band = max(1, 65536 / rowBytes)
        let firstRow = a.data.withUnsafeBytes { ra in
            b.data.withUnsafeBytes { rb in
                let pa = ra.baseAddress!, pb = rb.baseAddress!
                var y = 0
                while y < h {
                    let rows = min(band, h - y)
                    if memcmp(pa + y * rowBytes, pb + y * rowBytes, rows * rowBytes) != 0 { break }
                    y += rows
                }
                while y < h && memcmp(pa + y * rowBytes, pb + y * rowBytes, rowBytes) == 0 { y += 1 }
                return y
            }
        }
        if firstRow == h {
            return PixelDiffResult(
                width: w, height: h, differentPixels: 0, antiAliasedPixels: 0, totalPixels: total, changedPixels: 0, regions: [],
                diffImage: options.makeDiffImage ? fadedCopy(a, alpha: options.alpha) : nil,
                mask: options.makeMask ? Mask(x: 0, y: 0, width: w, height: h) : nil)
        }

        let scan = PixelDiffScan(width: w, height: h, maxDelta: maxYIQDelta * options.threshold * options.threshold,
                                 checkAntiAliasing: !options.includeAntiAliasing)
        let makeMask = options.makeMask, makeImage = options.makeDiffImage
        var grid = PixelDiffGrid(width: w, height: h)
        let columns = grid.columns
        var maskBytes = [UInt8](repeating: 0, count: makeMask ? total : 0)
        // The diff image starts as the faded copy; marked pixels are painted over it.
        var out = makeImage ? fadedCopy(a, alpha: options.alpha).data : []
        let counts = a.data.withUnsafeBufferPointer { bufA in
            b.data.withUnsafeBufferPointer { bufB in
                maskBytes.withUnsafeMutableBufferPointer { bufM in
                    out.withUnsafeMutableBufferPointer { bufO in
                        grid.cells.withUnsafeMutableBufferPointer { bufG in
                            scan.run(bufA.baseAddress!, bufB.baseAddress!, from: firstRow, into: PixelDiffScan.Outputs(
                                cells: bufG.baseAddress!, columns: columns,
                                mask: makeMask ? bufM.baseAddress! : nil, image: makeImage ? bufO.baseAddress! : nil,
                                diffColor: options.diffColor, aaColor: options.aaColor))
                        }
                    }
                }
            }
        }
        let different = counts.different, antiAliased = counts.antiAliased, changed = counts.changed
        return PixelDiffResult(
            width: w, height: h, differentPixels: different, antiAliasedPixels: antiAliased, totalPixels: total,
            changedPixels: changed, regions: grid.regions(maxRegions: options.maxRegions),
            diffImage: makeImage ? Pixmap(width: w, height: h, data: out) : nil,
            mask: makeMask ? Mask(x: 0, y: 0, width: w, height: h, coverage: maskBytes) : nil)
    }

    // MARK: - Colour metric

    @inline(__always)
    static func load64(_ p: UnsafePointer<UInt8>) -> UInt64 {
        UnsafeRawPointer(p).loadUnaligned(as: UInt64.self)
    }

    @inline(__always)
    static func load32(_ p: UnsafePointer<UInt8>) -> UInt32 {
        UnsafeRawPointer(p).loadUnaligned(as: UInt32.self)
    }

    // YIQ rows (pixelmatch's coefficients).
    @usableFromInline static let yR = 0.29889531, yG = 0.58662247, yB = 0.11448223
    @usableFromInline static let iR = 0.59597799, iG = -0.27417610, iB = -0.32180189
    @usableFromInline static let qR = 0.21147017, qG = -0.52261711, qB = 0.31114694

    /// The blended channel differences of two premultiplied pixels at pixel `index` (see the
    /// type's documentation): the blend is linear, so only the differences are needed.
    @inline(__always)
    static func blendedDifference(_ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>, at index: Int) -> (Double, Double, Double) {
        let dr = Double(Int(p[0]) - Int(q[0])), dg = Double(Int(p[1]) - Int(q[1])), db = Double(Int(p[2]) - Int(q[2]))
        guard p[3] != q[3] else { return (dr, dg, db) }
        let da = Double(Int(p[3]) - Int(q[3])) / 255
        let k = index &* 4
        let bgR = k & 1 == 0 ? 48.0 : 207.0
        let bgG = Int(Double(k) / 1.618033988749895) & 1 == 0 ? 48.0 : 207.0
        let bgB = Int(Double(k) / 2.618033988749895) & 1 == 0 ? 48.0 : 207.0
        return (dr - bgR * da, dg - bgG * da, db - bgB * da)
    }

    /// Squared YIQ distance between two premultiplied pixels at pixel `index`, translucent
    /// ones blended over that pixel's background. 0 for identical bytes.
    @inline(__always)
    static func colorDelta(_ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>, at index: Int) -> Double {
        let (dr, dg, db) = blendedDifference(p, q, at: index)
        let y = dr * yR + dg * yG + db * yB
        let i = dr * iR + dg * iG + db * iB
        let qq = dr * qR + dg * qG + db * qB
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * qq * qq
    }

    /// Brightness (Y) of `p` minus that of `q`, both blended over the background of pixel
    /// `index` (pixelmatch uses the centre pixel's for all its neighbours); 0 for identical bytes.
    @inline(__always)
    static func brightnessDelta(_ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>, at index: Int) -> Double {
        if load32(p) == load32(q) { return 0 }
        let (dr, dg, db) = blendedDifference(p, q, at: index)
        return dr * yR + dg * yG + db * yB
    }

    /// `colorDelta` of two premultiplied colours at pixel `index` (for tests and callers
    /// outside the scan; the index only matters when the alphas differ).
    public static func colorDelta(_ a: Color8, _ b: Color8, at index: Int = 0) -> Double {
        withUnsafeBytes(of: (a.r, a.g, a.b, a.a, b.r, b.g, b.b, b.a)) { raw in
            let p = raw.bindMemory(to: UInt8.self).baseAddress!
            return colorDelta(p, p + 4, at: index)
        }
    }

    /// The diff image's background at one pixel: the luma of the premultiplied pixel over white,
    /// faded towards white: `255 + alpha·(Y(p) − a)`, which equals pixelmatch's
    /// `255 + (Y(c) − 255)·alpha·α` for the straight colour c; rounded to nearest.
    @inline(__always)
    static func fadedGrey(_ p: UnsafePointer<UInt8>, alpha: Double) -> UInt8 {
        let luma = Double(p[0]) * yR + Double(p[1]) * yG + Double(p[2]) * yB
        let v = 255 + alpha * (luma - Double(p[3]))
        return UInt8(min(max(v, 0), 255) + 0.5)
    }

    static func fadedCopy(_ a: Pixmap, alpha: Double) -> Pixmap {
        var out = [UInt8](repeating: 255, count: a.data.count)
        a.data.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                let s = src.baseAddress!, d = dst.baseAddress!
                var o = 0
                while o < src.count {
                    let v = fadedGrey(s + o, alpha: alpha)
                    d[o] = v; d[o + 1] = v; d[o + 2] = v
                    o += 4
                }
            }
        }
        return Pixmap(width: a.width, height: a.height, data: out)!
    }

    // MARK: - Anti-aliasing detection

    /// Whether pixel (x1, y1) of `img` looks like anti-aliasing (see the type's documentation);
    /// `other` is the other image, whose flat areas must agree.
    static func antialiased(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, _ w: Int, _ h: Int,
                            _ other: UnsafePointer<UInt8>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, w - 1), y2 = min(y1 + 1, h - 1)
        let index = y1 &* w &+ x1
        let centre = img + index &* 4
        // A pixel on the image border counts one missing neighbour as equal (as pixelmatch).
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        // Column-major order like pixelmatch, so ties pick the same neighbour.
        let stride = w &* 4
        var x = x0
        while x <= x2 {
            var y = y0
            var p = img + (y0 &* w &+ x) &* 4
            while y <= y2 {
                if x != x1 || y != y1 {
                    let delta = brightnessDelta(centre, p, at: index)
                    if delta == 0 {
                        zeroes &+= 1
                        if zeroes > 2 { return false }
                    } else if delta < darkest {
                        darkest = delta; minX = x; minY = y
                    } else if delta > brightest {
                        brightest = delta; maxX = x; maxY = y
                    }
                }
                y &+= 1
                p += stride
            }
            x &+= 1
        }
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(img, minX, minY, w, h) && hasManySiblings(other, minX, minY, w, h))
            || (hasManySiblings(img, maxX, maxY, w, h) && hasManySiblings(other, maxX, maxY, w, h))
    }

    /// Whether pixel (x1, y1) has 3 or more neighbours with exactly its bytes (the border
    /// counting as one).
    static func hasManySiblings(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, _ w: Int, _ h: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, w - 1), y2 = min(y1 + 1, h - 1)
        let centre = load32(img + (y1 &* w &+ x1) &* 4)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        let stride = w &* 4
        var x = x0
        while x <= x2 {
            var y = y0
            var p = img + (y0 &* w &+ x) &* 4
            while y <= y2 {
                if (x != x1 || y != y1) && load32(p) == centre {
                    zeroes &+= 1
                    if zeroes > 2 { return true }
                }
                y &+= 1
                p += stride
            }
            x &+= 1
        }
        return false
    }
}
