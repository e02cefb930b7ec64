/// How two stroked segments meet at a corner.
public enum LineJoin: Hashable, Sendable {
    /// Offset edges extended until they meet (falls back to bevel past the miter limit).
    case miter
    /// A circular arc of radius width/2 around the corner.
    case round
    /// The offset edges' ends joined by a straight line.
    case bevel
}

/// How the ends of an open contour are finished.
public enum LineCap: Hashable, Sendable {
    /// Ends flush with the end point.
    case butt
    /// A semicircle of radius width/2 beyond the end point.
    case round
    /// A half-square of depth width/2 beyond the end point.
    case square
}

/// Turns a centre-line path into the outline of its stroke.
///
/// The outline is meant to be filled with the non-zero rule: it may self-overlap at inner
/// corners (every overlap winds the same way), which is what keeps the construction simple
/// and exact. Round joins and caps are emitted as cubic arcs (≤ 90° each) built from
/// square roots only — no trigonometry — so the geometry is identical on every libm.
public enum Stroker {
    /// The outline that, filled non-zero, paints `path` stroked with a pen of `width`
    /// centred on the path.
    ///
    /// - Curves are flattened first to polylines within `tolerance` (pixel units).
    /// - Open contours become one closed outline: one side forward, end cap, other side
    ///   backward, start cap.
    /// - Closed contours become two closed outlines winding in opposite directions (outer
    ///   side in the path's direction, inner side reversed), so the band between them fills.
    /// - Zero-length segments are skipped; a contour that collapses to a single point
    ///   paints a dot for round and square caps and nothing for butt caps.
    /// - A non-positive or non-finite width, or a path with non-finite points, strokes to
    ///   an empty path.
    public static func stroke(_ path: Path, width: Double, join: LineJoin = .miter, cap: LineCap = .butt,
                              miterLimit: Double = 4, tolerance: Double = 0.125) -> Path {
        var out = Path()
        guard width > 0, width.isFinite else { return out }
        guard path.points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return out }
        // A tolerance far below a thousandth of a pixel buys nothing but segments.
        let tol = tolerance.isFinite ? max(tolerance, 1e-3) : 0.125
        let style = StrokeStyle(halfWidth: width / 2, join: join, cap: cap,
                                miterLimit: miterLimit.isFinite ? max(miterLimit, 1) : 4)
        for contour in StrokeContours.polylines(of: path, tolerance: tol) {
            style.stroke(contour, into: &out)
        }
        return out
    }
}

/// The per-call stroke parameters and the outline construction.
private struct StrokeStyle {
    let halfWidth: Double
    let join: LineJoin
    let cap: LineCap
    let miterLimit: Double

    /// Two points closer than this are one point (zero-length segments are skipped).
    static let epsilon = 1e-9

    func stroke(_ contour: StrokeContours.Polyline, into out: inout Path) {
        let pts = contour.points
        if pts.count == 1 {
            dot(at: pts[0], into: &out)
            return
        }
        let reversed = Array(pts.reversed())
        if contour.closed {
            // The side to the "left" of travel is outside for a clockwise (y-down) contour;
            // the left side of the reversed contour is the original's right side, so the
            // two loops wind oppositely whichever way the contour runs.
            emit(side(pts, closed: true), into: &out, startNew: true)
            out.close()
            emit(side(reversed, closed: true), into: &out, startNew: true)
            out.close()
        } else {
            emit(side(pts, closed: false), into: &out, startNew: true)
            capAt(pts[pts.count - 1], direction: unit(pts[pts.count - 1] - pts[pts.count - 2]), into: &out)
            emit(side(reversed, closed: false), into: &out, startNew: false)
            capAt(pts[0], direction: unit(pts[0] - pts[1]), into: &out)
            out.close()
        }
    }

    // MARK: Sides

    /// One element of an offset side.
    enum Element {
        case line(Point)
        case cubic(Point, Point, Point)

        var end: Point {
            switch self {
            case .line(let p): return p
            case .cubic(_, _, let p): return p
            }
        }
    }

    /// One offset segment: its start and end on the offset side, direction and length.
    struct Segment {
        let from: Point
        let to: Point
        let direction: Point
        let length: Double
    }

