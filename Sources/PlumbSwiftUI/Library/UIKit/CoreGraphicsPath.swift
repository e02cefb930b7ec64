import Foundation
import PlumbModel

/// A CoreGraphics path (`CGPath`, `CGMutablePath`, what `UIBezierPath.cgPath` and SwiftUI's
/// `Path` hold): subpaths of lines and Bézier curves in points, y down. Arcs become cubic
/// Béziers of at most a quarter turn each, as CoreGraphics makes them.
///
/// A reference type: `path.move(to:)` changes the path it is called on without a write-back,
/// which is how `UIBezierPath` (a class) behaves; a SwiftUI `Path` built with `var p = Path()`
/// and changed in place behaves the same unless it is copied before being changed.
final class GraphicsPath: Hashable, CustomStringConvertible, InstanceNamedNativeValue {
    enum Element: Hashable {
        case move(Double, Double)
        case line(Double, Double)
        case quad(Double, Double, Double, Double)
        case cubic(Double, Double, Double, Double, Double, Double)
        case close
    }

    /// Elements a path may hold before more are ignored (a shape drawn in a loop is bounded).
    static let maximumElements = 100_000

    /// The platform type the path is (`Path`, `CGMutablePath`, `CGPath`, `UIBezierPath`), whose
    /// extensions in the sources apply to it.
    var libraryTypeName = "Path"

    private(set) var elements: [Element] = []
    private var current: (x: Double, y: Double)?
    private var subpathStart: (x: Double, y: Double)?

    init() {}

    init(copying other: GraphicsPath) {
        libraryTypeName = other.libraryTypeName
        elements = other.elements
        current = other.current
        subpathStart = other.subpathStart
    }

    static func == (a: GraphicsPath, b: GraphicsPath) -> Bool { a.elements == b.elements }
    func hash(into h: inout Hasher) { h.combine(elements) }
    var description: String { "Path(\(elements.count) elements)" }
    var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding the path's points, with `controlPoints` its curves' control
    /// points too (CoreGraphics' `boundingBox`), else only the curves themselves (`Path.boundingRect`,
    /// `boundingBoxOfPath`); `.null`'s stand-in, a zero rectangle at the origin, for an empty path.
    func bounds(controlPoints: Bool) -> (x: Double, y: Double, width: Double, height: Double) {
        var (minX, minY, maxX, maxY) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        func add(_ x: Double, _ y: Double) { minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y) }
        /// A cubic's coordinate at t, and the t in (0, 1) where its derivative is zero.
        func cubicExtrema(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> [Double] {
            // Derivative: 3[(b−a)(1−t)² + 2(c−b)(1−t)t + (d−c)t²] = 0 as A t² + B t + C.
            let A = -a + 3 * b - 3 * c + d, B = 2 * (a - 2 * b + c), C = b - a
            if abs(A) < 1e-12 { return abs(B) < 1e-12 ? [] : [-C / B] }
            let disc = B * B - 4 * A * C
            guard disc >= 0 else { return [] }
            let r = disc.squareRoot()
            return [(-B + r) / (2 * A), (-B - r) / (2 * A)]
        }
        func cubic(_ p: [Double], _ t: Double) -> Double {
            let u = 1 - t
            return u * u * u * p[0] + 3 * u * u * t * p[1] + 3 * u * t * t * p[2] + t * t * t * p[3]
        }
        var at: (x: Double, y: Double) = (0, 0)
        for e in elements {
            switch e {
            case .move(let x, let y), .line(let x, let y):
                add(x, y)
                at = (x, y)
            case .quad(let cx, let cy, let x, let y):
                // A quadratic as the cubic it equals.
                let c1 = (at.x + 2 / 3 * (cx - at.x), at.y + 2 / 3 * (cy - at.y)), c2 = (x + 2 / 3 * (cx - x), y + 2 / 3 * (cy - y))
                addCubic(at, c1, c2, (x, y))
                at = (x, y)
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                addCubic(at, (c1x, c1y), (c2x, c2y), (x, y))
                at = (x, y)
            case .close: break
            }
        }
        func addCubic(_ p0: (Double, Double), _ p1: (Double, Double), _ p2: (Double, Double), _ p3: (Double, Double)) {
            add(p3.0, p3.1)
            if controlPoints {
                add(p1.0, p1.1)
                add(p2.0, p2.1)
                return
            }
            let xs = [p0.0, p1.0, p2.0, p3.0], ys = [p0.1, p1.1, p2.1, p3.1]
            for t in cubicExtrema(xs[0], xs[1], xs[2], xs[3]) where t > 0 && t < 1 { add(cubic(xs, t), cubic(ys, t)) }
            for t in cubicExtrema(ys[0], ys[1], ys[2], ys[3]) where t > 0 && t < 1 { add(cubic(xs, t), cubic(ys, t)) }
        }
        guard minX <= maxX else { return (0, 0, 0, 0) }
        return (minX, minY, maxX - minX, maxY - minY)
    }

