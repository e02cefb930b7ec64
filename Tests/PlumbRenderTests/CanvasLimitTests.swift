import Foundation
import PlumbModel
import PlumbRender
import XCTest

/// The canvas is sized from the layout and refused before allocation, located at the node
/// whose frame made it large (before: `frame 4000 × 4000` at @3x allocated 576 MB and drew for
/// over 20 s; the others failed with an unlocated "too large to render").
final class CanvasLimitTests: XCTestCase {
    func testHugeFrameAt3xIsRefusedAtTheNodeBeforeAllocating() {
        expectRenderError("""
        component: c
        body:
          rectangle: {}
          modifiers: [{frame: {width: 4000, height: 4000}}]
        """, scale: 3, "c.yaml:3:3: error: canvas of 12000 × 12000 px exceeds the canvas limit of 16777216 px (4096 × 4096): "
            + "body/rectangle spans 4000 × 4000 pt at @3x")
    }

    func testTheDeepestNodeThatAloneBreaksTheLimitIsNamed() {
        // The divider alone is 49,152 px wide; its stack is as wide, but the divider is deeper.
        expectRenderError("""
        component: c
        body:
          hstack:
            children:
              - divider: {}
                modifiers: [{frame: {width: 16384}}]
        """, scale: 3, "c.yaml:5:9: error: canvas of 49152 × 1 px exceeds the canvas side limit of 32768 px: "
            + "body/hstack/0/divider spans 16384 × 0 pt at @3x")
    }

    func testStackedPaddingIsBlamedOnTheNodeCarryingIt() {
        expectRenderError("""
        component: c
        body:
          vstack:
            children:
              - rectangle: {}
                modifiers: [{frame: {width: 1, height: 1}}, {padding: 2000}, {padding: 2000}]
        """, scale: 1, "c.yaml:5:9: error: canvas of 8001 × 8001 px exceeds the canvas limit of 16777216 px (4096 × 4096): "
            + "body/vstack/0/rectangle spans 8001 × 8001 pt at @1x")
    }

    func testManySpacersNoneTooLargeAloneBlameTheirStack() {
        let spacers = (0..<12).map { _ in "      - spacer: {minLength: 5000}" }.joined(separator: "\n")
        expectRenderError("component: c\nbody:\n  vstack:\n    spacing: 0\n    children:\n\(spacers)\n", scale: 3,
                          "c.yaml:3:3: error: canvas of 1 × 180000 px exceeds the canvas side limit of 32768 px: "
                          + "body/vstack spans 0 × 60000 pt at @3x")
    }

    func testShadowReachCountsTowardsTheNodesBox() {
        // 1300 × 1300 pt fits at @3x (15.2 M px) alone; a shadow offset by 200 pt breaks the limit.
        expectRenderError("""
        component: c
        body:
          zstack:
            children:
              - rectangle: {}
                modifiers: [{frame: {width: 1300, height: 1300}}, {shadow: {color: "#000000", radius: 0, x: 200, y: 0}}]
        """, scale: 3, "c.yaml:5:9: error: canvas of 4503 × 3906 px exceeds the canvas limit of 16777216 px (4096 × 4096): "
            + "body/zstack/0/rectangle spans 1501 × 1302 pt at @3x")
    }

    func testTheLimitItselfStillRenders() throws {
        let p = try render("""
        component: c
        body:
          rectangle: {}
          modifiers: [{frame: {width: 4096, height: 4096}}]
        """, scale: 1)
        XCTAssertEqual([p.width, p.height], [4096, 4096])
    }
}

/// Asserts that rendering `spec` fails with exactly `message`, and quickly (< 5 s).
func expectRenderError(_ spec: String, scale: Int, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
    let start = Date()
    do {
        _ = try render(spec, scale: scale)
        XCTFail("expected: \(message)", file: file, line: line)
    } catch {
        XCTAssertEqual("\(error)", message, file: file, line: line)
    }
    XCTAssertLessThan(Date().timeIntervalSince(start), 5, "ended within 5 s", file: file, line: line)
}

final class CanvasPlanTests: XCTestCase {
    func testContentOverflowingTheComponentDoesNotWidenTheCanvas() throws {
        // Only shadows add room: an overflowing child is cut at the component's frame.
        let p = try render("""
        component: c
        body:
          hstack:
            children:
              - rectangle: {}
                modifiers: [{frame: {width: 300, height: 10}}]
          modifiers: [{frame: {width: 100, height: 10, alignment: leading}}, {clipShape: rectangle}]
        """, scale: 2)
        XCTAssertEqual([p.width, p.height], [200, 20])
    }
}
