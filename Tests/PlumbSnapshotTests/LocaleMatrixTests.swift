import Foundation
import PlumbModel
@testable import PlumbSnapshot
import XCTest

/// The snapshot matrix's `locales:` (issue 24 item 5): every snapshot again in each language,
/// named `-de`, with the system's translations; a right-to-left language laid out right to left.
final class LocaleMatrixTests: XCTestCase {
    /// German and Arabic for two keys, as a system's tables would give them.
    struct Tables: TextTranslations {
        func translation(of key: String, locale: String) -> String? {
            switch (key, String(locale.prefix(2))) {
            case ("Save", "de"): return "Speichern und schließen"
            case ("Save", "ar"): return "حفظ"
            default: return nil
            }
        }
    }

    static let button = """
    component: button
    width: 120
    body:
      hstack:
        children:
          - text: Save
          - spacer: {}
          - text: Cancel
    """

    func system(_ matrix: String) throws -> (TempSystem, DesignSystem) {
        let t = try TempSystem()
        try t.write(tokens: TempSystem.tokens.replacingOccurrences(of: "scale: 1}", with: "scale: 1, \(matrix)}"))
        try t.remove(component: "row")
        try t.write(component: "button", Self.button)
        var system = try DesignSystem.load(directory: t.specs + "/sys")
        system.translations = Tables()
        return (t, system)
    }

    func testEachLocaleIsASnapshotNamedAfterIt() throws {
        let (t, system) = try system("locales: [de, pt-BR, ar]")
        let suite = try SnapshotSuite(systems: [system])
        // Arabic is written right to left: its snapshot is laid out right to left, named so.
        XCTAssertEqual(suite.entries.map(\.id.name), ["sys/button/default-light-large-ar-rtl@1x", "sys/button/default-light-large-de@1x",
                                                      "sys/button/default-light-large-pt_BR@1x", "sys/button/default-light-large@1x"])
        let recorder = Recorder(directory: t.snapshots)
        XCTAssertEqual(try suite.entries.map(recorder.record), [.added, .added, .added, .added])
        let dump = { (stem: String) throws -> SnapshotDump in
            try SnapshotDump.decode(Data(contentsOf: URL(fileURLWithPath: t.snapshots + "/sys/button/" + stem + ".layout.json")), file: stem)
        }
        let texts = { (stem: String) throws -> [String] in try dump(stem).root.children!.compactMap { $0.text } }
        XCTAssertEqual(try texts("default-light-large@1x"), ["Save", "Cancel"])
        // A key the tables translate is drawn translated; one they do not stays as written.
        XCTAssertEqual(try texts("default-light-large-de@1x"), ["Speichern und schließen", "Cancel"])
        XCTAssertEqual(try texts("default-light-large-pt_BR@1x"), ["Save", "Cancel"])
        let arabic = try dump("default-light-large-ar-rtl@1x").root.children!
        XCTAssertEqual(arabic.compactMap { $0.text }, ["حفظ", "Cancel"])
        XCTAssertEqual(arabic[0].frame[0] + arabic[0].frame[2], 120, "the first child ends at the right edge")
        XCTAssertTrue(try suite.entries.map { try Verifier(directory: t.snapshots, options: Verifier.Options()).verify($0) }.allSatisfy { $0.status == .passed })
    }

    func testLocaleNamesParseBack() {
        for id in [SnapshotID(system: "s", component: "c", variant: "default", appearance: .dark, dynamicType: .large, scale: 3, locale: "de"),
                   SnapshotID(system: "s", component: "c", variant: "row-de", appearance: .light, dynamicType: .xSmall, scale: 2,
                              width: 320, pseudoLocale: .expanded, locale: "zh_Hans", layoutDirection: .rightToLeft),
                   SnapshotID(system: "s", component: "c", variant: "ar", appearance: .light, dynamicType: .large, scale: 1,
                              locale: "ar", layoutDirection: .rightToLeft),
                   SnapshotID(system: "s", component: "c", variant: "row-de", appearance: .light, dynamicType: .large, scale: 1)] {
            XCTAssertEqual(SnapshotID.parse(id.name), id, id.name)
        }
    }

    func testLocaleIdentifiersAreCanonical() {
        XCTAssertEqual(SnapshotLanguage.canonicalLocale("pt-br"), "pt_BR")
        XCTAssertEqual(SnapshotLanguage.canonicalLocale("zh-hans-CN"), "zh_Hans_CN")
        XCTAssertEqual(SnapshotLanguage.canonicalLocale("es_419"), "es_419")
        XCTAssertEqual(SnapshotLanguage.canonicalLocale("DE"), "de")
        for bad in ["", "d", "deutsch", "de_", "de-DE-x", "de_12", "de/..", "../de"] {
            XCTAssertNil(SnapshotLanguage.canonicalLocale(bad), bad)
        }
    }

    func testLocaleErrors() throws {
        let t = try TempSystem()
        for (matrix, message) in [("locales: [deutsch]", "'deutsch' is not a locale identifier (a language, then an optional script and region: de, pt_BR, zh_Hans, es_419)"),
                                  ("locales: [dx]", "unknown language 'dx' in locale 'dx' — did you mean 'da' or 'de' or 'dv'?"),
                                  ("locales: [de, de-DE, de]", "locales must not repeat ('de' is listed twice)"),
                                  ("locales: de", "expected a list for locales, found 'de'")] {
            try t.write(tokens: TempSystem.tokens.replacingOccurrences(of: "scale: 1}", with: "scale: 1, \(matrix)}"))
            XCTAssertThrowsError(try DesignSystem.load(directory: t.specs + "/sys"), matrix) {
                XCTAssertTrue("\($0)".hasSuffix("error: " + message), "\($0)")
            }
        }
    }
}