    private func append(_ e: Element) {
        guard elements.count < Self.maximumElements else { return }
        elements.append(e)
    }

    func move(to x: Double, _ y: Double) {
        append(.move(x, y))
        current = (x, y)
        subpathStart = (x, y)
    }

    /// A line from the current point; with none, the point starts a subpath (as CoreGraphics
    /// would refuse, SwiftUI starts one).
    func line(to x: Double, _ y: Double) {
        guard current != nil else { return move(to: x, y) }
        append(.line(x, y))
        current = (x, y)
    }

    func quad(to x: Double, _ y: Double, control cx: Double, _ cy: Double) {
        if current == nil { move(to: cx, cy) }
        append(.quad(cx, cy, x, y))
        current = (x, y)
    }

    func cubic(to x: Double, _ y: Double, control1 c1x: Double, _ c1y: Double, control2 c2x: Double, _ c2y: Double) {
        if current == nil { move(to: c1x, c1y) }
        append(.cubic(c1x, c1y, c2x, c2y, x, y))
        current = (x, y)
    }

    func close() {
        guard current != nil else { return }
        append(.close)
        current = subpathStart
    }

    /// An arc of the circle at (cx, cy) from `start` to `end` (radians, measured from +x toward
    /// +y, y down), the angle increasing (`increasing`) or decreasing; joined to the current
    /// point by a line, or starting a subpath.
    func arc(center cx: Double, _ cy: Double, radius r: Double, start: Double, end: Double, increasing: Bool) {
        guard r.isFinite, start.isFinite, end.isFinite, r >= 0 else { return }
        let x0 = cx + r * cos(start), y0 = cy + r * sin(start)
        if current == nil { move(to: x0, y0) } else { line(to: x0, y0) }
        var sweep = end - start
        let turn = 2 * Double.pi
        if increasing {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
            if sweep > turn { sweep = turn }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
            if sweep < -turn { sweep = -turn }
        }
        guard sweep != 0 else { return }
        let segments = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a = start
        for _ in 0..<segments {
            let b = a + step
            let (ax, ay) = (cos(a), sin(a)), (bx, by) = (cos(b), sin(b))
            cubic(to: cx + r * bx, cy + r * by,
                  control1: cx + r * (ax - k * ay), cy + r * (ay + k * ax),
                  control2: cx + r * (bx + k * by), cy + r * (by - k * bx))
            a = b
        }
    }

