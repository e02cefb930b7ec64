import Foundation
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// Localised strings: `.strings` and `.xcstrings` tables under the sources, looked up by
/// `Text("key")`, `NSLocalizedString`, `String(localized:)`, `LocalizedStringKey` and
/// `Bundle.localizedString(forKey:value:table:)`.
final class LocalizationTests: XCTestCase {
    typealias F = AssetCatalogFixture

    func testStringsFilesAreLookedUpByLocalizedForms() throws {
        let f = try F(self)
        try f.write("DS/en.lproj/Localizable.strings", """
        /* A comment */
        "greeting" = "Hello";
        // another comment
        "quoted" = "She said \\"hi\\"\\n";
        unquoted = "bare key";
        "unicode" = "caf\\U00E9";
        "count" = "%lld items";
        "pair" = "%2$@ then %1$@";
        "same";
        """)
        try f.write("DS/en.lproj/Other.strings", #""title" = "From the other table";"#)
        try f.write("DS/de.lproj/Localizable.strings", #""greeting" = "Hallo";"#)
        try f.write("DS/Card.swift", """
        import SwiftUI
        struct Card: View {
            var body: some View {
                VStack {
                    Text("greeting")
                    Text(verbatim: "greeting")
                    Text("missing key")
                    Text("quoted")
                    Text("unquoted")
                    Text("unicode")
                    Text(String(format: NSLocalizedString("count", comment: "n items"), 3))
                    Text(String(format: NSLocalizedString("pair", tableName: nil, bundle: .main, value: "", comment: ""), "a", "b"))
                    Text(NSLocalizedString("absent", value: "fallback value", comment: ""))
                    Text(String(localized: "greeting", bundle: .module))
                    Text(String(localized: "title", table: "Other"))
                    Text("title", tableName: "Other", bundle: .module)
                    Text(LocalizedStringKey("greeting"))
                    Text(Bundle.main.localizedString(forKey: "same", value: nil, table: nil))
                    Text(Bundle.main.localizedString(forKey: "nope", value: "v", table: "Localizable"))
                }
            }
        }
        #Preview { Card() }
        """)
        let (texts, diagnostics) = try projectTexts(f)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(texts, ["Hello", "greeting", "missing key", "She said \"hi\"\n", "bare key", "café", "3 items", "b then a",
                               "fallback value", "Hello", "From the other table", "From the other table", "Hello", "same", "v"])
        // The preview's locale chooses the table; the development language fills the gaps.
        var context = EvaluationContext()
        context.clock.locale = "de_DE"
        let german = try projectTexts(f, context: context)
        XCTAssertEqual(Array(german.texts.prefix(4)), ["Hallo", "greeting", "missing key", "She said \"hi\"\n"])
    }

    /// SwiftUI resolves a `Text`'s key in the locale of the environment it stands in: a
    /// snapshot test wrapping its view in `.environment(\.locale, Locale(identifier: "ru-RU"))`
    /// records Russian (EssentialGhibli's loading label: "Загрузка..." under `ru_RU`, "Loading..."
    /// under `en_US`). Foundation's lookups (`NSLocalizedString`, `String(localized:)`) keep the
    /// process's language.
    func testATextsKeyIsLookedUpInTheEnvironmentsLocale() throws {
        let f = try F(self)
        try f.write("DS/en.lproj/Localizable.strings", #""LOADING" = "Loading...";"#)
        try f.write("DS/ru.lproj/Localizable.strings", #""LOADING" = "Загрузка...";"#)
        try f.write("DS/Card.swift", """
        import SwiftUI
        struct Card: View {
            @Environment(\\.locale) var locale
            var body: some View {
                VStack {
                    Text("LOADING", tableName: "Localizable", bundle: .module)
                    Text(NSLocalizedString("LOADING", comment: ""))
                    Text(locale.identifier)
                }
            }
        }
        #Preview { VStack { Card().environment(\\.locale, Locale(identifier: "ru-RU")); Card() } }
        """)
        let (texts, diagnostics) = try projectTexts(f)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(texts, ["Загрузка...", "Loading...", "ru-RU", "Loading...", "Loading...", "en_US"])
    }

    func testUTF16StringsAndStringCatalogs() throws {
        let f = try F(self)
        var utf16 = Data([0xFF, 0xFE])
        utf16.append(#""greeting" = "Grüße";"#.data(using: .utf16LittleEndian)!)
        try FileManager.default.createDirectory(atPath: f.root + "/DS/fr.lproj", withIntermediateDirectories: true)
        try utf16.write(to: URL(fileURLWithPath: f.root + "/DS/fr.lproj/Localizable.strings"))
        try f.write("DS/Localizable.xcstrings", """
        {
          "sourceLanguage" : "fr",
          "strings" : {
            "farewell" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Au revoir" } } } },
            "items" : { "localizations" : { "fr" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld élément" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld éléments" } } } } } } },
            "untranslated" : { }
          },
          "version" : "1.0"
        }
        """)
        try f.write("DS/Card.swift", """
        import SwiftUI
        struct Card: View {
            var body: some View {
                VStack {
                    Text("greeting")
                    Text("farewell")
                    Text(String(format: String(localized: "items"), 2))
                    Text("untranslated")
                }
            }
        }
        #Preview { Card() }
        """)
        let (texts, diagnostics) = try projectTexts(f)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(texts, ["Grüße", "Au revoir", "2 éléments", "untranslated"])
    }

    func testAMalformedTableIsALocatedWarningAndKeepsWhatCameBefore() throws {
        let f = try F(self)
        try f.write("DS/en.lproj/Localizable.strings", """
        "one" = "One";
        "two" = "Two"
        "three" = "Three";
        """)
        try f.write("DS/Card.swift", """
        import SwiftUI
        #Preview { VStack { Text("one"); Text("two") } }
        """)
        let (texts, diagnostics) = try projectTexts(f)
        XCTAssertEqual(texts, ["One", "two"])
        XCTAssertEqual(diagnostics, ["ROOT/DS/en.lproj/Localizable.strings:3:1: warning: expected ';' after the value of \"two\"; the entries before it are used"])
    }

    func testStringFormatTakesPositionalArguments() throws {
        XCTAssertEqual(try previewTexts("""
        import SwiftUI
        #Preview { Text(String(format: "%2$@-%1$@ %3$lld", "a", "b", 7)) }
        """), ["b-a 7"])
    }
}

extension LocalizationTests {
    /// A `.strings` table written as an XML property list (as translation tools and Xcode's
    /// export write them) is read by Foundation's property-list parser; a binary one likewise.
    func testStringsTablesWrittenAsPropertyLists() throws {
        let f = try F(self)
        try f.write("DS/en.lproj/Localizable.strings", """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>greeting</key>
            <string>Hello from XML</string>
        </dict>
        </plist>
        """)
        let binary = try PropertyListSerialization.data(fromPropertyList: ["farewell": "Bye from binary"], format: .binary, options: 0)
        try FileManager.default.createDirectory(atPath: f.root + "/DS/en.lproj", withIntermediateDirectories: true)
        try binary.write(to: URL(fileURLWithPath: f.root + "/DS/en.lproj/Other.strings"))
        try f.write("DS/Card.swift", """
        import SwiftUI
        #Preview { VStack { Text("greeting"); Text("farewell", tableName: "Other") } }
        """)
        let (texts, diagnostics) = try projectTexts(f)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(texts, ["Hello from XML", "Bye from binary"])
    }
}
