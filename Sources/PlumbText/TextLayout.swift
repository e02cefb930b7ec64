/// Lines of text measured and positioned in their own box, as SwiftUI's `Text` sizes itself.
public struct TextLayout: Hashable, Sendable {
    /// The lines, top to bottom.
    public var lines: [TextLine]
    /// Width of the widest line (not the proposed width): `Text` hugs its content.
    public var width: Double
    /// `lines.count × lineHeight`.
    public var height: Double
    /// Height of every line box.
    public var lineHeight: Double
    /// Baseline of the first line from the top of the box.
    public var firstBaseline: Double
    /// Baseline of the last line from the top of the box.
    public var lastBaseline: Double
    /// Point size used.
    public var fontSize: Double
    /// Font file the text was shaped with.
    public var facePath: String

    /// Creates a layout.
    public init(lines: [TextLine], width: Double, height: Double, lineHeight: Double,
                firstBaseline: Double, lastBaseline: Double, fontSize: Double, facePath: String) {
        self.lines = lines
        self.width = width
        self.height = height
        self.lineHeight = lineHeight
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.fontSize = fontSize
        self.facePath = facePath
    }

    /// Whether any line was truncated (the text did not fit the line limit or height).
    public var truncated: Bool { lines.contains { $0.truncated } }
}
