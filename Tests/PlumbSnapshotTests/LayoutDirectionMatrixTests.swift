import Foundation
import PlumbModel
@testable import PlumbSnapshot
import XCTest

/// The matrix's `layoutDirections` (issue 11 item 7) and the geometry facts in dumps: names
/// gain `-rtl`, parse back, and a change of a geometry modifier is one named cause.
final class LayoutDirectionMatrixTests: XCTestCase {
    static let link = """
    component: link
    width: 120
    body:
      hstack:
        children:
          - text: Next
          - spacer: {}
          - icon: chevron.right
    """

    func testRightToLeftSnapshotsAreNamedDumpedAndVerified() throws {
        let t = try TempSystem()
        try t.write(tokens: TempSystem.tokens.replacingOccurrences(
            of: "scale: 1}", with: "scale: 1, layoutDirections: [leftToRight, rightToLeft]}"))
        try t.remove(component: "row")
        try t.write(component: "link", Self.link)
        XCTAssertEqual(try t.suite().entries.map(\.id.name), ["sys/link/default-light-large-rtl@1x", "sys/link/default-light-large@1x"])
        XCTAssertEqual(try t.record(), [.added, .added])
        let dump = { (stem: String) throws -> SnapshotDump in
            try SnapshotDump.decode(Data(contentsOf: URL(fileURLWithPath: t.snapshots + "/sys/link/" + stem + ".layout.json")), file: stem)
        }
        let ltr = try dump("default-light-large@1x").root.children!, rtl = try dump("default-light-large-rtl@1x").root.children!
        XCTAssertEqual(ltr[0].frame[0], 0)
        XCTAssertEqual(rtl[0].frame[0], 120 - ltr[0].frame[2], "the text is at the right")
        XCTAssertNil(ltr[2].geometry)
        XCTAssertEqual(rtl[2].geometry, ["mirrored"])
        XCTAssertTrue(try t.verify().allSatisfy { $0.status == .passed })
    }

    func testRightToLeftNamesParseBack() {
        for id in [SnapshotID(system: "s", component: "c", variant: "default", appearance: .dark, dynamicType: .large, scale: 3,
                              layoutDirection: .rightToLeft),
                   SnapshotID(system: "s", component: "c", variant: "a-rtl", appearance: .light, dynamicType: .accessibility3, scale: 2,
                              width: 320, pseudoLocale: .expanded, layoutDirection: .rightToLeft),
                   SnapshotID(system: "s", component: "c", variant: "rtl", appearance: .light, dynamicType: .large, scale: 1)] {
            XCTAssertEqual(SnapshotID.parse(id.name), id, id.name)
        }
        XCTAssertEqual(SnapshotID(system: "s", component: "c", variant: "default", appearance: .dark, dynamicType: .large, scale: 3,
                                  layoutDirection: .rightToLeft).name, "s/c/default-dark-large-rtl@3x")
        XCTAssertEqual(SnapshotID(system: "s", component: "c", variant: "default", appearance: .dark, dynamicType: .large, scale: 3,
                                  layoutDirection: .leftToRight).name, "s/c/default-dark-large@3x", "the default keeps today's name")
    }

    func testUnknownDirectionIsALocatedError() throws {
        let t = try TempSystem()
        try t.write(tokens: TempSystem.tokens.replacingOccurrences(of: "scale: 1}", with: "scale: 1, layoutDirections: [rightToLeftt]}"))
        XCTAssertThrowsError(try DesignSystem.load(directory: t.specs + "/sys")) {
            XCTAssertTrue("\($0)".hasSuffix("error: unknown layout direction 'rightToLeftt' — did you mean 'rightToLeft'? (expected leftToRight or rightToLeft)"), "\($0)")
        }
    }

    func testGeometryChangesAreNamedCauses() throws {
        let circle = "[{fill: accent}, {frame: {width: 10, height: 10}}]"
        assertCause(try TempSystem().causes { $0.replacingOccurrences(of: circle, with: "[{fill: accent}, {aspectRatio: 2}, {frame: {width: 10, height: 10}}]") },
                    kind: "position", contains: "geometry none → aspectRatio 2 fit")
        assertCause(try TempSystem().causes { $0.replacingOccurrences(of: "circle: {}", with: "circle: {inset: 2}") },
                    kind: "size", contains: "shape inset 0 → 2 pt")
        assertCause(try TempSystem().causes { $0.replacingOccurrences(of: circle, with: "[{fill: accent}, {frame: {width: 5%, height: 10}}]") },
                    kind: "size", contains: "frame width 10 height 10 → width 5% height 10")
        assertCause(try TempSystem().causes { $0.replacingOccurrences(of: "        spacing: 8\n", with: "        spacing: 8\n        alignment: top\n")
            .replacingOccurrences(of: circle, with: "[{fill: accent}, {frame: {width: 10, height: 10}}, {alignmentGuide: {guide: top, offset: -4}}]") },
                    kind: "position", contains: "geometry none → alignmentGuide top −4")
        assertCause(try TempSystem().causes { $0.replacingOccurrences(of: "    - padding: {horizontal: pad, vertical: 8}\n",
                                                                      with: "    - padding: {horizontal: pad, vertical: 8}\n    - layoutDirection: rightToLeft\n") },
                    kind: "position", contains: "geometry none → layoutDirection rightToLeft")
    }
}