    /// CoreGraphics' `addArc(tangent1End:tangent2End:radius:)`: the arc of radius `r` tangent
    /// to the line from the current point to `t1` and to the line from `t1` to `t2`, joined to
    /// the current point by a line. Points in a line (or no radius) give a line to `t1`.
    func arc(tangent1End t1: (x: Double, y: Double), tangent2End t2: (x: Double, y: Double), radius r: Double) {
        guard let p0 = current else { move(to: t1.x, t1.y); return }
        let a = (x: p0.x - t1.x, y: p0.y - t1.y), b = (x: t2.x - t1.x, y: t2.y - t1.y)
        let la = (a.x * a.x + a.y * a.y).squareRoot(), lb = (b.x * b.x + b.y * b.y).squareRoot()
        let cross = a.x * b.y - a.y * b.x
        guard r.isFinite, r > 0, la > 0, lb > 0, abs(cross) > 1e-12 * la * lb else { line(to: t1.x, t1.y); return }
        let u = (x: a.x / la, y: a.y / la), v = (x: b.x / lb, y: b.y / lb)
        let theta = acos(max(-1, min(1, u.x * v.x + u.y * v.y)))
        let along = r / tan(theta / 2), out = r / sin(theta / 2)
        let bis = (x: u.x + v.x, y: u.y + v.y)
        let lbis = (bis.x * bis.x + bis.y * bis.y).squareRoot()
        let c = (x: t1.x + bis.x / lbis * out, y: t1.y + bis.y / lbis * out)
        let s1 = (x: t1.x + u.x * along, y: t1.y + u.y * along), s2 = (x: t1.x + v.x * along, y: t1.y + v.y * along)
        let start = atan2(s1.y - c.y, s1.x - c.x), end = atan2(s2.y - c.y, s2.x - c.x)
        var sweep = end - start
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        arc(center: c.x, c.y, radius: r, start: start, end: start + sweep, increasing: sweep > 0)
    }

    /// A closed rectangle, clockwise from its origin (y down).
    func rect(_ r: CGRect) {
        let s = r.standardized
        move(to: Double(s.minX), Double(s.minY))
        line(to: Double(s.maxX), Double(s.minY))
        line(to: Double(s.maxX), Double(s.maxY))
        line(to: Double(s.minX), Double(s.maxY))
        close()
    }

    /// A closed rectangle with circular corners of these radii (top left, top right, bottom
    /// right, bottom left), each clamped to half the shorter side, clockwise from the top edge.
    func roundedRect(_ r: CGRect, radii: (tl: Double, tr: Double, br: Double, bl: Double)) {
        let s = r.standardized
        let x = Double(s.minX), y = Double(s.minY), w = Double(s.width), h = Double(s.height)
        let limit = min(w, h) / 2
        func c(_ v: Double) -> Double { max(0, min(v.isFinite ? v : 0, limit)) }
        let tl = c(radii.tl), tr = c(radii.tr), br = c(radii.br), bl = c(radii.bl)
        let quarter = Double.pi / 2
        move(to: x + tl, y)
        line(to: x + w - tr, y)
        if tr > 0 { arc(center: x + w - tr, y + tr, radius: tr, start: -quarter, end: 0, increasing: true) }
        line(to: x + w, y + h - br)
        if br > 0 { arc(center: x + w - br, y + h - br, radius: br, start: 0, end: quarter, increasing: true) }
        line(to: x + bl, y + h)
        if bl > 0 { arc(center: x + bl, y + h - bl, radius: bl, start: quarter, end: 2 * quarter, increasing: true) }
        line(to: x, y + tl)
        if tl > 0 { arc(center: x + tl, y + tl, radius: tl, start: 2 * quarter, end: 3 * quarter, increasing: true) }
        close()
    }

    /// A closed ellipse inscribed in `r`, clockwise from its rightmost point.
    func ellipse(in r: CGRect) {
        let s = r.standardized
        let cx = Double(s.midX), cy = Double(s.midY), rx = Double(s.width) / 2, ry = Double(s.height) / 2
        guard rx > 0, ry > 0 else { return }
        let k = 0.5522847498307936
        move(to: cx + rx, cy)
        cubic(to: cx, cy + ry, control1: cx + rx, cy + k * ry, control2: cx + k * rx, cy + ry)
        cubic(to: cx - rx, cy, control1: cx - k * rx, cy + ry, control2: cx - rx, cy + k * ry)
        cubic(to: cx, cy - ry, control1: cx - rx, cy - k * ry, control2: cx - k * rx, cy - ry)
        cubic(to: cx + rx, cy, control1: cx + k * rx, cy - ry, control2: cx + rx, cy - k * ry)
        close()
    }

    /// Takes `other`'s elements in place of its own (`UIBezierPath.apply(_:)` moves the path itself).
    func replaceElements(with other: GraphicsPath) {
        elements = other.elements
        current = other.current
        subpathStart = other.subpathStart
    }

