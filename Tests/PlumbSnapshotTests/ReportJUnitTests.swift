import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import PlumbSnapshot
import XCTest

final class ReportJUnitTests: XCTestCase {
    /// The XML parsed by Foundation's XMLParser into a flat element list.
    final class Parsed: NSObject, XMLParserDelegate {
        struct Element { var name: String; var attributes: [String: String]; var text: String; var parent: String? }
        var elements: [Element] = []
        private var stack: [Int] = []
        var error: Error?

        init(_ xml: String) {
            super.init()
            let parser = XMLParser(data: Data(xml.utf8))
            parser.delegate = self
            if !parser.parse() { error = parser.parserError ?? NSError(domain: "xml", code: 1) }
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            elements.append(Element(name: name, attributes: attributes, text: "", parent: stack.last.map { elements[$0].name }))
            stack.append(elements.count - 1)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let i = stack.last { elements[i].text += string }
        }

        func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }
    }

    func testParsesWithCountsAndOneTestcasePerResult() throws {
        let report = ReportSample.report
        let parsed = Parsed(ReportJUnit.xml(report, suiteName: "vehicle <ci>"))
        XCTAssertNil(parsed.error)
        let suites = parsed.all("testsuite")
        XCTAssertEqual(suites.count, 1)
        XCTAssertEqual(parsed.elements.first?.name, "testsuite", "testsuite is the root")
        XCTAssertEqual(suites[0].attributes["name"], "vehicle <ci>")
        XCTAssertEqual(suites[0].attributes["tests"], "7")
        XCTAssertEqual(suites[0].attributes["failures"], "4")
        XCTAssertEqual(suites[0].attributes["errors"], "1")
        XCTAssertNil(suites[0].attributes["timestamp"])

        let cases = parsed.all("testcase")
        XCTAssertEqual(cases.count, report.results.count)
        XCTAssertEqual(cases.map { $0.attributes["classname"]! }, report.results.map { "\($0.id.system).\($0.id.component)" })
        XCTAssertEqual(cases.map { $0.attributes["name"]! }, report.results.map(\.id.stem))

        let failures = parsed.all("failure")
        XCTAssertEqual(failures.count, 4)
        XCTAssertEqual(Set(failures.map { $0.attributes["type"]! }), ["failed", "missing", "orphaned", "environment"])
        XCTAssertTrue(failures.allSatisfy { $0.parent == "testcase" })
        let errors = parsed.all("error")
        XCTAssertEqual(errors.count, 1)
        XCTAssertEqual(errors[0].attributes["type"], "error")
        XCTAssertTrue(errors[0].text.contains("unknown token"))

        let properties = Dictionary(uniqueKeysWithValues: parsed.all("property").map { ($0.attributes["name"]!, $0.attributes["value"]!) })
        XCTAssertEqual(properties, ["engineVersion": "1.0.0"])
    }

    func testFailureCarriesCausesAndPixelsAndEscapesSpecText() throws {
        let parsed = Parsed(ReportJUnit.xml(ReportSample.report))
        XCTAssertNil(parsed.error)
        let failure = try XCTUnwrap(parsed.all("failure").first { $0.attributes["type"] == "failed" })
        // The parser decodes the entities back: the hostile text survives intact, as text.
        XCTAssertTrue(try XCTUnwrap(failure.attributes["message"]).contains(ReportSample.xss))
        XCTAssertTrue(failure.text.contains("cause padding at body/hstack: \(ReportSample.xss)"), failure.text)
        XCTAssertTrue(failure.text.contains("1,204 of 120,000 differ (1.0 %)"), failure.text)
        XCTAssertTrue(failure.text.contains("region 30×40 at (10, 20) in body/hstack/1/text, body/hstack/0"), failure.text)
        XCTAssertTrue(failure.text.contains("diff image: images/service-row/default.diff.png"), failure.text)

        let xml = ReportJUnit.xml(ReportSample.report)
        XCTAssertFalse(xml.contains("<script>"))
        XCTAssertTrue(xml.contains("&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; &#39;single&#39;"))
    }

    func testControlCharactersAreStrippedAndNewlinesKeptInAttributes() throws {
        let id = ReportSample.id("ctl\u{1}\u{8}row")
        let result = SnapshotResult(id: id, status: .failed,
                                    causes: [.init(kind: "text", path: "body/text", message: "bell\u{7} esc\u{1B}[0m tab\tok")],
                                    message: "line one\nline two\u{FFFF}")
        let xml = ReportJUnit.xml(VerifyReport(results: [result], engineVersion: "1"))
        XCTAssertFalse(xml.unicodeScalars.contains { !ReportEscaping.isLegalXML($0) })
        let parsed = Parsed(xml)
        XCTAssertNil(parsed.error)
        XCTAssertEqual(parsed.all("testcase").first?.attributes["classname"], "vm.ctlrow")
        let failure = try XCTUnwrap(parsed.all("failure").first)
        XCTAssertTrue(try XCTUnwrap(failure.attributes["message"]).contains("line one\nline two"))
        XCTAssertTrue(failure.text.contains("bell esc[0m tab\tok"), failure.text)
    }

    func testShardPropertyAndAllPassing() {
        let report = VerifyReport(results: [ReportSample.passed("a"), ReportSample.passed("b")], shard: "1/2", engineVersion: "2")
        let xml = ReportJUnit.xml(report)
        XCTAssertEqual(xml, ReportJUnit.xml(report), "deterministic")
        let parsed = Parsed(xml)
        XCTAssertNil(parsed.error)
        XCTAssertEqual(parsed.all("testsuite")[0].attributes["failures"], "0")
        XCTAssertEqual(parsed.all("testsuite")[0].attributes["errors"], "0")
        XCTAssertTrue(parsed.all("failure").isEmpty)
        XCTAssertTrue(parsed.all("property").contains { $0.attributes["name"] == "shard" && $0.attributes["value"] == "1/2" })
    }

    func testEscaping() {
        XCTAssertEqual(ReportEscaping.text("a<b>&\"c\"'d'\u{0}\u{1F}\t\n"), "a&lt;b&gt;&amp;&quot;c&quot;&#39;d&#39;\t\n")
        XCTAssertEqual(ReportEscaping.attribute("a\tb\nc\rd"), "a&#9;b&#10;c&#13;d")
        XCTAssertEqual(ReportEscaping.text("padding 16 → 12 pt 🙂"), "padding 16 → 12 pt 🙂")
    }
}
