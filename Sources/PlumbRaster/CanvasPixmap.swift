extension Canvas {
    /// Composites a canvas-sized premultiplied image (an offscreen rendering, e.g. the content
    /// of a shadowed view) source-over onto the current target, through the current clip.
    /// A pixmap of another size is ignored.
    public mutating func draw(pixmap image: Pixmap) {
        guard image.width == width, image.height == height else { return }
        var clip: Mask?
        var x0 = 0, y0 = 0, x1 = width, y1 = height
        if let top = clips.last {
            guard let m = top else { return }
            clip = m
            x0 = max(x0, m.x); y0 = max(y0, m.y)
            x1 = min(x1, m.x + m.width); y1 = min(y1, m.y + m.height)
        }
        guard x1 > x0, y1 > y0 else { return }
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
