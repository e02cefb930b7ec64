import Foundation
import PlumbModel

/// Reads one `color` object of a colour set (`{color-space, components}`) into sRGB, with
/// located warnings for what cannot be read as written.
enum ColorSetComponents {
    /// The colour, clamped into sRGB, or nil (with a warning) when it cannot be read.
    /// `what` names the colour in messages ("colour set 'brand' (dark)").
    static func color(_ v: YAMLValue, what: String, reader: inout AssetCatalogReader) -> RGBA? {
        if v["reference"] != nil || v["platform"] != nil {
            reader.warn("\(what) refers to a system colour, which is not read; that appearance is skipped", at: v.location)
            return nil
        }
        var space = ColorSetColorSpace.srgb
        if let s = v["color-space"] {
            let name = s.string ?? ""
            if let known = ColorSetColorSpace(rawValue: name) {
                space = known
            } else {
                reader.warn("\(what) has colour space '\(name)', which is not supported; its components are read as sRGB"
                            + Suggestions.hint(for: name, in: ColorSetColorSpace.allCases.map(\.rawValue)), at: s.location)
            }
        }
        guard let comps = v["components"], case .mapping = comps else {
            reader.warn("\(what) has no 'components' object; that appearance is skipped", at: v.location)
            return nil
        }
        let keys = space.isGray ? ["white"] : ["red", "green", "blue"]
        var values: [Double] = []
        for key in keys {
            guard let c = comps[key] else {
                reader.warn("\(what) has no '\(key)' component (\(space.rawValue) needs \(keys.joined(separator: ", "))); that appearance is skipped",
                            at: comps.location)
                return nil
            }
            guard let x = component(c, alpha: false, what: what, reader: &reader) else { return nil }
            values.append(x)
        }
        var alpha = 1.0
        if let a = comps["alpha"] {
            guard let x = component(a, alpha: true, what: what, reader: &reader) else { return nil }
            alpha = x
        }
        let rgb = space.sRGB(values)
        let raw = [rgb.r, rgb.g, rgb.b, alpha]
        // Gamut mapping by clamping; only a clamp that changes the 8-bit value is reported.
        let half = 0.5 / 255
        if raw.contains(where: { $0 < -half || $0 > 1 + half }) {
            let shown = raw.map { ($0 * 1000).rounded() / 1000 }
            reader.warn("\(what) is outside the sRGB gamut (\(space.rawValue) → sRGB \(shown.map { "\($0)" }.joined(separator: ", "))); clamped to 0…1",
                        at: comps.location)
        }
        let c = raw.map { min(max($0, 0), 1) }
        return RGBA(r: c[0], g: c[1], b: c[2], a: c[3])
    }

    /// One component as Xcode writes it: a float ("0.345", "1.000"), an 8-bit integer
    /// ("0"–"255"), or an 8-bit hex byte ("0xA5"). A whole-number alpha of 0 or 1 is that
    /// value (Xcode always writes alpha as a float; hand-written files say "1").
    static func component(_ v: YAMLValue, alpha: Bool, what: String, reader: inout AssetCatalogReader) -> Double? {
        guard let text = v.string?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
            reader.warn("\(what): a colour component must be a number, found \(v.shapeName); that appearance is skipped", at: v.location)
            return nil
        }
        let lower = text.lowercased()
        if lower.hasPrefix("0x") {
            guard let byte = UInt8(lower.dropFirst(2), radix: 16) else {
                reader.warn("\(what): '\(text)' is not a hex byte (0x00–0xFF); that appearance is skipped", at: v.location)
                return nil
            }
            return Double(byte) / 255
        }
        if !lower.contains("."), !lower.contains("e"), let n = Int(lower) {
            guard (0...255).contains(n) else {
                reader.warn("\(what): '\(text)' is outside 0–255 for an 8-bit component; that appearance is skipped", at: v.location)
                return nil
            }
            if alpha, n <= 1 { return Double(n) }
            return Double(n) / 255
        }
        guard let x = Double(lower), x.isFinite, abs(x) <= 1_000 else {
            reader.warn("\(what): '\(text)' is not a colour component (a float, 0–255 or 0x00–0xFF); that appearance is skipped",
                        at: v.location)
            return nil
        }
        return x
    }
}
