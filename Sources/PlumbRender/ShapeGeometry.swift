import PlumbModel
import PlumbRaster

/// Outlines of SwiftUI's shapes inside a frame, in the frame's coordinate space (points or
/// pixels: the geometry is scale-free).
public enum ShapeGeometry {
    /// Where a continuous corner's straight edge stops, in multiples of its radius
    /// (shared/reference/continuous-corners.md).
    public static let continuousExtent = 1.528665

    /// The three cubics of one continuous corner, as (u, v) offsets in multiples of r from the
    /// geometric corner: u back along the incoming edge, v along the outgoing edge.
    static let continuousCubics: [(c1: (Double, Double), c2: (Double, Double), end: (Double, Double))] = [
        ((1.08849296, 0), (0.86840694, 0), (0.63149379, 0.07491139)),
        ((0.37282383, 0.16905956), (0.16905956, 0.37282383), (0.07491139, 0.63149379)),
        ((0, 0.86840694), (0, 1.08849296), (0, 1.528665)),
    ]

    /// The path of `shape` filling the rectangle (x, y, w, h).
    public static func path(_ shape: ShapeKind, x: Double, y: Double, width w: Double, height h: Double) -> Path {
        guard w > 0, h > 0 else { return Path() }
        switch shape {
        case .rectangle:
            return .rect(x: x, y: y, width: w, height: h)
        case .circle:
            // SwiftUI's Circle is the largest circle centred in the frame.
            let d = min(w, h)
            return .ellipse(x: x + (w - d) / 2, y: y + (h - d) / 2, width: d, height: d)
        case .ellipse:
            return .ellipse(x: x, y: y, width: w, height: h)
        case .capsule(let style):
            return roundedRect(x: x, y: y, width: w, height: h, radii: CornerRadii(all: min(w, h) / 2), style: style)
        case .roundedRectangle(let radii, let style):
            return roundedRect(x: x, y: y, width: w, height: h, radii: radii, style: style)
        case .custom(let c):
            // The outline the sources' `path(in:)` made for this frame's size, placed at its origin.
            guard let d = c.pathData(width: w, height: h), let outline = try? SVGPath.parse(d) else { return Path() }
            return outline.transformed(by: .translation(x, y))
        }
    }

    /// A rounded rectangle with per-corner radii, clockwise from the top edge.
    ///
    /// Clamping: circular corners clamp each radius to min(w, h) / 2. Continuous corners clamp
    /// each radius to r_lim = min(w, h) / 2 / 1.528665, so a corner's straight-edge extent
    /// (1.528665 r) never exceeds half the shorter side; at the limit the two corners of a
    /// short side meet and form a smooth capsule-like end (the documented simple rule).
    public static func roundedRect(x: Double, y: Double, width w: Double, height h: Double,
                                   radii: CornerRadii, style: CornerStyle) -> Path {
        let limit = style == .continuous ? min(w, h) / 2 / continuousExtent : min(w, h) / 2
        func clamp(_ r: Double) -> Double { max(0, min(r, limit)) }
        let tl = clamp(radii.topLeading), tr = clamp(radii.topTrailing)
        let br = clamp(radii.bottomTrailing), bl = clamp(radii.bottomLeading)
        // Corners clockwise: geometric corner, incoming edge direction, outgoing edge direction.
        let corners: [(Point, Point, Point, Double)] = [
            (Point(x + w, y), Point(1, 0), Point(0, 1), tr),
            (Point(x + w, y + h), Point(0, 1), Point(-1, 0), br),
            (Point(x, y + h), Point(-1, 0), Point(0, -1), bl),
            (Point(x, y), Point(0, -1), Point(1, 0), tl),
        ]
        var p = Path()
        let extent = style == .continuous ? continuousExtent : 1
        // Start where the top-left corner's curve ends on the top edge.
        p.move(to: Point(x + tl * extent, y))
        for (corner, dIn, dOut, r) in corners {
            func at(_ u: Double, _ v: Double) -> Point { corner - dIn * (u * r) + dOut * (v * r) }
            guard r > 0 else { p.line(to: corner); continue }
            p.line(to: at(extent, 0))
            if style == .continuous {
                for c in continuousCubics {
                    p.cubic(to: at(c.end.0, c.end.1), control1: at(c.c1.0, c.c1.1), control2: at(c.c2.0, c.c2.1))
                }
            } else {
                // A quarter circle as one cubic (κ = 0.5523: radial error 0.027 %).
                let k = 1 - 0.5522847498307936
                p.cubic(to: at(0, 1), control1: at(k, 0), control2: at(0, k))
            }
        }
        p.close()
        return p
    }

