import Foundation

/// A design system's tokens (`tokens.yaml`): named colours, spacing, radii, sizes and fonts.
///
/// Values are kept as located YAML and resolved on demand, for an appearance and a Dynamic
/// Type size, so references (`{ref: accent, opacity: 0.2}`, `card-padding: space-md`) resolve
/// transitively and a cycle is reported where it closes. `load` resolves every token once, so
/// a broken token fails at load time, not when some component first uses it.
public struct Tokens: Sendable {
    /// The four number groups.
    public enum NumberGroup: String, CaseIterable, Sendable {
        case spacing, radii, sizes
    }

    public var file: String
    public internal(set) var colors: [String: YAMLValue] = [:]
    public internal(set) var numbers: [NumberGroup: [String: YAMLValue]] = [:]
    public internal(set) var fonts: [String: YAMLValue] = [:]
    /// `swift:` — the SwiftUI sources whose previews are components of this system.
    public internal(set) var swift: SwiftSourcesConfig?
    /// Font file overrides from `fontFaces`, paths made absolute.
    public private(set) var fontFaces: [FontFaceKey: String] = [:]
    /// `fontFallback:` — the system's own fallback chain (font files tried in order for
    /// characters a face lacks), paths made absolute; nil for Plumb's bundled chain.
    public private(set) var fontFallback: [String]?
    /// Named modifier lists (`styles:`), used as `{style: name, …}` modifiers.
    public internal(set) var styles: [String: ModifierStyle] = [:]
    /// The system's audit settings (`audit:`).
    public private(set) var audit: AuditSettings = AuditSettings()
    /// The system's render budgets (`limits:`), or the defaults.
    public private(set) var limits: RenderLimits = .standard
    /// The system's snapshot matrix (`snapshot:`), or the standard one.
    public private(set) var snapshot: SnapshotMatrix = .standard
    /// Token names in file order, per section, for stable listings.
    public internal(set) var order: [String: [String]] = [:]

    public init(file: String = "<tokens>") {
        self.file = file
    }

    static let sections = ["system", "description", "colors", "spacing", "radii", "sizes", "fonts", "fontFaces", "fontFallback", "styles", "snapshot", "audit", "limits", "swift", "dtcg"]

    /// Reads and validates `tokens.yaml`.
    public static func load(file: String) throws -> Tokens {
        try parse(YAMLReader().read(file: file), file: file)
    }

    /// Builds tokens from parsed YAML and resolves every one of them to surface errors now.
    public static func parse(_ root: YAMLValue, file: String) throws -> Tokens {
        var t = Tokens(file: file)
        var dtcg: DTCGTokens?
        let top = try ValueParsing.mapping(root, "tokens file")
        try ValueParsing.checkKeys(top, allowed: sections, in: "tokens file")
        for (key, _, value) in top {
            switch key {
            case "colors":
                t.colors = try t.section(value, key)
            case "spacing", "radii", "sizes":
                t.numbers[NumberGroup(rawValue: key)!] = try t.section(value, key)
            case "fonts":
                t.fonts = try t.section(value, key)
            case "fontFaces":
                t.fontFaces = try Self.parseFontFaces(value, file: file)
            case "fontFallback":
                t.fontFallback = try Self.parseFontFallback(value, file: file)
            case "styles":
                let values = try t.section(value, key)
                for name in t.order[key] ?? [] {
                    t.styles[name] = try ModifierStyle.parse(name: name, values[name]!, at: values[name]!.location)
                }
                try ModifierStyle.checkReferences(t.styles, order: t.order[key] ?? [])
            case "snapshot":
                t.snapshot = try SnapshotMatrix.parse(value, base: .standard)
            case "limits":
                t.limits = try RenderLimits.parse(value)
            case "swift":
                t.swift = try SwiftSourcesConfig.parse(value, file: file)
            case "audit":
                t.audit = try AuditSettings.parse(value, base: AuditSettings())
            case "dtcg":
                dtcg = try DTCGTokens.load(value, tokensFile: file)
            default:
                break
            }
        }
        // After every section, so a clash with a tokens.yaml name is found whatever the key order.
        try dtcg?.merge(into: &t)
        try t.validate()
        return t
    }

