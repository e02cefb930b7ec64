import Foundation

/// Warnings met while snapshots render on several threads, each kept once and given back in
/// order, so a run prints the same lines whatever its job count.
public final class WarningLog: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: Set<String> = []

    public init() {}

    public func add(_ warnings: [String]) {
        guard !warnings.isEmpty else { return }
        lock.withLock { seen.formUnion(warnings) }
    }

    /// Every distinct warning, sorted.
    public var lines: [String] { lock.withLock { seen.sorted() } }
}
