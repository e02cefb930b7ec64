import Foundation
import XCTest

/// A system may raise the canvas and pixel-work budgets in `tokens.yaml` (`limits:`), up to
/// four times the defaults, for long screens and full-screen materials.
final class RenderLimitsTests: XCTestCase {
    func testASystemRaisesTheCanvasLimitWithinTheCeiling() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-limits-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sys/components"), withIntermediateDirectories: true)
        // 1400 × 1400 pt at @3x is 4200 × 4200 = 17.6 M px: over the default 16.8 M.
        try "component: long\nbody:\n  rectangle: {}\n  modifiers: [{fill: ink}, {frame: {width: 1400, height: 1400}}]\n"
            .write(to: dir.appendingPathComponent("sys/components/long.yaml"), atomically: true, encoding: .utf8)
        let tokens = dir.appendingPathComponent("sys/tokens.yaml")
        let render = ["render", dir.appendingPathComponent("sys").path, "--out", dir.appendingPathComponent("out").path, "--appearance", "light"]

        try "colors: {ink: \"#121212\"}\n".write(to: tokens, atomically: true, encoding: .utf8)
        let refused = try PlumbProcess.run(render)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("error: canvas of 4200 × 4200 px exceeds the canvas limit of 16777216 px (4096 × 4096)"), refused.stderr)

        try "colors: {ink: \"#121212\"}\nlimits: {canvasPixels: 33554432}\n".write(to: tokens, atomically: true, encoding: .utf8)
        let raised = try PlumbProcess.run(render)
        XCTAssertEqual(raised.status, 0, raised.stderr)
        XCTAssertTrue(raised.stdout.contains("4200×4200"), raised.stdout)

        try "colors: {ink: \"#121212\"}\nlimits: {canvasPixels: 1e12}\n".write(to: tokens, atomically: true, encoding: .utf8)
        let tooHigh = try PlumbProcess.run(render)
        XCTAssertEqual(tooHigh.status, 2)
        XCTAssertEqual(tooHigh.stderr, tokens.path + ":2:24: error: canvasPixels must be a whole number from 1 to 67,108,864 (four times the default), found 1000000000000\n")
    }
}