    private mutating func section(_ value: YAMLValue, _ name: String) throws -> [String: YAMLValue] {
        var out: [String: YAMLValue] = [:]
        var names: [String] = []
        for (k, loc, v) in try ValueParsing.mapping(value, "'\(name)'") {
            guard !k.isEmpty, !k.contains("{"), !k.contains(" ") else {
                throw PlumbError("'\(k)' is not a valid token name (no spaces or braces)", at: loc)
            }
            out[k] = v
            names.append(k)
        }
        order[name] = names
        return out
    }

    /// Resolves every token once per appearance / group / Dynamic Type size. Each pass shares
    /// a memo, so n tokens cost O(n) however they reference each other.
    private func validate() throws {
        for a in Appearance.allCases {
            var walk = TokenWalk<Paint>(memoising: true)
            for name in order["colors"] ?? [] { _ = try colorToken(name, a, colors[name]!.location, &walk) }
        }
        for g in NumberGroup.allCases {
            // At the extremes too: a scaled metric must stay in range at every size.
            for size in [DynamicTypeSize.xSmall, .large, .accessibility5] {
                var walk = TokenWalk<Double>(memoising: true)
                for name in order[g.rawValue] ?? [] { _ = try numberToken(name, [g], size, numbers[g]![name]!.location, &walk) }
            }
        }
        for size in [DynamicTypeSize.xSmall, .large, .accessibility5] {
            var walk = TokenWalk<ResolvedFont>(memoising: true)
            for name in order["fonts"] ?? [] { _ = try fontToken(name, size, fonts[name]!.location, &walk) }
        }
    }

    // MARK: Colours

    /// Resolves the colour token `name` for `appearance`; `at` locates the reference.
    public func color(named name: String, appearance: Appearance, at loc: SourceLocation) throws -> Paint {
        var walk = TokenWalk<Paint>()
        return try colorToken(name, appearance, loc, &walk)
    }

    private func colorToken(_ name: String, _ a: Appearance, _ loc: SourceLocation, _ walk: inout TokenWalk<Paint>) throws -> Paint {
        guard let v = colors[name] else {
            throw PlumbError("unknown colour token '\(name)'\(Suggestions.hint(for: name, in: colors.keys))", at: loc)
        }
        if let p = try walk.remembered(name, at: loc) { return p }
        return try walk.enter(name, at: loc) { walk in try paint(v, a, &walk) }
    }

    /// Resolves a colour value written in a spec or token: hex, `oklch(…)`, a token name,
    /// `{light, dark}`, `{ref, opacity}`, `{linear: …}` or `{radial: …}`.
    public func paint(_ v: YAMLValue, appearance: Appearance) throws -> Paint {
        var walk = TokenWalk<Paint>()
        return try paint(v, appearance, &walk)
    }

