/// Turns a `Path` into polylines, one per contour, so the rasterizer only ever sees straight
/// edges.
///
/// Curves are split into a number of equal parameter steps computed up front from the control
/// polygon (Wang's formula), not by adaptive recursion: the count depends only on the control
/// points, so every machine produces the same vertices in the same order.
public enum Flattener {
    /// Default maximum distance, in pixels, between a curve and its polyline.
    public static let defaultTolerance = 0.125

    /// Upper bound on the segments one curve may produce. Only reached by curves thousands of
    /// times larger than any canvas (radius ≳ 10⁸ px at 1/8 px); those are then flattened a
    /// little more coarsely rather than allocating without bound.
    public static let maxSegmentsPerCurve = 1 << 16

    /// An axis-aligned rectangle outside of which curves need no detail.
    struct CullRect {
        var minX: Double, minY: Double, maxX: Double, maxY: Double
    }

    /// Flattens `path` (already in pixel space) to one polyline per contour.
    ///
    /// Each polyline starts at its contour's first point; a contour is implicitly closed when
    /// filled (the last point joins the first). A contour that contains a NaN or infinite point
    /// is dropped whole, as are contours with fewer than two points.
    ///
    /// - Parameter tolerance: maximum distance in pixels between the curve and the polyline;
    ///   non-positive or non-finite values fall back to `defaultTolerance`.
    public static func flatten(_ path: Path, tolerance: Double = Flattener.defaultTolerance) -> [[Point]] {
        flatten(path, tolerance: tolerance, cull: nil)
    }

    /// The number of equal parameter steps that keeps a Bézier of the given degree within
    /// `tolerance` of its chords (Wang's formula): n = ⌈√(d(d−1)/8 · M / tolerance)⌉, where M
    /// is the largest second difference |Pᵢ − 2Pᵢ₊₁ + Pᵢ₊₂| of the control polygon.
    public static func segmentCount(degree: Int, secondDifference m: Double, tolerance: Double) -> Int {
        let k = Double(degree * (degree - 1)) / 8
        let n = (k * m / tolerance).squareRoot().rounded(.up)
        // NaN fails both comparisons and lands on 1: a degenerate curve is a line.
        if n >= Double(maxSegmentsPerCurve) { return maxSegmentsPerCurve }
        return n >= 1 ? Int(n) : 1
    }

    /// Flattening with optional culling: a curve whose control box lies wholly on one side of
    /// `cull` is replaced by its chord. That is exact for filling: such a curve is either
    /// invisible (above, below, right) or, left of the canvas, only contributes its net
    /// vertical crossing, which depends on its end points alone. It keeps far-off giant curves
    /// from costing thousands of segments.
    static func flatten(_ path: Path, tolerance: Double, cull: CullRect?) -> [[Point]] {
        let tol = (tolerance.isFinite && tolerance > 0) ? tolerance : defaultTolerance
        var contours: [[Point]] = []
        var current: [Point] = []
        var valid = true
        var start = Point(0, 0)
        var last = Point(0, 0)
        var pi = 0

        func finish() {
            if valid && current.count >= 2 { contours.append(current) }
            current = []
            valid = true
        }
        func begin(at p: Point) {
            current.append(p)
            if !(p.x.isFinite && p.y.isFinite) { valid = false }
        }
        func add(_ p: Point) {
            if current.isEmpty { begin(at: last) }
            current.append(p)
            if !(p.x.isFinite && p.y.isFinite) { valid = false }
        }

        let points = path.points
        for verb in path.verbs {
            switch verb {
            case .move:
                finish()
                start = points[pi]; last = start; pi += 1
                begin(at: start)
            case .line:
                let p = points[pi]; pi += 1
                add(p)
                last = p
            case .quad:
                let c = points[pi], p = points[pi + 1]; pi += 2
                if current.isEmpty { begin(at: last) }
                if valid && c.x.isFinite && c.y.isFinite && p.x.isFinite && p.y.isFinite {
                    appendQuad(last, c, p, tol, cull, into: &current)
                } else {
                    valid = false
                }
                last = p
            case .cubic:
                let c1 = points[pi], c2 = points[pi + 1], p = points[pi + 2]; pi += 3
                if current.isEmpty { begin(at: last) }
                if valid && c1.x.isFinite && c1.y.isFinite && c2.x.isFinite && c2.y.isFinite
                    && p.x.isFinite && p.y.isFinite {
                    appendCubic(last, c1, c2, p, tol, cull, into: &current)
                } else {
                    valid = false
                }
                last = p
            case .close:
                finish()
                // Drawing after a close continues from the contour's start point.
                last = start
            }
        }
        finish()
        return contours
    }

    /// True when the box of `pts` lies on one side of `cull` (touching counts as outside:
    /// an edge exactly on the canvas border contributes nothing inside it but its crossing).
    private static func outside(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, cull: CullRect?) -> Bool {
        guard let r = cull else { return false }
        let minX = min(min(p0.x, p1.x), min(p2.x, p3.x)), maxX = max(max(p0.x, p1.x), max(p2.x, p3.x))
        let minY = min(min(p0.y, p1.y), min(p2.y, p3.y)), maxY = max(max(p0.y, p1.y), max(p2.y, p3.y))
        return maxX <= r.minX || minX >= r.maxX || maxY <= r.minY || minY >= r.maxY
    }

    private static func length(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }

    private static func appendQuad(_ p0: Point, _ p1: Point, _ p2: Point, _ tol: Double,
                                   _ cull: CullRect?, into out: inout [Point]) {
        if outside(p0, p1, p2, p2, cull: cull) { out.append(p2); return }
        let m = length(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
        let n = segmentCount(degree: 2, secondDifference: m, tolerance: tol)
        out.reserveCapacity(out.count + n)
        let step = 1 / Double(n)
        for i in 1..<n {
            let t = Double(i) * step, mt = 1 - t
            let a = mt * mt, b = 2 * mt * t, c = t * t
            out.append(Point(a * p0.x + b * p1.x + c * p2.x, a * p0.y + b * p1.y + c * p2.y))
        }
        // The end point exactly, so consecutive segments join without a sliver.
        out.append(p2)
    }

    private static func appendCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ tol: Double,
                                    _ cull: CullRect?, into out: inout [Point]) {
        if outside(p0, p1, p2, p3, cull: cull) { out.append(p3); return }
        let m = max(length(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
                    length(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
        let n = segmentCount(degree: 3, secondDifference: m, tolerance: tol)
        out.reserveCapacity(out.count + n)
        let step = 1 / Double(n)
        for i in 1..<n {
            let t = Double(i) * step, mt = 1 - t
            let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
            out.append(Point(a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                             a * p0.y + b * p1.y + c * p2.y + d * p3.y))
        }
        out.append(p3)
    }
}
