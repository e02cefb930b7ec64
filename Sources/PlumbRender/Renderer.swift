import Foundation
import PlumbLayout
import PlumbModel
import PlumbRaster
import PlumbText

/// Draws a laid-out component into a pixmap: shapes with their fills and strokes, icons,
/// text glyphs, and the drawing modifiers (background/overlay, clipShape, cornerRadius,
/// opacity as a group, scaleEffect, shadow) in SwiftUI's modifier order — the first
/// modifier is innermost, so a modifier affects everything before it in the list.
public struct Renderer: Sendable {
    public let fonts: FontLibrary
    public let glyphs: GlyphRasterizer

    public init(fonts: FontLibrary, glyphs: GlyphRasterizer = GlyphRasterizer()) {
        self.fonts = fonts
        self.glyphs = glyphs
    }

    /// How to render.
    public struct Options: Sendable {
        /// Pixels per point (1, 2 or 3).
        public var scale: Int
        /// The canvas colour under the component; nil leaves it transparent.
        public var background: RGBA?
        /// The canvas and pixel-work budgets (the system's `limits:`, else the defaults).
        public var limits: RenderLimits

        /// The canvas is the component's frame alone, what reaches past it (shadows too) cut:
        /// a hosted view's snapshot, which is its bounds (swift-snapshot-testing draws the
        /// view's layer).
        public var frameOnly: Bool

        public init(scale: Int = 3, background: RGBA? = nil, limits: RenderLimits = .standard, frameOnly: Bool = false) {
            self.frameOnly = frameOnly
            self.scale = scale
            self.background = background
            self.limits = limits
        }
    }

    /// The rendered image and where the component's origin landed in it (in pixels), which
    /// is non-zero when shadows needed extra room.
    public struct Image: Sendable {
        public var pixmap: Pixmap
        public var originX: Int
        public var originY: Int
        /// Pixel operations drawing it cost (of `Limits.pixelWork`).
        public var work: Int
    }

    /// Renders `tree`. The canvas is the component's frame plus room for shadows.
    public func render(_ tree: LayoutTree, options: Options) throws -> Image {
        guard (1...4).contains(options.scale) else { throw PlumbError("scale must be 1, 2 or 3") }
        let s = Double(options.scale)
        // Sized from the layout, and refused with the node to blame, before anything is allocated.
        let plan = try CanvasPlan.make(tree, scale: options.scale, limit: options.limits.canvasPixels, frameOnly: options.frameOnly)
        let (ox, oy) = (plan.originX, plan.originY)
        // The background is written once, and the pixmap moved into the drawer's canvas: a second
        // reference alive at the first draw would make that draw copy the whole canvas.
        let page = options.background.map { Color8(straightR: $0.r, g: $0.g, b: $0.b, a: $0.a) }
        guard let pixmap = page.map({ Pixmap(width: plan.width, height: plan.height, filledWith: $0) })
                ?? Pixmap(width: plan.width, height: plan.height) else {
            throw PlumbError("canvas of \(plan.width) × \(plan.height) px cannot be allocated", at: tree.root.view.location)
        }
        // Drawn as SwiftUI draws views: each frame on the pixel grid (the canvas keeps its size).
        let drawn = PixelAlignedFrames.aligned(tree, scale: options.scale)
        var drawer = NodeDrawer(tree: drawn, renderer: self, canvas: Canvas(pixmap: consume pixmap))
        drawer.canvas.workLimit = options.limits.pixelWork
        try drawer.drawNode(0, Transform.scale(s, s).then(.translation(Double(ox), Double(oy))))
        return Image(pixmap: drawer.canvas.pixmap, originX: ox, originY: oy, work: drawer.canvas.work)
    }
}
