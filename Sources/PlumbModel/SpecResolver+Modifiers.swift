/// Parsing of the `modifiers:` list: one single-key mapping per modifier, in order.
extension SpecResolver {
    /// The token a modifier value names: a bare token name, or `{ref: name, opacity: o}`.
    static func tokenName(_ v: YAMLValue) -> String? {
        if case .scalar(let s, let quoted, _) = v {
            if !quoted, ValueParsing.parseNumber(s) != nil { return nil }
            if s.isEmpty || s.hasPrefix("#") || s.lowercased().hasPrefix("oklch(") { return nil }
            return s
        }
        if let r = v["ref"]?.string {
            return v["opacity"]?.string.map { "\(r)@\($0)" } ?? r
        }
        if let c = v["color"] { return tokenName(c) }
        return nil
    }

    /// The token name recorded for one modifier item of a list.
    static func modifierTokenName(_ item: YAMLValue) -> String? {
        guard let first = item.entries?.first else { return nil }
        if first.key == "padding", let edges = paddingTokens(first.value) { return edges }
        return tokenName(first.value)
    }

    /// A padding mapping's keys, broadest first, with the edges each sets: an edge takes the
    /// most specific value given for it.
    static let paddingKeys = [("all", ["top", "leading", "bottom", "trailing"]), ("horizontal", ["leading", "trailing"]),
                              ("vertical", ["top", "bottom"]), ("top", ["top"]), ("leading", ["leading"]),
                              ("bottom", ["bottom"]), ("trailing", ["trailing"])]

    /// Per-edge token names of a padding mapping, as `top=a,leading=b,…` (edges in fixed
    /// order; an edge's most specific key wins, as in `padding(_:)`).
    static func paddingTokens(_ v: YAMLValue) -> String? {
        guard let e = v.entries else { return nil }
        var edges: [String: String] = [:]
        for (key, covered) in paddingKeys {
            guard let value = e.first(where: { $0.key == key })?.value else { continue }
            for edge in covered {
                if let t = tokenName(value) { edges[edge] = t } else { edges[edge] = nil }
            }
        }
        guard !edges.isEmpty else { return nil }
        return ["top", "leading", "bottom", "trailing"].compactMap { k in edges[k].map { "\(k)=\($0)" } }.joined(separator: ",")
    }

    /// Refuses a `modifiers:` list that would take a node past `Limits.modifiersPerNode`
    /// (`already` counts modifiers the node has from elsewhere, e.g. its body before a
    /// variant's), at the first modifier over the limit.
    static func checkModifierCount(_ v: YAMLValue, already: Int) throws {
        guard case .sequence(let items, _) = v, already + items.count > Limits.modifiersPerNode else { return }
        let first = items[max(Limits.modifiersPerNode - already, 0)]
        throw PlumbError.overLimit("a node with \(PlumbError.grouped(already + items.count)) modifiers", "modifiers-per-node",
                                   Limits.modifiersPerNode, at: first.location)
    }

    /// A `modifiers:` list resolved, with the token each modifier names (parallel lists). A
    /// `{style: …}` item expands in place; a background or overlay whose node is absent
    /// (`if:` false) is dropped. Paths number the items as if every style were written inline.
    func modifiers(_ v: YAMLValue, nodePath: String, startIndex: Int,
                   uses: inout SpecExpansion) throws -> (modifiers: [Modifier], tokenNames: [String?]) {
        var out: (modifiers: [Modifier], tokenNames: [String?]) = ([], [])
        var index = startIndex
        try appendModifiers(v, nodePath: nodePath, index: &index, into: &out, uses: &uses)
        // Styles expand in place, so the count is checked again once they have.
        if out.modifiers.count > Limits.modifiersPerNode {
            throw PlumbError.overLimit("a node with \(PlumbError.grouped(out.modifiers.count)) modifiers after its styles expand",
                                       "modifiers-per-node", Limits.modifiersPerNode, at: v.location)
        }
        return out
    }

