import Foundation
import PlumbLayout
import PlumbModel
import PlumbRaster
import PlumbRender

/// A straight-alpha 8-bit colour, 0…255 per channel: what scenes.json carries. Every engine
/// (Plumb included) draws a scene from these same quantized values.
struct RGBA8: Equatable {
    var r: Int, g: Int, b: Int, a: Int

    init(_ c: RGBA) {
        func q(_ v: Double) -> Int { Int(min(max(v.isFinite ? v : 0, 0), 1) * 255 + 0.5) }
        r = q(c.r); g = q(c.g); b = q(c.b); a = q(c.a)
    }

    var color8: Color8 { Color8(straightR: Double(r) / 255, g: Double(g) / 255, b: Double(b) / 255, a: Double(a) / 255) }
    var json: String { "[\(r),\(g),\(b),\(a)]" }
}

/// One shape fill of a scene, in pixel space.
enum SceneFill {
    case solid(RGBA8)
    case linear(x0: Double, y0: Double, x1: Double, y1: Double, stops: [(Double, RGBA8)])
    case radial(cx: Double, cy: Double, r: Double, stops: [(Double, RGBA8)])

    var shader: Shader {
        func stops(_ s: [(Double, RGBA8)]) -> [PlumbRaster.GradientStop] {
            s.map { PlumbRaster.GradientStop(location: $0.0, r: Double($0.1.r) / 255, g: Double($0.1.g) / 255,
                                             b: Double($0.1.b) / 255, a: Double($0.1.a) / 255) }
        }
        switch self {
        case .solid(let c): return .solid(c.color8)
        case .linear(let x0, let y0, let x1, let y1, let s): return .linearGradient(start: Point(x0, y0), end: Point(x1, y1), stops: stops(s))
        case .radial(let cx, let cy, let r, let s): return .radialGradient(center: Point(cx, cy), radius: r, stops: stops(s))
        }
    }

    var json: String {
        func stops(_ s: [(Double, RGBA8)]) -> String {
            "[" + s.map { "[\(num($0.0)),\($0.1.r),\($0.1.g),\($0.1.b),\($0.1.a)]" }.joined(separator: ",") + "]"
        }
        switch self {
        case .solid(let c): return "{\"solid\":\(c.json)}"
        case .linear(let x0, let y0, let x1, let y1, let s):
            return "{\"linear\":{\"x0\":\(num(x0)),\"y0\":\(num(y0)),\"x1\":\(num(x1)),\"y1\":\(num(y1)),\"stops\":\(stops(s))}}"
        case .radial(let cx, let cy, let r, let s):
            return "{\"radial\":{\"cx\":\(num(cx)),\"cy\":\(num(cy)),\"r\":\(num(r)),\"stops\":\(stops(s))}}"
        }
    }
}

/// Shortest round-trip decimal of a Double (Swift's `description`), so the peers parse exactly
/// the coordinates Plumb fills.
func num(_ v: Double) -> String { v.isFinite ? "\(v)" : "0" }

struct SceneOp {
    var path: Path
    var fill: SceneFill
    var shader: Shader

    /// SVG path data, absolute M/L/Q/C/Z, pixel coordinates.
    var svg: String {
        var s = "", pi = 0
        let p = path.points
        func pt(_ q: Point) -> String { "\(num(q.x)) \(num(q.y))" }
        for verb in path.verbs {
            switch verb {
            case .move: s += "M\(pt(p[pi])) "; pi += 1
            case .line: s += "L\(pt(p[pi])) "; pi += 1
            case .quad: s += "Q\(pt(p[pi])) \(pt(p[pi + 1])) "; pi += 2
            case .cubic: s += "C\(pt(p[pi])) \(pt(p[pi + 1])) \(pt(p[pi + 2])) "; pi += 3
            case .close: s += "Z "
            }
        }
        return String(s.dropLast())
    }
}

/// A component render reduced to its shape fills: what every engine draws in the comparison.
struct Scene {
    var name: String
    var width: Int
    var height: Int
    var background: RGBA8
    var ops: [SceneOp]

    var json: String {
        let ops = self.ops.map { "{\"d\":\"\($0.svg)\",\"fill\":\($0.fill.json)}" }.joined(separator: ",\n  ")
        return "{\"name\":\"\(name)\",\"width\":\(width),\"height\":\(height),\"background\":\(background.json),\"ops\":[\n  \(ops)]}"
    }

