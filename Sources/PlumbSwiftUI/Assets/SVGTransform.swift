import Foundation

/// An axis-aligned SVG transform, x' = sx·x + tx, y' = sy·y + ty: what `translate`, `scale`
/// and a `matrix(a 0 0 d e f)` compose to, and what Plumb applies to path data. Rotations and
/// skews are not (a warning says so).
struct SVGTransform: Equatable {
    var sx = 1.0, sy = 1.0, tx = 0.0, ty = 0.0

    static let identity = SVGTransform()

    /// `self ∘ inner`: `inner` first, then `self` (a parent's transform around its child's).
    func then(inside inner: SVGTransform) -> SVGTransform {
        SVGTransform(sx: sx * inner.sx, sy: sy * inner.sy, tx: sx * inner.tx + tx, ty: sy * inner.ty + ty)
    }

    /// Parses a `transform` attribute; nil when it holds a rotation, a skew, a non-axis-aligned
    /// matrix or cannot be read.
    static func parse(_ text: String) -> SVGTransform? {
        var total = SVGTransform.identity
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" || $0 == "\r" }
            if rest.isEmpty { return total }
            guard let open = rest.firstIndex(of: "("), let close = rest.firstIndex(of: ")"), open < close,
                  let args = SVGPresentation.numbers(String(rest[rest.index(after: open)..<close])) else { return nil }
            let name = rest[..<open].trimmingCharacters(in: .whitespaces)
            var t = SVGTransform.identity
            switch (name, args.count) {
            case ("translate", 1): t.tx = args[0]
            case ("translate", 2): (t.tx, t.ty) = (args[0], args[1])
            case ("scale", 1): (t.sx, t.sy) = (args[0], args[0])
            case ("scale", 2): (t.sx, t.sy) = (args[0], args[1])
            case ("matrix", 6) where args[1] == 0 && args[2] == 0:
                (t.sx, t.sy, t.tx, t.ty) = (args[0], args[3], args[4], args[5])
            case ("rotate", 1...3) where args[0].truncatingRemainder(dividingBy: 360) == 0: break
            case ("skewX", 1), ("skewY", 1): guard args[0] == 0 else { return nil }
            default: return nil
            }
            // A list applies right to left: the later function is the inner one.
            total = total.then(inside: t)
            rest = rest[rest.index(after: close)...]
        }
    }
}
