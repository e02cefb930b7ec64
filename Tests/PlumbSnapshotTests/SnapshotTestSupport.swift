import Foundation
import PlumbModel
import PlumbSnapshot
import XCTest

/// A throwaway design system on disk with one component, plus a snapshots directory.
final class TempSystem {
    let root: URL
    var specs: String { root.appendingPathComponent("specs").path }
    var snapshots: String { root.appendingPathComponent("snapshots").path }

    static let tokens = """
    colors:
      background-primary: {light: "#FFFFFF", dark: "#000000"}
      accent: "#E89B3C"
      danger: "#E85C4C"
      ink: "#121212"
    spacing: {pad: 16, narrow: 12}
    radii: {card: 14}
    fonts:
      title: {size: 17, weight: semibold}
    snapshot: {appearances: [light], dynamicTypes: [large], scale: 1}
    """

    /// The baseline component; tests change one thing at a time.
    static let row = """
    component: row
    width: 200
    body:
      hstack:
        spacing: 8
        children:
          - circle: {}
            modifiers: [{fill: accent}, {frame: {width: 10, height: 10}}]
          - text: "Oil change"
            modifiers: [{font: title}, {foregroundColor: ink}]
          - spacer: {}
      modifiers:
        - padding: {horizontal: pad, vertical: 8}
        - background:
            roundedRectangle: {cornerRadius: card}
            modifiers: [{fill: accent}]
    """

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-snap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("specs/sys/components"), withIntermediateDirectories: true)
        try write(tokens: Self.tokens)
        try write(component: "row", Self.row)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func write(tokens: String) throws {
        try tokens.write(to: root.appendingPathComponent("specs/sys/tokens.yaml"), atomically: true, encoding: .utf8)
    }

    func write(component name: String, _ yaml: String) throws {
        try yaml.write(to: root.appendingPathComponent("specs/sys/components/\(name).yaml"), atomically: true, encoding: .utf8)
    }

    func remove(component name: String) throws {
        try FileManager.default.removeItem(at: root.appendingPathComponent("specs/sys/components/\(name).yaml"))
    }

    func suite(filter: String? = nil) throws -> SnapshotSuite {
        try SnapshotSuite(systems: [try DesignSystem.load(directory: specs + "/sys")], filter: filter)
    }

    @discardableResult
    func record() throws -> [Recorder.Outcome] {
        let recorder = Recorder(directory: snapshots)
        return try suite().entries.map(recorder.record)
    }

    func verify(_ options: Verifier.Options = Verifier.Options()) throws -> [SnapshotResult] {
        let verifier = Verifier(directory: snapshots, options: options)
        return try suite().entries.map(verifier.verify)
    }

    /// Records the baseline, applies `change` to the row spec, verifies, returns the row's result.
    func causes(after change: (String) -> String) throws -> SnapshotResult {
        try record()
        try write(component: "row", change(Self.row))
        return try verify()[0]
    }

    /// Every file under the snapshots directory with its bytes.
    func snapshotFiles() -> [String: Data] {
        var out: [String: Data] = [:]
        guard let e = FileManager.default.enumerator(atPath: snapshots) else { return out }
        for case let f as String in e {
            var isDir: ObjCBool = false
            let p = snapshots + "/" + f
            if FileManager.default.fileExists(atPath: p, isDirectory: &isDir), !isDir.boolValue {
                out[f] = FileManager.default.contents(atPath: p)
            }
        }
        return out
    }
}

func assertCause(_ r: SnapshotResult, kind: String, contains text: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(r.status, .failed, r.line, file: file, line: line)
    XCTAssertTrue(r.causes.contains { $0.kind == kind && $0.message.contains(text) },
                  "expected a \(kind) cause containing '\(text)'; got \(r.causes.map { "\($0.kind): \($0.message)" })", file: file, line: line)
}

/// Records `yaml` as component `c` of a fresh system (without its sample row), applies
/// `change` to the spec, verifies and returns the one result.
func verify(_ yaml: String, after change: (String) -> String) throws -> SnapshotResult {
    let t = try TempSystem()
    try t.remove(component: "row")
    try t.write(component: "c", yaml)
    try t.record()
    let changed = change(yaml)
    XCTAssertNotEqual(changed, yaml, "the change applies")
    try t.write(component: "c", changed)
    return try t.verify()[0]
}
