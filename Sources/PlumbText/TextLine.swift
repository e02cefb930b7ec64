/// One laid-out line of a `TextLayout`.
public struct TextLine: Hashable, Sendable {
    /// The text as displayed: trailing spaces of a wrapped line removed, "…" appended when truncated.
    public var text: String
    /// Advance width of `text` in points, tracking included.
    public var width: Double
    /// Horizontal offset of the line within the text box, from the alignment.
    public var x: Double
    /// Baseline position from the top of the text box, in points (y down).
    public var baselineY: Double
    /// The shaped glyphs of `text`, positioned from the line's start (add `x`).
    public var glyphs: [ShapedGlyph]
    /// Whether this line was truncated with "…".
    public var truncated: Bool
    /// Height of the line box: the tallest run's line height on this line (every line of a
    /// single-font text has the font's line height).
    public var height: Double
    /// Underline and strikethrough strokes on this line.
    public var decorations: [TextDecorationSpan]

    /// Creates a line.
    public init(text: String, width: Double, x: Double, baselineY: Double,
                glyphs: [ShapedGlyph], truncated: Bool, height: Double = 0, decorations: [TextDecorationSpan] = []) {
        self.height = height
        self.decorations = decorations
        self.text = text
        self.width = width
        self.x = x
        self.baselineY = baselineY
        self.glyphs = glyphs
        self.truncated = truncated
    }
}
