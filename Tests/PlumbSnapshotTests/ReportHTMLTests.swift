@testable import PlumbSnapshot
import XCTest

final class ReportHTMLTests: XCTestCase {
    /// Images exist for every path except the missing snapshot's.
    func images(_ path: String) -> Data? { path.hasPrefix("images/card/") ? nil : ReportSample.png(path) }

    func testEscapesEveryStringFromSpecs() {
        var report = ReportSample.report
        report.results.append(SnapshotResult(
            id: ReportSample.id("x\"><img src=x onerror=alert(2)>", system: "<b>sys</b>"), status: .failed,
            causes: [.init(kind: "<i>kind", path: "body/<svg onload=alert(3)>", message: "it's \"here\"")],
            pixels: .init(differentPixels: 1, totalPixels: 4, width: 2, height: 2,
                          regions: [.init(x: 0, y: 0, width: 1, height: 1, nodes: ["body/<script>alert(4)</script>"])]),
            message: ReportSample.xss))
        let html = ReportHTML.html(VerifyReport(results: report.results, engineVersion: "<engine>"), imageData: images)
        XCTAssertFalse(html.contains("<script>alert"))
        XCTAssertFalse(html.contains("<img src=x"))
        XCTAssertFalse(html.contains("<svg"))
        XCTAssertFalse(html.contains("<b>sys"))
        XCTAssertFalse(html.contains("<i>kind"))
        XCTAssertFalse(html.contains("<engine>"))
        XCTAssertTrue(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; &#39;single&#39;"))
        XCTAssertTrue(html.contains("x&quot;&gt;&lt;img src=x onerror=alert(2)&gt;"))
        XCTAssertTrue(html.contains("body/&lt;script&gt;alert(4)&lt;/script&gt;"))
        // Exactly one script element: the page's own.
        XCTAssertEqual(html.components(separatedBy: "<script").count - 1, 1)
    }

    func testShowsEveryFailingSnapshotAndItsDetails() {
        let report = ReportSample.report
        let html = ReportHTML.html(report, imageData: images)
        for result in report.results {
            XCTAssertTrue(html.contains(ReportEscaping.text(result.id.name)), result.id.name)
            XCTAssertTrue(html.contains("status-\(result.status.rawValue)"))
        }
        XCTAssertTrue(html.contains("2 passed</span>, <span class=\"bad\">5 failed"))
        XCTAssertTrue(html.contains("<code class=\"path\">body/hstack</code>"))
        XCTAssertTrue(html.contains("1,204 of 120,000 pixels differ (1.0 %)"))
        XCTAssertTrue(html.contains("30×40 at (10, 20) — <code>body/hstack/1/text</code>, <code>body/hstack/0</code>"))
        XCTAssertTrue(html.contains("no reference (run plumb record)"))
        // Failures-only is the default filter; all five views exist for a full failure.
        XCTAssertTrue(html.contains("id=\"filter-failures\" class=\"filter\" checked"))
        for mode in ["expected", "actual", "diff", "side", "slider"] {
            XCTAssertTrue(html.contains("class=\"mode m-\(mode)\""), mode)
        }
        XCTAssertTrue(html.contains("<input type=\"range\" class=\"slider\""))
    }

    func testEmbedsOnlyFailingSnapshotsImagesAsDataURIs() {
        var requested: [String] = []
        let report = ReportSample.report
        let html = ReportHTML.html(report) { path in
            requested.append(path)
            return self.images(path)
        }
        // Results are in name order: vm/card (missing) before vm/service-row (failed).
        XCTAssertEqual(requested, ["images/card/default.actual.png", "images/service-row/default.expected.png",
                                   "images/service-row/default.actual.png", "images/service-row/default.diff.png"])
        for path in requested.dropFirst() {
            XCTAssertEqual(html.components(separatedBy: "data:image/png;base64," + ReportSample.png(path).base64EncodedString()).count, 2,
                           "each image embedded once: \(path)")
        }
        XCTAssertEqual(html.components(separatedBy: "data:image/png;base64,").count - 1, 3)
        // The missing snapshot's one image is absent: no views, a note instead.
        XCTAssertTrue(html.contains("No images in the report."))
        // Self-contained: nothing fetched from anywhere.
        XCTAssertFalse(html.contains("http://"))
        XCTAssertFalse(html.contains("https://"))
        XCTAssertFalse(html.contains(" src=\"images/"))
    }

    func testPartialImagesGiveOnlyTheViewsTheySupport() {
        let result = SnapshotResult(id: ReportSample.id("card"), status: .missing, actualImage: "a.png")
        let html = ReportHTML.html(VerifyReport(results: [result], engineVersion: "1")) { _ in Data([1, 2, 3]) }
        XCTAssertTrue(html.contains("class=\"mode m-actual\" name=\"snapshot-0-view\" id=\"snapshot-0-actual\" checked"))
        XCTAssertFalse(html.contains("id=\"snapshot-0-side\""))
        XCTAssertFalse(html.contains("id=\"snapshot-0-slider\""))
        XCTAssertFalse(html.contains("<input type=\"range\""))
        XCTAssertTrue(html.contains("data:image/png;base64,AQID"))
    }

    func testAllPassingSaysSoAndIsDeterministic() {
        let report = VerifyReport(results: [ReportSample.passed("a")], engineVersion: "1")
        let html = ReportHTML.html(report) { _ in XCTFail("passing snapshots embed no images"); return nil }
        XCTAssertTrue(html.contains("No failures"))
        XCTAssertEqual(html, ReportHTML.html(report) { _ in nil })
    }

    func testWriteReadsImagesFromTheReportDirectoryOnly() throws {
        let dir = try ReportSample.temporaryDirectory("html")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/images/service-row", withIntermediateDirectories: true)
        try ReportSample.png("exp").write(to: URL(fileURLWithPath: dir + "/images/service-row/default.expected.png"))
        try ReportSample.png("secret").write(to: URL(fileURLWithPath: dir + "/../plumb-secret.png"))
        defer { try? FileManager.default.removeItem(atPath: dir + "/../plumb-secret.png") }
        var report = ReportSample.report
        report.results[report.results.firstIndex { $0.status == .orphaned }!].expectedImage = "../plumb-secret.png"
        try ReportHTML.write(report, to: dir)
        let html = try String(contentsOfFile: dir + "/" + ReportHTML.fileName, encoding: .utf8)
        XCTAssertTrue(html.contains(ReportSample.png("exp").base64EncodedString()))
        XCTAssertFalse(html.contains(ReportSample.png("secret").base64EncodedString()), "paths outside the report are not read")
        XCTAssertEqual(html.components(separatedBy: "data:image/png;base64,").count - 1, 1)
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: dir)), ["images", "index.html"])
    }
}

