extension Canvas {
    /// Paints `shader` through the rasterizer's spans (`Rasterizer.rasterize`, local to
    /// `bounds`): what `fill(mask:shader:)` does with the dense mask, with the same bytes, but
    /// interior spans go through span kernels — a 32-bit fill for an opaque colour at full
    /// coverage, a vector blend otherwise — and zero-coverage runs are never visited.
    mutating func fill(spans scratch: RasterScratch, bounds: PixelRect, shader: Shader) {
        let w = width
        // bounds lies on the canvas already; narrow it to the clip as fill(mask:) does.
        guard let (area, clip) = narrowedToClip(bounds) else { return }
        let x0 = area.x0, y0 = area.y0, x1 = area.x1, y1 = area.y1
        guard x1 > x0, y1 > y0, charge((x1 - x0) * (y1 - y0)) else { return }

        guard let (solid, gradient) = shader.prepared() else { return }
        // A gradient with one colour per row paints each row's spans like a solid colour.
        let constantRows = gradient?.isConstantAlongRows == true ? gradient : nil
        let evaluator = constantRows == nil ? gradient : nil
        // Shader colours of one span, reused for every span of the fill.
        var colors = [UInt8](repeating: 0, count: evaluator == nil ? 0 : 4 * (x1 - x0))
        let clipCoverage = clip?.coverage ?? []
        let clipX = clip?.x ?? 0, clipY = clip?.y ?? 0, clipW = clip?.width ?? 0
        let hasClip = clip != nil

        withTarget { target in
            scratch.bytes.withUnsafeBufferPointer { bytes in
                clipCoverage.withUnsafeBufferPointer { clipBuf in
                    colors.withUnsafeMutableBufferPointer { colorBuf in
                        var rowY = Int.min, rowSolid = solid ?? .transparent
                        for span in scratch.spans {
                            let y = bounds.y0 + span.y
                            guard y >= y0, y < y1 else { continue }
                            let sx = bounds.x0 + span.x
                            let a = max(sx, x0), b = min(sx + span.count, x1)
                            guard b > a else { continue }
                            let n = b - a
                            let dst = target.baseAddress! + (y * w + a) * 4
                            let clipRow: UnsafePointer<UInt8>? = hasClip ? clipBuf.baseAddress! + (y - clipY) * clipW + (a - clipX) : nil
                            if let g = constantRows, y != rowY {
                                rowSolid = g.rowColor(y: y)   // one colour per row
                                rowY = y
                            }
                            if span.value == CoverageSpan.varying {
                                let cov = UnsafeBufferPointer(start: bytes.baseAddress! + span.offset + (a - sx), count: n)
                                let clipPtr = clipRow.map { UnsafeBufferPointer(start: $0, count: n) }
                                let out = UnsafeMutableBufferPointer(start: dst, count: 4 * n)
                                if let evaluator {
                                    evaluator.paintRow(y: y, x0: a, count: n, into: colorBuf.baseAddress!, skipping: cov.baseAddress!)
                                    Compositing.blendRow(UnsafeBufferPointer(colorBuf), count: n, coverage: cov, covStart: 0,
                                                         clip: clipPtr, clipStart: 0, into: out, dstStart: 0)
                                } else {
                                    Compositing.blendSolidRow(rowSolid, count: n, coverage: cov, covStart: 0,
                                                              clip: clipPtr, clipStart: 0, into: out, dstStart: 0)
                                }
                                continue
                            }
                            let c = UInt32(span.value)
                            if let evaluator {
                                evaluator.paintRow(y: y, x0: a, count: n, into: colorBuf.baseAddress!)
                                Compositing.blendColors(colorBuf.baseAddress!, coverage: c, clip: clipRow, count: n, into: dst)
                            } else if let clipRow {
                                Compositing.blendSolidClipped(rowSolid, coverage: c, clip: clipRow, count: n, into: dst)
                            } else if c == 255 && rowSolid.a == 255 {
                                Compositing.fillSpan(rowSolid, count: n, into: dst)
                            } else {
                                Compositing.blendSpan(rowSolid, coverage: c, count: n, into: dst)
                            }
                        }
                    }
                }
            }
        }
        markDrawn(x0: x0, y0: y0, x1: x1, y1: y1)
    }
}
