/// "Did you mean …?" for unknown names: the closest candidates by edit distance.
public enum Suggestions {
    /// Up to `limit` candidates within a distance proportional to the name's length,
    /// closest first, ties alphabetical.
    public static func closest(to name: String, in candidates: some Sequence<String>, limit: Int = 3) -> [String] {
        let lowered = name.lowercased()
        let threshold = max(2, lowered.count / 3)
        var scored: [(Int, String)] = []
        // The name itself is no suggestion: "unknown type 'X' — did you mean 'X'?" says nothing
        // (an extension of a library type Plumb does not know puts its name among the candidates).
        for c in candidates where c != name {
            let d = distance(lowered, c.lowercased())
            let prefixHit = !lowered.isEmpty && c.lowercased().hasPrefix(lowered)
            if d <= threshold || prefixHit { scored.append((prefixHit ? min(d, threshold) : d, c)) }
        }
        scored.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
        // Each name once, even where several kinds of declaration share it.
        var seen: Set<String> = []
        return Array(scored.map(\.1).filter { seen.insert($0).inserted }.prefix(limit))
    }

    /// The " — did you mean 'x'?" suffix, or "" when nothing is close.
    public static func hint(for name: String, in candidates: some Sequence<String>) -> String {
        let found = closest(to: name, in: candidates)
        guard !found.isEmpty else { return "" }
        return " — did you mean " + found.map { "'\($0)'" }.joined(separator: " or ") + "?"
    }

    /// Levenshtein distance with transpositions counted as one edit.
    static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a), y = Array(b)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var prev2 = [Int](repeating: 0, count: y.count + 1)
        var prev = Array(0...y.count)
        var cur = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            cur[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    cur[j] = min(cur[j], prev2[j - 2] + 1)
                }
            }
            (prev2, prev, cur) = (prev, cur, prev2)
        }
        return prev[y.count]
    }
}
