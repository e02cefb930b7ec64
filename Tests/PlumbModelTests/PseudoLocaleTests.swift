import PlumbModel
import XCTest

/// The expanded pseudo-locale: accented, bracketed, about 35 % longer, deterministic.
final class PseudoLocaleTests: XCTestCase {
    func testExpandedStrings() {
        let p = PseudoLocale.expanded
        XCTAssertEqual(p.transform("Oil change"), "[Öíļ çĥåñĝé one]")
        XCTAssertEqual(p.transform("Due in 12 days"), "[Đüé íñ 12 đåýš one two]")
        XCTAssertEqual(p.transform("OK"), "[ÖĶ one]")
        XCTAssertEqual(p.transform("Line one\nLine two"), "[Ļíñé öñé\nĻíñé ţŵö one two]")
        XCTAssertEqual(p.transform(""), "")
        XCTAssertEqual(p.transform("Oil change"), p.transform("Oil change"), "deterministic")
    }

    func testGrowthIsAboutThirtyFivePercent() {
        let text = "Your next service is due in twelve days at the dealership on Main Street"
        let grown = Double(PseudoLocale.expanded.transform(text).count) / Double(text.count)
        XCTAssertGreaterThanOrEqual(grown, 1.35)
        XCTAssertLessThanOrEqual(grown, 1.50)
    }
}
