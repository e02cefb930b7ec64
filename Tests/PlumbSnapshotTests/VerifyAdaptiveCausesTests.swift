import Foundation
import PlumbModel
import PlumbSnapshot
import XCTest

/// Adaptive layout in references: the child a `viewThatFits` chose and a `dynamicTypeSize`
/// clamp are dumped, and a change of either is one named cause.
final class VerifyAdaptiveCausesTests: XCTestCase {
    static let fits = """
    component: row
    width: 200
    body:
      viewThatFits:
        in: horizontal
        children:
          - hstack:
              children:
                - text: "Oil change due"
                - text: "in 12 days"
          - text: "Oil change"
    """

    func testTheChosenChildIsDumpedAndAnotherChoiceIsOneCause() throws {
        let t = try TempSystem()
        try t.write(component: "row", Self.fits)
        try t.record()
        let json = t.snapshots + "/sys/row/default-light-large@1x.layout.json"
        let dump = try SnapshotDump.decode(Data(contentsOf: URL(fileURLWithPath: json)), file: json)
        XCTAssertEqual(dump.root.kind, "viewThatFits")
        XCTAssertEqual(dump.root.chosen, 1, "the two texts side by side are wider than 200 pt")
        XCTAssertEqual(dump.root.children?.map(\.path), ["body/viewThatFits/1/text"])
        try t.write(component: "row", Self.fits.replacingOccurrences(of: "width: 200", with: "width: 300"))
        let r = try t.verify()[0]
        assertCause(r, kind: "hierarchy", contains: "viewThatFits chose child 1 → 0")
        XCTAssertFalse(r.causes.contains { $0.message.hasPrefix("removed") || $0.message.hasPrefix("added") }, "\(r.causes)")
    }

    func testAClampIsDumpedAndDiffed() throws {
        let r = try TempSystem().causes {
            $0.replacingOccurrences(of: "[{font: title}, {foregroundColor: ink}]", with: "[{font: title}, {foregroundColor: ink}, {dynamicTypeSize: \"...xxxLarge\"}]")
        }
        assertCause(r, kind: "font", contains: "dynamicTypeSize unclamped → ...xxxLarge")
    }
}
