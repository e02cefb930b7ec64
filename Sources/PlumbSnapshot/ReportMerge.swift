import PlumbModel

/// Combines the reports of a sharded `verify` (`--shard i/n` on n CI jobs) into one.
public enum ReportMerge {
    /// The union of the reports' results, in snapshot-name order, with no shard.
    ///
    /// Refuses, as a `PlumbError`: no reports; a snapshot present twice (overlapping shards
    /// would otherwise count it twice, and which result wins would be arbitrary); different
    /// engine versions (their results are not comparable); and an incomplete or inconsistent
    /// set of shards — a CI job that died without a report must not turn the merged run green.
    /// Reports without a shard (separate runs over disjoint specs) merge freely.
    public static func merge(_ reports: [VerifyReport]) throws -> VerifyReport {
        guard let first = reports.first else { throw PlumbError("no reports to merge") }
        for r in reports where r.engineVersion != first.engineVersion {
            throw PlumbError("cannot merge reports from different engine versions: "
                             + "'\(first.engineVersion)'\(label(first)) and '\(r.engineVersion)'\(label(r))")
        }
        try checkShards(reports.compactMap(\.shard))

        var owner: [SnapshotID: VerifyReport] = [:]
        var results: [SnapshotResult] = []
        for r in reports {
            for result in r.results {
                if let previous = owner[result.id] {
                    let shards = Set([previous.shard, r.shard].compactMap { $0 }).sorted()
                    let whereText = shards.isEmpty ? "" : " (shard " + shards.joined(separator: " and ") + ")"
                    throw PlumbError("snapshot \(result.id.name) appears more than once\(whereText)")
                }
                owner[result.id] = r
                results.append(result)
            }
        }
        return VerifyReport(results: results, shard: nil, engineVersion: first.engineVersion)
    }

    /// Shards must all be `i/n` with one `n`, each `i` once, and every `i` in 1…n present.
    static func checkShards(_ shards: [String]) throws {
        guard !shards.isEmpty else { return }
        var seen: Set<Int> = []
        var count: Int?
        for shard in shards {
            let parts = shard.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else {
                throw PlumbError("invalid shard '\(shard)' (expected i/n with 1 ≤ i ≤ n)")
            }
            if let count, count != n {
                throw PlumbError("cannot merge shards of different splits: \(count) and \(n) shards")
            }
            count = n
            guard seen.insert(i).inserted else { throw PlumbError("shard \(i)/\(n) appears more than once") }
        }
        if let n = count {
            let missing = (1...n).filter { !seen.contains($0) }
            if !missing.isEmpty {
                let names = missing.map { "\($0)/\(n)" }.joined(separator: ", ")
                throw PlumbError("incomplete set of shards: missing \(names)")
            }
        }
    }

    private static func label(_ r: VerifyReport) -> String { r.shard.map { " (shard \($0))" } ?? "" }
}
