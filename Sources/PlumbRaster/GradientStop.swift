/// One colour stop of a gradient: a straight-alpha (unpremultiplied) sRGB colour, components
/// 0…1, at `location` along the gradient (0 = start / centre, 1 = end / radius).
public struct GradientStop: Hashable, Sendable {
    public var location: Double
    public var r: Double, g: Double, b: Double, a: Double

    public init(location: Double, r: Double, g: Double, b: Double, a: Double) {
        self.location = location
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// The stop's colour premultiplied to bytes.
    var color8: Color8 { Color8(straightR: r, g: g, b: b, a: a) }
}
