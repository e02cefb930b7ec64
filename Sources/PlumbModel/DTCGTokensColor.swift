import Foundation

/// A DTCG `color` value → sRGB: the colour-space object `{colorSpace, components, alpha, hex}`
/// (format 2025.10), or a plain `#RRGGBB[AA]` string as older exports write it.
enum DTCGTokensColor {
    static let spaces = ["srgb", "srgb-linear", "display-p3", "hsl", "hwb", "oklch", "oklab"]

    static func rgba(_ v: YAMLValue) throws -> RGBA {
        if case .scalar(let s, _, let loc) = v {
            guard let c = RGBA(hex: s) else {
                throw PlumbError("expected a colour: {\"colorSpace\", \"components\"} or \"#RRGGBB\", found '\(s)'", at: loc)
            }
            return c
        }
        let e = try ValueParsing.mapping(v, "colour")
        try ValueParsing.checkKeys(e, allowed: ["colorSpace", "components", "alpha", "hex"], in: "colour")
        guard let sv = v["colorSpace"] else { throw PlumbError("a colour needs 'colorSpace'", at: v.location) }
        let space = try ValueParsing.string(sv, "colorSpace")
        let alpha = try v["alpha"].map { try unit($0, "alpha") } ?? 1
        guard spaces.contains(space) else {
            // Spaces Plumb has no maths for still work through their sRGB fallback.
            if let h = v["hex"], let c = RGBA(hex: try ValueParsing.string(h, "hex")) { return c.withOpacity(alpha) }
            throw PlumbError("colour space '\(space)' is not supported without a 'hex' fallback\(Suggestions.hint(for: space, in: spaces))"
                             + " (supported: \(spaces.joined(separator: ", ")))", at: sv.location)
        }
        guard let cv = v["components"] else { throw PlumbError("a colour needs 'components'", at: v.location) }
        let items = try ValueParsing.sequence(cv, "components")
        guard items.count == 3 else { throw PlumbError("'\(space)' takes 3 components, found \(items.count)", at: cv.location) }
        // "none" is a missing component: zero, as CSS treats it when converting.
        let c = try items.map { item -> Double in
            if case .scalar("none", true, _) = item { return 0 }
            return try ValueParsing.number(item, "a colour component")
        }
        func check(_ i: Int, _ range: ClosedRange<Double>) throws {
            guard range.contains(c[i]) else {
                throw PlumbError("'\(space)' component \(i + 1) must be in \(ValueParsing.fmt(range.lowerBound))…\(ValueParsing.fmt(range.upperBound)), found \(ValueParsing.fmt(c[i]))", at: items[i].location)
            }
        }
        switch space {
        case "srgb", "srgb-linear", "display-p3":
            for i in 0..<3 { try check(i, 0...1) }
            if space == "srgb" { return RGBA(r: c[0], g: c[1], b: c[2], a: alpha) }
            // Display P3 shares sRGB's transfer curve; its linear primaries map to sRGB's by
            // this matrix (CSS Color 4), then out-of-gamut channels clip like OKLCH's.
            let l = space == "display-p3" ? p3ToSRGB(c.map(decode)) : c
            return RGBA(r: OKLCH.encode(l[0]), g: OKLCH.encode(l[1]), b: OKLCH.encode(l[2]), a: alpha)
        case "hsl", "hwb":
            try check(1, 0...100); try check(2, 0...100)
            return space == "hsl" ? hsl(c[0], c[1] / 100, c[2] / 100, alpha) : hwb(c[0], c[1] / 100, c[2] / 100, alpha)
        case "oklch":
            try check(0, 0...1); try check(1, 0...Double.greatestFiniteMagnitude)
            return OKLCH.toSRGB(l: c[0], c: c[1], h: c[2], alpha: alpha)
        default: // oklab
            try check(0, 0...1)
            return OKLCH.toSRGB(l: c[0], c: (c[1] * c[1] + c[2] * c[2]).squareRoot(), h: atan2(c[2], c[1]) * 180 / .pi, alpha: alpha)
        }
    }

    private static func unit(_ v: YAMLValue, _ what: String) throws -> Double {
        let d = try ValueParsing.number(v, what)
        guard (0...1).contains(d) else { throw PlumbError("\(what) must be in 0…1, found \(ValueParsing.fmt(d))", at: v.location) }
        return d
    }

    /// sRGB / Display P3 transfer curve → linear light.
    static func decode(_ x: Double) -> Double {
        x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
    }

    static func p3ToSRGB(_ c: [Double]) -> [Double] {
        [1.2249401762805598 * c[0] - 0.22494017628055996 * c[1],
         -0.042056954709688163 * c[0] + 1.0420569547096881 * c[1],
         -0.019637554590334432 * c[0] - 0.078636045550631889 * c[1] + 1.0982736001409663 * c[2]]
    }

    /// CSS Color 4 `hslToRgb`: hue in degrees, saturation and lightness in 0…1.
    static func hsl(_ h: Double, _ s: Double, _ l: Double, _ alpha: Double) -> RGBA {
        let hue = (h.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        func f(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            return l - s * min(l, 1 - l) * max(-1, min(k - 3, 9 - k, 1))
        }
        return RGBA(r: f(0), g: f(8), b: f(4), a: alpha)
    }

    /// CSS Color 4 `hwbToRgb`: whiteness and blackness in 0…1, normalised when they sum past 1.
    static func hwb(_ h: Double, _ w: Double, _ b: Double, _ alpha: Double) -> RGBA {
        if w + b >= 1 { let g = w / (w + b); return RGBA(r: g, g: g, b: g, a: alpha) }
        let base = hsl(h, 1, 0.5, 1)
        func f(_ x: Double) -> Double { x * (1 - w - b) + w }
        return RGBA(r: f(base.r), g: f(base.g), b: f(base.b), a: alpha)
    }
}
