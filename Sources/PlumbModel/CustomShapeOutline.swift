/// A shape the sources declare (`struct Wave: Shape { func path(in rect: CGRect) -> Path }`),
/// or a `Path` drawn as a view: SwiftUI asks `path(in:)` for the rectangle of each frame the
/// shape is drawn in, so the outline is made per frame size by the front end that read it.
/// Two outlines are equal when their `identity` is (the type and its stored values).
public struct CustomShapeOutline: Hashable, Sendable {
    /// The shape's type as written (`Wave`; `Path` for a path drawn as a view).
    public let typeName: String
    /// What tells two outlines apart: the type and its stored values (`Wave(amplitude: 4.0)`).
    public let identity: String
    private let make: @Sendable (Double, Double) -> String?

    public init(typeName: String, identity: String, make: @escaping @Sendable (Double, Double) -> String?) {
        self.typeName = typeName
        self.identity = identity
        self.make = make
    }

    /// SVG path data of the outline in a frame of `width` × `height` points, origin at the
    /// frame's top left; nil when it cannot be made (an empty outline is drawn).
    public func pathData(width: Double, height: Double) -> String? { make(width, height) }

    public static func == (a: CustomShapeOutline, b: CustomShapeOutline) -> Bool { a.identity == b.identity }
    public func hash(into h: inout Hasher) { h.combine(identity) }
}