    private func paint(_ v: YAMLValue, _ a: Appearance, _ walk: inout TokenWalk<Paint>) throws -> Paint {
        switch v {
        case .scalar(let s, let quoted, let loc):
            let text = s.trimmingCharacters(in: .whitespaces)
            if text.isEmpty || !quoted && (text == "~" || text == "null") { throw Self.noColour(at: loc, quoted: quoted) }
            if text.hasPrefix("#") {
                guard let c = RGBA(hex: text) else {
                    throw PlumbError("'\(text)' is not a colour: expected #RRGGBB or #RRGGBBAA", at: loc)
                }
                return .solid(c)
            }
            do {
                if let c = try OKLCH.parse(text) { return .solid(c) }
            } catch let e as PlumbError {
                throw PlumbError(e.message, at: loc)
            }
            if text == "clear" || text == "transparent" { return .solid(.clear) }
            return try colorToken(text, a, loc, &walk)
        case .sequence:
            throw PlumbError("expected a colour, found a list", at: v.location)
        case .mapping:
            let e = try ValueParsing.mapping(v, "colour")
            let keys = Set(e.map(\.key))
            if keys.contains("light") || keys.contains("dark") {
                try ValueParsing.checkKeys(e, allowed: ["light", "dark"], in: "light/dark colour")
                guard let side = v[a.rawValue] else {
                    throw PlumbError("light/dark colour needs both 'light' and 'dark'", at: v.location)
                }
                return try paint(side, a, &walk)
            }
            if keys.contains("ref") || keys.contains("color") {
                try ValueParsing.checkKeys(e, allowed: ["ref", "color", "opacity"], in: "colour reference")
                let base = try paint((v["ref"] ?? v["color"])!, a, &walk)
                guard let o = v["opacity"] else { return base }
                let opacity = try ValueParsing.number(o, "opacity")
                guard (0...1).contains(opacity) else {
                    throw PlumbError("opacity must be between 0 and 1, found \(opacity)", at: o.location)
                }
                return base.withOpacity(opacity)
            }
            if let lin = v["linear"] {
                try ValueParsing.checkKeys(e, allowed: ["linear"], in: "gradient")
                let g = try ValueParsing.mapping(lin, "linear gradient")
                try ValueParsing.checkKeys(g, allowed: ["from", "to", "stops"], in: "linear gradient")
                let start = try unitPoint(lin["from"], default: UnitPoint.named["top"]!)
                let end = try unitPoint(lin["to"], default: UnitPoint.named["bottom"]!)
                return .linear(start: start, end: end, stops: try stops(lin, a, &walk))
            }
            if let rad = v["radial"] {
                try ValueParsing.checkKeys(e, allowed: ["radial"], in: "gradient")
                let g = try ValueParsing.mapping(rad, "radial gradient")
                try ValueParsing.checkKeys(g, allowed: ["center", "startRadius", "endRadius", "stops"], in: "radial gradient")
                let center = try unitPoint(rad["center"], default: UnitPoint.named["center"]!)
                let r0 = try rad["startRadius"].map { try ValueParsing.checkedLength(ValueParsing.number($0, "startRadius"), "startRadius", at: $0.location) } ?? 0
                guard let r1v = rad["endRadius"] else {
                    throw PlumbError("radial gradient needs 'endRadius'", at: rad.location)
                }
                let r1 = try ValueParsing.checkedLength(ValueParsing.number(r1v, "endRadius"), "endRadius", at: r1v.location)
                return .radial(center: center, startRadius: r0, endRadius: r1, stops: try stops(rad, a, &walk))
            }
            throw PlumbError("expected a colour: a hex string, oklch(…), a token name, {light, dark}, {ref, opacity}, {linear} or {radial}; found keys \(e.map { "'\($0.key)'" }.joined(separator: ", "))", at: v.location)
        }
    }

    /// "expected a colour, found nothing", pointing at the `#` with the quoted spelling when
    /// YAML read the colour as a comment (`fill: #00A58E`).
    static func noColour(at loc: SourceLocation, quoted: Bool) -> PlumbError {
        let message = "expected a colour, found nothing"
        guard !quoted, let line = FileText.line(loc.line, of: loc.file),
              let c = CommentedColour.find(in: line, from: loc.column) else { return PlumbError(message, at: loc) }
        return PlumbError(message + c.hint, at: SourceLocation(file: loc.file, line: loc.line, column: c.column))
    }

