import PlumbModel
import XCTest

func tokens(_ yaml: String) throws -> Tokens {
    try Tokens.parse(YAMLReader().parse(yaml, file: "tokens.yaml"), file: "tokens.yaml")
}

let here = SourceLocation(file: "t", line: 1, column: 1)

final class TokenTests: XCTestCase {
    func testColourReferencesResolveTransitivelyPerAppearance() throws {
        let t = try tokens("""
        colors:
          amber: "#E89B3C"
          accent: amber
          accent-muted: {ref: accent, opacity: 0.2}
          text: {light: "#121212", dark: "#FFFFFF"}
          text-faint: {ref: text, opacity: 0.5}
          brand: "oklch(0.5 0 0)"
        """)
        XCTAssertEqual(try t.color(named: "accent-muted", appearance: .dark, at: here), .solid(RGBA(hex: "#E89B3C")!.withOpacity(0.2)))
        XCTAssertEqual(try t.color(named: "text", appearance: .light, at: here).solidColor?.hex, "#121212")
        XCTAssertEqual(try t.color(named: "text-faint", appearance: .dark, at: here).solidColor?.hex, "#FFFFFF80")
        XCTAssertEqual(try t.color(named: "brand", appearance: .light, at: here).solidColor?.hex, "#636363")
    }

    func testGradientStops() throws {
        let t = try tokens("""
        colors:
          border: "#E0DFDC"
          sheen: {linear: {from: topLeading, to: bottomTrailing, stops: [{ref: border, opacity: 0.5}, {color: "#FFFFFF", at: 0.8}]}}
        """)
        guard case .linear(let s, let e, let stops) = try t.color(named: "sheen", appearance: .light, at: here) else {
            return XCTFail("expected a linear gradient")
        }
        XCTAssertEqual(s, UnitPoint(x: 0, y: 0))
        XCTAssertEqual(e, UnitPoint(x: 1, y: 1))
        XCTAssertEqual(stops.map(\.location), [0, 0.8])
        XCTAssertEqual(stops[0].color.hex, "#E0DFDC80")
    }

    func testNumberGroupsAndReferences() throws {
        let t = try tokens("""
        spacing: {space-md: 16, card: 20, row: space-md}
        radii: {card: 14}
        sizes: {button: 52, card: 300}
        """)
        XCTAssertEqual(try t.number(named: "row", groups: [.spacing, .sizes], at: here), 16)
        // The context decides the group: `card` is 20 as padding, 14 as a radius, 300 as a frame.
        XCTAssertEqual(try t.number(named: "card", groups: [.spacing, .sizes], at: here), 20)
        XCTAssertEqual(try t.number(named: "card", groups: [.radii], at: here), 14)
        XCTAssertEqual(try t.number(named: "card", groups: [.sizes, .spacing], at: here), 300)
        XCTAssertEqual(try t.number(named: "button", groups: [.spacing, .sizes], at: here), 52)
    }

    func testFonts() throws {
        let t = try tokens("""
        fonts:
          title: {size: 17, weight: semibold, relativeTo: headline}
          headline-large: {size: 28, weight: bold, tracking: -0.5, relativeTo: title1}
          body: {style: body}
          emphasized: {style: title2, weight: bold, design: rounded}
          label: {size: 12, weight: semibold, tracking: 1.2, case: upper}
          tight: {style: body, leading: tight}
          derived: {ref: title, weight: bold}
        """)
        let title = try t.font(named: "title", dynamicType: .accessibility5, at: here)
        XCTAssertEqual(title.size, 53, "17 × 53/17")
        XCTAssertEqual(title.weight, .semibold)
        XCTAssertEqual(title.scaling, .relative(.headline))
        XCTAssertEqual(try t.font(named: "headline-large", dynamicType: .large, at: here).tracking, -0.5)
        let body = try t.font(named: "body", dynamicType: .xSmall, at: here)
        XCTAssertEqual([body.size, body.lineHeight], [14, 19])
        XCTAssertEqual(try t.font(named: "emphasized", dynamicType: .large, at: here).design, .rounded)
        let label = try t.font(named: "label", dynamicType: .accessibility5, at: here)
        XCTAssertEqual(label.size, 12, "no relativeTo: fixed size")
        XCTAssertEqual(label.scaling, .fixed)
        XCTAssertTrue(label.uppercase)
        XCTAssertEqual(try t.font(named: "tight", dynamicType: .large, at: here).lineHeight, 20)
        XCTAssertEqual(try t.font(named: "derived", dynamicType: .large, at: here).weight, .bold)
        // A bare text style name works without a token, like `.font(.caption2)`.
        XCTAssertEqual(try t.font(named: "caption2", dynamicType: .accessibility1, at: here).size, 20)
    }
}