    private func appendModifiers(_ v: YAMLValue, nodePath: String, index: inout Int,
                                 into out: inout (modifiers: [Modifier], tokenNames: [String?]), uses: inout SpecExpansion) throws {
        let items = try ValueParsing.sequence(v, "modifiers")
        // Each modifier resolves at the Dynamic Type size inside the clamps that wrap it.
        let sizes = try dynamicTypeSizes(items).modifiers
        for (i, item) in items.enumerated() {
            let r = within(sizes[i])
            // `if:` / `unless:` beside a modifier (evaluated by PropSubstitution) drop it.
            guard NodeCondition.isPresent(item) else {
                if item["style"] == nil { index += 1 }
                continue
            }
            let entries = item.entries?.filter { !NodeCondition.keys.contains($0.key) }
            if let e = entries, let s = e.first(where: { $0.key == "style" }) {
                try r.appendStyle(s.value, args: e.filter { $0.key != "style" }, use: item,
                                  nodePath: nodePath, index: &index, into: &out, uses: &uses)
                continue
            }
            let path = "\(nodePath)/modifiers/\(index)"
            index += 1
            let resolved: Modifier?
            if let e = entries, e.count == 1, let (name, loc, value) = e.first {
                resolved = try r.modifier(name, value, at: loc, path: path, uses: &uses)
            } else if let name = item.string, Modifier.allNames.contains(name) {
                resolved = try r.modifier(name, .scalar("", quoted: false, item.location), at: item.location, path: path, uses: &uses)
            } else {
                let found = item.entries.map { "keys " + $0.map { "'\($0.key)'" }.joined(separator: ", ") } ?? item.shapeName
                throw PlumbError("each modifier is a mapping with one key, e.g. {padding: 16}, or a style use {style: name, …}; found \(found)", at: item.location)
            }
            guard let resolved else { continue }
            out.modifiers.append(resolved)
            out.tokenNames.append(Self.modifierTokenName(item))
        }
    }

    /// Expands `{style: name, param: value, …}`: the style's list with its params substituted,
    /// then its list for the current variant's state. An error inside a style's definition is
    /// located in `tokens.yaml` and names the use.
    private func appendStyle(_ nameValue: YAMLValue, args: [(key: String, keyLocation: SourceLocation, value: YAMLValue)],
                             use: YAMLValue, nodePath: String, index: inout Int,
                             into out: inout (modifiers: [Modifier], tokenNames: [String?]), uses: inout SpecExpansion) throws {
        let name = try ValueParsing.string(nameValue, "style")
        guard let style = tokens.styles[name] else {
            let names = tokens.styles.keys.sorted()
            let list = names.isEmpty ? "the system defines no styles: add them under 'styles:' in tokens.yaml" : "styles: \(names.joined(separator: ", "))"
            throw PlumbError("unknown style '\(name)'\(Suggestions.hint(for: name, in: names)) (\(list))", at: nameValue.location)
        }
        if styleStack.contains(name) {
            throw PlumbError("cyclic style use: \((styleStack + [name]).joined(separator: " → "))", at: nameValue.location)
        }
        let subst = PropSubstitution(props: try style.arguments(args, at: nameValue.location))
        var inner = self
        inner.styleStack.append(name)
        do {
            try inner.appendModifiers(subst.apply(style.modifiers), nodePath: nodePath, index: &index, into: &out, uses: &uses)
            if let extra = style.states[state] {
                try inner.appendModifiers(subst.apply(extra), nodePath: nodePath, index: &index, into: &out, uses: &uses)
            }
        } catch var e as PlumbError where e.location?.file == tokens.file && use.location.file != tokens.file {
            // Named once, at the outermost use: the one in a component.
            e.message += " (in style '\(name)' used at \(use.location))"
            throw e
        }
    }

    private func isEmpty(_ v: YAMLValue) -> Bool {
        if case .scalar(let s, _, _) = v { return s.isEmpty || s == "~" || s == "null" }
        if case .mapping(let p, _) = v { return p.isEmpty }
        return false
    }

