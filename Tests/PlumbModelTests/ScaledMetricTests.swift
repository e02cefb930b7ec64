import PlumbModel
import XCTest

/// Scaled metrics (`{value, relativeTo}`, SwiftUI's `@ScaledMetric`): the table ratio, as
/// tokens, references to them, and their located errors.
final class ScaledMetricTests: XCTestCase {
    func tokens(_ yaml: String) throws -> Tokens {
        try Tokens.parse(YAMLReader().parse(yaml, file: "tokens.yaml"), file: "tokens.yaml")
    }

    func testTheFactorIsTheStylesSizeRatioToLargeUnrounded() {
        // body 14 / 17 / 53 pt; title1 25 / 28 / 58 pt; caption2 11 / 11 / 40 pt.
        XCTAssertEqual(DynamicTypeTable.scaledMetric(20, relativeTo: .body, at: .xSmall), 20 * 14 / 17)  // 16.4706
        XCTAssertEqual(DynamicTypeTable.scaledMetric(20, relativeTo: .body, at: .large), 20)
        XCTAssertEqual(DynamicTypeTable.scaledMetric(20, relativeTo: .body, at: .accessibility5), 20 * 53 / 17)  // 62.3529
        XCTAssertEqual(DynamicTypeTable.scaledMetric(20, relativeTo: .title1, at: .xSmall), 20 * 25 / 28)  // 17.8571
        XCTAssertEqual(DynamicTypeTable.scaledMetric(20, relativeTo: .title1, at: .accessibility5), 20 * 58 / 28)  // 41.4286
        XCTAssertEqual(DynamicTypeTable.scaledMetric(8, relativeTo: .caption2, at: .xSmall), 8)
        // Not rounded, unlike a relativeTo font (17 × 16/17 = 16 either way; 20 × 14/17 is not whole).
        XCTAssertEqual(DynamicTypeTable.scaledMetric(20, relativeTo: .body, at: .xSmall), 16.470588235294116, accuracy: 1e-12)
        XCTAssertEqual(DynamicTypeTable.scaled(20, relativeTo: .body, at: .xSmall), 16)
    }

    func testScaledTokensAndReferencesToThem() throws {
        let t = try tokens("""
        sizes:
          icon: {value: 24, relativeTo: body}
          icon-alias: icon
          avatar: {value: 40, relativeTo: title1}
          plain: {value: 30}
        spacing:
          gap: {value: 8, relativeTo: caption2}
        """)
        func n(_ name: String, _ g: Tokens.NumberGroup, _ size: DynamicTypeSize) throws -> Double {
            try t.number(named: name, groups: [g], dynamicType: size, at: .file("c.yaml"))
        }
        XCTAssertEqual(try n("icon", .sizes, .xSmall), 24 * 14 / 17)
        XCTAssertEqual(try n("icon", .sizes, .large), 24)
        XCTAssertEqual(try n("icon", .sizes, .accessibility5), 24 * 53 / 17)
        // A reference to a scaled token scales with it.
        XCTAssertEqual(try n("icon-alias", .sizes, .xSmall), 24 * 14 / 17)
        XCTAssertEqual(try n("icon-alias", .sizes, .accessibility5), 24 * 53 / 17)
        XCTAssertEqual(try n("avatar", .sizes, .accessibility5), 40 * 58 / 28)
        // Without relativeTo: body, as @ScaledMetric var x = 30.
        XCTAssertEqual(try n("plain", .sizes, .accessibility5), 30 * 53 / 17)
        XCTAssertEqual(try n("gap", .spacing, .xSmall), 8)
        XCTAssertEqual(try n("gap", .spacing, .accessibility5), 8 * 40 / 11)
        // The default size is large.
        XCTAssertEqual(try t.number(named: "icon", groups: [.sizes], at: .file("c.yaml")), 24)
    }