    /// The offset of the polyline at +halfWidth along the normal (d.y, −d.x), with joins.
    /// For a closed polyline the result is a loop whose first element is where the join at
    /// vertex 0 begins.
    func side(_ pts: [Point], closed: Bool) -> [Element] {
        let n = pts.count
        let segmentCount = closed ? n : n - 1
        var segments: [Segment] = []
        segments.reserveCapacity(segmentCount)
        for i in 0..<segmentCount {
            let a = pts[i], b = pts[(i + 1) % n]
            let d = b - a
            let len = (d.x * d.x + d.y * d.y).squareRoot()
            let u = Point(d.x / len, d.y / len)
            let off = normal(u) * halfWidth
            segments.append(Segment(from: a + off, to: b + off, direction: u, length: len))
        }

        var elements: [Element] = []
        // Parameter (distance along the segment) where the current segment's offset edge
        // starts; inner joins move it forward, never back, so the side never backtracks.
        var startParam = 0.0
        var endLimit = segments[segmentCount - 1].length
        if closed {
            let first = joinAt(pts[0], incoming: segments[segmentCount - 1], outgoing: segments[0],
                               incomingStart: 0, outgoingEnd: segments[0].length)
            elements += first.elements
            startParam = first.outgoingStart
            // The last segment must end where the vertex-0 join begins.
            endLimit = first.incomingEnd
        } else {
            elements.append(.line(segments[0].from))
        }
        // Joins at every interior vertex; a closed loop's vertex 0 was joined above.
        for i in 1..<(closed ? n : n - 1) {
            let outgoingEnd = i == segmentCount - 1 ? endLimit : segments[i].length
            let j = joinAt(pts[i], incoming: segments[i - 1], outgoing: segments[i],
                           incomingStart: startParam, outgoingEnd: outgoingEnd)
            elements += j.elements
            startParam = j.outgoingStart
        }
        if !closed {
            elements.append(.line(segments[segmentCount - 1].to))
        }
        return elements
    }

    /// The result of one join: elements to append, and how far it trimmed the neighbours.
    struct Join {
        var elements: [Element]
        /// Distance along the incoming segment where the join begins.
        var incomingEnd: Double
        /// Distance along the outgoing segment where the join ends.
        var outgoingStart: Double
    }

    /// The join on the offset side at vertex `pivot` between two segments.
    func joinAt(_ pivot: Point, incoming a: Segment, outgoing b: Segment,
                incomingStart: Double, outgoingEnd: Double) -> Join {
        let da = a.direction, db = b.direction
        let cross = da.x * db.y - da.y * db.x
        let dot = da.x * db.x + da.y * db.y
        let plain = Join(elements: [.line(a.to), .line(b.from)], incomingEnd: a.length, outgoingStart: 0)

        // Straight on: the offset edges meet end to start.
        if dot > 0, abs(cross) < 1e-12 {
            return Join(elements: [.line(a.to)], incomingEnd: a.length, outgoingStart: 0)
        }
        // The corner turns away from this side (or reverses): this is the outer side.
        let outer = cross > 0 || (abs(cross) < 1e-12 && dot < 0)
        if !outer {
            // Inner side: cut both edges at their intersection when it lies on both
            // (what makes a polygon's stroke exact); otherwise route through the pivot,
            // which over-covers only inside the stroke and is filled correctly non-zero.
            let t = intersectionParam(a, b)
            if let t {
                let x = a.from + da * t
                let tb = (x.x - b.from.x) * db.x + (x.y - b.from.y) * db.y
                if t >= incomingStart, t <= a.length, tb >= 0, tb <= outgoingEnd {
                    return Join(elements: [.line(x)], incomingEnd: t, outgoingStart: tb)
                }
            }
            return Join(elements: [.line(a.to), .line(pivot), .line(b.from)], incomingEnd: a.length, outgoingStart: 0)
        }
        switch join {
        case .bevel:
            return plain
        case .miter:
            // Miter length / stroke width = 1 / cos(turn / 2); cos²(turn / 2) = (1 + dot) / 2.
            let cosHalf2 = (1 + dot) / 2
            guard cosHalf2 > 0, 1 <= miterLimit * miterLimit * cosHalf2 else { return plain }
            let na = normal(da), nb = normal(db)
            let tip = pivot + (na + nb) * (halfWidth / (1 + dot))
            return Join(elements: [.line(a.to), .line(tip), .line(b.from)], incomingEnd: a.length, outgoingStart: 0)
        case .round:
            var elements: [Element] = [.line(a.to)]
            elements += arc(center: pivot, from: normal(da), to: normal(db), end: b.from)
            return Join(elements: elements, incomingEnd: a.length, outgoingStart: 0)
        }
    }

