import Foundation
import PlumbLayout
import PlumbModel
import PlumbRaster

/// The canvas of one snapshot, decided from the layout before any pixel is allocated: the
/// component's frame plus room for shadows, in pixels, and where the component's origin lands.
struct CanvasPlan: Equatable {
    var width: Int
    var height: Int
    var originX: Int
    var originY: Int

    /// The plan for `tree` at `scale` pixels per point (`frameOnly`: the frame alone, shadows
    /// reaching past it cut, as UIKit draws a view's bounds), or a located error when the canvas
    /// would exceed `Limits.canvasPixels` (or `Pixmap.maxSide` on one side). The error sits at
    /// the deepest node whose own frame (with its shadows' reach) alone breaks the limit — the
    /// node that made the canvas large — else at the root.
    static func make(_ tree: LayoutTree, scale: Int, limit: Int = Limits.canvasPixels, frameOnly: Bool = false) throws -> CanvasPlan {
        let s = Double(scale)
        var bounds = Rect(x: 0, y: 0, width: tree.size.width, height: tree.size.height)
        // Only shadows widen the canvas (unless `frameOnly`): content outside the component's
        // frame is cut off.
        for n in tree.nodes where !frameOnly && n.view.modifiers.contains(where: { if case .shadow = $0 { true } else { false } }) {
            bounds = union(bounds, reach(of: n, scale: s))
        }
        let ox = pixels(-bounds.x * s), oy = pixels(-bounds.y * s)
        let plan = CanvasPlan(width: max(pixels(bounds.maxX * s) + ox, 1), height: max(pixels(bounds.maxY * s) + oy, 1),
                              originX: ox, originY: oy)
        guard exceeds(plan.width, plan.height, limit: limit) else { return plan }
        let culprit = deepestOversized(tree, scale: s, limit: limit)
        let node = tree.nodes[culprit]
        let box = reach(of: node, scale: s)
        let limit = plan.width > Pixmap.maxSide || plan.height > Pixmap.maxSide
            ? "canvas side limit of \(Pixmap.maxSide) px"
            : "canvas limit of \(limit) px (\(side(limit)) × \(side(limit)))"
        throw PlumbError("canvas of \(plan.width) × \(plan.height) px exceeds the \(limit): \(node.path) spans "
                         + "\(points(box.width)) × \(points(box.height)) pt at @\(scale)x",
                         at: node.view.location)
    }

    /// True when a canvas of w × h pixels must not be allocated.
    static func exceeds(_ w: Int, _ h: Int, limit: Int) -> Bool {
        w > Pixmap.maxSide || h > Pixmap.maxSide || w * h > limit
    }

    /// The node's outer frame grown by the reach of its shadows at `s` pixels per point (the
    /// blur's reach, 2σ, plus 1 pt around the offset frame).
    static func reach(of n: LayoutNode, scale s: Double) -> Rect {
        let f = n.outerFrame ?? n.frame
        var box = f
        for case .shadow(_, let radius, let dx, let dy) in n.view.modifiers {
            let r = Double(ShadowBlur.reach(forSigma: ShadowBlur.sigma(forRadius: radius) * s)) / s + 1
            box = union(box, Rect(x: f.x + dx - r, y: f.y + dy - r, width: f.width + 2 * r, height: f.height + 2 * r))
        }
        return box
    }

    /// The deepest node (nodes are in pre-order, children after their parent) whose own box
    /// alone needs more than the limit; 0 (the root) if none does.
    static func deepestOversized(_ tree: LayoutTree, scale s: Double, limit: Int) -> Int {
        var depth = [Int](repeating: 0, count: tree.nodes.count)
        var best = 0, bestDepth = -1
        for (i, n) in tree.nodes.enumerated() {
            for c in n.children where c > i && c < depth.count { depth[c] = depth[i] + 1 }
            let box = reach(of: n, scale: s)
            if exceeds(pixels(box.width * s), pixels(box.height * s), limit: limit) && depth[i] > bestDepth {
                best = i
                bestDepth = depth[i]
            }
        }
        return best
    }

    static func union(_ a: Rect, _ b: Rect) -> Rect {
        let x0 = min(a.x, b.x), y0 = min(a.y, b.y)
        return Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }

    /// ⌈v⌉ as an Int, saturating (and NaN → the maximum) so absurd frames cannot trap.
    static func pixels(_ v: Double) -> Int {
        guard v < Double(1 << 40) else { return 1 << 40 }
        return v > 0 ? Int(v.rounded(.up)) : 0
    }

    static func side(_ area: Int) -> Int { Int(Double(area).squareRoot()) }

    /// Points for a message: whole numbers without a fraction, else two decimals.
    static func points(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%.2f", v)
    }
}
