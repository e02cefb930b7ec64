@testable import PlumbCLI
import XCTest

/// `plumb verify`'s pixel tolerances are explicit: none is set unless given.
final class VerifyToleranceOptionsTests: XCTestCase {
    func testNoToleranceByDefault() throws {
        let c = try VerifyCommand.parse([])
        XCTAssertNil(c.threshold)
        XCTAssertNil(c.maxDiffPixels)
        XCTAssertNil(c.maxDiffRatio)
        XCTAssertFalse(c.ignoreAntialiasing)
    }

    func testAntiAliasingFilterIsAnExplicitOptIn() throws {
        XCTAssertTrue(try VerifyCommand.parse(["--ignore-antialiasing"]).ignoreAntialiasing)
        let help = VerifyCommand.helpMessage(columns: 200)
        XCTAssertTrue(help.contains("--ignore-antialiasing"), help)
        XCTAssertTrue(help.contains("any pixel change fails unless a tolerance is given"), help)
    }

    func testToleranceRangesAreValidated() {
        XCTAssertThrowsError(try VerifyCommand.parse(["--threshold", "1.5"]))
        XCTAssertThrowsError(try VerifyCommand.parse(["--max-diff-pixels", "-1"]))
        XCTAssertThrowsError(try VerifyCommand.parse(["--max-diff-ratio", "2"]))
        XCTAssertEqual(try VerifyCommand.parse(["--max-diff-pixels", "3"]).maxDiffPixels, 3)
    }
}
