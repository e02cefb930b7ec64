import Foundation
import XCTest

/// Issue 9 item 5: a name that is not a plain file name never becomes a path.
final class PathEscapeTests: XCTestCase {
    var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-escape-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: dir.path + "/project/specs/sys/components", withIntermediateDirectories: true)
        try "colors: {accent: \"#E89B3C\"}\nsnapshot: {appearances: [light], dynamicTypes: [large], scale: 1}\n"
            .write(toFile: dir.path + "/project/specs/sys/tokens.yaml", atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    /// Every file below the temporary directory that is outside the project folder.
    func filesOutsideProject() throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: dir.path).filter { !$0.hasPrefix("project") }
    }

    func check(variant: String, line: Int) throws {
        let file = dir.path + "/project/specs/sys/components/card.yaml"
        try """
        component: card
        width: 40
        variants:
          "\(variant)": {width: 60}
        body:
          rectangle: {}
          modifiers: [{fill: accent}, {frame: {height: 20}}]
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let project = dir.appendingPathComponent("project")
        for args in [["record", "specs"], ["render", "specs", "--out", "gallery"], ["verify", "specs", "--report", "report"]] {
            let r = try PlumbProcess.run(args, in: project)
            XCTAssertEqual(r.status, 2, "\(args) with variant \(variant): \(r.stdout)\(r.stderr)")
            XCTAssertTrue(r.stderr.hasPrefix("specs/sys/components/card.yaml:\(line):") || r.stderr.hasPrefix(file + ":\(line):"),
                          "located error for \(variant): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("not a plain name"), r.stderr)
            XCTAssertEqual(try filesOutsideProject(), [], "nothing written outside the project for \(args)")
        }
    }

    func testVariantNamesThatWouldEscapeAreLocatedErrors() throws {
        try check(variant: "../../../x", line: 4)
        try check(variant: "/tmp/plumb-escape-absolute", line: 4)
        try check(variant: "a/b", line: 4)
        try check(variant: ".hidden", line: 4)
    }
}
