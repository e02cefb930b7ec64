import Foundation

/// Composition: most SF Symbols names are a base glyph plus modifiers, and Plumb builds them the
/// same way instead of drawing each one. A glyph (`xmark`, `bell`, `doc`) is drawn once, as parts:
///
/// - `outline` — a closed contour: stroked; filled (and stroked) in the `.fill` form;
/// - `inner` — a stroke inside an outline (a document's lines): knocked out of the `.fill` form;
/// - `line` — a stroke outside any outline (an arrow's shaft, a bell's clapper): always stroked;
/// - `dot` / `innerDot` — filled like `line` / `inner` (an info sign's dot).
///
/// The modifiers a glyph allows (`Glyph.variants`) then give these names:
///
/// | name | drawing |
/// | --- | --- |
/// | `B` | the glyph (when `standalone`: `1` and `a` are not SF Symbols, `1.circle` is) |
/// | `B.fill` | its filled form: outlines filled, inner strokes knocked out |
/// | `B.circle`, `B.square` | a ring / rounded square around the glyph, scaled to 56 % of it |
/// | `B.circle.fill`, `B.square.fill` | a disc / filled rounded square with the glyph's filled form knocked out |
/// | `B.slash`, `B.slash.fill` | the glyph (outline / filled) with a diagonal slash and a gap cut beside it |
///
/// Knock-outs are elements with `knockout` set; the renderer takes their coverage away from the
/// elements before them. Hand-made combinations (badges, aliases) are in `extras`.
extension IconCatalog {
    /// A base glyph in its box (1/100 em) as parts, with the modifiers it composes with.
    struct Glyph {
        var width: Double
        var height: Double
        var parts: [Part]
        var variants: Variants = .all
        /// Whether the bare name is an SF Symbol (`xmark` is; the digit of `1.circle` is not).
        var standalone = true

        var hasOutline: Bool { parts.contains { $0.kind == .outline } }
    }

    struct Part {
        enum Kind { case outline, inner, line, dot, innerDot }
        var kind: Kind
        var path: String
    }

    struct Variants: OptionSet {
        let rawValue: Int
        static let fill = Variants(rawValue: 1)
        static let circle = Variants(rawValue: 2)
        static let circleFill = Variants(rawValue: 4)
        static let square = Variants(rawValue: 8)
        static let squareFill = Variants(rawValue: 16)
        static let slash = Variants(rawValue: 32)
        static let slashFill = Variants(rawValue: 64)
        static let none: Variants = []
        static let enclosed: Variants = [.circle, .circleFill, .square, .squareFill]
        /// Everything: `.fill` and `.slash.fill` only where the glyph has outlines to fill.
        static let all: Variants = [.fill, .enclosed, .slash, .slashFill]
    }

    // Part constructors: outline, inner, line, dot, inner dot.
    static func o(_ d: String) -> Part { Part(kind: .outline, path: d) }
    static func i(_ d: String) -> Part { Part(kind: .inner, path: d) }
    static func l(_ d: String) -> Part { Part(kind: .line, path: d) }
    static func d(_ d: String) -> Part { Part(kind: .dot, path: d) }
    static func id(_ d: String) -> Part { Part(kind: .innerDot, path: d) }

    /// A rounded rectangle's path.
    static func rr(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) -> String {
        "M\(n(x + r)) \(n(y)) L\(n(x + w - r)) \(n(y)) Q\(n(x + w)) \(n(y)) \(n(x + w)) \(n(y + r)) L\(n(x + w)) \(n(y + h - r)) "
            + "Q\(n(x + w)) \(n(y + h)) \(n(x + w - r)) \(n(y + h)) L\(n(x + r)) \(n(y + h)) Q\(n(x)) \(n(y + h)) \(n(x)) \(n(y + h - r)) "
            + "L\(n(x)) \(n(y + r)) Q\(n(x)) \(n(y)) \(n(x + r)) \(n(y)) Z"
    }

