/// Span kernels: one colour at one coverage over a run of pixels — the interior spans of a fill.
/// Same arithmetic as `Compositing.blend`, so the same bytes; only the per-pixel work that does
/// not depend on the destination is hoisted out of the loop.
extension Compositing {
    /// The colour's four bytes as one 32-bit word in memory order (endianness-neutral).
    @inline(__always)
    static func word(_ c: Color8) -> UInt32 {
        unsafeBitCast((c.r, c.g, c.b, c.a), to: UInt32.self)
    }

    /// Writes `color` to `count` pixels: an opaque colour at full coverage (and any colour whose
    /// scaled alpha is 255) replaces the destination exactly, so this is a 32-bit fill.
    @inline(__always)
    static func fillSpan(_ color: Color8, count: Int, into dst: UnsafeMutablePointer<UInt8>) {
        let px = word(color)
        UnsafeMutableRawPointer(dst).withMemoryRebound(to: UInt32.self, capacity: count) {
            $0.update(repeating: px, count: count)
        }
    }

    /// `color` at coverage `c` (1…255) over `count` pixels: d = s' + div255(d × (255 − s'.a)),
    /// s' = div255(s × c) computed once. Two pixels at a time in 16-bit lanes of a 64-bit word
    /// (the compiler vectorizes the loop further), the rest — and malformed colours, which need
    /// the clamp — one by one.
    static func blendSpan(_ color: Color8, coverage c: UInt32, count: Int, into dst: UnsafeMutablePointer<UInt8>) {
        let sr = div255(UInt32(color.r) * c), sg = div255(UInt32(color.g) * c)
        let sb = div255(UInt32(color.b) * c), sa = div255(UInt32(color.a) * c)
        let inv = 255 - sa
        if inv == 0 {
            // Nothing of the destination shows through: every pixel becomes s' (≤ 255, no clamp).
            return fillSpan(Color8(r: UInt8(sr), g: UInt8(sg), b: UInt8(sb), a: 255), count: count, into: dst)
        }
        var i = 0
        if sr <= sa && sg <= sa && sb <= sa {
            // A valid premultiplied colour cannot pass 255 (s' ≤ s'.a and div255(d × inv) ≤ inv
            // for d ≤ 255), so no clamp: two pixels per 64-bit word, each channel in a 16-bit
            // lane (d × inv + 128 + 255 < 65 536, no carry into the next lane).
            let lanes: UInt64 = 0x00FF_00FF_00FF_00FF
            let sWord = UInt64(word(Color8(r: UInt8(sr), g: UInt8(sg), b: UInt8(sb), a: UInt8(sa))))
            let s2 = sWord | sWord << 32
            let sEven = s2 & lanes, sOdd = (s2 >> 8) & lanes
            let f = UInt64(inv)
            let raw = UnsafeMutableRawPointer(dst)
            @inline(__always) func scale(_ v: UInt64) -> UInt64 {
                let x = v &* f &+ 0x0080_0080_0080_0080
                return ((x &+ ((x >> 8) & lanes)) >> 8) & lanes
            }
            while i + 2 <= count {
                let d = raw.loadUnaligned(fromByteOffset: 4 * i, as: UInt64.self)
                let even = sEven &+ scale(d & lanes), odd = sOdd &+ scale((d >> 8) & lanes)
                raw.storeBytes(of: even | odd << 8, toByteOffset: 4 * i, as: UInt64.self)
                i += 2
            }
        }
        let buf = UnsafeMutableBufferPointer(start: dst, count: 4 * count)
        while i < count {
            buf[4 * i] = UInt8(min(sr + div255(UInt32(buf[4 * i]) * inv), 255))
            buf[4 * i + 1] = UInt8(min(sg + div255(UInt32(buf[4 * i + 1]) * inv), 255))
            buf[4 * i + 2] = UInt8(min(sb + div255(UInt32(buf[4 * i + 2]) * inv), 255))
            buf[4 * i + 3] = UInt8(min(sa + div255(UInt32(buf[4 * i + 3]) * inv), 255))
            i += 1
        }
    }

    /// Per-pixel colours (`src`, RGBA bytes) at one coverage `c`, each pixel's coverage
    /// optionally multiplied (div255) by `clip[k]`.
    static func blendColors(_ src: UnsafePointer<UInt8>, coverage c: UInt32, clip: UnsafePointer<UInt8>?,
                            count: Int, into dst: UnsafeMutablePointer<UInt8>) {
        let out = UnsafeMutableBufferPointer(start: dst, count: 4 * count)
        for k in 0..<count {
            let ck = clip.map { div255(c * UInt32($0[k])) } ?? c
            blend(r: UInt32(src[4 * k]), g: UInt32(src[4 * k + 1]), b: UInt32(src[4 * k + 2]), a: UInt32(src[4 * k + 3]),
                  coverage: ck, into: out, at: 4 * k)
        }
    }

    /// One colour at coverage div255(c × clip[k]) per pixel.
    static func blendSolidClipped(_ color: Color8, coverage c: UInt32, clip: UnsafePointer<UInt8>,
                                  count: Int, into dst: UnsafeMutablePointer<UInt8>) {
        let out = UnsafeMutableBufferPointer(start: dst, count: 4 * count)
        let r = UInt32(color.r), g = UInt32(color.g), b = UInt32(color.b), a = UInt32(color.a)
        for k in 0..<count {
            blend(r: r, g: g, b: b, a: a, coverage: div255(c * UInt32(clip[k])), into: out, at: 4 * k)
        }
    }
}
