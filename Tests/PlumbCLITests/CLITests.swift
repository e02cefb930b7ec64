import Foundation
import PlumbCLI
import XCTest

/// The CLI's exit codes and outputs, run in-process on temporary design systems.
final class CLITests: XCTestCase {
    var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sys/components"), withIntermediateDirectories: true)
        try "colors: {accent: \"#E89B3C\"}\nspacing: {pad: 20}\nfonts: {title: {size: 17, weight: semibold, relativeTo: headline}}\n"
            .write(to: dir.appendingPathComponent("sys/tokens.yaml"), atomically: true, encoding: .utf8)
        try """
        component: card
        width: 200
        props: {title: Hello}
        variants:
          long: {props: {title: A much longer title}}
        body:
          text: "{title}"
          modifiers: [{font: title}, {padding: pad}, {background: accent}]
        """.write(to: dir.appendingPathComponent("sys/components/card.yaml"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: dir)
    }

    func path(_ p: String) -> String { dir.appendingPathComponent(p).path }

    func testLayoutOfAComponentSucceeds() {
        XCTAssertEqual(PlumbCommand.run(arguments: ["layout", path("sys/components/card.yaml")]), 0)
        XCTAssertEqual(PlumbCommand.run(arguments: ["layout", path("sys/components/card.yaml"), "--json", "--variant", "long",
                                                    "--dynamic-type", "accessibility5"]), 0)
        XCTAssertEqual(PlumbCommand.run(arguments: ["layout", path("sys")]), 0)
        XCTAssertEqual(PlumbCommand.run(arguments: ["layout", dir.path]), 0)
        XCTAssertEqual(PlumbCommand.run(arguments: ["tokens", path("sys"), "--appearance", "dark"]), 0)
    }

    func testInvalidInputExitsTwo() throws {
        XCTAssertEqual(PlumbCommand.run(arguments: ["layout", path("missing.yaml")]), 2)
        XCTAssertEqual(PlumbCommand.run(arguments: ["layout", path("sys/components/card.yaml"), "--variant", "nope"]), 2)
        XCTAssertEqual(PlumbCommand.run(arguments: ["layout", path("sys/components/card.yaml"), "--width", "99999"]), 2)
        XCTAssertEqual(PlumbCommand.run(arguments: ["layout", path("sys/components/card.yaml"), "--dynamic-type", "huge"]), 2)
        XCTAssertEqual(PlumbCommand.run(arguments: ["frobnicate"]), 2)
        try "component: card\nbody:\n  text: [\n".write(to: URL(fileURLWithPath: path("sys/components/card.yaml")), atomically: true, encoding: .utf8)
        XCTAssertEqual(PlumbCommand.run(arguments: ["layout", path("sys/components/card.yaml")]), 2)
    }

    func testHelpExitsZero() {
        XCTAssertEqual(PlumbCommand.run(arguments: ["--help"]), 0)
        XCTAssertEqual(PlumbCommand.run(arguments: ["layout", "--help"]), 0)
    }
}