    private func unitPoint(_ v: YAMLValue?, default d: UnitPoint) throws -> UnitPoint {
        guard let v else { return d }
        if let s = v.string {
            guard let p = UnitPoint.named[s] else {
                throw PlumbError("unknown point '\(s)'\(Suggestions.hint(for: s, in: UnitPoint.named.keys))", at: v.location)
            }
            return p
        }
        guard let x = v["x"], let y = v["y"] else {
            throw PlumbError("expected a named point (top, bottomTrailing, …) or {x, y}", at: v.location)
        }
        // Unit points may lie outside 0…1, but not so far that gradient maths overflows.
        return UnitPoint(x: try ValueParsing.checkedSigned(ValueParsing.number(x, "x"), "x", at: x.location),
                         y: try ValueParsing.checkedSigned(ValueParsing.number(y, "y"), "y", at: y.location))
    }

    private func stops(_ g: YAMLValue, _ a: Appearance, _ walk: inout TokenWalk<Paint>) throws -> [GradientStop] {
        guard let list = g["stops"] else { throw PlumbError("gradient needs 'stops'", at: g.location) }
        let items = try ValueParsing.sequence(list, "gradient stops")
        guard items.count >= 2 else { throw PlumbError("a gradient needs at least two stops", at: list.location) }
        var out: [GradientStop] = []
        for (i, item) in items.enumerated() {
            let even = Double(i) / Double(items.count - 1)
            if let at = item["at"] ?? item["location"] {
                guard let c = item["color"] else { throw PlumbError("gradient stop needs 'color'", at: item.location) }
                let loc = try ValueParsing.number(at, "stop location")
                guard (0...1).contains(loc) else { throw PlumbError("stop location must be in 0…1", at: at.location) }
                let p = try paint(c, a, &walk)
                guard let solid = p.solidColor else { throw PlumbError("a gradient stop must be a solid colour", at: c.location) }
                out.append(GradientStop(color: solid, location: loc))
            } else {
                let p = try paint(item, a, &walk)
                guard let solid = p.solidColor else { throw PlumbError("a gradient stop must be a solid colour", at: item.location) }
                out.append(GradientStop(color: solid, location: even))
            }
        }
        return out
    }

    // MARK: Numbers

    /// Looks `name` up in `groups`, in order (DESIGN.md: padding → spacing then sizes; frames
    /// → sizes then spacing; radii → radii). A scaled metric (`{value, relativeTo}`) is
    /// scaled to `dynamicType`.
    public func number(named name: String, groups: [NumberGroup], dynamicType: DynamicTypeSize = .large,
                       at loc: SourceLocation) throws -> Double {
        var walk = TokenWalk<Double>()
        return try numberToken(name, groups, dynamicType, loc, &walk)
    }

    /// The scaled metric number token `name` declares, through its references (`avatar-large:
    /// avatar` scales with `avatar`); nil for a plain number. The declared value is what a
    /// designer lays on the grid, whatever it scales to. Tokens are validated at load, so a
    /// chain here ends within `Limits.tokenChain` hops.
    public func scaledMetric(named name: String, groups: [NumberGroup]) -> ScaledMetric? {
        var (name, groups) = (name, groups)
        for _ in 0...Limits.tokenChain {
            guard let (group, v) = groups.lazy.compactMap({ g in self.numbers[g]?[name].map { (g, $0) } }).first else { return nil }
            if v.entries != nil { return try? ScaledMetric.parse(v, "token '\(name)'") }
            guard case .scalar(let s, let quoted, _) = v, quoted || ValueParsing.parseNumber(s) == nil else { return nil }
            (name, groups) = (s, [group] + groups.filter { $0 != group })
        }
        return nil
    }

    /// True when `name` exists in any of `groups`.
    public func hasNumber(_ name: String, in groups: [NumberGroup]) -> Bool {
        groups.contains { numbers[$0]?[name] != nil }
    }

