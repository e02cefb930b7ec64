/// Core Text's font registration, as an app registers the fonts it ships before drawing with
/// them: `CTFontManagerRegisterFontsForURL(url, .process, nil)`,
/// `CTFontManagerRegisterGraphicsFont(font, &error)`, `CTFontManagerRegisterFontURLs(…)`, and
/// the `CGDataProvider(url:)` / `CGFont(provider)` values they take. Plumb indexes every font
/// file under the sources by the names inside it before any preview runs, so registering
/// changes nothing drawn: each call is accepted and reports success, as it does on the phone
/// for a font the bundle holds.
enum CoreTextFontRegistration {
    static let typeNames: Set<String> = ["CGDataProvider", "CGFont", "CTFontManagerScope"]

    /// A data provider or a graphics font made from one: kept so that code passing them on
    /// (`CGFont(provider)`, `CTFontManagerRegisterGraphicsFont(font, …)`) gets a value.
    struct FontSource: Hashable {
        var kind: String
    }

    /// The registration functions that report success (`Bool`), and those that report it to a
    /// completion handler (nothing returned).
    static let succeeding: Set<String> = ["CTFontManagerRegisterFontsForURL", "CTFontManagerRegisterGraphicsFont",
                                          "CTFontManagerUnregisterFontsForURL", "CTFontManagerUnregisterGraphicsFont"]
    static let handled: Set<String> = ["CTFontManagerRegisterFontURLs", "CTFontManagerRegisterFontsWithAssetNames", "CTFontManagerUnregisterFontURLs"]

    static func call(_ name: String, _ args: [Argument]) -> SwiftValue? {
        if succeeding.contains(name) { return .bool(true) }
        if handled.contains(name) { return .void }
        switch name {
        // Failable initializers in Core Graphics: a provider for a URL or data, a font from a provider.
        case "CGDataProvider", "CGFont": return .optional(.native(AnyHashable(FontSource(kind: name))))
        default: return nil
        }
    }
}
