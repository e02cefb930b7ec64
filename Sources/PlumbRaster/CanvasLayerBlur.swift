/// A layer's blur: the Gaussian's σ in pixels and, for an opaque blur, the device bounds it
/// reads from and fills.
struct LayerBlur: Sendable {
    let sigma: Double
    let opaqueBounds: PixelRect?
}

extension Canvas {
    /// Blurs a popped layer in place before it is composited (SwiftUI's `blur(radius:opaque:)`).
    ///
    /// Each premultiplied channel is blurred on its own with `GaussianBlur` (exact for
    /// premultiplied colour; the same kernel as shadows and backdrop blurs). Without opaque
    /// bounds the drawn rectangle is the source, transparent around it, and the result spreads
    /// up to the kernel radius beyond it. With them, the source is those bounds (on the canvas)
    /// with their edge pixels repeated outward, the result covers exactly the bounds, and each
    /// pixel is made opaque by dividing its colour by its alpha (a pixel with no alpha at all
    /// becomes opaque black) — as SwiftUI documents for an opaque blur.
    ///
    /// The result is kept within the current clip (multiplied by it): the layer's content was
    /// clipped when drawn, but the blur spreads it. The cost (4 channel blurs, reading and
    /// writing) is charged first; if it does not fit, the layer is emptied.
    mutating func blurLayer(_ layer: inout CanvasLayer, _ blur: LayerBlur) {
        let w = width
        let r = GaussianBlur.radius(forSigma: blur.sigma)
        let drawn = layer.drawn
        // `edges`: the rectangle whose pixels the source repeats outward (the drawn one itself
        // when not opaque, where the source never reaches past it).
        let source: PixelRect, target: PixelRect, edges: PixelRect
        if let bounds = blur.opaqueBounds {
            edges = bounds.intersection(PixelRect(x0: 0, y0: 0, x1: width, y1: height))
            source = PixelRect(x0: edges.x0 - r, y0: edges.y0 - r, x1: edges.x1 + r, y1: edges.y1 + r)
            target = edges.intersection(drawableBounds)
        } else {
            guard r > 0, !drawn.isEmpty else { return }
            edges = drawn
            source = drawn
            target = PixelRect(x0: drawn.x0 - r, y0: drawn.y0 - r, x1: drawn.x1 + r, y1: drawn.y1 + r).intersection(drawableBounds)
        }
        guard !edges.isEmpty, !target.isEmpty else { return layer.clearDrawn(width: w) }
        let sw = source.width, sh = source.height
        let blank = Mask(x: source.x0, y: source.y0, width: sw, height: sh)
        guard charge(4 * (sw * sh + GaussianBlur.cost(blank, sigma: blur.sigma, within: target)) + 2 * target.area) else {
            return layer.clearDrawn(width: w)
        }
        var channels = [Mask](repeating: blank, count: 4)
        layer.data.withUnsafeBufferPointer { src in
            for c in 0..<4 {
                channels[c].coverage.withUnsafeMutableBufferPointer { out in
                    for y in 0..<sh {
                        let row = min(max(source.y0 + y, edges.y0), edges.y1 - 1) * w
                        for x in 0..<sw {
                            out[y * sw + x] = src[(row + min(max(source.x0 + x, edges.x0), edges.x1 - 1)) * 4 + c]
                        }
                    }
                }
            }
        }
        let blurred = channels.map { GaussianBlur.blur($0, sigma: blur.sigma, within: target) }
        let clip = clips.last ?? nil
        let opaque = blur.opaqueBounds != nil
        layer.clearDrawn(width: w)
        layer.data.withUnsafeMutableBufferPointer { dst in
            for y in target.y0..<target.y1 {
                for x in target.x0..<target.x1 {
                    var px = (UInt32(blurred[0].value(atX: x, y: y)), UInt32(blurred[1].value(atX: x, y: y)),
                              UInt32(blurred[2].value(atX: x, y: y)), UInt32(blurred[3].value(atX: x, y: y)))
                    if opaque {
                        let a = px.3
                        func straight(_ v: UInt32) -> UInt32 { a == 0 ? 0 : min(255, (v * 255 + a / 2) / a) }
                        px = (straight(px.0), straight(px.1), straight(px.2), 255)
                    }
                    if let clip {
                        let m = UInt32(clip.value(atX: x, y: y))
                        px = (Compositing.div255(px.0 * m), Compositing.div255(px.1 * m), Compositing.div255(px.2 * m), Compositing.div255(px.3 * m))
                    }
                    let i = (y * w + x) * 4
                    dst[i] = UInt8(px.0); dst[i + 1] = UInt8(px.1); dst[i + 2] = UInt8(px.2); dst[i + 3] = UInt8(px.3)
                }
            }
        }
        layer.include(x0: target.x0, y0: target.y0, x1: target.x1, y1: target.y1)
    }
}