    /// A number as path data writes it: at most 3 decimals, no trailing `.0`.
    static func n(_ v: Double) -> String {
        let r = (v * 1000).rounded() / 1000
        return r == r.rounded() ? String(Int(r)) : String(r)
    }

    // MARK: Forms of a glyph

    /// The glyph as drawn: every part in order.
    static func outlined(_ g: Glyph) -> [Element] {
        g.parts.map { p in
            switch p.kind {
            case .outline, .inner, .line: return s(p.path)
            case .dot, .innerDot: return f(p.path)
            }
        }
    }

    /// The filled form: outlines filled and stroked (so it keeps the outline's extent), then
    /// inner parts knocked out, then lines and dots.
    static func filled(_ g: Glyph) -> [Element] {
        g.parts.filter { $0.kind == .outline }.flatMap { [f($0.path), s($0.path)] }
            + g.parts.compactMap { p in p.kind == .inner ? ks(p.path) : p.kind == .innerDot ? kf(p.path) : nil }
            + g.parts.compactMap { p in p.kind == .line ? s(p.path) : p.kind == .dot ? f(p.path) : nil }
    }

    /// The filled form as a cut-out: what it draws is knocked out, what it knocks out is drawn.
    static func knockedOut(_ g: Glyph) -> [Element] {
        filled(g).map { Element(path: $0.path, stroked: $0.stroked, knockout: !$0.knockout) }
    }

    // MARK: Placing path data

    /// `d` scaled by `k` about the origin, then moved by (dx, dy). Handles every SVG command
    /// (relative ones are scaled only; an arc's radii scale, its rotation and flags do not).
    public static func place(_ d: String, scale k: Double, dx: Double, dy: Double) -> String {
        var out: [String] = []
        var cmd: Character = "M"
        var nums: [Double] = []
        func flush() {
            guard !nums.isEmpty || "Zz".contains(cmd) else { return }
            let rel = cmd.isLowercase
            let ox = rel ? 0 : dx, oy = rel ? 0 : dy
            var v = nums
            switch cmd.uppercased() {
            case "H": v = v.map { $0 * k + ox }
            case "V": v = v.map { $0 * k + oy }
            case "A":
                for j in stride(from: 0, to: v.count - 6, by: 7) {
                    v[j] *= k; v[j + 1] *= k
                    v[j + 5] = v[j + 5] * k + ox; v[j + 6] = v[j + 6] * k + oy
                }
            default:
                for j in v.indices { v[j] = v[j] * k + (j % 2 == 0 ? ox : oy) }
            }
            out.append(String(cmd) + v.map(n).joined(separator: " "))
            nums = []
        }
        var token = ""
        func endNumber() {
            if let v = Double(token) { nums.append(v) }
            token = ""
        }
        for c in d {
            if c.isLetter && c != "e" && c != "E" {
                endNumber(); flush(); cmd = c
            } else if c == " " || c == "," {
                endNumber()
            } else if c == "-" && !token.isEmpty && !token.hasSuffix("e") {
                endNumber(); token = "-"
            } else {
                token.append(c)
            }
        }
        endNumber(); flush()
        return out.joined(separator: " ")
    }

    /// Elements moved into a box of `size` units centred on (cx, cy), keeping their aspect.
    static func fit(_ elements: [Element], width: Double, height: Double, size: Double, cx: Double, cy: Double) -> [Element] {
        let k = size / max(width, height)
        return elements.map {
            Element(path: place($0.path, scale: k, dx: cx - width * k / 2, dy: cy - height * k / 2),
                    stroked: $0.stroked, knockout: $0.knockout)
        }
    }

    // MARK: Modifiers

    static let ring = circle(60, 60, 50)
    static let roundedSquare = rr(10, 10, 100, 100, 24)

