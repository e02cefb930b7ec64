import Foundation
import PlumbModel
import XCTest

/// `plumb init` (issue 13, item 3): a fresh directory scaffolded by the installed binary
/// verifies and audits clean; the workflow is valid YAML running the README's commands; nothing
/// is ever overwritten.
final class InitCommandTests: XCTestCase {
    var temp: URL!
    var repo: URL { temp.appendingPathComponent("repo") }

    override func setUpWithError() throws {
        temp = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-init-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: temp) }

    /// `plumb` installed with `ci/install` under a temporary prefix.
    func installed() throws -> String {
        let r = try PlumbProcess.install("--prefix '\(temp.path)/prefix'", in: temp)
        XCTAssertEqual(r.status, 0, r.stderr)
        return temp.path + "/prefix/bin/plumb"
    }

    func files(_ dir: String) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: dir).filter { !$0.hasPrefix("snapshots/") }.sorted()
    }

    func testInitThenVerifyAndAuditWithTheInstalledBinary() throws {
        let plumb = try installed()
        let r = try PlumbProcess.run(shell: "'\(plumb)' init repo --plumb-repository acme/plumb", in: temp)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.hasSuffix("""
            12 added, 0 changed, 0 unchanged
            initialised repo: plumb.yaml, specs/app/tokens.yaml, specs/app/components/button.yaml, .gitattributes, ci/plumb.yml, snapshots/app/
            next: plumb verify; copy ci/plumb.yml to .github/workflows/ (it installs Plumb v0.9.0 from acme/plumb)

            """), r.stdout)
        XCTAssertEqual(try files(repo.path), [".gitattributes", "ci", "ci/plumb.yml", "plumb.yaml", "snapshots", "specs", "specs/app",
                                              "specs/app/components", "specs/app/components/button.yaml", "specs/app/tokens.yaml"])
        let refs = try FileManager.default.contentsOfDirectory(atPath: repo.path + "/snapshots/app/button")
        XCTAssertEqual(refs.filter { $0.hasSuffix(".png") }.count, 12)
        XCTAssertEqual(refs.filter { $0.hasSuffix(".layout.json") }.count, 12)
        XCTAssertEqual(try String(contentsOfFile: repo.path + "/.gitattributes", encoding: .utf8),
                       "# Plumb references are images: never diffed, merged or normalised as text.\nsnapshots/**/*.png binary\n")

        // The workflow's own commands, run where CI runs them, and from a subdirectory.
        for (dir, command) in [("repo", "verify --report plumb-report/verify --junit plumb-report/verify.xml"),
                               ("repo/specs/app", "verify"),
                               ("repo", "audit --report plumb-report/audit --junit plumb-report/audit.xml")] {
            let v = try PlumbProcess.run(shell: "'\(plumb)' \(command)", in: temp.appendingPathComponent(dir))
            XCTAssertEqual(v.status, 0, command + v.stdout + v.stderr)
            if command.hasPrefix("verify") { XCTAssertEqual(v.stdout, "12 passed, 0 failed\n") }
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: repo.path + "/plumb-report/verify.xml"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: repo.path + "/plumb-report/audit/index.html"))

        // A changed token fails verify, naming it.
        let tokens = repo.path + "/specs/app/tokens.yaml"
        try (try String(contentsOfFile: tokens, encoding: .utf8)).replacingOccurrences(of: "spacing-md: 16", with: "spacing-md: 12")
            .write(toFile: tokens, atomically: true, encoding: .utf8)
        let failed = try PlumbProcess.run(shell: "'\(plumb)' verify", in: repo)
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(failed.stdout.contains("16 → 12"), failed.stdout)
    }

    func testWorkflowIsValidYAMLRunningTheREADMECommands() throws {
        let r = try PlumbProcess.run(["init", repo.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.hasSuffix("note: set 'repository: OWNER/plumb' in ci/plumb.yml to where your Plumb checkout is hosted (or pass --plumb-repository)\n"), r.stdout)
        let workflow = try YAMLReader().read(file: repo.path + "/ci/plumb.yml")
        XCTAssertEqual(workflow["env"]?["PLUMB_VERSION"]?.string, "v0.9.0")
        guard case .sequence(let steps, _)? = workflow["jobs"]?["plumb"]?["steps"] else { return XCTFail("no steps") }
        let runs = steps.compactMap { $0["run"]?.string }
        XCTAssertEqual(runs, [
            #"bash .plumb/ci/setup && .plumb/ci/install --prefix "$HOME/.plumb" && echo "$HOME/.plumb/bin" >> "$GITHUB_PATH""#,
            "plumb verify --report plumb-report/verify --junit plumb-report/verify.xml",
            "plumb audit --report plumb-report/audit --junit plumb-report/audit.xml",
        ])
        let readme = try String(contentsOf: PlumbProcess.checkout.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try XCTUnwrap(readme.components(separatedBy: "## Use in your repository").dropFirst().first?.components(separatedBy: "\n## ").first)
        for run in runs { XCTAssertTrue(section.contains("\n" + run + "\n"), "README lacks: \(run)") }
        XCTAssertFalse(runs.contains { $0.contains("record") }, "CI never records")

        let uses = steps.compactMap { $0["uses"]?.string }
        XCTAssertEqual(uses, ["actions/checkout@v4", "actions/checkout@v4", "actions/cache@v4", "actions/upload-artifact@v4"])
        let checkout = try XCTUnwrap(steps[1]["with"])
        XCTAssertEqual(checkout["repository"]?.string, "OWNER/plumb")
        XCTAssertEqual(checkout["ref"]?.string, "${{ env.PLUMB_VERSION }}")
        XCTAssertEqual(steps[2]["with"]?["key"]?.string, "plumb-${{ runner.os }}-${{ env.PLUMB_VERSION }}")
        let upload = try XCTUnwrap(steps.last)
        XCTAssertEqual(upload["if"]?.string, "failure()")
        XCTAssertEqual(upload["with"]?["path"]?.string, "plumb-report")
    }

    func testInitRefusesToOverwriteAnything() throws {
        for existing in [".gitattributes", "ci/plumb.yml", "snapshots/app"] {
            try? FileManager.default.removeItem(at: repo)
            let url = repo.appendingPathComponent(existing)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "mine\n".write(to: url, atomically: true, encoding: .utf8)
            let r = try PlumbProcess.run(["init", repo.path])
            XCTAssertEqual(r.status, 2)
            XCTAssertEqual(r.stderr, "\(url.path):1:1: error: already exists: plumb init never overwrites a file (move it away, or init another directory)\n")
            XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: repo.path).filter { !existing.hasPrefix($0) }, [],
                           "nothing written beside \(existing)")
            XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "mine\n")
        }
        let bad = try PlumbProcess.run(["init", repo.path, "--system", "My App"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.stderr, "error: --system must be lowercase letters, digits and hyphens, starting with a letter\n(run 'plumb help' for usage)\n")
    }
}
