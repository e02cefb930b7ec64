/// Replaces `{prop}` placeholders in a spec's YAML with prop values.
///
/// A scalar that is exactly `{name}` becomes the prop's value itself (which may be a number
/// or a colour mapping); `{name}` inside longer text is interpolated. `{{` and `}}` are
/// literal braces. An unknown name is an error that lists the closest declared props.
struct PropSubstitution {
    var props: [String: YAMLValue]

    func apply(_ v: YAMLValue) throws -> YAMLValue {
        switch v {
        case .scalar(let s, let quoted, let loc):
            guard Self.mayHavePlaceholders(s) else { return v }
            return try substitute(s, quoted: quoted, at: loc)
        case .mapping(let pairs, let loc):
            if pairs.contains(where: { NodeCondition.keys.contains($0.key.string ?? "") }) {
                return try applyConditional(pairs, at: loc)
            }
            return .mapping(try pairs.map { ($0.key, try apply($0.value)) }, loc)
        case .sequence(let items, let loc):
            return .sequence(try items.map(apply), loc)
        }
    }

    /// A node with `if:` / `unless:`: the conditions become plain `true` / `false` (a missing
    /// prop reads as false), and an absent node's other values are left as written, since
    /// they may use the very props whose absence removed it (`if: "{badge}"`, `text: "{badge}"`).
    private func applyConditional(_ pairs: [(key: YAMLValue, value: YAMLValue)], at loc: SourceLocation) throws -> YAMLValue {
        var out = pairs
        for (i, pair) in pairs.enumerated() {
            guard let key = pair.key.string, NodeCondition.keys.contains(key) else { continue }
            let truth = try NodeCondition.evaluate(pair.value, key: key, props: props)
            out[i].value = .scalar(truth ? "true" : "false", quoted: false, pair.value.location)
        }
        guard NodeCondition.isPresent(.mapping(out, loc)) else { return .mapping(out, loc) }
        for (i, pair) in out.enumerated() where !NodeCondition.keys.contains(pair.key.string ?? "") {
            out[i].value = try apply(pair.value)
        }
        return .mapping(out, loc)
    }

    /// The prop names `v`'s scalars use as `{name}`, each with where it is first used, so a
    /// component takes those props even when it declares no default for them.
    static func placeholders(in v: YAMLValue) throws -> [String: SourceLocation] {
        var found: [String: SourceLocation] = [:]
        try collectPlaceholders(in: v, into: &found)
        return found
    }

    private static func collectPlaceholders(in v: YAMLValue, into found: inout [String: SourceLocation]) throws {
        switch v {
        case .scalar(let s, _, let loc):
            guard mayHavePlaceholders(s) else { return }
            for case .placeholder(let name) in try segments(of: s, at: loc) where found[name] == nil { found[name] = loc }
        case .mapping(let pairs, _):
            for pair in pairs { try collectPlaceholders(in: pair.value, into: &found) }
        case .sequence(let items, _):
            for item in items { try collectPlaceholders(in: item, into: &found) }
        }
    }

    /// Byte scan: Foundation's String.contains(String) bridges to NSString and showed up as
    /// the resolver's top cost in callgrind.
    private static func mayHavePlaceholders(_ s: String) -> Bool {
        s.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }
    }

    /// A scalar's text split into literal runs and `{name}` placeholders.
    enum Segment: Equatable {
        case literal(String)
        case placeholder(String)
    }

    static func segments(of s: String, at loc: SourceLocation) throws -> [Segment] {
        let chars = Array(s)
        var out: [Segment] = []
        var text = ""
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "{", i + 1 < chars.count, chars[i + 1] == "{" { text.append("{"); i += 2; continue }
            if c == "}", i + 1 < chars.count, chars[i + 1] == "}" { text.append("}"); i += 2; continue }
            if c == "{" {
                guard let close = chars[(i + 1)...].firstIndex(of: "}") else {
                    throw PlumbError("unclosed '{' in '\(s)' (write '{{' for a literal brace)", at: loc)
                }
                if !text.isEmpty { out.append(.literal(text)); text = "" }
                out.append(.placeholder(String(chars[(i + 1)..<close])))
                i = close + 1
                continue
            }
            text.append(c)
            i += 1
        }
        if !text.isEmpty { out.append(.literal(text)) }
        return out
    }

    private func substitute(_ s: String, quoted: Bool, at loc: SourceLocation) throws -> YAMLValue {
        let parts = try Self.segments(of: s, at: loc)
        // Whole-scalar placeholder keeps the prop value's own type.
        if parts.count == 1, case .placeholder(let name) = parts[0] { return try value(of: name, at: loc) }
        var out = ""
        for part in parts {
            switch part {
            case .literal(let text):
                out += text
            case .placeholder(let name):
                let v = try value(of: name, at: loc)
                guard let text = v.string else {
                    throw PlumbError("prop '\(name)' is \(v.shapeName) and cannot be interpolated into text", at: loc)
                }
                out += text
            }
            try Self.checkLength(out, at: loc)
        }
        return .scalar(out, quoted: quoted, loc)
    }

    /// Interpolation through nested `use:` props multiplies lengths ("{t}{t}{t}" passed down
    /// sixteen levels is 3¹⁶ copies): no interpolated string may pass the text-length limit,
    /// checked after every piece, so none is ever built much longer than it.
    private static func checkLength(_ s: String, at loc: SourceLocation) throws {
        // Bytes first: a string within the limit in bytes is within it in characters.
        guard s.utf8.count > Limits.textCharacters, case let n = s.count, n > Limits.textCharacters else { return }
        throw PlumbError.overLimit("text interpolated from props (\(PlumbError.grouped(n)) characters so far)", "text-length",
                                   Limits.textCharacters, unit: " characters", at: loc)
    }

    private func value(of name: String, at loc: SourceLocation) throws -> YAMLValue {
        guard let v = props[name] else {
            let declared = props.keys.sorted()
            let list = declared.isEmpty ? "the component declares no props" : "declared props: \(declared.joined(separator: ", "))"
            throw PlumbError("missing prop '\(name)'\(Suggestions.hint(for: name, in: declared)) (\(list))", at: loc)
        }
        return v
    }
}
