import Foundation
import SwiftSyntax

/// The main queue of a preview or snapshot test, on a clock of its own: the work
/// `DispatchQueue.async`/`asyncAfter`, `RunLoop.perform` and Combine's scheduling operators
/// (`delay(for:scheduler:)`, `receive(on: DispatchQueue.main)`) accept, kept in the order it is
/// due. Nothing turns it while views are made — a preview is its initial state, and
/// swift-snapshot-testing takes its picture without turning the run loop — until a test waits
/// (`XCTWaiter.wait(for:timeout:)`, `wait(for:timeout:)`, `RunLoop.main.run(until:)`,
/// `Task.sleep`): then the clock moves on by the time waited and the work due by then runs in
/// order of due time (then of scheduling), the clock at each item's time while it runs. A
/// preview has one thread, so every queue is this one; its work runs as the main queue's would.
final class PreviewMainQueue {
    /// A piece of work and when it is due, in seconds on the queue's clock.
    private struct Item {
        let due: Double
        let order: Int
        let work: () throws -> Void
    }

    /// Seconds the clock has moved on since the preview started (`Date()` is its start plus this).
    private(set) var elapsed = 0.0
    private var pending: [Item] = []
    private var scheduled = 0

    /// At most this many items run in one wait: work that schedules itself again at once would
    /// otherwise never let the wait end.
    static let itemsPerWait = 10_000
    /// The longest wait honoured, in seconds (a day): a test waiting longer gets a day.
    static let longestWait = 86_400.0

    /// Queues `work` to run `delay` seconds from now (at once: the next time the queue turns).
    /// Work never due (an infinite or NaN delay) is dropped.
    func schedule(after delay: Double, _ work: @escaping () throws -> Void) {
        guard delay.isFinite else { return }
        pending.append(Item(due: elapsed + min(max(delay, 0), Self.longestWait), order: scheduled, work: work))
        scheduled += 1
    }

    /// Moves the clock on by `seconds`, running the work due by then in order, and stops as soon
    /// as `done` holds (checked before each item; the clock then stays at the last item's time).
    /// Returns false when `itemsPerWait` items ran and work was still due.
    @discardableResult
    func run(for seconds: Double, until done: () -> Bool = { false }) throws -> Bool {
        let target = elapsed + (seconds.isFinite ? min(max(seconds, 0), Self.longestWait) : Self.longestWait)
        var ran = 0
        while !done() {
            var next: Int?
            for (i, item) in pending.enumerated() where item.due <= target {
                if let n = next, (pending[n].due, pending[n].order) <= (item.due, item.order) { continue }
                next = i
            }
            guard let i = next else {
                elapsed = target
                return true
            }
            guard ran < Self.itemsPerWait else { return false }
            let item = pending.remove(at: i)
            elapsed = max(elapsed, item.due)
            ran += 1
            try item.work()
        }
        return true
    }
}

extension SwiftEvaluator {
    /// The code waits `seconds` (or until `done` holds): the main queue runs the work due by then.
    /// Work that queues itself again at once, past `PreviewMainQueue.itemsPerWait` items in one
    /// wait, is an error at `node`, never a hang.
    func waitOnMainQueue(for seconds: Double, until done: () -> Bool = { false }, node: some SyntaxProtocol, _ file: SwiftSourceFile) throws {
        guard try determinism.mainQueue.run(for: seconds, until: done) else {
            throw fail("the main queue still had work after \(PreviewMainQueue.itemsPerWait) items in one wait (work that queues itself again at once)",
                       at: node, file)
        }
    }
}

/// A `DispatchTime` or `DispatchWallTime` (`.now() + 0.5`): seconds on the preview's main-queue
/// clock.
struct DispatchDeadline: Hashable {
    var seconds: Double
}