/// Failures grouped by their shared cause.
final class ReportHTMLGroupTests: XCTestCase {
    /// Three variants failing on one padding token (at different heights; one of them wraps a
    /// text differently), one on a colour,
    /// one missing, one passed. In name order: button, card, row a–d.
    static var report: VerifyReport {
        func failed(_ variant: String, _ causes: [SnapshotResult.Cause]) -> SnapshotResult {
            SnapshotResult(id: ReportSample.id("row", variant), status: .failed, causes: causes,
                           pixels: .init(differentPixels: variant.count * 100, totalPixels: 120_000, width: 400, height: 300, regions: []))
        }
        let pad = SnapshotResult.Cause(kind: "padding", path: "body/hstack", message: "padding.leading 16 → 12 pt (pad)")
        return VerifyReport(results: [
            failed("a", [pad, .init(kind: "size", path: "", message: "size 358 × 67.5 → 358 × 71.5 pt")]),
            failed("b", [pad, .init(kind: "size", path: "", message: "size 358 × 90 → 358 × 94 pt")]),
            failed("c", [.init(kind: "color", path: "body/hstack/0/circle", message: "color fill accent → <danger>")]),
            failed("d", [pad, .init(kind: "text", path: "body/hstack/1/text", message: "text wraps to 1 line (was 2)")]),
            SnapshotResult(id: ReportSample.id("card"), status: .missing, message: "no reference (run plumb record)"),
            ReportSample.passed("button"),
        ], engineVersion: "1")
    }

    func testOneCauseIsOneGroupListingItsSnapshots() {
        let groups = FailureGroup.groups(Self.report.results)
        XCTAssertEqual(groups.map(\.key), ["padding.leading 16 → 12 pt (pad) at body/hstack",
                                           "no reference (run plumb record)",
                                           "color fill accent → <danger> at body/hstack/0/circle",
                                           ""])
        XCTAssertEqual(groups.map(\.members.count), [3, 1, 1, 1])
        XCTAssertEqual(groups.map(\.status), [.failed, .missing, .failed, .passed])

        let html = ReportHTML.html(Self.report) { _ in nil }
        XCTAssertEqual(html.components(separatedBy: "<details class=\"group").count - 1, 4)
        XCTAssertTrue(html.contains("<details class=\"group status-failed\" id=\"group-0\">\n"
            + "<summary><span class=\"badge\">FAILED</span> <span class=\"count\">3 snapshots</span> "
            + "<span class=\"cause\">padding.leading 16 → 12 pt (pad) at body/hstack</span></summary>\n"
            + "<ul class=\"members\">\n"
            + "<li><a href=\"#snapshot-2\">vm/row/a-light-large@3x</a></li>\n"
            + "<li><a href=\"#snapshot-3\">vm/row/b-light-large@3x</a></li>\n"
            + "<li><a href=\"#snapshot-5\">vm/row/d-light-large@3x</a> "
            + "<span class=\"also\">also: text wraps to 1 line (was 2) at body/hstack/1/text</span></li>\n"
            + "</ul>\n<article class=\"snapshot status-failed\" id=\"snapshot-2\">"), html)
        // A group of one is open and has no member list; the key is escaped.
        XCTAssertTrue(html.contains("<details class=\"group status-failed\" id=\"group-2\" open>\n"
            + "<summary><span class=\"badge\">FAILED</span> <span class=\"count\">1 snapshot</span> "
            + "<span class=\"cause\">color fill accent → &lt;danger&gt; at body/hstack/0/circle</span></summary>\n"
            + "<article class=\"snapshot status-failed\" id=\"snapshot-4\">"), html)
        // Each snapshot keeps its own causes (the size too) and anchor.
        XCTAssertTrue(html.contains("<li><span class=\"kind\">size</span> size 358 × 90 → 358 × 94 pt</li>"))
        XCTAssertTrue(html.contains("<details class=\"group status-passed\" id=\"group-3\" open>\n"
            + "<summary><span class=\"badge\">PASSED</span> <span class=\"count\">1 snapshot</span></summary>"))
        for i in 0..<6 { XCTAssertEqual(html.components(separatedBy: "id=\"snapshot-\(i)\"").count - 1, 1) }
    }
}
