/// Turns a component spec into a `ResolvedComponent`: substitutes props, expands `use:`,
/// parses every node and modifier, and resolves token references for one appearance and
/// Dynamic Type size. Every failure names `file:line:column` and the closest valid names.
public struct SpecResolver: Sendable {
    public var system: DesignSystem
    public var appearance: Appearance
    public var dynamicType: DynamicTypeSize
    /// The state of the variant whose body is being resolved: picks a style's per-state list.
    var state = "normal"
    /// Styles being expanded, outermost first, to report a cycle that only a param reveals.
    var styleStack: [String] = []

    public init(system: DesignSystem, appearance: Appearance = .light, dynamicType: DynamicTypeSize = .large) {
        self.system = system
        self.appearance = appearance
        self.dynamicType = dynamicType
    }

    var tokens: Tokens { system.tokens }

    /// Resolves `component` in `variant`; `width` overrides the spec's proposed width and
    /// `pseudoLocale` rewrites every text (after props are substituted).
    public func resolve(_ component: String, variant: String = "default", width: Double? = nil,
                        pseudoLocale: PseudoLocale?) throws -> ResolvedComponent {
        try resolve(component, variant: variant, width: width, language: SnapshotLanguage(pseudoLocale: pseudoLocale))
    }

    /// Resolves `component` in `variant` in one language of the snapshot matrix: a
    /// pseudo-locale rewrites every text (after props are substituted); a locale translates
    /// a YAML spec's texts through the system's `translations` (a text no table translates
    /// stays as written, as iOS shows a key it cannot find), has a Swift preview's strings
    /// looked up and formatted in it, and becomes the text locale of everything the
    /// component draws that sets none (line breaking, shaping).
    public func resolve(_ component: String, variant: String = "default", width: Double? = nil,
                        language: SnapshotLanguage) throws -> ResolvedComponent {
        var resolved = try resolve(component, variant: variant, width: width, locale: language.locale)
        if let pseudoLocale = language.pseudoLocale { resolved.root = resolved.root.mappingTexts(pseudoLocale.transform) }
        if let locale = language.locale {
            let spec = try system.component(named: component)
            if !spec.isExternal, let tables = system.translations {
                resolved.root = resolved.root.mappingTexts { tables.translation(of: $0, locale: locale) ?? $0 }
            }
            if !resolved.root.modifiers.contains(where: { if case .locale = $0 { return true } else { return false } }) {
                resolved.root.modifiers.append(.locale(locale))
            }
        }
        return resolved
    }

    /// Resolves `component` in `variant`; `width` overrides the spec's proposed width;
    /// `locale` is the locale a Swift preview is evaluated in (nil: its own).
    public func resolve(_ component: String, variant: String = "default", width: Double? = nil,
                        locale: String? = nil) throws -> ResolvedComponent {
        let spec = try system.component(named: component)
        let v = try spec.variant(named: variant)
        if spec.isExternal, let source = system.external {
            return try source.resolve(component: component, variant: v.name, appearance: appearance, dynamicType: dynamicType,
                                      width: width, locale: locale)
        }
        var uses = SpecExpansion(component: component)
        guard let root = try body(of: spec, variant: v, overrides: [:], path: "body", uses: &uses) else {
            let loc = spec.body["if"]?.location ?? spec.body["unless"]?.location ?? spec.body.location
            throw PlumbError("the body of '\(spec.name)' is absent in variant '\(v.name)' (its 'if:' or 'unless:' removes it): a component must show something", at: loc)
        }
        if let w = width {
            _ = try ValueParsing.checkedLength(w, "width", at: .file(spec.file))
        }
        return ResolvedComponent(system: system.name, name: spec.name, variant: v.name, state: v.state,
                                 interactive: spec.interactive, width: width ?? v.width ?? spec.width, height: spec.height,
                                 appearance: appearance, dynamicType: dynamicType, root: root)
    }

