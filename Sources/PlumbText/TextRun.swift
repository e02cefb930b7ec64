import PlumbModel

/// One styled piece of a paragraph handed to `TextLayoutEngine`: its string and everything that
/// changes how it is measured or decorated. Colours stay with the caller (the run's index is
/// on every glyph and decoration), so measurement never depends on paint.
public struct TextRun: Hashable, Sendable {
    /// The string, before the font's upper-case transform.
    public var text: String
    /// Size, weight, design, tracking, case, italic and tabular digits of the run.
    public var font: ResolvedFont
    /// Whether the run is underlined.
    public var underline: Bool
    /// Whether the run is struck through.
    public var strikethrough: Bool

    /// Creates a run.
    public init(text: String, font: ResolvedFont, underline: Bool = false, strikethrough: Bool = false) {
        self.text = text
        self.font = font
        self.underline = underline
        self.strikethrough = strikethrough
    }
}