    /// One modifier; nil for a background or overlay whose node is absent.
    func modifier(_ name: String, _ v: YAMLValue, at loc: SourceLocation, path: String,
                          uses: inout SpecExpansion) throws -> Modifier? {
        switch name {
        case "padding":
            return .padding(try padding(v))
        case "frame":
            return .frame(try frame(v))
        case "fixedSize":
            if isEmpty(v) { return .fixedSize(horizontal: true, vertical: true) }
            if v.string != nil {
                let b = try ValueParsing.bool(v, "fixedSize")
                return .fixedSize(horizontal: b, vertical: b)
            }
            let e = try ValueParsing.mapping(v, "fixedSize")
            try ValueParsing.checkKeys(e, allowed: ["horizontal", "vertical"], in: "fixedSize")
            return .fixedSize(horizontal: try v["horizontal"].map { try ValueParsing.bool($0, "horizontal") } ?? false,
                              vertical: try v["vertical"].map { try ValueParsing.bool($0, "vertical") } ?? false)
        case "layoutPriority":
            let p = try ValueParsing.number(v, "layoutPriority")
            guard abs(p) <= 1e6 else { throw PlumbError("layoutPriority out of range", at: v.location) }
            return .layoutPriority(p)
        case "offset":
            let e = try ValueParsing.mapping(v, "offset")
            try ValueParsing.checkKeys(e, allowed: ["x", "y"], in: "offset")
            return .offset(x: try v["x"].map { try length($0, [.spacing, .sizes], "offset x", signed: true) } ?? 0,
                           y: try v["y"].map { try length($0, [.spacing, .sizes], "offset y", signed: true) } ?? 0)
        case "aspectRatio":
            return .aspectRatio(try aspectRatio(v))
        case "alignmentGuide":
            return .alignmentGuide(try alignmentGuide(v))
        case "layoutDirection":
            return .layoutDirection(try ValueParsing.named(v, "layoutDirection", "layout direction", expected: "leftToRight or rightToLeft"))
        case "locale":
            return try Self.localeModifier(try ValueParsing.string(v, "locale"), at: v.location)
        case "background", "overlay":
            guard let (node, alignment) = try decoration(v, path: path, uses: &uses) else { return nil }
            return name == "background" ? .background(node, alignment: alignment) : .overlay(node, alignment: alignment)
        case "fill":
            return .fill(try paint(v))
        case "stroke", "strokeBorder":
            var lineWidth = 1.0
            var color = v
            if v["lineWidth"] != nil || v["color"] != nil && v["opacity"] == nil {
                let e = try ValueParsing.mapping(v, name)
                try ValueParsing.checkKeys(e, allowed: ["color", "lineWidth"], in: name)
                guard let c = v["color"] else { throw PlumbError("\(name) needs 'color'", at: v.location) }
                color = c
                if let lw = v["lineWidth"] { lineWidth = try length(lw, [.sizes, .spacing], "lineWidth") }
            }
            let p = try paint(color)
            return name == "stroke" ? .stroke(p, lineWidth: lineWidth) : .strokeBorder(p, lineWidth: lineWidth)
        case "clipShape":
            return .clipShape(try shapeArgument(v))
        case "contentShape":
            return .contentShape(try shapeArgument(v))
        case "cornerRadius":
            return .cornerRadius(try length(v, [.radii], "cornerRadius"))
        case "opacity":
            let o = try ValueParsing.number(v, "opacity")
            guard (0...1).contains(o) else { throw PlumbError("opacity must be between 0 and 1, found \(o)", at: v.location) }
            return .opacity(o)
        case "scaleEffect":
            if v.string != nil {
                let s = try scaleFactor(v, "scaleEffect")
                return .scaleEffect(x: s, y: s, anchor: UnitPoint.named["center"]!)
            }
            let e = try ValueParsing.mapping(v, "scaleEffect")
            try ValueParsing.checkKeys(e, allowed: ["x", "y", "anchor"], in: "scaleEffect")
            var anchor = UnitPoint.named["center"]!
            if let a = v["anchor"] {
                let s = try ValueParsing.string(a, "anchor")
                guard let p = UnitPoint.named[s] else { throw PlumbError("unknown anchor '\(s)'\(Suggestions.hint(for: s, in: UnitPoint.named.keys))", at: a.location) }
                anchor = p
            }
            return .scaleEffect(x: try v["x"].map { try scaleFactor($0, "scaleEffect x") } ?? 1,
                                y: try v["y"].map { try scaleFactor($0, "scaleEffect y") } ?? 1, anchor: anchor)
        case "rotationEffect":
            if v.string != nil {
                return .rotationEffect(degrees: try ValueParsing.checkedSigned(ValueParsing.number(v, "rotationEffect"), "rotationEffect", at: v.location),
                                       anchor: UnitPoint.named["center"]!)
            }
            let e = try ValueParsing.mapping(v, "rotationEffect")
            try ValueParsing.checkKeys(e, allowed: ["degrees", "anchor"], in: "rotationEffect")
            guard let d = v["degrees"] else { throw PlumbError("rotationEffect needs 'degrees'", at: v.location) }
            var anchor = UnitPoint.named["center"]!
            if let a = v["anchor"] {
                let s = try ValueParsing.string(a, "anchor")
                guard let p = UnitPoint.named[s] else { throw PlumbError("unknown anchor '\(s)'\(Suggestions.hint(for: s, in: UnitPoint.named.keys))", at: a.location) }
                anchor = p
            }
            return .rotationEffect(degrees: try ValueParsing.checkedSigned(ValueParsing.number(d, "degrees"), "degrees", at: d.location), anchor: anchor)
        case "shadow":
            let e = try ValueParsing.mapping(v, "shadow")
            try ValueParsing.checkKeys(e, allowed: ["color", "radius", "x", "y"], in: "shadow")
            var color = RGBA(r: 0, g: 0, b: 0, a: 0.33)
            if let c = v["color"] {
                guard let s = try paint(c).solidColor else { throw PlumbError("a shadow colour must be solid", at: c.location) }
                color = s
            }
            return .shadow(color: color, radius: try v["radius"].map { try length($0, [.radii, .spacing], "radius") } ?? 0,
                           x: try v["x"].map { try length($0, [.spacing], "x", signed: true) } ?? 0,
                           y: try v["y"].map { try length($0, [.spacing], "y", signed: true) } ?? 0)
        case "trim":
            let e = try ValueParsing.mapping(v, "trim")
            try ValueParsing.checkKeys(e, allowed: ["from", "to"], in: "trim")
            let from = try v["from"].map { try ValueParsing.number($0, "from") } ?? 0
            let to = try v["to"].map { try ValueParsing.number($0, "to") } ?? 1
            guard (0...1).contains(from), (0...1).contains(to) else { throw PlumbError("trim bounds must be in 0…1", at: v.location) }
            return .trim(from: from, to: to)
        case "backdropBlur":
            if v.string != nil {
                return .backdropBlur(radius: try length(v, [.radii, .spacing], "backdropBlur radius"), shape: .rectangle)
            }
            let e = try ValueParsing.mapping(v, "backdropBlur")
            try ValueParsing.checkKeys(e, allowed: ["radius", "shape"], in: "backdropBlur")
            guard let r = v["radius"] else { throw PlumbError("backdropBlur needs 'radius'", at: v.location) }
            return .backdropBlur(radius: try length(r, [.radii, .spacing], "backdropBlur radius"),
                                 shape: try v["shape"].map(shapeArgument) ?? .rectangle)
        case "blendMode":
            return .blendMode(try ValueParsing.named(v, "blendMode", "blend mode"))
        case "blur":
            if v.string != nil { return .blur(radius: try length(v, [.radii, .spacing], "blur radius"), opaque: false) }
            let e = try ValueParsing.mapping(v, "blur")
            try ValueParsing.checkKeys(e, allowed: ["radius", "opaque"], in: "blur")
            guard let r = v["radius"] else { throw PlumbError("blur needs 'radius'", at: v.location) }
            return .blur(radius: try length(r, [.radii, .spacing], "blur radius"),
                         opaque: try v["opaque"].map { try ValueParsing.bool($0, "opaque") } ?? false)
        case "glassEffect":
            if isEmpty(v) { return .glassEffect(shape: .capsule(.circular), tint: nil) }
            if v.string != nil { return .glassEffect(shape: try shapeArgument(v), tint: nil) }
            let e = try ValueParsing.mapping(v, "glassEffect")
            try ValueParsing.checkKeys(e, allowed: ["shape", "tint"], in: "glassEffect")
            return .glassEffect(shape: try v["shape"].map(shapeArgument) ?? .capsule(.circular), tint: try v["tint"].map(paint))
        case "font":
            var f = try tokens.font(v, dynamicType: dynamicType)
            f.dynamicType = dynamicType
            return .font(f)
        case "foregroundColor", "foregroundStyle":
            return .foregroundColor(try paint(v))
        case "tracking", "kerning":
            return .tracking(try length(v, [.spacing], "tracking", signed: true))
        case "textCase":
            let s = try ValueParsing.string(v, "textCase")
            switch s {
            case "uppercase", "upper": return .textCase(uppercase: true)
            case "none", "": return .textCase(uppercase: false)
            default: throw PlumbError("textCase must be uppercase or none, found '\(s)'", at: v.location)
            }
        case "lineLimit":
            if isEmpty(v) { return .lineLimit(nil) }
            let n = try ValueParsing.number(v, "lineLimit")
            guard n >= 1, n <= 1000, n == n.rounded() else { throw PlumbError("lineLimit must be a whole number from 1 to 1000", at: v.location) }
            return .lineLimit(Int(n))
        case "multilineTextAlignment":
            return .multilineTextAlignment(try ValueParsing.named(v, "multilineTextAlignment", "text alignment"))
        case "fontWeight":
            return .fontWeight(try Tokens.weight(v))
        case "fontDesign":
            return .fontDesign(try ValueParsing.named(v, "fontDesign", "font design"))
        case "italic":
            return .italic(isEmpty(v) ? true : try ValueParsing.bool(v, "italic"))
        case "monospacedDigit":
            return .monospacedDigit(isEmpty(v) ? true : try ValueParsing.bool(v, "monospacedDigit"))
        case "underline":
            return .underline(try textDecoration(v, name))
        case "strikethrough":
            return .strikethrough(try textDecoration(v, name))
        case "lineSpacing":
            return .lineSpacing(try length(v, [.spacing], "lineSpacing"))
        case "minimumScaleFactor":
            let f = try ValueParsing.number(v, "minimumScaleFactor")
            // Below 1 % a text is a smudge: refused rather than shaped at 1e-300 pt.
            guard f >= 0.01, f <= 1 else {
                throw PlumbError("minimumScaleFactor must be from 0.01 to 1, found \(ValueParsing.fmt(f))", at: v.location)
            }
            return .minimumScaleFactor(f)
        case "truncationMode":
            let s = try ValueParsing.string(v, "truncationMode")
            guard let m = TruncationMode(rawValue: s) else {
                throw PlumbError("unknown truncation mode '\(s)'\(Suggestions.hint(for: s, in: TruncationMode.allCases.map(\.rawValue)))", at: v.location)
            }
            return .truncationMode(m)
        case "allowsTightening":
            return .allowsTightening(isEmpty(v) ? true : try ValueParsing.bool(v, "allowsTightening"))
        case "dynamicTypeSize":
            return .dynamicTypeSize(try dynamicTypeRange(v))
        case "accessibility":
            let e = try ValueParsing.mapping(v, "accessibility")
            try ValueParsing.checkKeys(e, allowed: ["interactive", "role", "label", "hidden"], in: "accessibility")
            return .accessibility(AccessibilityInfo(
                interactive: try v["interactive"].map { try ValueParsing.bool($0, "interactive") },
                role: try v["role"].map { try ValueParsing.string($0, "role") },
                label: try v["label"].map { try ValueParsing.string($0, "label") },
                hidden: try v["hidden"].map { try ValueParsing.bool($0, "hidden") } ?? false))
        default:
            if Self.kinds.contains(name) {
                throw PlumbError("'\(name)' is a node kind, not a modifier", at: loc)
            }
            throw PlumbError("unknown modifier '\(name)'\(Suggestions.hint(for: name, in: Modifier.allNames))", at: loc)
        }
    }

