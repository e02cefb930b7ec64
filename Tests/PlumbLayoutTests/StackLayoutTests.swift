import PlumbLayout
import PlumbModel
import XCTest

/// Stack rules of shared/reference/layout-semantics.md, with exact frames.
final class StackLayoutTests: XCTestCase {
    func testVStackDefaultSpacingIsEightAndCentersChildren() throws {
        let t = try layoutSpec("""
        component: c
        body:
          vstack:
            children:
              - rectangle: {}
                modifiers: [{frame: {width: 100, height: 20}}]
              - rectangle: {}
                modifiers: [{frame: {width: 40, height: 10}}]
        """)
        XCTAssertEqual(t.size, Size(width: 100, height: 38))
        assertRect(t.node("0/rectangle").frame, 0, 0, 100, 20)
        assertRect(t.node("1/rectangle").frame, 30, 28, 40, 10)
    }

    func testHStackExplicitSpacingAndAlignments() throws {
        for (alignment, y) in [("top", 0.0), ("center", 15.0), ("bottom", 30.0)] {
            let t = try layoutSpec("""
            component: c
            body:
              hstack:
                spacing: 5
                alignment: \(alignment)
                children:
                  - rectangle: {}
                    modifiers: [{frame: {width: 10, height: 40}}]
                  - rectangle: {}
                    modifiers: [{frame: {width: 20, height: 10}}]
            """)
            XCTAssertEqual(t.size, Size(width: 35, height: 40))
            assertRect(t.node("1/rectangle").frame, 15, y, 20, 10)
        }
    }

    func testSpacerTakesTheRemainderAndAddsNoDefaultSpacing() throws {
        let t = try layoutSpec("""
        component: c
        width: 300
        body:
          hstack:
            children:
              - rectangle: {}
                modifiers: [{frame: {width: 50, height: 10}}]
              - spacer: {}
              - rectangle: {}
                modifiers: [{frame: {width: 30, height: 10}}]
        """)
        XCTAssertEqual(t.size.width, 300)
        assertRect(t.node("1/spacer").frame, 50, 5, 220, 0)
        assertRect(t.node("2/rectangle").frame, 270, 0, 30, 10)
    }

    func testTextBesideASpacerIsServedFirstAndDoesNotWrap() throws {
        // Spacers are the lowest-priority group: the text is offered 200 − 8 (the spacer's
        // minimum), fits on one line, and the spacer takes the rest.
        let t = try layoutSpec("""
        component: c
        width: 200
        body:
          hstack:
            spacing: 0
            children:
              - text: "2019 Mazda MX-5 Miata"
                modifiers: [{font: {size: 15}}]
              - spacer: {}
        """)
        let text = t.node("0/text")
        XCTAssertEqual(text.text?.lines.count, 1)
        XCTAssertEqual(t.node("1/spacer").frame.width, 200 - text.frame.width, accuracy: 1e-9)
        XCTAssertGreaterThan(text.frame.width, 100)
    }

    /// A spacer inside a `.frame` is a framed view to its stack, not a spacer: it is served
    /// with the other views by flexibility, so beside another view framed to `maxWidth:
    /// .infinity` the two split the width (home-assistant's widget tiles: a lone tile and a
    /// `Spacer().frame(maxWidth: .infinity)` each take half the row on iOS; Plumb gave the tile
    /// all but the spacer's 8 pt minimum).
    func testAFramedSpacerSharesTheWidthLikeAView() throws {
        let t = try layoutSpec("""
        component: c
        width: 208
        body:
          hstack:
            spacing: 8
            children:
              - rectangle: {}
                modifiers: [{frame: {height: 10}}, {frame: {maxWidth: .inf}}]
              - spacer: {}
                modifiers: [{frame: {maxWidth: .inf}}]
        """)
        assertRect(t.node("0/rectangle").frame, 0, 0, 100, 10)
        XCTAssertEqual(t.node("1/spacer").frame.width, 100, accuracy: 1e-9)
    }

    func testStackContainingSpacerIsFlexibleInsideAnotherStack() throws {
        // The row hugs its content without a spacer, but fills the column with one.
        let row = { (spacer: String) in """
        component: c
        width: 250
        body:
          vstack:
            children:
              - hstack:
                  children:
                    - rectangle: {}
                      modifiers: [{frame: {width: 40, height: 10}}]\(spacer)
              - rectangle: {}
                modifiers: [{frame: {width: 100, height: 10}}]
        """ }
        let hugging = try layoutSpec(row(""))
        XCTAssertEqual(hugging.node("0/hstack").frame.width, 40)
        XCTAssertEqual(hugging.size.width, 100)
        let flexible = try layoutSpec(row("\n            - spacer: {}"))
        assertRect(flexible.node("0/hstack").frame, 0, 0, 250, 10)
        XCTAssertEqual(flexible.size.width, 250)
    }

