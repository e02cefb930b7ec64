/// Blend modes for compositing a layer onto what is below it, in the same sRGB-encoded,
/// premultiplied 8-bit values as source-over (Core Graphics blends an sRGB context's values
/// the same way, without linearising).
///
/// Separable and non-separable modes follow W3C "Compositing and Blending Level 1": with
/// premultiplied source s (alpha αs) and backdrop b (alpha αb), and B the blend function of the
/// un-premultiplied colours Cb = b / αb and Cs = s / αs,
///
///     co = s · (1 − αb) + b · (1 − αs) + αs · αb · B(Cb, Cs)
///     αo = αs + αb − αs · αb
///
/// In bytes every term is a product of two bytes (units of 255²), so co and αo are one exactly
/// rounded division by 255 (`div255`) of an integer sum. Where B is a polynomial in the
/// premultiplied values (multiply, screen, overlay, darken, lighten, difference, exclusion,
/// hard light) αs·αb·B is computed exactly in integers; colour dodge, colour burn, soft light
/// and the non-separable modes (hue, saturation, colour, luminosity) compute B in Double from
/// basic IEEE operations and √ only (identical on every machine) and round αs·αb·B to the
/// nearest integer before the sum.
///
/// The Porter-Duff operators use their own coefficients: source atop (co = s·αb + b·(1 − αs),
/// αo = αb), destination over (co = s·(1 − αb) + b), destination out (co = b·(1 − αs)).
/// Plus lighter is the additive clamp, co = min(1, s + b), αo = min(1, αs + αb). Plus darker is
/// Core Graphics' R = max(0, 1 − ((1 − D) + (1 − S))) generalised to alpha: the "ink" α − c of
/// source and backdrop add, αo = min(1, αs + αb), co = max(0, αo − (αs − s) − (αb − b)), which is
/// Apple's formula exactly where both are opaque and leaves the backdrop unchanged under a
/// transparent source (the formula taken literally on alpha would erase it).
///
/// Every mode leaves the backdrop exactly as it was where the source is transparent, so a
/// layer composites only the rectangle drawn into.
extension Compositing {
    /// SwiftUI's `BlendMode` cases (Core Graphics' `CGBlendMode` names).
    public enum BlendMode: String, CaseIterable, Sendable {
        case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
        case difference, exclusion, hue, saturation, color, luminosity
        case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
    }

    /// `source` scaled by `coverage` and composited onto `destination` with `mode`.
    public static func blend(_ source: Color8, coverage: UInt8 = 255, onto destination: Color8, mode: BlendMode) -> Color8 {
        var px: (UInt8, UInt8, UInt8, UInt8) = (destination.r, destination.g, destination.b, destination.a)
        var s: (UInt8, UInt8, UInt8, UInt8) = (source.r, source.g, source.b, source.a)
        withUnsafeMutableBytes(of: &px) { raw in
            withUnsafeMutableBytes(of: &s) { sraw in
                blendModeLayerRow(sraw.bindMemory(to: UInt8.self), srcStart: 0, count: 1, coverage: UInt32(coverage), mode: mode,
                                  into: raw.bindMemory(to: UInt8.self), dstStart: 0)
            }
        }
        return Color8(r: px.0, g: px.1, b: px.2, a: px.3)
    }