    /// Follows a chain of number references; `walk` bounds its depth by `Limits.tokenChain`
    /// before each hop and, while validating, memoises every token on it (one walk per size).
    private func numberToken(_ name: String, _ groups: [NumberGroup], _ dt: DynamicTypeSize, _ loc: SourceLocation,
                             _ walk: inout TokenWalk<Double>) throws -> Double {
        guard let (group, v) = groups.lazy.compactMap({ g in self.numbers[g]?[name].map { (g, $0) } }).first else {
            let candidates = groups.flatMap { numbers[$0]?.keys.map { $0 } ?? [] }
            let where_ = groups.map(\.rawValue).joined(separator: " or ")
            throw PlumbError("unknown token '\(name)' in \(where_)\(Suggestions.hint(for: name, in: candidates))", at: loc)
        }
        let key = "\(group.rawValue).\(name)"
        if let d = try walk.remembered(key, at: loc) { return d }
        return try walk.enter(key, at: loc) { walk in
            if case .scalar(let s, let quoted, let vloc) = v, !quoted, let d = ValueParsing.parseNumber(s) {
                return try ValueParsing.checkedSigned(d, "token '\(name)'", at: vloc)
            }
            if let m = try ScaledMetric.parse(v, "token '\(name)'") {
                return try ValueParsing.checkedSigned(m.value(at: dt), "token '\(name)' at \(dt.rawValue)", at: v.location)
            }
            guard case .scalar(let ref, _, let rloc) = v else {
                throw PlumbError("expected a number, a token name or a scaled metric {value, relativeTo} for '\(name)', found \(v.shapeName)", at: v.location)
            }
            // A reference resolves in the same group first, then the others asked for.
            let order = [group] + groups.filter { $0 != group }
            return try numberToken(ref, order, dt, rloc, &walk)
        }
    }

    // MARK: Fonts

    /// Resolves the font token `name` at a Dynamic Type size. Also accepts a bare text style
    /// name (`body`, `title2`, …) when no token has that name, like SwiftUI's `.font(.body)`.
    public func font(named name: String, dynamicType: DynamicTypeSize, at loc: SourceLocation) throws -> ResolvedFont {
        var walk = TokenWalk<ResolvedFont>()
        return try fontToken(name, dynamicType, loc, &walk)
    }

    private func fontToken(_ name: String, _ dt: DynamicTypeSize, _ loc: SourceLocation, _ walk: inout TokenWalk<ResolvedFont>) throws -> ResolvedFont {
        guard let v = fonts[name] else {
            if let style = TextStyle(name: name) { return Self.styleFont(style, dt) }
            let candidates = Array(fonts.keys) + TextStyle.allCases.map(\.rawValue)
            throw PlumbError("unknown font token '\(name)'\(Suggestions.hint(for: name, in: candidates))", at: loc)
        }
        if let f = try walk.remembered(name, at: loc) { return f }
        return try walk.enter(name, at: loc) { walk in try fontValue(v, dt, &walk) }
    }

    /// Resolves an inline font value (`{size: 13, weight: medium}`) or token name.
    public func font(_ v: YAMLValue, dynamicType: DynamicTypeSize) throws -> ResolvedFont {
        var walk = TokenWalk<ResolvedFont>()
        return try fontValue(v, dynamicType, &walk)
    }

    static let fontKeys = ["ref", "style", "size", "weight", "design", "tracking", "lineHeight", "leading", "case", "relativeTo",
                           "italic", "monospacedDigit"]

