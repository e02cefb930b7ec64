import Foundation
import XCTest

/// `ci/install` and `plumb --version` (issue 13, item 1). The install is driven with
/// PLUMB_INSTALL_FROM pointing at the debug build next to the test runner, so the suite never
/// runs a release build.
final class InstallTests: XCTestCase {
    var temp: URL!

    override func setUpWithError() throws {
        temp = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-install-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: temp) }

    func install(_ arguments: String, from: String? = nil) throws -> PlumbProcess.Output {
        try PlumbProcess.install(arguments, from: from, in: temp)
    }

    func testVersionPrintsTheReleaseAndTheEngine() throws {
        let r = try PlumbProcess.run(["--version"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "plumb 0.9.0 (plumb-engine 4)\n")
    }

    func testInstallPutsPlumbAndItsFontsUnderThePrefix() throws {
        let prefix = temp.appendingPathComponent("prefix with space").path
        let r = try install("--prefix '\(prefix)'")
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "installed plumb 0.9.0 (plumb-engine 4) in \(prefix)/bin/plumb\n")
        let fm = FileManager.default
        XCTAssertEqual(try fm.destinationOfSymbolicLink(atPath: prefix + "/bin/plumb"), "../lib/plumb/plumb")
        XCTAssertTrue(fm.isExecutableFile(atPath: prefix + "/lib/plumb/plumb"))
        XCTAssertTrue(fm.fileExists(atPath: prefix + "/lib/plumb/Plumb_PlumbText.resources/Fonts/Inter-Regular.otf"))
        XCTAssertEqual(try fm.contentsOfDirectory(atPath: prefix + "/lib").sorted(), ["plumb"], "no staging folder left behind")

        // Runs from anywhere, through the symlink; a second install replaces the first.
        let v = try PlumbProcess.run(shell: "'\(prefix)/bin/plumb' --version", in: URL(fileURLWithPath: "/"))
        XCTAssertEqual(v.stdout, "plumb 0.9.0 (plumb-engine 4)\n")
        XCTAssertEqual(try install("--prefix='\(prefix)'").status, 0)
        XCTAssertEqual(try fm.contentsOfDirectory(atPath: prefix + "/lib/plumb").sorted(), ["Plumb_PlumbText.resources", "plumb"])
    }

    func testInstallWithoutABuildFailsNamingTheMissingFile() throws {
        let empty = temp.appendingPathComponent("empty").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let r = try install("--prefix '\(temp.path)/p'", from: empty)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "error: \(empty)/plumb is missing: nothing to install\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: temp.path + "/p"))
    }

    func testInstallArguments() throws {
        let help = try install("--help")
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.hasPrefix("usage: ci/install [--prefix DIR]\n"), help.stdout)
        let bad = try install("--prefx /tmp/x")
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.stderr, "error: unknown argument '--prefx' (run 'ci/install --help' for usage)\n")
        let missing = try install("--prefix")
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "error: --prefix needs a directory\n")
    }
}
