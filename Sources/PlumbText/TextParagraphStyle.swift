import PlumbModel

/// How a paragraph is fitted into its proposal: SwiftUI's `lineLimit`,
/// `multilineTextAlignment`, `lineSpacing`, `minimumScaleFactor`, `truncationMode` and
/// `allowsTightening`, as the environment gives them to a `Text`.
public struct TextParagraphStyle: Hashable, Sendable {
    /// Maximum number of lines (values below 1 act as 1); nil for no limit.
    public var lineLimit: Int?
    /// Horizontal placement of lines narrower than the widest one.
    public var alignment: TextAlignment
    /// Extra points between lines (not after the last).
    public var lineSpacing: Double
    /// The smallest fraction of its size the text may shrink to before it truncates (1: never).
    public var minimumScaleFactor: Double
    /// Where "…" goes when the text still does not fit.
    public var truncationMode: TruncationMode
    /// Whether letters may move closer (up to `TextLayoutEngine.maximumTightening`) first.
    public var allowsTightening: Bool
    /// The environment's layout direction: the paragraph direction of text with no strong
    /// character (the bidi algorithm takes it from the first strong one otherwise).
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The text's locale (BCP 47, `ja`): ICU's line-break rules for it and HarfBuzz's language;
    /// empty for the root rules and a language guessed from the script.
    public var locale = ""
    /// Whether a paragraph's last line may be left holding one word. iOS never does (its
    /// standard line-break strategy, `NSParagraphStyle.LineBreakStrategy.pushOut`, moves the
    /// word before it down too); CSS browsers break greedily and do (the Chromium fixtures).
    public var allowsOrphans = false
    /// Whether a text style's leading is each line's own box, the text centred in it (a text
    /// field's line, as `UITextField` sets it), rather than space between lines with a one-line
    /// text the face's own height (a `Text`).
    public var leadingAroundLines = false

    /// Creates a style; the defaults are SwiftUI's.
    public init(lineLimit: Int? = nil, alignment: TextAlignment = .leading, lineSpacing: Double = 0,
                minimumScaleFactor: Double = 1, truncationMode: TruncationMode = .tail, allowsTightening: Bool = false) {
        self.lineLimit = lineLimit
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.minimumScaleFactor = minimumScaleFactor
        self.truncationMode = truncationMode
        self.allowsTightening = allowsTightening
    }
}
