/// DTCG token values (references already substituted) → tokens.yaml values, so Plumb resolves
/// them exactly like tokens written in tokens.yaml. Colours become `"#RRGGBBAA"` strings, so
/// light and dark differ only in those (`DTCGTokens.combine`).
enum DTCGTokensValues {
    /// Where a converted token goes in `Tokens`.
    enum Section: Equatable {
        case colors, numbers(Tokens.NumberGroup), fonts, styles
    }

    /// Number tokens land in the group their first path segment names; any other in `sizes`.
    static func numberGroup(_ path: [String]) -> Tokens.NumberGroup {
        switch path.first?.lowercased() {
        case "spacing", "space", "gap": return .spacing
        case "radius", "radii", "borderradius", "cornerradius": return .radii
        default: return .sizes
        }
    }

    /// The section and tokens.yaml value of a token, or nil for types Plumb has no use for on
    /// their own (`fontFamily`, `fontWeight`, `duration`, `cubicBezier`, `strokeStyle`,
    /// `transition`: they are still checked where a composite uses them).
    static func convert(_ token: DTCGTokensDocument.Token, type: String, _ v: YAMLValue) throws -> (Section, YAMLValue)? {
        let loc = v.location
        switch type {
        case "color":
            return (.colors, hex(try DTCGTokensColor.rgba(v), loc))
        case "gradient":
            return (.colors, try gradient(v))
        case "dimension":
            return (.numbers(numberGroup(token.path)), number(try dimension(v, "dimension", signed: true), loc))
        case "number":
            return (.numbers(numberGroup(token.path)), number(try ValueParsing.checkedSigned(ValueParsing.number(v, "number"), "number", at: loc), loc))
        case "typography":
            return (.fonts, try typography(v, token))
        case "shadow":
            return (.styles, try shadow(v))
        case "border":
            return (.styles, try border(v))
        case "fontFamily":
            _ = try design(v); return nil
        case "fontWeight":
            _ = try weight(v); return nil
        case "duration", "cubicBezier", "strokeStyle", "transition":
            return nil
        default:
            throw PlumbError("unknown token type '\(type)'\(Suggestions.hint(for: type, in: types))", at: loc)
        }
    }

    static let types = ["color", "gradient", "dimension", "number", "typography", "shadow", "border", "fontFamily",
                        "fontWeight", "duration", "cubicBezier", "strokeStyle", "transition"]

    // MARK: Scalars

    /// `{value, unit}` in points: px = pt (one CSS px is one iOS point), rem = 16 pt.
    static func dimension(_ v: YAMLValue, _ what: String, signed: Bool = false) throws -> Double {
        let e = try ValueParsing.mapping(v, "\(what) {\"value\", \"unit\"}")
        try ValueParsing.checkKeys(e, allowed: ["value", "unit"], in: what)
        guard let value = v["value"], let unit = v["unit"] else {
            throw PlumbError("a \(what) needs 'value' and 'unit'", at: v.location)
        }
        let d = try ValueParsing.number(value, "\(what) value")
        let u = try ValueParsing.string(unit, "unit")
        let points: Double
        switch u {
        case "px": points = d
        case "rem": points = d * 16
        default: throw PlumbError("unit must be px or rem, found '\(u)'", at: unit.location)
        }
        return signed ? try ValueParsing.checkedSigned(points, what, at: value.location)
                      : try ValueParsing.checkedLength(points, what, at: value.location)
    }

