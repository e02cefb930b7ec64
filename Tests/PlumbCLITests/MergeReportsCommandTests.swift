import Foundation
import PlumbCLI
import PlumbModel
import PlumbSnapshot
import XCTest

/// `plumb merge-reports`, run in-process on temporary report directories.
final class MergeReportsCommandTests: XCTestCase {
    var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: dir)
    }

    func path(_ p: String) -> String { dir.appendingPathComponent(p).path }

    func id(_ component: String) -> SnapshotID {
        SnapshotID(system: "vm", component: component, variant: "default", appearance: .light, dynamicType: .large, scale: 2)
    }

    func passed(_ component: String) -> SnapshotResult { SnapshotResult(id: id(component), status: .passed) }

    func failed(_ component: String) -> SnapshotResult {
        SnapshotResult(id: id(component), status: .failed,
                       causes: [.init(kind: "radius", path: "body/rect", message: "cornerRadius 12 → 8 pt")],
                       expectedImage: "images/\(component).expected.png", actualImage: "images/\(component).actual.png",
                       diffImage: "images/\(component).diff.png")
    }

    /// Writes a report directory `name` holding `report` and a small file for each image it names.
    func writeShard(_ name: String, _ report: VerifyReport) throws {
        try ReportJSON.write(report, to: path("\(name)/report.json"))
        for result in report.results {
            for image in result.imagePaths {
                try ReportFile.write(Data("png \(image)".utf8), to: path("\(name)/\(image)"))
            }
        }
    }

    func testAllPassingExitsZeroAndWritesTheMergedReport() throws {
        try writeShard("s1", VerifyReport(results: [passed("a")], shard: "1/2", engineVersion: "1"))
        try writeShard("s2", VerifyReport(results: [passed("b")], shard: "2/2", engineVersion: "1"))
        XCTAssertEqual(PlumbCommand.run(arguments: ["merge-reports", path("s1"), path("s2"), "--report", path("out"),
                                                    "--junit", path("junit/plumb.xml"), "--json", path("merged.json")]), 0)
        let merged = try ReportJSON.read(path: path("out/report.json"))
        XCTAssertEqual(merged.results.map(\.id), [id("a"), id("b")])
        XCTAssertNil(merged.shard)
        XCTAssertEqual(try ReportJSON.read(path: path("merged.json")), merged)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("out/index.html")))
        let junit = try String(contentsOfFile: path("junit/plumb.xml"), encoding: .utf8)
        XCTAssertTrue(junit.contains("tests=\"2\" failures=\"0\""))
    }

    func testAnyFailureExitsOneAndCopiesImages() throws {
        try writeShard("s1", VerifyReport(results: [passed("a"), failed("c")], shard: "1/2", engineVersion: "1"))
        try writeShard("s2", VerifyReport(results: [failed("b")], shard: "2/2", engineVersion: "1"))
        XCTAssertEqual(PlumbCommand.run(arguments: ["merge-reports", path("s1"), path("s2"), "--report", path("out")]), 1)
        for component in ["b", "c"] {
            for kind in ["expected", "actual", "diff"] {
                let image = "images/\(component).\(kind).png"
                XCTAssertEqual(try String(contentsOfFile: path("out/\(image)"), encoding: .utf8), "png \(image)")
            }
        }
        let html = try String(contentsOfFile: path("out/index.html"), encoding: .utf8)
        XCTAssertEqual(html.components(separatedBy: "data:image/png;base64,").count - 1, 6)
        XCTAssertEqual(try ReportJSON.read(path: path("out/report.json")).summary, "1 passed, 2 failed")
    }

    func testInvalidInputExitsTwo() throws {
        try writeShard("s1", VerifyReport(results: [passed("a")], shard: "1/2", engineVersion: "1"))
        // Missing report.json.
        try FileManager.default.createDirectory(atPath: path("empty"), withIntermediateDirectories: true)
        XCTAssertEqual(PlumbCommand.run(arguments: ["merge-reports", path("s1"), path("empty"), "--report", path("out")]), 2)
        // Malformed report.json.
        try ReportFile.write("{\"results\": 3}", to: path("bad/report.json"))
        XCTAssertEqual(PlumbCommand.run(arguments: ["merge-reports", path("bad"), "--report", path("out")]), 2)
        // The same snapshot in two shards.
        try writeShard("dup", VerifyReport(results: [passed("a")], shard: "2/2", engineVersion: "1"))
        XCTAssertEqual(PlumbCommand.run(arguments: ["merge-reports", path("s1"), path("dup"), "--report", path("out")]), 2)
        // A shard missing from the set.
        XCTAssertEqual(PlumbCommand.run(arguments: ["merge-reports", path("s1"), "--report", path("out")]), 2)
        // An image path leaving the report directory.
        var escape = failed("e")
        escape.diffImage = "../../etc/passwd"
        try writeShard("esc", VerifyReport(results: [escape], engineVersion: "1"))
        XCTAssertEqual(PlumbCommand.run(arguments: ["merge-reports", path("esc"), "--report", path("out")]), 2)
        // Usage: no input, no --report.
        XCTAssertEqual(PlumbCommand.run(arguments: ["merge-reports", "--report", path("out")]), 2)
        XCTAssertEqual(PlumbCommand.run(arguments: ["merge-reports", path("s1")]), 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("out/report.json")), "nothing written on invalid input")
    }

    func testConflictingImagesAreRefused() throws {
        try writeShard("s1", VerifyReport(results: [failed("a")], shard: "1/2", engineVersion: "1"))
        var other = failed("b")
        other.diffImage = "images/a.diff.png"
        try writeShard("s2", VerifyReport(results: [other], shard: "2/2", engineVersion: "1"))
        try ReportFile.write(Data("different".utf8), to: path("s2/images/a.diff.png"))
        XCTAssertEqual(PlumbCommand.run(arguments: ["merge-reports", path("s1"), path("s2"), "--report", path("out")]), 2)
    }

    func testMissingImagesAreSkipped() throws {
        try ReportJSON.write(VerifyReport(results: [failed("a")], engineVersion: "1"), to: path("s1/report.json"))
        XCTAssertEqual(PlumbCommand.run(arguments: ["merge-reports", path("s1"), "--report", path("out")]), 1)
        let html = try String(contentsOfFile: path("out/index.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("No images in the report."))
    }
}
