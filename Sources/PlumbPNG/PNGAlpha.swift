/// Conversions between the pixmap's premultiplied RGBA8 and PNG's straight (unassociated)
/// RGBA8. Both directions round to nearest, so every valid premultiplied pixel (c ≤ a)
/// survives an encode/decode round trip exactly, and opaque pixels pass through unchanged.
enum PNGAlpha {
    /// Premultiplied → straight: c' = round(c · 255 / a) = (2 · 255 · c + a) / (2a) (ties
    /// up), clamped to 255 for invalid c > a; a = 0 gives 0, 0, 0, 0.
    static func unpremultiply(_ src: [UInt8]) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: src.count)
        src.withUnsafeBufferPointer { s in
            out.withUnsafeMutableBufferPointer { d in
                guard let from = s.baseAddress, let to = d.baseAddress else { return }
                unpremultiply(from, to: to, count: s.count)
            }
        }
        return out
    }

    /// `unpremultiply(_:)` of `count` bytes (whole pixels) from `s` into `d`.
    static func unpremultiply(_ s: UnsafePointer<UInt8>, to d: UnsafeMutablePointer<UInt8>, count: Int) {
        var i = 0
        while i < count {
            let a = UInt32(s[i + 3])
            if a == 255 {
                d[i] = s[i]; d[i + 1] = s[i + 1]; d[i + 2] = s[i + 2]; d[i + 3] = 255
            } else if a != 0 {
                for c in 0..<3 {
                    let v = (510 * UInt32(s[i + c]) + a) / (2 * a)
                    d[i + c] = UInt8(min(v, 255))
                }
                d[i + 3] = UInt8(a)
            } else {
                d[i] = 0; d[i + 1] = 0; d[i + 2] = 0; d[i + 3] = 0
            }
            i += 4
        }
    }

    /// Straight → premultiplied in place: c' = (c · a + 127) / 255. That is exact
    /// round-to-nearest: c · a / 255 is never exactly halfway (2 · c · a is even, 255 · odd
    /// is odd), and for a = 255 it returns c unchanged.
    static func premultiply(_ data: inout [UInt8]) {
        data.withUnsafeMutableBufferPointer { d in
            guard let base = d.baseAddress else { return }
            premultiply(base, count: d.count)
        }
    }

    /// `premultiply(_:)` on `count` bytes (whole pixels) at `p`. Opaque runs, the usual
    /// screenshot, are skipped four pixels at a time.
    static func premultiply(_ p: UnsafeMutablePointer<UInt8>, count: Int) {
        let alphas: UInt64 = 0xFF00_0000_FF00_0000
        var i = 0
        while i < count {
            if i + 16 <= count {
                let raw = UnsafeRawPointer(p + i)
                if raw.loadUnaligned(as: UInt64.self) & raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self) & alphas == alphas {
                    i += 16
                    continue
                }
            }
            let a = UInt32(p[i + 3])
            if a == 0 {
                p[i] = 0; p[i + 1] = 0; p[i + 2] = 0
            } else if a != 255 {
                p[i] = UInt8((UInt32(p[i]) * a + 127) / 255)
                p[i + 1] = UInt8((UInt32(p[i + 1]) * a + 127) / 255)
                p[i + 2] = UInt8((UInt32(p[i + 2]) * a + 127) / 255)
            }
            i += 4
        }
    }
}
