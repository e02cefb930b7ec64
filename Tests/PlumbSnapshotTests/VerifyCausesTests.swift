import Foundation
import PlumbModel
import PlumbSnapshot
import XCTest

/// Every named cause is produced by a minimal spec change.
final class VerifyCausesTests: XCTestCase {
    func testUnchangedRerenderPassesWithoutWriting() throws {
        let t = try TempSystem()
        XCTAssertEqual(try t.record(), [.added])
        XCTAssertEqual(try t.record(), [.unchanged], "a second record rewrites nothing")
        let before = t.snapshotFiles()
        XCTAssertEqual(before.keys.sorted(), ["sys/row/default-light-large@1x.layout.json", "sys/row/default-light-large@1x.png"])
        let results = try t.verify()
        XCTAssertEqual(results.map(\.status), [.passed])
        XCTAssertEqual(t.snapshotFiles(), before, "verify never writes under snapshots/")
    }

    func testPadding() throws {
        let r = try TempSystem().causes { $0.replacingOccurrences(of: "horizontal: pad", with: "horizontal: narrow") }
        assertCause(r, kind: "padding", contains: "padding.leading 16 → 12 pt (pad → narrow)")
        assertCause(r, kind: "padding", contains: "padding.trailing 16 → 12 pt")
        XCTAssertEqual(r.line, "FAIL sys/row default-light-large@1x: padding.leading 16 → 12 pt (pad → narrow), "
                       + "padding.trailing 16 → 12 pt (pad → narrow) at body/hstack; 468 px differ (6.3 %)")
    }

    func testSizeChangeIsNamedNotAPercentageOfPixels() throws {
        let r = try TempSystem().causes { $0.replacingOccurrences(of: "vertical: 8", with: "vertical: 10") }
        XCTAssertNil(r.pixels, "images of different sizes are not compared pixel by pixel")
        XCTAssertEqual(r.line, "FAIL sys/row default-light-large@1x: padding.top 8 → 10 pt, padding.bottom 8 → 10 pt at body/hstack; "
                       + "size 200 × 37 → 200 × 41 pt")
    }

    func testImageSizeChangeAtTheSameComponentSizeIsNamed() throws {
        let t = try TempSystem()
        let shadowed = TempSystem.row.replacingOccurrences(of: "    - padding: {horizontal: pad, vertical: 8}\n",
                                                           with: "    - padding: {horizontal: pad, vertical: 8}\n    - shadow: {color: ink, radius: 2}\n")
        try t.write(component: "row", shadowed)
        try t.record()
        try t.write(component: "row", shadowed.replacingOccurrences(of: "radius: 2}", with: "radius: 6}"))
        let r = try t.verify()[0]
        XCTAssertNil(r.pixels)
        XCTAssertEqual(r.line, "FAIL sys/row default-light-large@1x: shadow radius 2 → 6 pt at body/hstack; image 210 × 47 → 226 × 63 px")
    }

    func testRadius() throws {
        let r = try TempSystem().causes { $0.replacingOccurrences(of: "cornerRadius: card", with: "cornerRadius: 6") }
        assertCause(r, kind: "radius", contains: "radius 14 → 6 pt")
    }

    func testSpacing() throws {
        let r = try TempSystem().causes { $0.replacingOccurrences(of: "spacing: 8", with: "spacing: 4") }
        assertCause(r, kind: "spacing", contains: "spacing 8 → 4 pt")
    }

    func testColourToken() throws {
        let r = try TempSystem().causes { $0.replacingOccurrences(of: "[{fill: accent}, {frame", with: "[{fill: danger}, {frame") }
        assertCause(r, kind: "color", contains: "color fill accent #E89B3C → danger #E85C4C")
    }

    func testFontWeight() throws {
        let r = try TempSystem().causes { $0.replacingOccurrences(of: "{font: title}", with: "{font: {size: 17, weight: bold}}") }
        assertCause(r, kind: "font", contains: "font.weight semibold → bold")
    }

    func testText() throws {
        let r = try TempSystem().causes { $0.replacingOccurrences(of: "Oil change", with: "Oil filter") }
        assertCause(r, kind: "text", contains: "text \"Oil change\" → \"Oil filter\"")
    }

    func testChildAdded() throws {
        let r = try TempSystem().causes {
            $0.replacingOccurrences(of: "      - spacer: {}", with: "      - spacer: {}\n      - text: \"12 mi\"")
        }
        assertCause(r, kind: "hierarchy", contains: "added text \"12 mi\"")
    }

    func testChildRemoved() throws {
        let r = try TempSystem().causes {
            $0.replacingOccurrences(of: "      - circle: {}\n        modifiers: [{fill: accent}, {frame: {width: 10, height: 10}}]\n", with: "")
        }
        assertCause(r, kind: "hierarchy", contains: "removed circle")
    }

    func testChildrenReordered() throws {
        let r = try TempSystem().causes {
            let circle = "      - circle: {}\n        modifiers: [{fill: accent}, {frame: {width: 10, height: 10}}]\n"
            return $0.replacingOccurrences(of: circle, with: "").replacingOccurrences(of: "      - spacer: {}\n", with: "      - spacer: {}\n" + circle)
        }
        assertCause(r, kind: "hierarchy", contains: "moved")
    }

    func testZOrderChange() throws {
        let r = try TempSystem().causes { $0.replacingOccurrences(of: "    - background:", with: "    - overlay:") }
        assertCause(r, kind: "hierarchy", contains: "z-order")
    }

