import Foundation
import PlumbLayout
import PlumbModel
import XCTest

/// `styles:` in tokens.yaml (issue 11 item 4): named, parameterised modifier lists used as
/// `{style: name, param: value}`, expanded in place exactly as if written inline.
final class ModifierStyleTests: XCTestCase {
    let tokens = """
    colors: {accent: "#E89B3C", dominant: "#2050A0", muted: "#808080"}
    spacing: {small: 4}
    styles:
      card:
        params: {color: accent, pad: 8}
        modifiers: [{padding: "{pad}"}, {background: "{color}"}]
      faded-card:
        params: {tint: muted}
        modifiers: [{style: card, color: "{tint}", pad: small}, {opacity: 0.5}]
      scale-button:
        states: {pressed: [{scaleEffect: 0.97}], disabled: [{opacity: 0.4}]}
      quiet: [{opacity: 0.6}]
    """

    func spec(_ modifiers: String, variants: String = "") -> String {
        "component: c\n\(variants)body:\n  rectangle: {}\n  modifiers: [{frame: {width: 20, height: 10}}, \(modifiers)]\n"
    }

    func background(_ t: LayoutTree) -> Paint? {
        for m in t.root.view.modifiers { if case .background(let n, _) = m, case .fill(let p)? = n.modifiers.first { return p } }
        return nil
    }

    func testAStyleWithParameters() throws {
        let t = try layoutSpec(spec("{style: card, color: dominant, pad: 6}"), tokens: tokens)
        assertRect(t.root.frame, 6, 6, 20, 10)
        assertRect(t.root.outerFrame, 0, 0, 32, 22)
        XCTAssertEqual(background(t), .solid(RGBA(hex: "#2050A0")!))
        XCTAssertEqual(t.root.view.tokenNames, [nil, nil, "dominant"])
        XCTAssertEqual(t.nodes.map(\.path), ["body/rectangle", "body/rectangle/modifiers/2/rectangle"])
    }

    func testTheExpansionDumpsExactlyAsIfWrittenInline() throws {
        let styled = try layoutSpec(spec("{style: card, color: dominant, pad: small}, {opacity: 0.9}"), tokens: tokens)
        let inline = try layoutSpec(spec("{padding: small}, {background: dominant}, {opacity: 0.9}"), tokens: tokens)
        XCTAssertEqual(LayoutDump.json(styled), LayoutDump.json(inline))
        XCTAssertEqual(styled.root.view.tokenNames, inline.root.view.tokenNames)
    }

    func testDefaultParams() throws {
        let t = try layoutSpec(spec("{style: card}"), tokens: tokens)
        assertRect(t.root.outerFrame, 0, 0, 36, 26)
        XCTAssertEqual(background(t), .solid(RGBA(hex: "#E89B3C")!))
        XCTAssertEqual(t.root.view.tokenNames, [nil, nil, "accent"])
    }

    func testAStyleUsingAStyle() throws {
        let t = try layoutSpec(spec("{style: faded-card}"), tokens: tokens)
        XCTAssertEqual(t.root.view.modifiers.map(\.name), ["frame", "padding", "background", "opacity"])
        assertRect(t.root.outerFrame, 0, 0, 28, 18)
        XCTAssertEqual(background(t), .solid(RGBA(hex: "#808080")!))
        XCTAssertEqual(t.root.view.tokenNames, [nil, "small", "muted", nil])
        // A param passed through to the inner style.
        XCTAssertEqual(background(try layoutSpec(spec("{style: faded-card, tint: accent}"), tokens: tokens)), .solid(RGBA(hex: "#E89B3C")!))
    }

    func testAStylePicksModifiersForTheVariantsState() throws {
        let variants = "variants:\n  pressed: {state: pressed}\n  disabled: {state: disabled}\n  quiet: {modifiers: [{style: quiet}]}\n"
        let s = spec("{style: scale-button}", variants: variants)
        XCTAssertEqual(try layoutSpec(s, tokens: tokens).root.view.modifiers.map(\.name), ["frame"])
        XCTAssertEqual(try layoutSpec(s, tokens: tokens, variant: "pressed").root.view.modifiers.map(\.name), ["frame", "scaleEffect"])
        XCTAssertEqual(try layoutSpec(s, tokens: tokens, variant: "disabled").root.view.modifiers.map(\.name), ["frame", "opacity"])
        XCTAssertEqual(try layoutSpec(s, tokens: tokens, variant: "quiet").root.view.modifiers.map(\.name), ["frame", "opacity"])
    }

