import PlumbModel
import PlumbSnapshot

/// What a verify run keeps of its results as they arrive: every result when a report will
/// list them all, otherwise only the failures and a count of the passes — so a run over
/// 20,000 snapshots needs the memory of one over 200.
struct VerifyTally {
    /// Keep passing results too (for JSON, JUnit and HTML reports).
    let keepPassing: Bool
    private(set) var passed = 0
    private var kept: [(index: Int, result: SnapshotResult)] = []
    private var errors: [(index: Int, error: PlumbError)] = []

    init(keepPassing: Bool) {
        self.keepPassing = keepPassing
    }

    mutating func add(_ index: Int, _ outcome: Result<SnapshotResult, PlumbError>) {
        switch outcome {
        case .success(let r):
            if r.status == .passed { passed += 1 }
            if r.status != .passed || keepPassing { kept.append((index, r)) }
        case .failure(let e):
            errors.append((index, e))
        }
    }

    /// Invalid input met, in input order.
    var inputErrors: [PlumbError] { errors.sorted { $0.index < $1.index }.map(\.error) }

    /// The kept results in input order — snapshot name order, that of `VerifyReport.results`.
    var results: [SnapshotResult] { kept.sorted { $0.index < $1.index }.map(\.result) }

    /// The failing results, in the same order.
    var failures: [SnapshotResult] { results.filter { $0.status.isFailure } }
}
