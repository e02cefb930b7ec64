/// A vector path of lines and quadratic/cubic Béziers, in pixel or point space.
public struct Path: Hashable, Sendable {
    public enum Verb: UInt8, Hashable, Sendable {
        case move, line, quad, cubic, close
    }

    /// One verb per segment; `points` holds 1 (move, line), 2 (quad) or 3 (cubic) points per
    /// verb and none for close.
    public private(set) var verbs: [Verb] = []
    public private(set) var points: [Point] = []

    public init() {}

    public var isEmpty: Bool { verbs.isEmpty }

    public mutating func move(to p: Point) { verbs.append(.move); points.append(p) }
    public mutating func line(to p: Point) { verbs.append(.line); points.append(p) }
    public mutating func quad(to p: Point, control c: Point) { verbs.append(.quad); points.append(c); points.append(p) }
    public mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        verbs.append(.cubic); points.append(c1); points.append(c2); points.append(p)
    }
    public mutating func close() { verbs.append(.close) }

    /// Appends all of `other`.
    public mutating func append(_ other: Path) {
        verbs += other.verbs
        points += other.points
    }

    /// The path with every point mapped through `t`.
    public func transformed(by t: Transform) -> Path {
        var p = self
        p.points = points.map(t.apply)
        return p
    }

    /// Bounds of the control points (contains the curve).
    public var controlBounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        guard let first = points.first else { return nil }
        var b = (first.x, first.y, first.x, first.y)
        for p in points {
            b.0 = min(b.0, p.x); b.1 = min(b.1, p.y); b.2 = max(b.2, p.x); b.3 = max(b.3, p.y)
        }
        return b
    }

    /// The exact bounds of the outline: its end points and the extrema of its curves (where a
    /// curve's derivative is zero), not the control points a curve only leans towards.
    public var tightBounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        guard let first = points.first else { return nil }
        var b = (minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)
        func add(_ x: Double, _ y: Double) {
            b.minX = min(b.minX, x); b.minY = min(b.minY, y); b.maxX = max(b.maxX, x); b.maxY = max(b.maxY, y)
        }
        var i = 0
        var current = first
        for verb in verbs {
            switch verb {
            case .move, .line:
                current = points[i]; add(current.x, current.y); i += 1
            case .quad:
                let c = points[i], e = points[i + 1]
                add(e.x, e.y)
                // B'(t) = 0 at t = (p0 − c) / (p0 − 2c + p2), per axis.
                for (p0, p1, p2, isX) in [(current.x, c.x, e.x, true), (current.y, c.y, e.y, false)] {
                    let d = p0 - 2 * p1 + p2
                    guard d != 0 else { continue }
                    let t = (p0 - p1) / d
                    guard t > 0, t < 1 else { continue }
                    let v = (1 - t) * (1 - t) * p0 + 2 * (1 - t) * t * p1 + t * t * p2
                    if isX { add(v, b.minY) } else { add(b.minX, v) }
                }
                current = e; i += 2
            case .cubic:
                let c1 = points[i], c2 = points[i + 1], e = points[i + 2]
                add(e.x, e.y)
                for (p0, p1, p2, p3, isX) in [(current.x, c1.x, c2.x, e.x, true), (current.y, c1.y, c2.y, e.y, false)] {
                    // B'(t)/3 = a t² + b t + c with a = −p0 + 3p1 − 3p2 + p3, b = 2(p0 − 2p1 + p2), c = p1 − p0.
                    let a = -p0 + 3 * p1 - 3 * p2 + p3, bq = 2 * (p0 - 2 * p1 + p2), cq = p1 - p0
                    var roots: [Double] = []
                    if abs(a) < 1e-12 {
                        if abs(bq) > 1e-12 { roots.append(-cq / bq) }
                    } else {
                        let disc = bq * bq - 4 * a * cq
                        if disc >= 0 {
                            let r = disc.squareRoot()
                            roots += [(-bq + r) / (2 * a), (-bq - r) / (2 * a)]
                        }
                    }
                    for t in roots where t > 0 && t < 1 {
                        let u = 1 - t
                        let v = u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3
                        if isX { add(v, b.minY) } else { add(b.minX, v) }
                    }
                }
                current = e; i += 3
            case .close:
                break
            }
        }
        return b
    }

    /// A closed axis-aligned rectangle, clockwise from the top-left.
    public static func rect(x: Double, y: Double, width: Double, height: Double) -> Path {
        var p = Path()
        p.move(to: Point(x, y))
        p.line(to: Point(x + width, y))
        p.line(to: Point(x + width, y + height))
        p.line(to: Point(x, y + height))
        p.close()
        return p
    }

    /// An ellipse inscribed in the rectangle, four cubic arcs (κ = 0.5522847498), clockwise.
    public static func ellipse(x: Double, y: Double, width: Double, height: Double) -> Path {
        let k = 0.5522847498307936
        let rx = width / 2, ry = height / 2, cx = x + rx, cy = y + ry
        var p = Path()
        p.move(to: Point(cx + rx, cy))
        p.cubic(to: Point(cx, cy + ry), control1: Point(cx + rx, cy + k * ry), control2: Point(cx + k * rx, cy + ry))
        p.cubic(to: Point(cx - rx, cy), control1: Point(cx - k * rx, cy + ry), control2: Point(cx - rx, cy + k * ry))
        p.cubic(to: Point(cx, cy - ry), control1: Point(cx - rx, cy - k * ry), control2: Point(cx - k * rx, cy - ry))
        p.cubic(to: Point(cx + rx, cy), control1: Point(cx + k * rx, cy - ry), control2: Point(cx + rx, cy - k * ry))
        p.close()
        return p
    }
}
