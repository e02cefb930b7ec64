import Foundation

/// Björn Ottosson's OKLCH → sRGB conversion (`shared/reference/color.md`).
public enum OKLCH {
    /// Converts lightness `l` (0…1), chroma `c` and hue `h` in degrees to gamut-clipped sRGB.
    /// Out-of-gamut colours are clipped per channel after encoding, as the reference says.
    public static func toSRGB(l: Double, c: Double, h: Double, alpha: Double = 1) -> RGBA {
        let hr = h * .pi / 180
        let a = c * cos(hr), b = c * sin(hr)
        let l_ = l + 0.3963377774 * a + 0.2158037573 * b
        let m_ = l - 0.1055613458 * a - 0.0638541728 * b
        let s_ = l - 0.0894841775 * a - 1.2914855480 * b
        let lc = l_ * l_ * l_, mc = m_ * m_ * m_, sc = s_ * s_ * s_
        let rl = 4.0767416621 * lc - 3.3077115913 * mc + 0.2309699292 * sc
        let gl = -1.2684380046 * lc + 2.6097574011 * mc - 0.3413193965 * sc
        let bl = -0.0041960863 * lc - 0.7034186147 * mc + 1.7076147010 * sc
        return RGBA(r: encode(rl), g: encode(gl), b: encode(bl), a: min(max(alpha, 0), 1))
    }

    /// sRGB transfer function, then clip to 0…1. A huge chroma overflows the cubes to
    /// ∞ − ∞ = NaN, which clips to 0 like any other out-of-gamut channel.
    static func encode(_ x: Double) -> Double {
        let v = x <= 0.0031308 ? 12.92 * x : 1.055 * pow(x, 1 / 2.4) - 0.055
        return v.isNaN ? 0 : min(max(v, 0), 1)
    }

    /// Parses `oklch(L C H [/ A])`. L may be a number (0…1) or a percentage; A likewise.
    /// Returns nil when the text is not an oklch() form at all; throws for a malformed one.
    public static func parse(_ text: String) throws -> RGBA? {
        let t = text.trimmingCharacters(in: .whitespaces)
        guard t.lowercased().hasPrefix("oklch(") else { return nil }
        guard t.hasSuffix(")") else { throw PlumbError("oklch() is missing its closing ')'") }
        let inner = t.dropFirst(6).dropLast()
        let halves = inner.split(separator: "/", omittingEmptySubsequences: false)
        guard halves.count <= 2 else { throw PlumbError("oklch() takes 'L C H' and an optional '/ A'") }
        let parts = halves[0].split(whereSeparator: { $0 == " " || $0 == "," })
        guard parts.count == 3 else {
            throw PlumbError("oklch() needs three components 'L C H', found \(parts.count)")
        }
        func number(_ s: Substring, percentOf scale: Double) throws -> Double {
            let str = String(s)
            if str.hasSuffix("%"), let v = Double(str.dropLast()), v.isFinite { return v / 100 * scale }
            if str.hasSuffix("deg"), let v = Double(str.dropLast(3)), v.isFinite { return v }
            if let v = Double(str), v.isFinite { return v }
            throw PlumbError("'\(str)' is not a number in oklch()")
        }
        let l = try number(parts[0], percentOf: 1)
        let c = try number(parts[1], percentOf: 0.4)
        let h = try number(parts[2], percentOf: 360)
        var alpha = 1.0
        if halves.count == 2 {
            let a = halves[1].trimmingCharacters(in: .whitespaces)
            alpha = try number(Substring(a), percentOf: 1)
        }
        guard (0...1).contains(l) else { throw PlumbError("oklch() lightness \(l) is outside 0…1") }
        guard c >= 0 else { throw PlumbError("oklch() chroma must not be negative") }
        return toSRGB(l: l, c: c, h: h, alpha: alpha)
    }
}