    private func body(of spec: ComponentSpec, variant: ComponentSpec.Variant, overrides: [String: YAMLValue],
                      path: String, uses: inout SpecExpansion) throws -> ViewNode? {
        let subst = PropSubstitution(props: spec.props(for: variant, overrides: overrides))
        var inner = self
        inner.state = variant.state ?? "normal"
        guard var root = try inner.node(subst.apply(spec.body), path: path, uses: &uses) else { return nil }
        if let extra = variant.modifiers {
            let applied = try subst.apply(extra)
            try Self.checkModifierCount(applied, already: root.modifiers.count)
            let (mods, names) = try inner.modifiers(applied, nodePath: root.path, startIndex: root.modifiers.count, uses: &uses)
            root.tokenNames = (0..<root.modifiers.count).map { root.tokenName($0) } + names
            root.modifiers += mods
        }
        if spec.interactive, path == "body" {
            // The component-level flag marks the root as the tap target unless it says otherwise.
            let hasOwn = root.modifiers.contains { if case .accessibility(let a) = $0 { return a.interactive != nil }; return false }
            if !hasOwn {
                root.tokenNames = (0..<root.modifiers.count).map { root.tokenName($0) } + [nil]
                root.modifiers.append(.accessibility(AccessibilityInfo(interactive: true)))
            }
        }
        return root
    }

    static let kinds = ["vstack", "hstack", "zstack", "grid", "text", "spacer", "divider", "rectangle",
                        "roundedRectangle", "capsule", "circle", "ellipse", "icon", "use", "viewThatFits"]

    // MARK: Nodes

    /// The node `v`, or nil when its `if:` / `unless:` (evaluated by `PropSubstitution`)
    /// removes it.
    func node(_ v: YAMLValue, path parent: String, uses: inout SpecExpansion, extraKeys: [String] = []) throws -> ViewNode? {
        guard let e = v.entries else {
            throw PlumbError("expected a node (a mapping with one kind such as 'text' or 'hstack'), found \(v.shapeName)", at: v.location)
        }
        guard NodeCondition.isPresent(v) else { return nil }
        var kindEntry: (key: String, keyLocation: SourceLocation, value: YAMLValue)?
        for entry in e where entry.key != "modifiers" && !extraKeys.contains(entry.key) && !NodeCondition.keys.contains(entry.key) {
            if entry.key == "props" || entry.key == "variant" {
                if e.contains(where: { $0.key == "use" }) { continue }
            }
            guard Self.kinds.contains(entry.key) else {
                if Modifier.allNames.contains(entry.key) {
                    throw PlumbError("'\(entry.key)' is a modifier, not a node kind: put it in the node's 'modifiers' list", at: entry.keyLocation)
                }
                throw PlumbError("unknown node kind '\(entry.key)'\(Suggestions.hint(for: entry.key, in: Self.kinds))", at: entry.keyLocation)
            }
            if let first = kindEntry {
                throw PlumbError("a node has exactly one kind; found '\(first.key)' and '\(entry.key)'", at: entry.keyLocation)
            }
            kindEntry = entry
        }
        guard let (kindName, kindLoc, value) = kindEntry else {
            throw PlumbError("node has no kind (expected one of: \(Self.kinds.joined(separator: ", ")))", at: v.location)
        }
        // Budgets before any work: every modifier and every level of nesting is a level of the
        // layout and drawing recursion, and `use:` multiplies views.
        if let m = v["modifiers"] { try Self.checkModifierCount(m, already: 0) }
        try uses.enterView(at: kindLoc)
        defer { uses.leaveView() }
        let path = "\(parent)/\(kindName)"
        // The content lies inside every modifier: a `dynamicTypeSize` among them clamps it.
        let inside = try v["modifiers"].map { try dynamicTypeSizes(ValueParsing.sequence($0, "modifiers")).content } ?? dynamicType
        // A `use` whose body is absent is absent itself, with its modifiers (as EmptyView's are).
        // A text made of runs keeps them on the node; its kind holds the whole string.
        var runs: [TextRunSpec] = []
        if kindName == "text", case .sequence = value { runs = try within(inside).textRuns(value, path: path, uses: &uses) }
        guard let kind = try runs.isEmpty ? within(inside).kind(kindName, value, node: v, path: path, at: kindLoc, uses: &uses)
                                          : .text(runs.map(\.text).joined()) else { return nil }
        var mods: [Modifier] = []
        var names: [String?] = []
        if let m = v["modifiers"] {
            (mods, names) = try modifiers(m, nodePath: path, startIndex: 0, uses: &uses)
        }
        var node = ViewNode(kind: kind, modifiers: mods, path: path, location: kindLoc, tokenNames: names)
        node.textRuns = runs
        if case .stack(let axis, _, _, _) = kind {
            // The spacing written for the stack it became (an `axis` switch brings its own).
            let switched = (axis == .horizontal) != (kindName == "hstack")
            if let s = switched ? value["axis"]?["spacing"] : value["spacing"] {
                node.scaledSpacing = within(inside).scaledMetric(s, [.spacing, .sizes])
            }
        }
        if case .shape = kind, let i = value["inset"] {
            node.shapeInset = try within(inside).length(i, [.spacing, .sizes, .radii], "inset")
        }
        return node
    }

