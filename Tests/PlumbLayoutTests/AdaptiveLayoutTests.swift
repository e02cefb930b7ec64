import Foundation
import PlumbLayout
import PlumbModel
import XCTest

/// Adaptive layout: `viewThatFits`, the stack `axis` switch by Dynamic Type size, and the
/// `dynamicTypeSize` clamp.
final class AdaptiveLayoutTests: XCTestCase {
    // MARK: viewThatFits

    func twoBoxes(width: Double, height: Double? = nil, axes: String? = nil) -> String {
        """
        component: c
        width: \(width)
        \(height.map { "height: \($0)" } ?? "")
        body:
          viewThatFits:
            \(axes.map { "in: \($0)" } ?? "")
            children:
              - rectangle: {}
                modifiers: [{frame: {width: 100, height: 20}}]
              - rectangle: {}
                modifiers: [{frame: {width: 50, height: 10}}]
        """
    }

    func testFirstChildChosenWhenItsIdealWidthFitsExactly() throws {
        let t = try layoutSpec(twoBoxes(width: 100))
        let v = t.node("body/viewThatFits")
        XCTAssertEqual(v.chosenChild, 0)
        assertRect(v.frame, 0, 0, 100, 20)
        assertRect(t.node("0/rectangle").outerFrame, 0, 0, 100, 20)
        // The other candidate is not in the tree: not laid out, drawn, dumped or audited.
        XCTAssertEqual(t.nodes.map(\.path), ["body/viewThatFits", "body/viewThatFits/0/rectangle"])
        XCTAssertEqual(v.children, [1])
    }

    func testOnePointTooNarrowFallsToTheNextChild() throws {
        let t = try layoutSpec(twoBoxes(width: 99))
        let v = t.node("body/viewThatFits")
        XCTAssertEqual(v.chosenChild, 1)
        assertRect(v.frame, 0, 0, 50, 10)
        assertRect(t.node("1/rectangle").outerFrame, 0, 0, 50, 10)
        XCTAssertEqual(t.nodes.map(\.path), ["body/viewThatFits", "body/viewThatFits/1/rectangle"])
        XCTAssertEqual(t.size, Size(width: 50, height: 10))
    }

    func testHeightIsConstrainedByDefaultButIgnoredInHorizontal() throws {
        // 100 wide but only 19 high: the first (20 high) does not fit on both axes.
        let both = try layoutSpec(twoBoxes(width: 100, height: 19))
        XCTAssertEqual(both.node("body/viewThatFits").chosenChild, 1)
        let fitsHeight = try layoutSpec(twoBoxes(width: 100, height: 20))
        XCTAssertEqual(fitsHeight.node("body/viewThatFits").chosenChild, 0)
        // in: horizontal ignores the height: the first fits on width alone.
        let horizontal = try layoutSpec(twoBoxes(width: 100, height: 19, axes: "horizontal"))
        XCTAssertEqual(horizontal.node("body/viewThatFits").chosenChild, 0)
        assertRect(horizontal.node("body/viewThatFits").frame, 0, 0, 100, 20)
        // in: vertical ignores the width: 20 high does not fit 19, 10 does.
        let vertical = try layoutSpec(twoBoxes(width: 10, height: 19, axes: "vertical"))
        XCTAssertEqual(vertical.node("body/viewThatFits").chosenChild, 1)
        let verticalTall = try layoutSpec(twoBoxes(width: 10, height: 20, axes: "vertical"))
        XCTAssertEqual(verticalTall.node("body/viewThatFits").chosenChild, 0)
    }

    func testNothingFitsTakesTheLastWithTheProposal() throws {
        let t = try layoutSpec("""
        component: c
        width: 30
        body:
          viewThatFits:
            children:
              - rectangle: {}
                modifiers: [{frame: {width: 100, height: 20}}]
              - rectangle: {}
                modifiers: [{frame: {minWidth: 40, maxWidth: 200}}]
        """)
        let v = t.node("body/viewThatFits")
        XCTAssertEqual(v.chosenChild, 1)
        // The last is proposed the real 30 × unspecified: clamped up to its minimum 40, ideal height 10.
        assertRect(v.frame, 0, 0, 40, 10)
    }

