/// One merged W3C Design Tokens (DTCG 2025.10) tree: its tokens by dotted path with their
/// inherited `$type`, and their values with every alias (`"{color.blue}"`) and JSON-pointer
/// `$ref` (`{"$ref": "#/color/blue/$value"}`) substituted.
///
/// Values stay `YAMLValue`s (JSON is YAML), so every literal keeps its line and column.
struct DTCGTokensDocument {
    /// A token: an object with `$value`.
    struct Token {
        var path: [String]
        /// Its own `$type`, else the nearest group's.
        var type: String?
        var value: YAMLValue
        /// Where the token's key is.
        var location: SourceLocation
        var extensions: YAMLValue?

        var name: String { path.joined(separator: ".") }
        var pointer: String { DTCGTokensDocument.pointer(path) }
    }

    /// A value with its references substituted; `type` is the referenced token's type when the
    /// whole value was one reference (an alias token without `$type` takes its target's).
    struct Resolved {
        var type: String?
        var value: YAMLValue
    }

    private(set) var tokens: [String: Token] = [:]
    /// Token names in document order.
    private(set) var order: [String] = []

    static let groupKeys: Set = ["$type", "$description", "$extensions", "$deprecated", "$schema"]
    static let tokenKeys: Set = ["$value", "$type", "$description", "$extensions", "$deprecated"]

    init(root: YAMLValue) throws {
        try collect(root, path: [], type: nil, at: root.location)
    }

    private mutating func collect(_ node: YAMLValue, path: [String], type: String?, at loc: SourceLocation) throws {
        guard let entries = node.entries else {
            throw Self.located(PlumbError("expected a token (an object with \"$value\") or a group, found \(node.shapeName)", at: node.location), path)
        }
        let ownType = try node["$type"].map { try ValueParsing.string($0, "$type") }
        if node["$value"] != nil {
            guard !path.isEmpty else { throw PlumbError("the top level of a tokens file is a group, not a token", at: loc) }
            for e in entries where !Self.tokenKeys.contains(e.key) {
                let what = e.key.hasPrefix("$") ? "'\(e.key)' is not a token property" : "a token cannot also be a group (child '\(e.key)')"
                throw Self.located(PlumbError("\(what)\(Suggestions.hint(for: e.key, in: Self.tokenKeys))", at: e.keyLocation), path)
            }
            let name = path.joined(separator: ".")
            tokens[name] = Token(path: path, type: ownType ?? type, value: node["$value"]!, location: loc, extensions: node["$extensions"])
            order.append(name)
            return
        }
        for (key, kloc, child) in entries {
            if key.hasPrefix("$") {
                guard Self.groupKeys.contains(key) else {
                    throw Self.located(PlumbError("'\(key)' is not supported on a group\(Suggestions.hint(for: key, in: Self.groupKeys))", at: kloc), path)
                }
                continue
            }
            // The format forbids these in names: they would make aliases ambiguous.
            guard !key.isEmpty, !key.contains("{"), !key.contains("}"), !key.contains(".") else {
                throw Self.located(PlumbError("'\(key)' is not a valid token or group name (no '{', '}' or '.')", at: kloc), path + [key])
            }
            try collect(child, path: path + [key], type: ownType ?? type, at: kloc)
        }
    }

    // MARK: References

    /// Resolves token `name`; `loc` locates the reference naming it.
    func resolve(_ name: String, at loc: SourceLocation, _ walk: inout TokenWalk<Resolved>) throws -> Resolved {
        guard let token = tokens[name] else {
            throw PlumbError("unknown token '{\(name)}'\(Suggestions.hint(for: name, in: tokens.keys))", at: loc)
        }
        if let r = try walk.remembered(name, at: loc) { return r }
        return try walk.enter(name, at: loc) { walk in
            let r = try substitute(token.value, &walk)
            return Resolved(type: token.type ?? r.type, value: r.value)
        }
    }

    /// `v` with every alias and `$ref` in it replaced by what it names.
    func substitute(_ v: YAMLValue, _ walk: inout TokenWalk<Resolved>) throws -> Resolved {
        switch v {
        case .scalar(let s, let quoted, let loc):
            if quoted, let target = Self.alias(s) { return try resolve(target, at: loc, &walk) }
            return Resolved(value: v)
        case .sequence(let items, let loc):
            var out: [YAMLValue] = []
            for item in items { out.append(try substitute(item, &walk).value) }
            return Resolved(value: .sequence(out, loc))
        case .mapping(let pairs, let loc):
            if let ref = v["$ref"] {
                guard pairs.count == 1 else { throw PlumbError("an object with '$ref' has no other keys", at: loc) }
                return try follow(try ValueParsing.string(ref, "$ref"), at: ref.location, &walk)
            }
            var out: [(key: YAMLValue, value: YAMLValue)] = []
            for p in pairs { out.append((p.key, try substitute(p.value, &walk).value)) }
            return Resolved(value: .mapping(out, loc))
        }
    }

    /// Follows a JSON pointer `#/a/b` to a token, or into a token's `$value` (`#/a/b/$value/alpha`).
    private func follow(_ ref: String, at loc: SourceLocation, _ walk: inout TokenWalk<Resolved>) throws -> Resolved {
        guard ref.hasPrefix("#/") else {
            throw PlumbError("'$ref' must be a JSON pointer into the tokens, like \"#/color/blue/$value\", found '\(ref)'", at: loc)
        }
        let parts = ref.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~") }
        // Names contain no '.', so the dotted prefix names at most one token.
        for i in stride(from: parts.count, through: 1, by: -1) where tokens[parts[..<i].joined(separator: ".")] != nil {
            let r = try resolve(parts[..<i].joined(separator: "."), at: loc, &walk)
            var rest = parts[i...]
            if rest.isEmpty { return r }
            guard rest.removeFirst() == "$value" else {
                throw PlumbError("'$ref' \(ref) must point at a token or into its $value", at: loc)
            }
            var value = r.value
            for key in rest {
                if case .sequence(let items, _) = value, let n = Int(key), items.indices.contains(n) {
                    value = items[n]
                } else if let next = value[key] {
                    value = next
                } else {
                    throw PlumbError("'$ref' \(ref): the value has no '\(key)'", at: loc)
                }
            }
            return Resolved(type: rest.isEmpty ? r.type : nil, value: value)
        }
        throw PlumbError("'$ref' \(ref) names no token\(Suggestions.hint(for: parts.joined(separator: "."), in: tokens.keys))", at: loc)
    }

    /// The dotted path of an alias `{a.b.c}`, or nil when `s` is not one.
    static func alias(_ s: String) -> String? {
        guard s.hasPrefix("{"), s.hasSuffix("}"), s.count > 2 else { return nil }
        let inner = s.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(inner)
    }

    /// RFC 6901 pointer of a token path: `/color/text/primary`.
    static func pointer(_ path: [String]) -> String {
        path.map { "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") }.joined()
    }

    /// `error` with the JSON pointer of the token it concerns appended, once.
    static func located(_ error: PlumbError, _ path: [String]) -> PlumbError {
        guard !error.message.hasSuffix(")") || !error.message.contains("(at /") else { return error }
        return PlumbError(error.message + " (at \(pointer(path)))", at: error.location)
    }
}