    private func kind(_ name: String, _ v: YAMLValue, node: YAMLValue, path: String, at loc: SourceLocation,
                      uses: inout SpecExpansion) throws -> ViewKind? {
        switch name {
        case "vstack", "hstack":
            let axis: Axis = name == "hstack" ? .horizontal : .vertical
            let (opts, children) = try container(v, name, allowed: ["spacing", "alignment", "axis", "children"], path: path, uses: &uses)
            if let sw = opts["axis"], let other = try axisSwitch(sw, from: axis) {
                // AnyLayout: from the named size up the children are laid out by the other stack.
                return .stack(other.axis, spacing: try other.options["spacing"].map { try length($0, [.spacing, .sizes], "spacing", signed: true) },
                              alignment: try stackAlignment(other.options["alignment"], other.axis), children: children)
            }
            let spacing = try opts["spacing"].map { try length($0, [.spacing, .sizes], "spacing", signed: true) }
            return .stack(axis, spacing: spacing, alignment: try stackAlignment(opts["alignment"], axis), children: children)
        case "viewThatFits":
            let (opts, children) = try container(v, name, allowed: ["in", "children"], path: path, uses: &uses)
            guard !children.isEmpty else { throw PlumbError("viewThatFits needs 'children' (the candidates, preferred first)", at: v.location) }
            var axes = FitAxes.both
            if let a = opts["in"] {
                let s = try ValueParsing.string(a, "in")
                guard let x = FitAxes(rawValue: s) else {
                    throw PlumbError("unknown viewThatFits axes '\(s)'\(Suggestions.hint(for: s, in: FitAxes.allCases.map(\.rawValue))) (expected horizontal, vertical or both)", at: a.location)
                }
                axes = x
            }
            return .viewThatFits(axes, children: children)
        case "zstack":
            let (opts, children) = try container(v, name, allowed: ["alignment", "children"], path: path, uses: &uses)
            let alignment = try opts["alignment"].map(alignmentValue) ?? .center
            return .zstack(alignment: alignment, children: children)
        case "grid":
            let (opts, children) = try container(v, name, allowed: ["columns", "spacing", "rowSpacing", "alignment", "children"], path: path, uses: &uses)
            guard let c = opts["columns"] else { throw PlumbError("grid needs 'columns' (a count)", at: v.location) }
            let cols = try ValueParsing.number(c, "columns")
            guard cols >= 1, cols <= 64, cols == cols.rounded() else {
                throw PlumbError("grid columns must be a whole number from 1 to 64", at: c.location)
            }
            let spacing = try opts["spacing"].map { try length($0, [.spacing, .sizes], "spacing", signed: true) }
            let rowSpacing = try opts["rowSpacing"].map { try length($0, [.spacing, .sizes], "rowSpacing", signed: true) }
            var align = HorizontalAlignment.center
            if let a = opts["alignment"] {
                let s = try ValueParsing.string(a, "alignment")
                guard let h = HorizontalAlignment(rawValue: s) else {
                    throw PlumbError("unknown grid alignment '\(s)'\(Suggestions.hint(for: s, in: HorizontalAlignment.allCases.map(\.rawValue)))", at: a.location)
                }
                align = h
            }
            return .grid(columns: Int(cols), spacing: spacing, rowSpacing: rowSpacing, alignment: align, children: children)
        case "text":
            guard case .scalar(let s, _, _) = v else {
                throw PlumbError("expected the text's string, found \(v.shapeName)", at: v.location)
            }
            // utf8.count first: counting Characters of a 4 MiB string is the work being bounded.
            if s.utf8.count > Limits.textCharacters, case let n = s.count, n > Limits.textCharacters {
                throw PlumbError.overLimit("a text of \(PlumbError.grouped(n)) characters", "text-length", Limits.textCharacters,
                                           unit: " characters", at: v.location)
            }
            return .text(s)
        case "spacer":
            let o = try options(v, "spacer", allowed: ["minLength"])
            return .spacer(minLength: try o["minLength"].map { try length($0, [.spacing, .sizes], "minLength") })
        case "divider":
            let o = try options(v, "divider", allowed: ["thickness"])
            return .divider(thickness: try o["thickness"].map { try length($0, [.sizes, .spacing], "thickness") } ?? 1)
        case "rectangle", "circle", "ellipse", "capsule", "roundedRectangle":
            // `inset` belongs to the node (InsettableShape.inset(by:)); node() reads it.
            let shapeOptions = Self.removingInset(v)
            if ["rectangle", "circle", "ellipse"].contains(name) { _ = try options(shapeOptions, name, allowed: []) }
            return .shape(try shapeValue(name, shapeOptions))
        case "icon":
            return .icon(try icon(v))
        case "use":
            return try use(v, node: node, path: path, uses: &uses)
        default:
            throw PlumbError("unknown node kind '\(name)'", at: loc)
        }
    }

