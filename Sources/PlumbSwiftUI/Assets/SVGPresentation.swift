import Foundation

/// The presentation attributes an SVG element inherits and sets (`fill="…"` or
/// `style="fill: …"`), as far as Plumb's one-colour fill of an image needs them.
struct SVGPresentation {
    var fill = "black"
    var fillRule = "nonzero"
    var stroke = "none"
    /// `stroke-width` (user units), `stroke-linecap`, `stroke-linejoin`: inherited as SVG's are.
    var strokeWidth = 1.0
    var lineCap = "butt"
    var lineJoin = "miter"
    var hidden = false
    /// The transforms of the element and its ancestors composed (with the viewBox origin
    /// moved to 0 0); nil when one of them rotates or skews, which Plumb does not apply.
    var transform: SVGTransform? = .identity
    /// Opacity below 1 on the element or an ancestor (drawn opaque).
    var translucent = false

    /// This presentation with `attributes` (and their `style` declarations, which win) applied.
    func applying(_ attributes: [String: String]) -> SVGPresentation {
        var p = self
        var all = attributes
        for (k, v) in Self.style(attributes["style"] ?? "") { all[k] = v }
        if let f = all["fill"] { p.fill = f }
        if let r = all["fill-rule"] { p.fillRule = r }
        if let s = all["stroke"] { p.stroke = s }
        if let w = all["stroke-width"].flatMap(SVGPresentation.number), w >= 0, w < 10_000 { p.strokeWidth = w }
        if let c = all["stroke-linecap"] { p.lineCap = c }
        if let j = all["stroke-linejoin"] { p.lineJoin = j }
        if all["display"] == "none" || all["visibility"] == "hidden" { p.hidden = true }
        if let t = all["transform"] {
            p.transform = p.transform.flatMap { parent in SVGTransform.parse(t).map { parent.then(inside: $0) } }
        }
        for key in ["opacity", "fill-opacity"] {
            if let o = all[key], let x = SVGPresentation.number(o), x < 1 { p.translucent = true }
        }
        return p
    }

    /// `a: b; c: d` declarations, names lowercased, values trimmed.
    static func style(_ text: String) -> [(String, String)] {
        text.split(separator: ";").compactMap { decl in
            let parts = decl.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            return (parts[0].trimmingCharacters(in: .whitespaces).lowercased(),
                    parts[1].trimmingCharacters(in: .whitespaces))
        }
    }

    /// A plain or `px` number; nil for other units, percentages and non-numbers.
    static func number(_ text: String) -> Double? {
        var t = text.trimmingCharacters(in: .whitespaces)
        if t.hasSuffix("px") { t.removeLast(2) }
        guard let x = Double(t), x.isFinite else { return nil }
        return x
    }

    /// Numbers separated by commas and/or whitespace (`viewBox`, `points`); nil if any is not one.
    static func numbers(_ text: String) -> [Double]? {
        var out: [Double] = []
        for token in text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }) {
            guard let x = Double(token), x.isFinite else { return nil }
            out.append(x)
        }
        return out
    }
}
