/// The sizes of SF Symbols' scales relative to the medium one (`Image.Scale`,
/// `UIImage.SymbolConfiguration.Scale`). Apple publishes no factors; each is measured on iOS
/// references (docs/reference/system-controls.md, "Navigation bar").
enum SymbolScale {
    /// `.large`: a bar button's `plus` is 17.33 pt of ink at `.body` on iOS 18 where the medium
    /// scale draws 14 (RSSReader's toolbar references, iPhone SE to 16 Plus): 1.24 ×.
    static let large = 1.24
}
