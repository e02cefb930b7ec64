import CICUBridge
import Foundation
import SwiftSyntax

/// Localised strings looked up in the design system's tables (`LocalizationTables`, found
/// under the sources): `NSLocalizedString(_:tableName:bundle:value:comment:)`,
/// `String(localized:table:bundle:)`, `LocalizedStringResource(_:defaultValue:table:)`,
/// `Bundle.localizedString(forKey:value:table:)`, and (from
/// `SwiftUI/`) `Text("key")`, `Text("\(n) items")` (the key `%lld items`) and
/// `LocalizedStringKey("key")`; `.stringsdict` plural forms chosen by ICU's plural rules for
/// `String(format:)`'s `%#@name@` variables. Every bundle is the same one, so
/// `bundle:` is accepted and changes nothing. The language is the preview's locale's, then the
/// development language; SwiftUI's `Text` asks in the locale of its environment
/// (`.environment(\.locale, …)`), as SwiftUI resolves a `LocalizedStringKey` where it is drawn.
enum FoundationLocalization {
    static let functionNames: Set<String> = ["NSLocalizedString"]
    /// `LocalizedStringResource` is held as the string it resolves to in the preview's locale.
    static let typeNames: Set<String> = ["LocalizedStringResource"]

    /// The value of `key` in `table` (nil: `Localizable`); when no table has it, `value` when
    /// one is given and not empty, else the key itself (as Foundation answers).
    static func lookup(_ key: String, table: String?, value: String?, _ site: FoundationSite) -> String {
        lookup(key, table: table, evaluator: site.evaluator) ?? value.flatMap { $0.isEmpty ? nil : $0 } ?? key
    }

    /// The value of `key` in `table`, or nil when no table has it. A `.stringsdict` entry
    /// gives its format key (`%#@items@`), remembered with its rules for `String(format:)`.
    static func lookup(_ key: String, table: String?, evaluator: SwiftEvaluator, language: String? = nil) -> String? {
        let tables = evaluator.assets.resources.localization
        guard !tables.isEmpty, let entry = tables.entry(key, table: table, language: language ?? evaluator.determinism.locale.identifier) else { return nil }
        if case .plural(let p) = entry { evaluator.localizedPlurals[p.format] = p }
        return entry.text
    }

    /// `Text("\(n) items")`: the interpolation's key (`%lld items`) looked up and formatted
    /// with its values, or nil when no table has the key.
    static func interpolated(_ key: String, _ values: [SwiftValue], table: String?, evaluator e: SwiftEvaluator, language: String? = nil,
                             node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> String? {
        let tables = e.assets.resources.localization
        guard !tables.isEmpty, let entry = tables.entry(key, table: table, language: language ?? e.determinism.locale.identifier) else { return nil }
        switch entry {
        case .string(let format): return try e.formatted(format, values, node: node, file)
        case .plural(let p): return try e.formatted(p.format, values, plural: p, node: node, file)
        }
    }

    /// The text of the `%#@name@` variable of `rules` for `value`: the plural form chosen for
    /// the number in the preview's language (`PluralVariable.form`), its own conversions
    /// (`%d`, `%@`) formatted with `value` (with all the values when it names positions). A
    /// variable no entry defines shows the number.
    static func pluralForm(_ name: String, of value: SwiftValue, among values: [SwiftValue], rules: LocalizationTables.PluralFormat?,
                           evaluator e: SwiftEvaluator, node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> String {
        guard let variable = rules?.variables[name] else { return e.describe(value) }
        guard let n = value.unwrapped?.number else {
            throw e.fail("the plural variable '\(name)' needs a number, found \(value.kindName)", at: node, file)
        }
        let form = variable.form(for: n, category: pluralCategory(n, locale: e.determinism.locale.identifier))
        return try e.formatted(form, form.contains("$") ? values : [value], plural: rules, node: node, file)
    }

    /// The CLDR plural category of `n` in `locale`'s language by ICU's rules (`one`, `few`, …).
    static func pluralCategory(_ n: Double, locale: String) -> String {
        var buffer = [CChar](repeating: 0, count: 32)
        let length = plumb_plural_category(locale, n, &buffer, Int32(buffer.count))
        guard length > 0 else { return "other" }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `String.localizedStringWithFormat(format, values…)`: `String(format:)` in the preview's locale.
    static func staticCall(_ type: String, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard type == "String" || type == "NSString", name == "localizedStringWithFormat", let first = args.first else { return nil }
        let format = try site.string(first.value, "String.localizedStringWithFormat")
        return .string(try site.evaluator.formatted(format, args.dropFirst().map(\.value), node: site.node, site.file))
    }

    static func construct(_ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        func optionalString(_ label: String) throws -> String? {
            guard let v = site.argument(args, label), !v.isNil else { return nil }
            return try site.string(v, "\(name)(\(label):)")
        }
        switch name {
        case "NSLocalizedString":
            let key = try site.string(site.argument(args, nil), "NSLocalizedString")
            return .string(lookup(key, table: try optionalString("tableName"), value: try optionalString("value"), site))
        case "LocalizedStringResource":
            // `LocalizedStringResource("key", defaultValue: "…", table: "…")`, or `(stringLiteral:)`:
            // resolved here, as `Text` and `String(localized:)` would resolve it.
            let key = try site.string(site.argument(args, nil) ?? site.argument(args, "stringLiteral"), "LocalizedStringResource")
            return .string(lookup(key, table: try optionalString("table"), value: try optionalString("defaultValue"), site))
        case "String" where args.first?.label == "localized":
            // `String(localized: "key", defaultValue: "…", table: "…", bundle: .module, comment: "…")`.
            let key = try site.string(args.first?.value, "String(localized:)")
            return .string(lookup(key, table: try optionalString("table"), value: try optionalString("defaultValue"), site))
        default:
            return nil
        }
    }
}
