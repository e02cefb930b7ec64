import ArgumentParser
import Foundation
import PlumbModel
import PlumbSnapshot

/// `plumb verify`: compares every snapshot with its reference; never writes under snapshots/.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Compare snapshots with their references and name the cause of every regression.",
        discussion: "Plumb renders deterministically, so any pixel change fails unless a tolerance is given (--threshold, --max-diff-pixels, --max-diff-ratio, --ignore-antialiasing). Exit 0 when all pass, 1 when any fails (regression, missing reference, orphan, environment change), 2 on invalid input: a spec that cannot be rendered, or a reference that cannot be read (corrupt PNG or layout dump, PNG edited behind its dump).")

    @OptionGroup var suite: SuiteOptions

    // Plumb is deterministic: without any of the four tolerances below, any pixel change fails.
    @Option(help: "Tolerance: per-pixel colour threshold, 0…1 (pixelmatch's YIQ threshold); smaller changes are not counted. Default: none (changes are described against 0.1).")
    var threshold: Double?

    @Option(name: .customLong("max-diff-pixels"), help: "Tolerance: differing pixels tolerated per image. Default: none (any changed pixel fails).")
    var maxDiffPixels: Int?

    @Option(name: .customLong("max-diff-ratio"), help: "Tolerance: differing fraction of pixels tolerated per image (0…1). Default: none.")
    var maxDiffRatio: Double?

    @Flag(name: .customLong("ignore-antialiasing"), help: "Tolerance: do not count pixels that look like anti-aliasing in either image (pixelmatch's filter). Default: they count.")
    var ignoreAntialiasing = false

    @Option(help: "Shard i/n: verify every n-th snapshot starting at the i-th (1-based), for CI matrices.")
    var shard: String?

    @Option(help: "Write an HTML report (index.html, report.json, images) into this directory.")
    var report: String?

    @Option(help: "Write JUnit XML to this file.")
    var junit: String?

    @Option(help: "Write the results as JSON to this file ('-' for stdout instead of the text lines).")
    var json: String?

    func validate() throws {
        guard threshold.map((0...1).contains) ?? true else { throw ValidationError("--threshold must be between 0 and 1") }
        guard maxDiffPixels.map({ $0 >= 0 }) ?? true else { throw ValidationError("--max-diff-pixels must not be negative") }
        guard maxDiffRatio.map((0...1).contains) ?? true else { throw ValidationError("--max-diff-ratio must be between 0 and 1") }
        if let shard { _ = try Self.parseShard(shard) }
    }

    static func parseShard(_ s: String) throws -> (Int, Int) {
        let parts = s.split(separator: "/")
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else {
            throw ValidationError("--shard must be i/n with 1 ≤ i ≤ n, e.g. 2/4")
        }
        return (i, n)
    }

    func run() throws {
        let (s, orphans) = try suite.scopedSuite()
        var options = Verifier.Options()
        options.threshold = threshold
        options.maxDiffPixels = maxDiffPixels
        options.maxDiffRatio = maxDiffRatio
        options.ignoreAntialiasing = ignoreAntialiasing
        options.reportDirectory = report
        let warnings = WarningLog()
        let verifier = Verifier(directory: try suite.snapshotsDirectory(), options: options, warnings: warnings)

        // Expected snapshots in drawing order (see `SnapshotSuite.drawingOrder`), then
        // orphans; each result is filed under its position in name order (`MergedOrder`), so
        // reports do not depend on the drawing order, and work outside the shard is skipped.
        let order = MergedOrder(names: s.entries.lazy.map(\.id.name), orphans: orphans)
        let (index, of) = try shard.map { try Self.parseShard($0) } ?? (1, 1)
        let selected = order.shard(index, of: of)
        let progress = Progress(total: selected.count)
        let counter = Counter()
        let entries = s.entries, drawing = s.drawingOrder
        let reports = ReportOutputs(report: report, junit: junit, json: json)
        var tally = VerifyTally(keepPassing: reports.wanted)
        ParallelMap.forEach(count: entries.count + orphans.count, workers: suite.jobs, startsGroup: { [s] k in s.startsDrawingGroup(k) }, { k -> (Int, Result<SnapshotResult, PlumbError>)? in
            if k < entries.count {
                let e = Int(drawing[k])
                let position = order.position(ofExpected: e)
                guard selected.contains(position) else { return nil }
                let entry = entries[e]
                defer { progress.update(counter.increment(), entry.id.name) }
                return (position, Result { try verifier.verify(entry) }.mapError { $0 as? PlumbError ?? PlumbError("\($0)") })
            }
            let o = k - entries.count
            let position = order.position(ofOrphan: o)
            guard selected.contains(position) else { return nil }
            return (position, .success(SnapshotResult(id: SnapshotID.parse(orphans[o]), status: .orphaned,
                                                      message: "reference without a spec (remove with plumb record --prune)")))
        }, collect: { _, r in if let (position, result) = r { tally.add(position, result) } })
        progress.finish()
        Diagnostics.warn(warnings.lines)
        // Invalid specs: each distinct error once (not once per snapshot), exit 2, no reports.
        try InputErrors.throwIfAny(lines: tally.inputErrors.map(\.description))
        let failures = tally.failures
        if reports.wanted {
            try reports.write(VerifyReport(results: tally.results, shard: shard, engineVersion: SnapshotDump.engineVersion))
        }
        if json != "-" {
            for r in failures { print(r.line) }
            print(VerifyReport.summary(passed: tally.passed, failed: failures.count))
        }
        // Unreadable references are invalid input too: the gate cannot judge them.
        try InputErrors.throwIfAny(lines: failures.filter { $0.status == .error }.map { $0.message ?? $0.line })
        if !failures.isEmpty { throw ExitCode(1) }
    }

}
