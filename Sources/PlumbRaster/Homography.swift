import Foundation

/// A plane projective transform (a homography), as a 3 × 3 matrix `m` in row-major order:
/// (x, y) ↦ ((m0·x + m1·y + m2) / w, (m3·x + m4·y + m5) / w) with w = m6·x + m7·y + m8.
/// Points with w ≤ 0 are behind the eye: they have no image.
public struct Homography: Hashable, Sendable {
    public var m: [Double]

    public init(_ m: [Double]) {
        precondition(m.count == 9, "a homography has 9 entries")
        self.m = m
    }

    public static let identity = Homography([1, 0, 0, 0, 1, 0, 0, 0, 1])

    /// The affine transform as a homography.
    public init(_ t: Transform) {
        self.init([t.a, t.c, t.tx, t.b, t.d, t.ty, 0, 0, 1])
    }

    /// The homogeneous image (x, y, w) of a point, before the division.
    @inline(__always)
    public func homogeneous(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
        (m[0] * x + m[1] * y + m[2], m[3] * x + m[4] * y + m[5], m[6] * x + m[7] * y + m[8])
    }

    /// The image of a point, nil behind the eye.
    public func apply(_ x: Double, _ y: Double) -> Point? {
        let h = homogeneous(x, y)
        guard h.w > 0, h.w.isFinite else { return nil }
        return Point(h.x / h.w, h.y / h.w)
    }

    /// `self` applied first, then `o`.
    public func then(_ o: Homography) -> Homography {
        var r = [Double](repeating: 0, count: 9)
        for i in 0..<3 {
            for j in 0..<3 { r[i * 3 + j] = (0..<3).reduce(0) { $0 + o.m[i * 3 + $1] * m[$1 * 3 + j] } }
        }
        return Homography(r)
    }

    /// The inverse (the adjugate over the determinant); nil when the matrix is singular.
    public var inverse: Homography? {
        let a = m
        let c0 = a[4] * a[8] - a[5] * a[7], c1 = a[5] * a[6] - a[3] * a[8], c2 = a[3] * a[7] - a[4] * a[6]
        let det = a[0] * c0 + a[1] * c1 + a[2] * c2
        guard det.isFinite, abs(det) > 1e-15 else { return nil }
        let inv = [c0, a[2] * a[7] - a[1] * a[8], a[1] * a[5] - a[2] * a[4],
                   c1, a[0] * a[8] - a[2] * a[6], a[2] * a[3] - a[0] * a[5],
                   c2, a[1] * a[6] - a[0] * a[7], a[0] * a[4] - a[1] * a[3]]
        return Homography(inv.map { $0 / det })
    }
}
