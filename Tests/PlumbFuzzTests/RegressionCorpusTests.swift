import Foundation
import PlumbFuzz
import XCTest

/// Every input a fuzzer once crashed on (`fuzz/regressions/<target>/`) runs through the same
/// entry point again; a regression crashes this test.
final class RegressionCorpusTests: XCTestCase {
    let regressions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("fuzz/regressions")

    func testEveryRegressionInputEndsCleanly() throws {
        var replayed = 0
        for target in ["spec", "pipeline", "layout-dump", "png"] {
            let run = try XCTUnwrap(FuzzTargets.named(target))
            let dir = regressions.appendingPathComponent(target)
            for file in (try? FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()) ?? [] where !file.hasPrefix(".") {
                FuzzTargets.run(run, try Data(contentsOf: dir.appendingPathComponent(file)))
                replayed += 1
            }
        }
        XCTAssertGreaterThan(replayed, 0, "the regression corpus is in fuzz/regressions")
    }
}
