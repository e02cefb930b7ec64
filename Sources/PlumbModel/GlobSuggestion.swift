/// "Did you mean …?" for a name glob that matches nothing (`orbit/buton/*` → `orbit/button/*`).
public enum GlobSuggestion {
    /// Corrects `pattern` one `/`-separated segment at a time: a segment without wildcards that
    /// matches none of the names at its level (given the segments before it) is replaced by the
    /// closest name there. Returns the corrected pattern when it matches at least one name, else nil.
    public static func correction(for pattern: String, names: [String]) -> String? {
        let segments = pattern.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let split = names.map { $0.split(separator: "/", omittingEmptySubsequences: false).map(String.init) }
        var fixed: [String] = []
        var changed = false
        for (level, segment) in segments.enumerated() {
            // Names whose earlier segments match the corrected prefix so far.
            let candidates = Set(split.filter { parts in
                parts.count > level && zip(fixed, parts).allSatisfy { Glob.matches($0, $1) }
            }.map { $0[level] })
            if candidates.contains(where: { Glob.matches(segment, $0) }) || segment.contains("*") || segment.contains("?") {
                fixed.append(segment)
                continue
            }
            guard let best = Suggestions.closest(to: segment, in: candidates, limit: 1).first else { return nil }
            fixed.append(best)
            changed = true
        }
        let result = fixed.joined(separator: "/")
        guard changed, names.contains(where: { Glob.matches(result, $0) }) else { return nil }
        return result
    }

    /// The " — did you mean 'x'?" suffix for a glob matching nothing, or "".
    public static func hint(for pattern: String, names: [String]) -> String {
        correction(for: pattern, names: names).map { " — did you mean '\($0)'?" } ?? ""
    }
}