    /// Plumb drawing the scene: a pixmap filled with the background, then every op filled
    /// non-zero, anti-aliased, source-over.
    func draw() -> Pixmap {
        // Built in place: a separate `var pixmap` passed in would be copied on the first write.
        var canvas = Canvas(pixmap: Pixmap(width: width, height: height, filledWith: background.color8)!)
        for op in ops { canvas.fill(op.path, rule: .nonZero, shader: op.shader) }
        return canvas.pixmap
    }
}

/// Walks a layout tree in NodeDrawer's order (background decorations before the view,
/// overlays after, modifiers innermost first, scaleEffect transforms applied) and records each
/// shape's fills and strokes exactly as `NodeDrawer.drawShape` builds them, in pixel space.
/// Text, icons, dividers, shadows, clips and opacity groups are left out (their content, if
/// any, is drawn plainly).
struct SceneCollector {
    let tree: LayoutTree
    var ops: [SceneOp] = []

    init(tree: LayoutTree) { self.tree = tree }

    var primary: Paint { .solid(tree.component.appearance == .dark ? .white : .black) }

    static func scene(name: String, output: ComponentRenderer.Output, scale: Int, background: RGBA?) -> Scene {
        var c = SceneCollector(tree: output.tree)
        let s = Double(scale)
        c.node(0, Transform.scale(s, s).then(.translation(Double(output.image.originX), Double(output.image.originY))))
        return Scene(name: name, width: output.image.pixmap.width, height: output.image.pixmap.height,
                     background: RGBA8(background ?? RGBA(r: 0, g: 0, b: 0, a: 0)), ops: c.ops)
    }

    mutating func node(_ i: Int, _ t: Transform) {
        chain(i, tree.nodes[i].view.modifiers.count - 1, t)
    }

    func frame(_ i: Int, before k: Int) -> Rect { tree.nodes[i].frame(beforeModifier: k) }

    mutating func chain(_ i: Int, _ k: Int, _ t: Transform) {
        guard k >= 0 else { return content(i, t) }
        switch tree.nodes[i].view.modifiers[k] {
        case .background:
            if let d = tree.nodes[i].decorations[k] { node(d, t) }
            chain(i, k - 1, t)
        case .overlay:
            chain(i, k - 1, t)
            if let d = tree.nodes[i].decorations[k] { node(d, t) }
        case .scaleEffect(let sx, let sy, let anchor):
            let f = frame(i, before: k)
            let a = Point(f.x + anchor.x * f.width, f.y + anchor.y * f.height)
            chain(i, k - 1, Transform.scale(sx, sy, about: a).then(t))
        default:
            // clipShape, cornerRadius, opacity, shadow: skipped; the content is drawn as is.
            chain(i, k - 1, t)
        }
    }

    mutating func content(_ i: Int, _ t: Transform) {
        let n = tree.nodes[i]
        switch n.view.kind {
        case .stack, .zstack, .grid, .use:
            for c in n.contentChildren { node(c, t) }
        case .shape(let shape):
            self.shape(n, shape, t)
        default:
            break
        }
    }

    /// The renderer's shape ops (ShapePaintOps), recorded instead of drawn.
    mutating func shape(_ n: LayoutNode, _ shape: ShapeKind, _ t: Transform) {
        for op in ShapePaintOps.ops(n, shape, transform: t, defaultPaint: primary) {
            add(op.path, op.paint, n.frame, t)
        }
    }

    mutating func add(_ path: Path, _ p: Paint, _ f: Rect, _ t: Transform) {
        guard !path.isEmpty, let fill = Self.fill(p, f, t) else { return }
        ops.append(SceneOp(path: path, fill: fill, shader: fill.shader))
    }

    /// NodeDrawer.shader: a paint in a frame (points) → pixel space.
    static func fill(_ p: Paint, _ f: Rect, _ t: Transform) -> SceneFill? {
        switch p {
        case .solid(let c):
            return .solid(RGBA8(c))
        case .linear(let start, let end, let stops):
            let a = t.apply(Point(f.x + start.x * f.width, f.y + start.y * f.height))
            let b = t.apply(Point(f.x + end.x * f.width, f.y + end.y * f.height))
            return .linear(x0: a.x, y0: a.y, x1: b.x, y1: b.y, stops: stops.map { ($0.location, RGBA8($0.color)) })
        case .radial(let center, let r0, let r1, let stops):
            let c = t.apply(Point(f.x + center.x * f.width, f.y + center.y * f.height))
            guard r1 > 0 else { return nil }   // Plumb paints nothing (transparent)
            return .radial(cx: c.x, cy: c.y, r: r1 * t.maxScale,
                           stops: stops.map { ((r0 + $0.location * (r1 - r0)) / r1, RGBA8($0.color)) })
        case .angular:
            return nil   // the peers' scene format has no conic gradient; such fills are left out
        }
    }
}
