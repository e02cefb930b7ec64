import Foundation
import PlumbLayout
import PlumbModel
import XCTest

/// Geometry (issue 11 item 6): `aspectRatio`, relative frame lengths, shape `inset`,
/// `alignmentGuide`s in stacks, and right-to-left layout.
final class GeometryLayoutTests: XCTestCase {
    // MARK: aspectRatio

    func box(_ aspect: String, frame: String = "{width: 100, height: 100}") -> String {
        """
        component: c
        body:
          rectangle: {}
          modifiers: [{aspectRatio: \(aspect)}, {frame: \(frame)}]
        """
    }

    func testAspectRatioFitProposesTheLargestSizeOfTheRatioInside() throws {
        // 2:1 inside 100 × 100: 100 × 50, centred by the frame.
        let t = try layoutSpec(box("{ratio: 2, contentMode: fit}"))
        assertRect(t.node("body/rectangle").frame, 0, 25, 100, 50)
        XCTAssertEqual(t.size, Size(width: 100, height: 100))
    }

    func testAspectRatioFillProposesTheSmallestSizeOfTheRatioCovering() throws {
        // 2:1 covering 100 × 100: 200 × 100, overflowing the frame on both sides.
        let t = try layoutSpec(box("{ratio: 2, contentMode: fill}"))
        assertRect(t.node("body/rectangle").frame, -50, 0, 200, 100)
    }

    func testAspectRatioWithOnlyAWidthUsesIt() throws {
        // `aspectRatio: 1.5` (fit) in a 90 wide, unbounded component: 90 × 60.
        let t = try layoutSpec("""
        component: c
        width: 90
        body:
          rectangle: {}
          modifiers: [{aspectRatio: 1.5}]
        """)
        assertRect(t.node("body/rectangle").frame, 0, 0, 90, 60)
        assertRect(t.node("body/rectangle").outerFrame, 0, 0, 90, 60)
        XCTAssertEqual(t.size, Size(width: 90, height: 60))
    }

    func testAspectRatioWithoutRatioUsesTheChildsIdealRatio() throws {
        // The child's ideal size is 40 × 10 (4:1): fit in 100 × 100 → 100 × 25; fill → 400 × 100.
        let fit = try layoutSpec(box("{contentMode: fit}").replacingOccurrences(
            of: "[{aspectRatio", with: "[{frame: {idealWidth: 40, idealHeight: 10}}, {aspectRatio"))
        assertRect(fit.node("body/rectangle").frame, 0, 37.5, 100, 25)
        let fill = try layoutSpec(box("{contentMode: fill}").replacingOccurrences(
            of: "[{aspectRatio", with: "[{frame: {idealWidth: 40, idealHeight: 10}}, {aspectRatio"))
        assertRect(fill.node("body/rectangle").frame, -150, 0, 400, 100)
    }

    func testAspectRatioDoesNotForceAChildThatIgnoresTheProposal() throws {
        // SwiftUI's aspectRatio changes the proposal; a 30 × 30 fixed frame stays 30 × 30.
        let t = try layoutSpec(box("2").replacingOccurrences(of: "[{aspectRatio", with: "[{frame: {width: 30, height: 30}}, {aspectRatio"))
        assertRect(t.node("body/rectangle").frame, 35, 35, 30, 30)
    }

    func testAspectRatioErrors() throws {
        for (value, message) in [("0", "aspectRatio ratio must be a positive width ÷ height from 1/10000 to 10000, found 0"),
                                 ("{ratio: 2, contentMode: stretch}", "unknown contentMode 'stretch' (expected fit or fill)"),
                                 ("{ratio: 2, mode: fit}", "unknown key 'mode' in aspectRatio")] {
            XCTAssertThrowsError(try layoutSpec(box(value)), value) { error in
                XCTAssertTrue("\(error)".contains(message), "\(error)")
            }
        }
    }

    // MARK: Relative lengths

    func progress(_ fill: String, direction: String? = nil) -> String {
        """
        component: c
        width: 200
        body:
          zstack:
            alignment: leading
            children:
              - capsule: {}
                modifiers: [{frame: {maxWidth: .inf}}]
              - capsule: {}
                modifiers: [{frame: {width: "\(fill)"}}]
          modifiers: [{frame: {height: 4}}\(direction.map { ", {layoutDirection: \($0)}" } ?? "")]
        """
    }

