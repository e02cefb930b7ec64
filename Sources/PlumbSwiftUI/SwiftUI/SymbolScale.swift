/// The sizes of SF Symbols' scales relative to the medium one (`Image.Scale`,
/// `UIImage.SymbolConfiguration.Scale`). Apple publishes no factors; each is measured on iOS
/// references (docs/reference/system-controls.md, "Navigation bar").
enum SymbolScale {
    /// `.large`: a bar button's `plus` is 52 px (17.33 pt) of ink at 3× in RSSReader's iOS
    /// references, at the default size and one below it alike (the bar keeps `.large` there),
    /// where Plumb's medium `plus` at the 17 pt body size is 45 px: 52 / 45.
    static let large = 52.0 / 45
}
