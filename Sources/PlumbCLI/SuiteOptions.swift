import ArgumentParser
import Foundation
import PlumbModel
import PlumbSnapshot

/// Arguments shared by `record` and `verify`: which specs, where references live, which
/// snapshots, how many workers.
struct SuiteOptions: ParsableArguments {
    @Argument(help: "Component spec files, design system directories or directories of them (default: specs).")
    var paths: [String] = []

    @Option(help: "The references directory (default: the project's, see --project).")
    var snapshots: String?

    @OptionGroup var project: ProjectOptions

    @Option(help: "Only snapshots whose name (system/component/variant-appearance-size@Nx) matches this glob.")
    var filter: String?

    @Option(help: "Parallel workers (default: the number of cores). Results are identical for any value.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        guard (1...256).contains(jobs) else { throw ValidationError("--jobs must be between 1 and 256") }
    }

    /// The suite the paths and filter select.
    func suite() throws -> SnapshotSuite {
        try SnapshotSuite(selections: SpecTarget.selections(paths, specs: project.resolve().specs, jobs: jobs), filter: filter)
    }

    /// The references directory: `--snapshots`, else the project's.
    func snapshotsDirectory() throws -> String {
        try snapshots ?? project.resolve().snapshots
    }

    /// The suite and the orphans inside its scope. A scope with neither is a usage error, so a
    /// typo in a path or filter can never turn the gate off.
    func scopedSuite() throws -> (suite: SnapshotSuite, orphans: [String]) {
        let s = try suite()
        let orphans = Recorder.orphans(in: try snapshotsDirectory(), scopes: s.scopes, isExpected: s.contains(name:))
        guard !s.entries.isEmpty || !orphans.isEmpty else {
            if let filter {
                throw PlumbError("no snapshot matches '\(filter)'\(GlobSuggestion.hint(for: filter, names: s.unfilteredNames))")
            }
            throw PlumbError("no snapshot matches \((paths.isEmpty ? [try project.resolve().specs] : paths).map { "'\($0)'" }.joined(separator: ", ")): no components there")
        }
        return (s, orphans)
    }
}

/// A progress line on stderr, only when stderr is a terminal (CI logs stay clean).
struct Progress {
    let enabled = isatty(2) == 1
    let total: Int

    func update(_ done: Int, _ name: String) {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K[\(done)/\(total)] \(name)".utf8))
    }

    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