    func testTextCandidatesAtTheirIdealWidthBoundary() throws {
        // The ideal width of "Monthly budget" on one line, measured by the engine itself.
        let ideal = try layoutSpec("""
        component: c
        body:
          text: Monthly budget
        """).node("body/text").frame.width
        func spec(_ w: Double) -> String {
            """
            component: c
            width: \(w)
            body:
              viewThatFits:
                in: horizontal
                children:
                  - text: Monthly budget
                  - text: Budget
            """
        }
        let fits = try layoutSpec(spec(ideal))
        XCTAssertEqual(fits.node("body/viewThatFits").chosenChild, 0)
        XCTAssertEqual(fits.node("0/text").text?.lines.map(\.text), ["Monthly budget"])
        let narrow = try layoutSpec(spec(ideal - 1))
        XCTAssertEqual(narrow.node("body/viewThatFits").chosenChild, 1)
        XCTAssertEqual(narrow.node("1/text").text?.lines.map(\.text), ["Budget"])
    }

    func testUnspecifiedProposalFitsAnything() throws {
        let t = try layoutSpec("""
        component: c
        body:
          hstack:
            children:
              - viewThatFits:
                  children:
                    - rectangle: {}
                      modifiers: [{frame: {width: 500, height: 20}}]
                    - rectangle: {}
        """)
        XCTAssertEqual(t.node("body/hstack/0/viewThatFits").chosenChild, 0)
        XCTAssertEqual(t.size, Size(width: 500, height: 20))
    }

    func testPseudoLocalesReachTheCandidates() throws {
        let system = try makeSystem(components: ["c": "component: c\nbody:\n  viewThatFits:\n    children: [{text: Save}, {text: OK}]\n"])
        let root = try SpecResolver(system: system).resolve("c").root.mappingTexts { "[\($0)]" }
        guard case .viewThatFits(.both, let children) = root.kind else { return XCTFail("\(root.kind)") }
        XCTAssertEqual(children.map { if case .text(let s) = $0.kind { return s }; return "" }, ["[Save]", "[OK]"])
    }

    func testDumpsNameTheChoice() throws {
        let t = try layoutSpec(twoBoxes(width: 99))
        let plain = LayoutDump.plain(t)
        XCTAssertTrue(plain.contains("  viewThatFits  0,0 50×10  chose 1\n"), plain)
        XCTAssertFalse(plain.contains("100×20"), plain)
        XCTAssertTrue(LayoutDump.json(t).contains("\"chosen\": 1"))
    }

    // MARK: axis switch

    let switching = """
    component: c
    body:
      hstack:
        spacing: 12
        axis: {to: vstack, from: accessibility1, alignment: leading, spacing: 4}
        children:
          - rectangle: {}
            modifiers: [{frame: {width: 40, height: 20}}]
          - rectangle: {}
            modifiers: [{frame: {width: 60, height: 10}}]
    """

    func testHStackBelowTheSwitchSize() throws {
        for size in [DynamicTypeSize.large, .xxxLarge] {
            let t = try layoutSpec(switching, dynamicType: size)
            XCTAssertEqual(t.node("body/hstack").kind, "hstack")
            assertRect(t.node("0/rectangle").outerFrame, 0, 0, 40, 20)
            assertRect(t.node("1/rectangle").outerFrame, 52, 5, 60, 10)
            XCTAssertEqual(t.size, Size(width: 112, height: 20))
        }
    }

    func testVStackFromAccessibility1() throws {
        for size in [DynamicTypeSize.accessibility1, .accessibility5] {
            let t = try layoutSpec(switching, dynamicType: size)
            XCTAssertEqual(t.node("body/hstack").kind, "vstack", "the path keeps the spec's key; the kind says what it became")
            assertRect(t.node("0/rectangle").outerFrame, 0, 0, 40, 20)
            assertRect(t.node("1/rectangle").outerFrame, 0, 24, 60, 10)
            XCTAssertEqual(t.size, Size(width: 60, height: 34))
        }
    }

