import Foundation
import PlumbModel

/// The localised strings under a project's sources: `.strings` files in `<language>.lproj`
/// folders (UTF-8, or UTF-16 with a byte-order mark), `.stringsdict` plural rules beside them
/// (XML or binary property lists) and `.xcstrings` String Catalogs (JSON). A table is named by
/// its file (`Localizable.strings` and `Localizable.stringsdict` are the `Localizable` table);
/// a `.stringsdict` entry wins over a `.strings` entry of the same key in the same language.
///
/// Lookups use the requested language (`de` for a `de_DE` locale), then the development
/// language (`en`, unless a String Catalog's `sourceLanguage` says otherwise), then `Base`.
/// A file that cannot be read is a located warning; what was read before the problem is kept.
struct LocalizationTables {
    /// The language a key's own text is written in.
    private(set) var developmentLanguage = "en"
    /// language → table → key → value.
    private(set) var tables: [String: [String: [String: String]]] = [:]
    /// language → table → key → plural rules (`.stringsdict`).
    private(set) var plurals: [String: [String: [String: PluralFormat]]] = [:]
    private(set) var diagnostics: [SwiftDiagnostic] = []

    /// One `.stringsdict` entry: `NSStringLocalizedFormatKey` (`"%#@items@ in %#@folders@"`)
    /// and the variables it names, each a plural rule.
    struct PluralFormat: Equatable {
        var format: String
        var variables: [String: PluralVariable]
    }

    /// A variable of `NSStringPluralRuleType`: its forms by CLDR category (`zero`, `one`, `two`,
    /// `few`, `many`, `other`) and `NSStringFormatValueTypeKey` (`d`, `lld`, `f`, …).
    struct PluralVariable: Equatable {
        var valueType: String
        var forms: [String: String]

        static let categories = ["zero", "one", "two", "few", "many", "other"]

        /// The form for `number` in `category` (its CLDR category for the language): `zero`
        /// whenever the number is 0 and the entry has that form (Apple's rule for
        /// `.stringsdict`, in every language), else the category's form, else `other`.
        func form(for number: Double, category: String) -> String {
            if number == 0, let zero = forms["zero"] { return zero }
            return forms[category] ?? forms["other"] ?? ""
        }
    }

    /// A found value: a plain string, or a `.stringsdict` entry whose `format` is the string.
    enum Entry: Equatable {
        case string(String)
        case plural(PluralFormat)

        var text: String {
            switch self {
            case .string(let s): return s
            case .plural(let p): return p.format
            }
        }
    }

    /// Largest `.strings` or `.xcstrings` file read (real tables are a few hundred KiB).
    static let maximumFileBytes = 4 << 20
    /// Bytes of all tables read together.
    static let maximumTotalBytes = 32 << 20

    var isEmpty: Bool { tables.isEmpty && plurals.isEmpty }

    /// The value of `key` in `table` (nil: `Localizable`) for `language` (nil: the
    /// development language), or nil when no table has it. A `.stringsdict` entry gives its
    /// `NSStringLocalizedFormatKey`, as `NSLocalizedString` does.
    func value(_ key: String, table: String?, language: String? = nil) -> String? {
        entry(key, table: table, language: language)?.text
    }

    /// The entry of `key` in `table`: in each language in turn, the `.stringsdict` entry, else
    /// the `.strings` (or String Catalog) one.
    func entry(_ key: String, table: String?, language: String? = nil) -> Entry? {
        let table = table.flatMap { $0.isEmpty ? nil : $0 } ?? "Localizable"
        for lang in searchOrder(language) {
            if let p = plurals[lang]?[table]?[key] { return .plural(p) }
            if let v = tables[lang]?[table]?[key] { return .string(v) }
        }
        return nil
    }

