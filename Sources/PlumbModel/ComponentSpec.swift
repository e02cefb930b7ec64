import Foundation

/// A component spec file (`components/<name>.yaml`) as written: props and variants declared,
/// body still YAML until it is resolved for a variant, appearance and Dynamic Type size.
public struct ComponentSpec: Sendable {
    public var name: String
    public var file: String
    public var description: String?
    /// The whole component is one tap target.
    public var interactive: Bool
    /// Proposed width in points (from `width` or `device`); nil proposes the ideal width.
    public var width: Double?
    /// Proposed height in points; nil (the usual) proposes the ideal height.
    public var height: Double?
    /// Default prop values, in file order.
    public var props: [(name: String, value: YAMLValue)]
    /// Every prop the component takes, sorted: those its body or variants' modifiers use as
    /// `{name}` (a default in `props:` is optional; a default nothing uses is an error). Any
    /// other name passed to it is an error.
    public var propNames: [String] = []
    /// Named variants in file order; `default` is implied and listed first.
    public var variants: [Variant]
    public var body: YAMLValue
    public var location: SourceLocation

    /// Named prop/state overrides.
    public struct Variant: Sendable {
        public var name: String
        public var props: [String: YAMLValue]
        /// `pressed`, `disabled`, `focused`, … (exposed to the body as the `{state}` prop).
        public var state: String?
        /// Extra modifiers applied outside the body's own (e.g. a pressed scale).
        public var modifiers: YAMLValue?
        public var width: Double?
        public var location: SourceLocation
    }

    /// The component's own `snapshot:` overrides, applied over the system's matrix.
    public var snapshot: YAMLValue?

    /// The snapshot matrix for this component within `system`'s defaults.
    public func snapshotMatrix(base: SnapshotMatrix) throws -> SnapshotMatrix {
        try outline.snapshotMatrix(base: base)
    }

    /// The component's own `audit:` overrides (e.g. a 56 pt touch target).
    public var audit: YAMLValue?

    /// A component from a `ComponentSource` (a SwiftUI preview file), not a YAML spec.
    public var isExternal = false

    /// Audit settings for this component within `system`'s.
    public func auditSettings(base: AuditSettings) throws -> AuditSettings {
        guard let audit else { return base }
        return try AuditSettings.parse(audit, base: base)
    }

    /// The `state:` values a variant may give: `normal` (the default), the interaction states
    /// the audit judges (`disabled` text is exempt from contrast; `focused`, `selected`,
    /// `active` and `error` borders need 3:1), and `pressed`, `filled`, `loading`, which only
    /// the component's own `{state}` placeholder reads.
    public static let states = ["normal", "pressed", "disabled", "focused", "selected", "active", "error", "filled", "loading"]

    static let keys = ["component", "description", "interactive", "width", "height", "device", "props", "variants", "body", "snapshot", "audit"]

    /// Screen widths in points for `device:`.
    public static let devices: [String: Double] = [
        "iphone-se": 375, "iphone-mini": 375, "iphone-13": 390, "iphone-14": 390, "iphone-15": 393, "iphone-16": 393,
        "iphone-15-pro": 393, "iphone-16-pro": 402, "iphone-15-plus": 430, "iphone-15-pro-max": 430,
        "iphone-16-pro-max": 440, "ipad-mini": 744, "ipad": 820, "ipad-pro-11": 834, "ipad-pro-13": 1032,
    ]

    /// Reads and checks a component file.
    public static func load(file: String) throws -> ComponentSpec {
        try parse(YAMLReader().read(file: file), file: file)
    }

    public static func parse(_ root: YAMLValue, file: String) throws -> ComponentSpec {
        let e = try ValueParsing.mapping(root, "component file")
        try ValueParsing.checkKeys(e, allowed: keys, in: "component file")
        guard let nameValue = root["component"] else {
            throw PlumbError("a component file needs 'component: <name>'", at: root.location)
        }
        guard let body = root["body"] else {
            throw PlumbError("a component file needs a 'body' node", at: root.location)
        }
        let name = try PlainName(ValueParsing.string(nameValue, "component"), what: "component name", at: nameValue.location)
        var spec = ComponentSpec(
            name: name.rawValue, file: file, description: nil,
            interactive: false, width: nil, height: nil, props: [], variants: [], body: body, location: root.location)
        if let d = root["description"] { spec.description = try ValueParsing.string(d, "description") }
        if let a = root["audit"] {
            _ = try AuditSettings.parse(a, base: AuditSettings())
            spec.audit = a
        }
        if let s = root["snapshot"] {
            _ = try SnapshotMatrix.parse(s, base: .standard)
            spec.snapshot = s
        }
        if let i = root["interactive"] { spec.interactive = try ValueParsing.bool(i, "interactive") }
        if let w = root["width"] { spec.width = try proposal(w, "width") }
        if let h = root["height"] { spec.height = try proposal(h, "height") }
        if let d = root["device"] {
            let name = try ValueParsing.string(d, "device")
            guard let w = devices[name] else {
                throw PlumbError("unknown device '\(name)'\(Suggestions.hint(for: name, in: devices.keys))", at: d.location)
            }
            guard spec.width == nil else { throw PlumbError("give either 'width' or 'device', not both", at: d.location) }
            spec.width = w
        }
        let propEntries = try root["props"].map { try ValueParsing.mapping($0, "props") } ?? []
        let variantEntries = try root["variants"].map { try ValueParsing.mapping($0, "variants") } ?? []
        var used = try PropSubstitution.placeholders(in: body)
        for v in variantEntries {
            if let m = v.value["modifiers"] { used.merge(try PropSubstitution.placeholders(in: m)) { first, _ in first } }
        }
        used["state"] = nil
        let declared = propEntries.map(\.key)
        for p in propEntries {
            if p.key == "state" {
                throw PlumbError("'state' is not a prop: it is set by each variant's 'state:' (normal by default)", at: p.keyLocation)
            }
            guard used[p.key] == nil else { continue }
            // A default nothing reads would make every override of it a silent no-op. Often the
            // body misspells it: then the misspelling is the error.
            if let (typo, loc) = used.filter({ !declared.contains($0.key) && !Suggestions.closest(to: $0.key, in: [p.key]).isEmpty })
                .min(by: { ($0.value.line, $0.value.column) < ($1.value.line, $1.value.column) }) {
                throw PlumbError("missing prop '\(typo)' — did you mean '\(p.key)'? (declared props: \(declared.joined(separator: ", ")))", at: loc)
            }
            throw PlumbError("prop '\(p.key)' is never used: no '{\(p.key)}' in the body or a variant's modifiers", at: p.keyLocation)
        }
        spec.props = propEntries.map { ($0.key, $0.value) }
        // Every declared prop is used, so the used ones are all the component takes.
        spec.propNames = used.keys.sorted()
        spec.variants = [Variant(name: "default", props: [:], state: nil, modifiers: nil, width: nil, location: root.location)]
        for (name, loc, v) in variantEntries {
            spec.variants.append(try spec.variant(name, v, at: loc))
        }
        return spec
    }

