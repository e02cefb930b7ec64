/// The parameters of SwiftUI's `rotation3DEffect`: an angle about an axis through a point of the
/// view (`anchor` in the view's unit square, `anchorZ` points toward the viewer), seen with a
/// vanishing point `max(width, height) / perspective` points in front of the view.
public struct Rotation3D: Hashable, Sendable {
    public var degrees: Double
    public var axis: (x: Double, y: Double, z: Double)
    public var anchor: UnitPoint
    public var anchorZ: Double
    public var perspective: Double

    public init(degrees: Double, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint = UnitPoint(x: 0.5, y: 0.5), anchorZ: Double = 0, perspective: Double = 1) {
        self.degrees = degrees
        self.axis = axis
        self.anchor = anchor
        self.anchorZ = anchorZ
        self.perspective = perspective
    }

    public static func == (a: Rotation3D, b: Rotation3D) -> Bool {
        a.degrees == b.degrees && a.axis == b.axis && a.anchor == b.anchor && a.anchorZ == b.anchorZ && a.perspective == b.perspective
    }

    public func hash(into h: inout Hasher) {
        for v in [degrees, axis.x, axis.y, axis.z, anchorZ, perspective] { h.combine(v) }
        h.combine(anchor)
    }
}
