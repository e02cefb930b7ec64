import Foundation
import XCTest

/// The audit runs over the snapshot matrix's widths and pseudo-locales too: truncation that
/// only translation would cause is found before translation (issue 11 item 7).
final class AuditMatrixTests: XCTestCase {
    func testTruncationInThePseudoLocaleIsFound() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-audit-matrix-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sys/components"), withIntermediateDirectories: true)
        try "colors: {ink: \"#121212\"}\nsnapshot: {appearances: [light], dynamicTypes: [large], scale: 1, pseudoLocales: [expanded]}\n"
            .write(to: dir.appendingPathComponent("sys/tokens.yaml"), atomically: true, encoding: .utf8)
        // "Save changes" fits in 120 pt on one line; its expanded form does not.
        try "component: label\nwidth: 120\nbody:\n  text: Save changes\n  modifiers: [{font: body}, {foregroundColor: ink}, {lineLimit: 1}]\n"
            .write(to: dir.appendingPathComponent("sys/components/label.yaml"), atomically: true, encoding: .utf8)
        let r = try PlumbProcess.run(["audit", dir.appendingPathComponent("sys").path, "--dynamic-types", "large"])
        XCTAssertEqual(r.status, 1, r.stdout + r.stderr)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains { $0.hasPrefix("ERROR clipping sys/label default[expanded] light body/text: ") && $0.contains("truncat") }, r.stdout)
        XCTAssertFalse(lines.contains { $0.contains("sys/label default light") }, "the text as written fits: " + r.stdout)
    }
}
