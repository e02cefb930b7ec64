import PlumbModel

extension AssetCatalog {
    /// The catalog as the evaluator looks it up: `Color("name")` in the preview's appearance,
    /// `Image("name")` as an icon. (`diagnostics` are not part of it: report them beside the
    /// project's own.)
    public var lookup: AssetLookup {
        var l = AssetLookup()
        let catalog = self
        l.color = { name, appearance in catalog.color(named: name, appearance: appearance) }
        l.image = { name, appearance in catalog.image(named: name, appearance: appearance) }
        l.originalColor = { name, appearance in
            guard let set = catalog.imageSet(named: name, appearance: appearance), set.renderingIntent != .template else { return nil }
            return set.fillColor
        }
        l.dataAsset = { name in catalog.dataSet(named: name) }
        l.colorNames = colorNames
        l.imageNames = imageNames
        l.fontFiles = fontFiles
        return l
    }
}

