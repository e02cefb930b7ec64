/// Stand-ins whose size and place in their box were measured on iOS references
/// (docs/reference/symbols.md has each measurement): SF Symbols keep side margins of about a
/// tenth of an em around their ink, and their ink is a little smaller than the first drawings
/// made it, which moves everything laid out beside or under them.
extension IconCatalog {
    /// A drawing's new box (units, 100 per em) and the uniform scale and offset that put its
    /// ink where iOS's is. Strokes keep their width (it follows the font weight, not the box).
    struct Measured {
        var width: Double
        var height: Double
        var scale: Double
        var dx: Double
        var dy: Double

        func applied(_ icon: Icon) -> Icon {
            Icon(width: width, height: height, elements: icon.elements.map {
                Element(path: IconCatalog.place($0.path, scale: scale, dx: dx, dy: dy), stroked: $0.stroked, knockout: $0.knockout)
            })
        }
    }

    /// Measured on martinomamic/RSSReader's `FeedRowSnapshotTests` (`.title2` at `medium`,
    /// 21 pt regular; 3× pixels): `star` and `star.fill` 23 × 22 pt of ink (109.5 × 104.8
    /// units) in a 132-unit-wide box, `bell` 19.33 × 21.33 pt (92 × 101.6 units) in a 114-unit
    /// box, both boxes 118 units tall with the ink 6.35 (star) and 7.9 (bell) units above
    /// the bottom. Each scale keeps the drawing's proportions (the bell's are its average).
    static let measured: [String: Measured] = [
        // The outline: path 6…114 × 4…107 plus the 8.5-unit stroke.
        "star": Measured(width: 132, height: 118, scale: 0.9352, dx: 9.89, dy: 7.36),
        // Filled only: the path is the ink.
        "star.fill": Measured(width: 132, height: 118, scale: 1.0139, dx: 5.17, dy: 2.79),
        // Path 12…98 × 12…106 plus the stroke; `.fill` is the same outline filled.
        "bell": Measured(width: 114, height: 118, scale: 0.98, dx: 3.1, dy: 1.97),
        "bell.fill": Measured(width: 114, height: 118, scale: 0.98, dx: 3.1, dy: 1.97),
        // RSSReader's navigation bar `+` (`FeedListViewSnapshotTests`, `.large` scale): 17.67 pt
        // of ink ending 18.67 pt from the screen's edge, its box's 16 pt: 90 units of ink
        // centred in a 117-unit box. Path 10…90 plus the stroke.
        "plus": Measured(width: 117, height: 100, scale: 1.019, dx: 7.56, dy: -0.95),
    ]
}
