import PlumbModel
import XCTest

/// "Did you mean …?": closest names first, never the name itself, each name once.
final class SuggestionsTests: XCTestCase {
    func testSuggestionsLeaveOutTheNameAndRepeats() {
        XCTAssertEqual(Suggestions.closest(to: "colr", in: ["color", "colour", "color", "cold", "zebra"]), ["cold", "color", "colour"])
        XCTAssertEqual(Suggestions.hint(for: "NSMutableAttributedString", in: ["NSMutableAttributedString"]), "")
        XCTAssertEqual(Suggestions.hint(for: "controlsize", in: ["controlSize", "controlSize"]), " — did you mean 'controlSize'?")
    }
}
