import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PlumbCLI
import XCTest

/// `plumb record` / `plumb verify` end to end: exit codes, outputs, report, JUnit, shards,
/// orphans, and atomic writes under a killed record.
final class RecordVerifyCommandTests: XCTestCase {
    var dir: URL!
    var specs: String { dir.appendingPathComponent("specs").path }
    var snaps: String { dir.appendingPathComponent("snapshots").path }

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-rv-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("specs/sys/components"), withIntermediateDirectories: true)
        try """
        colors: {background-primary: {light: "#FFFFFF", dark: "#000000"}, accent: "#E89B3C"}
        snapshot: {appearances: [light, dark], dynamicTypes: [large], scale: 1}
        """.write(to: dir.appendingPathComponent("specs/sys/tokens.yaml"), atomically: true, encoding: .utf8)
        for (name, w) in [("a", 40), ("b", 50), ("c", 60)] {
            try """
            component: \(name)
            variants: {wide: {width: \(w + 20)}}
            width: \(w)
            body:
              roundedRectangle: {cornerRadius: 6}
              modifiers: [{fill: accent}, {frame: {height: 20}}]
            """.write(to: dir.appendingPathComponent("specs/sys/components/\(name).yaml"), atomically: true, encoding: .utf8)
        }
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    func run(_ args: [String]) -> Int32 { PlumbCommand.run(arguments: args) }

    func testRecordThenVerifyPassesAndAChangeFails() throws {
        XCTAssertEqual(run(["record", specs, "--snapshots", snaps]), 0)
        XCTAssertEqual(run(["verify", specs, "--snapshots", snaps, "--jobs", "2"]), 0)
        try String(contentsOf: dir.appendingPathComponent("specs/sys/components/b.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "cornerRadius: 6", with: "cornerRadius: 3")
            .write(to: dir.appendingPathComponent("specs/sys/components/b.yaml"), atomically: true, encoding: .utf8)
        let report = dir.appendingPathComponent("report").path
        let junit = dir.appendingPathComponent("junit.xml").path
        let json = dir.appendingPathComponent("results.json").path
        XCTAssertEqual(run(["verify", specs, "--snapshots", snaps, "--report", report, "--junit", junit, "--json", json]), 1)

        // JUnit parses and counts one test case per snapshot.
        let parser = XMLParser(contentsOf: URL(fileURLWithPath: junit))!
        final class Counter: NSObject, XMLParserDelegate {
            var cases = 0, failures = 0
            func parser(_ p: XMLParser, didStartElement e: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
                if e == "testcase" { cases += 1 }
                if e == "failure" { failures += 1 }
            }
        }
        let counter = Counter()
        parser.delegate = counter
        XCTAssertTrue(parser.parse())
        XCTAssertEqual(counter.cases, 12, "3 components × 2 variants × 2 appearances")
        XCTAssertEqual(counter.failures, 4, "component b: 2 variants × 2 appearances")
        // The HTML report embeds the failing images.
        let html = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        XCTAssertTrue(html.contains("sys/b") || html.contains("b/default"))
        XCTAssertTrue(html.contains("data:image/png;base64,"))
        let results = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as! [String: Any]
        XCTAssertEqual((results["results"] as! [Any]).count, 12)
    }

    func testResultsAreIdenticalForAnyJobCount() throws {
        XCTAssertEqual(run(["record", specs, "--snapshots", snaps]), 0)
        let url = dir.appendingPathComponent("specs/sys/components/a.yaml")
        try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "cornerRadius: 6", with: "cornerRadius: 8")
            .write(to: url, atomically: true, encoding: .utf8)
        var outputs: [Data] = []
        for jobs in ["1", "2", "3"] {
            let json = dir.appendingPathComponent("r\(jobs).json").path
            let report = dir.appendingPathComponent("report\(jobs)").path
            XCTAssertEqual(run(["verify", specs, "--snapshots", snaps, "--jobs", jobs, "--json", json, "--report", report]), 1)
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: json)))
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: report + "/index.html")))
        }
        XCTAssertEqual(outputs[0], outputs[2], "JSON: jobs 1 vs 2")
        XCTAssertEqual(outputs[2], outputs[4], "JSON: jobs 2 vs 3")
        XCTAssertEqual(outputs[1], outputs[3], "HTML: jobs 1 vs 2")
    }

    func testMissingReferencesFailAndVerifyWritesNothing() throws {
        XCTAssertEqual(run(["verify", specs, "--snapshots", snaps]), 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: snaps), "verify never creates references")
    }

    func testShardsCoverTheSuiteWithoutOverlap() throws {
        XCTAssertEqual(run(["record", specs, "--snapshots", snaps]), 0)
        var all: [String] = []
        for i in 1...3 {
            let json = dir.appendingPathComponent("shard\(i).json").path
            XCTAssertEqual(run(["verify", specs, "--snapshots", snaps, "--shard", "\(i)/3", "--json", json]), 0)
            let r = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as! [String: Any]
            for res in r["results"] as! [[String: Any]] {
                let id = res["id"] as! [String: Any]
                all.append("\(id["component"]!)/\(id["variant"]!)/\(id["appearance"]!)")
            }
        }
        XCTAssertEqual(all.count, 12)
        XCTAssertEqual(Set(all).count, 12)
        XCTAssertEqual(run(["verify", specs, "--snapshots", snaps, "--shard", "4/3"]), 2)
    }

    /// With orphans among the references, the shards' results are still disjoint, their union
    /// is the whole run's, and each lists its results in name order: snapshots are drawn
    /// light-and-dark side by side, but reported by name.
    func testShardsWithOrphansReportInNameOrder() throws {
        XCTAssertEqual(run(["record", specs, "--snapshots", snaps]), 0)
        try FileManager.default.removeItem(at: dir.appendingPathComponent("specs/sys/components/b.yaml"))
        func names(_ args: [String]) throws -> [String] {
            let json = dir.appendingPathComponent("r.json").path
            XCTAssertEqual(run(["verify", specs, "--snapshots", snaps, "--json", json] + args), 1)
            let r = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as! [String: Any]
            return (r["results"] as! [[String: Any]]).map { res in
                let id = res["id"] as! [String: Any]
                return "\(id["component"]!)/\(id["variant"]!)-\(id["appearance"]!):\(res["status"]!)"
            }
        }
        let all = try names([])
        let expected = ["a", "b", "c"].flatMap { c in
            ["default-dark", "default-light", "wide-dark", "wide-light"].map { "\(c)/\($0):\(c == "b" ? "orphaned" : "passed")" }
        }
        XCTAssertEqual(all, expected)
        var union: [String] = []
        for i in 1...3 {
            let shard = try names(["--shard", "\(i)/3"])
            XCTAssertEqual(shard, all.enumerated().filter { $0.offset % 3 == i - 1 }.map(\.element), "shard \(i)/3")
            union += shard
        }
        XCTAssertEqual(union.sorted(), all.sorted())
    }

    func testOrphansFailVerifyAndArePruned() throws {
        XCTAssertEqual(run(["record", specs, "--snapshots", snaps]), 0)
        try FileManager.default.removeItem(at: dir.appendingPathComponent("specs/sys/components/c.yaml"))
        XCTAssertEqual(run(["verify", specs, "--snapshots", snaps]), 1, "orphans are failures")
        XCTAssertEqual(run(["record", specs, "--snapshots", snaps, "--prune"]), 0)
        XCTAssertEqual(run(["verify", specs, "--snapshots", snaps]), 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: snaps + "/sys/c"))
    }

    /// A record removes the temporaries a killed run left only for snapshots in its own scope:
    /// another record running at the same time on another system, component or filter keeps
    /// its in-flight files (every record used to delete every temporary under snapshots/).
    func testRecordRemovesOnlyItsOwnScopesLeftovers() throws {
        XCTAssertEqual(run(["record", specs, "--snapshots", snaps]), 0)
        let fm = FileManager.default
        try fm.createDirectory(atPath: snaps + "/other/x", withIntermediateDirectories: true)
        let leftovers = [
            "sys/a/.default-dark-large@1x.png.plumb-tmp-AbC123",          // in scope of every run below
            "sys/b/.default-dark-large@1x.layout.json.plumb-tmp-XyZ789",  // outside a's filter
            "other/x/.default-light-large@1x.png.plumb-tmp-Qq1234",       // another system
            "sys/a/.notes.plumb-tmp-AbC123",                             // not a reference's temporary
        ]
        for f in leftovers { XCTAssertTrue(fm.createFile(atPath: snaps + "/" + f, contents: Data("partial".utf8))) }
        XCTAssertEqual(run(["record", specs, "--snapshots", snaps, "--filter", "sys/a/*"]), 0)
        XCTAssertEqual(leftovers.filter { fm.fileExists(atPath: snaps + "/" + $0) }, Array(leftovers.dropFirst()))
        XCTAssertEqual(run(["record", specs, "--snapshots", snaps]), 0)
        XCTAssertEqual(leftovers.filter { fm.fileExists(atPath: snaps + "/" + $0) }, Array(leftovers.dropFirst(2)))
    }

    func testFilterSelectsSnapshots() throws {
        XCTAssertEqual(run(["record", specs, "--snapshots", snaps, "--filter", "sys/a/*-dark-*"]), 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: snaps + "/sys/a").sorted()
        XCTAssertEqual(files, ["default-dark-large@1x.layout.json", "default-dark-large@1x.png",
                               "wide-dark-large@1x.layout.json", "wide-dark-large@1x.png"])
    }

    /// Kill `plumb record` at arbitrary moments: every reference left behind is either the old
    /// or the new file, complete (atomic writes).
    func testInterruptedRecordLeavesWholeFiles() throws {
        let plumb = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("plumb")
        guard FileManager.default.isExecutableFile(atPath: plumb.path) else {
            return XCTFail("plumb executable not found next to the test bundle at \(plumb.path)")
        }
        XCTAssertEqual(run(["record", specs, "--snapshots", snaps]), 0)
        var old: [String: Data] = [:]
        for f in try FileManager.default.subpathsOfDirectory(atPath: snaps) where f.contains(".") {
            old[f] = FileManager.default.contents(atPath: snaps + "/" + f)
        }
        // Change every component so every file would be rewritten.
        for name in ["a", "b", "c"] {
            let url = dir.appendingPathComponent("specs/sys/components/\(name).yaml")
            try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "cornerRadius: 6", with: "cornerRadius: 2")
                .write(to: url, atomically: true, encoding: .utf8)
        }
        for delayMs in [5, 20, 40, 80] {
            let p = Process()
            p.executableURL = plumb
            p.arguments = ["record", specs, "--snapshots", snaps, "--jobs", "1"]
            p.standardOutput = FileHandle.nullDevice
            try p.run()
            usleep(useconds_t(delayMs * 1000))
            kill(p.processIdentifier, SIGKILL)
            p.waitUntilExit()
            for f in try FileManager.default.subpathsOfDirectory(atPath: snaps) {
                let path = snaps + "/" + f
                var isDir: ObjCBool = false
                FileManager.default.fileExists(atPath: path, isDirectory: &isDir)
                if isDir.boolValue { continue }
                // A temporary being written when the process died is not a reference.
                if f.contains(".plumb-tmp-") { continue }
                XCTAssertTrue(f.hasSuffix(".png") || f.hasSuffix(".layout.json"), "unexpected file \(f)")
                let data = FileManager.default.contents(atPath: path)!
                if let before = old[f], data == before { continue }
                // Not the old file: it must be a complete new one.
                if f.hasSuffix(".png") {
                    XCTAssertEqual(Array(data.suffix(8)), [0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82], "complete PNG (IEND) \(f)")
                } else {
                    XCTAssertNotNil(try? JSONSerialization.jsonObject(with: data), "complete JSON \(f)")
                }
            }
        }
        // A completed record cleans up whatever a killed one left.
        XCTAssertEqual(run(["record", specs, "--snapshots", snaps]), 0)
        XCTAssertFalse(try FileManager.default.subpathsOfDirectory(atPath: snaps).contains { $0.contains(".plumb-tmp-") })
        XCTAssertEqual(run(["verify", specs, "--snapshots", snaps]), 0)
    }
}