    /// A scale factor within ±`Limits.scaleEffect` (drawing cost grows with its square).
    private func scaleFactor(_ v: YAMLValue, _ what: String) throws -> Double {
        let s = try ValueParsing.number(v, what)
        guard abs(s) <= Limits.scaleEffect else {
            throw PlumbError.overLimit("\(what) \(ValueParsing.fmt(s))", "scale-factor", Int(Limits.scaleEffect), at: v.location)
        }
        return s + 0
    }

    private func padding(_ v: YAMLValue) throws -> EdgeInsets {
        if isEmpty(v) { return EdgeInsets(all: 16) }
        if v.string != nil || ScaledMetric.isWritten(v) {
            var p = EdgeInsets(all: try length(v, [.spacing, .sizes], "padding", signed: true))
            if let m = scaledMetric(v, [.spacing, .sizes]) { p.scaledMetrics = ["top": m, "leading": m, "bottom": m, "trailing": m] }
            return p
        }
        let e = try ValueParsing.mapping(v, "padding")
        try ValueParsing.checkKeys(e, allowed: ["all", "horizontal", "vertical", "top", "leading", "bottom", "trailing"], in: "padding")
        var p = EdgeInsets()
        func get(_ k: String) throws -> Double? { try v[k].map { try length($0, [.spacing, .sizes], "padding \(k)", signed: true) } }
        // Later, more specific keys override broader ones, as chained SwiftUI paddings would add;
        // here an edge takes its most specific value (and its scaled metric, if it is one).
        for (key, edges) in Self.paddingKeys {
            guard let d = try get(key) else { continue }
            let metric = scaledMetric(v[key]!, [.spacing, .sizes])
            for edge in edges {
                switch edge {
                case "top": p.top = d
                case "leading": p.leading = d
                case "bottom": p.bottom = d
                default: p.trailing = d
                }
                p.scaledMetrics[edge] = metric
            }
        }
        return p
    }

