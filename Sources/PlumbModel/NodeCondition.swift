/// `if:` / `unless:` on a node: whether the node is present, like SwiftUI's `if let` / `if`
/// in a view builder. An absent node is dropped before layout: no size, no stack spacing, no
/// drawing, no dump entry, no audit.
///
/// Truthiness of a condition's value (a prop's value, or a literal):
/// - false: the prop is absent (not passed and no default), null (`~`, `null`, an empty
///   value), unquoted `false` / `no` / `off`, and the empty string `""`;
/// - true: unquoted `true` / `yes` / `on`, any other text or number (`0` included, as
///   `if let` would), a mapping or a list (a colour, a node);
/// - an error: quoted text that spells a boolean or null (`"false"`, `'true'`, `"null"`), which
///   reads as a boolean but is a string: write it unquoted.
enum NodeCondition {
    /// The condition keys a node may carry besides its kind and `modifiers`.
    static let keys = ["if", "unless"]

    /// Whether a node mapping's already-evaluated `if` / `unless` (see `evaluate`) keep it.
    static func isPresent(_ node: YAMLValue) -> Bool {
        node["if"]?.string != "false" && node["unless"]?.string != "true"
    }

    /// The condition written in `v` (`"{prop}"` or a literal), evaluated: a missing prop is
    /// false rather than an error, so optional content needs no default.
    static func evaluate(_ v: YAMLValue, key: String, props: [String: YAMLValue]) throws -> Bool {
        guard case .scalar(let s, _, let loc) = v else {
            throw PlumbError("'\(key):' takes a prop as \"{name}\" or true/false, found \(v.shapeName)", at: v.location)
        }
        let parts = try PropSubstitution.segments(of: s, at: loc)
        if parts.count == 1, case .placeholder(let name) = parts[0] {
            guard let value = props[name] else { return false }
            return try truthiness(of: value, prop: name)
        }
        guard !parts.contains(where: { if case .placeholder = $0 { return true }; return false }) else {
            throw PlumbError("'\(key):' takes one prop as \"{name}\", not text around it; found '\(s)'", at: loc)
        }
        return try truthiness(of: v, prop: nil)
    }

    static let falseWords: Set<String> = ["false", "no", "off"]
    static let trueWords: Set<String> = ["true", "yes", "on"]
    static let nullWords: Set<String> = ["", "~", "null"]

    /// The truthiness rules above; `prop` names the prop in the error.
    static func truthiness(of v: YAMLValue, prop: String?) throws -> Bool {
        guard case .scalar(let s, let quoted, let loc) = v else { return true }
        let word = s.lowercased()
        if quoted {
            if s.isEmpty { return false }
            if falseWords.contains(word) || trueWords.contains(word) || nullWords.contains(word) {
                let what = prop.map { "prop '\($0)' is" } ?? "the condition is"
                throw PlumbError("\(what) the quoted text '\(s)', which reads as a boolean or null but is a string: write it unquoted", at: loc)
            }
            return true
        }
        if falseWords.contains(word) || nullWords.contains(word) { return false }
        return true
    }
}
