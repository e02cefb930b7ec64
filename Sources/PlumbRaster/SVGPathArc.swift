/// SVG elliptical arcs as cubic Béziers (SVG 1.1 implementation notes F.6.5–F.6.6).
///
/// The centre parameterisation is computed with square roots only and the arc is walked by
/// exact quarter turns of the unit circle, so the only transcendental functions are the
/// cosine and sine of the x-axis rotation, which come from `SVGPathArc.cosSin` (basic IEEE
/// operations, the same on every machine).
enum SVGPathArc {
    /// Appends the arc from `p1` to `p2` (the current point) to `path`.
    ///
    /// Identical endpoints draw nothing, a zero radius draws a line, and radii too small to
    /// reach are scaled up uniformly until they just do (F.6.6).
    static func append(to path: inout Path, from p1: Point, to p2: Point, rx rxIn: Double, ry ryIn: Double,
                       rotationDegrees: Double, largeArc: Bool, sweep: Bool) {
        if p1 == p2 { return }
        var rx = abs(rxIn), ry = abs(ryIn)
        if rx == 0 || ry == 0 {
            path.line(to: p2)
            return
        }
        let (c, s) = cosSin(degrees: rotationDegrees)
        // F.6.5 step 1: the midpoint difference in the ellipse's rotated frame.
        let dx2 = (p1.x - p2.x) / 2, dy2 = (p1.y - p2.y) / 2
        let x1p = c * dx2 + s * dy2
        let y1p = -s * dx2 + c * dy2
        // F.6.6: scale radii up if the ellipse cannot span the endpoints.
        let lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry)
        if lambda > 1 {
            let scale = lambda.squareRoot()
            rx *= scale
            ry *= scale
        }
        // Step 2: the centre in the rotated frame (sign picks one of the two ellipses).
        let rx2 = rx * rx, ry2 = ry * ry
        let numerator = rx2 * ry2 - rx2 * y1p * y1p - ry2 * x1p * x1p
        let denominator = rx2 * y1p * y1p + ry2 * x1p * x1p
        var coef = denominator > 0 ? max(0, numerator / denominator).squareRoot() : 0
        if largeArc == sweep { coef = -coef }
        let cxp = coef * rx * y1p / ry
        let cyp = -coef * ry * x1p / rx
        // Step 3: back to user space.
        let cx = c * cxp - s * cyp + (p1.x + p2.x) / 2
        let cy = s * cxp + c * cyp + (p1.y + p2.y) / 2

        // Endpoints as unit vectors on the circle the ellipse maps from.
        guard let u1 = unit(Point((x1p - cxp) / rx, (y1p - cyp) / ry)),
              let u2 = unit(Point((-x1p - cxp) / rx, (-y1p - cyp) / ry)) else {
            path.line(to: p2)
            return
        }
        // Sweep flag 1 is the positive-angle direction (x towards y).
        let dir: Double = sweep ? 1 : -1
        func perp(_ v: Point) -> Point { Point(-v.y * dir, v.x * dir) }
        func map(_ u: Point) -> Point { Point(cx + c * rx * u.x - s * ry * u.y, cy + s * rx * u.x + c * ry * u.y) }
        func piece(_ a: Point, _ b: Point, end: Point) {
            // Handle length 4/3 · tan(α/4), tan(α/4) = sin(α/2) / (1 + cos(α/2)) via the bisector.
            let k: Double
            if let m = unit(a + b) {
                let cosHalf = a.x * m.x + a.y * m.y
                let sinHalf = abs(a.x * m.y - a.y * m.x)
                k = 4.0 / 3.0 * sinHalf / (1 + cosHalf)
            } else {
                k = 0
            }
            path.cubic(to: end, control1: map(a + perp(a) * k), control2: map(b - perp(b) * k))
        }

        // Walk whole quarter turns until the end is at most 90° ahead (≤ 4 quarters in all).
        var current = u1
        let slack = 1e-9
        for _ in 0..<4 {
            let cross = (current.x * u2.y - current.y * u2.x) * dir
            let dot = current.x * u2.x + current.y * u2.y
            if cross >= -slack && dot >= -slack { break }
            let next = perp(current)
            piece(current, next, end: map(next))
            current = next
        }
        piece(current, u2, end: p2)
    }

    private static func unit(_ p: Point) -> Point? {
        let len = (p.x * p.x + p.y * p.y).squareRoot()
        guard len > 1e-300, len.isFinite else { return nil }
        return Point(p.x / len, p.y / len)
    }

    /// cos and sin of an angle in degrees. Multiples of 90° are exact; other angles are
    /// reduced exactly (in degrees) to [0°, 45°] and summed as Taylor series, so the result
    /// does not depend on the platform's libm.
    static func cosSin(degrees: Double) -> (cos: Double, sin: Double) {
        guard degrees.isFinite else { return (1, 0) }
        var d = degrees.truncatingRemainder(dividingBy: 360)  // exact
        if d < 0 { d += 360 }
        // Quadrant: rotate by whole quarter turns (exact in degrees).
        let quadrant = Int(d / 90)
        d -= Double(quadrant) * 90
        // Within the quadrant, reflect about 45° so the series argument is ≤ π/4.
        let reflect = d > 45
        if reflect { d = 90 - d }
        let x = d * (Double.pi / 180)
        let x2 = x * x
        var cosSum = 1.0, sinSum = x
        var cosTerm = 1.0, sinTerm = x
        for n in 1...10 {
            cosTerm *= -x2 / Double((2 * n - 1) * (2 * n))
            sinTerm *= -x2 / Double((2 * n) * (2 * n + 1))
            cosSum += cosTerm
            sinSum += sinTerm
        }
        var (co, si) = reflect ? (sinSum, cosSum) : (cosSum, sinSum)
        for _ in 0..<(quadrant % 4) { (co, si) = (-si, co) }
        return (co, si)
    }
}