    func testSwitchFromANamedSizeAndShortForm() throws {
        let spec = """
        component: c
        body:
          hstack:
            axis: {to: vstack, from: xxLarge}
            children: [{rectangle: {}, modifiers: [{frame: {width: 40, height: 20}}]}, {rectangle: {}, modifiers: [{frame: {width: 60, height: 10}}]}]
        """
        XCTAssertEqual(try layoutSpec(spec, dynamicType: .xLarge).node("body/hstack").kind, "hstack")
        let t = try layoutSpec(spec, dynamicType: .xxLarge)
        // SwiftUI's VStack defaults: centred, 8 pt apart.
        assertRect(t.node("0/rectangle").outerFrame, 10, 0, 40, 20)
        assertRect(t.node("1/rectangle").outerFrame, 0, 28, 60, 10)
        let short = spec.replacingOccurrences(of: "{to: vstack, from: xxLarge}", with: "vstack")
        XCTAssertEqual(try layoutSpec(short, dynamicType: .xxxLarge).node("body/hstack").kind, "hstack")
        XCTAssertEqual(try layoutSpec(short, dynamicType: .accessibility1).node("body/hstack").kind, "vstack")
    }

    func testAClampAboveTheStackKeepsItHorizontal() throws {
        let spec = switching + "\n  modifiers: [{dynamicTypeSize: \"...xxxLarge\"}]"
        let t = try layoutSpec(spec, dynamicType: .accessibility3)
        XCTAssertEqual(t.node("body/hstack").kind, "hstack")
        XCTAssertEqual(t.size, Size(width: 112, height: 20))
    }

    func testAxisSwitchErrors() throws {
        let bad = switching.replacingOccurrences(of: "{to: vstack, from: accessibility1, alignment: leading, spacing: 4}", with: "{to: zstack}")
        XCTAssertThrowsError(try layoutSpec(bad)) { e in
            XCTAssertEqual("\(e)", "components/c.yaml:5:16: error: a hstack switches to 'vstack', found 'zstack'")
        }
        let badSize = switching.replacingOccurrences(of: "from: accessibility1", with: "from: accesibility2")
        XCTAssertThrowsError(try layoutSpec(badSize)) { e in
            XCTAssertEqual("\(e)", "components/c.yaml:5:30: error: unknown Dynamic Type size 'accesibility2' — did you mean 'accessibility2' or 'accessibility' or 'accessibility1'?")
        }
    }

    // MARK: dynamicTypeSize clamp

    func textFrame(_ modifiers: String, at size: DynamicTypeSize) throws -> (size: Double, leading: Double, height: Double) {
        let t = try layoutSpec("""
        component: c
        body:
          text: Hello
          modifiers: \(modifiers)
        """, dynamicType: size)
        let n = t.node("body/text")
        return (n.text!.fontSize, n.font?.lineHeight ?? n.text!.lineHeight, n.frame.height)
    }

    /// The face's own line height at `size` (a one-line text's height; a text style's leading
    /// goes between lines).
    func natural(_ size: Double) throws -> Double {
        try sharedLayout.text.library.face(for: ResolvedFont(size: size)).naturalLineHeight(size: size)
    }

    func testBodyAtAccessibility5ClampedToXXXLargeHasXXXLargeSizeAndLeading() throws {
        let clamped = try textFrame("[{font: body}, {dynamicTypeSize: ...xxxLarge}]", at: .accessibility5)
        XCTAssertEqual(clamped.size, 23)
        XCTAssertEqual(clamped.leading, 29)
        XCTAssertEqual(clamped.height, try natural(23), accuracy: 1e-9)
        // Below the bound nothing changes.
        let large = try textFrame("[{font: body}, {dynamicTypeSize: ...xxxLarge}]", at: .large)
        XCTAssertEqual([large.size, large.leading], [17, 22])
        // The default font (body) is clamped as well.
        let plain = try textFrame("[{dynamicTypeSize: ...xxxLarge}]", at: .accessibility5)
        XCTAssertEqual([plain.size, plain.leading], [23, 29])
    }

