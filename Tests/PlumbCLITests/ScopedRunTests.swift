import Foundation
import PlumbCLI
import XCTest

/// Issue 9 items 1–5: a run given paths or `--filter` answers only for what it names; a scope
/// that matches nothing is a usage error; invalid specs exit 2 once; nothing is written outside
/// the references directory.
final class ScopedRunTests: XCTestCase {
    var dir: URL!
    var specs: String { dir.appendingPathComponent("specs").path }
    var snaps: String { dir.appendingPathComponent("snapshots").path }
    func component(_ name: String) -> String { specs + "/orbit/components/\(name).yaml" }

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-scope-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: specs + "/orbit/components", withIntermediateDirectories: true)
        try """
        colors: {background-primary: {light: "#FFFFFF", dark: "#000000"}, accent: "#E89B3C"}
        snapshot: {appearances: [light, dark], dynamicTypes: [large], scale: 1}
        """.write(toFile: specs + "/orbit/tokens.yaml", atomically: true, encoding: .utf8)
        for (name, w) in [("button", 40), ("card", 50), ("chip", 60)] {
            try write(name, width: w)
        }
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    func write(_ name: String, width: Int, fill: String = "accent", extraVariant: Bool = true) throws {
        try """
        component: \(name)
        width: \(width)
        \(extraVariant ? "variants: {wide: {width: \(width + 20)}}" : "")
        body:
          roundedRectangle: {cornerRadius: 6}
          modifiers: [{fill: \(fill)}, {frame: {height: 20}}]
        """.write(toFile: component(name), atomically: true, encoding: .utf8)
    }

    func plumb(_ args: [String]) throws -> PlumbProcess.Output {
        try PlumbProcess.run(args + ["--snapshots", snaps])
    }

    /// All reference files, relative to the references directory.
    func references() throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: snaps).filter { $0.hasSuffix(".png") || $0.hasSuffix(".json") }.sorted()
    }

    // 1. Scoped runs.
    func testVerifyOfOneComponentJudgesOnlyItsReferences() throws {
        XCTAssertEqual(try plumb(["record", specs]).status, 0)
        let one = try plumb(["verify", component("button")])
        XCTAssertEqual(one.status, 0, one.stdout + one.stderr)
        XCTAssertEqual(one.stdout, "4 passed, 0 failed\n")
        let two = try plumb(["verify", component("button"), component("chip")])
        XCTAssertEqual(two.status, 0, two.stdout + two.stderr)
        XCTAssertEqual(two.stdout, "8 passed, 0 failed\n", "two files of one system: both components, each once")
        // Orphans inside the component's scope still fail it.
        try write("button", width: 40, extraVariant: false)
        let orphaned = try plumb(["verify", component("button")])
        XCTAssertEqual(orphaned.status, 1)
        XCTAssertTrue(orphaned.stdout.contains("ORPHAN orbit/button wide-dark-large@1x: reference without a spec"), orphaned.stdout)
        XCTAssertTrue(orphaned.stdout.hasSuffix("2 passed, 2 failed\n"), orphaned.stdout)
        XCTAssertEqual(try plumb(["verify", component("card")]).stdout, "4 passed, 0 failed\n")
    }

    // 2. Pruning never leaves its scope.
    func testPruneOfOneComponentDeletesOnlyItsOrphans() throws {
        XCTAssertEqual(try plumb(["record", specs]).status, 0)
        let all = try references()
        XCTAssertEqual(all.count, 24)
        let untouched = try plumb(["record", component("card"), "--prune"])
        XCTAssertEqual(untouched.status, 0, untouched.stderr)
        XCTAssertEqual(try references(), all, "pruning card deletes nothing of button or chip")
        XCTAssertEqual(untouched.stdout, "0 added, 0 changed, 4 unchanged, 0 pruned\n")

        try write("button", width: 40, extraVariant: false)   // button/wide-* become orphans
        try FileManager.default.removeItem(atPath: component("chip"))  // chip/* become orphans
        let pruned = try plumb(["record", component("button"), "--prune"])
        XCTAssertEqual(pruned.status, 0, pruned.stderr)
        XCTAssertEqual(try references().filter { $0.hasPrefix("orbit/button/") },
                       ["orbit/button/default-dark-large@1x.layout.json", "orbit/button/default-dark-large@1x.png",
                        "orbit/button/default-light-large@1x.layout.json", "orbit/button/default-light-large@1x.png"])
        XCTAssertEqual(try references().filter { $0.hasPrefix("orbit/chip/") }.count, 8, "chip is outside the scope")
        // The whole system's scope prunes the deleted component, and only inside that system.
        try FileManager.default.createDirectory(atPath: snaps + "/other/x", withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: snaps + "/other/x/default-light-large@1x.png"))
        XCTAssertEqual(try plumb(["record", specs + "/orbit", "--prune"]).status, 0)
        XCTAssertEqual(try references().filter { $0.hasPrefix("orbit/chip/") }, [])
        XCTAssertTrue(FileManager.default.fileExists(atPath: snaps + "/other/x/default-light-large@1x.png"))
    }

    // 3. A scope that matches nothing is an error, with a suggestion.
    func testAFilterMatchingNothingIsAUsageError() throws {
        XCTAssertEqual(try plumb(["record", specs]).status, 0)
        for command in ["verify", "record"] {
            let r = try plumb([command, specs, "--filter", "orbit/buton/*"])
            XCTAssertEqual(r.status, 2, command)
            XCTAssertEqual(r.stderr, "error: no snapshot matches 'orbit/buton/*' — did you mean 'orbit/button/*'?\n", command)
        }
        let typoSystem = try plumb(["verify", "--filter", "orbt/*", specs])
        XCTAssertEqual(typoSystem.stderr, "error: no snapshot matches 'orbt/*' — did you mean 'orbit/*'?\n")
        let none = try plumb(["verify", specs, "--filter", "zzz/*"])
        XCTAssertEqual(none.status, 2)
        XCTAssertEqual(none.stderr, "error: no snapshot matches 'zzz/*'\n")
        let audit = try PlumbProcess.run(["audit", specs, "--filter", "orbit/buton/*"])
        XCTAssertEqual(audit.status, 2)
        XCTAssertEqual(audit.stderr, "error: no component variant matches 'orbit/buton/*' — did you mean 'orbit/button/*'?\n")
        XCTAssertEqual(try PlumbProcess.run(["audit", specs, "--filter", "orbit/button/*", "--dynamic-types", "large"]).status, 0)
        // A system without components selects nothing either.
        try FileManager.default.createDirectory(atPath: specs + "/empty", withIntermediateDirectories: true)
        try "colors: {accent: \"#000000\"}\n".write(toFile: specs + "/empty/tokens.yaml", atomically: true, encoding: .utf8)
        let empty = try plumb(["verify", specs + "/empty"])
        XCTAssertEqual(empty.status, 2)
        XCTAssertEqual(empty.stderr, "error: no snapshot matches '\(specs)/empty': no components there\n")
    }

    // 4. Invalid input in verify exits 2, each error once.
    func testAnInvalidSpecExitsTwoWithTheErrorOnce() throws {
        XCTAssertEqual(try plumb(["record", specs]).status, 0)
        try write("card", width: 50, fill: "acent")
        let r = try plumb(["verify", specs])
        XCTAssertEqual(r.status, 2)
        let lines = r.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, r.stderr)
        guard lines.count == 1 else { return }
        XCTAssertTrue(lines[0].hasPrefix(component("card") + ":6:"), r.stderr)
        XCTAssertTrue(lines[0].contains("error: unknown colour token 'acent' — did you mean 'accent'?"), r.stderr)
        XCTAssertEqual(r.stdout, "", "no verdicts are printed for a run with invalid input")
    }

    /// Systems load on several threads, but a run with two broken systems reports the first
    /// in name order, the same with any --jobs, exactly as loading them one by one did.
    func testBrokenSystemsLoadedInParallelReportTheFirstInNameOrder() throws {
        for system in ["alpha", "beta"] {
            try FileManager.default.createDirectory(atPath: specs + "/\(system)/components", withIntermediateDirectories: true)
            try "colors: {accent: nope}\n".write(toFile: specs + "/\(system)/tokens.yaml", atomically: true, encoding: .utf8)
        }
        var outputs: [String] = []
        for jobs in ["1", "2", "3"] {
            let r = try plumb(["verify", specs, "--jobs", jobs])
            XCTAssertEqual(r.status, 2)
            XCTAssertTrue(r.stderr.hasPrefix(specs + "/alpha/tokens.yaml:1:"), r.stderr)
            XCTAssertFalse(r.stderr.contains("beta"), r.stderr)
            outputs.append(r.stderr)
        }
        XCTAssertEqual(Set(outputs).count, 1)
    }

    // 5. Nothing is written through a link out of the references directory.
    func testRecordRefusesSymbolicLinksInsideTheReferences() throws {
        let outside = dir.appendingPathComponent("outside").path
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: snaps, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: snaps + "/orbit", withDestinationPath: outside)
        let r = try plumb(["record", specs])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("'\(snaps)/orbit' is a symbolic link (to '\(outside)')"), r.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside), [], "nothing written outside")

        // A link one level down (a component folder), and prune through a link.
        try FileManager.default.removeItem(atPath: snaps + "/orbit")
        XCTAssertEqual(try plumb(["record", specs]).status, 0)
        try FileManager.default.removeItem(atPath: snaps + "/orbit/chip")
        try Data("victim".utf8).write(to: URL(fileURLWithPath: outside + "/default-light-large@1x.png"))
        try FileManager.default.createSymbolicLink(atPath: snaps + "/orbit/chip", withDestinationPath: outside)
        try FileManager.default.removeItem(atPath: component("chip"))
        let prune = try plumb(["record", specs, "--prune"])
        XCTAssertEqual(prune.status, 0, prune.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside), ["default-light-large@1x.png"],
                       "an orphan seen through a link is not followed, so never deleted")
        try write("chip", width: 60)
        XCTAssertEqual(try plumb(["record", specs]).status, 2)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside), ["default-light-large@1x.png"])
    }
}
