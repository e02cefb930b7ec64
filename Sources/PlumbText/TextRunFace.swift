/// The face and size one run of a `TextLayout` was shaped with (after any shrinking), and the
/// metrics its decorations are drawn from.
public struct TextRunFace: Hashable, Sendable {
    /// Font file the run was shaped with.
    public var facePath: String
    /// Point size used (the run's size × the layout's scale factor).
    public var fontSize: Double
    /// The run's line height in points (its font's, or the face's natural one), after shrinking.
    public var lineHeight: Double
    /// The run is italic but its file is upright: glyphs are drawn slanted (FreeType's oblique).
    public var syntheticItalic: Bool
    /// The fallback chain the run was shaped with: `ShapedGlyph.face` k ≥ 1 is file k − 1.
    public var fallbackPaths: [String] = []
    /// The run is italic: glyphs of its fallback faces (upright files of other scripts) are
    /// drawn slanted, as CoreText synthesises an oblique for a face without italics.
    public var fallbackOblique = false

    /// Creates a run face.
    public init(facePath: String, fontSize: Double, lineHeight: Double = 0, syntheticItalic: Bool = false) {
        self.lineHeight = lineHeight
        self.facePath = facePath
        self.fontSize = fontSize
        self.syntheticItalic = syntheticItalic
    }
}
