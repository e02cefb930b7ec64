import SwiftSyntax

/// Swift concurrency as view code reaches it: `Task { … }`, `Task(priority:) { … }` and
/// `Task.detached { … }` are accepted and their work is not run — it would run after the code
/// that starts it, and a preview is the picture before anything asynchronous has happened
/// (as `.task { }` and `onAppear` are not run). The handle answers `cancel()` (nothing to
/// cancel) and `isCancelled` (false); `Task.isCancelled` is false, and `Task.yield()` and
/// `Task.checkCancellation()` reached in code that does run return at once. `Task.sleep(…)`
/// returns at once in a preview; in a snapshot test it is a wait: the main queue runs for that
/// long (`PreviewMainQueue`), as the main actor does while an async test sleeps.
extension SwiftEvaluator {
    /// A task that was made and not run.
    struct TaskHandle: Hashable {}

    func concurrencyCall(_ name: String, _ args: [Argument]) -> SwiftValue? {
        guard name == "Task", args.last.map({ if case .closure = $0.value { return true }; return false }) == true else { return nil }
        return .native(AnyHashable(TaskHandle()))
    }

    func concurrencyStaticCall(_ type: String, _ name: String, _ args: [Argument], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        guard type == "Task" else { return nil }
        switch name {
        case "detached": return .native(AnyHashable(TaskHandle()))
        case "sleep":
            guard snapshotLog != nil, let seconds = Self.sleepSeconds(args) else { return .void }
            try waitOnMainQueue(for: seconds, node: node, file)
            return .void
        case "yield", "checkCancellation": return .void
        default: return nil
        }
    }

    /// `Task.sleep(nanoseconds:)`, `Task.sleep(for: .seconds(1))`, `.milliseconds(…)`: seconds.
    static func sleepSeconds(_ args: [Argument]) -> Double? {
        if let n = args.first(where: { $0.label == "nanoseconds" })?.value.number { return n / 1e9 }
        guard let d = args.first(where: { $0.label == "for" || $0.label == nil })?.value else { return nil }
        return FoundationServices.interval(d)
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
