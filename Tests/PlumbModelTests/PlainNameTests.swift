import Foundation
import PlumbModel
import XCTest

/// Names that become file names (systems, components, variants) must be plain names, so no
/// spec can make record, render, verify reports or the gallery write outside their directory.
final class PlainNameTests: XCTestCase {
    func parseError(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> PlumbError? {
        do {
            _ = try ComponentSpec.parse(YAMLReader().parse(yaml, file: "c.yaml"), file: "c.yaml")
            XCTFail("expected an error", file: file, line: line)
        } catch let e as PlumbError {
            return e
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
        }
        return nil
    }

    func testVariantNamesThatAreNotPlainAreLocatedErrors() {
        let cases: [(String, String, String)] = [
            ("\"../../../x\"", "c.yaml:4:3", "variant name '../../../x' is not a plain name: use letters, digits, '-', '_' and '.' (found '/')"),
            ("/tmp/x", "c.yaml:4:3", "variant name '/tmp/x' is not a plain name: use letters, digits, '-', '_' and '.' (found '/')"),
            (".hidden", "c.yaml:4:3", "variant name '.hidden' is not a plain name: use letters, digits, '-', '_' and '.' (it must not start with '.')"),
            ("\"\"", "c.yaml:4:3", "variant name '' is not a plain name: use letters, digits, '-', '_' and '.' (it is empty)"),
            ("a/b", "c.yaml:4:3", "variant name 'a/b' is not a plain name: use letters, digits, '-', '_' and '.' (found '/')"),
            ("pressé", "c.yaml:4:3", "variant name 'pressé' is not a plain name: use letters, digits, '-', '_' and '.' (found 'é'; only ASCII letters, so the file name is the same on every file system)"),
            ("\"two words\"", "c.yaml:4:3", "variant name 'two words' is not a plain name: use letters, digits, '-', '_' and '.' (found ' ')"),
        ]
        for (name, location, message) in cases {
            let e = parseError("component: c\nbody: {text: a}\nvariants:\n  \(name): {}\n")
            XCTAssertEqual(e?.description, "\(location): error: \(message)", name)
        }
    }

    func testComponentNameThatIsNotPlainIsALocatedError() {
        XCTAssertEqual(parseError("component: ../../etc/x\nbody: {text: a}\n")?.description,
                       "c.yaml:1:12: error: component name '../../etc/x' is not a plain name: use letters, digits, '-', '_' and '.' (found '/')")
    }

    func testPlainNamesAreAccepted() throws {
        for name in ["default", "primary-pressed", "v1.2_x", "A", "x..y", "1"] {
            XCTAssertEqual(try PlainName(name, what: "variant name", at: .file("f")).rawValue, name)
        }
        XCTAssertTrue(PlainName.isPlain("button-large.v2"))
        XCTAssertFalse(PlainName.isPlain(".."))
        XCTAssertFalse(PlainName.isPlain(String(repeating: "a", count: PlainName.maxLength + 1)))
    }

    func testSystemDirectoryNameMustBePlain() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-plain-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let bad = root.appendingPathComponent("my system")
        try FileManager.default.createDirectory(at: bad, withIntermediateDirectories: true)
        try "colors: {a: \"#fff\"}\n".write(to: bad.appendingPathComponent("tokens.yaml"), atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try DesignSystem.load(directory: bad.path)) { e in
            XCTAssertEqual("\(e)", "\(bad.path):1:1: error: system name 'my system' is not a plain name: use letters, digits, '-', '_' and '.' (found ' ')")
        }
    }

    func testSystemNameIsTheDirectorysOwnNameNotADotPath() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-plain-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let sys = root.appendingPathComponent("orbit")
        try FileManager.default.createDirectory(at: sys.appendingPathComponent("components"), withIntermediateDirectories: true)
        try "colors: {a: \"#fff\"}\n".write(to: sys.appendingPathComponent("tokens.yaml"), atomically: true, encoding: .utf8)
        // `plumb record ..` from inside components/ must record into snapshots/orbit, not snapshots/..
        XCTAssertEqual(try DesignSystem.load(directory: sys.path + "/components/..").name, "orbit")
        XCTAssertEqual(try DesignSystem.load(directory: sys.path + "/.").name, "orbit")
    }
}