    /// Distance along `a` at which the infinite lines of `a` and `b` cross; nil if parallel.
    func intersectionParam(_ a: Segment, _ b: Segment) -> Double? {
        let da = a.direction, db = b.direction
        let denom = da.x * db.y - da.y * db.x
        guard abs(denom) > 1e-12 else { return nil }
        let w = b.from - a.from
        return (w.x * db.y - w.y * db.x) / denom
    }

    // MARK: Caps and dots

    /// The cap at `p` for a contour leaving in `direction`: from the forward side's end
    /// (normal side) to the backward side's start (the opposite normal).
    func capAt(_ p: Point, direction d: Point, into out: inout Path) {
        let n = normal(d)
        switch cap {
        case .butt:
            break  // the next side starts with a line straight across
        case .square:
            out.line(to: p + (n + d) * halfWidth)
            out.line(to: p + (d - n) * halfWidth)
        case .round:
            for e in arc(center: p, from: n, to: n * -1, end: p - n * halfWidth) { append(e, to: &out) }
        }
    }

    /// A degenerate (single-point) contour: a disc or an axis-aligned square for round or
    /// square caps, nothing for butt caps.
    func dot(at p: Point, into out: inout Path) {
        let h = halfWidth
        switch cap {
        case .butt:
            return
        case .square:
            out.append(Path.rect(x: p.x - h, y: p.y - h, width: 2 * h, height: 2 * h))
        case .round:
            out.move(to: p + Point(h, 0))
            for e in arc(center: p, from: Point(1, 0), to: Point(-1, 0), end: p - Point(h, 0)) { append(e, to: &out) }
            for e in arc(center: p, from: Point(-1, 0), to: Point(1, 0), end: p + Point(h, 0)) { append(e, to: &out) }
            out.close()
        }
    }

    // MARK: Arcs

    /// Cubic arcs around `center` with radius halfWidth from unit vector `u` to unit vector
    /// `v`, turning in the positive direction (x towards y) by at most 180°, ending exactly
    /// at `end`. Split at the bisector so each cubic spans ≤ 90°.
    func arc(center: Point, from u: Point, to v: Point, end: Point) -> [Element] {
        let dot = u.x * v.x + u.y * v.y
        let cross = u.x * v.y - u.y * v.x
        if dot >= 0 && cross >= 0 {
            return [arcPiece(center: center, from: u, to: v, end: end)]
        }
        // Over 90°: split at the bisector, which for a (near) half turn is u turned by +90°.
        let sum = u + v
        let len = (sum.x * sum.x + sum.y * sum.y).squareRoot()
        let mid = (cross > 1e-9 && len > 1e-9) ? Point(sum.x / len, sum.y / len) : Point(-u.y, u.x)
        return [arcPiece(center: center, from: u, to: mid, end: center + mid * halfWidth),
                arcPiece(center: center, from: mid, to: v, end: end)]
    }

    /// One cubic for an arc of ≤ 90° between unit vectors: handle length
    /// k = 4/3 · tan(α/4), with tan(α/4) = sin(α/2) / (1 + cos(α/2)) taken from the
    /// half-angle bisector so no trigonometric function is involved.
    func arcPiece(center: Point, from u: Point, to v: Point, end: Point) -> Element {
        let sum = u + v
        let len = (sum.x * sum.x + sum.y * sum.y).squareRoot()
        guard len > 1e-12 else { return .line(end) }
        let m = Point(sum.x / len, sum.y / len)
        let cosHalf = u.x * m.x + u.y * m.y
        let sinHalf = abs(u.x * m.y - u.y * m.x)
        let k = 4.0 / 3.0 * sinHalf / (1 + cosHalf) * halfWidth
        let c1 = center + u * halfWidth + Point(-u.y, u.x) * k
        let c2 = center + v * halfWidth - Point(-v.y, v.x) * k
        return .cubic(c1, c2, end)
    }

    // MARK: Helpers

    func emit(_ elements: [Element], into out: inout Path, startNew: Bool) {
        guard let first = elements.first else { return }
        if startNew { out.move(to: first.end) } else { append(first, to: &out) }
        for e in elements.dropFirst() { append(e, to: &out) }
    }