    static let weightNames: [String: Int] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400, "regular": 400,
        "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700, "extra-bold": 800, "ultra-bold": 800,
        "black": 900, "heavy": 900, "extra-black": 900, "ultra-black": 900,
    ]

    /// A weight 1…1000 or a DTCG weight name → Plumb's weight for the nearest hundred (as
    /// tokens.yaml reads 100…900).
    static func weight(_ v: YAMLValue) throws -> FontWeight {
        var n: Double
        if case .scalar(let s, true, _) = v {
            guard let w = weightNames[s] else {
                throw PlumbError("unknown font weight '\(s)'\(Suggestions.hint(for: s, in: weightNames.keys))", at: v.location)
            }
            n = Double(w)
        } else {
            n = try ValueParsing.number(v, "font weight")
            guard (1...1000).contains(n) else { throw PlumbError("font weight must be in 1…1000, found \(ValueParsing.fmt(n))", at: v.location) }
        }
        n = min(max((n / 100).rounded() * 100, 100), 900)
        return try Tokens.weight(.scalar(ValueParsing.fmt(n), quoted: false, v.location))
    }

    static let designFamilies: [String: FontDesign] = [
        "system-ui": .default, "-apple-system": .default, "sf pro": .default, "sf pro text": .default, "sf pro display": .default,
        "sans-serif": .default, "ui-sans-serif": .default, "ui-rounded": .rounded, "sf pro rounded": .rounded,
        "ui-monospace": .monospaced, "monospace": .monospaced, "sf mono": .monospaced, "ui-serif": .serif, "serif": .serif,
        "new york": .serif,
    ]

    /// A family name or fallback list → the first of them that names a system design. Other
    /// families are skipped like a missing web font; `fontFaces` maps a design to your files.
    static func design(_ v: YAMLValue) throws -> FontDesign {
        let names: [YAMLValue] = if case .sequence(let items, _) = v { items } else { [v] }
        for n in names {
            if let d = designFamilies[try ValueParsing.string(n, "font family").lowercased()] { return d }
        }
        throw PlumbError("no system design among the font families: end the list with system-ui, ui-rounded, ui-monospace or ui-serif"
                         + " (and give your files in fontFaces)", at: v.location)
    }

    // MARK: Composites

    /// `{fontFamily, fontSize, fontWeight, letterSpacing, lineHeight}`; lineHeight is a multiplier
    /// of the size. `$extensions["dev.plumb"].relativeTo` makes it scale with a text style.
    static func typography(_ v: YAMLValue, _ token: DTCGTokensDocument.Token) throws -> YAMLValue {
        let e = try ValueParsing.mapping(v, "typography")
        try ValueParsing.checkKeys(e, allowed: ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"], in: "typography")
        guard let sv = v["fontSize"] else { throw PlumbError("a typography token needs 'fontSize'", at: v.location) }
        let size = try dimension(sv, "fontSize")
        guard size > 0, size <= 1000 else { throw PlumbError("fontSize must be in (0, 1000] pt", at: sv.location) }
        let loc = v.location
        var out: [(String, YAMLValue)] = [("size", number(size, sv.location))]
        if let w = v["fontWeight"] { out.append(("weight", .scalar(try weight(w).rawValue, quoted: false, w.location))) }
        if let f = v["fontFamily"] { out.append(("design", .scalar(try design(f).rawValue, quoted: false, f.location))) }
        if let t = v["letterSpacing"] { out.append(("tracking", number(try dimension(t, "letterSpacing", signed: true), t.location))) }
        if let lh = v["lineHeight"] {
            let m = try ValueParsing.number(lh, "lineHeight (a multiplier of fontSize)")
            guard m > 0, m <= 10 else { throw PlumbError("lineHeight is a multiplier of fontSize in (0, 10], found \(ValueParsing.fmt(m))", at: lh.location) }
            out.append(("lineHeight", number(size * m, lh.location)))
        }
        if let ext = token.extensions?["dev.plumb"] {
            let x = try ValueParsing.mapping(ext, "$extensions dev.plumb")
            try ValueParsing.checkKeys(x, allowed: ["relativeTo"], in: "$extensions dev.plumb")
            if let r = ext["relativeTo"] { out.append(("relativeTo", .scalar(try ValueParsing.string(r, "relativeTo"), quoted: false, r.location))) }
        }
        return mapping(out, loc)
    }

    /// A list of `{color, position}` stops → a top-to-bottom linear gradient (DTCG gradients
    /// have no direction). Positions outside 0…1 clamp, as the format says.
    static func gradient(_ v: YAMLValue) throws -> YAMLValue {
        let items = try ValueParsing.sequence(v, "gradient stops")
        guard items.count >= 2 else { throw PlumbError("a gradient needs at least two stops", at: v.location) }
        let stops: [YAMLValue] = try items.map { s in
            let e = try ValueParsing.mapping(s, "gradient stop")
            try ValueParsing.checkKeys(e, allowed: ["color", "position"], in: "gradient stop")
            guard let c = s["color"], let p = s["position"] else { throw PlumbError("a gradient stop needs 'color' and 'position'", at: s.location) }
            let at = min(max(try ValueParsing.number(p, "position"), 0), 1)
            return mapping([("color", hex(try DTCGTokensColor.rgba(c), c.location)), ("at", number(at, p.location))], s.location)
        }
        let loc = v.location
        return mapping([("linear", mapping([("from", .scalar("top", quoted: false, loc)), ("to", .scalar("bottom", quoted: false, loc)),
                                            ("stops", .sequence(stops, loc))], loc))], loc)
    }

    /// One shadow or a list → a style of `shadow` modifiers. SwiftUI's radius is half the CSS
    /// blur (both describe the same Gaussian); spread and inset have no SwiftUI equivalent.
    static func shadow(_ v: YAMLValue) throws -> YAMLValue {
        let items: [YAMLValue] = if case .sequence(let list, _) = v { list } else { [v] }
        return .sequence(try items.map { s in
            let e = try ValueParsing.mapping(s, "shadow")
            try ValueParsing.checkKeys(e, allowed: ["color", "offsetX", "offsetY", "blur", "spread", "inset"], in: "shadow")
            for key in ["color", "offsetX", "offsetY", "blur"] where s[key] == nil {
                throw PlumbError("a shadow needs '\(key)'", at: s.location)
            }
            if let sp = s["spread"], try dimension(sp, "spread", signed: true) != 0 {
                throw PlumbError("a shadow's spread has no SwiftUI equivalent: use 0", at: sp.location)
            }
            if let i = s["inset"], try ValueParsing.bool(i, "inset") { throw PlumbError("inset shadows have no SwiftUI equivalent", at: i.location) }
            let shadow = mapping([("color", hex(try DTCGTokensColor.rgba(s["color"]!), s["color"]!.location)),
                                  ("radius", number(try dimension(s["blur"]!, "blur") / 2, s["blur"]!.location)),
                                  ("x", number(try dimension(s["offsetX"]!, "offsetX", signed: true), s["offsetX"]!.location)),
                                  ("y", number(try dimension(s["offsetY"]!, "offsetY", signed: true), s["offsetY"]!.location))], s.location)
            return mapping([("shadow", shadow)], s.location)
        }, v.location)
    }

    /// `{color, width, style}` → a style of one `strokeBorder` (an inside border, as CSS draws
    /// it); only solid borders.
    static func border(_ v: YAMLValue) throws -> YAMLValue {
        let e = try ValueParsing.mapping(v, "border")
        try ValueParsing.checkKeys(e, allowed: ["color", "width", "style"], in: "border")
        guard let c = v["color"], let w = v["width"] else { throw PlumbError("a border needs 'color' and 'width'", at: v.location) }
        if let s = v["style"], s.string != "solid" {
            throw PlumbError("only solid borders are drawn, found \(s.shapeName)", at: s.location)
        }
        let stroke = mapping([("color", hex(try DTCGTokensColor.rgba(c), c.location)),
                              ("lineWidth", number(try dimension(w, "width"), w.location))], v.location)
        return .sequence([mapping([("strokeBorder", stroke)], v.location)], v.location)
    }

    // MARK: Building tokens.yaml values

    static func hex(_ c: RGBA, _ loc: SourceLocation) -> YAMLValue { .scalar(c.hex, quoted: true, loc) }
    static func number(_ d: Double, _ loc: SourceLocation) -> YAMLValue { .scalar(ValueParsing.fmt(d), quoted: false, loc) }
    static func mapping(_ pairs: [(String, YAMLValue)], _ loc: SourceLocation) -> YAMLValue {
        .mapping(pairs.map { (.scalar($0.0, quoted: false, loc), $0.1) }, loc)
    }
}
