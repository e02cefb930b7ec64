import PlumbModel
import XCTest

final class DynamicTypeTests: XCTestCase {
    /// Every style at xSmall, large and accessibility5, straight from the HIG table.
    func testTableAtThreeSizes() {
        let expected: [TextStyle: [(Double, Double)]] = [
            .largeTitle: [(31, 38), (34, 41), (60, 70)], .title1: [(25, 31), (28, 34), (58, 68)],
            .title2: [(19, 24), (22, 28), (56, 66)], .title3: [(17, 22), (20, 25), (55, 65)],
            .headline: [(14, 19), (17, 22), (53, 62)], .body: [(14, 19), (17, 22), (53, 62)],
            .callout: [(13, 18), (16, 21), (51, 60)], .subheadline: [(12, 16), (15, 20), (49, 58)],
            .footnote: [(12, 16), (13, 18), (44, 52)], .caption1: [(11, 13), (12, 16), (43, 51)],
            .caption2: [(11, 13), (11, 13), (40, 48)],
        ]
        XCTAssertEqual(expected.count, TextStyle.allCases.count)
        for (style, values) in expected {
            for (size, (points, leading)) in zip([DynamicTypeSize.xSmall, .large, .accessibility5], values) {
                let m = DynamicTypeTable.metrics(style, at: size)
                XCTAssertEqual(m.size, points, "\(style) \(size)")
                XCTAssertEqual(m.leading, leading, "\(style) \(size)")
            }
        }
    }

    func testTwelveSizesInOrderAndMonotonic() {
        XCTAssertEqual(DynamicTypeSize.allCases.count, 12)
        for style in TextStyle.allCases {
            let sizes = DynamicTypeSize.allCases.map { DynamicTypeTable.metrics(style, at: $0).size }
            XCTAssertEqual(sizes, sizes.sorted(), "\(style) grows with the category")
        }
        XCTAssertEqual(DynamicTypeSize(name: "ax3"), .accessibility3)
        XCTAssertEqual(DynamicTypeSize(name: "xxxLarge"), .xxxLarge)
        XCTAssertNil(DynamicTypeSize(name: "huge"))
    }

    func testDefaultWeights() {
        XCTAssertEqual(TextStyle.headline.defaultWeight, .semibold)
        XCTAssertEqual(TextStyle.body.defaultWeight, .regular)
        XCTAssertEqual(TextStyle.title1.emphasizedWeight, .bold)
    }

    func testRelativeScalingRoundsToWholePoints() {
        // 28 pt relative to title1: 28 × 58/28 = 58 at AX5; 24 relative to title2 at xSmall: 24 × 19/22 = 20.7 → 21.
        XCTAssertEqual(DynamicTypeTable.scaled(28, relativeTo: .title1, at: .accessibility5), 58)
        XCTAssertEqual(DynamicTypeTable.scaled(24, relativeTo: .title2, at: .xSmall), 21)
        XCTAssertEqual(DynamicTypeTable.scaled(15, relativeTo: .subheadline, at: .large), 15)
        XCTAssertEqual(DynamicTypeTable.scaled(10, relativeTo: .caption2, at: .accessibility3), 26)
    }
}
