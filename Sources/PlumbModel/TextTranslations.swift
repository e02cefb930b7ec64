/// A design system's localised strings, as a YAML spec's texts meet them: each text (after
/// props are substituted) is a key, as `Text("Oil change")` is a `LocalizedStringKey`, and a
/// locale of the snapshot matrix's `locales:` draws its translation. The SwiftUI front end
/// reads the tables (`.strings`, `.stringsdict`, `.xcstrings`) and provides them.
public protocol TextTranslations: Sendable {
    /// The value of `key` in the `Localizable` table for `locale` (`de_DE` tries `de_DE`,
    /// then `de`), or nil when no table of that language has it.
    func translation(of key: String, locale: String) -> String?
}
