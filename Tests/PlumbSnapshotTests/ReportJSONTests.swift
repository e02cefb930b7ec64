import PlumbModel
@testable import PlumbSnapshot
import XCTest

final class ReportJSONTests: XCTestCase {
    func testRoundTripIsEqual() throws {
        let report = ReportSample.report
        XCTAssertEqual(try ReportJSON.decode(ReportJSON.encode(report)), report)
        var sharded = report
        sharded.shard = "2/3"
        XCTAssertEqual(try ReportJSON.decode(ReportJSON.encode(sharded)), sharded)
    }

    func testEncodingIsStable() throws {
        let a = try ReportJSON.encode(ReportSample.report)
        // Same results given in another order: the report sorts them, so the bytes match.
        let b = try ReportJSON.encode(VerifyReport(results: ReportSample.report.results.reversed(), engineVersion: "1.0.0"))
        XCTAssertEqual(a, b)
        let text = try XCTUnwrap(String(data: a, encoding: .utf8))
        XCTAssertTrue(text.hasSuffix("}\n"))
        XCTAssertTrue(text.contains("\"images/service-row/default.actual.png\""), "slashes are not escaped")
        // Sorted keys: `engineVersion` precedes `results`.
        let engine = try XCTUnwrap(text.range(of: "\"engineVersion\""))
        let results = try XCTUnwrap(text.range(of: "\"results\""))
        XCTAssertLessThan(engine.lowerBound, results.lowerBound)
    }

    func testDecodeSortsHandEditedResults() throws {
        var report = ReportSample.report
        report.results.reverse()
        let decoded = try ReportJSON.decode(JSONEncoder().encode(report))
        XCTAssertEqual(decoded.results.map(\.id), report.results.map(\.id).sorted())
    }

    func testMalformedReportIsAClearErrorNamingTheFile() {
        XCTAssertThrowsError(try ReportJSON.decode(Data("{ nope".utf8), file: "out/report.json")) { error in
            let text = String(describing: error)
            XCTAssertTrue(text.hasPrefix("out/report.json:1:1: error: malformed report: not valid JSON"), text)
            XCTAssertFalse(text.contains("\n"))
        }
        let badStatus = #"{"engineVersion": "1", "results": [{"id": {"system": "s", "component": "c", "variant": "v", "#
            + #""appearance": "light", "dynamicType": "large", "scale": 3}, "status": "flaky", "causes": []}]}"#
        XCTAssertThrowsError(try ReportJSON.decode(Data(badStatus.utf8), file: "r.json")) { error in
            XCTAssertTrue(String(describing: error).contains("results[0].status"), "\(error)")
        }
        XCTAssertThrowsError(try ReportJSON.decode(Data(#"{"engineVersion": "1", "results": 3}"#.utf8))) { error in
            XCTAssertEqual(String(describing: error), "error: malformed report: results: expected an array")
        }
        XCTAssertThrowsError(try ReportJSON.decode(Data(#"{"results": []}"#.utf8))) { error in
            XCTAssertTrue(String(describing: error).contains("engineVersion: missing"), "\(error)")
        }
    }

    func testReadAndWriteFiles() throws {
        let dir = try ReportSample.temporaryDirectory("json")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/nested/" + ReportJSON.fileName
        try ReportJSON.write(ReportSample.report, to: path)
        XCTAssertEqual(try ReportJSON.read(path: path), ReportSample.report)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir + "/nested"), ["report.json"], "no temporary left")
        XCTAssertThrowsError(try ReportJSON.read(path: dir + "/missing.json")) { error in
            XCTAssertTrue(String(describing: error).contains("missing.json"))
        }
    }
}
