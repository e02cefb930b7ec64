import Foundation

/// Localised strings looked up in the design system's tables (`LocalizationTables`, found
/// under the sources): `NSLocalizedString(_:tableName:bundle:value:comment:)`,
/// `String(localized:table:bundle:)`, `Bundle.localizedString(forKey:value:table:)`, and (from
/// `SwiftUI/`) `Text("key")` and `LocalizedStringKey("key")`. Every bundle is the same one, so
/// `bundle:` is accepted and changes nothing. The language is the preview's locale's, then the
/// development language: `.environment(\.locale, …)` inside a view does not change a lookup.
enum FoundationLocalization {
    static let functionNames: Set<String> = ["NSLocalizedString"]

    /// The value of `key` in `table` (nil: `Localizable`); when no table has it, `value` when
    /// one is given and not empty, else the key itself (as Foundation answers).
    static func lookup(_ key: String, table: String?, value: String?, _ site: FoundationSite) -> String {
        lookup(key, table: table, evaluator: site.evaluator) ?? value.flatMap { $0.isEmpty ? nil : $0 } ?? key
    }

    /// The value of `key` in `table`, or nil when no table has it.
    static func lookup(_ key: String, table: String?, evaluator: SwiftEvaluator) -> String? {
        let tables = evaluator.assets.resources.localization
        guard !tables.isEmpty else { return nil }
        return tables.value(key, table: table, language: evaluator.determinism.locale.identifier)
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
        case "String" where args.first?.label == "localized":
            // `String(localized: "key", defaultValue: "…", table: "…", bundle: .module, comment: "…")`.
            let key = try site.string(args.first?.value, "String(localized:)")
            return .string(lookup(key, table: try optionalString("table"), value: try optionalString("defaultValue"), site))
        default:
            return nil
        }
    }
}