    func append(_ e: Element, to out: inout Path) {
        switch e {
        case .line(let p): out.line(to: p)
        case .cubic(let c1, let c2, let p): out.cubic(to: p, control1: c1, control2: c2)
        }
    }

    /// The unit normal on the side this stroker offsets: (d.y, −d.x).
    func normal(_ d: Point) -> Point { Point(d.y, -d.x) }

    func unit(_ d: Point) -> Point {
        let len = (d.x * d.x + d.y * d.y).squareRoot()
        return Point(d.x / len, d.y / len)
    }
}

/// Curves flattened to polylines, one per contour, with zero-length segments removed.
private enum StrokeContours {
    struct Polyline {
        var points: [Point]
        var closed: Bool
    }

    /// Most line segments one curve may become (bounds work for absurd coordinates).
    static let maxSegmentsPerCurve = 4096

    static func polylines(of path: Path, tolerance: Double) -> [Polyline] {
        var result: [Polyline] = []
        var current: [Point] = []
        var start = Point(0, 0)
        var last = Point(0, 0)
        var pi = 0
        // A bare move paints nothing; a contour with segments that all collapse to one
        // point paints a dot (as SVG renders caps on zero-length subpaths).
        var hasSegment = false
        func add(_ p: Point) {
            hasSegment = true
            if let prev = current.last, isSame(prev, p) { return }
            current.append(p)
        }
        func finish(closed: Bool) {
            var pts = current
            if closed, pts.count > 1, isSame(pts[0], pts[pts.count - 1]) { pts.removeLast() }
            if !pts.isEmpty, hasSegment {
                // Two points closed is a there-and-back line; keep it closed (both ends join).
                result.append(Polyline(points: pts, closed: closed && pts.count > 1))
            }
            current = []
            hasSegment = false
        }
        for verb in path.verbs {
            switch verb {
            case .move:
                if !current.isEmpty { finish(closed: false) }
                start = path.points[pi]; last = start; pi += 1
                current = [start]
            case .line:
                if current.isEmpty { current = [last] }
                let p = path.points[pi]; pi += 1
                add(p); last = p
            case .quad:
                if current.isEmpty { current = [last] }
                let c = path.points[pi], p = path.points[pi + 1]; pi += 2
                // Wang's bound for a quadratic: n = sqrt(|p0 − 2c + p| / (4 · tol)).
                let dd = length(last - c * 2 + p)
                let n = segmentCount((dd / (4 * tolerance)).squareRoot())
                for i in 1...n {
                    let t = Double(i) / Double(n)
                    let mt = 1 - t
                    add(i == n ? p : last * (mt * mt) + c * (2 * mt * t) + p * (t * t))
                }
                last = p
            case .cubic:
                if current.isEmpty { current = [last] }
                let c1 = path.points[pi], c2 = path.points[pi + 1], p = path.points[pi + 2]; pi += 3
                // Wang's bound for a cubic: n = sqrt(3 · max|second difference| / (4 · tol)).
                let dd = max(length(last - c1 * 2 + c2), length(c1 - c2 * 2 + p))
                let n = segmentCount((3 * dd / (4 * tolerance)).squareRoot())
                for i in 1...n {
                    let t = Double(i) / Double(n)
                    let mt = 1 - t
                    let q = last * (mt * mt * mt) + c1 * (3 * mt * mt * t) + c2 * (3 * mt * t * t) + p * (t * t * t)
                    add(i == n ? p : q)
                }
                last = p
            case .close:
                if current.isEmpty { current = [last]; hasSegment = true }
                finish(closed: true)
                last = start
            }
        }
        if !current.isEmpty { finish(closed: false) }
        return result
    }

    static func segmentCount(_ n: Double) -> Int {
        guard n.isFinite else { return maxSegmentsPerCurve }
        return min(max(Int(n.rounded(.up)), 1), maxSegmentsPerCurve)
    }

    static func length(_ p: Point) -> Double { (p.x * p.x + p.y * p.y).squareRoot() }

    static func isSame(_ a: Point, _ b: Point) -> Bool {
        abs(a.x - b.x) <= StrokeStyle.epsilon && abs(a.y - b.y) <= StrokeStyle.epsilon
    }
}
