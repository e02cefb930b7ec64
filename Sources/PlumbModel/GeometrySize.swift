/// A width and a height in points: what a layout pass tells the Swift front end about a view
/// it laid out (a `GeometryReader`'s size), without the front end depending on the layout stage.
public struct GeometrySize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    /// What the node was proposed on each axis (nil: nothing, an ideal size asked), where the
    /// probe knows it: a custom `Layout` sizes itself for its proposal, not for its size.
    public var proposedWidth: Double?
    public var proposedHeight: Double?

    public init(width: Double, height: Double, proposedWidth: Double? = nil, proposedHeight: Double? = nil) {
        self.width = width
        self.height = height
        self.proposedWidth = proposedWidth
        self.proposedHeight = proposedHeight
    }

    public var description: String { "\(width) × \(height)" }
}
