import Foundation

/// Maps items on several threads with results in input order, so output never depends on
/// scheduling: the first error in input order is rethrown. Workers run on large-stack threads.
///
/// `package`: the commands' workers and a design system's spec parsing (`ComponentFiles`) share
/// it; not API.
package enum ParallelMap {
    private final class State<R>: @unchecked Sendable {
        let count: Int
        var next = 0
        let lock = NSLock()
        let collect: (Int, R) -> Void
        init(_ count: Int, _ collect: @escaping (Int, R) -> Void) {
            self.count = count
            self.collect = collect
        }
    }

    package static func run<T: Sendable, R>(_ items: [T], workers: Int, _ body: @escaping @Sendable (T) throws -> R) throws -> [R] {
        var results = [Result<R, Error>?](repeating: nil, count: items.count)
        forEach(items, workers: workers, { item in Result { try body(item) } }, collect: { results[$0] = $1 })
        return try results.map { try $0!.get() }
    }

    /// Runs `body` on every item on several threads and hands each result to `collect` as soon
    /// as it is ready, one call at a time (under a lock), with the item's index. Nothing is
    /// retained here, so a caller that keeps only what it needs (a count, the failures) runs
    /// in memory that does not grow with the number of items.
    package static func forEach<T: Sendable, R>(_ items: [T], workers: Int, _ body: @escaping @Sendable (T) -> R,
                                        collect: @escaping (Int, R) -> Void) {
        forEach(count: items.count, workers: workers, { body(items[$0]) }, collect: collect)
    }

    /// `forEach` over the indices `0..<count`, for callers that compute each item from its
    /// index instead of holding an array of them. `startsGroup(i)` (default: every index)
    /// marks where a group of neighbouring indices begins; a worker takes a whole group, so
    /// items that share cached work (a snapshot's light and dark renders) are done one after
    /// the other by the same worker instead of at once by two that both miss the cache.
    package static func forEach<R>(count: Int, workers: Int, startsGroup: @escaping @Sendable (Int) -> Bool = { _ in true },
                           _ body: @escaping @Sendable (Int) -> R, collect: @escaping (Int, R) -> Void) {
        let state = State<R>(count, collect)
        let threads = max(1, min(workers, count))
        // Large-stack threads, not Dispatch workers: the recursion over a view tree at the
        // input limits needs more stack than a worker has (see LargeStack).
        LargeStack.parallel(threads) { _ in
            while true {
                state.lock.lock()
                let start = state.next
                var end = start + 1
                while end < state.count && !startsGroup(end) { end += 1 }
                state.next = end
                state.lock.unlock()
                guard start < state.count else { return }
                for i in start..<end {
                    let r = body(i)
                    state.lock.lock()
                    state.collect(i, r)
                    state.lock.unlock()
                }
            }
        }
    }
}
