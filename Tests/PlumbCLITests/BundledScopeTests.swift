import Foundation
import XCTest

/// The bundled suite, scoped to one component, as a user runs it: today's references pass,
/// and pruning one component touches nothing else (issue 9, items 1–2, on real data).
final class BundledScopeTests: XCTestCase {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    var temp: URL!

    override func setUpWithError() throws {
        temp = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-bundled-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: temp) }

    /// A copy of one system's references, so the test never writes into the repository.
    func copyReferences(_ system: String) throws -> String {
        let copy = temp.appendingPathComponent(system).path
        try FileManager.default.copyItem(atPath: root.path + "/snapshots/" + system, toPath: copy)
        return temp.path
    }

    func files(_ dir: String) throws -> [String] { try FileManager.default.subpathsOfDirectory(atPath: dir).sorted() }

    func testVerifyingOneBundledComponentPasses() throws {
        let snaps = try copyReferences("hig")
        let r = try PlumbProcess.run(["verify", "specs/hig/components/toolbar-button.yaml", "--snapshots", snaps], in: root)
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        XCTAssertEqual(r.stdout, "16 passed, 0 failed\n")
    }

    /// The main job: every bundled system against its references, as the README runs it
    /// (`plumb verify` reads `snapshots/` and never writes it). A change to what a snapshot's
    /// layout record says (an alignment's name) fails here, not first in CI's main job.
    func testTheWholeBundledSuiteVerifies() throws {
        let r = try PlumbProcess.run(["verify"], in: root)
        XCTAssertEqual(r.status, 0, String(r.stdout.suffix(2000)) + r.stderr)
        XCTAssertTrue(r.stdout.hasSuffix(" passed, 0 failed\n"), String(r.stdout.suffix(500)))
    }

    func testPruningOneBundledComponentDeletesNothing() throws {
        let snaps = try copyReferences("finance")
        let before = try files(snaps)
        let r = try PlumbProcess.run(["record", "specs/finance/components/app-button.yaml", "--prune", "--snapshots", snaps], in: root)
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        XCTAssertTrue(r.stdout.hasSuffix(" 0 added, 0 changed, 40 unchanged, 0 pruned\n") || r.stdout == "0 added, 0 changed, 40 unchanged, 0 pruned\n", r.stdout)
        XCTAssertEqual(try files(snaps), before)
    }
}
