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
