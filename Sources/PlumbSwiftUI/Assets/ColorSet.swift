import PlumbModel

/// A colour set of an asset catalog (`<name>.colorset`), resolved for Plumb's two appearances.
public struct ColorSet: Hashable, Sendable {
    /// The name `Color("…")` finds it by (with its namespace folders, `Brand/primary`).
    public var name: String
    /// Its `Contents.json`.
    public var file: String
    public var light: RGBA
    public var dark: RGBA

    public func color(for appearance: Appearance) -> RGBA {
        appearance == .dark ? dark : light
    }

    /// Reads a colour set's `Contents.json`. Among the entries, an "iphone" idiom beats
    /// "universal" (others are for other devices), and an sRGB-gamut entry beats a
    /// `display-gamut: display-P3` one (Plumb renders sRGB). The "any" appearance is light,
    /// a missing dark (or light) falls back to any, and high-contrast entries are ignored.
    /// Nil, with a warning, when no entry can be used.
    static func read(_ root: YAMLValue, name: String, file: String, reader: inout AssetCatalogReader) -> ColorSet? {
        let skipped = "colour set '\(name)' is skipped"
        guard let colors = root["colors"], case .sequence(let entries, _) = colors else {
            reader.warn("Contents.json has no 'colors' list; \(skipped)", at: root["colors"]?.location ?? root.location)
            return nil
        }
        // The best entry per appearance slot (nil key: any), ranked by idiom then gamut.
        var best: [Appearance?: (rank: Int, color: YAMLValue)] = [:]
        for entry in entries {
            guard let slot = AssetCatalogAppearance.slot(of: entry, owner: "colour set '\(name)'", reader: &reader),
                  let rank = Self.rank(of: entry) else { continue }
            guard let color = entry["color"] else {
                reader.warn("a colour of colour set '\(name)' has no 'color' object; that entry is skipped", at: entry.location)
                continue
            }
            if let current = best[slot], current.rank <= rank { continue }
            best[slot] = (rank, color)
        }
        func resolved(_ a: Appearance?) -> RGBA? {
            guard let entry = best[a] else { return nil }
            let what = "colour set '\(name)' (\(a?.rawValue ?? "any"))"
            return ColorSetComponents.color(entry.color, what: what, reader: &reader)
        }
        let any = resolved(nil)
        guard let light = resolved(.light) ?? any ?? resolved(.dark) else {
            reader.warn("colour set '\(name)' has no usable iPhone or universal colour; \(skipped)", at: colors.location)
            return nil
        }
        let dark = resolved(.dark) ?? any ?? light
        return ColorSet(name: name, file: file, light: light, dark: dark)
    }

    /// Lower is better; nil for an idiom that is not drawn on an iPhone.
    private static func rank(of entry: YAMLValue) -> Int? {
        let idiomRank: Int
        switch entry["idiom"]?.string ?? "universal" {
        case "iphone": idiomRank = 0
        case "universal": idiomRank = 2
        default: return nil
        }
        return idiomRank + (entry["display-gamut"]?.string == "display-P3" ? 1 : 0)
    }
}
