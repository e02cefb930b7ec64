import Foundation
import PlumbLayout
import PlumbModel
import XCTest

/// `alignmentGuide` beyond stacks: a ZStack, a frame's alignment and an overlay/background's
/// alignment line their content up by its guides, as SwiftUI's do.
final class AlignmentGuideContainerTests: XCTestCase {
    func zstack(_ alignment: String, _ a: String, _ b: String, direction: String = "") -> String {
        """
        component: c
        body:
          zstack:
            alignment: \(alignment)
            children:
              - rectangle: {}
                modifiers: [\(a)]
              - rectangle: {}
                modifiers: [\(b)]
        \(direction.isEmpty ? "" : "  modifiers: [{layoutDirection: \(direction)}]")
        """
    }

    func testZStackLeadingGuideShiftsTheChildAndWidensTheStack() throws {
        // ZStack(alignment: .leading) { a; b.alignmentGuide(.leading) { d in d[.leading] + 12 } }:
        // b's x = 12 lines up with a's leading edge, so a sits 12 right and the stack is 112 wide.
        let spec = zstack("leading", "{frame: {width: 100, height: 10}}",
                          "{frame: {width: 40, height: 10}}, {alignmentGuide: {guide: leading, offset: 12}}")
        let t = try layoutSpec(spec)
        assertRect(t.node("0/rectangle").outerFrame, 12, 0, 100, 10)
        assertRect(t.node("1/rectangle").outerFrame, 0, 0, 40, 10)
        XCTAssertEqual(t.size, Size(width: 112, height: 10))
        // Right to left the same layout is mirrored.
        let rtl = try layoutSpec(zstack("leading", "{frame: {width: 100, height: 10}}",
                                        "{frame: {width: 40, height: 10}}, {alignmentGuide: {guide: leading, offset: 12}}", direction: "rightToLeft"))
        assertRect(rtl.node("0/rectangle").outerFrame, 0, 0, 100, 10)
        assertRect(rtl.node("1/rectangle").outerFrame, 72, 0, 40, 10)
    }

    func testZStackTopGuideByValueAndNoGuideKeepsAlignment() throws {
        // topLeading: b's top guide is at 4 (`{ _ in 4 }`), so a starts 4 lower; the stack is 44 tall.
        let t = try layoutSpec(zstack("topLeading", "{frame: {width: 10, height: 40}}",
                                      "{frame: {width: 20, height: 10}}, {alignmentGuide: {guide: top, value: 4}}"))
        assertRect(t.node("0/rectangle").outerFrame, 0, 4, 10, 40)
        assertRect(t.node("1/rectangle").outerFrame, 0, 0, 20, 10)
        XCTAssertEqual(t.size, Size(width: 20, height: 44))
        // A guide the zstack does not align on (leading, in a bottom-aligned one) changes nothing.
        let none = try layoutSpec(zstack("bottom", "{frame: {width: 10, height: 40}}",
                                         "{frame: {width: 20, height: 10}}, {alignmentGuide: {guide: leading, offset: 30}}"))
        assertRect(none.node("0/rectangle").outerFrame, 5, 0, 10, 40)
        assertRect(none.node("1/rectangle").outerFrame, 0, 30, 20, 10)
    }

    /// A leading-aligned vstack: a 100 × 10 rectangle over a 40 × 10 one with `modifiers` after its frame.
    func pair(_ modifiers: String) -> String {
        """
        component: c
        body:
          vstack:
            alignment: leading
            spacing: 0
            children:
              - rectangle: {}
                modifiers: [{frame: {width: 100, height: 10}}]
              - rectangle: {}
                modifiers: [{frame: {width: 40, height: 10}}, \(modifiers)]
        """
    }

    func frame(_ guide: String, alignment: String) -> String {
        pair("\(guide), {frame: {width: 100, height: 20, alignment: \(alignment)}}")
    }

    func testFrameAlignsItsContentByTheContentsGuide() throws {
        // .alignmentGuide(.leading) { d in d[.leading] + 12 }.frame(width: 100, height: 20, alignment: .leading):
        // the rectangle's guide (12) sits on the frame's leading edge, so it starts at −12.
        let t = try layoutSpec(frame("{alignmentGuide: {guide: leading, offset: 12}}", alignment: "leading"))
        assertRect(t.node("1/rectangle").frame, -12, 15, 40, 10)
        // The frame has lined the guide up with its own edge: the stack sees the frame's
        // leading edge, not a second 12 pt shift.
        assertRect(t.node("1/rectangle").outerFrame, 0, 10, 100, 20)
        assertRect(t.node("0/rectangle").outerFrame, 0, 0, 100, 10)
        // Trailing guide 20 pt in from the trailing edge (40 − 20): on the frame's trailing edge, x = 80.
        let trailing = try layoutSpec(frame("{alignmentGuide: {guide: trailing, offset: -20}}", alignment: "bottomTrailing"))
        assertRect(trailing.node("1/rectangle").frame, 80, 20, 40, 10)
        // A bottom guide 3 above the bottom edge: the rectangle hangs 3 below the frame.
        let bottom = try layoutSpec(frame("{alignmentGuide: {guide: bottom, offset: -3}}", alignment: "bottom"))
        assertRect(bottom.node("1/rectangle").frame, 30, 23, 40, 10)
    }

    func testAGuideBeforePaddingReachesTheStackThroughThePadding() throws {
        // .alignmentGuide(.leading) { _ in 0 } is the rectangle's edge, 8 inside the padded view:
        // the stack lines that edge up with the other child's leading edge, which moves 8 right.
        let t = try layoutSpec(pair("{alignmentGuide: {guide: leading, value: 0}}, {padding: 8}"))
        assertRect(t.node("0/rectangle").outerFrame, 8, 0, 100, 10)
        assertRect(t.node("1/rectangle").outerFrame, 0, 10, 56, 26)
        assertRect(t.node("1/rectangle").frame, 8, 18, 40, 10)
        XCTAssertEqual(t.size.width, 108)
    }

    func testOverlayAlignsTheBadgeByItsGuides() throws {
        // A 10 pt badge centred on the top-trailing corner:
        // .overlay(alignment: .topTrailing) { badge.alignmentGuide(.trailing) { _ in 5 }.alignmentGuide(.top) { _ in 5 } }
        let t = try layoutSpec("""
        component: c
        body:
          rectangle: {}
          modifiers:
            - frame: {width: 100, height: 50}
            - overlay:
                circle: {}
                alignment: topTrailing
                modifiers: [{frame: {width: 10, height: 10}}, {alignmentGuide: {guide: trailing, value: 5}}, {alignmentGuide: {guide: top, value: 5}}]
            - background:
                rectangle: {}
                alignment: leading
                modifiers: [{frame: {width: 20, height: 50}}, {alignmentGuide: {guide: leading, offset: 4}}]
        """)
        assertRect(t.node("body/rectangle").outerFrame, 0, 0, 100, 50)
        assertRect(t.node("modifiers/1/circle").frame, 95, -5, 10, 10)
        assertRect(t.node("modifiers/2/rectangle").frame, -4, 0, 20, 50)
    }
}