    /// A node kind's option mapping; an empty value (`spacer:` or `spacer: {}`) gives none.
    private func options(_ v: YAMLValue, _ kind: String, allowed: [String]) throws -> [String: YAMLValue] {
        if case .scalar(let s, _, _) = v, s.isEmpty || s == "~" || s == "null" { return [:] }
        let e = try ValueParsing.mapping(v, "'\(kind)' options")
        try ValueParsing.checkKeys(e, allowed: allowed, in: "'\(kind)'")
        var out: [String: YAMLValue] = [:]
        for x in e { out[x.key] = x.value }
        return out
    }

    private func container(_ v: YAMLValue, _ kind: String, allowed: [String], path: String,
                           uses: inout SpecExpansion) throws -> ([String: YAMLValue], [ViewNode]) {
        var opts: [String: YAMLValue] = [:]
        let list: YAMLValue
        if case .sequence = v {
            list = v
        } else {
            opts = try options(v, kind, allowed: allowed)
            guard let c = opts["children"] else { return (opts, []) }
            list = c
        }
        let items = try ValueParsing.sequence(list, "children")
        guard items.count <= 1000 else { throw PlumbError("more than 1,000 children", at: list.location) }
        var children: [ViewNode] = []
        // An absent child leaves a gap in the indices, so paths stay those of the spec.
        for (i, item) in items.enumerated() {
            if let child = try node(item, path: "\(path)/\(i)", uses: &uses) { children.append(child) }
        }
        return (opts, children)
    }

    private func use(_ v: YAMLValue, node: YAMLValue, path: String, uses: inout SpecExpansion) throws -> ViewKind? {
        var name: String
        var propsValue = node["props"]
        var variantName = node["variant"].flatMap(\.string) ?? "default"
        if let s = v.string {
            name = s
        } else {
            let o = try options(v, "use", allowed: ["component", "props", "variant"])
            guard let c = o["component"] else { throw PlumbError("'use' needs 'component'", at: v.location) }
            name = try ValueParsing.string(c, "component")
            if let p = o["props"] { propsValue = p }
            if let vn = o["variant"] { variantName = try ValueParsing.string(vn, "variant") }
        }
        let spec = try system.component(named: name, at: v.location)
        if uses.uses.contains(name) {
            throw PlumbError("cyclic component use: \((uses.uses + [name]).joined(separator: " → "))", at: v.location)
        }
        guard uses.uses.count <= Limits.useNesting else {
            throw PlumbError.overLimit("'use' of '\(name)' nested \(uses.uses.count) deep", "use-nesting", Limits.useNesting, at: v.location)
        }
        var overrides: [String: YAMLValue] = [:]
        if let p = propsValue {
            for (k, kloc, pv) in try ValueParsing.mapping(p, "props") {
                if k == "state" {
                    throw PlumbError("'state' is not a prop: pick the used component's variant with 'variant:'", at: kloc)
                }
                try spec.checkProp(k, at: kloc, viaUse: true)
                overrides[k] = pv
            }
        }
        let variant = try spec.variant(named: variantName, at: v.location)
        uses.uses.append(name)
        defer { uses.uses.removeLast() }
        guard let body = try self.body(of: spec, variant: variant, overrides: overrides, path: path, uses: &uses) else { return nil }
        return .use(component: name, body: body)
    }