    func testExplicitSpacingStillAppliesNextToSpacerAndMinLengthHolds() throws {
        let t = try layoutSpec("""
        component: c
        width: 100
        body:
          hstack:
            spacing: 10
            children:
              - rectangle: {}
                modifiers: [{frame: {width: 60, height: 10}}]
              - spacer: {minLength: 20}
              - rectangle: {}
                modifiers: [{frame: {width: 30, height: 10}}]
        """)
        // 60 + 10 + spacer(min 20) + 10 + 30 = 130 > 100: the spacer keeps its minimum.
        XCTAssertEqual(t.node("1/spacer").frame.width, 20)
        XCTAssertEqual(t.size.width, 130)
    }

    func testStackWithoutProposalHugsAndSpacerUsesMinimum() throws {
        let t = try layoutSpec("""
        component: c
        body:
          hstack:
            children:
              - rectangle: {}
                modifiers: [{frame: {width: 60, height: 10}}]
              - spacer: {}
              - rectangle: {}
                modifiers: [{frame: {width: 30, height: 10}}]
        """)
        XCTAssertEqual(t.node("1/spacer").frame.width, 8)
        XCTAssertEqual(t.size.width, 98)
    }

    func testFlexibleChildrenShareEquallyAfterRigidOnes() throws {
        // Rigid 40 is placed first; the three flexible shapes share 300 − 40 − 3 × 10 = 230.
        let t = try layoutSpec("""
        component: c
        width: 300
        body:
          hstack:
            spacing: 10
            children:
              - rectangle: {}
              - rectangle: {}
                modifiers: [{frame: {width: 40}}]
              - circle: {}
              - capsule: {}
        """)
        let share = 230.0 / 3
        assertRect(t.node("0/rectangle").frame, 0, 0, share, 10)
        assertRect(t.node("1/rectangle").outerFrame, share + 10, 0, 40, 10)
        assertRect(t.node("2/circle").frame, share + 60, 0, share, 10)
        assertRect(t.node("3/capsule").frame, 2 * share + 70, 0, share, 10)
        XCTAssertEqual(t.size.width, 300, accuracy: 1e-9)
    }

    func testLeastFlexibleFirstGivesCappedChildItsMaximum() throws {
        // maxWidth 50 is less flexible than the unbounded shape, so it is offered 300/2
        // first, takes 50, and the shape gets the remaining 250.
        let t = try layoutSpec("""
        component: c
        width: 300
        body:
          hstack:
            spacing: 0
            children:
              - rectangle: {}
              - rectangle: {}
                modifiers: [{frame: {maxWidth: 50}}]
        """)
        XCTAssertEqual(t.node("0/rectangle").frame.width, 250)
        XCTAssertEqual(t.node("1/rectangle").outerFrame?.width, 50)
    }

    func testLayoutPriorityIsServedFirstAfterReservingOthersMinimum() throws {
        let t = try layoutSpec("""
        component: c
        width: 200
        body:
          hstack:
            spacing: 0
            children:
              - rectangle: {}
                modifiers: [{frame: {minWidth: 30}}]
              - rectangle: {}
                modifiers: [{layoutPriority: 1}]
        """)
        // The prioritised shape gets 200 − 30 (the other's minimum); the other its 30.
        XCTAssertEqual(t.node("1/rectangle").frame.width, 170)
        XCTAssertEqual(t.node("0/rectangle").outerFrame?.width, 30)
        XCTAssertEqual(t.node("1/rectangle").frame.x, 30)
    }

    func testTextWrapsWhenSqueezedBesideAPriorityShape() throws {
        let t = try layoutSpec("""
        component: c
        width: 120
        body:
          hstack:
            spacing: 0
            alignment: top
            children:
              - text: "Oil change due in twelve days"
                modifiers: [{font: {size: 17}}]
              - rectangle: {}
                modifiers: [{frame: {width: 40, height: 10}}]
        """)
        let text = t.node("0/text")
        XCTAssertEqual(text.frame.width, 80, accuracy: 80, "wrapped text is at most the 80 pt offered")
        XCTAssertLessThanOrEqual(text.frame.width, 80)
        XCTAssertGreaterThan(text.text!.lines.count, 1)
        XCTAssertEqual(text.frame.height, Double(text.text!.lines.count) * text.text!.lineHeight, accuracy: 1e-9)
        XCTAssertEqual(t.node("1/rectangle").outerFrame!.x, text.frame.width, accuracy: 1e-9)
    }

