import Foundation
import PlumbModel
import PlumbText
import XCTest

/// `plumb.yaml` project discovery (issue 13, item 2), through the real binary: found upward
/// from the working directory, `--project` overrides it, a bad one is a located error.
final class ProjectDiscoveryTests: XCTestCase {
    var repo: URL!

    override func setUpWithError() throws {
        repo = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-project-\(UUID().uuidString)")
        try write("design/specs/sys/tokens.yaml", """
            colors: {background-primary: {light: "#FFFFFF", dark: "#000000"}, accent: "#E89B3C"}
            snapshot: {appearances: [light], dynamicTypes: [large], scale: 1}
            """)
        try write("design/specs/sys/components/chip.yaml", """
            component: chip
            width: 40
            body:
              roundedRectangle: {cornerRadius: 6}
              modifiers: [{fill: accent}, {frame: {height: 20}}]
            """)
        try write("plumb.yaml", "# where this repository keeps its design system\nspecs: design/specs\nsnapshots: design/refs\n")
        try FileManager.default.createDirectory(at: repo.appendingPathComponent("app/Sources"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: repo) }

    func write(_ path: String, _ text: String) throws {
        let url = repo.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func run(_ args: [String], in sub: String = "") throws -> PlumbProcess.Output {
        try PlumbProcess.run(args, in: sub.isEmpty ? repo : repo.appendingPathComponent(sub))
    }

    func testRecordAndVerifyFromANestedSubdirectory() throws {
        let rec = try run(["record"], in: "app/Sources")
        XCTAssertEqual(rec.status, 0, rec.stderr)
        XCTAssertEqual(rec.stdout, "added sys/chip/default-light-large@1x\n1 added, 0 changed, 0 unchanged\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: repo.path + "/design/refs/sys/chip/default-light-large@1x.png"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: repo.path + "/app/Sources/snapshots"))

        let ok = try run(["verify"], in: "app/Sources")
        XCTAssertEqual(ok.status, 0, ok.stderr)
        XCTAssertEqual(ok.stdout, "1 passed, 0 failed\n")

        // Paths in messages are relative to the working directory, like git's.
        try write("design/specs/sys/components/chip.yaml", "component: chip\nbody:\n  text: hi\n  modifiers: [{foregroundStyle: accnt}]\n")
        let bad = try run(["verify"], in: "app/Sources")
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.hasPrefix("../../design/specs/sys/components/chip.yaml:4:"), bad.stderr)
    }

    func testProjectOptionOverridesDiscovery() throws {
        XCTAssertEqual(try run(["record", "--project", repo.path], in: "app").status, 0)
        // From outside the repository, where nothing would be found.
        let outside = try PlumbProcess.run(["verify", "--project", repo.path], in: FileManager.default.temporaryDirectory)
        XCTAssertEqual(outside.status, 0, outside.stderr)
        XCTAssertEqual(outside.stdout, "1 passed, 0 failed\n")
        let audit = try PlumbProcess.run(["audit", "--project", repo.path, "--dynamic-types", "large", "--appearances", "light"],
                                         in: FileManager.default.temporaryDirectory)
        XCTAssertTrue(audit.stdout.contains("1 component variants, 1 layouts"), audit.stdout + audit.stderr)
        let tokens = try run(["tokens", "sys"], in: "app")
        XCTAssertEqual(tokens.status, 0, tokens.stderr)
        XCTAssertTrue(tokens.stdout.hasPrefix("# ../design/specs/sys/tokens.yaml (light, large)\n"), tokens.stdout)

        // --project on a directory without plumb.yaml: specs/ and snapshots/ inside it.
        try FileManager.default.moveItem(atPath: repo.path + "/design/specs", toPath: repo.path + "/specs")
        try FileManager.default.moveItem(atPath: repo.path + "/design/refs", toPath: repo.path + "/snapshots")
        try FileManager.default.removeItem(atPath: repo.path + "/plumb.yaml")
        let plain = try PlumbProcess.run(["verify", "--project", repo.path], in: FileManager.default.temporaryDirectory)
        XCTAssertEqual(plain.stdout, "1 passed, 0 failed\n", plain.stderr)
        let missing = try PlumbProcess.run(["verify", "--project", repo.path + "/nope"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "\(repo.path)/nope:1:1: error: --project: no such directory\n")
    }

    func testWithoutPlumbYamlTheWorkingDirectoryDefaultsHold() throws {
        try FileManager.default.removeItem(atPath: repo.path + "/plumb.yaml")
        try FileManager.default.moveItem(atPath: repo.path + "/design/specs", toPath: repo.path + "/specs")
        let rec = try run(["record"])
        XCTAssertEqual(rec.stdout, "added sys/chip/default-light-large@1x\n1 added, 0 changed, 0 unchanged\n", rec.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: repo.path + "/snapshots/sys/chip/default-light-large@1x.png"))
        let nested = try run(["verify"], in: "app")
        XCTAssertEqual(nested.status, 2)
        XCTAssertEqual(nested.stderr, "specs:1:1: error: no such file or directory\n")
    }

    func testBadPlumbYamlIsALocatedError() throws {
        let cases: [(String, String)] = [
            ("specs: design/spec\n", "../../plumb.yaml:1:8: error: specs directory 'design/spec' does not exist (relative to plumb.yaml)"),
            ("specs: design/specs\nsnapshot: refs\n",
             "../../plumb.yaml:2:1: error: unknown key 'snapshot' in plumb.yaml — did you mean 'snapshots'? (expected one of: specs, snapshots, previews, linuxSnapshots, systemFonts, simulator)"),
            ("systemFonts: nowhere\n", "../../plumb.yaml:1:14: error: systemFonts: no such directory 'nowhere' (relative to plumb.yaml)"),
            ("simulator: iPhone 71\n", "../../plumb.yaml:1:12: error: simulator: unknown simulator 'iPhone 71' — did you mean 'iPhone 11' or 'iPhone 17' or 'iPhone 12'?"),
            ("simulator: {name: iPhone 17, appearance: dusk}\n", "../../plumb.yaml:1:42: error: simulator: appearance is light or dark, found 'dusk'"),
            ("simulator: {model: iPhone 17}\n",
             "../../plumb.yaml:1:13: error: unknown key 'model' in simulator (expected one of: name, appearance)"),
            ("snapshots: [a, b]\n", "../../plumb.yaml:1:12: error: expected a string for snapshots, found a list"),
            ("- specs\n", "../../plumb.yaml:1:1: error: expected a mapping for plumb.yaml, found a list"),
            ("specs: ''\n", "../../plumb.yaml:1:8: error: specs needs a directory, relative to plumb.yaml"),
        ]
        for (text, message) in cases {
            try write("plumb.yaml", text)
            for command in [["verify"], ["record"], ["audit"]] {
                let r = try run(command, in: "app/Sources")
                XCTAssertEqual(r.status, 2, "\(command) \(text)")
                XCTAssertEqual(r.stderr, message + "\n", "\(command) \(text)")
            }
        }
        // A syntax error is located too; a file of only comments means the defaults.
        try write("plumb.yaml", "specs: [design\n")
        let syntax = try run(["verify"], in: "app")
        XCTAssertEqual(syntax.status, 2)
        XCTAssertTrue(syntax.stderr.hasPrefix("../plumb.yaml:"), syntax.stderr)
        try write("plumb.yaml", "# plumb project\n")
        XCTAssertEqual(try run(["verify"], in: "app").stderr, "../specs:1:1: error: no such file or directory\n")
    }
}

/// `previews:` in plumb.yaml: checked values, located errors.
final class PreviewClockProjectTests: XCTestCase {
    func testPreviewClockIsReadAndBadValuesAreLocatedErrors() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-clock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("plumb.yaml")
        try "previews:\n  now: 2024-12-24T18:00:00Z\n  locale: de_DE\n  timeZone: Europe/Berlin\n".write(to: file, atomically: true, encoding: .utf8)
        let clock = try PlumbProject.near(root.appendingPathComponent("specs/app").path)?.previewClock
        XCTAssertEqual(clock, PreviewClock(now: Date(timeIntervalSince1970: 1_735_063_200), locale: "de_DE", timeZone: "Europe/Berlin"))
        try "previews:\n  now: yesterday\n".write(to: file, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try PlumbProject.near(root.path)) { error in
            XCTAssertEqual((error as? PlumbError)?.description,
                           "\(file.path):2:8: error: previews.now must be an ISO 8601 date and time with its offset (2025-06-09T09:41:00Z), found 'yesterday'")
        }
        try "previews:\n  timeZone: Mars/Olympus\n".write(to: file, atomically: true, encoding: .utf8)
        let r = try PlumbProcess.run(["previews", "."], in: root)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "plumb.yaml:2:13: error: previews.timeZone must be a time zone identifier (UTC, Europe/Berlin), found 'Mars/Olympus'\n")
    }
}