    /// Composites `count` premultiplied layer pixels at a uniform coverage with `mode`.
    static func blendModeLayerRow(_ src: UnsafeMutableBufferPointer<UInt8>, srcStart: Int, count: Int, coverage c: UInt32,
                                  mode: BlendMode, into dst: UnsafeMutableBufferPointer<UInt8>, dstStart: Int) {
        if mode == .normal {
            return blendLayerRow(src, srcStart: srcStart, count: count, coverage: c, into: dst, dstStart: dstStart)
        }
        guard c > 0 else { return }
        let words = UnsafeRawPointer(src.baseAddress! + srcStart)
        for k in 0..<count {
            // A transparent source pixel leaves the backdrop as it was, whatever the mode.
            if words.loadUnaligned(fromByteOffset: 4 * k, as: UInt32.self) == 0 { continue }
            let si = srcStart + 4 * k, di = dstStart + 4 * k
            var s = (Int(src[si]), Int(src[si + 1]), Int(src[si + 2]), Int(src[si + 3]))
            if c < 255 {
                s = (Int(div255(UInt32(s.0) * c)), Int(div255(UInt32(s.1) * c)), Int(div255(UInt32(s.2) * c)), Int(div255(UInt32(s.3) * c)))
            }
            let d = (Int(dst[di]), Int(dst[di + 1]), Int(dst[di + 2]), Int(dst[di + 3]))
            let out: (Int, Int, Int, Int)
            switch mode {
            case .sourceAtop, .destinationOver, .destinationOut, .plusLighter, .plusDarker:
                out = porterDuff(mode, s, d)
            case .hue, .saturation, .color, .luminosity:
                out = nonSeparable(mode, s, d)
            default:
                let a = div255(255 * (s.3 + d.3) - s.3 * d.3)
                out = (separable(mode, s.0, s.3, d.0, d.3), separable(mode, s.1, s.3, d.1, d.3),
                       separable(mode, s.2, s.3, d.2, d.3), a)
            }
            dst[di] = UInt8(clamping: out.0); dst[di + 1] = UInt8(clamping: out.1)
            dst[di + 2] = UInt8(clamping: out.2); dst[di + 3] = UInt8(clamping: out.3)
        }
    }

    /// round(x / 255) for a sum in 0…255², clamped into that range first.
    @inline(__always)
    static func div255(_ x: Int) -> Int {
        Int(div255(UInt32(min(max(x, 0), 65_025))))
    }

    /// The general formula for one channel: s, b premultiplied bytes, sa, ba their alphas.
    @inline(__always)
    static func separable(_ mode: BlendMode, _ s: Int, _ sa: Int, _ b: Int, _ ba: Int) -> Int {
        div255(s * (255 - ba) + b * (255 - sa) + mixTerm(mode, s, sa, b, ba))
    }

    /// αs · αb · B(Cb, Cs) in units of 1/255² for a separable mode.
    @inline(__always)
    static func mixTerm(_ mode: BlendMode, _ s: Int, _ sa: Int, _ b: Int, _ ba: Int) -> Int {
        switch mode {
        case .multiply: return s * b
        case .screen: return s * ba + b * sa - s * b
        case .overlay: return 2 * b <= ba ? 2 * s * b : sa * ba - 2 * (ba - b) * (sa - s)
        case .hardLight: return 2 * s <= sa ? 2 * s * b : sa * ba - 2 * (ba - b) * (sa - s)
        case .darken: return min(s * ba, b * sa)
        case .lighten: return max(s * ba, b * sa)
        case .difference: return abs(s * ba - b * sa)
        case .exclusion: return s * ba + b * sa - 2 * s * b
        case .colorDodge, .colorBurn, .softLight:
            guard sa > 0, ba > 0 else { return 0 }
            let cs = min(Double(s) / Double(sa), 1), cb = min(Double(b) / Double(ba), 1)
            return Int((Double(sa * ba) * floatBlend(mode, cb, cs)).rounded())
        default: return s * b
        }
    }

    /// B(Cb, Cs) for the separable modes with a division or a root (W3C Level 1).
    static func floatBlend(_ mode: BlendMode, _ cb: Double, _ cs: Double) -> Double {
        switch mode {
        case .colorDodge:
            if cb == 0 { return 0 }
            if cs >= 1 { return 1 }
            return min(1, cb / (1 - cs))
        case .colorBurn:
            if cb >= 1 { return 1 }
            if cs == 0 { return 0 }
            return 1 - min(1, (1 - cb) / cs)
        default:   // softLight
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let dcb = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (dcb - cb)
        }
    }

