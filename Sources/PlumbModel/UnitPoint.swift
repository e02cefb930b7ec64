/// A point in a view's unit square (SwiftUI's `UnitPoint`): 0,0 is top-leading.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// SwiftUI's named points.
    public static let named: [String: UnitPoint] = [
        "topLeading": .init(x: 0, y: 0), "top": .init(x: 0.5, y: 0), "topTrailing": .init(x: 1, y: 0),
        "leading": .init(x: 0, y: 0.5), "center": .init(x: 0.5, y: 0.5), "trailing": .init(x: 1, y: 0.5),
        "bottomLeading": .init(x: 0, y: 1), "bottom": .init(x: 0.5, y: 1), "bottomTrailing": .init(x: 1, y: 1),
    ]
}
