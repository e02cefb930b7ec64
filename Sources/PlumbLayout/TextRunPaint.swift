import PlumbModel

/// How one run of a text is painted: its foreground and decorations, from the text's
/// environment and the run's own modifiers. Indexed like `TextLayout.runs`.
public struct TextRunPaint: Sendable, Hashable {
    /// The run's foreground colour, if any modifier set one (else the appearance's primary).
    public var foreground: Paint?
    /// The token that colour came from, if it named one.
    public var foregroundToken: String?
    /// The run's underline, if underlined.
    public var underline: TextDecoration?
    /// The run's strikethrough, if struck through.
    public var strikethrough: TextDecoration?

    /// Creates a run paint.
    public init(foreground: Paint? = nil, foregroundToken: String? = nil, underline: TextDecoration? = nil,
                strikethrough: TextDecoration? = nil) {
        self.foreground = foreground
        self.foregroundToken = foregroundToken
        self.underline = underline
        self.strikethrough = strikethrough
    }
}
