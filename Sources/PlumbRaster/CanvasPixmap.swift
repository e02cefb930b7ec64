extension Canvas {
    /// Composites `image` source-over with its top-left at pixel (x, y), through the current
    /// clip; parts outside the canvas are skipped.
    public mutating func draw(pixmap image: Pixmap, x ox: Int, y oy: Int) {
        let x0 = max(ox, 0), y0 = max(oy, 0)
        let x1 = min(ox + image.width, width), y1 = min(oy + image.height, height)
        guard x1 > x0, y1 > y0, charge((x1 - x0) * (y1 - y0)) else { return }
        var clip: Mask?
        if let top = clips.last {
            guard let m = top else { return }
            clip = m
        }
        let n = x1 - x0, w = width
        // One coverage row, reused: full coverage, or the clip's values for that row.
        var rowCoverage = [UInt8](repeating: 255, count: n)
        withTarget { dst in
            image.data.withUnsafeBufferPointer { src in
                rowCoverage.withUnsafeMutableBufferPointer { cov in
                    for y in y0..<y1 {
                        if let m = clip {
                            for k in 0..<n { cov[k] = m.value(atX: x0 + k, y: y) }
                        }
                        let s = ((y - oy) * image.width + (x0 - ox)) * 4
                        let row = UnsafeBufferPointer(rebasing: src[s..<(s + 4 * n)])
                        Compositing.blendRow(row, count: n, coverage: UnsafeBufferPointer(cov), covStart: 0, clip: nil, clipStart: 0,
                                             into: dst, dstStart: (y * w + x0) * 4)
                    }
                }
            }
        }
        markDrawn(x0: x0, y0: y0, x1: x1, y1: y1)
    }

    /// Composites a canvas-sized premultiplied image (an offscreen rendering, e.g. the content
    /// of a shadowed view) source-over onto the current target, through the current clip.
    /// A pixmap of another size is ignored. `within` limits the work to the part of the image
    /// drawn into (transparent pixels leave the target unchanged).
    public mutating func draw(pixmap image: Pixmap, within bounds: PixelRect? = nil) {
        guard image.width == width, image.height == height else { return }
        let all = PixelRect(x0: 0, y0: 0, x1: width, y1: height)
        guard let (area, clip) = narrowedToClip(all.intersection(bounds ?? all)) else { return }
        let x0 = area.x0, y0 = area.y0, x1 = area.x1, y1 = area.y1
        guard x1 > x0, y1 > y0, charge((x1 - x0) * (y1 - y0)) else { return }
        let n = x1 - x0, w = width
        let full = [UInt8](repeating: 255, count: n)
        let clipCoverage = clip?.coverage ?? []
        let clipX = clip?.x ?? 0, clipY = clip?.y ?? 0, clipW = clip?.width ?? 0
        withTarget { dst in
            image.data.withUnsafeBufferPointer { src in
                full.withUnsafeBufferPointer { cov in
                    clipCoverage.withUnsafeBufferPointer { clipBuf in
                        let clipPtr: UnsafeBufferPointer<UInt8>? = clip == nil ? nil : clipBuf
                        for y in y0..<y1 {
                            let start = (y * w + x0) * 4
                            let row = UnsafeBufferPointer(rebasing: src[start..<(start + 4 * n)])
                            Compositing.blendRow(row, count: n, coverage: cov, covStart: 0,
                                                 clip: clipPtr, clipStart: clip == nil ? 0 : (y - clipY) * clipW + (x0 - clipX),
                                                 into: dst, dstStart: start)
                        }
                    }
                }
            }
        }
        markDrawn(x0: x0, y0: y0, x1: x1, y1: y1)
    }
}