    func tokenError(_ yaml: String) -> PlumbError? {
        do {
            _ = try tokens(yaml)
            XCTFail("expected an error")
            return nil
        } catch {
            return error as? PlumbError
        }
    }

    func testTokenErrorsAreLocatedWithSuggestions() {
        let style = tokenError("sizes:\n  icon: {value: 24, relativeTo: bdy}\n")
        XCTAssertEqual(style?.description, "tokens.yaml:2:33: error: unknown text style 'bdy' in the scaled metric (token 'icon') — did you mean 'body'?")
        let value = tokenError("sizes:\n  icon: {value: big, relativeTo: body}\n")
        XCTAssertEqual(value?.location?.description, "tokens.yaml:2:17")
        XCTAssertEqual(value?.message.hasPrefix("expected a number for the 'value' of a scaled metric (token 'icon'), found 'big'"), true, value?.message ?? "")
        let key = tokenError("sizes:\n  icon: {value: 24, relativeto: body}\n")
        XCTAssertEqual(key?.location?.description, "tokens.yaml:2:21")
        XCTAssertEqual(key?.message.hasPrefix("unknown key 'relativeto' in scaled metric for token 'icon' — did you mean 'relativeTo'?"), true, key?.message ?? "")
        let missing = tokenError("sizes:\n  icon: {relativeTo: body}\n")
        XCTAssertEqual(missing?.location?.description, "tokens.yaml:2:9")
        XCTAssertEqual(missing?.message.hasPrefix("a scaled metric for token 'icon' needs 'value'"), true, missing?.message ?? "")
        // In range at large (6,000 pt) but not at accessibility5 (18,705.9 pt): caught at load.
        let big = tokenError("sizes:\n  huge: {value: 6000}\n")
        XCTAssertEqual(big?.description, "tokens.yaml:2:9: error: token 'huge' at accessibility5 18705.88235294118 pt exceeds the 16,384 pt limit")
    }

    func resolveError(_ modifiers: String) -> PlumbError? {
        do {
            let t = try tokens("sizes: {icon: 24}")
            let c = try ComponentSpec.parse(YAMLReader().parse("component: c\nbody:\n  rectangle: {}\n  modifiers: \(modifiers)\n", file: "c.yaml"), file: "c.yaml")
            _ = try SpecResolver(system: DesignSystem(name: "s", directory: "s", tokens: t, components: ["c": c])).resolve("c")
            XCTFail("expected an error")
            return nil
        } catch {
            return error as? PlumbError
        }
    }

    func testInlineErrorsAreLocatedWithSuggestions() {
        XCTAssertEqual(resolveError("[{frame: {width: {value: 20, relativeTo: titel2}}}]")?.description,
                       "c.yaml:4:55: error: unknown text style 'titel2' in the scaled metric (frame width) — did you mean 'title2' or 'title1' or 'title3'?")
        let value = resolveError("[{padding: {value: icon, relativeTo: body}}]")
        XCTAssertEqual(value?.location?.description, "c.yaml:4:33")
        XCTAssertEqual(value?.message.contains("found 'icon': write points"), true, value?.message ?? "")
        // A padding mapping mixing edges and a scaled metric is neither.
        let mixed = resolveError("[{padding: {value: 4, top: 2}}]")
        XCTAssertEqual(mixed?.location?.description, "c.yaml:4:36")
        XCTAssertEqual(mixed?.message.hasPrefix("unknown key 'top' in scaled metric for padding"), true, mixed?.message ?? "")
        // relativeTo beside a scaled-metric font size is said once, inside it.
        let font = resolveError("[{font: {size: {value: 20}, relativeTo: body}}]")
        XCTAssertEqual(font?.message, "the size is already a scaled metric: give its 'relativeTo' inside it, not beside it")
        // Negative after scaling where lengths must not be negative.
        XCTAssertEqual(resolveError("[{frame: {width: {value: -4}}}]")?.description, "c.yaml:4:31: error: frame width must not be negative, found -4")
    }
}
