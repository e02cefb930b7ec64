/// An open group: a transparent RGBA buffer the size of the canvas, and the rectangle drawn
/// into so far (so compositing and clearing it cost only what was drawn). It is composited with
/// its opacity and blend mode, after its blur if it has one.
struct CanvasLayer: Sendable {
    var data: [UInt8]
    let opacity: Double
    var blendMode: Compositing.BlendMode = .normal
    var blur: LayerBlur?
    /// A 4 × 5 colour matrix applied to the layer's un-premultiplied colours before it is composited.
    var colorMatrix: [Double]?
    /// A projective transform (device pixels) the layer's content is warped through before it
    /// is composited (`CanvasProjection`).
    var projection: Homography?
    var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min

    var isEmpty: Bool { x0 >= x1 || y0 >= y1 }
    /// The rectangle drawn into (empty if none).
    var drawn: PixelRect { isEmpty ? .empty : PixelRect(x0: x0, y0: y0, x1: x1, y1: y1) }

    /// Zeroes the drawn rectangle of a `width`-pixel-wide buffer and forgets it.
    mutating func clearDrawn(width w: Int) {
        if !isEmpty {
            let x0 = x0, x1 = x1, y0 = y0, y1 = y1
            data.withUnsafeMutableBufferPointer { buf in
                for y in y0..<y1 {
                    (buf.baseAddress! + (y * w + x0) * 4).update(repeating: 0, count: (x1 - x0) * 4)
                }
            }
        }
        x0 = .max; y0 = .max; x1 = .min; y1 = .min
    }

    mutating func include(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = min(self.x0, x0); self.y0 = min(self.y0, y0)
        self.x1 = max(self.x1, x1); self.y1 = max(self.y1, y1)
    }
}

extension Canvas {
    /// Starts a group: until the matching `popLayer`, drawing goes into a fresh transparent
    /// layer. Layers nest.
    /// `blendMode` is how the group is composited onto what is below (`Compositing.BlendMode`).
    /// `colorMatrix` (20 values, row-major): the group's un-premultiplied colours (0…1) go
    /// through it when it ends (`filterLayer`).
    public mutating func pushLayer(opacity: Double, blendMode: Compositing.BlendMode = .normal, colorMatrix: [Double]? = nil) {
        let data = layerPool.popLast() ?? [UInt8](repeating: 0, count: width * height * 4)
        layers.append(CanvasLayer(data: data, opacity: opacity, blendMode: blendMode, colorMatrix: colorMatrix?.count == 20 ? colorMatrix : nil))
    }

    /// Starts a group that `popLayer` blurs with a Gaussian of `sigma` pixels before compositing
    /// it source-over (see `blurLayer`). With `opaqueWithin`, the blur reads the shape's
    /// device bounds with their edge pixels repeated outward, covers exactly those bounds, and
    /// is made opaque there (SwiftUI's `blur(radius:opaque: true)`).
    public mutating func pushBlurLayer(sigma: Double, opaqueWithin shape: Path? = nil, transform: Transform = .identity) {
        let data = layerPool.popLast() ?? [UInt8](repeating: 0, count: width * height * 4)
        let bounds = shape.map { deviceBounds($0, transform: transform) }
        layers.append(CanvasLayer(data: data, opacity: 1, blur: LayerBlur(sigma: sigma, opaqueBounds: bounds)))
    }

    /// Ends the innermost group, compositing it onto what is below with its opacity applied
    /// once, so shapes overlapping inside the group do not show their overlap, and with its
    /// blend mode (source-over for `.normal`). The opacity becomes a coverage byte
    /// round-half-up(opacity × 255), clamped to 0…1 (NaN = 0). Clips were applied when drawing
    /// into the layer and are not applied again, except to what a blur spread beyond them.
    /// A pop without a push does nothing.
    public mutating func popLayer() {
        guard var layer = layers.popLast() else { return }
        let o = layer.opacity.isNaN ? 0 : min(max(layer.opacity, 0), 1)
        let coverage = UInt32(o * 255 + 0.5)
        if let h = layer.projection { projectLayer(&layer, h) }
        if let blur = layer.blur { blurLayer(&layer, blur) }
        if let m = layer.colorMatrix { filterLayer(&layer, m) }
        if !layer.isEmpty {
            let w = width
            let lx0 = layer.x0, lx1 = layer.x1, ly0 = layer.y0, ly1 = layer.y1, mode = layer.blendMode
            if coverage > 0 {
                withTarget { dst in
                    layer.data.withUnsafeMutableBufferPointer { src in
                        for y in ly0..<ly1 {
                            let start = (y * w + lx0) * 4
                            Compositing.blendModeLayerRow(src, srcStart: start, count: lx1 - lx0, coverage: coverage,
                                                          mode: mode, into: dst, dstStart: start)
                        }
                    }
                }
                markDrawn(x0: lx0, y0: ly0, x1: lx1, y1: ly1)
            }
            // Clear only what was drawn, then keep the buffer for the next push.
            layer.clearDrawn(width: w)
        }
        layerPool.append(layer.data)
    }

    /// Records that the current target changed inside the rectangle.
    mutating func markDrawn(x0: Int, y0: Int, x1: Int, y1: Int) {
        if layers.isEmpty {
            drawnBounds = drawnBounds.union(PixelRect(x0: x0, y0: y0, x1: x1, y1: y1))
        } else {
            layers[layers.count - 1].include(x0: x0, y0: y0, x1: x1, y1: y1)
        }
    }
}

extension Canvas {
    /// Ends the two innermost groups — a view, then its mask drawn into the group above it —
    /// keeping of the view what the mask's alpha covers (each premultiplied channel × alpha /
    /// 255, rounded), then compositing the view like `popLayer`. Fewer than two open groups:
    /// as `popLayer`.
    public mutating func popMaskedLayer() {
        guard layers.count >= 2, var mask = layers.popLast() else { return popLayer() }
        let w = width
        let view = layers.count - 1
        if !layers[view].isEmpty {
            let v = layers[view]
            layers[view].data.withUnsafeMutableBufferPointer { dst in
                mask.data.withUnsafeBufferPointer { m in
                    for y in v.y0..<v.y1 {
                        for x in v.x0..<v.x1 {
                            let p = (y * w + x) * 4
                            let a = UInt32(m[p + 3])
                            if a == 255 { continue }
                            for c in 0..<4 { dst[p + c] = UInt8((UInt32(dst[p + c]) * a + 127) / 255) }
                        }
                    }
                }
            }
            _ = charge(v.drawn.area)
        }
        mask.clearDrawn(width: w)
        layerPool.append(mask.data)
        popLayer()
    }
}
