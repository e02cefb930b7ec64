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

    /// A system with one button that fails contrast and sits off the 4 pt grid, in two variants.
    func gridSystem() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-auditmerge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sys/components"), withIntermediateDirectories: true)
        try "colors: {accent: \"#E89B3C\"}\naudit: {gridUnit: 4}\n".write(to: dir.appendingPathComponent("sys/tokens.yaml"), atomically: true, encoding: .utf8)
        try """
        component: go
        variants:
          pressed: {state: pressed}
        body:
          text: "<b>Go"
          modifiers: [{font: body}, {foregroundColor: "#FFFFFF"}, {padding: {vertical: 14, horizontal: 16}}, {frame: {width: 120}},
                      {background: accent}, {accessibility: {role: button}}]
        """.write(to: dir.appendingPathComponent("sys/components/go.yaml"), atomically: true, encoding: .utf8)
        return dir
    }

    /// Runs the `plumb` executable built next to the test bundle; (exit code, stdout).
    func plumb(_ arguments: [String]) throws -> (Int32, String) {
        let exe = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("plumb")
        let p = Process()
        p.executableURL = exe
        p.arguments = arguments
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    func testFindingsMergeAcrossEdgesVariantsAndAppearancesInTextJSONAndHTML() throws {
        let dir = try gridSystem()
        defer { try? FileManager.default.removeItem(at: dir) }
        let sys = dir.appendingPathComponent("sys").path
        let (code, out) = try plumb(["audit", sys, "--dynamic-types", "large,xLarge,ax5", "--report", dir.appendingPathComponent("report").path])
        XCTAssertEqual(code, 1)
        XCTAssertEqual(out.split(separator: "\n").map(String.init), [
            "ERROR contrast sys/go default,pressed light,dark body/text: text \"<b>Go\" #FFFFFF on #E89B3C (2.29:1; needs 4.5:1) at large…xLarge (8 findings)",
            // At accessibility5 the label is large text: another threshold, another line.
            "ERROR contrast sys/go default,pressed light,dark body/text: large text \"<b>Go\" #FFFFFF on #E89B3C (2.29:1; needs 3:1) at accessibility5 (4 findings)",
            "WARNING grid sys/go default,pressed light,dark body/text: padding off the grid (14 pt; needs multiple of 4 pt) on top,bottom at large…xLarge, accessibility5 (24 findings)",
            "2 component variants, 12 layouts: 12 errors, 24 warnings, 0 suppressed (3 distinct findings)",
        ])
        let html = try String(contentsOf: dir.appendingPathComponent("report/index.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("<select id=rule onchange=filter()><option value=\"\">all</option><option value=\"contrast\">contrast</option><option value=\"grid\">grid</option></select>"))
        XCTAssertTrue(html.contains("<select id=severity onchange=filter()><option value=\"\">all</option><option value=\"ERROR\">ERROR</option><option value=\"WARNING\">WARNING</option><option value=\"SUPPRESSED\">SUPPRESSED</option></select>"))
        XCTAssertTrue(html.contains("<tr class=ERROR data-rule=\"contrast\" data-severity=ERROR><td>ERROR</td><td>contrast</td><td>sys/go</td><td>default, pressed</td><td>light, dark</td><td><code>body/text</code></td>"
            + "<td><span class=swatch style=\"color:#FFFFFF;background:#E89B3C\" title=\"#FFFFFF on #E89B3C\">Aa</span>text &quot;&lt;b&gt;Go&quot; #FFFFFF on #E89B3C (2.29:1; needs 4.5:1)</td>"
            + "<td>at large…xLarge</td><td>8</td></tr>"))
        XCTAssertTrue(html.contains("<td>padding off the grid (14 pt; needs multiple of 4 pt)</td><td>on top,bottom at large…xLarge, accessibility5</td><td>24</td></tr>"))
        XCTAssertFalse(html.contains("<b>Go"), "spec text is escaped")
        XCTAssertFalse(html.contains("http"), "offline: no external resources")

        let (_, json) = try plumb(["audit", sys, "--dynamic-types", "large", "--appearances", "dark", "--json"])
        let entries = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        XCTAssertEqual(entries.map { $0["rule"] as? String }, ["contrast", "grid"])
        XCTAssertEqual(entries[1]["edges"] as? [String], ["top", "bottom"])
        XCTAssertEqual(entries[1]["variants"] as? [String], ["default", "pressed"])
        XCTAssertEqual(entries[1]["count"] as? Int, 4)
        XCTAssertEqual((entries[1]["occurrences"] as? [[String: String]])?.first,
                       ["variant": "default", "appearance": "dark", "edge": "top", "dynamicType": "large", "measured": "14 pt"])
        XCTAssertEqual(entries[0]["foreground"] as? String, "#FFFFFF")
        XCTAssertEqual(entries[0]["background"] as? String, "#E89B3C")
    }
}
