/// A premultiplied 8-bit sRGB colour, the pixmap's storage format.
public struct Color8: Hashable, Sendable {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    public static let transparent = Color8(r: 0, g: 0, b: 0, a: 0)

    /// Premultiplies a straight-alpha colour given as 0…1 doubles. Each channel is rounded
    /// half-up once: c8 = round(c · a · 255), a8 = round(a · 255), so an opaque colour keeps
    /// its exact token bytes.
    public init(straightR r: Double, g: Double, b: Double, a: Double) {
        func q(_ v: Double) -> UInt8 { UInt8(min(max(v, 0), 1) * 255 + 0.5) }
        let alpha = min(max(a, 0), 1)
        self.init(r: q(r * alpha), g: q(g * alpha), b: q(b * alpha), a: q(alpha))
    }
}
