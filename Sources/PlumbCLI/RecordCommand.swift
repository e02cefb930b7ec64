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
        recorder.removeLeftovers()
        let progress = Progress(total: s.entries.count)
        let counter = Counter()
        let outcomes = try ParallelMap.run(s.entries, workers: suite.jobs) { entry -> Recorder.Outcome in
            let outcome = try recorder.record(entry)
            progress.update(counter.increment(), entry.id.name)
            return outcome
        }
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