    private func fontValue(_ v: YAMLValue, _ dt: DynamicTypeSize, _ walk: inout TokenWalk<ResolvedFont>) throws -> ResolvedFont {
        if case .scalar(let s, _, let loc) = v { return try fontToken(s, dt, loc, &walk) }
        let e = try ValueParsing.mapping(v, "font")
        try ValueParsing.checkKeys(e, allowed: Self.fontKeys, in: "font")
        var font: ResolvedFont
        var baseStyleLeading = false
        if let r = v["ref"] {
            font = try fontToken(try ValueParsing.string(r, "ref"), dt, r.location, &walk)
        } else if let s = v["style"] {
            let name = try ValueParsing.string(s, "style")
            guard let style = TextStyle(name: name) else {
                throw PlumbError("unknown text style '\(name)'\(Suggestions.hint(for: name, in: TextStyle.allCases.map(\.rawValue)))", at: s.location)
            }
            font = Self.styleFont(style, dt)
            baseStyleLeading = true
        } else {
            guard v["size"] != nil else {
                throw PlumbError("a font needs 'style' (a text style), 'size' (a custom size) or 'ref'", at: v.location)
            }
            font = ResolvedFont(size: 17)
        }
        if let sv = v["size"] {
            if v["style"] != nil { throw PlumbError("give either 'style' or 'size', not both", at: sv.location) }
            // `.font(.system(size: metric))` with an `@ScaledMetric` size: scaled, not rounded.
            let metric = try ScaledMetric.parse(sv, "font size")
            let raw = try metric.map { $0.value(at: dt) } ?? ValueParsing.number(sv, "font size")
            let size = try ValueParsing.checkedLength(raw, "font size", at: sv.location)
            guard size > 0, size <= 1000 else { throw PlumbError("font size must be in (0, 1000] pt", at: sv.location) }
            font.size = size
            font.scaling = metric.map { .scaledMetric($0.relativeTo) } ?? .fixed
            font.lineHeight = nil
        }
        let metricStyle: TextStyle? = if case .scaledMetric(let st, _) = font.scaling, v["size"] != nil { st } else { nil }
        var relative: TextStyle?
        if let r = v["relativeTo"] {
            let name = try ValueParsing.string(r, "relativeTo")
            guard let style = TextStyle(name: name) else {
                throw PlumbError("unknown text style '\(name)'\(Suggestions.hint(for: name, in: TextStyle.allCases.map(\.rawValue)))", at: r.location)
            }
            guard v["style"] == nil else { throw PlumbError("'relativeTo' goes with 'size', not 'style'", at: r.location) }
            guard metricStyle == nil else {
                throw PlumbError("the size is already a scaled metric: give its 'relativeTo' inside it, not beside it", at: r.location)
            }
            relative = style
            font.size = DynamicTypeTable.scaled(font.size, relativeTo: style, at: dt)
            font.scaling = .relative(style)
        }
        if let w = v["weight"] { font.weight = try Self.weight(w) }
        if let d = v["design"] {
            let name = try ValueParsing.string(d, "design")
            guard let design = FontDesign(rawValue: name == "monospace" ? "monospaced" : name) else {
                throw PlumbError("unknown font design '\(name)'\(Suggestions.hint(for: name, in: FontDesign.allCases.map(\.rawValue)))", at: d.location)
            }
            font.design = design
        }
        if let t = v["tracking"] {
            font.tracking = try ValueParsing.checkedSigned(ValueParsing.number(t, "tracking"), "tracking", at: t.location)
        }
        if let lh = v["lineHeight"] {
            var h = try ValueParsing.checkedLength(ValueParsing.number(lh, "lineHeight"), "lineHeight", at: lh.location)
            // A custom line height scales with its font, rounded like the size.
            if let style = relative { h = DynamicTypeTable.scaled(h, relativeTo: style, at: dt) }
            if let style = metricStyle { h = DynamicTypeTable.scaledMetric(h, relativeTo: style, at: dt) }
            font.lineHeight = h
        }
        if let l = v["leading"] {
            let name = try ValueParsing.string(l, "leading")
            let delta: Double
            switch name {
            case "tight": delta = -2
            case "loose": delta = 2
            case "standard": delta = 0
            default: throw PlumbError("leading must be tight, standard or loose, found '\(name)'", at: l.location)
            }
            guard baseStyleLeading || font.lineHeight != nil else {
                throw PlumbError("'leading' adjusts a text style's or an explicit lineHeight", at: l.location)
            }
            // Never below zero: `leading: tight` on a tiny explicit line height clamps.
            font.lineHeight = max((font.lineHeight ?? 0) + delta, 0)
        }
        if let c = v["case"] {
            let name = try ValueParsing.string(c, "case")
            switch name {
            case "upper", "uppercase": font.uppercase = true
            case "none", "lower", "lowercase": font.uppercase = false
            default: throw PlumbError("case must be upper or none, found '\(name)'", at: c.location)
            }
        }
        if let i = v["italic"] { font.italic = try ValueParsing.bool(i, "italic") }
        if let m = v["monospacedDigit"] { font.monospacedDigit = try ValueParsing.bool(m, "monospacedDigit") }
        return font
    }