    /// `B.circle` / `B.square` (filled: false) and `B.circle.fill` / `B.square.fill`.
    /// Other enclosures (a seal, a bubble) give their box, the glyph's centre and size.
    static func enclosed(_ g: Glyph, in enclosure: String, filled isFilled: Bool, width: Double = 120, height: Double = 120,
                         cx: Double = 60, cy: Double = 60, size: Double = 56) -> Icon {
        let inside = isFilled ? knockedOut(g) : outlined(g)
        let frame = isFilled ? [f(enclosure), s(enclosure)] : [s(enclosure)]
        return Icon(width: width, height: height, elements: frame + fit(inside, width: g.width, height: g.height, size: size, cx: cx, cy: cy))
    }

    /// `B.slash` / `B.slash.fill`: a slash from top left to bottom right over the glyph, with a
    /// band beside it knocked out (filled, so the gap does not depend on the stroke width).
    static func slashed(_ g: Glyph, filled isFilled: Bool) -> Icon {
        let m = 6.0, w = g.width, h = g.height
        let len = ((w - 2 * m) * (w - 2 * m) + (h - 2 * m) * (h - 2 * m)).squareRoot()
        // Unit normal towards the bottom left, and the gap's width along it.
        let nx = -(h - 2 * m) / len, ny = (w - 2 * m) / len, gap = 12.0
        let band = "M\(n(m)) \(n(m)) L\(n(w - m)) \(n(h - m)) L\(n(w - m + nx * gap)) \(n(h - m + ny * gap)) "
            + "L\(n(m + nx * gap)) \(n(m + ny * gap)) Z"
        let body = isFilled ? filled(g) : outlined(g)
        return Icon(width: w, height: h, elements: body + [kf(band), s("M\(n(m)) \(n(m)) L\(n(w - m)) \(n(h - m))")])
    }

    /// `icon` with a small `mark` badge in its bottom-right corner (or a dot at the top right),
    /// a ring of background knocked out around it. The box widens to make room.
    static func badged(_ icon: Icon, _ mark: Glyph?, top: Bool = false) -> Icon {
        let r = mark == nil ? 16.0 : 26, wide = icon.width + (mark == nil ? 6 : 18)
        let cx = wide - r - 4, cy = top ? r + 4 : icon.height - r - 4
        var elements = icon.elements + [kf(circle(cx, cy, r + 9))]
        if let mark {
            elements += fit(outlined(mark), width: mark.width, height: mark.height, size: 2 * r, cx: cx, cy: cy)
        } else {
            elements.append(f(circle(cx, cy, r)))
        }
        return Icon(width: wide, height: icon.height, elements: elements)
    }

    /// The names a glyph gives under the modifier rule, with their drawings.
    static func compose(_ name: String, _ g: Glyph) -> [String: Icon] {
        var out: [String: Icon] = [:]
        let v = g.variants
        if g.standalone { out[name] = Icon(width: g.width, height: g.height, elements: outlined(g)) }
        if v.contains(.fill), g.hasOutline { out[name + ".fill"] = Icon(width: g.width, height: g.height, elements: filled(g)) }
        if v.contains(.circle) { out[name + ".circle"] = enclosed(g, in: ring, filled: false) }
        if v.contains(.circleFill) { out[name + ".circle.fill"] = enclosed(g, in: ring, filled: true) }
        if v.contains(.square) { out[name + ".square"] = enclosed(g, in: roundedSquare, filled: false) }
        if v.contains(.squareFill) { out[name + ".square.fill"] = enclosed(g, in: roundedSquare, filled: true) }
        if v.contains(.slash) { out[name + ".slash"] = slashed(g, filled: false) }
        if v.contains(.slashFill), g.hasOutline { out[name + ".slash.fill"] = slashed(g, filled: true) }
        return out
    }

    /// Every name the glyphs compose to.
    static func composedIcons() -> [String: Icon] {
        var all: [String: Icon] = [:]
        for (name, g) in glyphs {
            for (composed, icon) in compose(name, g) { all[composed] = icon }
        }
        return all
    }

    /// Every base glyph, by family.
    static let glyphs: [String: Glyph] = marks.merging(objects) { a, _ in a }
}
