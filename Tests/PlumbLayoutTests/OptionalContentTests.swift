import Foundation
import PlumbLayout
import PlumbModel
import XCTest

/// `if:` / `unless:` on nodes (issue 11 item 3): an absent node takes no size, no stack
/// spacing, is not drawn and is not in the dump, like `if let` / EmptyView in SwiftUI.
final class OptionalContentTests: XCTestCase {
    func box(_ w: Double, _ h: Double) -> String { "{frame: {width: \(w), height: \(h)}}" }

    var threeBoxes: String {
        """
        component: c
        props: {middle: false}
        variants:
          on: {props: {middle: true}}
        body:
          vstack:
            spacing: 10
            children:
              - rectangle: {}
                modifiers: [\(box(50, 20))]
              - rectangle: {}
                if: "{middle}"
                modifiers: [\(box(40, 30))]
              - rectangle: {}
                modifiers: [\(box(50, 20))]
        """
    }

    func testAnAbsentMiddleChildTakesNoSizeAndNoSpacing() throws {
        let t = try layoutSpec(threeBoxes)
        assertRect(t.root.frame, 0, 0, 50, 50)            // 20 + 10 + 20: one spacing, not two
        assertRect(t.node("body/vstack/0/rectangle").frame, 0, 0, 50, 20)
        assertRect(t.node("body/vstack/2/rectangle").frame, 0, 30, 50, 20)
        XCTAssertEqual(t.nodes.map(\.path), ["body/vstack", "body/vstack/0/rectangle", "body/vstack/2/rectangle"])
    }

    func testAVariantTurnsTheChildOn() throws {
        let t = try layoutSpec(threeBoxes, variant: "on")
        assertRect(t.root.frame, 0, 0, 50, 90)            // 20 + 10 + 30 + 10 + 20
        assertRect(t.node("body/vstack/1/rectangle").frame, 5, 30, 40, 30)
        assertRect(t.node("body/vstack/2/rectangle").frame, 0, 70, 50, 20)
    }

    func testAbsentNodesAreNotInTheDump() throws {
        let off = try layoutSpec(threeBoxes)
        XCTAssertEqual(LayoutDump.plain(off), """
        test/c variant=default light large  size 50×50
          vstack  0,0 50×50
            rectangle  0,0 50×20  outer 0,0 50×20
            rectangle  0,30 50×20  outer 0,30 50×20

        """)
        XCTAssertFalse(LayoutDump.json(off).contains("body/vstack/1"))
        XCTAssertTrue(LayoutDump.json(try layoutSpec(threeBoxes, variant: "on")).contains("\"path\": \"body/vstack/1/rectangle\""))
    }

    func testABadgeWithoutADefaultIsAbsentUntilAVariantGivesIt() throws {
        // No default for `badge`: absent reads as false, and the text that uses it is not
        // substituted while the node is absent.
        let spec = """
        component: c
        variants:
          new: {props: {badge: New}}
        body:
          hstack:
            spacing: 8
            children:
              - circle: {}
                modifiers: [\(box(20, 20))]
              - text: "{badge}"
                if: "{badge}"
        """
        let off = try layoutSpec(spec)
        assertRect(off.root.frame, 0, 0, 20, 20)
        XCTAssertEqual(off.nodes.count, 2)
        let on = try layoutSpec(spec, variant: "new")
        let text = on.node("body/hstack/1/text")
        XCTAssertEqual(text.text?.lines.map(\.text), ["New"])
        XCTAssertEqual(text.frame.x, 28)                  // 20 + one 8 pt spacing
        XCTAssertEqual(on.root.frame.width, 28 + text.frame.width)
    }

    func testUnlessRemovesTheNodeWhenThePropIsTrue() throws {
        let spec = """
        component: c
        props: {compact: true}
        variants:
          roomy: {props: {compact: ~}}
        body:
          hstack:
            spacing: 4
            children:
              - rectangle: {}
                modifiers: [\(box(10, 10))]
              - rectangle: {}
                unless: "{compact}"
                modifiers: [\(box(30, 10))]
        """
        assertRect(try layoutSpec(spec).root.frame, 0, 0, 10, 10)
        let roomy = try layoutSpec(spec, variant: "roomy")
        assertRect(roomy.root.frame, 0, 0, 44, 10)
        assertRect(roomy.node("body/hstack/1/rectangle").frame, 14, 0, 30, 10)
    }

    func testABooleanPassedThroughUse() throws {
        let row = """
        component: row
        body:
          hstack:
            spacing: 6
            children:
              - rectangle: {}
                modifiers: [\(box(10, 10))]
              - circle: {}
                if: "{showDot}"
                modifiers: [\(box(8, 8))]
        """
        let list = """
        component: list
        body:
          vstack:
            spacing: 2
            alignment: leading
            children:
              - use: row
                props: {showDot: true}
              - use: row
              - use: row
                if: "{extra}"
                props: {showDot: true}
        """
        let system = try makeSystem(components: ["row": row, "list": list])
        let t = try sharedLayout.layout(SpecResolver(system: system).resolve("list"))
        XCTAssertEqual(t.nodes.map(\.path), ["body/vstack", "body/vstack/0/use", "body/vstack/0/use/hstack",
                                             "body/vstack/0/use/hstack/0/rectangle", "body/vstack/0/use/hstack/1/circle",
                                             "body/vstack/1/use", "body/vstack/1/use/hstack", "body/vstack/1/use/hstack/0/rectangle"])
        assertRect(t.root.frame, 0, 0, 24, 22)            // rows 10 + 2 + 10; the third row is absent
        assertRect(t.node("body/vstack/0/use/hstack/1/circle").frame, 16, 1, 8, 8)
        assertRect(t.node("body/vstack/1/use").frame, 0, 12, 10, 10)
    }