    private func frame(_ v: YAMLValue) throws -> FrameSpec {
        let e = try ValueParsing.mapping(v, "frame")
        let keys = ["width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment"]
        try ValueParsing.checkKeys(e, allowed: keys, in: "frame")
        var f = FrameSpec()
        func get(_ k: String, inf: Bool) throws -> Double? {
            guard let x = v[k] else { return nil }
            if let r = try relativeLength(x, "frame \(k)") {
                f.relative[k] = r
                return nil
            }
            let d = try length(x, [.sizes, .spacing], "frame \(k)", allowInfinity: inf)
            f.scaledMetrics[k] = scaledMetric(x, [.sizes, .spacing])
            return d
        }
        f.width = try get("width", inf: false)
        f.height = try get("height", inf: false)
        f.minWidth = try get("minWidth", inf: false)
        f.idealWidth = try get("idealWidth", inf: false)
        f.maxWidth = try get("maxWidth", inf: true)
        f.minHeight = try get("minHeight", inf: false)
        f.idealHeight = try get("idealHeight", inf: false)
        f.maxHeight = try get("maxHeight", inf: true)
        if let a = v["alignment"] { f.alignment = try alignmentValue(a) }
        if f.width != nil || f.height != nil || f.relative["width"] != nil || f.relative["height"] != nil, !f.isFixed {
            throw PlumbError("a frame takes either width/height or min/ideal/max values; chain two frames to combine them", at: v.location)
        }
        for (lo, hi, axis) in [(f.minWidth, f.maxWidth, "width"), (f.minHeight, f.maxHeight, "height")] {
            if let lo, let hi, lo > hi {
                throw PlumbError("frame min\(axis.capitalized) \(ValueParsing.fmt(lo)) is greater than max\(axis.capitalized) \(ValueParsing.fmt(hi))", at: v.location)
            }
        }
        return f
    }

