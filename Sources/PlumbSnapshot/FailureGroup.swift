/// Snapshots of a verify run that failed for the same reason, for the HTML report: one token
/// change that fails 68 snapshots is one group of 68, not 68 entries to read one by one.
struct FailureGroup: Hashable {
    var status: SnapshotResult.Status
    /// The normalised cause the members share, as the terminal line writes it: the causes at
    /// one node with its path (`padding.leading 16 → 12 pt, padding.trailing 16 → 12 pt at
    /// body/hstack`); for a result without node causes, its whole-snapshot causes and message.
    /// Empty for the passed group.
    var key: String
    /// Indices into the report's results, in report (name) order.
    var members: [Int]
    /// Per member, what else it reports besides `key` (text that wraps differently at one
    /// size, …), in the same order as `members`.
    var others: [[String]]

    /// Groups of `results`. A failure joins the group of its cause shared by the most
    /// failures of its status (ties: the cause it names first), so what follows from a change
    /// differently per snapshot (a text wrapping at one size) does not split the group of
    /// the change. Failures first, largest group first, ties in the order of their first
    /// member; the passed snapshots last, as one group.
    static func groups(_ results: [SnapshotResult]) -> [FailureGroup] {
        let units = results.map { $0.status == .passed ? [""] : Self.units($0) }
        var shared: [String: Int] = [:]
        for (r, u) in zip(results, units) {
            for unit in Set(u) { shared[r.status.rawValue + "\u{0}" + unit, default: 0] += 1 }
        }
        var order: [String] = []
        var byKey: [String: FailureGroup] = [:]
        for (index, result) in results.enumerated() {
            let u = units[index]
            let count = { (unit: String) in shared[result.status.rawValue + "\u{0}" + unit] ?? 0 }
            var key = u[0]
            for unit in u.dropFirst() where count(unit) > count(key) { key = unit }
            let id = result.status.rawValue + "\u{0}" + key
            if byKey[id] == nil {
                order.append(id)
                byKey[id] = FailureGroup(status: result.status, key: key, members: [], others: [])
            }
            byKey[id]?.members.append(index)
            byKey[id]?.others.append(u.filter { $0 != key })
        }
        let groups = order.compactMap { byKey[$0] }
        let failures = groups.enumerated().filter { $0.element.status != .passed }
            .sorted { ($1.element.members.count, $0.offset) < ($0.element.members.count, $1.offset) }
            .map(\.element)
        return failures + groups.filter { $0.status == .passed }
    }

    /// A failure's candidate keys: its node causes, one per node; without any, its
    /// whole-snapshot causes and message as one. The component's own size is left out when a
    /// node cause names the change: it differs per Dynamic Type size for the same change.
    static func units(_ result: SnapshotResult) -> [String] {
        let nodes = result.causes.filter { !$0.path.isEmpty }
        if !nodes.isEmpty { return SnapshotResult.causeText(nodes, limit: .max) }
        var parts = SnapshotResult.causeText(result.causes, limit: .max)
        if let message = result.message { parts.append(message) }
        if parts.isEmpty { parts.append("pixels differ, layout identical") }
        return [parts.joined(separator: "; ")]
    }
}
