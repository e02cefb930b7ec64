/// One positioned glyph of a `ShapedRun`.
public struct ShapedGlyph: Hashable, Sendable {
    /// Glyph index in the font.
    public var glyphID: UInt32
    /// UTF-8 byte offset, into the run's shaped `text`, of the cluster this glyph renders.
    public var cluster: Int
    /// Pen position in points from the run start: preceding advances, tracking after every
    /// preceding character, and HarfBuzz's x offset.
    public var x: Double
    /// HarfBuzz's y offset in points, y up (marks raised above a base are positive).
    public var y: Double
    /// The glyph's shaped advance in points, without tracking.
    public var advance: Double
    /// Index of the text run the glyph belongs to (0 for a plain text): its face, size, colour.
    public var run: Int
    /// The face that drew it: 0 for its run's own face, k for the run's fallback face k − 1
    /// (`TextRunFace.fallbackPaths`), when the run's face lacks the character.
    public var face: Int = 0

    /// Creates a glyph.
    public init(glyphID: UInt32, cluster: Int, x: Double, y: Double, advance: Double, run: Int = 0) {
        self.run = run
        self.glyphID = glyphID
        self.cluster = cluster
        self.x = x
        self.y = y
        self.advance = advance
    }
}