    func error(_ body: () throws -> Any) -> String {
        do { _ = try body(); return "no error" } catch { return "\(error)" }
    }

    func testUnknownStyleAndParamAreLocatedAtTheUseWithSuggestions() {
        XCTAssertEqual(error { try layoutSpec(spec("{style: crad}"), tokens: tokens) },
                       "components/c.yaml:4:57: error: unknown style 'crad' — did you mean 'card'? (styles: card, faded-card, quiet, scale-button)")
        XCTAssertEqual(error { try layoutSpec(spec("{style: card, colour: dominant}"), tokens: tokens) },
                       "components/c.yaml:4:63: error: unknown param 'colour' for style 'card' — did you mean 'color'? (params: color, pad)")
        XCTAssertEqual(error { try layoutSpec(spec("{style: card}"), tokens: "colors: {a: \"#000000\"}") },
                       "components/c.yaml:4:57: error: unknown style 'card' (the system defines no styles: add them under 'styles:' in tokens.yaml)")
    }

    func testAnErrorInsideAStyleIsLocatedInTheDefinitionAndNamesTheUse() {
        let t = "colors: {accent: \"#E89B3C\"}\nstyles:\n  broken: [{foregroundColor: acent}]\n"
        XCTAssertEqual(error { try layoutSpec(spec("{style: broken}"), tokens: t) },
                       "tokens.yaml:3:30: error: unknown colour token 'acent' — did you mean 'accent'? (in style 'broken' used at components/c.yaml:4:49)")
        // A bad value passed as a param is located where it was passed.
        XCTAssertEqual(error { try layoutSpec(spec("{style: card, color: nope}"), tokens: tokens) },
                       "components/c.yaml:4:70: error: unknown colour token 'nope'")
    }

    func testACycleThroughAParamIsFoundAtTheUse() {
        let t = "styles:\n  a: {params: {next: b}, modifiers: [{style: \"{next}\"}]}\n  b: [{style: a}]\n"
        XCTAssertEqual(error { try layoutSpec(spec("{style: a}"), tokens: t) },
                       "tokens.yaml:3:15: error: cyclic style use: a → b → a (in style 'a' used at components/c.yaml:4:49)")
    }

    func parseTokens(_ text: String) -> String {
        error { try Tokens.parse(YAMLReader().parse(text, file: "tokens.yaml"), file: "tokens.yaml") }
    }

    func testStyleDefinitionsAreCheckedWhenTokensLoad() {
        XCTAssertEqual(parseTokens("styles:\n  a: [{style: b}]\n  b: {modifiers: [{opacity: 0.5}, {style: a}]}\n"),
                       "tokens.yaml:3:43: error: cyclic style use: a → b → a")
        XCTAssertEqual(parseTokens("styles:\n  a: [{style: a}]\n"), "tokens.yaml:2:15: error: cyclic style use: a → a")
        XCTAssertEqual(parseTokens("styles:\n  a: [{style: bb}]\n  b: [{opacity: 1}]\n"),
                       "tokens.yaml:2:15: error: unknown style 'bb' — did you mean 'b' or 'a'?")
        XCTAssertEqual(parseTokens("styles:\n  a: {params: {color: red}, modifiers: [{fill: \"{colour}\"}]}\n"),
                       "tokens.yaml:2:48: error: style 'a' has no param 'colour' — did you mean 'color'? (params: color)")
        XCTAssertEqual(parseTokens("styles:\n  a: {params: {color: red, size: 2}, modifiers: [{fill: \"{color}\"}]}\n"),
                       "tokens.yaml:2:28: error: param 'size' of style 'a' is never used: no '{size}' in its modifiers")
        XCTAssertEqual(parseTokens("styles:\n  a: {states: {presed: [{opacity: 1}]}}\n"),
                       "tokens.yaml:2:16: error: unknown state 'presed' — did you mean 'pressed'? (states: pressed, disabled, focused, selected, active, error, filled, loading)")
        XCTAssertEqual(parseTokens("styles:\n  a: {params: {c: ~}, modifiers: [{fill: \"{c}\"}]}\n  b: [{style: a}]\n"),
                       "tokens.yaml:3:15: error: style 'a' needs param 'c' (it has no default)")
    }
}
