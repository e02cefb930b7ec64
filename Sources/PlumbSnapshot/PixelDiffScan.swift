#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import PlumbModel
import PlumbRaster

/// The hot loop of `PixelDiff.compare`: one pass over two same-sized premultiplied RGBA
/// buffers that gives every pixel pixelmatch's verdict.
///
/// Why it is fast while deciding exactly as the straightforward per-pixel loop does:
/// - Equal rows cost one `memcmp`; in a changed row, 8-pixel chunks (32 bytes, four 64-bit
///   words) that are equal are skipped with one test. Chunks start at multiples of 8, so each
///   chunk is exactly one 8 × 8 region cell: its counted pixels update the cell once
///   (popcount, lowest and highest bit) instead of once per pixel.
/// - The YIQ distance, the one floating-point step, runs only on pixels whose bytes differ,
///   and is reused for a run of the same pixel pair (a recoloured flat area) when the alphas
///   are equal (then the distance depends on the bytes alone, not on the pixel's position).
/// - The anti-aliasing detector's first rule rejects a pixel with 3 or more neighbours of zero
///   brightness change. Neighbours with identical bytes are such neighbours, so an interior
///   pixel with 3 identical neighbours (8 branch-free 32-bit compares) is rejected without the
///   detector, which then runs only on real edge pixels, unchanged.
struct PixelDiffScan {
    let width: Int
    let height: Int
    let maxDelta: Double
    let checkAntiAliasing: Bool

    /// Counts found by `run`.
    struct Counts {
        var different = 0
        var antiAliased = 0
        var changed = 0
    }

    /// Where verdicts go besides the counts: the grid cells (always), the mask and the diff
    /// image (each nil when not asked for).
    struct Outputs {
        var cells: UnsafeMutablePointer<Int32>
        var columns: Int
        var mask: UnsafeMutablePointer<UInt8>?
        var image: UnsafeMutablePointer<UInt8>?
        var diffColor: Color8
        var aaColor: Color8
    }

    /// Scans `pa` (the reference) against `pb`, both `width × height × 4` bytes, from row
    /// `firstRow` on (the rows before it being equal).
    func run(_ pa: UnsafePointer<UInt8>, _ pb: UnsafePointer<UInt8>, from firstRow: Int = 0, into out: Outputs) -> Counts {
        let w = width, h = height
        let rowBytes = w &* 4
        var counts = Counts()
        // The last pixel pair whose distance was computed with equal alphas, and its verdict.
        var lastA: UInt32 = 0, lastB: UInt32 = 0, lastOver = false
        for y in firstRow..<h {
            let rowA = pa + y &* rowBytes, rowB = pb + y &* rowBytes
            if memcmp(rowA, rowB, rowBytes) == 0 { continue }
            let innerRow = y > 0 && y < h - 1
            var x0 = 0
            while x0 < w {
                let n = min(8, w &- x0)
                let ca = rowA + x0 &* 4, cb = rowB + x0 &* 4
                if n == 8 {
                    if Self.equal32Bytes(ca, cb) {
                        x0 &+= 8
                        continue
                    }
                    // A flat area changed as a whole (a recolour, a theme): one verdict for 8 pixels.
                    let va = PixelDiff.load32(ca), vb = PixelDiff.load32(cb)
                    if ca[3] == cb[3] && Self.uniform32Bytes(ca, va) && Self.uniform32Bytes(cb, vb) {
                        let over: Bool
                        if va == lastA && vb == lastB {
                            over = lastOver
                        } else {
                            over = PixelDiff.colorDelta(ca, cb, at: y &* w &+ x0) > maxDelta
                            lastA = va; lastB = vb; lastOver = over
                        }
                        // Each of the 8 pixels has 3 identical neighbours when the row beside
                        // holds the same 8 pixels in both images: the chunk's ends use the
                        // diagonal one.
                        let side = y > 0 ? -rowBytes : rowBytes
                        if !over || !checkAntiAliasing
                            || (h > 1 && Self.uniform32Bytes(ca + side, va) && Self.uniform32Bytes(cb + side, vb)) {
                            counts.changed &+= 8
                            if over { markChunk(x0: x0, y: y, into: out, counts: &counts) }
                            x0 &+= 8
                            continue
                        }
                    }
                }
                var counted: UInt32 = 0
                for k in 0..<n {
                    let o = k &* 4
                    let va = PixelDiff.load32(ca + o), vb = PixelDiff.load32(cb + o)
                    if va == vb { continue }
                    counts.changed &+= 1
                    let x = x0 &+ k
                    let index = y &* w &+ x
                    let sameAlpha = ca[o &+ 3] == cb[o &+ 3]
                    let over: Bool
                    if sameAlpha && va == lastA && vb == lastB {
                        over = lastOver
                    } else {
                        over = PixelDiff.colorDelta(ca + o, cb + o, at: index) > maxDelta
                        if sameAlpha { lastA = va; lastB = vb; lastOver = over }
                    }
                    guard over else { continue }
                    var antiAliased = false
                    if checkAntiAliasing {
                        if innerRow && x > 0 && x < w - 1 {
                            let stride = rowBytes
                            antiAliased = (!Self.hasThreeEqualNeighbours(ca + o, stride: stride)
                                           && PixelDiff.antialiased(pa, x, y, w, h, pb))
                                || (!Self.hasThreeEqualNeighbours(cb + o, stride: stride)
                                    && PixelDiff.antialiased(pb, x, y, w, h, pa))
                        } else {
                            antiAliased = PixelDiff.antialiased(pa, x, y, w, h, pb) || PixelDiff.antialiased(pb, x, y, w, h, pa)
                        }
                    }
                    if antiAliased {
                        counts.antiAliased &+= 1
                    } else {
                        counted |= 1 << UInt32(k)
                    }
                    if let mask = out.mask { mask[index] = antiAliased ? 127 : 255 }
                    if let image = out.image {
                        let c = antiAliased ? out.aaColor : out.diffColor
                        let q = image + index &* 4
                        q[0] = c.r; q[1] = c.g; q[2] = c.b; q[3] = c.a
                    }
                }
                if counted != 0 {
                    counts.different &+= counted.nonzeroBitCount
                    PixelDiffGrid.add(out.cells, cell: y >> PixelDiffGrid.shift &* out.columns &+ x0 >> PixelDiffGrid.shift,
                                      count: counted.nonzeroBitCount,
                                      minX: x0 &+ counted.trailingZeroBitCount, maxX: x0 &+ 31 &- counted.leadingZeroBitCount, y: y)
                }
                x0 &+= 8
            }
        }
        return counts
    }

