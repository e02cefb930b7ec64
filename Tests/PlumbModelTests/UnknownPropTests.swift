import PlumbModel
import XCTest

/// A prop or state a component does not take is an error at its name, never a silent default.
final class UnknownPropTests: XCTestCase {
    let tokens = "colors: {accent: \"#E89B3C\"}\n"

    func system(_ components: [String: String]) throws -> DesignSystem {
        let t = try Tokens.parse(YAMLReader().parse(tokens, file: "tokens.yaml"), file: "tokens.yaml")
        var specs: [String: ComponentSpec] = [:]
        for (name, yaml) in components {
            specs[name] = try ComponentSpec.parse(YAMLReader().parse(yaml, file: "\(name).yaml"), file: "\(name).yaml")
        }
        return DesignSystem(name: "s", directory: "s", tokens: t, components: specs)
    }

    func error(_ components: [String: String], resolve: String? = nil, variant: String = "default") -> String? {
        do {
            let s = try system(components)
            if let resolve { _ = try SpecResolver(system: s).resolve(resolve, variant: variant) }
            XCTFail("expected an error")
            return nil
        } catch {
            return "\(error)"
        }
    }

    func testVariantPropTypoIsAnErrorWithTheClosestName() {
        let c = "component: c\nprops: {label: Hi, tint: accent}\nvariants:\n  info: {props: {lable: Info}}\nbody:\n  text: \"{label}\"\n  modifiers: [{foregroundColor: \"{tint}\"}]\n"
        XCTAssertEqual(error(["c": c]),
                       "c.yaml:4:18: error: unknown prop 'lable' — did you mean 'label'? (component 'c' takes: label, tint)")
    }

    func testUnknownPropWithoutACloseNameListsTheProps() {
        let c = "component: c\nprops: {label: Hi}\nvariants:\n  info:\n    props:\n      colour: accent\nbody: {text: \"{label}\"}\n"
        XCTAssertEqual(error(["c": c]), "c.yaml:6:7: error: unknown prop 'colour' (component 'c' takes: label)")
    }

    func testPropsUsedInTheBodyOrVariantModifiersAreAccepted() throws {
        // `label` has no default but the body uses it; `o` appears only in a variant's modifiers.
        let c = """
        component: c
        variants:
          info: {props: {label: Info}}
          faded: {props: {label: F, o: 0.5}, modifiers: [{opacity: "{o}"}]}
          braces: {props: {label: "{{x}}"}}
        body: {text: "Say {label}, not {{literal}}"}
        """
        let s = try system(["c": c])
        let r = try SpecResolver(system: s).resolve("c", variant: "info")
        guard case .text(let text) = r.root.kind else { return XCTFail("\(r.root.kind)") }
        XCTAssertEqual(text, "Say Info, not {literal}")
        XCTAssertEqual(try SpecResolver(system: s).resolve("c", variant: "faded").root.modifiers.count, 1)
    }

    func testPropPassedThroughUseIsCheckedAgainstTheUsedComponentsProps() throws {
        let badge = "component: badge\nprops: {title: New}\nbody:\n  hstack:\n    children:\n      - icon: \"{symbol}\"\n      - text: \"{title}\"\n"
        // `symbol` has no default in badge but its body uses it: passing it is fine.
        let ok = "component: card\nbody:\n  use: badge\n  props: {symbol: star.fill, title: Hot}\n"
        XCTAssertNoThrow(try SpecResolver(system: system(["badge": badge, "card": ok])).resolve("card"))
        let typo = "component: card\nbody:\n  use: badge\n  props: {titel: Hot, symbol: star}\n"
        XCTAssertEqual(error(["badge": badge, "card": typo], resolve: "card"),
                       "card.yaml:4:11: error: unknown prop 'titel' for component 'badge' — did you mean 'title'? (component 'badge' takes: symbol, title)")
    }

    func testStateIsNotAProp() {
        let c = "component: c\nprops: {label: Hi}\nvariants:\n  p: {props: {state: pressed}}\nbody: {text: \"{label} {state}\"}\n"
        XCTAssertEqual(error(["c": c]),
                       "c.yaml:4:15: error: 'state' is not a prop: give the variant 'state: pressed' instead")
        let d = "component: c\nprops: {label: Hi, state: pressed}\nbody: {text: \"{label}\"}\n"
        XCTAssertEqual(error(["c": d]),
                       "c.yaml:2:20: error: 'state' is not a prop: it is set by each variant's 'state:' (normal by default)")
    }

    func testUnknownStateListsTheAcceptedOnes() {
        let c = "component: c\nvariants:\n  p: {state: presed}\nbody: {text: a}\n"
        XCTAssertEqual(error(["c": c]),
                       "c.yaml:3:14: error: unknown state 'presed' — did you mean 'pressed'? (states: normal, pressed, disabled, focused, selected, active, error, filled, loading)")
    }

    func testDeclaredPropThatNothingUsesIsAnError() {
        // A variant overriding `fill` would change nothing: the body never reads it.
        let c = "component: c\nprops:\n  title: Hi\n  fill: accent\nvariants:\n  pressed: {props: {fill: accent}}\nbody: {text: \"{title}\"}\n"
        XCTAssertEqual(error(["c": c]),
                       "c.yaml:4:3: error: prop 'fill' is never used: no '{fill}' in the body or a variant's modifiers")
    }

    func testAVariantNamedDefaultIsAnError() {
        // It would be shadowed by the implied default variant and never rendered.
        let c = "component: c\nprops: {label: Hi}\nvariants:\n  default: {props: {label: Yo}}\nbody: {text: \"{label}\"}\n"
        XCTAssertEqual(error(["c": c]),
                       "c.yaml:4:3: error: 'default' is the implied variant (the component's own props): give its values in 'props:' and name other variants differently")
    }
}