    /// A shape's options without `inset` (an empty mapping reads as no options).
    static func removingInset(_ v: YAMLValue) -> YAMLValue {
        guard case .mapping(let pairs, let loc) = v, pairs.contains(where: { $0.key.string == "inset" }) else { return v }
        return .mapping(pairs.filter { $0.key.string != "inset" }, loc)
    }

    private func icon(_ v: YAMLValue) throws -> IconSpec {
        if let name = v.string { return try builtinIcon(name, at: v.location) }
        let o = try options(v, "icon", allowed: ["name", "path", "viewBox", "flipsForRightToLeft"])
        var spec = try iconShape(o, at: v.location)
        if let f = o["flipsForRightToLeft"] { spec.flipsForRightToLeft = try ValueParsing.bool(f, "flipsForRightToLeft") }
        return spec
    }

    private func iconShape(_ o: [String: YAMLValue], at loc: SourceLocation) throws -> IconSpec {
        if let n = o["name"] {
            guard o["path"] == nil else { throw PlumbError("give an icon 'name' or 'path', not both", at: n.location) }
            return try builtinIcon(try ValueParsing.string(n, "icon name"), at: n.location)
        }
        guard let p = o["path"] else { throw PlumbError("an icon needs 'name' or 'path' (SVG path data)", at: loc) }
        var w = 24.0, h = 24.0
        if let vb = o["viewBox"] {
            let items = try ValueParsing.sequence(vb, "viewBox")
            guard items.count == 2 else { throw PlumbError("viewBox is [width, height]", at: vb.location) }
            w = try ValueParsing.checkedLength(ValueParsing.number(items[0], "viewBox width"), "viewBox width", at: items[0].location)
            h = try ValueParsing.checkedLength(ValueParsing.number(items[1], "viewBox height"), "viewBox height", at: items[1].location)
            guard w > 0, h > 0 else { throw PlumbError("viewBox sides must be positive", at: vb.location) }
            // The icon is w / h ems wide: bound the aspect so a tiny side cannot make it
            // 10^300 ems (an infinite frame) — 1 : 100 is far beyond any symbol.
            guard w / h <= 100, h / w <= 100 else {
                throw PlumbError("viewBox aspect ratio \(ValueParsing.fmt(w)) × \(ValueParsing.fmt(h)) is beyond 1:100", at: vb.location)
            }
        }
        // Path syntax is checked when the icon is drawn (the SVG parser lives in the raster stage).
        let data = try ValueParsing.string(p, "path")
        // The icon is one em tall (like a symbol) and as wide as the viewBox's aspect ratio.
        return IconSpec(name: nil, pathData: data, widthEm: w / h, heightEm: 1, viewBoxWidth: w, viewBoxHeight: h)
    }

    private func builtinIcon(_ name: String, at loc: SourceLocation) throws -> IconSpec {
        guard let (w, h) = IconCatalog.box(name) else {
            throw PlumbError("unknown icon '\(name)'\(Suggestions.hint(for: name, in: IconCatalog.boxes.keys))", at: loc)
        }
        var spec = IconSpec(name: name, pathData: nil, widthEm: w, heightEm: h)
        spec.flipsForRightToLeft = IconCatalog.flipsForRightToLeft.contains(name)
        return spec
    }

    // MARK: Values

    /// A length: a literal number, a token looked up in `groups`, in order, or a scaled metric
    /// (`{value: 20, relativeTo: body}`), each at the Dynamic Type size in effect.
    func length(_ v: YAMLValue, _ groups: [Tokens.NumberGroup], _ what: String,
                signed: Bool = false, allowInfinity: Bool = false) throws -> Double {
        let d: Double
        if case .scalar(let s, let quoted, let loc) = v, !quoted, let n = ValueParsing.parseNumber(s) {
            d = n
            _ = loc
        } else if case .scalar(let s, _, let loc) = v {
            d = try tokens.number(named: s, groups: groups, dynamicType: dynamicType, at: loc)
        } else if let m = try ScaledMetric.parse(v, what) {
            d = m.value(at: dynamicType)
        } else {
            throw PlumbError("expected a number, a token name or a scaled metric {value, relativeTo} for \(what), found \(v.shapeName)", at: v.location)
        }
        if signed, !d.isInfinite { return try ValueParsing.checkedSigned(d, what, at: v.location) }
        return try ValueParsing.checkedLength(d, what, at: v.location, allowInfinity: allowInfinity)
    }

