import Foundation
import PlumbAudit
import PlumbLayout
import PlumbModel
import XCTest

/// The grid rule judges a scaled metric by its declared value (the one at `large`), once,
/// not its scaled value at each Dynamic Type size.
extension AuditTests {
    func testScaledPaddingOnTheGridIsOnTheGridAtEverySize() throws {
        // 16 relative to body is 13.18 at xSmall and 49.88 at accessibility5: neither is a
        // multiple of 4, but the designer put 16 on the grid.
        let f = try findings("""
        component: c
        body:
          rectangle: {}
          modifiers: [{frame: {width: 40, height: {value: 24, relativeTo: body}}}, {padding: {value: 16, relativeTo: body}}]
        """)
        XCTAssertEqual(f.filter { $0.rule == "grid" }.map(\.measured), [])
    }

    func testScaledPaddingOffTheGridIsOneLineAtItsDeclaredValue() throws {
        let g = try mergedGroups("""
          rectangle: {}
          modifiers: [{frame: {width: 40, height: 40}}, {padding: {vertical: {value: 15, relativeTo: body}}}]
        """).filter { $0.first.rule == "grid" }
        XCTAssertEqual(g.map(\.line), [
            "WARNING grid s/c default,pressed light,dark body/rectangle: scaled padding off the grid (15 pt at large; needs multiple of 4 pt) on top,bottom at xSmall…small, large, accessibility4…accessibility5 (40 findings)",
        ])
    }

    func testScaledSpacingAndFrameTokensAreJudgedAtTheirDeclaredValue() throws {
        // `gap` scales with body through `row-gap: gap`; `icon` is 30 pt at large.
        let t = try Tokens.parse(YAMLReader().parse(tokens + "\nspacing: {gap: {value: 6, relativeTo: body}, row-gap: gap}\nsizes: {icon: {value: 30, relativeTo: body}}\n",
                                                     file: "tokens.yaml"), file: "tokens.yaml")
        let c = try ComponentSpec.parse(YAMLReader().parse("""
        component: c
        body:
          hstack:
            spacing: row-gap
            axis: {to: vstack, from: accessibility1, spacing: {value: 8}}
            children:
              - rectangle: {}
                modifiers: [{frame: {width: icon, height: 8}}]
              - rectangle: {}
                modifiers: [{frame: {width: 8, height: 8}}]
        """, file: "c.yaml"), file: "c.yaml")
        let s = DesignSystem(name: "s", directory: "s", tokens: t, components: ["c": c])
        let f = try AuditJob(system: s, component: "c", variant: "default", appearances: [.light], dynamicTypes: [.xSmall, .large, .accessibility3],
                             layout: Layout(), baseline: AuditBaseline()).run().filter { $0.rule == "grid" }
        // The vstack at accessibility3 spaces by 8 (declared; 21.18 there): on the grid.
        XCTAssertEqual(f.map { "\($0.dynamicType) \($0.message): \($0.measured)" }, [
            "xSmall scaled spacing off the grid: spacing 6 pt at large",
            "xSmall scaled frame width off the grid: width 30 pt at large",
            "large scaled spacing off the grid: spacing 6 pt at large",
            "large scaled frame width off the grid: width 30 pt at large",
            "accessibility3 scaled frame width off the grid: width 30 pt at large",
        ])
    }
}
