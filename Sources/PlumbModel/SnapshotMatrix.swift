/// Which appearances, Dynamic Type sizes, proposed widths, pseudo-locales, locales, layout directions and scale a component
/// is snapshotted (and audited) at. Set for the whole system under `snapshot:` in
/// `tokens.yaml`; a component's own `snapshot:` overrides any of the keys.
public struct SnapshotMatrix: Hashable, Sendable {
    public var appearances: [Appearance]
    public var dynamicTypes: [DynamicTypeSize]
    public var scale: Int
    /// Proposed widths in points (e.g. 320 / 393 / 430 for small, standard and large iPhones);
    /// nil: the component's own width only, and no width in snapshot names.
    public var widths: [Double]? = nil
    /// Pseudo-locales snapshotted in addition to the strings as written.
    public var pseudoLocales: [PseudoLocale] = []
    /// Locales snapshotted in addition to the strings as written (`de`, `pt_BR`: canonical
    /// identifiers): each translates the strings through the system's localisation tables
    /// and formats in that locale.
    public var locales: [String] = []
    /// Layout directions snapshotted (`rightToLeft` names gain `-rtl`); left to right alone
    /// by default.
    public var layoutDirections: [LayoutDirection] = [.leftToRight]

    /// The widths to lay out at: each listed width, or the spec's own (nil).
    public var widthCases: [Double?] { widths.map { $0.map(Optional.some) } ?? [nil] }

    /// A width as names show it: `393pt`, or `393.5pt`.
    public static func widthName(_ w: Double) -> String {
        (w == w.rounded() && abs(w) < 1e9 ? String(Int(w)) : String(w)) + "pt"
    }

    /// The languages: the strings as written, then each pseudo-locale, then each locale.
    public var languageCases: [SnapshotLanguage] {
        [.asWritten] + pseudoLocales.map { SnapshotLanguage(pseudoLocale: $0) } + locales.map { SnapshotLanguage(locale: $0) }
    }

    /// The layout directions a language is drawn in: a right-to-left locale's snapshots
    /// right to left only (the phone flips its layout), every other language's each of
    /// `layoutDirections`.
    public func directions(for language: SnapshotLanguage) -> [LayoutDirection] {
        language.isRightToLeft ? [.rightToLeft] : layoutDirections
    }

    /// How many snapshots one variant × appearance × size × width yields.
    public var languageDirectionCount: Int {
        languageCases.reduce(0) { $0 + directions(for: $1).count }
    }

    public init(appearances: [Appearance] = [.light, .dark], dynamicTypes: [DynamicTypeSize] = [.large, .accessibility3], scale: Int = 3) {
        self.appearances = appearances
        self.dynamicTypes = dynamicTypes
        self.scale = scale
    }

    /// The default when `tokens.yaml` says nothing: light and dark, `large` and
    /// `accessibility3`, @3x.
    public static let standard = SnapshotMatrix()

    /// `base` with the keys present in `v` replaced.
    static func parse(_ v: YAMLValue, base: SnapshotMatrix) throws -> SnapshotMatrix {
        let e = try ValueParsing.mapping(v, "snapshot")
        try ValueParsing.checkKeys(e, allowed: ["appearances", "dynamicTypes", "scale", "widths", "pseudoLocales", "locales", "layoutDirections"], in: "snapshot")
        var m = base
        if let a = v["appearances"] {
            m.appearances = try ValueParsing.sequence(a, "appearances").map { item in
                let s = try ValueParsing.string(item, "appearance")
                guard let ap = Appearance(rawValue: s) else {
                    throw PlumbError("unknown appearance '\(s)' (expected light or dark)", at: item.location)
                }
                return ap
            }
            guard !m.appearances.isEmpty else { throw PlumbError("appearances must not be empty", at: a.location) }
        }
        if let d = v["dynamicTypes"] {
            m.dynamicTypes = try ValueParsing.sequence(d, "dynamicTypes").map { item in
                let s = try ValueParsing.string(item, "Dynamic Type size")
                guard let size = DynamicTypeSize(name: s) else {
                    throw PlumbError("unknown Dynamic Type size '\(s)'\(Suggestions.hint(for: s, in: DynamicTypeSize.allCases.map(\.rawValue)))", at: item.location)
                }
                return size
            }
            guard !m.dynamicTypes.isEmpty else { throw PlumbError("dynamicTypes must not be empty", at: d.location) }
        }
        if let w = v["widths"] {
            let items = try ValueParsing.sequence(w, "widths")
            guard (1...8).contains(items.count) else { throw PlumbError("widths must list 1 to 8 widths", at: w.location) }
            m.widths = try items.map { item in
                let n = try ValueParsing.number(item, "width")
                guard n.isFinite, n >= 1, n <= 2048 else { throw PlumbError("a width must be between 1 and 2048 pt, found \(n)", at: item.location) }
                return n
            }
            guard Set(m.widths!).count == items.count else { throw PlumbError("widths must not repeat", at: w.location) }
        }
        if let p = v["pseudoLocales"] {
            m.pseudoLocales = try ValueParsing.sequence(p, "pseudoLocales").map { item in
                let s = try ValueParsing.string(item, "pseudo-locale")
                guard let locale = PseudoLocale(rawValue: s) else {
                    throw PlumbError("unknown pseudo-locale '\(s)'\(Suggestions.hint(for: s, in: PseudoLocale.allCases.map(\.rawValue))) (known: \(PseudoLocale.allCases.map(\.rawValue).joined(separator: ", ")))", at: item.location)
                }
                return locale
            }
        }
        if let l = v["locales"] {
            let items = try ValueParsing.sequence(l, "locales")
            guard items.count <= 32 else { throw PlumbError("locales must list at most 32 locales, found \(items.count)", at: l.location) }
            var seen: Set<String> = []
            m.locales = []
            for item in items {
                let s = try ValueParsing.string(item, "locale")
                guard let id = SnapshotLanguage.canonicalLocale(s) else {
                    throw PlumbError("'\(s)' is not a locale identifier (a language, then an optional script and region: de, pt_BR, zh_Hans, es_419)", at: item.location)
                }
                let language = String(id.prefix { $0 != "_" })
                guard SnapshotLanguage.knownLanguages.contains(language) else {
                    throw PlumbError("unknown language '\(language)' in locale '\(s)'\(Suggestions.hint(for: language, in: SnapshotLanguage.knownLanguages))", at: item.location)
                }
                guard seen.insert(id).inserted else { throw PlumbError("locales must not repeat ('\(s)' is listed twice)", at: item.location) }
                m.locales.append(id)
            }
        }
        if let l = v["layoutDirections"] {
            let items = try ValueParsing.sequence(l, "layoutDirections")
            m.layoutDirections = try items.map { item in
                let s = try ValueParsing.string(item, "layout direction")
                guard let d = LayoutDirection(rawValue: s) else {
                    throw PlumbError("unknown layout direction '\(s)'\(Suggestions.hint(for: s, in: LayoutDirection.allCases.map(\.rawValue))) (expected leftToRight or rightToLeft)", at: item.location)
                }
                return d
            }
            guard !m.layoutDirections.isEmpty else { throw PlumbError("layoutDirections must not be empty", at: l.location) }
            guard Set(m.layoutDirections).count == items.count else { throw PlumbError("layoutDirections must not repeat", at: l.location) }
        }
        if let s = v["scale"] {
            let n = try ValueParsing.number(s, "scale")
            guard [1.0, 2, 3].contains(n) else { throw PlumbError("scale must be 1, 2 or 3", at: s.location) }
            m.scale = Int(n)
        }
        return m
    }
}
