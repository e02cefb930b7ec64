import Dispatch
import Foundation
import PlumbModel

/// Maps items on several threads with results in input order, so output never depends on
/// scheduling: the first error in input order is rethrown. Workers run on large-stack threads.
enum ParallelMap {
    private final class State<R>: @unchecked Sendable {
        var results: [Result<R, Error>?]
        var next = 0
        let lock = NSLock()
        init(_ n: Int) { results = Array(repeating: nil, count: n) }
    }

    static func run<T: Sendable, R>(_ items: [T], workers: Int, _ body: @escaping @Sendable (T) throws -> R) throws -> [R] {
        let state = State<R>(items.count)
        let threads = max(1, min(workers, items.count))
        // Large-stack threads, not Dispatch workers: the recursion over a view tree at the
        // input limits needs more stack than a worker has (see LargeStack).
        LargeStack.parallel(threads) { _ in
            while true {
                state.lock.lock()
                let i = state.next
                state.next += 1
                state.lock.unlock()
                guard i < items.count else { return }
                let r = Result { try body(items[i]) }
                state.lock.lock()
                state.results[i] = r
                state.lock.unlock()
            }
        }
        return try state.results.map { try $0!.get() }
    }
}
