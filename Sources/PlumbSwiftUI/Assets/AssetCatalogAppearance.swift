import PlumbModel

/// The appearance an entry of a colour or image set is for, from its `appearances` list.
enum AssetCatalogAppearance {
    /// `.some(nil)` for the any appearance, `.some(.light)` / `.some(.dark)`, or nil when the
    /// entry is skipped: high contrast (Plumb renders standard contrast only, silently) or an
    /// appearance it does not know (with a warning naming `owner`).
    static func slot(of entry: YAMLValue, owner: String, reader: inout AssetCatalogReader) -> Appearance?? {
        guard let list = entry["appearances"], case .sequence(let items, _) = list else { return .some(nil) }
        var slot: Appearance? = nil
        for item in items {
            let kind = item["appearance"]?.string ?? ""
            let value = item["value"]?.string ?? ""
            switch (kind, value) {
            case ("luminosity", "light"): slot = .light
            case ("luminosity", "dark"): slot = .dark
            case ("luminosity", "any"): break
            case ("contrast", "high"): return nil
            default:
                reader.warn("\(owner) has an appearance '\(kind): \(value)' Plumb does not render; that entry is skipped",
                            at: item.location)
                return nil
            }
        }
        return .some(slot)
    }
}