    /// The first `.stringsdict` entry (in language order, then by table and key) whose format
    /// is `format`: how a format string that did not come straight from a lookup finds its rules.
    func pluralFormat(_ format: String, language: String?) -> PluralFormat? {
        for lang in searchOrder(language) {
            guard let byTable = plurals[lang] else { continue }
            for table in byTable.keys.sorted() {
                let entries = byTable[table]!
                for key in entries.keys.sorted() where entries[key]!.format == format { return entries[key] }
            }
        }
        return nil
    }

    /// The requested language, its base (`de` for `de_DE`), the development language, `Base`.
    private func searchOrder(_ language: String?) -> [String] {
        var order: [String] = []
        if let language {
            order.append(language)
            let base = String(language.split(whereSeparator: { $0 == "_" || $0 == "-" }).first ?? "")
            if !base.isEmpty { order.append(base) }
        }
        return order + [developmentLanguage, "Base"]
    }

    /// Reads the tables among `files` (other files are ignored), in path order.
    static func load(files: [String]) -> LocalizationTables {
        var t = LocalizationTables()
        var total = 0
        var sourceLanguage: String?
        for path in files.sorted() {
            let ext = (path as NSString).pathExtension
            guard ext == "strings" || ext == "stringsdict" || ext == "xcstrings" else { continue }
            let data: Data
            do {
                data = try BoundedFile.read(path, limit: maximumFileBytes, limitName: "strings-file-size", what: "localisation table")
            } catch let e as PlumbError {
                t.warn("\(e.message); the table is not used", path, line: 1)
                continue
            } catch {
                continue
            }
            total += data.count
            guard total <= maximumTotalBytes else {
                t.warn("localisation tables over \(maximumTotalBytes >> 20) MiB together; the rest are not read", path, line: 1)
                break
            }
            let table = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            if ext == "xcstrings" {
                t.readCatalog(data, table: table, path: path, sourceLanguage: &sourceLanguage)
                continue
            }
            // `<language>.lproj/<table>.strings`; a table in no `.lproj` folder is not localised.
            let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
            guard folder.hasSuffix(".lproj") else { continue }
            let language = String(folder.dropLast(".lproj".count))
            if ext == "stringsdict" {
                t.readStringsDict(data, table: table, language: language, path: path)
                continue
            }
            // A table Xcode or a translation tool wrote as an XML or binary property list (a
            // `.strings` file may be either, as `Bundle` reads it): Foundation's parser reads it.
            if let pairs = propertyListTable(data) {
                for (k, v) in pairs where t.tables[language]?[table]?[k] == nil { t.tables[language, default: [:]][table, default: [:]][k] = v }
                continue
            }
            guard let text = decode(data) else {
                t.warn("the table is neither UTF-8 nor UTF-16 with a byte-order mark; it is not used", path, line: 1)
                continue
            }
            var parser = StringsFileParser(text)
            let pairs = parser.parse()
            if let problem = parser.problem {
                t.warn("\(problem.message); the entries before it are used", path, line: problem.line, column: problem.column)
            }
            for (k, v) in pairs where t.tables[language]?[table]?[k] == nil { t.tables[language, default: [:]][table, default: [:]][k] = v }
        }
        if let sourceLanguage { t.developmentLanguage = sourceLanguage }
        return t
    }

