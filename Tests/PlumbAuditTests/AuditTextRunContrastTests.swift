import Foundation
import PlumbAudit
import PlumbLayout
import PlumbModel
import XCTest

/// A text made of styled runs (`Text + Text`) is judged run by run: each run's own colour
/// and size, not only the text node's.
final class AuditTextRunContrastTests: XCTestCase {
    func contrast(_ body: String) throws -> [AuditFinding] {
        let tokens = """
        colors:
          background-primary: "#FFFFFF"
          grey: "#8E8E93"
          ink: "#000000"
        """
        let t = try Tokens.parse(YAMLReader().parse(tokens, file: "tokens.yaml"), file: "tokens.yaml")
        let spec = try ComponentSpec.parse(YAMLReader().parse("component: c\nbody:\n" + body, file: "c.yaml"), file: "c.yaml")
        let s = DesignSystem(name: "s", directory: "s", tokens: t, components: ["c": spec])
        return try AuditJob(system: s, component: "c", variant: "default", appearances: [.light], dynamicTypes: [.large],
                            layout: Layout(), baseline: AuditBaseline()).run().filter { $0.rule == "contrast" }
    }

    func testAGreyRunInADarkTextFailsAndIsNamed() throws {
        let c = try contrast("""
          text: [{text: "32,500 mi", color: ink}, {text: " • 2022 Toyota Camry", color: grey}]
          modifiers: [{font: body}]
        """)
        XCTAssertEqual(c.map(\.path), ["body/text"])
        XCTAssertEqual(c.map(\.measured), ["3.26:1"])
        XCTAssertEqual(c.map(\.threshold), ["4.5:1"])
        XCTAssertEqual(c.map(\.message), ["text \" • 2022 Toyota Camry\" #8E8E93 on #FFFFFF"])
        XCTAssertEqual(c.map(\.severity), [.error])
    }

    func testARunWithoutItsOwnColourTakesTheTextsColour() throws {
        let c = try contrast("""
          text: [{text: "Due "}, {text: "today", color: ink}]
          modifiers: [{font: body}, {foregroundColor: grey}]
        """)
        XCTAssertEqual(c.map(\.message), ["text \"Due \" #8E8E93 on #FFFFFF"])
        XCTAssertEqual(c.map(\.measured), ["3.26:1"])
    }

    func testASingleRunIsJudgedInItsOwnColour() throws {
        let c = try contrast("""
          text: [{text: "Overdue", color: grey}]
          modifiers: [{font: body}]
        """)
        XCTAssertEqual(c.map(\.message), ["text \"Overdue\" #8E8E93 on #FFFFFF"])
    }

    func testEachRunIsLargeOrNotByItsOwnSize() throws {
        // Grey on white (3.26:1) passes as 24 pt large text (3:1) but not as 17 pt body text.
        let large = try contrast("""
          text: [{text: "24", font: {size: 24}, color: grey}, {text: " lb", font: {size: 24}, color: ink}]
        """)
        XCTAssertEqual(large, [])
        let mixed = try contrast("""
          text: [{text: "24", font: {size: 24}, color: grey}, {text: " lb", font: body, color: grey}]
        """)
        XCTAssertEqual(mixed.map(\.message), ["text \" lb\" #8E8E93 on #FFFFFF"])
        XCTAssertEqual(mixed.map(\.threshold), ["4.5:1"])
    }

    func testAWhitespaceRunIsNotJudged() throws {
        let c = try contrast("""
          text: [{text: "Total", color: ink}, {text: "   ", color: grey}]
          modifiers: [{font: body}]
        """)
        XCTAssertEqual(c, [])
    }
}
