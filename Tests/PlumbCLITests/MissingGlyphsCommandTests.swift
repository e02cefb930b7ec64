import Foundation
import XCTest

/// A character no face has is never drawn silently (issue 15): a located warning in render,
/// record and verify, an ERROR in the audit; a system's `fontFallback` replaces the chain.
final class MissingGlyphsCommandTests: XCTestCase {
    func system(text: String, tokens extra: String = "") throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-glyphs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("specs/sys/components"), withIntermediateDirectories: true)
        try ("colors: {ink: \"#121212\"}\nsnapshot: {appearances: [light], dynamicTypes: [large], scale: 1}\n" + extra)
            .write(to: dir.appendingPathComponent("specs/sys/tokens.yaml"), atomically: true, encoding: .utf8)
        try "component: wave\nbody:\n  text: \"\(text)\"\n  modifiers: [{font: body}, {padding: 12}]\n"
            .write(to: dir.appendingPathComponent("specs/sys/components/wave.yaml"), atomically: true, encoding: .utf8)
        return dir
    }

    let warning = "specs/sys/components/wave.yaml:3:3: warning: missing glyphs: U+1FAE9 in body/text "
        + "(no face of the fallback chain has them: drawn as boxes)\n"

    func testRenderRecordAndVerifyWarnOnceWithTheLocation() throws {
        let dir = try system(text: "Hi \u{1FAE9} 日本 \u{1FAE9}")
        defer { try? FileManager.default.removeItem(at: dir) }
        let render = try PlumbProcess.run(["render", "specs/sys", "--out", "out"], in: dir)
        XCTAssertEqual(render.status, 0)
        XCTAssertEqual(render.stderr, warning)
        let record = try PlumbProcess.run(["record", "--jobs", "2"], in: dir)
        XCTAssertEqual([record.status], [0])
        XCTAssertEqual(record.stderr, warning)
        let verify = try PlumbProcess.run(["verify"], in: dir)
        XCTAssertEqual(verify.stdout, "1 passed, 0 failed\n")
        XCTAssertEqual(verify.stderr, warning)
        // The CJK fallback face that drew 日本 is fingerprinted in the dump like Inter.
        let dump = try String(contentsOf: dir.appendingPathComponent("snapshots/sys/wave/default-light-large@1x.layout.json"), encoding: .utf8)
        XCTAssertTrue(dump.contains("\"DroidSansFallbackFull.ttf\""), dump)
    }

    /// Emoji are drawn by the bundled colour face: no warning, no finding (U+1FAE8 was the
    /// missing glyph of these tests before Noto Color Emoji was bundled).
    func testEmojiAreNotMissing() throws {
        let dir = try system(text: "Hi \u{1FAE8} 👩‍👩‍👧 👍🏽 🇯🇵 ❤️")
        defer { try? FileManager.default.removeItem(at: dir) }
        let render = try PlumbProcess.run(["render", "specs/sys", "--out", "out"], in: dir)
        XCTAssertEqual([render.status], [0])
        XCTAssertEqual(render.stderr, "")
        XCTAssertFalse(try PlumbProcess.run(["audit"], in: dir).stdout.contains("glyphs"))
        // Recorded with two jobs and with one, the image is the same bytes; the colour face is
        // fingerprinted in the dump like the others.
        let png = dir.appendingPathComponent("snapshots/sys/wave/default-light-large@1x.png")
        XCTAssertEqual(try PlumbProcess.run(["record", "--jobs", "2"], in: dir).stderr, "")
        let two = try Data(contentsOf: png)
        try FileManager.default.removeItem(at: dir.appendingPathComponent("snapshots"))
        XCTAssertEqual(try PlumbProcess.run(["record", "--jobs", "1"], in: dir).stderr, "")
        XCTAssertEqual(try Data(contentsOf: png), two)
        let dump = try String(contentsOf: dir.appendingPathComponent("snapshots/sys/wave/default-light-large@1x.layout.json"), encoding: .utf8)
        XCTAssertTrue(dump.contains("\"NotoColorEmoji.ttf\""), dump)
    }

    func testAuditReportsAnError() throws {
        let dir = try system(text: "Hi \u{1FAE9}")
        defer { try? FileManager.default.removeItem(at: dir) }
        let audit = try PlumbProcess.run(["audit"], in: dir)
        XCTAssertEqual(audit.status, 1)
        XCTAssertTrue(audit.stdout.hasPrefix("ERROR glyphs sys/wave default light body/text: missing glyphs: U+1FAE9 (drawn as boxes; "
                                             + "needs a face for every character) at all 12 sizes (12 findings)\n"), audit.stdout)
        let clean = try system(text: "Hi 日本 مرحبا")
        defer { try? FileManager.default.removeItem(at: clean) }
        XCTAssertFalse(try PlumbProcess.run(["audit"], in: clean).stdout.contains("glyphs"))
    }

    /// `fontFallback: []` turns fallback off; a missing file is a located input error.
    func testASystemsFallbackChain() throws {
        let off = try system(text: "Hi 日本", tokens: "fontFallback: []\n")
        defer { try? FileManager.default.removeItem(at: off) }
        let render = try PlumbProcess.run(["render", "specs/sys", "--out", "out"], in: off)
        XCTAssertEqual(render.stderr, "specs/sys/components/wave.yaml:3:3: warning: missing glyphs: U+65E5 U+672C in body/text "
                       + "(no face of the fallback chain has them: drawn as boxes)\n")
        let bad = try system(text: "Hi", tokens: "fontFallback: [nope.ttf]\n")
        defer { try? FileManager.default.removeItem(at: bad) }
        let r = try PlumbProcess.run(["render", "specs/sys", "--out", "out"], in: bad)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "specs/sys/tokens.yaml:3:16: error: font file 'specs/sys/nope.ttf' does not exist\n")
    }
}