/// `systemFonts:` in `plumb.yaml`: a folder of Apple's fonts draws system text instead of the
/// bundled stand-ins, through the real binary.
final class SystemFontsProjectTests: XCTestCase {
    func testAppleFontsNamedInPlumbYamlDrawTheSystemTextStyles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-sysfonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("apple-fonts"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        // A stand-in for Apple's file in the test: the bundled Inter Display under SF Pro Text's
        // file name, so body text drawn "with SF Pro" is as wide as Inter Display sets it.
        let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/PlumbText/Fonts")
        try FileManager.default.copyItem(at: fonts.appendingPathComponent("InterDisplay-Regular.otf"),
                                         to: root.appendingPathComponent("apple-fonts/SF-Pro-Text-Regular.otf"))
        try """
        import SwiftUI
        #Preview { Text("Systematic").font(.body) }
        """.write(to: root.appendingPathComponent("Card.swift"), atomically: true, encoding: .utf8)
        var standIns: [String]?
        func width() throws -> Int? {
            let r = try PlumbProcess.run(["previews", "Card.swift", "--appearance", "light", "--json", "-"], in: root)
            XCTAssertEqual(r.status, 0, r.stderr)
            let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
            let preview = (json?["previews"] as? [[String: Any]])?.first
            standIns = preview?["standIns"] as? [String]
            return preview?["width"] as? Int
        }
        // The preview is the text's width at @2x, rounded up to whole pixels.
        func expected(_ file: String) throws -> Int {
            let face = try FontFace(path: fonts.appendingPathComponent(file).path)
            return Int((TextShaper.shape("Systematic", face: face, size: 17, tracking: 0).width * 2).rounded(.up))
        }
        XCTAssertEqual(try width(), try expected("Inter-Regular.otf"))
        // The JSON names the stand-in while there is one.
        XCTAssertEqual(standIns, ["SF Pro → Inter"])
        // So does the plain output, once, before the summary.
        let plain = try PlumbProcess.run(["previews", "Card.swift", "--appearance", "light"], in: root)
        XCTAssertEqual(Array(plain.stdout.split(separator: "\n").suffix(2)), [
            "note: 1 of 1 previews draw text with stand-ins for Apple's system fonts (SF Pro → Inter), which Plumb cannot ship; "
                + "point systemFonts: in plumb.yaml at Apple's files to draw with them",
            "1 preview rendered, 0 rendered with fallbacks, 0 failed, 0 warnings",
        ])
        try "systemFonts: apple-fonts\n".write(to: root.appendingPathComponent("plumb.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try width(), try expected("InterDisplay-Regular.otf"))
        // The report names the face the file holds: this test's file is not Apple's, so it is
        // still a stand-in (Apple's own SF Pro files are not reported).
        XCTAssertEqual(standIns, ["SF Pro → Inter Display"])
        XCTAssertNotEqual(try expected("Inter-Regular.otf"), try expected("InterDisplay-Regular.otf"))
    }
}
