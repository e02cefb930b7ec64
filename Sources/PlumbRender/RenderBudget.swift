import Foundation
import PlumbLayout
import PlumbModel
import PlumbRaster

/// The per-snapshot rendering budgets of `Limits`, checked before the work they bound, each
/// failing with a located error at the spec node whose drawing needed it.
enum RenderBudget {
    /// Throws if the canvas refused an operation for the pixel-work budget (`Limits.pixelWork`).
    static func check(_ canvas: Canvas, at node: LayoutNode) throws {
        guard let refused = canvas.refusedWork else { return }
        throw PlumbError("drawing \(node.path) exceeds the pixel work limit of \(canvas.workLimit) operations per snapshot "
                         + "(\(canvas.work) spent, the next operation needs \(refused))", at: node.view.location)
    }

    /// Throws if a blur of `radius` points under `t` would pass `Limits.blurRadiusPixels`.
    static func checkBlurRadius(_ radius: Double, _ what: String, _ t: Transform, at node: LayoutNode) throws {
        let pixels = radius * t.maxScale
        guard pixels > Limits.blurRadiusPixels else { return }
        throw PlumbError("\(what) radius of \(CanvasPlan.points(pixels)) px (\(CanvasPlan.points(radius)) pt × \(CanvasPlan.points(t.maxScale))) "
                         + "on \(node.path) exceeds the blur radius limit of \(CanvasPlan.points(Limits.blurRadiusPixels)) px",
                         at: node.view.location)
    }

    /// Throws if opening layer number `depth` would pass `Limits.layerDepth`.
    static func checkLayerDepth(_ depth: Int, at node: LayoutNode) throws {
        guard depth > Limits.layerDepth else { return }
        throw PlumbError("\(node.path) needs \(depth) nested layers (opacity groups, shadows, blend modes and blurs), exceeding the layer depth limit of \(Limits.layerDepth)",
                         at: node.view.location)
    }
}
