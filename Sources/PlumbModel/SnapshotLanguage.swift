import Foundation

/// The language a snapshot's strings are drawn in: as written, rewritten by a pseudo-locale,
/// or translated into a locale of the snapshot matrix's `locales:` (never both: a pseudo-locale
/// rewrites the strings as written, a locale replaces them).
public struct SnapshotLanguage: Hashable, Sendable {
    /// The pseudo-locale the strings as written are rewritten in.
    public var pseudoLocale: PseudoLocale?
    /// The locale (`de`, `pt_BR`, `ar`) the strings are translated into and formatted in.
    public var locale: String?

    public init(pseudoLocale: PseudoLocale? = nil, locale: String? = nil) {
        self.pseudoLocale = pseudoLocale
        self.locale = locale
    }

    /// The strings as written, in the development language.
    public static let asWritten = SnapshotLanguage()

    /// What snapshot names and audit variants gain: `expanded`, `de`, or nothing.
    public var nameParts: [String] { [pseudoLocale?.rawValue, locale].compactMap { $0 } }

    /// Whether the locale's language is written right to left (Arabic, Hebrew, Persian,
    /// Urdu, …): an app running in it is laid out right to left, as iOS flips it.
    public var isRightToLeft: Bool {
        guard let locale else { return false }
        return Locale.Language(identifier: locale).characterDirection == .rightToLeft
    }

    /// A locale identifier as the matrix's `locales:` names it, in the form snapshot names
    /// use: a language (`de`), with a script and/or a region (`zh_Hans`, `pt_BR`, `es_419`);
    /// `-` may separate the parts as in BCP 47 (`pt-BR` is `pt_BR`). Nil when `text` has
    /// another shape.
    public static func canonicalLocale(_ text: String) -> String? {
        let parts = text.split(separator: "_", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "-", omittingEmptySubsequences: false) }.map(String.init)
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy(\.isASCIILetter) else { return nil }
        var out = [language.lowercased()]
        var rest = parts.dropFirst()
        if let script = rest.first, script.count == 4, script.allSatisfy(\.isASCIILetter) {
            out.append(script.prefix(1).uppercased() + script.dropFirst().lowercased())
            rest = rest.dropFirst()
        }
        if let region = rest.first {
            if region.count == 2, region.allSatisfy(\.isASCIILetter) {
                out.append(region.uppercased())
            } else if region.count == 3, region.allSatisfy(\.isASCIIDigit) {
                out.append(region)
            } else {
                return nil
            }
            rest = rest.dropFirst()
        }
        return rest.isEmpty ? out.joined(separator: "_") : nil
    }

    /// The languages ICU knows (`de`, `ar`, `yue`), for checking a locale's language.
    static let knownLanguages: Set<String> = Set(Locale.availableIdentifiers.map { id in
        String(id.prefix { $0 != "_" && $0 != "-" })
    })
}

private extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIIDigit: Bool { isASCII && isNumber }
}
