/// An `underline` or `strikethrough` line drawn with the text: on, with an optional colour
/// (nil draws it in the text's own foreground colour, as SwiftUI does).
public struct TextDecoration: Hashable, Sendable {
    /// The line's colour, or nil for the text's colour.
    public var color: Paint?

    /// A line in `color` (nil: the text's colour).
    public init(color: Paint? = nil) {
        self.color = color
    }
}