    func testFontsOutsideTheClampAreResolvedAtTheClampedSize() throws {
        // `.dynamicTypeSize(...).font(.title)`: the font modifier wraps the clamp, but SwiftUI
        // resolves the font where the text is — inside it.
        let t = try textFrame("[{dynamicTypeSize: ...xxxLarge}, {font: title1}]", at: .accessibility5)
        XCTAssertEqual([t.size, t.leading], [34, 41])
        let loose = try textFrame("[{dynamicTypeSize: ...xxxLarge}, {font: {style: body, leading: loose}}]", at: .accessibility5)
        XCTAssertEqual([loose.size, loose.leading], [23, 31])
    }

    func testClosedRangesAndRelativeFonts() throws {
        let range = "[{font: body}, {dynamicTypeSize: large...accessibility2}]"
        let low = try textFrame(range, at: .xSmall), high = try textFrame(range, at: .accessibility5)
        XCTAssertEqual([low.size, low.leading, high.size, high.leading], [17, 22, 33, 40])
        // relativeTo: 20 × 23 / 17 = 27.06 → 27 at xxxLarge (not 20 × 53 / 17 = 62 at AX5).
        let relative = try textFrame("[{font: {size: 20, relativeTo: body}}, {dynamicTypeSize: ...xxxLarge}]", at: .accessibility5)
        XCTAssertEqual(relative.size, 27)
        let halfOpen = try textFrame("[{font: body}, {dynamicTypeSize: ..<accessibility1}]", at: .accessibility5)
        XCTAssertEqual(halfOpen.size, 23)
    }

    func testAClampReachesTheWholeSubtree() throws {
        let t = try layoutSpec("""
        component: c
        body:
          vstack:
            children:
              - text: Inside
                modifiers: [{font: headline}]
              - icon: chevron.right
          modifiers: [{dynamicTypeSize: ...xxxLarge}]
        """, dynamicType: .accessibility3)
        XCTAssertEqual(t.node("0/text").text?.fontSize, 23)
        XCTAssertEqual(t.node("1/icon").font?.size, 23)
    }

    func testClampErrors() throws {
        XCTAssertThrowsError(try textFrame("[{dynamicTypeSize: accessibility2...large}]", at: .large)) { e in
            XCTAssertEqual("\(e)", "components/c.yaml:4:33: error: dynamicTypeSize must be a size or a range of sizes such as '...xxxLarge', 'large...accessibility2', 'large...' or '..<accessibility1', found 'accessibility2...large'")
        }
        XCTAssertThrowsError(try textFrame("[{dynamicTypeSize: xxxLarj}]", at: .large)) { e in
            XCTAssertTrue("\(e)".hasSuffix("found 'xxxLarj' — did you mean 'xxxLarge'?"), "\(e)")
        }
    }

    func testRangeParsingAndSpelling() {
        let cases: [(String, DynamicTypeSize, DynamicTypeSize, String)] = [
            ("...xxxLarge", .xSmall, .xxxLarge, "...xxxLarge"),
            ("large...accessibility2", .large, .accessibility2, "large...accessibility2"),
            ("large...", .large, .accessibility5, "large..."),
            ("..<accessibility1", .xSmall, .xxxLarge, "...xxxLarge"),
            ("m..<ax1", .medium, .xxxLarge, "medium...xxxLarge"),
            ("xxxLarge", .xxxLarge, .xxxLarge, "xxxLarge"),
        ]
        for (text, lo, hi, spelled) in cases {
            let r = DynamicTypeRange(parsing: text)
            XCTAssertEqual(r, DynamicTypeRange(lo, hi), text)
            XCTAssertEqual(r?.description, spelled, text)
        }
        for bad in ["...", "..<xSmall", "ax2...large", "huge...", ""] { XCTAssertNil(DynamicTypeRange(parsing: bad), bad) }
        XCTAssertEqual(DynamicTypeRange(.large, .xxxLarge).clamp(.xSmall), .large)
        XCTAssertEqual(DynamicTypeRange(.large, .xxxLarge).clamp(.accessibility4), .xxxLarge)
    }
}
