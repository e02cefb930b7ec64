/// One underline or strikethrough stroke of a line, in the text box's coordinates.
public struct TextDecorationSpan: Hashable, Sendable {
    /// Underline or strikethrough.
    public enum Kind: String, Hashable, Sendable {
        case underline, strikethrough
    }

    public var kind: Kind
    /// The run it decorates (its colour, unless the decoration has its own).
    public var run: Int
    /// Left edge from the text box's left, in points (the line's `x` included).
    public var x: Double
    /// Length in points: the run's advance on this line, tracking included.
    public var width: Double
    /// Top of the stroke from the text box's top, in points.
    public var y: Double
    /// Stroke thickness in points, from the face (`post` underline, `OS/2` strikeout).
    public var thickness: Double

    /// Creates a span.
    public init(kind: Kind, run: Int, x: Double, width: Double, y: Double, thickness: Double) {
        self.kind = kind
        self.run = run
        self.x = x
        self.width = width
        self.y = y
        self.thickness = thickness
    }
}