    /// Counts and marks the 8 pixels of the chunk at (`x0`, `y`) as counted differences.
    @inline(__always)
    func markChunk(x0: Int, y: Int, into out: Outputs, counts: inout Counts) {
        counts.different &+= 8
        PixelDiffGrid.add(out.cells, cell: y >> PixelDiffGrid.shift &* out.columns &+ x0 >> PixelDiffGrid.shift,
                          count: 8, minX: x0, maxX: x0 &+ 7, y: y)
        let index = y &* width &+ x0
        if let mask = out.mask { (mask + index).update(repeating: 255, count: 8) }
        if let image = out.image {
            let c = out.diffColor
            for k in 0..<8 {
                let q = image + (index &+ k) &* 4
                q[0] = c.r; q[1] = c.g; q[2] = c.b; q[3] = c.a
            }
        }
    }

    /// Whether the 8 pixels (32 bytes) at `p` all equal `v` (its first pixel).
    @inline(__always)
    static func uniform32Bytes(_ p: UnsafePointer<UInt8>, _ v: UInt32) -> Bool {
        let v2 = UInt64(v) | UInt64(v) << 32
        return PixelDiff.load64(p) == v2 && PixelDiff.load64(p + 8) == v2 && PixelDiff.load64(p + 16) == v2
            && PixelDiff.load64(p + 24) == v2
    }

    /// Whether 32 bytes at `a` and `b` are equal (four 64-bit words, one branch).
    @inline(__always)
    static func equal32Bytes(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>) -> Bool {
        let d0 = PixelDiff.load64(a) ^ PixelDiff.load64(b), d1 = PixelDiff.load64(a + 8) ^ PixelDiff.load64(b + 8)
        let d2 = PixelDiff.load64(a + 16) ^ PixelDiff.load64(b + 16), d3 = PixelDiff.load64(a + 24) ^ PixelDiff.load64(b + 24)
        return (d0 | d1 | d2 | d3) == 0
    }

    /// Whether 3 or more of the 8 neighbours of the interior pixel at `p` have its exact bytes
    /// (`stride`: bytes per row). Such a pixel is no anti-aliasing in its image: the
    /// detector's first rule counts neighbours of zero brightness change, which these are.
    @inline(__always)
    static func hasThreeEqualNeighbours(_ p: UnsafePointer<UInt8>, stride: Int) -> Bool {
        let c = PixelDiff.load32(p)
        let up = p - stride, down = p + stride
        var n = PixelDiff.load32(up - 4) == c ? 1 : 0
        n &+= PixelDiff.load32(up) == c ? 1 : 0
        n &+= PixelDiff.load32(up + 4) == c ? 1 : 0
        n &+= PixelDiff.load32(p - 4) == c ? 1 : 0
        n &+= PixelDiff.load32(p + 4) == c ? 1 : 0
        n &+= PixelDiff.load32(down - 4) == c ? 1 : 0
        n &+= PixelDiff.load32(down) == c ? 1 : 0
        n &+= PixelDiff.load32(down + 4) == c ? 1 : 0
        return n >= 3
    }
}
