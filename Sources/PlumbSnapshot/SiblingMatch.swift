/// Pairs the children of two matched nodes by identity rather than by index.
///
/// 1. Children with equal `NodeIdentity.content`, then equal `NodeIdentity.label`, are paired
///    — in order first (a longest common subsequence), then any leftover equal ones (those
///    changed place).
/// 2. The longest run of pairs that kept their relative order is "in place"; every other
///    pair is `moved`. A swap of two children is thus one move, not two modified neighbours.
/// 3. Between in-place pairs, children left over on both sides that have the same kind are
///    the same child modified (a circle whose fill token changed).
/// 4. What is still left was removed (old side) or added (new side).
struct SiblingMatch {
    typealias Node = SnapshotDump.Node

    struct Pair: Hashable {
        var old: Int
        var new: Int
        /// Not in the longest order-preserving run: the child changed place.
        var moved: Bool
    }

    /// In old-index order.
    private(set) var pairs: [Pair] = []
    private(set) var removed: [Int] = []
    private(set) var added: [Int] = []

    init(old a: [Node], new b: [Node]) {
        var newOf = [Int?](repeating: nil, count: a.count)
        var taken = [Bool](repeating: false, count: b.count)
        let contents = (a.map(NodeIdentity.content), b.map(NodeIdentity.content))
        Self.pair(contents.0, contents.1, &newOf, &taken)
        Self.pair(a.map(NodeIdentity.label), b.map(NodeIdentity.label), &newOf, &taken)

        let matched = newOf.indices.compactMap { i in newOf[i].map { (old: i, new: $0) } }
        let inPlace = Self.longestIncreasingRun(matched.map(\.new))
        var stable = inPlace.map { matched[$0] }
        let moved = Set(matched.indices).subtracting(inPlace).map { matched[$0] }

        // Same kind in the same gap between in-place pairs: modified in place.
        var bounds = [(old: -1, new: -1)] + stable + [(old: a.count, new: b.count)]
        bounds.sort { $0.old < $1.old }
        for (lo, hi) in zip(bounds, bounds.dropFirst()) {
            let olds = (lo.old + 1..<hi.old).filter { newOf[$0] == nil }
            let news = (lo.new + 1..<hi.new).filter { !taken[$0] }
            var gapOld = [Int?](repeating: nil, count: olds.count), gapTaken = [Bool](repeating: false, count: news.count)
            Self.inOrder(olds.map { a[$0].kind }, news.map { b[$0].kind }, &gapOld, &gapTaken)
            for (k, m) in gapOld.enumerated() {
                guard let m else { continue }
                newOf[olds[k]] = news[m]
                taken[news[m]] = true
                stable.append((old: olds[k], new: news[m]))
            }
        }
        pairs = (stable.map { Pair(old: $0.old, new: $0.new, moved: false) } + moved.map { Pair(old: $0.old, new: $0.new, moved: true) })
            .sorted { $0.old < $1.old }
        removed = newOf.indices.filter { newOf[$0] == nil }
        added = taken.indices.filter { !taken[$0] }
    }

    /// Pairs still-unpaired children with equal keys: in order first, then the rest.
    static func pair<K: Hashable>(_ ka: [K], _ kb: [K], _ newOf: inout [Int?], _ taken: inout [Bool]) {
        let olds = ka.indices.filter { newOf[$0] == nil }, news = kb.indices.filter { !taken[$0] }
        var sub = [Int?](repeating: nil, count: olds.count), subTaken = [Bool](repeating: false, count: news.count)
        inOrder(olds.map { ka[$0] }, news.map { kb[$0] }, &sub, &subTaken)
        for (k, oi) in olds.enumerated() where sub[k] == nil {
            if let m = news.indices.first(where: { !subTaken[$0] && kb[news[$0]] == ka[oi] }) {
                sub[k] = m
                subTaken[m] = true
            }
        }
        for (k, m) in sub.enumerated() {
            guard let m else { continue }
            newOf[olds[k]] = news[m]
            taken[news[m]] = true
        }
    }

    /// A longest common subsequence of `ka` and `kb`, written as `newOf[i] = j`.
    static func inOrder<K: Equatable>(_ ka: [K], _ kb: [K], _ newOf: inout [Int?], _ taken: inout [Bool]) {
        let m = ka.count, k = kb.count
        guard m > 0, k > 0 else { return }
        var table = [Int](repeating: 0, count: (m + 1) * (k + 1))
        func at(_ i: Int, _ j: Int) -> Int { i * (k + 1) + j }
        for i in stride(from: m - 1, through: 0, by: -1) {
            for j in stride(from: k - 1, through: 0, by: -1) {
                table[at(i, j)] = ka[i] == kb[j] ? table[at(i + 1, j + 1)] + 1 : max(table[at(i + 1, j)], table[at(i, j + 1)])
            }
        }
        var i = 0, j = 0
        while i < m, j < k {
            if ka[i] == kb[j] {
                newOf[i] = j; taken[j] = true
                i += 1; j += 1
            } else if table[at(i + 1, j)] >= table[at(i, j + 1)] {
                i += 1
            } else {
                j += 1
            }
        }
    }

    /// Indices of a longest strictly increasing subsequence of `xs`; among equally long ones,
    /// the one that keeps the earliest elements (a swap of two moves the second).
    static func longestIncreasingRun(_ xs: [Int]) -> [Int] {
        guard !xs.isEmpty else { return [] }
        var length = [Int](repeating: 1, count: xs.count), previous = [Int](repeating: -1, count: xs.count)
        for i in xs.indices {
            for p in 0..<i where xs[p] < xs[i] && length[p] + 1 > length[i] {
                length[i] = length[p] + 1
                previous[i] = p
            }
        }
        var end = 0
        for i in xs.indices where length[i] > length[end] { end = i }
        var run: [Int] = []
        while end >= 0 { run.append(end); end = previous[end] }
        return run.reversed()
    }
}
