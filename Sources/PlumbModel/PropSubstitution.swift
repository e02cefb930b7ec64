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
            // Byte scan: Foundation's String.contains(String) bridges to NSString and showed up
            // as the resolver's top cost in callgrind.
            guard s.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return v }
            return try substitute(s, quoted: quoted, at: loc)
        case .mapping(let pairs, let loc):
            return .mapping(try pairs.map { ($0.key, try apply($0.value)) }, loc)
        case .sequence(let items, let loc):
            return .sequence(try items.map(apply), loc)
        }
    }

    private func substitute(_ s: String, quoted: Bool, at loc: SourceLocation) throws -> YAMLValue {
        let chars = Array(s)
        // Whole-scalar placeholder keeps the prop value's own type.
        if chars.first == "{", chars.last == "}", chars.count > 2, !s.hasPrefix("{{"),
           !chars.dropFirst().dropLast().contains("{"), !chars.dropFirst().dropLast().contains("}") {
            let name = String(chars.dropFirst().dropLast())
            return try value(of: name, at: loc)
        }
        var out = ""
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "{", i + 1 < chars.count, chars[i + 1] == "{" { out.append("{"); i += 2; continue }
            if c == "}", i + 1 < chars.count, chars[i + 1] == "}" { out.append("}"); i += 2; continue }
            if c == "{" {
                guard let close = chars[(i + 1)...].firstIndex(of: "}") else {
                    throw PlumbError("unclosed '{' in '\(s)' (write '{{' for a literal brace)", at: loc)
                }
                let name = String(chars[(i + 1)..<close])
                let v = try value(of: name, at: loc)
                guard let text = v.string else {
                    throw PlumbError("prop '\(name)' is \(v.shapeName) and cannot be interpolated into text", at: loc)
                }
                out += text
                i = close + 1
                continue
            }
            out.append(c)
            i += 1
        }
        return .scalar(out, quoted: quoted, loc)
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
