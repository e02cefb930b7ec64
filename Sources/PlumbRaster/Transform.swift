import Foundation

/// An affine transform: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
public struct Transform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(_ x: Double, _ y: Double) -> Transform { Transform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    public static func scale(_ sx: Double, _ sy: Double) -> Transform { Transform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// Scales by (sx, sy) about `anchor`.
    public static func scale(_ sx: Double, _ sy: Double, about anchor: Point) -> Transform {
        Transform(a: sx, b: 0, c: 0, d: sy, tx: anchor.x - sx * anchor.x, ty: anchor.y - sy * anchor.y)
    }

    /// Rotation by `degrees` clockwise on screen (y down) about `anchor`. Multiples of 90°
    /// use exact sines and cosines so right-angle rotations stay pixel-exact.
    public static func rotation(degrees: Double, about anchor: Point) -> Transform {
        let (c, s) = cosSin(degrees: degrees)
        return Transform(a: c, b: s, c: -s, d: c, tx: anchor.x - c * anchor.x + s * anchor.y, ty: anchor.y - s * anchor.x - c * anchor.y)
    }

    /// Cosine and sine of an angle in degrees, exact at multiples of 90° so that right-angle
    /// turns stay pixel-exact.
    public static func cosSin(degrees: Double) -> (cos: Double, sin: Double) {
        let turns = (degrees / 90).rounded()
        if abs(degrees / 90 - turns) < 1e-12 {
            let q = ((Int(turns) % 4) + 4) % 4
            return [(1.0, 0.0), (0, 1), (-1, 0), (0, -1)][q]
        }
        let r = degrees * .pi / 180
        return (Foundation.cos(r), Foundation.sin(r))
    }

    /// `self` applied first, then `other`.
    public func then(_ o: Transform) -> Transform {
        Transform(a: a * o.a + b * o.c, b: a * o.b + b * o.d,
                  c: c * o.a + d * o.c, d: c * o.b + d * o.d,
                  tx: tx * o.a + ty * o.c + o.tx, ty: tx * o.b + ty * o.d + o.ty)
    }

    public func apply(_ p: Point) -> Point { Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty) }

    public var isIdentity: Bool { self == .identity }

    /// The largest factor by which the transform stretches lengths (for flattening tolerances).
    public var maxScale: Double {
        let sx = (a * a + b * b).squareRoot(), sy = (c * c + d * d).squareRoot()
        return max(sx, sy)
    }
}