    /// `shape` as drawn in `direction`: right to left, leading corners are on the right.
    public static func physical(_ shape: ShapeKind, _ direction: LayoutDirection) -> ShapeKind {
        shape.physical(direction)
    }

    /// The same shape shrunk by `inset` on every side (for `strokeBorder`): rounded corners
    /// lose the inset from their radius, as SwiftUI's `InsettableShape` does.
    public static func insetPath(_ shape: ShapeKind, x: Double, y: Double, width w: Double, height h: Double, inset: Double) -> Path {
        if inset == 0 { return path(shape, x: x, y: y, width: w, height: h) }
        let nw = w - 2 * inset, nh = h - 2 * inset
        guard nw > 0, nh > 0 else { return Path() }
        switch shape {
        case .roundedRectangle(let r, let style):
            let shrunk = CornerRadii(topLeading: max(r.topLeading - inset, 0), topTrailing: max(r.topTrailing - inset, 0),
                                     bottomLeading: max(r.bottomLeading - inset, 0), bottomTrailing: max(r.bottomTrailing - inset, 0))
            return roundedRect(x: x + inset, y: y + inset, width: nw, height: nh, radii: shrunk, style: style)
        default:
            return path(shape, x: x + inset, y: y + inset, width: nw, height: nh)
        }
    }
}

extension ShapeGeometry {
    /// SwiftUI's `trim(from:to:)`: the part of the outline between the fractions `from` and
    /// `to` of its length (a circle starts at 3 o'clock and runs clockwise on screen). The
    /// outline is flattened finely (0.01 units) first. For filling, the piece is closed with
    /// a straight chord, as SwiftUI does. The whole range (from ≤ 0, to ≥ 1) is the path itself,
    /// as `trimmedPath(from: 0, to: 1)` is: still closed, so a stroke of it has no caps (an open
    /// copy would put both caps on one spot, their overlap counted twice by the non-zero rule).
    public static func trimmed(_ path: Path, from: Double, to: Double, closeAsFill: Bool) -> Path {
        if from <= 0 && to >= 1 { return path }
        guard from < to, let contour = Flattener.flatten(path, tolerance: 0.01).first, contour.count > 1 else { return Path() }
        var points = contour
        if points.first != points.last { points.append(points[0]) }
        var lengths = [0.0]
        for k in 1..<points.count {
            let d = points[k] - points[k - 1]
            lengths.append(lengths[k - 1] + (d.x * d.x + d.y * d.y).squareRoot())
        }
        let total = lengths.last!
        guard total > 0 else { return Path() }
        let a = max(0, from) * total, b = min(1, to) * total
        func point(at s: Double) -> Point {
            var k = 1
            while k < lengths.count - 1 && lengths[k] < s { k += 1 }
            let seg = lengths[k] - lengths[k - 1]
            return seg > 0 ? points[k - 1].lerp(points[k], (s - lengths[k - 1]) / seg) : points[k]
        }
        var out = Path()
        out.move(to: point(at: a))
        for k in 1..<points.count where lengths[k] > a && lengths[k] < b {
            out.line(to: points[k])
        }
        out.line(to: point(at: b))
        if closeAsFill { out.close() }
        return out
    }
}