    /// The keys and values of a `.strings` table written as an XML (`<?xml`, `<plist`) or binary
    /// (`bplist`) property list, in key order; nil for a table in the text format (or a property
    /// list that is not a dictionary of strings, which the text parser then reports).
    static func propertyListTable(_ data: Data) -> [(String, String)]? {
        let head = String(decoding: data.prefix(64), as: UTF8.self).drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        guard head.hasPrefix("<?xml") || head.hasPrefix("<plist") || head.hasPrefix("bplist") else { return nil }
        guard let root = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] else { return nil }
        return root.keys.sorted().compactMap { k in (root[k] as? String).map { (k, $0) } }
    }

    /// UTF-16 with a byte-order mark, else UTF-8 (a UTF-8 byte-order mark dropped).
    static func decode(_ data: Data) -> String? {
        let b = [UInt8](data.prefix(3))
        if b.count >= 2, (b[0] == 0xFF && b[1] == 0xFE) || (b[0] == 0xFE && b[1] == 0xFF) {
            return String(data: data, encoding: .utf16)
        }
        guard var s = String(data: data, encoding: .utf8) else { return nil }
        if s.hasPrefix("\u{FEFF}") { s.removeFirst() }
        return s
    }

    /// A String Catalog: `{"sourceLanguage": "en", "strings": {key: {"localizations": {lang:
    /// {"stringUnit": {"value": …}}}}}}`. A key with no unit for the source language is its own
    /// value there; a plural's `other` form stands for the variations.
    private mutating func readCatalog(_ data: Data, table: String, path: String, sourceLanguage: inout String?) {
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            warn("the String Catalog is not a JSON object; it is not used", path, line: 1)
            return
        }
        let source = root["sourceLanguage"] as? String ?? "en"
        if sourceLanguage == nil { sourceLanguage = source }
        guard let strings = root["strings"] as? [String: Any] else { return }
        for key in strings.keys.sorted() {
            let entry = strings[key] as? [String: Any]
            let localizations = entry?["localizations"] as? [String: Any] ?? [:]
            var values: [String: String] = [:]
            for (lang, l) in localizations {
                guard let l = l as? [String: Any] else { continue }
                if let v = Self.unitValue(l) {
                    values[lang] = v
                } else if let variations = l["variations"] as? [String: Any],
                          let plural = (variations["plural"] ?? variations["device"]) as? [String: Any],
                          let other = plural["other"] as? [String: Any], let v = Self.unitValue(other) {
                    values[lang] = v
                }
            }
            if values[source] == nil { values[source] = key }
            for (lang, v) in values where tables[lang]?[table]?[key] == nil { tables[lang, default: [:]][table, default: [:]][key] = v }
        }
    }

    /// A `.stringsdict` property list: `{key: {NSStringLocalizedFormatKey: "%#@v@", v:
    /// {NSStringFormatSpecTypeKey: NSStringPluralRuleType, NSStringFormatValueTypeKey: "d",
    /// one: "…", other: "…"}}}`. A file that is not a property list of dictionaries is one
    /// located warning and is not used; an entry without a format key or with a variable that
    /// is not a plural rule is a warning naming the key, and the key is left out.
    private mutating func readStringsDict(_ data: Data, table: String, language: String, path: String) {
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            let reason = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "unreadable"
            warn("the .stringsdict is not a property list (\(reason)); it is not used", path, line: Self.line(in: reason) ?? 1)
            return
        }
        guard let entries = root as? [String: Any] else {
            warn("the .stringsdict is not a dictionary of keys; it is not used", path, line: 1)
            return
        }
        for key in entries.keys.sorted() {
            guard let entry = entries[key] as? [String: Any], let format = entry["NSStringLocalizedFormatKey"] as? String else {
                warn("the .stringsdict entry \"\(key)\" has no NSStringLocalizedFormatKey string; it is not used", path, line: 1)
                continue
            }
            var variables: [String: PluralVariable] = [:]
            var bad: String?
            for (name, value) in entry where name != "NSStringLocalizedFormatKey" {
                guard let rule = value as? [String: Any], rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else {
                    bad = name
                    continue
                }
                var forms: [String: String] = [:]
                for c in PluralVariable.categories { if let f = rule[c] as? String { forms[c] = f } }
                variables[name] = PluralVariable(valueType: rule["NSStringFormatValueTypeKey"] as? String ?? "d", forms: forms)
            }
            if let bad {
                warn("the .stringsdict entry \"\(key)\" has a variable \"\(bad)\" that is not an NSStringPluralRuleType dictionary; the key is not used", path, line: 1)
                continue
            }
            if plurals[language]?[table]?[key] == nil {
                plurals[language, default: [:]][table, default: [:]][key] = PluralFormat(format: format, variables: variables)
            }
        }
    }

    /// The line a property-list parser's message names (`… at line 7`), if any.
    private static func line(in message: String) -> Int? {
        guard let r = message.range(of: "line ") else { return nil }
        let digits = message[r.upperBound...].prefix { $0.isASCII && $0.isNumber }
        return Int(digits).flatMap { $0 > 0 ? $0 : nil }
    }

    private static func unitValue(_ l: [String: Any]) -> String? {
        (l["stringUnit"] as? [String: Any])?["value"] as? String
    }

    private mutating func warn(_ message: String, _ path: String, line: Int, column: Int = 1) {
        diagnostics.append(SwiftDiagnostic(file: path, line: line, column: column, severity: .warning, message: message))
    }
}

