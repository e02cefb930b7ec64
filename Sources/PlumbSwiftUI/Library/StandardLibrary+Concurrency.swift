import SwiftSyntax

/// Swift concurrency as view code reaches it: `Task { … }`, `Task(priority:) { … }` and
/// `Task.detached { … }` are accepted and their work is not run — it would run after the code
/// that starts it, and a preview is the picture before anything asynchronous has happened
/// (as `.task { }` and `onAppear` are not run). The handle answers `cancel()` (nothing to
/// cancel) and `isCancelled` (false); `Task.isCancelled` is false, and `Task.sleep(…)`,
/// `Task.yield()` and `Task.checkCancellation()` reached in code that does run return at once.
extension SwiftEvaluator {
    /// A task that was made and not run.
    struct TaskHandle: Hashable {}

    func concurrencyCall(_ name: String, _ args: [Argument]) -> SwiftValue? {
        guard name == "Task", args.last.map({ if case .closure = $0.value { return true }; return false }) == true else { return nil }
        return .native(AnyHashable(TaskHandle()))
    }

    func concurrencyStaticCall(_ type: String, _ name: String) -> SwiftValue? {
        guard type == "Task" else { return nil }
        switch name {
        case "detached": return .native(AnyHashable(TaskHandle()))
        case "sleep", "yield", "checkCancellation": return .void
        default: return nil
        }
    }

    func concurrencyStaticMember(_ type: String, _ name: String) -> SwiftValue? {
        (type, name) == ("Task", "isCancelled") ? .bool(false) : nil
    }

    func concurrencyMember(_ receiver: SwiftValue, _ name: String, call: Bool) -> SwiftValue? {
        guard case .native(let n) = receiver, n.base is TaskHandle else { return nil }
        switch (name, call) {
        case ("cancel", true): return .void
        case ("isCancelled", false): return .bool(false)
        default: return nil
        }
    }
}
