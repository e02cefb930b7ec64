import Foundation
import PlumbLayout
import PlumbModel
import XCTest

/// Scaled metrics laid out: inline and as tokens, in frames, padding, spacing, offsets,
/// corner radii and font (icon) sizes, at xSmall, large and accessibility5.
final class ScaledMetricLayoutTests: XCTestCase {
    let tokens = """
    colors: {accent: "#E89B3C"}
    sizes: {avatar: {value: 40, relativeTo: title1}, avatar-ref: avatar}
    spacing: {gap: {value: 8, relativeTo: caption2}}
    radii: {tile: {value: 12, relativeTo: footnote}}
    """

    let spec = """
    component: c
    body:
      vstack:
        alignment: leading
        spacing: gap
        children:
          - rectangle: {}
            modifiers: [{frame: {width: {value: 20, relativeTo: body}, height: {value: 20, relativeTo: title1}}}]
          - rectangle: {}
            modifiers: [{frame: {width: avatar-ref, height: avatar}}, {padding: {value: 10}}]
          - roundedRectangle: {cornerRadius: tile}
            modifiers: [{frame: {width: 30, height: 30}}, {offset: {x: {value: 6, relativeTo: body}}}]
          - icon: plus
            modifiers: [{font: {size: {value: 20, relativeTo: body}}}]
    """

    func testFramesPaddingSpacingOffsetRadiusAndIconSizeScale() throws {
        // body 14 / 17 / 53, title1 25 / 28 / 58, caption2 11 / 11 / 40, footnote 12 / 13 / 44 pt.
        let cases: [(DynamicTypeSize, body: Double, title1: Double, caption2: Double, footnote: Double)] = [
            (.xSmall, 14.0 / 17, 25.0 / 28, 1, 12.0 / 13), (.large, 1, 1, 1, 1), (.accessibility5, 53.0 / 17, 58.0 / 28, 40.0 / 11, 44.0 / 13),
        ]
        for (size, body, title1, caption2, footnote) in cases {
            let t = try layoutSpec(spec, tokens: tokens, dynamicType: size)
            let gap = 8 * caption2
            let first = t.node("0/rectangle")
            assertRect(first.outerFrame, 0, 0, 20 * body, 20 * title1)
            // The avatar token (through a reference) in a frame, inside a scaled 10 pt padding.
            let avatar = 40 * title1, pad = 10 * body
            let second = t.node("1/rectangle")
            assertRect(second.frame, pad, 20 * title1 + gap + pad, avatar, avatar)
            assertRect(second.outerFrame, 0, 20 * title1 + gap, avatar + 2 * pad, avatar + 2 * pad)
            // The offset moves drawing, not layout.
            let third = t.node("2/roundedRectangle")
            let y3 = 20 * title1 + gap + avatar + 2 * pad + gap
            assertRect(third.frame, 6 * body, y3, 30, 30)
            if case .shape(.roundedRectangle(let radii, _)) = third.view.kind {
                XCTAssertEqual(radii.topLeading, 12 * footnote, accuracy: 1e-12, "\(size)")
            } else {
                XCTFail("not a rounded rectangle")
            }
            // The plus icon is 1.17 × 1 em of its (unrounded) scaled font size.
            let icon = t.node("3/icon")
            XCTAssertEqual(icon.font?.size ?? 0, 20 * body, accuracy: 1e-12, "\(size)")
            assertRect(icon.frame, 0, y3 + 30 + gap, 1.17 * 20 * body, 20 * body)
        }
    }

    func testExactValuesAtAccessibility5() throws {
        let t = try layoutSpec(spec, tokens: tokens, dynamicType: .accessibility5)
        assertRect(t.node("0/rectangle").frame, 0, 0, 62.35294117647059, 41.42857142857143, accuracy: 1e-9)
        guard case .stack(_, let spacing?, _, _) = t.node("body/vstack").view.kind else { return XCTFail("no spacing") }
        XCTAssertEqual(spacing, 29.09090909090909, accuracy: 1e-9)
    }

    func testAClampBelowTheModifierScalesTheMetricToTheClamp() throws {
        // Inside `...xxxLarge` a body metric stops at body's xxxLarge ratio, 23/17.
        let t = try layoutSpec("""
        component: c
        body:
          rectangle: {}
          modifiers: [{frame: {width: {value: 34}, height: 10}}, {dynamicTypeSize: ...xxxLarge}]
        """, dynamicType: .accessibility5)
        assertRect(t.node("body/rectangle").frame, 0, 0, 46, 10)
        // A scaled-metric font set outside the clamp is re-resolved at the clamp, unrounded:
        // 17 × 53/17 at accessibility5 → 17 × 23/17 at xxxLarge.
        let icon = try layoutSpec("""
        component: c
        body:
          icon: plus
          modifiers: [{dynamicTypeSize: ...xxxLarge}, {font: {size: {value: 17}}}]
        """, dynamicType: .accessibility5)
        XCTAssertEqual(icon.node("body/icon").font?.size ?? 0, 23, accuracy: 1e-12)
    }
}