    func append(_ other: GraphicsPath) {
        for e in other.elements {
            switch e {
            case .move(let x, let y): move(to: x, y)
            case .line(let x, let y): line(to: x, y)
            case .quad(let cx, let cy, let x, let y): quad(to: x, y, control: cx, cy)
            case .cubic(let a, let b, let c, let d, let x, let y): cubic(to: x, y, control1: a, b, control2: c, d)
            case .close: close()
            }
        }
    }

    /// A copy with every point moved by `t` (`path.applying(transform)`, a canvas's transform).
    func applying(_ t: CGAffineTransform) -> GraphicsPath {
        let out = GraphicsPath()
        func p(_ x: Double, _ y: Double) -> (x: Double, y: Double) { t.apply(x: x, y: y) }
        for e in elements {
            switch e {
            case .move(let x, let y): let q = p(x, y); out.move(to: q.x, q.y)
            case .line(let x, let y): let q = p(x, y); out.line(to: q.x, q.y)
            case .quad(let cx, let cy, let x, let y):
                let c = p(cx, cy), q = p(x, y)
                out.quad(to: q.x, q.y, control: c.x, c.y)
            case .cubic(let a, let b, let c, let d, let x, let y):
                let c1 = p(a, b), c2 = p(c, d), q = p(x, y)
                out.cubic(to: q.x, q.y, control1: c1.x, c1.y, control2: c2.x, c2.y)
            case .close: out.close()
            }
        }
        return out
    }

    /// The path as SVG path data (absolute commands; non-finite coordinates drop their element).
    var svgData: String {
        func f(_ v: Double) -> String {
            ((v * 10_000).rounded() / 10_000).plainText
        }
        var out: [String] = []
        for e in elements {
            switch e {
            case .move(let x, let y) where x.isFinite && y.isFinite: out.append("M\(f(x)) \(f(y))")
            case .line(let x, let y) where x.isFinite && y.isFinite: out.append("L\(f(x)) \(f(y))")
            case .quad(let cx, let cy, let x, let y) where [cx, cy, x, y].allSatisfy(\.isFinite):
                out.append("Q\(f(cx)) \(f(cy)) \(f(x)) \(f(y))")
            case .cubic(let a, let b, let c, let d, let x, let y) where [a, b, c, d, x, y].allSatisfy(\.isFinite):
                out.append("C\(f(a)) \(f(b)) \(f(c)) \(f(d)) \(f(x)) \(f(y))")
            case .close: out.append("Z")
            default: continue
            }
        }
        return out.joined(separator: " ")
    }
}

/// One element of a CoreGraphics path as `CGPath.applyWithBlock` hands it over (through a
/// pointer whose `pointee` is the element itself): its `type` (`.moveToPoint`,
/// `.addLineToPoint`, `.addQuadCurveToPoint`, `.addCurveToPoint`, `.closeSubpath`) and its
/// `points` (control points first, the end point last).
struct GraphicsPathElement: Hashable {
    let typeName: String
    let points: [CGPoint]

    init(_ e: GraphicsPath.Element) {
        func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }
        switch e {
        case .move(let x, let y): (typeName, points) = ("moveToPoint", [p(x, y)])
        case .line(let x, let y): (typeName, points) = ("addLineToPoint", [p(x, y)])
        case .quad(let cx, let cy, let x, let y): (typeName, points) = ("addQuadCurveToPoint", [p(cx, cy), p(x, y)])
        case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y): (typeName, points) = ("addCurveToPoint", [p(c1x, c1y), p(c2x, c2y), p(x, y)])
        case .close: (typeName, points) = ("closeSubpath", [])
        }
    }

    func property(_ name: String) -> SwiftValue? {
        switch name {
        case "pointee": return CoreGraphicsValues.wrap(self)
        case "type": return .implicitMember(name: typeName, arguments: nil)
        case "points": return .array(points.map(CoreGraphicsValues.wrap))
        default: return nil
        }
    }
}

