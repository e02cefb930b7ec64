import Foundation
import XCTest

/// `locales:` in the snapshot matrix as a user runs it (issue 24 item 5): the system's own
/// `.strings` and `.xcstrings` tables translate YAML texts and SwiftUI `Text("key")`, each
/// language is its own reference, and a German string that no longer fits is a finding.
final class LocaleMatrixCommandTests: XCTestCase {
    func write(_ text: String, _ path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func dumpTexts(_ root: URL, _ name: String) throws -> [String] {
        let data = try Data(contentsOf: root.appendingPathComponent("snapshots/" + name + ".layout.json"))
        var out: [String] = []
        func walk(_ node: [String: Any]) {
            if let text = node["text"] as? String { out.append(text) }
            for child in node["children"] as? [[String: Any]] ?? [] { walk(child) }
        }
        walk(try XCTUnwrap((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["root"] as? [String: Any]))
        return out
    }

    func testYAMLTextsAreTranslatedByTheSystemsTables() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-locales-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try write("colors: {ink: \"#121212\"}\nsnapshot: {appearances: [light], dynamicTypes: [large], scale: 1, locales: [de, fr]}\n",
                  "specs/sys/tokens.yaml", in: root)
        // "Save changes" fits in 120 pt on one line; the German does not.
        try write("component: label\nwidth: 120\nbody:\n  text: Save changes\n  modifiers: [{font: body}, {foregroundColor: ink}, {lineLimit: 1}]\n",
                  "specs/sys/components/label.yaml", in: root)
        try write("/* the save button */\n\"Save changes\" = \"Änderungen sichern\";\n", "specs/sys/Resources/de.lproj/Localizable.strings", in: root)
        try write("""
        {"sourceLanguage": "en", "version": "1.0", "strings": {"Save changes": {"localizations": {
          "fr": {"stringUnit": {"state": "translated", "value": "Enregistrer"}}}}}}
        """, "specs/sys/Resources/Localizable.xcstrings", in: root)
        let record = try PlumbProcess.run(["record"], in: root)
        XCTAssertEqual(record.status, 0, record.stdout + record.stderr)
        XCTAssertEqual(record.stdout.split(separator: "\n").sorted(),
                       ["3 added, 0 changed, 0 unchanged", "added sys/label/default-light-large-de@1x",
                        "added sys/label/default-light-large-fr@1x", "added sys/label/default-light-large@1x"])
        XCTAssertEqual(try dumpTexts(root, "sys/label/default-light-large@1x"), ["Save changes"])
        XCTAssertEqual(try dumpTexts(root, "sys/label/default-light-large-de@1x"), ["Änderungen sichern"])
        XCTAssertEqual(try dumpTexts(root, "sys/label/default-light-large-fr@1x"), ["Enregistrer"])
        let verify = try PlumbProcess.run(["verify"], in: root)
        XCTAssertEqual(verify.status, 0, verify.stdout + verify.stderr)
        XCTAssertTrue(verify.stdout.hasSuffix("3 passed, 0 failed\n"), verify.stdout)

        // A changed translation is a regression of that language's reference alone.
        try write("\"Save changes\" = \"Sichern\";\n", "specs/sys/Resources/de.lproj/Localizable.strings", in: root)
        let changed = try PlumbProcess.run(["verify"], in: root)
        XCTAssertEqual(changed.status, 1)
        XCTAssertTrue(changed.stdout.contains("FAIL sys/label default-light-large-de@1x"), changed.stdout)
        XCTAssertTrue(changed.stdout.contains("Änderungen sichern"), changed.stdout)
        XCTAssertTrue(changed.stdout.hasSuffix("2 passed, 1 failed\n"), changed.stdout)

        // The audit runs in each language: the German truncates, the English and French fit.
        try write("\"Save changes\" = \"Änderungen sichern\";\n", "specs/sys/Resources/de.lproj/Localizable.strings", in: root)
        let audit = try PlumbProcess.run(["audit", "specs/sys", "--dynamic-types", "large"], in: root)
        XCTAssertEqual(audit.status, 1, audit.stdout + audit.stderr)
        let lines = audit.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains { $0.hasPrefix("ERROR clipping sys/label default[de] light body/text: ") }, audit.stdout)
        XCTAssertFalse(lines.contains { $0.contains("default light") || $0.contains("default[fr]") }, audit.stdout)
    }

    func testSwiftPreviewsRunInEachLocale() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-locales-swift-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try write("""
        import SwiftUI

        struct Greeting: View {
            var body: some View {
                VStack {
                    Text("greeting")
                    Text(Date.now, format: .dateTime.weekday(.wide))
                    Text(verbatim: "greeting")
                }
            }
        }

        #Preview { Greeting() }
        """, "Sources/DS/Greeting.swift", in: root)
        try write("\"greeting\" = \"Hello\";\n", "Sources/DS/en.lproj/Localizable.strings", in: root)
        try write("\"greeting\" = \"Hallo\";\n", "Sources/DS/de.lproj/Localizable.strings", in: root)
        try write("""
        colors: {background-primary: "#FFFFFF"}
        snapshot: {appearances: [light], dynamicTypes: [large], scale: 1, locales: [de]}
        swift: {sources: [../../Sources]}
        """, "specs/ds/tokens.yaml", in: root)
        let record = try PlumbProcess.run(["record"], in: root)
        XCTAssertEqual(record.status, 0, record.stdout + record.stderr)
        XCTAssertEqual(record.stdout, "added ds/Greeting/Greeting-light-large-de@1x\nadded ds/Greeting/Greeting-light-large@1x\n2 added, 0 changed, 0 unchanged\n")
        XCTAssertEqual(try dumpTexts(root, "ds/Greeting/Greeting-light-large@1x"), ["Hello", "Monday", "greeting"])
        XCTAssertEqual(try dumpTexts(root, "ds/Greeting/Greeting-light-large-de@1x"), ["Hallo", "Montag", "greeting"])
    }
}
