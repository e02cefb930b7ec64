import Foundation
import PlumbCLI
import XCTest

/// Names and props checked at load keep every command from writing outside its directory or
/// rendering a silently wrong variant: each exits 2 and writes nothing.
final class SpecNameCommandTests: XCTestCase {
    var dir: URL!
    var specs: String { dir.appendingPathComponent("project/specs").path }

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("project/specs/sys/components"), withIntermediateDirectories: true)
        try "colors: {accent: \"#E89B3C\"}\nsnapshot: {appearances: [light], dynamicTypes: [large], scale: 1}\n"
            .write(to: dir.appendingPathComponent("project/specs/sys/tokens.yaml"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    func write(_ component: String) throws {
        try component.write(to: dir.appendingPathComponent("project/specs/sys/components/c.yaml"), atomically: true, encoding: .utf8)
    }

    /// Every file below the temporary directory, relative to it.
    func files() -> [String] {
        let e = FileManager.default.enumerator(atPath: dir.path)
        var out: [String] = []
        while let f = e?.nextObject() as? String {
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent(f).path, isDirectory: &isDir), !isDir.boolValue { out.append(f) }
        }
        return out.sorted()
    }

    func testVariantNameWithDotDotWritesNothingAnywhere() throws {
        try write("component: c\nwidth: 20\nvariants:\n  \"../../../x\": {}\nbody:\n  rectangle: {}\n  modifiers: [{fill: accent}, {frame: {height: 10}}]\n")
        let before = files()
        let snaps = dir.appendingPathComponent("project/snapshots/a/b").path
        XCTAssertEqual(PlumbCommand.run(arguments: ["record", specs, "--snapshots", snaps]), 2)
        XCTAssertEqual(PlumbCommand.run(arguments: ["render", specs, "--out", dir.appendingPathComponent("project/out/a/b").path]), 2)
        XCTAssertEqual(PlumbCommand.run(arguments: ["verify", specs, "--snapshots", snaps,
                                                    "--report", dir.appendingPathComponent("project/report/a").path]), 2)
        XCTAssertEqual(files(), before)
    }

    func testPropTypoFailsEveryCommand() throws {
        try write("component: c\nwidth: 20\nprops: {tint: accent}\nvariants:\n  info: {props: {tnit: accent}}\nbody:\n  rectangle: {}\n  modifiers: [{fill: \"{tint}\"}, {frame: {height: 10}}]\n")
        XCTAssertEqual(PlumbCommand.run(arguments: ["layout", specs]), 2)
        XCTAssertEqual(PlumbCommand.run(arguments: ["record", specs, "--snapshots", dir.appendingPathComponent("project/snapshots").path]), 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("project/snapshots").path))
    }
}
