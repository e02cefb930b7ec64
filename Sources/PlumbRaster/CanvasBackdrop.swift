extension Canvas {
    /// Blurs what has already been drawn under `shape` (a backdrop blur, the core of iOS
    /// materials and Liquid Glass): the current target's pixels in the shape's bounds are
    /// blurred with a Gaussian of `sigma` pixels (`GaussianBlur`), each premultiplied channel on its own
    /// (which is exact for premultiplied colour), and blended back by the shape's coverage and
    /// the current clip. Pixels outside the canvas count as transparent.
    ///
    /// Only the pixels the shape (within the clip) covers are blurred, from the source pixels
    /// within the kernel radius of them; the cost (rasterizing, 4 channel blurs, blending) is
    /// charged before any of it is done, and the blur is skipped if it does not fit.
    public mutating func blurBackdrop(_ shape: Path, sigma: Double, transform: Transform = .identity) {
        guard sigma > 0, charge(deviceBounds(shape, transform: transform).area),
              let mask = Rasterizer.fill(shape, rule: .nonZero, width: width, height: height, transform: transform) else { return }
        let r = GaussianBlur.radius(forSigma: sigma)
        let target = PixelRect(x0: mask.x, y0: mask.y, x1: mask.x + mask.width, y1: mask.y + mask.height)
            .intersection(drawableBounds)
        guard !target.isEmpty else { return }
        // The source region: the target grown by the kernel radius, clamped to the canvas.
        let sx0 = max(target.x0 - r, 0), sy0 = max(target.y0 - r, 0)
        let sx1 = min(target.x1 + r, width), sy1 = min(target.y1 + r, height)
        let sw = sx1 - sx0, sh = sy1 - sy0, w = width
        let source = Mask(x: sx0, y: sy0, width: sw, height: sh)
        let blurCost = GaussianBlur.cost(source, sigma: sigma, within: target)
        guard charge(4 * (sw * sh + blurCost) + target.area) else { return }
        var channels = [Mask](repeating: source, count: 4)
        withTarget { dst in
            for c in 0..<4 {
                channels[c].coverage.withUnsafeMutableBufferPointer { out in
                    for y in 0..<sh {
                        let row = ((sy0 + y) * w + sx0) * 4 + c
                        for x in 0..<sw { out[y * sw + x] = dst[row + 4 * x] }
                    }
                }
            }
        }
        let blurred = channels.map { GaussianBlur.blur($0, sigma: sigma, within: target) }
        var clip: Mask?
        if let top = clips.last {
            guard let m = top else { return }
            clip = m
        }
        let x0 = target.x0, y0 = target.y0, x1 = target.x1, y1 = target.y1
        withTarget { dst in
            for y in y0..<y1 {
                for x in x0..<x1 {
                    var cov = UInt32(mask.value(atX: x, y: y))
                    if let clip { cov = Compositing.div255(cov * UInt32(clip.value(atX: x, y: y))) }
                    guard cov > 0 else { continue }
                    let i = (y * w + x) * 4
                    for c in 0..<4 {
                        let b = UInt32(blurred[c].value(atX: x, y: y)), d = UInt32(dst[i + c])
                        // Linear blend by coverage, exactly rounded.
                        dst[i + c] = UInt8(Compositing.div255(b * cov + d * (255 - cov)))
                    }
                }
            }
        }
        markDrawn(x0: x0, y0: y0, x1: x1, y1: y1)
    }
}
