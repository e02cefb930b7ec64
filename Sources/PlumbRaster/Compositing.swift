/// Premultiplied 8-bit source-over, in integers with exactly rounded division by 255.
///
/// For a premultiplied source pixel s, coverage c (0…255) and destination d, per channel:
///
///     s' = div255(s × c)
///     d  = s' + div255(d × (255 − s'.a))
///
/// where div255(x) = (x + 128 + ((x + 128) >> 8)) >> 8, which equals round(x / 255) (halves
/// up) for every x in 0…255·255 — no floating point, identical on every machine.
///
/// Consequences the renderer relies on: an opaque source at full coverage writes exactly the
/// source bytes (div255(s × 255) = s and d × 0 vanishes); coverage 0 leaves d exactly as it
/// was (s' = 0 and div255(d × 255) = d). Results are clamped to 255 so a malformed
/// (colour > alpha) source cannot wrap around.
public enum Compositing {
    /// round(x / 255) for 0 ≤ x ≤ 65_025, exactly.
    @inline(__always)
    public static func div255(_ x: UInt32) -> UInt32 {
        (x + 128 + ((x + 128) >> 8)) >> 8
    }

    /// `source` scaled by `coverage` and composited over `destination`.
    public static func sourceOver(_ source: Color8, coverage: UInt8 = 255, onto destination: Color8) -> Color8 {
        var px: (UInt8, UInt8, UInt8, UInt8) = (destination.r, destination.g, destination.b, destination.a)
        withUnsafeMutableBytes(of: &px) { raw in
            let buf = raw.bindMemory(to: UInt8.self)
            blend(r: UInt32(source.r), g: UInt32(source.g), b: UInt32(source.b), a: UInt32(source.a),
                  coverage: UInt32(coverage), into: buf, at: 0)
        }
        return Color8(r: px.0, g: px.1, b: px.2, a: px.3)
    }

    /// Blends one premultiplied source pixel at coverage `c` into the RGBA bytes at `i`.
    @inline(__always)
    static func blend(r: UInt32, g: UInt32, b: UInt32, a: UInt32, coverage c: UInt32,
                      into dst: UnsafeMutableBufferPointer<UInt8>, at i: Int) {
        if c == 0 { return }
        if c == 255 && a == 255 {
            // Opaque and fully covered: the formula reduces to the source bytes exactly.
            dst[i] = UInt8(r); dst[i + 1] = UInt8(g); dst[i + 2] = UInt8(b); dst[i + 3] = 255
            return
        }
        let sa = div255(a * c)
        let inv = 255 - sa
        dst[i] = UInt8(min(div255(r * c) + div255(UInt32(dst[i]) * inv), 255))
        dst[i + 1] = UInt8(min(div255(g * c) + div255(UInt32(dst[i + 1]) * inv), 255))
        dst[i + 2] = UInt8(min(div255(b * c) + div255(UInt32(dst[i + 2]) * inv), 255))
        dst[i + 3] = UInt8(min(sa + div255(UInt32(dst[i + 3]) * inv), 255))
    }

    /// Blends one colour over `count` pixels starting at byte offset `dstStart`, pixel k taking
    /// coverage `coverage[covStart + k]`, optionally multiplied by `clip[clipStart + k]`.
    @inline(__always)
    static func blendSolidRow(_ color: Color8, count: Int,
                              coverage: UnsafeBufferPointer<UInt8>, covStart: Int,
                              clip: UnsafeBufferPointer<UInt8>?, clipStart: Int,
                              into dst: UnsafeMutableBufferPointer<UInt8>, dstStart: Int) {
        let r = UInt32(color.r), g = UInt32(color.g), b = UInt32(color.b), a = UInt32(color.a)
        if let clip {
            for k in 0..<count {
                let c = div255(UInt32(coverage[covStart + k]) * UInt32(clip[clipStart + k]))
                blend(r: r, g: g, b: b, a: a, coverage: c, into: dst, at: dstStart + 4 * k)
            }
            return
        }
        // Masks (glyphs, blurred shadows) are mostly runs of one coverage — 0 outside, 255
        // inside: a run of 0 is skipped, a run of 4 or more goes to the span kernel (the same
        // arithmetic, so the same bytes), and anti-aliased edges are blended pixel by pixel.
        let cov = coverage.baseAddress! + covStart
        var k = 0
        while k < count {
            let v = cov[k]
            var end = k + 1
            while end < count && cov[end] == v { end += 1 }
            if v != 0 {
                if end - k >= 4 {
                    blendSpan(color, coverage: UInt32(v), count: end - k, into: dst.baseAddress! + dstStart + 4 * k)
                } else {
                    for j in k..<end {
                        blend(r: r, g: g, b: b, a: a, coverage: UInt32(v), into: dst, at: dstStart + 4 * j)
                    }
                }
            }
            k = end
        }
    }

    /// Like `blendSolidRow`, with per-pixel source colours (RGBA bytes, `src[4k…]`).
    @inline(__always)
    static func blendRow(_ src: UnsafeBufferPointer<UInt8>, count: Int,
                         coverage: UnsafeBufferPointer<UInt8>, covStart: Int,
                         clip: UnsafeBufferPointer<UInt8>?, clipStart: Int,
                         into dst: UnsafeMutableBufferPointer<UInt8>, dstStart: Int) {
        for k in 0..<count {
            var c = UInt32(coverage[covStart + k])
            if let clip { c = div255(c * UInt32(clip[clipStart + k])) }
            blend(r: UInt32(src[4 * k]), g: UInt32(src[4 * k + 1]), b: UInt32(src[4 * k + 2]),
                  a: UInt32(src[4 * k + 3]), coverage: c, into: dst, at: dstStart + 4 * k)
        }
    }

    /// Composites `count` premultiplied source pixels (a layer row) at a uniform coverage.
    @inline(__always)
    static func blendLayerRow(_ src: UnsafeMutableBufferPointer<UInt8>, srcStart: Int, count: Int,
                              coverage: UInt32, into dst: UnsafeMutableBufferPointer<UInt8>, dstStart: Int) {
        // A transparent layer pixel (all four bytes 0) leaves the destination exactly as it was
        // (s' = 0, div255(d × 255) = d), and most of a layer's drawn rectangle is transparent
        // around its shapes: skip those pixels with one 32-bit test.
        let words = UnsafeRawPointer(src.baseAddress! + srcStart)
        for k in 0..<count {
            if words.loadUnaligned(fromByteOffset: 4 * k, as: UInt32.self) == 0 { continue }
            let s = srcStart + 4 * k
            blend(r: UInt32(src[s]), g: UInt32(src[s + 1]), b: UInt32(src[s + 2]), a: UInt32(src[s + 3]),
                  coverage: coverage, into: dst, at: dstStart + 4 * k)
        }
    }
}
