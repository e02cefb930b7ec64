import Foundation
import PlumbModel
import XCTest

/// `fill: #00A58E` unquoted is YAML for `fill:` (nothing) and a comment: wherever a colour is
/// expected, the error says so and shows the quoted spelling.
final class ColourCommentTests: XCTestCase {
    var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-colour-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sys/components"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: dir)
    }

    /// Writes a system (tokens + one component `c`), loads it and resolves every variant;
    /// returns the error with the temporary directory's path shortened to `sys/`.
    func error(tokens: String = "colors: {accent: \"#E89B3C\"}\n", component: String) -> String? {
        do {
            try tokens.write(to: dir.appendingPathComponent("sys/tokens.yaml"), atomically: true, encoding: .utf8)
            try component.write(to: dir.appendingPathComponent("sys/components/c.yaml"), atomically: true, encoding: .utf8)
            let system = try DesignSystem.load(directory: dir.appendingPathComponent("sys").path)
            for v in try system.component(named: "c").variants {
                _ = try SpecResolver(system: system).resolve("c", variant: v.name)
            }
            XCTFail("expected an error")
            return nil
        } catch {
            return "\(error)".replacingOccurrences(of: dir.path + "/", with: "")
        }
    }

    let hint = " — a '#' starts a YAML comment: write \"#00A58E\" in quotes"

    func testFillWrittenAsACommentGetsTheQuoteHintAtTheHash() {
        XCTAssertEqual(error(component: "component: c\nbody:\n  rectangle: {}\n  modifiers:\n    - fill: #00A58E\n"),
                       "sys/components/c.yaml:5:13: error: expected a colour, found nothing\(hint)")
    }

    func testEveryColourPlaceGetsTheHint() {
        let bodies = [
            ("    - foregroundColor: #00A58E\n", 24),
            ("    - background:   #00A58E   # brand\n", 21),
            ("    - stroke: #00A58E\n", 15),
            ("    - strokeBorder:\n        color: #00A58E\n        lineWidth: 2\n", 16),
            ("    - shadow:\n        color: #00A58E\n        radius: 4\n", 16),
        ]
        for (modifier, column) in bodies {
            let line = modifier.hasPrefix("    - strokeBorder") || modifier.hasPrefix("    - shadow") ? 6 : 5
            XCTAssertEqual(error(component: "component: c\nbody:\n  rectangle: {}\n  modifiers:\n" + modifier),
                           "sys/components/c.yaml:\(line):\(column): error: expected a colour, found nothing\(hint)", modifier)
        }
    }

    func testColourTokenWrittenAsACommentGetsTheHint() {
        XCTAssertEqual(error(tokens: "colors:\n  accent: \"#E89B3C\"\n  brand: #00A58E\n", component: "component: c\nbody: {text: a}\n"),
                       "sys/tokens.yaml:3:10: error: expected a colour, found nothing\(hint)")
    }

    func testColourPropWrittenAsACommentGetsTheHintAtTheProp() {
        let c = "component: c\nprops: {tint: accent}\nvariants:\n  brand:\n    props:\n      tint: #00A58E\nbody:\n  rectangle: {}\n  modifiers: [{fill: \"{tint}\"}]\n"
        XCTAssertEqual(error(component: c), "sys/components/c.yaml:6:13: error: expected a colour, found nothing\(hint)")
    }

    func testFlowMappingBrokenByTheCommentGetsTheHint() {
        XCTAssertEqual(error(component: "component: c\nbody:\n  rectangle: {}\n  modifiers: [{fill: #00A58E}]\n"),
                       "sys/components/c.yaml:4:22: error: invalid YAML: did not find expected node content while parsing a flow node\(hint)")
    }

    func testEmptyColourWithoutACommentSaysFoundNothing() {
        XCTAssertEqual(error(component: "component: c\nbody:\n  rectangle: {}\n  modifiers:\n    - fill:\n"),
                       "sys/components/c.yaml:5:12: error: expected a colour, found nothing")
        XCTAssertEqual(error(component: "component: c\nbody:\n  rectangle: {}\n  modifiers:\n    - fill: \"\"\n"),
                       "sys/components/c.yaml:5:13: error: expected a colour, found nothing")
        // A comment that is not a colour gets no quoting advice.
        XCTAssertEqual(error(component: "component: c\nbody:\n  rectangle: {}\n  modifiers:\n    - fill:   # todo\n"),
                       "sys/components/c.yaml:5:12: error: expected a colour, found nothing")
    }
}