    func testProgressFillIsAFractionOfTheProposedWidth() throws {
        // GeometryReader { geo in … .frame(width: geo.size.width * 0.62) } over a 200 pt track.
        let t = try layoutSpec(progress("62%"))
        assertRect(t.node("0/capsule").frame, 0, 0, 200, 4)
        assertRect(t.node("1/capsule").frame, 0, 0, 124, 4)
        XCTAssertEqual(try layoutSpec(progress("0%")).node("1/capsule").frame.width, 0)
        XCTAssertEqual(try layoutSpec(progress("100%")).node("1/capsule").frame.width, 200)
    }

    func bubble(_ text: String, maxWidth: String) -> String {
        """
        component: c
        width: 400
        body:
          hstack:
            spacing: 0
            children:
              - spacer: {minLength: 0}
              - text: "\(text)"
                modifiers: [{padding: 10}, {background: accent}, {frame: {maxWidth: \(maxWidth), alignment: trailing}}]
          modifiers: [{padding: {horizontal: 20}}]
        """
    }

    func testBubbleIsAtMostThreeQuartersOfTheRow() throws {
        // The row is 360 wide inside the paddings: the bubble's frame is 75 % of it, 270, at the
        // trailing edge; a short text hugs its content inside it.
        let short = try layoutSpec(bubble("Hi", maxWidth: "75%"))
        assertRect(short.node("1/text").outerFrame, 110, 0, 270, short.node("1/text").outerFrame!.height)
        let bg = short.node("1/text/modifiers/1/rectangle").frame
        XCTAssertEqual(bg.maxX, 380, accuracy: 1e-9)
        XCTAssertLessThan(bg.width, 60)
        let long = try layoutSpec(bubble(String(repeating: "wrapping words ", count: 12), maxWidth: "75%"))
        // A wrapped text is as wide as its widest line (≤ 270 − 2 × 10): the bubble hugs it.
        assertRect(long.node("1/text").outerFrame, 110, 0, 270, long.node("1/text").outerFrame!.height)
        let longBg = long.node("1/text/modifiers/1/rectangle").frame
        XCTAssertEqual(longBg.maxX, 380, accuracy: 1e-9)
        XCTAssertEqual(longBg.width, long.node("1/text").frame.width + 20, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(longBg.width, 270)
        XCTAssertGreaterThan(long.node("1/text").text!.lines.count, 1)
    }

    func testContainerRelativeLengthsMeasureTheComponentsProposal() throws {
        // 75 % of the screen (the 400 pt proposal), not of the 360 pt row: 300.
        let t = try layoutSpec(bubble(String(repeating: "wrapping words ", count: 12), maxWidth: "{containerRelative: 0.75}"))
        assertRect(t.node("1/text").outerFrame, 80, 0, 300, t.node("1/text").outerFrame!.height)
    }

    func testARelativeLengthOnAnUnproposedAxisIsAbsent() throws {
        // Nothing proposes a height: `height: 50%` leaves the rectangle its ideal 10 pt.
        let t = try layoutSpec("""
        component: c
        width: 80
        body:
          rectangle: {}
          modifiers: [{frame: {width: 50%, height: 50%}}]
        """)
        assertRect(t.node("body/rectangle").frame, 0, 0, 40, 10)
    }

    func testRelativeLengthErrors() throws {
        for (value, message) in [("\"-5%\"", "frame width: a relative length must be from 0 % to 1000 % (a fraction 0…10), found -5 %"),
                                  ("\"abc%\"", "frame width: expected a percentage such as 62%, found 'abc%'"),
                                  ("{containerRelative: 0.5, x: 1}", "unknown key 'x' in frame width")] {
            XCTAssertThrowsError(try layoutSpec(progress("x").replacingOccurrences(of: "\"x\"", with: value)), value) { error in
                XCTAssertTrue("\(error)".contains(message), "\(error)")
            }
        }
    }

    // MARK: Shape inset

    func testInsetKeepsTheFrameAndIsRecordedOnTheNode() throws {
        let t = try layoutSpec("""
        component: c
        body:
          roundedRectangle: {cornerRadius: 8, inset: 2}
          modifiers: [{frame: {width: 40, height: 20}}]
        """)
        assertRect(t.node("body/roundedRectangle").frame, 0, 0, 40, 20)
        XCTAssertEqual(t.node("body/roundedRectangle").view.shapeInset, 2)
        XCTAssertThrowsError(try layoutSpec("component: c\nbody:\n  circle: {inset: wide}\n")) {
            XCTAssertTrue("\($0)".contains("unknown token 'wide'") || "\($0)".contains("wide"), "\($0)")
        }
    }

    // MARK: Alignment guides

    func testLeadingGuideOffsetShiftsTheChildOutwardsAndWidensTheStack() throws {
        // VStack(alignment: .leading) { a; b.alignmentGuide(.leading) { d in d[.leading] + 12 } }:
        // b's x = 12 lines up with a's x = 0, so a moves 12 right and the stack is 112 wide.
        let t = try layoutSpec("""
        component: c
        body:
          vstack:
            alignment: leading
            spacing: 0
            children:
              - rectangle: {}
                modifiers: [{frame: {width: 100, height: 10}}]
              - rectangle: {}
                modifiers: [{frame: {width: 100, height: 10}}, {alignmentGuide: {guide: leading, offset: 12}}]
              - rectangle: {}
                modifiers: [{frame: {width: 50, height: 10}}, {alignmentGuide: {guide: top, offset: 40}}]
        """)
        assertRect(t.node("0/rectangle").outerFrame, 12, 0, 100, 10)
        assertRect(t.node("1/rectangle").outerFrame, 0, 10, 100, 10)
        // A guide the stack does not align on (top, in a VStack) changes nothing.
        assertRect(t.node("2/rectangle").outerFrame, 12, 20, 50, 10)
        XCTAssertEqual(t.size, Size(width: 112, height: 30))
    }

    func testTrailingAndCentreGuidesByValueAndNegativeOffset() throws {
        let t = try layoutSpec("""
        component: c
        body:
          vstack:
            alignment: trailing
            spacing: 0
            children:
              - rectangle: {}
                modifiers: [{frame: {width: 100, height: 10}}]
              - rectangle: {}
                modifiers: [{frame: {width: 40, height: 10}}, {alignmentGuide: {guide: trailing, offset: -20}}]
        """)
        // b's trailing guide is at 20 (40 − 20): it lines up with a's 100, so b spans 80…120.
        assertRect(t.node("0/rectangle").outerFrame, 0, 0, 100, 10)
        assertRect(t.node("1/rectangle").outerFrame, 80, 10, 40, 10)
        XCTAssertEqual(t.size.width, 120)
        let c = try layoutSpec("""
        component: c
        body:
          hstack:
            alignment: center
            spacing: 0
            children:
              - rectangle: {}
                modifiers: [{frame: {width: 10, height: 40}}]
              - rectangle: {}
                modifiers: [{frame: {width: 10, height: 10}}, {alignmentGuide: {guide: center, value: 0}}]
        """)
        // b's centre guide is its top edge: b's top sits on a's centre line (y = 20).
        assertRect(c.node("0/rectangle").outerFrame, 0, 0, 10, 40)
        assertRect(c.node("1/rectangle").outerFrame, 10, 20, 10, 10)
    }

    func testTopAndBaselineGuideOffsets() throws {
        let top = try layoutSpec("""
        component: c
        body:
          hstack:
            alignment: top
            spacing: 0
            children:
              - rectangle: {}
                modifiers: [{frame: {width: 10, height: 10}}]
              - rectangle: {}
                modifiers: [{frame: {width: 10, height: 10}}, {alignmentGuide: {guide: top, offset: 4}}]
        """)
        assertRect(top.node("0/rectangle").outerFrame, 0, 4, 10, 10)
        assertRect(top.node("1/rectangle").outerFrame, 10, 0, 10, 10)
        XCTAssertEqual(top.size.height, 14)
        func baseline(_ guide: String) throws -> (Rect, Rect) {
            let t = try layoutSpec("""
            component: c
            body:
              hstack:
                alignment: firstTextBaseline
                spacing: 0
                children:
                  - text: Due
                    modifiers: [{font: {size: 17}}]
                  - text: Today
                    modifiers: [{font: {size: 17}}\(guide)]
            """)
            return (t.node("0/text").frame, t.node("1/text").frame)
        }
        let (a0, b0) = try baseline("")
        XCTAssertEqual(a0.y, b0.y)
        let (a, b) = try baseline(", {alignmentGuide: {guide: firstTextBaseline, offset: 3}}")
        XCTAssertEqual(a.y - b.y, 3, accuracy: 1e-9, "the guide 3 pt below the baseline lifts the text by 3")
        XCTAssertEqual(b.y, 0)
        XCTAssertThrowsError(try baseline(", {alignmentGuide: {guide: leadng, offset: 3}}")) {
            XCTAssertTrue("\($0)".contains("unknown alignment guide 'leadng' — did you mean 'leading'?"), "\($0)")
        }
    }

    // MARK: Right to left

    static let row = """
    component: c
    width: 320
    body:
      hstack:
        spacing: 8
        children:
          - icon: star.fill
          - vstack:
              alignment: leading
              spacing: 2
              children:
                - text: Oil change
                - text: Due in 300 mi
                  modifiers: [{font: {size: 13}}]
          - spacer: {}
          - text: Today
          - icon: chevron.right
      modifiers: [{padding: {leading: 16, trailing: 10, vertical: 6}}]
    """

    func tree(_ spec: String, _ direction: LayoutDirection) throws -> LayoutTree {
        let system = try makeSystem(components: ["c": spec])
        var component = try SpecResolver(system: system).resolve("c")
        component.layoutDirection = direction
        return try sharedLayout.layout(component)
    }

    func testRightToLeftMirrorsEveryFrameOfARowAboutItsCentre() throws {
        let ltr = try tree(Self.row, .leftToRight)
        let rtl = try tree(Self.row, .rightToLeft)
        XCTAssertEqual(ltr.size, rtl.size)
        XCTAssertEqual(ltr.nodes.map(\.path), rtl.nodes.map(\.path))
        let w = ltr.size.width
        for (a, b) in zip(ltr.nodes, rtl.nodes) {
            assertRect(b.frame, w - a.frame.maxX, a.frame.y, a.frame.width, a.frame.height, accuracy: 1e-9)
            if let o = a.outerFrame { assertRect(b.outerFrame, w - o.maxX, o.y, o.width, o.height, accuracy: 1e-9) }
        }
        // Spot values: the leading padding (16) is on the right, the chevron 10 pt from the left.
        let star = rtl.node("0/icon").frame
        XCTAssertEqual(star.maxX, 304, accuracy: 1e-9)
        XCTAssertEqual(rtl.node("4/icon").frame.x, 10, accuracy: 1e-9)
        XCTAssertEqual(rtl.node("4/icon").layoutDirection, .rightToLeft)
        // The texts of the leading-aligned vstack hug its right edge.
        let stack = rtl.node("1/vstack").frame
        XCTAssertEqual(rtl.node("0/text").frame.maxX, stack.maxX, accuracy: 1e-9)
        XCTAssertEqual(rtl.node("1/text").frame.maxX, stack.maxX, accuracy: 1e-9)
    }

    func testTheEnvironmentModifierFlipsOnlyItsSubtreeAndOffsetsStayPhysical() throws {
        let spec = """
        component: c
        width: 100
        body:
          vstack:
            alignment: leading
            spacing: 0
            children:
              - rectangle: {}
                modifiers: [{frame: {width: 30, height: 10}}, {offset: {x: 5}}]
              - rectangle: {}
                modifiers: [{frame: {width: 30, height: 10}}, {frame: {maxWidth: .inf, alignment: leading}}, {layoutDirection: rightToLeft}]
          modifiers: [{frame: {maxWidth: .inf, alignment: leading}}]
        """
        let t = try tree(spec, .leftToRight)
        // Left to right outside: the first bar at the left, moved 5 right by its offset.
        assertRect(t.node("0/rectangle").frame, 5, 0, 30, 10)
        // The second bar's leading-aligned frame is right to left: the bar sits at the right.
        assertRect(t.node("1/rectangle").frame, 70, 10, 30, 10)
        let r = try tree(spec, .rightToLeft)
        // All right to left: the first bar at the right, its offset still 5 pt to the right.
        assertRect(r.node("0/rectangle").frame, 75, 0, 30, 10)
        assertRect(r.node("1/rectangle").frame, 70, 10, 30, 10)
    }

    func testRightToLeftFlipsTextAlignmentAndPaddingEdges() throws {
        let spec = """
        component: c
        width: 120
        body:
          text: "one two three four five six seven"
          modifiers: [{multilineTextAlignment: leading}, {padding: {leading: 20}}]
        """
        let ltr = try tree(spec, .leftToRight), rtl = try tree(spec, .rightToLeft)
        let a = ltr.node("body/text"), b = rtl.node("body/text")
        XCTAssertEqual(a.frame.x, 20)
        XCTAssertEqual(b.frame.x, 0)
        XCTAssertEqual(b.frame.width, a.frame.width)
        XCTAssertGreaterThan(a.text!.lines.count, 1)
        for (la, lb) in zip(a.text!.lines, b.text!.lines) {
            XCTAssertEqual(la.x, 0)
            XCTAssertEqual(lb.x, b.frame.width - lb.width, accuracy: 1e-9, "leading is the right edge")
        }
    }
}
