import ArgumentParser
import Foundation
import PlumbModel
import PlumbSnapshot

/// Arguments shared by `record` and `verify`: which specs, where references live, which
/// snapshots, how many workers.
struct SuiteOptions: ParsableArguments {
    @Argument(help: "Component spec files, design system directories or directories of them (default: specs).")
    var paths: [String] = []

    @Option(help: "The references directory.")
    var snapshots: String = "snapshots"

    @Option(help: "Only snapshots whose name (system/component/variant-appearance-size@Nx) matches this glob.")
    var filter: String?

    @Option(help: "Parallel workers (default: the number of cores). Results are identical for any value.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        guard (1...256).contains(jobs) else { throw ValidationError("--jobs must be between 1 and 256") }
    }

    /// The suite the paths describe.
    func suite() throws -> SnapshotSuite {
        var systems: [PlumbModel.DesignSystem] = []
        var only: String?
        for p in paths.isEmpty ? ["specs"] : paths {
            switch try SpecTarget.resolve(p) {
            case .component(let s, let name):
                systems.append(s)
                only = paths.count == 1 ? name : nil
            case .systems(let s):
                systems += s
            }
        }
        return try SnapshotSuite(systems: systems, only: only, filter: filter)
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
