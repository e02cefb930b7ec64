import Foundation

/// Tokens from W3C Design Tokens files (DTCG format 2025.10), named by tokens.yaml's `dtcg:`
/// (one file or a list, merged in order; a `*.resolver.json` resolver for light and dark).
///
/// Each appearance's token tree is merged, resolved (aliases, `$ref`, cycles) and converted
/// to tokens.yaml values; the two are then combined, so a colour that differs becomes
/// `{light, dark}` and components use DTCG tokens exactly like tokens.yaml's. Names are the
/// dotted token paths (`color.text.primary`), as written inside an alias.
struct DTCGTokens {
    struct Entry {
        var section: DTCGTokensValues.Section
        var name: String
        var value: YAMLValue
        var location: SourceLocation
    }

    private(set) var entries: [Entry] = []

    /// Loads the files `dtcg:` names, relative to `tokensFile`.
    static func load(_ v: YAMLValue, tokensFile: String) throws -> DTCGTokens {
        let files: [YAMLValue] = if case .sequence(let items, _) = v { items } else { [v] }
        var sources: [Appearance: [YAMLValue]] = [:]
        for f in files {
            let path = try ValueParsing.string(f, "a .tokens.json or .resolver.json file")
            let root = try read(path, relativeTo: tokensFile, at: f.location)
            for a in Appearance.allCases {
                let file = resolve(path, relativeTo: tokensFile)
                sources[a, default: []] += DTCGTokensResolver.isResolver(root)
                    ? try DTCGTokensResolver(root: root, file: file).sources(for: a) : [root]
            }
        }
        var converted: [Appearance: [Entry]] = [:]
        for a in Appearance.allCases {
            let merged = sources[a, default: []].reduce(YAMLValue.mapping([], v.location), merge)
            converted[a] = try convert(DTCGTokensDocument(root: merged))
        }
        return try DTCGTokens(entries: combine(light: converted[.light]!, dark: converted[.dark]!))
    }

    /// Reads a tokens or resolver file named relative to `base`'s directory.
    static func read(_ path: String, relativeTo base: String, at loc: SourceLocation) throws -> YAMLValue {
        let full = resolve(path, relativeTo: base)
        guard FileManager.default.fileExists(atPath: full) else { throw PlumbError("no such tokens file '\(path)'", at: loc) }
        return try YAMLReader().read(file: full)
    }

    static func resolve(_ path: String, relativeTo base: String) -> String {
        path.hasPrefix("/") ? path : ((base as NSString).deletingLastPathComponent as NSString).appendingPathComponent(path)
    }

    /// `b` laid over `a`: groups merge key by key, a token replaces a token.
    static func merge(_ a: YAMLValue, _ b: YAMLValue) -> YAMLValue {
        guard case .mapping(let pa, let loc) = a, case .mapping(let pb, _) = b, a["$value"] == nil, b["$value"] == nil else { return b }
        var pairs = pa
        for p in pb {
            if let i = pairs.firstIndex(where: { $0.key.string == p.key.string }) {
                pairs[i].value = merge(pairs[i].value, p.value)
            } else {
                pairs.append(p)
            }
        }
        return .mapping(pairs, loc)
    }

    /// Every token resolved and converted, in document order; errors name the token's pointer.
    private static func convert(_ doc: DTCGTokensDocument) throws -> [Entry] {
        var walk = TokenWalk<DTCGTokensDocument.Resolved>(memoising: true)
        var out: [Entry] = []
        for name in doc.order {
            let token = doc.tokens[name]!
            do {
                let r = try doc.resolve(name, at: token.location, &walk)
                guard let type = r.type else {
                    throw PlumbError("token '\(name)' has no $type: give it one, or its group", at: token.location)
                }
                if let (section, value) = try DTCGTokensValues.convert(token, type: type, r.value) {
                    out.append(Entry(section: section, name: name, value: value, location: token.location))
                }
            } catch let e as PlumbError {
                throw DTCGTokensDocument.located(e, token.path)
            }
        }
        return out
    }

