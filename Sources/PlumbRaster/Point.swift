/// A point in pixel space (x right, y down).
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }

    /// Linear interpolation towards `b` by `t`.
    public func lerp(_ b: Point, _ t: Double) -> Point { Point(x + (b.x - x) * t, y + (b.y - y) * t) }
}
