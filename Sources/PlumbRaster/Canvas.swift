/// A drawing surface over a `Pixmap`: fills paths and masks with shaders, with group opacity
/// (`pushLayer`/`popLayer`) and anti-aliased clipping (`pushClip`/`popClip`).
///
/// Drawing goes to the innermost open layer, or to `pixmap` when none is open. Every fill's
/// coverage is multiplied (div255) by the current clip. Per-fill work is proportional to the
/// area of the fill's mask, never the canvas; layers only composite the rectangle drawn into.
/// Every operation is charged to a pixel-work budget (`workLimit`) before it is done.
public struct Canvas: Sendable {
    /// The base image. Open layers are composited into it by `popLayer`; its size must not
    /// change while layers or clips are pushed.
    public var pixmap: Pixmap

    /// Open opacity groups, innermost last.
    var layers: [CanvasLayer] = []
    /// Cleared buffers of popped layers, reused so nesting costs no canvas-sized zeroing.
    var layerPool: [[UInt8]] = []
    /// Clip stack, innermost last; each entry is already the product of all clips below it.
    /// A nil entry means everything is clipped away. Empty stack: no clip.
    var clips: [Mask?] = []
    /// The rasterizer's buffers, kept between fills (all zero at rest; see `RasterScratch`).
    var scratch = RasterScratch()

    /// Pixel operations spent so far (`charge`): rasterized area, filled and composited
    /// pixels, blur taps.
    public internal(set) var work = 0
    /// Most pixel operations this canvas may spend; an operation that would pass it is not done.
    public var workLimit = Int.max
    /// The cost of the first operation refused for the budget; nil while all fit.
    public internal(set) var refusedWork: Int?
    /// The part of the base image drawn into so far (layers excluded until composited).
    public internal(set) var drawnBounds = PixelRect.empty

    public init(pixmap: Pixmap) {
        self.pixmap = pixmap
    }

    public var width: Int { pixmap.width }
    public var height: Int { pixmap.height }

    /// Fills `path` (mapped through `transform`) with `shader`, anti-aliased, per `rule`.
    public mutating func fill(_ path: Path, rule: FillRule = .nonZero, shader: Shader,
                              transform: Transform = .identity) {
        // Rasterizing costs one cell per pixel of the path's bounds on the canvas.
        guard charge(deviceBounds(path, transform: transform).area) else { return }
        // Moved out of self (no copy: the only reference) so drawing can borrow self mutably.
        var spans = scratch
        scratch = RasterScratch()
        defer { scratch = spans }
        guard let bounds = Rasterizer.rasterize(path, rule: rule, width: width, height: height,
                                                transform: transform, scratch: &spans) else { return }
        fill(spans: spans, bounds: bounds, shader: shader)
    }

    /// Paints `shader` through a coverage mask (a glyph bitmap, a blurred shadow, a path's
    /// rasterization). The parts of the mask outside the canvas are ignored.
    public mutating func fill(mask: Mask, shader: Shader) {
        let w = width, h = height
        // `coverage` is a public var; never read past it in the unchecked loops below.
        guard mask.coverage.count == mask.width * mask.height else { return }
        // Clip rectangle: mask ∩ canvas ∩ current clip (written so huge offsets cannot overflow).
        let onCanvas = PixelRect(x0: max(mask.x, 0), y0: max(mask.y, 0),
                                 x1: mask.x >= w ? w : min(mask.x + mask.width, w),
                                 y1: mask.y >= h ? h : min(mask.y + mask.height, h))
        guard let (area, clip) = narrowedToClip(onCanvas) else { return }
        let x0 = area.x0, y0 = area.y0, x1 = area.x1, y1 = area.y1
        guard x1 > x0, y1 > y0, charge((x1 - x0) * (y1 - y0)) else { return }
        let n = x1 - x0

        guard let (solid, evaluator) = shader.prepared() else { return }
        // One row of shader colours, reused for every row of the fill.
        var rowColors = [UInt8](repeating: 0, count: evaluator == nil ? 0 : 4 * n)
        let clipCoverage = clip?.coverage ?? []
        let clipX = clip?.x ?? 0, clipY = clip?.y ?? 0, clipW = clip?.width ?? 0

        withTarget { dst in
            mask.coverage.withUnsafeBufferPointer { cov in
                clipCoverage.withUnsafeBufferPointer { clipBuf in
                    rowColors.withUnsafeMutableBufferPointer { colors in
                        let clipPtr: UnsafeBufferPointer<UInt8>? = clip == nil ? nil : clipBuf
                        for y in y0..<y1 {
                            let covStart = (y - mask.y) * mask.width + (x0 - mask.x)
                            let clipStart = clip == nil ? 0 : (y - clipY) * clipW + (x0 - clipX)
                            let dstStart = (y * w + x0) * 4
                            if let solid {
                                Compositing.blendSolidRow(solid, count: n, coverage: cov, covStart: covStart,
                                                          clip: clipPtr, clipStart: clipStart,
                                                          into: dst, dstStart: dstStart)
                            } else if let evaluator {
                                evaluator.paintRow(y: y, x0: x0, count: n, into: colors.baseAddress!, skipping: cov.baseAddress! + covStart)
                                Compositing.blendRow(UnsafeBufferPointer(colors), count: n,
                                                     coverage: cov, covStart: covStart,
                                                     clip: clipPtr, clipStart: clipStart,
                                                     into: dst, dstStart: dstStart)
                            }
                        }
                    }
                }
            }
        }
        markDrawn(x0: x0, y0: y0, x1: x1, y1: y1)
    }

    /// Runs `body` on the bytes of the current drawing target (innermost layer or the base).
    mutating func withTarget<R>(_ body: (UnsafeMutableBufferPointer<UInt8>) -> R) -> R {
        precondition(pixmap.data.count == width * height * 4)
        if layers.isEmpty {
            return pixmap.data.withUnsafeMutableBufferPointer { body($0) }
        }
        precondition(layers[layers.count - 1].data.count == pixmap.data.count,
                     "pixmap resized while a layer is open")
        return layers[layers.count - 1].data.withUnsafeMutableBufferPointer { body($0) }
    }
}
