import Foundation

/// Runs work on threads with a large stack.
///
/// Layout, drawing, the audit and the dump walk the view tree recursively, once per view and
/// once per modifier, and the depth of that recursion follows the input. `Limits` bounds it
/// (`treeDepth` × `modifiersPerNode`), but at those maxima the recursion needs more than the
/// 8 MB a main thread or a Dispatch worker gets: measured with `RecursionDepthTests`, the
/// debug build needs more than 64 MB and less than 128 MB at 128 views × 32 modifiers (and
/// over 256 MB at 256 × 64, which is why the limits are what they are). Every command runs
/// its work on threads made here, with twice the measured need; the memory is reserved, not
/// used, until the recursion really goes deep.
public enum LargeStack {
    /// Stack size of the threads made here.
    public static let bytes = 256 << 20

    /// Runs `count` copies of `body` (given their index) on threads of their own, and waits.
    public static func parallel(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let done = DispatchGroup()
        for i in 0..<count {
            done.enter()
            let thread = Thread {
                body(i)
                done.leave()
            }
            thread.stackSize = bytes
            thread.start()
        }
        done.wait()
    }

    /// Runs `body` on one large-stack thread and returns its result.
    public static func run<T>(_ body: @escaping @Sendable () throws -> T) throws -> T {
        let box = ResultBox<T>()
        parallel(1) { _ in box.set(Result { try body() }) }
        return try box.get()
    }

    private final class ResultBox<T>: @unchecked Sendable {
        private var result: Result<T, Error>?
        private let lock = NSLock()
        func set(_ r: Result<T, Error>) { lock.withLock { result = r } }
        func get() throws -> T { try lock.withLock { result! }.get() }
    }
}
