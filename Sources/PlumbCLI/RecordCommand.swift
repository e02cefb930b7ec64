import ArgumentParser
import Foundation
import PlumbModel
import PlumbSnapshot

/// `plumb record`: renders references into `snapshots/`, atomically, rewriting only what changed.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Render and store reference snapshots (PNG + .layout.json); rewrite only files that changed.")

    @OptionGroup var suite: SuiteOptions

    @Flag(help: "Delete references that no spec produces any more.")
    var prune = false

    func run() throws {
        let (s, orphans) = try suite.scopedSuite()
        let warnings = WarningLog()
        let recorder = Recorder(directory: try suite.snapshotsDirectory(), warnings: warnings)
        recorder.removeLeftovers(in: s.scopes)
        let progress = Progress(total: s.entries.count)
        let counter = Counter()
        // Drawn in drawing order (light and dark of a snapshot side by side, for the caches),
        // filed by entry: the first error and the listing below follow name order.
        let entries = s.entries, drawing = s.drawingOrder
        // One byte per snapshot (an outcome), and only the first error in name order.
        var outcomes = [Recorder.Outcome](repeating: .unchanged, count: entries.count)
        var firstError: (entry: Int, error: Error)?
        ParallelMap.forEach(count: entries.count, workers: suite.jobs, startsGroup: { [s] k in s.startsDrawingGroup(k) }, { k -> (Int, Result<Recorder.Outcome, Error>) in
            let e = Int(drawing[k])
            let outcome = Result { try recorder.record(entries[e]) }
            progress.update(counter.increment(), entries[e].id.name)
            return (e, outcome)
        }, collect: { _, r in
            switch r.1 {
            case .success(let outcome): outcomes[r.0] = outcome
            case .failure(let error): if r.0 < firstError?.entry ?? .max { firstError = (r.0, error) }
            }
        })
        if let firstError { throw firstError.error }
        progress.finish()
        Diagnostics.warn(warnings.lines)
        for (entry, outcome) in zip(s.entries, outcomes) where outcome != .unchanged {
            print("\(outcome.rawValue) \(entry.id.name)")
        }
        if prune {
            for o in orphans {
                try recorder.prune(o)
                print("pruned \(o)")
            }
        } else {
            for o in orphans { print("orphan \(o) (remove with --prune)") }
        }
        let count = { (o: Recorder.Outcome) in outcomes.filter { $0 == o }.count }
        print("\(count(.added)) added, \(count(.changed)) changed, \(count(.unchanged)) unchanged" +
              (prune ? ", \(orphans.count) pruned" : orphans.isEmpty ? "" : ", \(orphans.count) orphaned"))
    }
}

/// A thread-safe counter for progress.
final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    func increment() -> Int { lock.lock(); defer { lock.unlock() }; value += 1; return value }
}