/// The old-style property list of a `.strings` file: `"key" = "value";` pairs, `/* */` and
/// `//` comments, C escapes (`\n`, `\"`, `\U00E9`), unquoted keys of letters and digits, and
/// `"key";` for a key that is its own value.
struct StringsFileParser {
    struct Problem {
        var message: String
        var line: Int
        var column: Int
    }

    private let scalars: [Unicode.Scalar]
    private var i = 0
    private(set) var problem: Problem?

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    /// The pairs in file order, up to the first problem (recorded in `problem`).
    mutating func parse() -> [(String, String)] {
        var out: [(String, String)] = []
        while true {
            skipTrivia()
            guard i < scalars.count else { return out }
            guard let key = token() else { return fail("expected a quoted key", out) }
            skipTrivia()
            if peek == ";" { i += 1; out.append((key, key)); continue }
            guard peek == "=" else { return fail("expected '=' after the key \"\(key)\"", out) }
            i += 1
            skipTrivia()
            guard let value = token() else { return fail("expected a quoted value for the key \"\(key)\"", out) }
            skipTrivia()
            guard peek == ";" else { return fail("expected ';' after the value of \"\(key)\"", out) }
            i += 1
            out.append((key, value))
        }
    }

    private var peek: Unicode.Scalar? { i < scalars.count ? scalars[i] : nil }

    private mutating func fail(_ message: String, _ out: [(String, String)]) -> [(String, String)] {
        let before = scalars[..<min(i, scalars.count)]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = before.count - (before.lastIndex(of: "\n").map { $0 + 1 } ?? 0) + 1
        problem = Problem(message: message, line: line, column: column)
        return out
    }

    private mutating func skipTrivia() {
        while let c = peek {
            if c.properties.isWhitespace { i += 1; continue }
            if c == "/", i + 1 < scalars.count, scalars[i + 1] == "*" {
                i += 2
                while i + 1 < scalars.count, !(scalars[i] == "*" && scalars[i + 1] == "/") { i += 1 }
                i = min(i + 2, scalars.count)
                continue
            }
            if c == "/", i + 1 < scalars.count, scalars[i + 1] == "/" {
                while let d = peek, d != "\n" { i += 1 }
                continue
            }
            return
        }
    }

    /// A quoted string, or an unquoted run of letters, digits and `_.-$:/`.
    private mutating func token() -> String? {
        guard let c = peek else { return nil }
        if c != "\"" {
            var s = ""
            while let d = peek, d.properties.isAlphabetic || ("0"..."9").contains(d) || "_.-$:/".unicodeScalars.contains(d) {
                s.unicodeScalars.append(d)
                i += 1
            }
            return s.isEmpty ? nil : s
        }
        i += 1
        var s = String.UnicodeScalarView()
        while let d = peek {
            i += 1
            if d == "\"" { return String(s) }
            guard d == "\\", let e = peek else { s.append(d); continue }
            i += 1
            switch e {
            case "n": s.append("\n")
            case "t": s.append("\t")
            case "r": s.append("\r")
            case "0": s.append("\0")
            case "U", "u":
                var hex = ""
                while hex.count < 4, let h = peek, h.properties.isASCIIHexDigit { hex.unicodeScalars.append(h); i += 1 }
                if let n = UInt32(hex, radix: 16), let u = Unicode.Scalar(n) { s.append(u) }
            default: s.append(e)
            }
        }
        return nil
    }
}
