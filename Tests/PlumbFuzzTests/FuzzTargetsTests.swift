import Foundation
@testable import PlumbFuzz
import PlumbSnapshot
import XCTest

/// The fuzz entry points really reach the code they are meant to exercise.
final class FuzzTargetsTests: XCTestCase {
    func testTheBaselineDumpDecodes() throws {
        XCTAssertNoThrow(try SnapshotDump.decode(Data(FuzzTargets.baselineDump.utf8), file: "baseline.layout.json"))
    }

    func testASpecInputBuildsASystem() {
        let input = "colors: {accent: \"#E89B3C\"}" + FuzzTargets.specSeparator
            + "component: c\nbody:\n  circle: {}\n  modifiers: [{fill: accent}, {frame: {width: 10, height: 10}}]\n"
        XCTAssertEqual(FuzzTargets.system(Data(input.utf8))?.componentNames, ["c"])
        FuzzTargets.spec(Data(input.utf8))
        FuzzTargets.pipeline(Data(input.utf8))
        XCTAssertNil(FuzzTargets.system(Data("no separator".utf8)))
    }
}