    func testMissingReferenceFails() throws {
        let t = try TempSystem()
        let results = try t.verify()
        XCTAssertEqual(results.map(\.status), [.missing])
        XCTAssertEqual(results[0].line, "MISSING sys/row default-light-large@1x: no reference (run plumb record)")
        XCTAssertTrue(t.snapshotFiles().isEmpty, "never records silently")
    }

    func testEditedReferencePNGIsCaught() throws {
        let t = try TempSystem()
        try t.record()
        let png = t.snapshots + "/sys/row/default-light-large@1x.png"
        var bytes = try Data(contentsOf: URL(fileURLWithPath: png))
        bytes[bytes.count - 20] ^= 0xFF
        try bytes.write(to: URL(fileURLWithPath: png))
        let r = try t.verify()[0]
        XCTAssertEqual(r.status, .error)
        XCTAssertTrue(r.message?.contains("does not match its layout dump") ?? false)
    }

    func testEngineVersionMismatchIsItsOwnKind() throws {
        let t = try TempSystem()
        try t.record()
        let json = t.snapshots + "/sys/row/default-light-large@1x.layout.json"
        let text = try String(contentsOfFile: json, encoding: .utf8).replacingOccurrences(of: SnapshotDump.engineVersion, with: "plumb-engine 0")
        try text.write(toFile: json, atomically: true, encoding: .utf8)
        let r = try t.verify()[0]
        XCTAssertEqual(r.status, .environment)
        XCTAssertTrue(r.line.hasPrefix("ENV sys/row"), r.line)
    }

    func testFontFileMismatchIsAnEnvironmentChange() throws {
        let t = try TempSystem()
        try t.record()
        let json = t.snapshots + "/sys/row/default-light-large@1x.layout.json"
        var dump = try SnapshotDump.decode(Data(contentsOf: URL(fileURLWithPath: json)), file: json)
        let face = dump.fonts.keys.first!
        dump.fonts[face] = "0000000000000000-1"
        try dump.encoded().write(to: URL(fileURLWithPath: json))
        let r = try t.verify()[0]
        XCTAssertEqual(r.status, .environment)
        XCTAssertTrue(r.causes.contains { $0.kind == "fonts" && $0.message.contains(face) })
    }

    func testPixelThresholdsPerImage() throws {
        let t = try TempSystem()
        try t.record()
        // A 1 pt nudge of the circle changes pixels but also the layout (a named cause);
        // thresholds only apply to pixels, so the colour change below tests them alone.
        try t.write(tokens: TempSystem.tokens.replacingOccurrences(of: "accent: \"#E89B3C\"", with: "accent: \"#E89B3D\""))
        XCTAssertEqual(try t.verify()[0].status, .failed, "a colour token changed by one step is a named cause")
        var loose = Verifier.Options()
        loose.threshold = 0.1
        let r = try t.verify(loose)[0]
        XCTAssertEqual(r.pixels?.differentPixels, 0, "below the YIQ threshold no pixel counts")
    }

    func testOrphansAndPrune() throws {
        let t = try TempSystem()
        try t.write(component: "chip", "component: chip\nbody:\n  capsule: {}\n  modifiers: [{frame: {width: 30, height: 10}}]\n")
        try t.record()
        try t.remove(component: "chip")
        let s = try t.suite()
        let orphans = Recorder.orphans(in: t.snapshots, scopes: s.scopes, isExpected: s.contains(name:))
        XCTAssertEqual(orphans, ["sys/chip/default-light-large@1x"])
        try Recorder(directory: t.snapshots).prune(orphans[0])
        XCTAssertEqual(Recorder.orphans(in: t.snapshots, scopes: s.scopes, isExpected: s.contains(name:)), [])
    }

    /// Orphan detection asks the suite by binary search instead of a set of every name.
    func testSuiteContainsExactlyItsSnapshotNames() throws {
        let t = try TempSystem()
        for name in ["chip", "badge", "avatar"] {
            try t.write(component: name, "component: \(name)\nvariants: {b: {}, a: {}}\nbody:\n  capsule: {}\n  modifiers: [{frame: {width: 30, height: 10}}]\n")
        }
        let s = try t.suite()
        for c in ["chip", "badge", "avatar"] {
            for v in ["default", "a", "b"] { XCTAssertTrue(s.contains(name: "sys/\(c)/\(v)-light-large@1x")) }
        }
        for e in s.entries { XCTAssertTrue(s.contains(name: e.id.name), e.id.name) }
        for name in ["sys/chip/c-light-large@1x", "sys/chip", "", "sys/zzz/default-light-large@1x", "a", "sys/avatar/a-light-large@2x"] {
            XCTAssertFalse(s.contains(name: name), name)
        }
        try t.record()
        try t.remove(component: "badge")
        let after = try t.suite()
        XCTAssertEqual(Recorder.orphans(in: t.snapshots, scopes: after.scopes, isExpected: after.contains(name:)),
                       ["sys/badge/a-light-large@1x", "sys/badge/b-light-large@1x", "sys/badge/default-light-large@1x"])
    }

    func testGlob() {
        XCTAssertTrue(Glob.matches("sys/*/default-*", "sys/row/default-light-large@1x"))
        XCTAssertFalse(Glob.matches("sys/*-dark-*", "sys/row/default-light-large@1x"))
        XCTAssertTrue(Glob.matches("*", ""))
        XCTAssertTrue(Glob.matches("a?c", "abc"))
    }
}