    /// A frame length relative to the proposal (`62%`) or to the container
    /// (`{containerRelative: 0.75}`), or nil for a plain length.
    private func relativeLength(_ v: YAMLValue, _ what: String) throws -> RelativeLength? {
        func checked(_ percent: Double, at loc: SourceLocation) throws -> Double {
            guard percent.isFinite, percent >= 0, percent <= 1000 else {
                throw PlumbError("\(what): a relative length must be from 0 % to 1000 % (a fraction 0…10), found \(ValueParsing.fmt(percent)) %", at: loc)
            }
            return percent
        }
        if case .scalar(let s, _, let loc) = v, s.hasSuffix("%") {
            guard let n = ValueParsing.parseNumber(String(s.dropLast().filter { $0 != " " })) else {
                throw PlumbError("\(what): expected a percentage such as 62%, found '\(s)'", at: loc)
            }
            return RelativeLength(percent: try checked(n, at: loc), base: .proposal)
        }
        guard let e = v.entries, e.contains(where: { $0.key == "containerRelative" }) else { return nil }
        try ValueParsing.checkKeys(e, allowed: ["containerRelative"], in: what)
        let x = v["containerRelative"]!
        if x.entries != nil { return RelativeLength(grid: try containerGrid(x, what)) }
        return RelativeLength(percent: try checked(ValueParsing.number(x, "containerRelative") * 100, at: x.location), base: .container)
    }

