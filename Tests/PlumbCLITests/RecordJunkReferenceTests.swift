import Foundation
import XCTest

/// `plumb record` over junk at a reference path: a file of any size where a PNG or a layout
/// dump belongs is replaced without being read whole (reference files are untrusted input:
/// never a huge allocation).
final class RecordJunkReferenceTests: XCTestCase {
    /// Runs the real binary and returns its exit status and peak RSS in KiB (`wait4` reports
    /// the child's own, unlike a shell's `ulimit`, under which a failed huge allocation can
    /// look like success).
    func spawn(_ arguments: [String]) throws -> (status: Int32, maxRSSKiB: Int) {
        let argv = ([PlumbProcess.executable.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        guard posix_spawn(&pid, PlumbProcess.executable.path, &actions, nil, argv, environ) == 0 else {
            throw XCTSkip("cannot spawn \(PlumbProcess.executable.path)")
        }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { throw XCTSkip("wait4 failed") }
        return ((status >> 8) & 0xFF, Int(usage.ru_maxrss))
    }

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
        XCTAssertEqual(try spawn(["record", system.path, "--snapshots", snaps]).status, 0)
        let png = snaps + "/sys/c/default-light-large@1x.png", json = snaps + "/sys/c/default-light-large@1x.layout.json"
        let good = try Data(contentsOf: URL(fileURLWithPath: png)), goodJSON = try Data(contentsOf: URL(fileURLWithPath: json))
        // 1 GiB of (sparse) zeros at both paths.
        for path in [png, json] {
            XCTAssertEqual(truncate(path, 1 << 30), 0)
        }
        let r = try spawn(["record", system.path, "--snapshots", snaps])
        XCTAssertEqual(r.status, 0)
        XCTAssertLessThan(r.maxRSSKiB, 256 << 10, "peak RSS \(r.maxRSSKiB) KiB: the junk was read")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: png)), good)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: json)), goodJSON)
    }
}
