/// The result of shaping one line-free string in one font.
public struct ShapedRun: Hashable, Sendable {
    /// The string actually shaped (after the upper-case transform); glyph clusters index its UTF-8.
    public var text: String
    /// Glyphs in visual order.
    public var glyphs: [ShapedGlyph]
    /// Total advance in points, tracking included: exact, computed from integer design units.
    public var width: Double
    /// Advance in points of each Swift `Character` of `text`, tracking included. A ligature's
    /// advance is credited to its first character; used to find line breaks without reshaping.
    public var characterAdvances: [Double]

    /// Creates a run.
    public init(text: String, glyphs: [ShapedGlyph], width: Double, characterAdvances: [Double]) {
        self.text = text
        self.glyphs = glyphs
        self.width = width
        self.characterAdvances = characterAdvances
    }
}