    /// Rejects a prop name the component does not take, suggesting the closest; `viaUse` says
    /// the name was passed by another component's `use:`.
    public func checkProp(_ prop: String, at loc: SourceLocation, viaUse: Bool = false) throws {
        guard !propNames.contains(prop) else { return }
        let target = viaUse ? " for component '\(name)'" : ""
        let list = propNames.isEmpty ? "component '\(name)' takes no props" : "component '\(name)' takes: \(propNames.joined(separator: ", "))"
        throw PlumbError("unknown prop '\(prop)'\(target)\(Suggestions.hint(for: prop, in: propNames)) (\(list))", at: loc)
    }

    static func proposal(_ v: YAMLValue, _ what: String) throws -> Double {
        let d = try ValueParsing.number(v, what)
        let w = try ValueParsing.checkedLength(d, what, at: v.location)
        guard w > 0 else { throw PlumbError("\(what) must be greater than 0", at: v.location) }
        return w
    }

    func variant(_ name: String, _ v: YAMLValue, at loc: SourceLocation) throws -> Variant {
        _ = try PlainName(name, what: "variant name", at: loc)
        guard name != "default" else {
            throw PlumbError("'default' is the implied variant (the component's own props): give its values in 'props:' and name other variants differently", at: loc)
        }
        var out = Variant(name: name, props: [:], state: nil, modifiers: nil, width: nil, location: loc)
        if case .scalar(let s, _, _) = v, s.isEmpty { return out }
        let e = try ValueParsing.mapping(v, "variant '\(name)'")
        try ValueParsing.checkKeys(e, allowed: ["props", "state", "modifiers", "width", "description"], in: "variant '\(name)'")
        if let p = v["props"] {
            for (k, kloc, pv) in try ValueParsing.mapping(p, "variant props") {
                if k == "state" {
                    let given = pv.string.map { "'state: \($0)'" } ?? "'state:'"
                    throw PlumbError("'state' is not a prop: give the variant \(given) instead", at: kloc)
                }
                try checkProp(k, at: kloc)
                out.props[k] = pv
            }
        }
        if let s = v["state"] {
            let state = try ValueParsing.string(s, "state")
            guard Self.states.contains(state) else {
                throw PlumbError("unknown state '\(state)'\(Suggestions.hint(for: state, in: Self.states)) (states: \(Self.states.joined(separator: ", ")))",
                                 at: s.location)
            }
            out.state = state
        }
        if let m = v["modifiers"] { _ = try ValueParsing.sequence(m, "variant modifiers"); out.modifiers = m }
        if let w = v["width"] { out.width = try Self.proposal(w, "width") }
        return out
    }

    /// The variant named `name`, or an error listing the declared ones.
    public func variant(named name: String, at loc: SourceLocation? = nil) throws -> Variant {
        if let v = variants.first(where: { $0.name == name }) { return v }
        let names = variants.map(\.name)
        throw PlumbError("component '\(self.name)' has no variant '\(name)'\(Suggestions.hint(for: name, in: names)) (variants: \(names.joined(separator: ", ")))",
                         at: loc ?? location)
    }

    /// Props for a variant: defaults, then the variant's overrides, then `state`.
    func props(for variant: Variant, overrides: [String: YAMLValue] = [:]) -> [String: YAMLValue] {
        var p: [String: YAMLValue] = [:]
        for (k, v) in props { p[k] = v }
        for (k, v) in variant.props { p[k] = v }
        for (k, v) in overrides { p[k] = v }
        p["state"] = .scalar(variant.state ?? "normal", quoted: false, variant.location)
        return p
    }
}