    /// One entry per token: a colour that differs is `{light, dark}`; elsewhere only colours
    /// inside a style (a shadow's, a border's) may differ.
    private static func combine(light: [Entry], dark: [Entry]) throws -> [Entry] {
        let darkByName = Dictionary(dark.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let lightNames = Set(light.map(\.name))
        if let only = dark.first(where: { !lightNames.contains($0.name) }) {
            throw PlumbError("token '\(only.name)' is defined for dark but not for light", at: only.location)
        }
        return try light.map { l in
            guard let d = darkByName[l.name] else {
                throw PlumbError("token '\(l.name)' is defined for light but not for dark", at: l.location)
            }
            var e = l
            if l.section != d.section {
                throw PlumbError("token '\(l.name)' changes its type between light and dark", at: d.location)
            } else if same(l.value, d.value) {
                return e
            } else if l.section == .colors {
                e.value = DTCGTokensValues.mapping([("light", l.value), ("dark", d.value)], l.location)
            } else {
                e.value = try appearanceColours(l.value, d.value, l.name)
            }
            return e
        }
    }

    /// `l` with each colour that differs in `d` made `{light, dark}`; anything else differing
    /// is an error (numbers and fonts do not depend on the appearance in Plumb).
    private static func appearanceColours(_ l: YAMLValue, _ d: YAMLValue, _ name: String) throws -> YAMLValue {
        switch (l, d) {
        case (.scalar(let a, true, _), .scalar(let b, true, _)) where a.hasPrefix("#") && b.hasPrefix("#"):
            return same(l, d) ? l : DTCGTokensValues.mapping([("light", l), ("dark", d)], l.location)
        case (.mapping(let pl, let loc), .mapping(let pd, _)) where pl.map(\.key.string) == pd.map(\.key.string):
            return .mapping(try zip(pl, pd).map { ($0.key, try appearanceColours($0.value, $1.value, name)) }, loc)
        case (.sequence(let il, let loc), .sequence(let id, _)) where il.count == id.count:
            return .sequence(try zip(il, id).map { try appearanceColours($0, $1, name) }, loc)
        default:
            guard same(l, d) else {
                throw PlumbError("token '\(name)' differs between light and dark outside its colours: only colours may depend on the appearance", at: d.location)
            }
            return l
        }
    }

    /// Structural equality, ignoring locations.
    static func same(_ a: YAMLValue, _ b: YAMLValue) -> Bool {
        switch (a, b) {
        case (.scalar(let x, let qx, _), .scalar(let y, let qy, _)): return x == y && qx == qy
        case (.sequence(let x, _), .sequence(let y, _)): return x.count == y.count && zip(x, y).allSatisfy(same)
        case (.mapping(let x, _), .mapping(let y, _)):
            return x.count == y.count && zip(x, y).allSatisfy { same($0.key, $1.key) && same($0.value, $1.value) }
        default: return false
        }
    }

    /// Adds the entries to `tokens`; a name tokens.yaml already has is an error at the DTCG token.
    func merge(into tokens: inout Tokens) throws {
        for e in entries {
            let exists: Bool
            let section: String
            switch e.section {
            case .colors:
                (exists, section) = (tokens.colors[e.name] != nil, "colors")
                tokens.colors[e.name] = e.value
            case .numbers(let g):
                (exists, section) = (tokens.numbers[g]?[e.name] != nil, g.rawValue)
                tokens.numbers[g, default: [:]][e.name] = e.value
            case .fonts:
                (exists, section) = (tokens.fonts[e.name] != nil, "fonts")
                tokens.fonts[e.name] = e.value
            case .styles:
                (exists, section) = (tokens.styles[e.name] != nil, "styles")
                tokens.styles[e.name] = try ModifierStyle.parse(name: e.name, e.value, at: e.location)
            }
            if exists { throw PlumbError("token '\(e.name)' is also in tokens.yaml's \(section)", at: e.location) }
            tokens.order[section, default: []].append(e.name)
        }
    }
}
