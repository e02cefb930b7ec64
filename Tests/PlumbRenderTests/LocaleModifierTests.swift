import PlumbModel
import XCTest

/// `locale` (SwiftUI's `.environment(\.locale, …)`) reaches the text's line breaking.
final class LocaleModifierTests: XCTestCase {
    func lines(_ modifiers: String) throws -> [String] {
        let spec = "component: c\nwidth: 80\nbody:\n  text: \"テスト ショッピング\"\n  modifiers: [{font: body}\(modifiers)]\n"
        let tree = try renderOutput(spec).output.tree
        return tree.nodes.compactMap { $0.text }.first?.lines.map(\.text) ?? []
    }

    func testJapaneseLocaleBreaksByJapaneseRules() throws {
        // Japanese rules may break before the small ョ; the root rules keep ショ together.
        XCTAssertEqual(try lines(", {locale: ja}").first, "テスト シ")
        XCTAssertEqual(try lines("").first, "テスト")
    }

    func testABadLocaleIsALocatedError() {
        XCTAssertThrowsError(try lines(", {locale: \"ja jp\"}")) { error in
            XCTAssertEqual("\(error)", "c.yaml:5:38: error: 'ja jp' is not a locale identifier (like ja, ar-EG or zh-Hant)")
        }
    }
}
