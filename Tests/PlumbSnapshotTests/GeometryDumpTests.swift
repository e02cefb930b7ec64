import Foundation
import PlumbModel
import PlumbSnapshot
import XCTest

/// What `.layout.json` and `verify` say about the container grid and right-to-left corners.
final class GeometryDumpTests: XCTestCase {
    func testContainerGridIsANamedFrameCause() throws {
        let circle = "[{fill: accent}, {frame: {width: 10, height: 10}}]"
        assertCause(try TempSystem().causes { $0.replacingOccurrences(of: circle, with: "[{fill: accent}, {frame: {width: {containerRelative: {count: 4, spacing: 8}}, height: 10}}]") },
                    kind: "size", contains: "frame width 10 height 10 → width 1 of 4 columns of container (spacing 8) height 10")
    }

    static let bubbles = """
    component: bubbles
    width: 120
    body:
      vstack:
        spacing: 0
        children:
          - roundedRectangle: {cornerRadii: {topLeading: 10}}
            modifiers: [{fill: accent}, {frame: {height: 20}}]
          - rectangle: {}
            modifiers: [{fill: accent}, {frame: {height: 20}}, {clipShape: {roundedRectangle: {cornerRadii: {bottomTrailing: 6}}}}, {contentShape: {roundedRectangle: {cornerRadii: {bottomTrailing: 6}}}}]
          - roundedRectangle: {cornerRadius: 8}
            modifiers: [{fill: accent}, {frame: {height: 20}}, {clipShape: capsule}]
    """

    func testMirroredCornersAreRecordedRightToLeft() throws {
        let t = try TempSystem()
        try t.write(tokens: TempSystem.tokens.replacingOccurrences(
            of: "scale: 1}", with: "scale: 1, layoutDirections: [leftToRight, rightToLeft]}"))
        try t.remove(component: "row")
        try t.write(component: "bubbles", Self.bubbles)
        XCTAssertEqual(try t.record(), [.added, .added])
        let dump = { (stem: String) throws -> [SnapshotDump.Node] in
            try SnapshotDump.decode(Data(contentsOf: URL(fileURLWithPath: t.snapshots + "/sys/bubbles/" + stem + ".layout.json")), file: stem).root.children!
        }
        let ltr = try dump("default-light-large@1x"), rtl = try dump("default-light-large-rtl@1x")
        XCTAssertEqual(ltr.map(\.geometry), [nil, nil, nil])
        // Uniform radii and capsules look the same either way: nothing to record.
        XCTAssertEqual(rtl.map(\.geometry), [["mirrored"], ["clipShape mirrored", "contentShape mirrored"], nil])
        // The radii stay as written (leading/trailing): the flag says they are drawn swapped.
        XCTAssertEqual(rtl[0].shape?.radii, [10, 0, 0, 0])
    }
}
