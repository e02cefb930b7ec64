import Foundation

/// A DTCG Resolver Module document (`*.resolver.json`, version 2025.10): `sets` of token
/// sources, `modifiers` whose `contexts` each add sources, and the `resolutionOrder` that
/// layers them (later wins). Plumb's appearance picks the context of a modifier that has both
/// `light` and `dark` contexts; every other modifier resolves at its `default` (else its first
/// context).
struct DTCGTokensResolver {
    let root: YAMLValue
    let file: String

    static let keys = ["$schema", "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$defs"]

    /// True when `root` is a resolver document rather than a tokens file.
    static func isResolver(_ root: YAMLValue) -> Bool { root["resolutionOrder"] != nil }

    /// The token trees to merge, in order, for `appearance`.
    func sources(for appearance: Appearance) throws -> [YAMLValue] {
        try ValueParsing.checkKeys(try ValueParsing.mapping(root, "resolver"), allowed: Self.keys, in: "resolver")
        if let v = root["version"], v.string != "2025.10" {
            throw PlumbError("resolver version must be \"2025.10\", found \(v.shapeName)", at: v.location)
        }
        var out: [YAMLValue] = []
        for item in try ValueParsing.sequence(root["resolutionOrder"]!, "resolutionOrder") {
            let (kind, body) = try entry(item)
            if kind == "set" {
                guard let list = body["sources"] else { throw PlumbError("a set needs 'sources'", at: body.location) }
                out += try ValueParsing.sequence(list, "sources").map(source)
            } else {
                out += try contextSources(body, appearance).map(source)
            }
        }
        return out
    }

    /// A `resolutionOrder` item: `{"$ref": "#/sets/x"}`, `{"$ref": "#/modifiers/y"}` or an inline
    /// `{"type": "set" | "modifier", …}`.
    private func entry(_ item: YAMLValue) throws -> (kind: String, body: YAMLValue) {
        if let r = item["$ref"] {
            let ref = try ValueParsing.string(r, "$ref")
            let parts = ref.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 3, parts[0] == "#", parts[1] == "sets" || parts[1] == "modifiers" else {
                throw PlumbError("expected \"#/sets/NAME\" or \"#/modifiers/NAME\", found '\(ref)'", at: r.location)
            }
            guard let body = root[parts[1]]?[parts[2]] else {
                let names = root[parts[1]]?.entries?.map(\.key) ?? []
                throw PlumbError("'\(ref)' names no \(parts[1].dropLast())\(Suggestions.hint(for: parts[2], in: names))", at: r.location)
            }
            return (parts[1] == "sets" ? "set" : "modifier", body)
        }
        guard let t = item["type"]?.string, t == "set" || t == "modifier" else {
            throw PlumbError("a resolutionOrder item is {\"$ref\": \"#/sets/…\"}, {\"$ref\": \"#/modifiers/…\"} or has \"type\": \"set\" or \"modifier\"", at: item.location)
        }
        return (t, item)
    }

    private func contextSources(_ modifier: YAMLValue, _ appearance: Appearance) throws -> [YAMLValue] {
        guard let contexts = modifier["contexts"] else { throw PlumbError("a modifier needs 'contexts'", at: modifier.location) }
        let names = try ValueParsing.mapping(contexts, "contexts").map(\.key)
        guard let first = names.first else { throw PlumbError("a modifier needs at least one context", at: contexts.location) }
        var chosen = first
        if names.contains("light") && names.contains("dark") {
            chosen = appearance.rawValue
        } else if let d = modifier["default"] {
            chosen = try ValueParsing.string(d, "default")
            guard names.contains(chosen) else {
                throw PlumbError("default context '\(chosen)' is not one of the contexts\(Suggestions.hint(for: chosen, in: names))", at: d.location)
            }
        }
        return try ValueParsing.sequence(contexts[chosen]!, "sources of context '\(chosen)'")
    }

    /// An inline token tree, or `{"$ref": "path/to/file.tokens.json[#/pointer]"}` relative to
    /// the resolver.
    private func source(_ v: YAMLValue) throws -> YAMLValue {
        guard let r = v["$ref"] else { return v }
        let ref = try ValueParsing.string(r, "$ref")
        let halves = ref.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        var tree = halves[0].isEmpty ? root : try DTCGTokens.read(halves[0], relativeTo: file, at: r.location)
        if halves.count == 2 {
            for key in halves[1].split(separator: "/").map({ $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~") }) {
                guard let next = tree[key] else { throw PlumbError("'\(ref)': the file has no '\(key)'", at: r.location) }
                tree = next
            }
        }
        return tree
    }
}
