import Foundation
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// `.stringsdict` plural rules: the form for a number chosen by the language's CLDR category
/// (ICU), `zero` for 0 whenever the entry has it, substituted into the entry's format key.
final class StringsDictTests: XCTestCase {
    typealias F = AssetCatalogFixture

    /// One `.stringsdict` entry: `format` naming variables, each `name: [category: form]`.
    static func entry(_ key: String, _ format: String, _ variables: [(String, [(String, String)])], type: String = "d") -> String {
        var s = "  <key>\(key)</key>\n  <dict>\n    <key>NSStringLocalizedFormatKey</key>\n    <string>\(format)</string>\n"
        for (name, forms) in variables {
            s += "    <key>\(name)</key>\n    <dict>\n"
            s += "      <key>NSStringFormatSpecTypeKey</key>\n      <string>NSStringPluralRuleType</string>\n"
            s += "      <key>NSStringFormatValueTypeKey</key>\n      <string>\(type)</string>\n"
            for (category, form) in forms { s += "      <key>\(category)</key>\n      <string>\(form)</string>\n" }
            s += "    </dict>\n"
        }
        return s + "  </dict>\n"
    }

    static func plist(_ entries: String...) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(entries.joined())</dict>
        </plist>

        """
    }

    func testEnglishChoosesOneOtherAndZeroWhenTheEntryHasIt() throws {
        let f = try F(self)
        try f.write("DS/en.lproj/Localizable.stringsdict", Self.plist(
            Self.entry("items", "%#@items@", [("items", [("one", "%d item"), ("other", "%d items")])]),
            Self.entry("%lld files", "%#@files@", [("files", [("zero", "No files"), ("one", "One file"), ("other", "%lld files")])], type: "lld"),
            Self.entry("songs", "%#@songs@", [("songs", [("one", "%d song"), ("other", "%d songs")])])))
        try f.write("DS/en.lproj/Reviews.stringsdict", Self.plist(
            Self.entry("stars", "Rated %#@stars@", [("stars", [("one", "%.1f star"), ("other", "%.1f stars")])], type: "f")))
        // The .stringsdict entry wins over the .strings entry of the same key.
        try f.write("DS/en.lproj/Localizable.strings", #""items" = "plain items"; "greeting" = "Hello";"#)
        try f.write("DS/Card.swift", """
        import SwiftUI
        struct Card: View {
            let none = 0
            var body: some View {
                VStack {
                    Text(String(format: NSLocalizedString("items", comment: ""), 1))
                    Text(String(format: NSLocalizedString("items", comment: ""), 3))
                    Text(String(format: NSLocalizedString("items", comment: ""), 0))
                    Text(String.localizedStringWithFormat(NSLocalizedString("songs", comment: ""), 1))
                    Text("\\(none) files")
                    Text("\\(1) files")
                    Text("\\(12) files")
                    Text("\\(5) unknown things")
                    Text("greeting")
                    Text(String(format: NSLocalizedString("stars", tableName: "Reviews", comment: ""), 2.5))
                }
            }
        }
        #Preview { Card() }
        """)
        let (texts, diagnostics) = try projectTexts(f)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(texts, ["1 item", "3 items", "0 items", "1 song", "No files", "One file", "12 files", "5 unknown things", "Hello", "Rated 2.5 stars"])
    }

    func testPolishAndRussianChooseFewAndManyByTheirRules() throws {
        let f = try F(self)
        let forms = [("one", "%d plik"), ("few", "%d pliki"), ("many", "%d plików"), ("other", "%d pliku")]
        try f.write("DS/pl.lproj/Localizable.stringsdict", Self.plist(Self.entry("files", "%#@n@", [("n", forms)])))
        try f.write("DS/ru.lproj/Localizable.stringsdict", Self.plist(Self.entry("files", "%#@n@", [("n", [
            ("one", "%d файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")])])))
        try f.write("DS/en.lproj/Localizable.stringsdict", Self.plist(Self.entry("files", "%#@n@", [("n", [("one", "%d file"), ("other", "%d files")])])))
        let counts = [1, 2, 4, 5, 12, 22, 25, 21, 0]
        try f.write("DS/Card.swift", """
        import SwiftUI
        struct Card: View {
            var body: some View {
                VStack {
                    ForEach(\(counts), id: \\.self) { n in
                        Text(String(format: NSLocalizedString("files", comment: ""), n))
                    }
                }
            }
        }
        #Preview { Card() }
        """)
        var context = EvaluationContext()
        context.clock.locale = "pl_PL"
        let polish = try projectTexts(f, context: context)
        XCTAssertEqual(polish.diagnostics, [])
        XCTAssertEqual(polish.texts, ["1 plik", "2 pliki", "4 pliki", "5 plików", "12 plików", "22 pliki", "25 plików", "21 plików", "0 plików"])
        context.clock.locale = "ru_RU"
        XCTAssertEqual(try projectTexts(f, context: context).texts,
                       ["1 файл", "2 файла", "4 файла", "5 файлов", "12 файлов", "22 файла", "25 файлов", "21 файл", "0 файлов"])
        XCTAssertEqual(try projectTexts(f).texts, ["1 file", "2 files", "4 files", "5 files", "12 files", "22 files", "25 files", "21 files", "0 files"])
    }

    func testTwoVariablesInOneFormatKeyWithText() throws {
        let f = try F(self)
        try f.write("DS/en.lproj/Localizable.stringsdict", Self.plist(
            Self.entry("%lld files in %lld folders", "Found %#@files@ in %#@folders@.", [
                ("files", [("one", "%lld file"), ("other", "%lld files")]),
                ("folders", [("zero", "no folder"), ("one", "one folder"), ("other", "%lld folders")])], type: "lld"),
            Self.entry("swapped", "%2$#@b@ / %1$#@a@", [
                ("a", [("one", "one A"), ("other", "%d As")]), ("b", [("one", "one B"), ("other", "%d Bs")])])))
        try f.write("DS/Card.swift", """
        import SwiftUI
        struct Card: View {
            let files = 3
            var body: some View {
                VStack {
                    Text("\\(files) files in \\(1) folders")
                    Text("\\(1) files in \\(0) folders")
                    Text("\\(1) files in \\(7) folders")
                    Text(String(format: NSLocalizedString("swapped", comment: ""), 1, 2))
                }
            }
        }
        #Preview { Card() }
        """)
        let (texts, diagnostics) = try projectTexts(f)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(texts, ["Found 3 files in one folder.", "Found 1 file in no folder.", "Found 1 file in 7 folders.", "2 Bs / one A"])
    }

    func testAMalformedStringsDictIsOneLocatedWarningAndKeysShowThemselves() throws {
        let f = try F(self)
        try f.write("DS/en.lproj/Localizable.stringsdict", """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
          <key>items</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key>
          </dict>
        </dict>
        </plist>
        """)
        try f.write("DS/Card.swift", """
        import SwiftUI
        #Preview { VStack { Text("items"); Text("\\(2) items") } }
        """)
        let (texts, diagnostics) = try projectTexts(f)
        XCTAssertEqual(texts, ["items", "2 items"])
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
        XCTAssertTrue(diagnostics.first?.hasPrefix("ROOT/DS/en.lproj/Localizable.stringsdict:7:1: warning: the .stringsdict is not a property list") == true,
                      "\(diagnostics)")
    }
}
