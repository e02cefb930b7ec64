import Foundation
import PlumbSnapshot
import XCTest

/// `plumb record` over junk at a reference path: a file of any size where a PNG or a layout
/// dump belongs is replaced without being read whole (reference files are untrusted input:
/// never a huge allocation).
final class RecordJunkReferenceTests: XCTestCase {
    func testOversizedJunkAtReferencePathsIsReplacedWithoutBeingRead() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-junk-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let system = dir.appendingPathComponent("specs/sys")
        try FileManager.default.createDirectory(at: system.appendingPathComponent("components"), withIntermediateDirectories: true)
        try "colors: {accent: \"#E89B3C\"}\nsnapshot: {appearances: [light], dynamicTypes: [large], scale: 1}\n"
            .write(to: system.appendingPathComponent("tokens.yaml"), atomically: true, encoding: .utf8)
        try "component: c\nbody:\n  rectangle: {}\n  modifiers: [{fill: accent}, {frame: {width: 20, height: 10}}]\n"
            .write(to: system.appendingPathComponent("components/c.yaml"), atomically: true, encoding: .utf8)
        let snaps = dir.appendingPathComponent("snapshots").path
        XCTAssertEqual(try PlumbProcess.spawn(["record", system.path, "--snapshots", snaps]).status, 0)
        let png = snaps + "/sys/c/default-light-large@1x.png", json = snaps + "/sys/c/default-light-large@1x.layout.json"
        let good = try Data(contentsOf: URL(fileURLWithPath: png)), goodJSON = try Data(contentsOf: URL(fileURLWithPath: json))
        // 1 GiB of (sparse) zeros at both paths.
        for path in [png, json] {
            XCTAssertEqual(truncate(path, 1 << 30), 0)
        }
        let r = try PlumbProcess.spawn(["record", system.path, "--snapshots", snaps])
        XCTAssertEqual(r.status, 0)
        let base = try PlumbProcess.baselineRSSKiB()
        XCTAssertLessThan(r.maxRSSKiB, base + (256 << 10), "peak RSS \(r.maxRSSKiB) KiB against \(base) for --version: the junk was read")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: png)), good)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: json)), goodJSON)
    }
}

/// `plumb merge-reports` over junk in the report directories it is given: a report.json or an
/// image of any size is refused (or copied) without being read past its budget.
final class MergeReportsJunkTests: XCTestCase {
    func testAHugeReportJSONIsALocatedErrorNotAnAllocation() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-merge-junk-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let shard = dir.appendingPathComponent("s1")
        try FileManager.default.createDirectory(at: shard, withIntermediateDirectories: true)
        let report = shard.appendingPathComponent("report.json").path
        XCTAssertTrue(FileManager.default.createFile(atPath: report, contents: nil))
        XCTAssertEqual(truncate(report, 1 << 30), 0)
        let r = try PlumbProcess.spawn(["merge-reports", shard.path, "--report", dir.appendingPathComponent("out").path])
        XCTAssertEqual(r.status, 2)
        let base = try PlumbProcess.baselineRSSKiB()
        XCTAssertLessThan(r.maxRSSKiB, base + (256 << 10), "peak RSS \(r.maxRSSKiB) KiB against \(base) for --version: the junk was read")
        let out = try PlumbProcess.run(["merge-reports", shard.path, "--report", dir.appendingPathComponent("out").path])
        XCTAssertEqual(out.stderr, "\(report):1:1: error: file of 1,073,741,824 bytes exceeds the report-size limit of 268,435,456 bytes\n")
    }

    func testAHugeImageIsALocatedErrorNotAnAllocation() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-merge-junk-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let shard = dir.appendingPathComponent("s1")
        let id = SnapshotID(system: "vm", component: "c", variant: "default", appearance: .light, dynamicType: .large, scale: 1)
        let result = SnapshotResult(id: id, status: .failed, expectedImage: "images/c.expected.png")
        try ReportJSON.write(VerifyReport(results: [result], shard: "1/1", engineVersion: "1"), to: shard.appendingPathComponent("report.json").path)
        try FileManager.default.createDirectory(at: shard.appendingPathComponent("images"), withIntermediateDirectories: true)
        let image = shard.appendingPathComponent("images/c.expected.png").path
        XCTAssertTrue(FileManager.default.createFile(atPath: image, contents: nil))
        XCTAssertEqual(truncate(image, 1 << 30), 0)
        let out = dir.appendingPathComponent("out").path
        let r = try PlumbProcess.spawn(["merge-reports", shard.path, "--report", out])
        XCTAssertEqual(r.status, 2)
        let base = try PlumbProcess.baselineRSSKiB()
        XCTAssertLessThan(r.maxRSSKiB, base + (256 << 10), "peak RSS \(r.maxRSSKiB) KiB against \(base) for --version: the junk was read")
        let again = try PlumbProcess.run(["merge-reports", shard.path, "--report", out])
        XCTAssertEqual(again.stderr, "\(image):1:1: error: image '\(image)' (1,073,741,824 bytes) exceeds the reference-png-size limit of 285,212,672 bytes\n")
    }
}

/// `plumb diff` given a FIFO (or any non-regular file) as an image: a located error, not a hang
/// waiting for a writer that never comes.
final class DiffFIFOTests: XCTestCase {
    func testAFIFOIsRefusedWithoutBlocking() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("a.png").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let r = try PlumbProcess.run(shell: "exec timeout -s KILL 10 '\(PlumbProcess.executable.path)' diff '\(fifo)' '\(fifo)'")
        XCTAssertEqual(r.status, 2, "exit \(r.status) (137: killed after 10 s, blocked opening the FIFO): \(r.stderr)")
        XCTAssertTrue(r.stderr.hasPrefix("\(fifo):1:1: error: ") && r.stderr.contains("not a regular file"), r.stderr)
    }
}
