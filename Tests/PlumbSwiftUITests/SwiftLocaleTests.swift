import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// `.environment(\.locale, Locale(identifier:))` reaches text as the YAML `locale` modifier does.
final class SwiftLocaleTests: XCTestCase {
    func firstLine(_ modifier: String) throws -> String? {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            Text("テスト ショッピング")
                .font(.body)
                .frame(width: 80)\(modifier)
        }
        """)
        return t.nodes.compactMap(\.text).first?.lines.first?.text
    }

    func testLocaleEnvironmentPicksTheLineRules() throws {
        XCTAssertEqual(try firstLine(#".environment(\.locale, Locale(identifier: "ja"))"#), "テスト シ")
        XCTAssertEqual(try firstLine(#".environment(\.locale, .init(identifier: "ja"))"#), "テスト シ")
        XCTAssertEqual(try firstLine(""), "テスト")
    }

    func testABadIdentifierIsALocatedError() {
        let results = evaluate("""
        import SwiftUI
        #Preview {
            Text("x").environment(\\.locale, Locale(identifier: "ja jp"))
        }
        """)
        XCTAssertEqual(results.first?.diagnostics.map(\.description),
                       ["Card.swift:3:5: warning: 'ja jp' is not a locale identifier (like ja, ar-EG or zh-Hant): the modifier is ignored"])
    }
}