    static func styleFont(_ style: TextStyle, _ dt: DynamicTypeSize) -> ResolvedFont {
        let m = DynamicTypeTable.metrics(style, at: dt)
        return ResolvedFont(size: m.size, weight: style.defaultWeight, lineHeight: m.leading, scaling: .textStyle(style))
    }

    static func weight(_ v: YAMLValue) throws -> FontWeight {
        let s = try ValueParsing.string(v, "weight")
        let aliases: [String: FontWeight] = ["100": .ultraLight, "200": .thin, "300": .light, "400": .regular,
                                             "500": .medium, "600": .semibold, "700": .bold, "800": .heavy, "900": .black]
        if let w = FontWeight.allCases.first(where: { $0.rawValue.lowercased() == s.lowercased() }) ?? aliases[s] { return w }
        throw PlumbError("unknown font weight '\(s)'\(Suggestions.hint(for: s, in: FontWeight.allCases.map(\.rawValue)))", at: v.location)
    }

    // MARK: Font faces

    /// `fontFallback: [fonts/NotoSansJP-Regular.otf, …]`: each a checked font file, relative to
    /// tokens.yaml; an empty list turns fallback off (every character the face lacks is missing).
    static func parseFontFallback(_ v: YAMLValue, file: String) throws -> [String] {
        let dir = (file as NSString).deletingLastPathComponent
        let items = try ValueParsing.sequence(v, "fontFallback")
        guard items.count <= Limits.fontFallbackFaces else {
            throw PlumbError.overLimit("\(items.count) fallback faces", "font-fallback-faces", Limits.fontFallbackFaces, at: v.location)
        }
        return try items.map { try fontFile($0, relativeTo: dir) }
    }

    /// A font file named in tokens.yaml, made absolute (relative to `dir`) and checked: named by
    /// untrusted input, it must be a regular file within the font-file budget with a font signature.
    static func fontFile(_ v: YAMLValue, relativeTo dir: String) throws -> String {
        var path = try ValueParsing.string(v, "font file path")
        if !path.hasPrefix("/") { path = (dir as NSString).appendingPathComponent(path) }
        try BoundedFile.check(path, limit: Limits.fontFileBytes, limitName: "font-file-size", what: "font file", at: v.location)
        try FontFileSignature.check(path, at: v.location)
        return path
    }

    static func parseFontFaces(_ v: YAMLValue, file: String) throws -> [FontFaceKey: String] {
        var out: [FontFaceKey: String] = [:]
        let dir = (file as NSString).deletingLastPathComponent
        let designs = FontDesign.allCases.flatMap { d in ["", "-display", "-italic", "-display-italic"].map { d.rawValue + $0 } }
        for (designName, loc, weights) in try ValueParsing.mapping(v, "fontFaces") {
            // `default`, `default-display`, `default-italic`, `default-display-italic`.
            let italic = designName.hasSuffix("-italic")
            var base = italic ? String(designName.dropLast(7)) : designName
            let display = base.hasSuffix("-display")
            if display { base = String(base.dropLast(8)) }
            guard let design = FontDesign(rawValue: base) else {
                throw PlumbError("unknown font design '\(designName)'\(Suggestions.hint(for: designName, in: designs))", at: loc)
            }
            for (weightName, wloc, pathValue) in try ValueParsing.mapping(weights, "font faces of '\(designName)'") {
                let weight = try weight(.scalar(weightName, quoted: false, wloc))
                out[FontFaceKey(design: design, weight: weight, display: display, italic: italic)] = try fontFile(pathValue, relativeTo: dir)
            }
        }
        return out
    }
}
