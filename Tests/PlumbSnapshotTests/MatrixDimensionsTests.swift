import Foundation
import PlumbModel
@testable import PlumbSnapshot
import XCTest

/// The snapshot matrix's widths and pseudo-locales (issue 11 item 7): readable names, the
/// default names unchanged, each snapshot laid out at its width and in its locale.
final class MatrixDimensionsTests: XCTestCase {
    static let card = """
    component: card
    width: 200
    body:
      text: Oil change due
      modifiers: [{font: title}, {padding: pad}, {frame: {maxWidth: .inf, alignment: leading}}, {background: accent}]
    """

    /// Snapshots are drawn component by component, with each snapshot's light and dark
    /// renders side by side (they share every text layout and glyph), while `entries` stay in
    /// name order for reports, orphans and shards.
    func testDrawingOrderPairsAppearancesWithinEachComponent() throws {
        let t = try TempSystem()
        try t.write(tokens: TempSystem.tokens.replacingOccurrences(
            of: "snapshot: {appearances: [light], dynamicTypes: [large], scale: 1}",
            with: "snapshot: {appearances: [light, dark], dynamicTypes: [small, large], scale: 1, widths: [200, 300]}"))
        try t.write(component: "card", Self.card)
        let suite = try t.suite()
        XCTAssertEqual(suite.entries.count, 16)
        XCTAssertEqual(suite.entries.map(\.id.name), suite.entries.map(\.id.name).sorted())
        XCTAssertEqual(suite.drawingOrder.map { suite.entries[Int($0)].id.name }, ["card", "row"].flatMap { c in
            ["small", "large"].flatMap { size in
                ["200pt", "300pt"].flatMap { w in ["light", "dark"].map { "sys/\(c)/default-\($0)-\(size)-\(w)@1x" } }
            }
        })
        // Each light render starts a group a worker takes whole, with its dark render.
        XCTAssertEqual((0..<16).filter(suite.startsDrawingGroup), Array(stride(from: 0, to: 16, by: 2)))
    }

    func testWidthsAndPseudoLocalesNameAndShapeEachSnapshot() throws {
        let t = try TempSystem()
        try t.write(tokens: TempSystem.tokens.replacingOccurrences(
            of: "snapshot: {appearances: [light], dynamicTypes: [large], scale: 1}",
            with: "snapshot: {appearances: [light], dynamicTypes: [large], scale: 1, widths: [320, 393.5], pseudoLocales: [expanded]}"))
        try t.remove(component: "row")
        try t.write(component: "card", Self.card)
        let suite = try t.suite()
        XCTAssertEqual(suite.entries.map(\.id.name), [
            "sys/card/default-light-large-320pt-expanded@1x", "sys/card/default-light-large-320pt@1x",
            "sys/card/default-light-large-393.5pt-expanded@1x", "sys/card/default-light-large-393.5pt@1x",
        ])
        XCTAssertEqual(try t.record(), [.added, .added, .added, .added])
        let dump = { (stem: String) throws -> SnapshotDump in
            try SnapshotDump.decode(Data(contentsOf: URL(fileURLWithPath: t.snapshots + "/sys/card/" + stem + ".layout.json")), file: stem)
        }
        XCTAssertEqual(try dump("default-light-large-320pt@1x").width, 320)
        XCTAssertEqual(try dump("default-light-large-393.5pt@1x").width, 393.5)
        XCTAssertEqual(try dump("default-light-large-320pt@1x").root.text, "Oil change due")
        XCTAssertEqual(try dump("default-light-large-320pt-expanded@1x").root.text, "[Öíļ çĥåñĝé đüé one two]")
        XCTAssertTrue(try t.verify().allSatisfy { $0.status == .passed })
    }

    /// A suite holds one entry per snapshot: the entry is a reference and small indices
    /// (24 bytes), every dimension still comes back in its id.
    func testSuiteEntriesAreSmallAndKeepEveryDimension() throws {
        XCTAssertLessThanOrEqual(MemoryLayout<SnapshotSuite.Entry>.stride, 24)
        let t = try TempSystem()
        try t.write(tokens: TempSystem.tokens.replacingOccurrences(
            of: "snapshot: {appearances: [light], dynamicTypes: [large], scale: 1}",
            with: "snapshot: {appearances: [light, dark], dynamicTypes: [xSmall, large], scale: 2, widths: [320], pseudoLocales: [expanded], layoutDirections: [leftToRight, rightToLeft]}"))
        try t.remove(component: "row")
        try t.write(component: "card", Self.card + "\nvariants: {tall: {props: {}}}")
        let ids = try t.suite().entries.map(\.id)
        XCTAssertEqual(ids.count, 2 * 2 * 2 * 2 * 2)
        XCTAssertEqual(ids.first, SnapshotID(system: "sys", component: "card", variant: "default", appearance: .dark,
                                            dynamicType: .large, scale: 2, width: 320, pseudoLocale: .expanded,
                                            layoutDirection: .rightToLeft))
        XCTAssertEqual(ids.last?.name, "sys/card/tall-light-xSmall-320pt@2x")
        XCTAssertEqual(ids.map(\.name), ids.map(\.name).sorted())
        XCTAssertEqual(Set(ids.map(\.variant)), ["default", "tall"])
    }

    func testTheDefaultMatrixKeepsTodaysNames() throws {
        let t = try TempSystem()
        try t.remove(component: "row")
        try t.write(component: "card", Self.card)
        XCTAssertEqual(try t.suite().entries.map(\.id.name), ["sys/card/default-light-large@1x"])
    }

    func testOrphanNamesParseBack() {
        for id in [SnapshotID(system: "s", component: "c", variant: "pressed-in", appearance: .dark, dynamicType: .accessibility3, scale: 2,
                              width: 393.5, pseudoLocale: .expanded),
                   SnapshotID(system: "s", component: "c", variant: "default", appearance: .light, dynamicType: .large, scale: 3, width: 320),
                   SnapshotID(system: "s", component: "c", variant: "a-b", appearance: .dark, dynamicType: .xSmall, scale: 1)] {
            XCTAssertEqual(SnapshotID.parse(id.name), id)
        }
    }

    func testMatrixErrors() throws {
        let t = try TempSystem()
        for (matrix, message) in [("widths: [0]", "a width must be between 1 and 2048 pt, found 0.0"),
                                  ("widths: [320, 320]", "widths must not repeat"),
                                  ("pseudoLocales: [expandd]", "unknown pseudo-locale 'expandd' — did you mean 'expanded'? (known: expanded)")] {
            try t.write(tokens: TempSystem.tokens.replacingOccurrences(of: "scale: 1}", with: "scale: 1, \(matrix)}"))
            XCTAssertThrowsError(try DesignSystem.load(directory: t.specs + "/sys"), matrix) {
                XCTAssertTrue("\($0)".hasSuffix("error: " + message), "\($0)")
            }
        }
    }
}
