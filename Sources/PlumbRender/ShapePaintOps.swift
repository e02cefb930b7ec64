import PlumbLayout
import PlumbModel
import PlumbRaster

/// What a shape node paints, in pixel space: its fills (trimmed if asked) and its strokes as
/// outlined bands, in drawing order. The renderer fills these; benchmarks export them.
public enum ShapePaintOps {
    /// One fill: a pixel-space path (non-zero) and the paint laid out in the node's frame.
    public struct Op {
        public var path: Path
        public var paint: Paint
    }

    /// The ops of shape node `n` under `transform` (points → pixels). A bare shape fills with
    /// `defaultPaint` (the foreground style, as in SwiftUI).
    public static func ops(_ n: LayoutNode, _ shape: ShapeKind, transform t: Transform, defaultPaint: Paint) -> [Op] {
        let f = n.frame
        var fills: [Paint] = []
        var strokes: [(Paint, Double, Bool, StrokeOptions?)] = []
        var trim: (Double, Double)?
        for m in n.view.modifiers {
            switch m {
            case .fill(let p): fills.append(p)
            case .stroke(let p, let w, let o): strokes.append((p, w, false, o))
            case .strokeBorder(let p, let w, let o): strokes.append((p, w, true, o))
            case .trim(let a, let b): trim = (a, b)
            default: break
            }
        }
        if fills.isEmpty && strokes.isEmpty { fills = [n.foreground ?? defaultPaint] }
        // Per-corner radii name leading and trailing corners: right to left they swap sides.
        let shape = ShapeGeometry.physical(shape, n.layoutDirection)
        let inset = n.view.shapeInset
        let outline = ShapeGeometry.insetPath(shape, x: f.x, y: f.y, width: f.width, height: f.height, inset: inset)
        var out: [Op] = []
        for p in fills {
            let path = trim.map { ShapeGeometry.trimmed(outline, from: $0.0, to: $0.1, closeAsFill: true) } ?? outline
            out.append(Op(path: path.transformed(by: t), paint: p))
        }
        for (p, w, inside, options) in strokes {
            var path = inside ? ShapeGeometry.insetPath(shape, x: f.x, y: f.y, width: f.width, height: f.height, inset: inset + w / 2) : outline
            if let (a, b) = trim { path = ShapeGeometry.trimmed(path, from: a, to: b, closeAsFill: false) }
            // Stroked in pixel space so hairlines and joins are exact at the render scale. A
            // spec's stroke (no options) rounds the ends of a trimmed outline.
            let lineCap: LineCap = options.map { NodeDrawer.cap($0.cap) } ?? (trim == nil ? .butt : .round)
            let band = Stroker.stroke(path.transformed(by: t), width: w * t.maxScale, join: options.map { NodeDrawer.join($0.join) } ?? .miter,
                                      cap: lineCap, miterLimit: options?.miterLimit ?? 4)
            out.append(Op(path: band, paint: p))
        }
        return out
    }
}