    func testFirstTextBaselineAlignsBaselinesOfDifferentSizes() throws {
        let t = try layoutSpec("""
        component: c
        body:
          hstack:
            alignment: firstTextBaseline
            spacing: 4
            children:
              - text: "42"
                modifiers: [{font: {size: 40}}]
              - text: "days"
                modifiers: [{font: {size: 14}}]
              - rectangle: {}
                modifiers: [{frame: {width: 5, height: 5}}]
        """)
        let big = t.node("0/text"), small = t.node("1/text"), box = t.node("2/rectangle")
        let bigBaseline = big.frame.y + big.text!.firstBaseline
        let smallBaseline = small.frame.y + small.text!.firstBaseline
        XCTAssertEqual(bigBaseline, smallBaseline, accuracy: 1e-9)
        XCTAssertEqual(big.frame.y, 0)
        // A view without text aligns its bottom edge to the baseline.
        XCTAssertEqual(box.outerFrame!.maxY, bigBaseline, accuracy: 1e-9)
        // 14 pt is Inter (ascender 2728/2816 em, no line gap); 40 pt is Inter Display (1974/2048 em).
        XCTAssertEqual(small.text!.firstBaseline, 14 * 2728 / 2816.0, accuracy: 1e-9)
        XCTAssertEqual(big.text!.firstBaseline, 40 * 1974 / 2048.0, accuracy: 1e-9)
    }

    func testLastTextBaselineUsesLastLine() throws {
        let t = try layoutSpec("""
        component: c
        body:
          hstack:
            alignment: lastTextBaseline
            children:
              - text: "one\\ntwo"
                modifiers: [{font: {size: 20}}]
              - text: "x"
                modifiers: [{font: {size: 10}}]
        """)
        let a = t.node("0/text"), b = t.node("1/text")
        XCTAssertEqual(a.text!.lines.count, 2)
        XCTAssertEqual(a.frame.y + a.text!.lastBaseline, b.frame.y + b.text!.lastBaseline, accuracy: 1e-9)
    }

    func testZStackAlignsChildrenAndTakesLargestSize() throws {
        let t = try layoutSpec("""
        component: c
        body:
          zstack:
            alignment: bottomTrailing
            children:
              - rectangle: {}
                modifiers: [{frame: {width: 100, height: 50}}]
              - circle: {}
                modifiers: [{frame: {width: 20, height: 10}}]
        """)
        XCTAssertEqual(t.size, Size(width: 100, height: 50))
        assertRect(t.node("1/circle").frame, 80, 40, 20, 10)
    }

    func testDividerRunsAcrossItsStack() throws {
        let t = try layoutSpec("""
        component: c
        width: 200
        body:
          vstack:
            spacing: 0
            children:
              - rectangle: {}
                modifiers: [{frame: {height: 20}}]
              - divider: {}
              - hstack:
                  spacing: 0
                  children:
                    - rectangle: {}
                      modifiers: [{frame: {width: 10, height: 30}}]
                    - divider: {thickness: 0.5}
                modifiers: [{frame: {height: 30}}]
        """)
        assertRect(t.node("vstack/1/divider").frame, 0, 20, 200, 1)
        // The hstack (10.5 wide) is centred in the 200 pt column: x = 94.75.
        assertRect(t.node("hstack/1/divider").frame, 104.75, 21, 0.5, 30)
    }

    func testGridSplitsWidthIntoEqualColumns() throws {
        let t = try layoutSpec("""
        component: c
        width: 210
        body:
          grid:
            columns: 3
            spacing: 15
            rowSpacing: 5
            children:
              - rectangle: {}
                modifiers: [{frame: {height: 10}}]
              - rectangle: {}
                modifiers: [{frame: {height: 20}}]
              - rectangle: {}
                modifiers: [{frame: {height: 10}}]
              - circle: {}
                modifiers: [{frame: {width: 20, height: 20}}]
        """)
        // (210 − 2 × 15) / 3 = 60 per column; row 0 is 20 tall; cells centred.
        assertRect(t.node("0/rectangle").frame, 0, 5, 60, 10)
        assertRect(t.node("1/rectangle").frame, 75, 0, 60, 20)
        assertRect(t.node("3/circle").frame, 20, 25, 20, 20)
        XCTAssertEqual(t.size, Size(width: 210, height: 45))
    }
}
