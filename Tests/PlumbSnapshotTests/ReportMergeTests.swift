import PlumbModel
@testable import PlumbSnapshot
import XCTest

final class ReportMergeTests: XCTestCase {
    func testMergingShardsEqualsTheWhole() throws {
        let whole = ReportSample.report
        let odd = whole.results.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        let even = whole.results.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        let a = VerifyReport(results: odd, shard: "1/2", engineVersion: "1.0.0")
        let b = VerifyReport(results: even, shard: "2/2", engineVersion: "1.0.0")
        XCTAssertEqual(try ReportMerge.merge([a, b]), whole)
        XCTAssertEqual(try ReportMerge.merge([b, a]), whole)
        XCTAssertNil(try ReportMerge.merge([a, b]).shard)
        XCTAssertEqual(try ReportMerge.merge([whole]), whole)
    }

    func testDuplicateSnapshotIsRejectedByName() {
        let a = VerifyReport(results: [ReportSample.passed("button")], shard: "1/2", engineVersion: "1")
        let b = VerifyReport(results: [ReportSample.failed("button")], shard: "2/2", engineVersion: "1")
        XCTAssertThrowsError(try ReportMerge.merge([a, b])) { error in
            XCTAssertEqual(String(describing: error),
                           "error: snapshot vm/button/default-light-large@3x appears more than once (shard 1/2 and 2/2)")
        }
        let unsharded = VerifyReport(results: [ReportSample.passed("button")], engineVersion: "1")
        XCTAssertThrowsError(try ReportMerge.merge([unsharded, unsharded])) { error in
            XCTAssertTrue(String(describing: error).contains("vm/button/default-light-large@3x"))
        }
    }

    func testEngineVersionsMustAgree() {
        let a = VerifyReport(results: [ReportSample.passed("a")], engineVersion: "1.0.0")
        let b = VerifyReport(results: [ReportSample.passed("b")], engineVersion: "1.1.0")
        XCTAssertThrowsError(try ReportMerge.merge([a, b])) { error in
            XCTAssertTrue(String(describing: error).contains("'1.0.0' and '1.1.0'"), "\(error)")
        }
    }

    func testShardSetMustBeComplete() {
        func r(_ shard: String?, _ c: String) -> VerifyReport {
            VerifyReport(results: [ReportSample.passed(c)], shard: shard, engineVersion: "1")
        }
        XCTAssertThrowsError(try ReportMerge.merge([r("1/3", "a"), r("3/3", "b")])) { error in
            XCTAssertTrue(String(describing: error).contains("missing 2/3"), "\(error)")
        }
        XCTAssertThrowsError(try ReportMerge.merge([r("1/2", "a"), r("1/2", "b")]))
        XCTAssertThrowsError(try ReportMerge.merge([r("1/2", "a"), r("2/3", "b")]))
        XCTAssertThrowsError(try ReportMerge.merge([r("0/2", "a")]))
        XCTAssertThrowsError(try ReportMerge.merge([r("x", "a")]))
        XCTAssertThrowsError(try ReportMerge.merge([]))
        // Unsharded runs over different systems merge freely.
        XCTAssertEqual(try ReportMerge.merge([r(nil, "a"), r(nil, "b")]).results.count, 2)
    }
}
