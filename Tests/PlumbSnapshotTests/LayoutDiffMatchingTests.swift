import Foundation
import PlumbSnapshot
import XCTest

/// Children are paired by identity (an LCS over siblings), not by index: a swap is named
/// `moved`, an insertion `added`, and the neighbours of either report nothing.
final class LayoutDiffMatchingTests: XCTestCase {
    /// A component whose body is `stack` holding `children` (YAML list items, indented 6).
    static func component(_ stack: String, _ children: [String], spacing: String = "") -> String {
        "component: row\nbody:\n  \(stack):\n\(spacing)    children:\n" + children.joined()
    }

    static func circle(_ fill: String, _ size: Int) -> String {
        "      - circle: {}\n        modifiers: [{fill: \(fill)}, {frame: {width: \(size), height: \(size)}}]\n"
    }

    /// Records `before`, verifies `after`: the one snapshot's causes as `kind: message at path`.
    func causes(_ before: String, _ after: String) throws -> [String] {
        let t = try TempSystem()
        try t.write(component: "row", before)
        try t.record()
        try t.write(component: "row", after)
        let r = try t.verify()[0]
        XCTAssertEqual(r.status, .failed, r.line)
        return r.causes.map { "\($0.kind): \($0.message)" + ($0.path.isEmpty ? "" : " at \($0.path)") }
    }

    func testSwapInAZStackIsAZOrderMove() throws {
        let a = Self.circle("accent", 24), b = Self.circle("danger", 10)
        let got = try causes(Self.component("zstack", [a, b]), Self.component("zstack", [b, a]))
        XCTAssertEqual(got, ["hierarchy: circle (danger) moved from position 1 to 0 (z-order) at body/zstack/0/circle"])
    }

    func testSwapInAnHStackIsAMove() throws {
        let a = Self.circle("accent", 24), b = Self.circle("danger", 10)
        let spacing = "    spacing: 4\n"
        let got = try causes(Self.component("hstack", [a, b], spacing: spacing), Self.component("hstack", [b, a], spacing: spacing))
        XCTAssertEqual(got, ["hierarchy: circle (danger) moved from position 1 to 0 at body/hstack/0/circle"])
    }

    func testRotatingThreeChildrenMovesOne() throws {
        let a = Self.circle("accent", 24), b = Self.circle("danger", 10), c = Self.circle("ink", 16)
        let got = try causes(Self.component("hstack", [a, b, c]), Self.component("hstack", [b, c, a]))
        XCTAssertEqual(got, ["hierarchy: circle (accent) moved from position 0 to 2 at body/hstack/2/circle"])
    }

    func testInsertAtTheFrontOfAVStackIsOneAddition() throws {
        let a = Self.circle("accent", 10), b = Self.circle("danger", 10), c = Self.circle("ink", 10)
        let spacing = "    spacing: 4\n"
        let got = try causes(Self.component("vstack", [a, b], spacing: spacing), Self.component("vstack", [c, a, b], spacing: spacing))
        XCTAssertEqual(got, ["hierarchy: added circle (ink) at body/vstack/0/circle", "size: size 10 × 24 → 10 × 38 pt"])
    }

    func testRemoveFromTheFrontOfAVStackIsOneRemoval() throws {
        let a = Self.circle("accent", 10), b = Self.circle("danger", 10), c = Self.circle("ink", 10)
        let spacing = "    spacing: 4\n"
        let got = try causes(Self.component("vstack", [c, a, b], spacing: spacing), Self.component("vstack", [a, b], spacing: spacing))
        XCTAssertEqual(got, ["hierarchy: removed circle (ink) at body/vstack/0/circle", "size: size 10 × 38 → 10 × 24 pt"])
    }

    func testAMovedChildIsStillComparedWithItself() throws {
        func text(_ t: String, _ font: String) -> String { "      - text: \"\(t)\"\n        modifiers: [{font: \(font)}]\n" }
        let bold = "{size: 17, weight: bold}"
        let got = try causes(Self.component("hstack", [text("Oil", "title"), text("Tyres", "title")]),
                             Self.component("hstack", [text("Tyres", "title"), text("Oil", bold)]))
        XCTAssertEqual(got, ["hierarchy: text \"Tyres\" moved from position 1 to 0 at body/hstack/0/text",
                             "font: font.face Inter-SemiBold.otf → Inter-Bold.otf at body/hstack/1/text",
                             "font: font.weight semibold → bold at body/hstack/1/text"])
        // (Bold "Oil" is 0.5 pt wider, inside the whole pixel each text is sized to: the stack
        // keeps its size.)
    }

    func testAChangeInPlaceIsStillNamedOnThatChild() throws {
        let a = Self.circle("accent", 10), b = Self.circle("danger", 10)
        let got = try causes(Self.component("hstack", [a, b]), Self.component("hstack", [a, Self.circle("ink", 10)]))
        XCTAssertEqual(got, ["color: color fill danger #E85C4C → ink #121212 at body/hstack/1/circle"])
    }
}
