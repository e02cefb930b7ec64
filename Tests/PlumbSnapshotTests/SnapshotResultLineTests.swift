import PlumbModel
@testable import PlumbSnapshot
import XCTest

/// The terminal line: causes with their node paths, short and stable.
final class SnapshotResultLineTests: XCTestCase {
    func cause(_ message: String, at path: String, kind: String = "padding") -> SnapshotResult.Cause {
        .init(kind: kind, path: path, message: message)
    }

    func testCausesAtOneNodeShareThePath() {
        let r = SnapshotResult(id: ReportSample.id("service-row"), status: .failed, causes: [
            cause("padding.leading 16 → 12 pt (pad → narrow)", at: "body/hstack"),
            cause("padding.trailing 16 → 12 pt (pad → narrow)", at: "body/hstack"),
            cause("color fill accent #E89B3C → danger #E85C4C", at: "body/hstack/0/circle", kind: "color"),
        ], pixels: .init(differentPixels: 1204, totalPixels: 120_000, width: 400, height: 300, regions: []))
        XCTAssertEqual(r.line, "FAIL vm/service-row default-light-large@3x: padding.leading 16 → 12 pt (pad → narrow), "
                       + "padding.trailing 16 → 12 pt (pad → narrow) at body/hstack; "
                       + "color fill accent #E89B3C → danger #E85C4C at body/hstack/0/circle; 1,204 px differ (1.0 %)")
    }

    func testLongCauseListsAreCountedButTheSizeIsAlwaysShown() {
        let causes = (0..<7).map { cause("added circle", at: "body/vstack/\($0)/circle", kind: "hierarchy") }
            + [cause("size 10 × 24 → 10 × 122 pt", at: "", kind: "size")]
        let r = SnapshotResult(id: ReportSample.id("list"), status: .failed, causes: causes)
        XCTAssertEqual(r.line, "FAIL vm/list default-light-large@3x: added circle at body/vstack/0/circle; added circle at body/vstack/1/circle; "
                       + "added circle at body/vstack/2/circle; added circle at body/vstack/3/circle; 3 more causes; size 10 × 24 → 10 × 122 pt")
    }
}