    /// `{count: 3, span: 2, spacing: 8}`: span defaults to 1, spacing to 0.
    private func containerGrid(_ v: YAMLValue, _ what: String) throws -> ContainerGrid {
        try ValueParsing.checkKeys(v.entries ?? [], allowed: ["count", "span", "spacing"], in: "containerRelative grid")
        guard let c = v["count"] else {
            throw PlumbError("\(what): containerRelative needs 'count' (the grid's columns), e.g. {count: 3, span: 2, spacing: 8}", at: v.location)
        }
        func whole(_ x: YAMLValue, _ name: String, max: Int, _ range: String) throws -> Int {
            let n = try ValueParsing.number(x, "containerRelative \(name)")
            guard n >= 1, n <= Double(max), n == n.rounded() else {
                throw PlumbError("\(what): containerRelative '\(name)' must be a whole number from 1 to \(range), found \(ValueParsing.fmt(n))", at: x.location)
            }
            return Int(n)
        }
        let count = try whole(c, "count", max: ContainerGrid.maxCount, "\(ContainerGrid.maxCount)")
        let span = try v["span"].map { try whole($0, "span", max: count, "the count (\(count))") } ?? 1
        let spacing = try v["spacing"].map { try length($0, [.spacing, .sizes], "\(what): containerRelative spacing") } ?? 0
        return ContainerGrid(count: count, span: span, spacing: spacing)
    }

    /// `aspectRatio: 1.5`, `{ratio: 1.5, contentMode: fill}` or `{contentMode: fit}` (the
    /// child's own ratio; SwiftUI's `scaledToFit()`).
    private func aspectRatio(_ v: YAMLValue) throws -> AspectRatio {
        func ratio(_ x: YAMLValue) throws -> Double {
            let r = try ValueParsing.number(x, "aspectRatio ratio")
            guard r.isFinite, r > 0, r <= 10_000, 1 / r <= 10_000 else {
                throw PlumbError("aspectRatio ratio must be a positive width ÷ height from 1/10000 to 10000, found \(ValueParsing.fmt(r))", at: x.location)
            }
            return r
        }
        if v.string != nil { return AspectRatio(ratio: try ratio(v), contentMode: .fit) }
        let e = try ValueParsing.mapping(v, "aspectRatio")
        try ValueParsing.checkKeys(e, allowed: ["ratio", "contentMode"], in: "aspectRatio")
        var mode = ContentMode.fit
        if let m = v["contentMode"] {
            let s = try ValueParsing.string(m, "contentMode")
            guard let cm = ContentMode(rawValue: s) else {
                throw PlumbError("unknown contentMode '\(s)'\(Suggestions.hint(for: s, in: ContentMode.allCases.map(\.rawValue))) (expected fit or fill)", at: m.location)
            }
            mode = cm
        }
        return AspectRatio(ratio: try v["ratio"].map(ratio), contentMode: mode)
    }