    func testAUsedComponentWhoseBodyIsAbsentIsAbsentWithItsModifiers() throws {
        let badge = "component: badge\nbody:\n  circle: {}\n  if: \"{count}\"\n  modifiers: [\(box(12, 12))]\n"
        let card = """
        component: card
        body:
          hstack:
            spacing: 8
            children:
              - rectangle: {}
                modifiers: [\(box(40, 20))]
              - use: badge
                modifiers: [{padding: 10}]
        """
        let system = try makeSystem(components: ["badge": badge, "card": card])
        let t = try sharedLayout.layout(SpecResolver(system: system).resolve("card"))
        assertRect(t.root.frame, 0, 0, 40, 20)
        XCTAssertThrowsError(try SpecResolver(system: system).resolve("badge")) { error in
            XCTAssertEqual("\(error)", "components/badge.yaml:4:7: error: the body of 'badge' is absent in variant 'default' (its 'if:' or 'unless:' removes it): a component must show something")
        }
    }

    func testAnAbsentBackgroundIsDroppedAndAPresentOverlayKept() throws {
        let spec = """
        component: c
        props: {selected: false}
        body:
          rectangle: {}
          modifiers:
            - frame: {width: 30, height: 10}
            - background: {capsule: {}, if: "{selected}", modifiers: [{fill: accent}]}
            - overlay: {circle: {}, unless: "{selected}", modifiers: [{fill: accent}]}
            - opacity: 0.5
        """
        let t = try layoutSpec(spec)
        XCTAssertEqual(t.root.view.modifiers.map(\.name), ["frame", "overlay", "opacity"])
        XCTAssertEqual(t.nodes.map(\.path), ["body/rectangle", "body/rectangle/modifiers/2/circle"])
    }

    func testConditionalModifierItems() throws {
        let spec = """
        component: c
        props: {dim: false}
        variants:
          dimmed: {props: {dim: true}}
        body:
          rectangle: {}
          modifiers: [{frame: {width: 30, height: 10}}, {opacity: 0.4, if: "{dim}"}, {padding: 2}]
        """
        XCTAssertEqual(try layoutSpec(spec).root.view.modifiers.map(\.name), ["frame", "padding"])
        XCTAssertEqual(try layoutSpec(spec, variant: "dimmed").root.view.modifiers.map(\.name), ["frame", "opacity", "padding"])
    }

    func testTruthiness() throws {
        let cases: [(String, Bool)] = [
            ("true", true), ("yes", true), ("false", false), ("no", false), ("off", false), ("~", false), ("null", false),
            ("\"\"", false), ("0", true), ("\"0\"", true), ("Hello", true), ("{light: \"#000000\", dark: \"#FFFFFF\"}", true),
        ]
        for (value, present) in cases {
            let spec = """
            component: c
            props: {p: \(value)}
            body:
              hstack:
                children:
                  - rectangle: {}
                    modifiers: [\(box(10, 10))]
                  - rectangle: {}
                    if: "{p}"
                    modifiers: [\(box(10, 10))]
            """
            XCTAssertEqual(try layoutSpec(spec).nodes.count, present ? 3 : 2, "p: \(value)")
        }
        // Literal conditions follow the same rules.
        let literal = "component: c\nbody:\n  hstack:\n    children:\n      - rectangle: {}\n        modifiers: [\(box(10, 10))]\n      - circle: {}\n        if: false\n"
        XCTAssertEqual(try layoutSpec(literal).nodes.count, 2)
    }

    func testAQuotedBooleanIsAnError() {
        let spec = "component: c\nprops: {p: \"false\"}\nbody:\n  hstack:\n    children:\n      - circle: {}\n        if: \"{p}\"\n      - rectangle: {}\n"
        XCTAssertThrowsError(try layoutSpec(spec)) { error in
            XCTAssertEqual("\(error)", "components/c.yaml:2:12: error: prop 'p' is the quoted text 'false', which reads as a boolean or null but is a string: write it unquoted")
        }
    }

    func testAConditionIsOnePropNotText() {
        let spec = "component: c\nprops: {p: x}\nbody:\n  hstack:\n    children:\n      - circle: {}\n        if: \"is {p}\"\n      - rectangle: {}\n"
        XCTAssertThrowsError(try layoutSpec(spec)) { error in
            XCTAssertEqual("\(error)", "components/c.yaml:7:13: error: 'if:' takes one prop as \"{name}\", not text around it; found 'is {p}'")
        }
    }
}
