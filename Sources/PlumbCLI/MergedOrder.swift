/// Expected snapshots and orphans merged in name order — the order verify reports results
/// in and `--shard` counts — as positions computed on demand: both lists are sorted by name,
/// so only each orphan's place among the expected names is stored (orphans are few). A
/// 20,000-snapshot run keeps no per-snapshot item.
struct MergedOrder: Sendable {
    /// For each orphan, how many expected names sort before it (non-decreasing).
    private let expectedBefore: [Int]
    let count: Int

    /// `names`: the expected snapshots' names, sorted (a suite's entries, mapped lazily).
    init<Names: RandomAccessCollection>(names: Names, orphans: [String]) where Names.Element == String, Names.Index == Int {
        expectedBefore = orphans.map { name in
            var lo = names.startIndex, hi = names.endIndex
            while lo < hi {
                let mid = (lo + hi) / 2
                if names[mid] < name { lo = mid + 1 } else { hi = mid }
            }
            return lo - names.startIndex
        }
        count = names.count + orphans.count
    }

    /// The merged position of expected snapshot `e`: `e` plus the orphans sorting before it.
    func position(ofExpected e: Int) -> Int {
        var lo = 0, hi = expectedBefore.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if expectedBefore[mid] <= e { lo = mid + 1 } else { hi = mid }
        }
        return e + lo
    }

    /// The merged position of orphan `k`.
    func position(ofOrphan k: Int) -> Int { k + expectedBefore[k] }

    /// Shard `index` of `of` (1-based): every `of`-th position from the `index`-th, so the
    /// shards are disjoint, their union is every position, and sizes differ by at most one.
    func shard(_ index: Int, of n: Int) -> Shard {
        Shard(index: index - 1, of: n, count: count > index - 1 ? (count - index + n) / n : 0)
    }

    /// The positions of one shard.
    struct Shard: Sendable {
        let index: Int
        let of: Int
        /// How many positions it holds.
        let count: Int

        func contains(_ position: Int) -> Bool { position % of == index }
    }
}
