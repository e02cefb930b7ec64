/// A size in points.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    func along(_ axis: PlumbModel.Axis) -> Double { axis == .horizontal ? width : height }
    func across(_ axis: PlumbModel.Axis) -> Double { axis == .horizontal ? height : width }
}

/// A displacement in points: how far `.offset` moved a frame from where layout placed it.
public struct Shift: Hashable, Sendable {
    public var dx: Double
    public var dy: Double

    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    public static let zero = Shift(dx: 0, dy: 0)
}

/// A rectangle in points, origin top-left, relative to the component's origin.
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public init(origin: (Double, Double), size: Size) {
        self.init(x: origin.0, y: origin.1, width: size.width, height: size.height)
    }

    public var size: Size { Size(width: width, height: height) }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    func offsetBy(dx: Double, dy: Double) -> Rect { Rect(x: x + dx, y: y + dy, width: width, height: height) }
}

/// What a parent offers a child: a length per axis, or nil for "your ideal size".
public struct ProposedSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public static let unspecified = ProposedSize(width: nil, height: nil)

    func along(_ axis: PlumbModel.Axis) -> Double? { axis == .horizontal ? width : height }
    func across(_ axis: PlumbModel.Axis) -> Double? { axis == .horizontal ? height : width }

    static func make(_ axis: PlumbModel.Axis, main: Double?, cross: Double?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
    }
}

import PlumbModel
