import PlumbAudit
import PlumbLayout
import PlumbModel
import XCTest

/// The audit measures geometry constructs: a relative frame constrains its content as a fixed
/// one does.
final class AuditGeometryTests: XCTestCase {
    func testContentWiderThanARelativeFrameIsClipping() throws {
        let tokens = try Tokens.parse(YAMLReader().parse("colors: {ink: \"#121212\"}", file: "tokens.yaml"), file: "tokens.yaml")
        func findings(_ width: String) throws -> [AuditFinding] {
            let spec = """
            component: c
            width: 200
            body:
              rectangle: {}
              modifiers: [{fill: ink}, {frame: {width: 120, height: 10}}, {frame: {width: \(width), alignment: leading}}]
            """
            let c = try ComponentSpec.parse(YAMLReader().parse(spec, file: "c.yaml"), file: "c.yaml")
            let s = DesignSystem(name: "test", directory: "test", tokens: tokens, components: ["c": c])
            return try AuditJob(system: s, component: "c", variant: "default", appearances: [.light], dynamicTypes: [.large],
                                layout: Layout(), baseline: AuditBaseline()).run().filter { $0.rule == "clipping" }
        }
        // 50 % of 200 is 100: the 120 pt bar overflows it; 60 % (120) holds it.
        XCTAssertEqual(try findings("50%").map(\.measured), ["120 × 10 pt"])
        XCTAssertEqual(try findings("60%").count, 0)
    }
}
