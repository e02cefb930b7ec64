import PlumbModel
@testable import PlumbSnapshot
import XCTest

/// Reports shared by the report-writer tests: one of every status, with hostile strings.
enum ReportSample {
    static let xss = "<script>alert(1)</script> \"quoted\" & 'single'"

    static func id(_ component: String, _ variant: String = "default", system: String = "vm",
                   appearance: Appearance = .light) -> SnapshotID {
        SnapshotID(system: system, component: component, variant: variant, appearance: appearance,
                   dynamicType: .large, scale: 3)
    }

    static func failed(_ component: String, variant: String = "default", message: String = "padding.leading 16 → 12 pt") -> SnapshotResult {
        let base = "\(component)/\(variant)"
        return SnapshotResult(
            id: id(component, variant), status: .failed,
            causes: [.init(kind: "padding", path: "body/hstack", message: message)],
            pixels: .init(differentPixels: 1204, totalPixels: 120_000, width: 400, height: 300,
                          regions: [.init(x: 10, y: 20, width: 30, height: 40, nodes: ["body/hstack/1/text", "body/hstack/0"])]),
            expectedImage: "images/\(base).expected.png", actualImage: "images/\(base).actual.png",
            diffImage: "images/\(base).diff.png")
    }

    static func passed(_ component: String, variant: String = "default") -> SnapshotResult {
        SnapshotResult(id: id(component, variant), status: .passed,
                       pixels: .init(differentPixels: 0, totalPixels: 120_000, width: 400, height: 300, regions: []))
    }

    /// Every status once; the failed one carries the XSS message.
    static var report: VerifyReport {
        VerifyReport(results: [
            passed("button"),
            failed("service-row", message: xss),
            SnapshotResult(id: id("card"), status: .missing, message: "no reference (run plumb record)",
                           actualImage: "images/card/default.actual.png"),
            SnapshotResult(id: id("old-chip"), status: .orphaned, message: "no spec produces this snapshot"),
            SnapshotResult(id: id("badge"), status: .environment,
                           causes: [.init(kind: "fonts", path: "", message: "Inter.ttf fingerprint differs")]),
            SnapshotResult(id: id("broken"), status: .error, message: "spec.yaml:3:4: error: unknown token"),
            passed("toggle", variant: "on"),
        ], engineVersion: "1.0.0")
    }

    /// A fake PNG body: the report writers only embed bytes, they never decode them.
    static func png(_ tag: String) -> Data { Data([0x89, 0x50, 0x4E, 0x47]) + Data(tag.utf8) }

    static func temporaryDirectory(_ name: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }
}

final class ReportSampleTests: XCTestCase {
    func testSampleCoversEveryStatusInNameOrder() {
        let r = ReportSample.report
        XCTAssertEqual(Set(r.results.map(\.status)), [.passed, .failed, .missing, .orphaned, .environment, .error])
        XCTAssertEqual(r.results.map(\.id), r.results.map(\.id).sorted())
        XCTAssertEqual(r.summary, "2 passed, 5 failed")
    }
}