    /// Source atop, destination over, destination out, plus lighter, plus darker.
    static func porterDuff(_ mode: BlendMode, _ s: (Int, Int, Int, Int), _ d: (Int, Int, Int, Int)) -> (Int, Int, Int, Int) {
        switch mode {
        case .sourceAtop:
            let k = 255 - s.3
            return (div255(s.0 * d.3 + d.0 * k), div255(s.1 * d.3 + d.1 * k), div255(s.2 * d.3 + d.2 * k), d.3)
        case .destinationOver:
            let k = 255 - d.3
            return (div255(s.0 * k + 255 * d.0), div255(s.1 * k + 255 * d.1), div255(s.2 * k + 255 * d.2), div255(s.3 * k + 255 * d.3))
        case .destinationOut:
            let k = 255 - s.3
            return (div255(d.0 * k), div255(d.1 * k), div255(d.2 * k), div255(d.3 * k))
        case .plusLighter:
            return (min(255, s.0 + d.0), min(255, s.1 + d.1), min(255, s.2 + d.2), min(255, s.3 + d.3))
        default:   // plusDarker
            let a = min(255, s.3 + d.3)
            func ink(_ sc: Int, _ dc: Int) -> Int { min(a, max(0, a - (s.3 - sc) - (d.3 - dc))) }
            return (ink(s.0, d.0), ink(s.1, d.1), ink(s.2, d.2), a)
        }
    }

    /// Hue, saturation, colour and luminosity (W3C Level 1's SetLum, SetSat, ClipColor).
    static func nonSeparable(_ mode: BlendMode, _ s: (Int, Int, Int, Int), _ d: (Int, Int, Int, Int)) -> (Int, Int, Int, Int) {
        let sa = s.3, ba = d.3
        var mix = (0, 0, 0)
        if sa > 0, ba > 0 {
            func unpremultiplied(_ c: Int, _ a: Int) -> Double { min(Double(c) / Double(a), 1) }
            let cs = RGB(unpremultiplied(s.0, sa), unpremultiplied(s.1, sa), unpremultiplied(s.2, sa))
            let cb = RGB(unpremultiplied(d.0, ba), unpremultiplied(d.1, ba), unpremultiplied(d.2, ba))
            let result: RGB
            switch mode {
            case .hue: result = cs.withSaturation(of: cb).withLuminosity(of: cb)
            case .saturation: result = cb.withSaturation(of: cs).withLuminosity(of: cb)
            case .color: result = cs.withLuminosity(of: cb)
            default: result = cb.withLuminosity(of: cs)   // luminosity
            }
            let k = Double(sa * ba)
            mix = (Int((k * result.r).rounded()), Int((k * result.g).rounded()), Int((k * result.b).rounded()))
        }
        func channel(_ sc: Int, _ dc: Int, _ m: Int) -> Int { div255(sc * (255 - ba) + dc * (255 - sa) + m) }
        return (channel(s.0, d.0, mix.0), channel(s.1, d.1, mix.1), channel(s.2, d.2, mix.2), div255(255 * (sa + ba) - sa * ba))
    }

    /// An un-premultiplied colour, 0…1 a channel, for the non-separable modes.
    struct RGB {
        var r: Double, g: Double, b: Double
        init(_ r: Double, _ g: Double, _ b: Double) { self.r = r; self.g = g; self.b = b }

        var luminosity: Double { 0.3 * r + 0.59 * g + 0.11 * b }
        var saturation: Double { max(r, g, b) - min(r, g, b) }

        /// SetLum(self, Lum(other)) with ClipColor.
        func withLuminosity(of other: RGB) -> RGB {
            let d = other.luminosity - luminosity
            let c = RGB(r + d, g + d, b + d)
            let l = c.luminosity, n = min(c.r, c.g, c.b), x = max(c.r, c.g, c.b)
            var out = c
            if n < 0 {
                out = RGB(l + (c.r - l) * l / (l - n), l + (c.g - l) * l / (l - n), l + (c.b - l) * l / (l - n))
            }
            if x > 1 {
                out = RGB(l + (out.r - l) * (1 - l) / (x - l), l + (out.g - l) * (1 - l) / (x - l), l + (out.b - l) * (1 - l) / (x - l))
            }
            return out
        }

        /// SetSat(self, Sat(other)): the largest channel becomes the saturation, the smallest 0,
        /// the middle one scaled between.
        func withSaturation(of other: RGB) -> RGB {
            let sat = other.saturation
            let hi = max(r, g, b), lo = min(r, g, b)
            guard hi > lo else { return RGB(0, 0, 0) }
            func scaled(_ v: Double) -> Double { (v - lo) * sat / (hi - lo) }
            return RGB(scaled(r), scaled(g), scaled(b))
        }
    }
}
