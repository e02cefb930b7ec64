/// Small typed readers over `YAMLValue` that produce located, teaching errors.
enum ValueParsing {
    static func number(_ v: YAMLValue, _ what: String) throws -> Double {
        guard case .scalar(let s, let quoted, let loc) = v, !quoted, let d = parseNumber(s) else {
            throw PlumbError("expected a number for \(what), found \(v.shapeName)", at: v.location)
        }
        guard d.isFinite else { throw PlumbError("\(what) must be finite, found \(s)", at: loc) }
        return d
    }

    /// Parses YAML numbers including `.inf`, `infinity`, `-.inf`.
    static func parseNumber(_ s: String) -> Double? {
        switch s.lowercased() {
        case ".inf", "+.inf", "inf", "infinity", ".infinity": return .infinity
        case "-.inf", "-inf", "-infinity": return -.infinity
        case ".nan", "nan": return .nan
        default:
            let cleaned = s.utf8.contains(UInt8(ascii: "_")) ? s.replacingOccurrences(of: "_", with: "") : s
            guard let first = cleaned.first, first.isNumber || first == "-" || first == "+" || first == "." else { return nil }
            return Double(cleaned)
        }
    }

    static func bool(_ v: YAMLValue, _ what: String) throws -> Bool {
        switch v.string?.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw PlumbError("expected true or false for \(what), found \(v.shapeName)", at: v.location)
        }
    }

    static func string(_ v: YAMLValue, _ what: String) throws -> String {
        guard case .scalar(let s, _, _) = v else {
            throw PlumbError("expected a string for \(what), found \(v.shapeName)", at: v.location)
        }
        return s
    }

    /// The case of `E` the string under `key` names; an unknown name is a located error
    /// ("unknown `what` 'x'") with the nearest names and, if given, the `expected` list.
    static func named<E: CaseIterable & RawRepresentable>(_ v: YAMLValue, _ key: String, _ what: String,
                                                          expected: String? = nil) throws -> E where E.RawValue == String {
        let s = try string(v, key)
        guard let e = E(rawValue: s) else {
            throw PlumbError("unknown \(what) '\(s)'\(Suggestions.hint(for: s, in: E.allCases.map(\.rawValue)))"
                             + (expected.map { " (expected \($0))" } ?? ""), at: v.location)
        }
        return e
    }

    static func mapping(_ v: YAMLValue, _ what: String) throws -> [(key: String, keyLocation: SourceLocation, value: YAMLValue)] {
        guard let e = v.entries else {
            throw PlumbError("expected a mapping for \(what), found \(v.shapeName)", at: v.location)
        }
        return e
    }

    static func sequence(_ v: YAMLValue, _ what: String) throws -> [YAMLValue] {
        guard case .sequence(let items, _) = v else {
            throw PlumbError("expected a list for \(what), found \(v.shapeName)", at: v.location)
        }
        return items
    }

    /// Rejects keys outside `allowed`, suggesting the closest.
    static func checkKeys(_ entries: [(key: String, keyLocation: SourceLocation, value: YAMLValue)],
                          allowed: [String], in what: String) throws {
        for e in entries where !allowed.contains(e.key) {
            throw PlumbError("unknown key '\(e.key)' in \(what)\(Suggestions.hint(for: e.key, in: allowed))"
                             + " (expected one of: \(allowed.joined(separator: ", ")))", at: e.keyLocation)
        }
    }

    /// A length in points that must be finite, non-negative and within the 16,384 pt limit.
    static func checkedLength(_ d: Double, _ what: String, at loc: SourceLocation, allowInfinity: Bool = false) throws -> Double {
        if d.isNaN { throw PlumbError("\(what) is not a number", at: loc) }
        if d.isInfinite {
            if allowInfinity && d > 0 { return d }
            throw PlumbError("\(what) must be finite", at: loc)
        }
        if d < 0 { throw PlumbError("\(what) must not be negative, found \(fmt(d))", at: loc) }
        if d > Limits.points { throw PlumbError("\(what) \(fmt(d)) pt exceeds the 16,384 pt limit", at: loc) }
        return d + 0 // -0 becomes 0, so dumps and comparisons never see a negative zero
    }

    /// An offset-like value (may be negative) within ±16,384 pt.
    static func checkedSigned(_ d: Double, _ what: String, at loc: SourceLocation) throws -> Double {
        guard d.isFinite else { throw PlumbError("\(what) must be finite", at: loc) }
        guard abs(d) <= Limits.points else { throw PlumbError("\(what) \(fmt(d)) pt exceeds the 16,384 pt limit", at: loc) }
        return d + 0
    }

    static func fmt(_ d: Double) -> String { d.plainText }
}
