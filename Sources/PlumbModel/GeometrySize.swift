/// A width and a height in points: what a layout pass tells the Swift front end about a view
/// it laid out (a `GeometryReader`'s size), without the front end depending on the layout stage.
public struct GeometrySize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(width) × \(height)" }
}