    /// `{guide: leading, offset: 12}` or `{guide: top, value: 4}`.
    private func alignmentGuide(_ v: YAMLValue) throws -> AlignmentGuide {
        let e = try ValueParsing.mapping(v, "alignmentGuide")
        try ValueParsing.checkKeys(e, allowed: ["guide", "offset", "value"], in: "alignmentGuide")
        guard let g = v["guide"] else { throw PlumbError("alignmentGuide needs 'guide' (leading, center, trailing, top, bottom, firstTextBaseline or lastTextBaseline)", at: v.location) }
        let name = try ValueParsing.string(g, "guide")
        guard let guide = AlignmentGuide.Guide(rawValue: name) else {
            throw PlumbError("unknown alignment guide '\(name)'\(Suggestions.hint(for: name, in: AlignmentGuide.Guide.allCases.map(\.rawValue)))", at: g.location)
        }
        let offset = try v["offset"].map { try length($0, [.spacing, .sizes], "alignmentGuide offset", signed: true) }
        let value = try v["value"].map { try length($0, [.spacing, .sizes], "alignmentGuide value", signed: true) }
        if offset != nil, value != nil { throw PlumbError("give an alignmentGuide 'offset' or 'value', not both", at: v.location) }
        return AlignmentGuide(guide: guide, offset: offset ?? (value == nil ? 0 : nil), value: value)
    }

    private func decoration(_ v: YAMLValue, path: String, uses: inout SpecExpansion) throws -> (ViewNode, Alignment)? {
        if let e = v.entries, e.contains(where: { Self.kinds.contains($0.key) }) {
            let alignment = try v["alignment"].map(alignmentValue) ?? .center
            guard let node = try self.node(v, path: path, uses: &uses, extraKeys: ["alignment"]) else { return nil }
            return (node, alignment)
        }
        // A colour: SwiftUI's `.background(Color)` fills the view's bounds — a view too.
        try uses.enterView(at: v.location)
        uses.leaveView()
        let fill = try paint(v)
        return (ViewNode(kind: .shape(.rectangle), modifiers: [.fill(fill)], path: path + "/rectangle", location: v.location, tokenNames: [Self.tokenName(v)]), .center)
    }

    /// `underline`/`strikethrough`: `{}` or `true` (on, in the text's colour), `false` (off), a
    /// colour, or `{color, isActive}` — SwiftUI's `underline(_ isActive:, color:)`.
    func textDecoration(_ v: YAMLValue, _ name: String) throws -> TextDecoration? {
        if isEmpty(v) { return TextDecoration() }
        if case .scalar(let s, false, _) = v, ["true", "false", "yes", "no", "on", "off"].contains(s.lowercased()) {
            return try ValueParsing.bool(v, name) ? TextDecoration() : nil
        }
        if let e = v.entries, v["color"] != nil || v["isActive"] != nil {
            try ValueParsing.checkKeys(e, allowed: ["color", "isActive"], in: name)
            if let a = v["isActive"], try !ValueParsing.bool(a, "isActive") { return nil }
            return TextDecoration(color: try v["color"].map(paint))
        }
        return TextDecoration(color: try paint(v))
    }
}

extension SpecResolver {
    /// The `locale` modifier for a BCP 47 / ICU identifier (`ja`, `ar-EG`, `zh-Hant-TW`,
    /// `ja@lb=strict`), shared by the YAML and SwiftUI front ends.
    public static func localeModifier(_ s: String, at location: SourceLocation) throws -> Modifier {
        guard !s.isEmpty, s.count <= 35, s.first!.isLetter,
              s.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_@=".contains($0)) }) else {
            throw PlumbError("'\(s)' is not a locale identifier (like ja, ar-EG or zh-Hant)", at: location)
        }
        return .locale(s)
    }
}