    /// The scaled metric a length is written as — inline `{value, relativeTo}` or a token that
    /// declares one — or nil for a literal or plain token: lets the audit judge the declared
    /// value rather than the value scaled to the current size. Call after `length` accepted `v`.
    func scaledMetric(_ v: YAMLValue, _ groups: [Tokens.NumberGroup]) -> ScaledMetric? {
        if case .scalar(let s, let quoted, _) = v {
            return !quoted && ValueParsing.parseNumber(s) != nil ? nil : tokens.scaledMetric(named: s, groups: groups)
        }
        return try? ScaledMetric.parse(v, "length")
    }

    func alignmentValue(_ v: YAMLValue) throws -> Alignment {
        let s = try ValueParsing.string(v, "alignment")
        guard let a = Alignment(name: s) else {
            throw PlumbError("unknown alignment '\(s)'\(Suggestions.hint(for: s, in: Alignment.names))", at: v.location)
        }
        return a
    }

    func shapeValue(_ name: String, _ v: YAMLValue) throws -> ShapeKind {
        switch name {
        case "rectangle": return .rectangle
        case "circle": return .circle
        case "ellipse": return .ellipse
        case "capsule":
            let o = try options(v, name, allowed: ["style"])
            // SwiftUI's Capsule defaults to circular ends, RoundedRectangle to continuous corners.
            return .capsule(try cornerStyle(o["style"], default: .circular))
        case "roundedRectangle":
            let o = try options(v, name, allowed: ["cornerRadius", "cornerRadii", "style"])
            let style = try cornerStyle(o["style"])
            if let r = o["cornerRadius"] {
                guard o["cornerRadii"] == nil else { throw PlumbError("give 'cornerRadius' or 'cornerRadii', not both", at: r.location) }
                return .roundedRectangle(CornerRadii(all: try length(r, [.radii], "cornerRadius")), style)
            }
            guard let rr = o["cornerRadii"] else {
                throw PlumbError("roundedRectangle needs 'cornerRadius' or 'cornerRadii'", at: v.location)
            }
            let e = try ValueParsing.mapping(rr, "cornerRadii")
            try ValueParsing.checkKeys(e, allowed: ["topLeading", "topTrailing", "bottomLeading", "bottomTrailing"], in: "cornerRadii")
            func r(_ k: String) throws -> Double { try rr[k].map { try length($0, [.radii], k) } ?? 0 }
            return .roundedRectangle(CornerRadii(topLeading: try r("topLeading"), topTrailing: try r("topTrailing"),
                                                 bottomLeading: try r("bottomLeading"), bottomTrailing: try r("bottomTrailing")), style)
        default:
            let shapes = ["rectangle", "roundedRectangle", "capsule", "circle", "ellipse"]
            throw PlumbError("unknown shape '\(name)'\(Suggestions.hint(for: name, in: shapes))", at: v.location)
        }
    }

    /// A shape argument: `circle`, or `{roundedRectangle: {cornerRadius: 12}}`.
    func shapeArgument(_ v: YAMLValue) throws -> ShapeKind {
        if let s = v.string { return try shapeValue(s, .scalar("", quoted: false, v.location)) }
        let e = try ValueParsing.mapping(v, "shape")
        guard e.count == 1, let first = e.first else { throw PlumbError("expected one shape", at: v.location) }
        return try shapeValue(first.key, first.value)
    }

    private func cornerStyle(_ v: YAMLValue?, default d: CornerStyle = .continuous) throws -> CornerStyle {
        guard let v else { return d }
        let s = try ValueParsing.string(v, "style")
        guard let st = CornerStyle(rawValue: s) else {
            throw PlumbError("corner style must be continuous or circular, found '\(s)'", at: v.location)
        }
        return st
    }

    func paint(_ v: YAMLValue) throws -> Paint {
        try tokens.paint(v, appearance: appearance)
    }
}
