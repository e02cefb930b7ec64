import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PlumbCLI
import XCTest

final class AuditCommandTests: XCTestCase {
    func testExitCodesAndJUnit() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-auditcli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sys/components"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "colors: {accent: \"#E89B3C\"}\n".write(to: dir.appendingPathComponent("sys/tokens.yaml"), atomically: true, encoding: .utf8)
        let good = "component: ok\nbody:\n  text: Fine\n  modifiers: [{font: body}, {padding: 14}, {accessibility: {role: button}}]\n"
        try good.write(to: dir.appendingPathComponent("sys/components/ok.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(PlumbCommand.run(arguments: ["audit", dir.appendingPathComponent("sys").path]), 0)
        let bad = "component: tiny\nbody:\n  text: x\n  modifiers: [{font: body}, {accessibility: {role: button}}]\n"
        try bad.write(to: dir.appendingPathComponent("sys/components/tiny.yaml"), atomically: true, encoding: .utf8)
        let junit = dir.appendingPathComponent("audit.xml").path
        XCTAssertEqual(PlumbCommand.run(arguments: ["audit", dir.appendingPathComponent("sys").path, "--junit", junit,
                                                    "--dynamic-types", "large,ax5", "--appearances", "light"]), 1)
        final class Counter: NSObject, XMLParserDelegate {
            var cases = 0, failures = 0
            func parser(_ p: XMLParser, didStartElement e: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
                if e == "testcase" { cases += 1 }
                if e == "failure" { failures += 1 }
            }
        }
        let counter = Counter()
        let parser = XMLParser(contentsOf: URL(fileURLWithPath: junit))!
        parser.delegate = counter
        XCTAssertTrue(parser.parse())
        XCTAssertEqual([counter.cases, counter.failures], [2, 1])
        XCTAssertEqual(PlumbCommand.run(arguments: ["audit", dir.appendingPathComponent("sys").path, "--dynamic-types", "huge"]), 2)
    }
}
