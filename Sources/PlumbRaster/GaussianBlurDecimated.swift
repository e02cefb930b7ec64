extension GaussianBlur {
    /// The decimated blur (σ ≥ 8 px, see `GaussianBlurDecimation`) of the part of the grown
    /// mask in `window`: sum the d × d cells the window needs, blur the cell grid with integer
    /// taps, interpolate back to pixels. All integer, so the bytes are the same everywhere, and
    /// each stage only covers what the window needs, so a region's bytes equal the full blur's.
    static func decimatedBlur(_ mask: Mask, _ dec: GaussianBlurDecimation, radius r: Int, window: BlurWindow) -> Mask {
        let plan = DecimatedBlurPlan(mask: mask, dec, radius: r, window: window)
        let d = dec.factor, w = mask.width, h = mask.height
        let sx = plan.sourceX, sy = plan.sourceY, bx = plan.blurredX, by = plan.blurredY
        let sw = sx.count, bw = bx.count, rg = dec.cellRadius, taps = dec.kernel.count

        // 1. Cell sums (≤ 255·d² < 2²⁰ for d ≤ 64) over the source cells.
        var cells = [UInt32](repeating: 0, count: sw * sy.count)
        mask.coverage.withUnsafeBufferPointer { src in
            cells.withUnsafeMutableBufferPointer { dst in
                for (i, cy) in sy.enumerated() {
                    for py in (cy * d)..<min((cy + 1) * d, h) {
                        let row = py * w
                        for (j, cx) in sx.enumerated() {
                            var sum: UInt32 = 0
                            for px in (cx * d)..<min((cx + 1) * d, w) { sum &+= UInt32(src[row + px]) }
                            dst[i * sw + j] &+= sum
                        }
                    }
                }
            }
        }

        // 2. Horizontal taps on the cell grid: each sum ≤ 2²⁰ · 2¹⁶, kept exact in 64 bits.
        var horizontal = [UInt64](repeating: 0, count: bw * sy.count)
        cells.withUnsafeBufferPointer { src in
            dec.kernel.withUnsafeBufferPointer { kern in
                horizontal.withUnsafeMutableBufferPointer { dst in
                    for i in 0..<sy.count {
                        for (j, cx) in bx.enumerated() {
                            // Blurred cell cx reads source cell cx + t − rg with tap t.
                            let tLo = max(0, sx.lowerBound - cx + rg), tHi = min(taps, sx.upperBound - cx + rg)
                            var sum: UInt64 = 0
                            if tLo < tHi {
                                for t in tLo..<tHi {
                                    sum &+= UInt64(src[i * sw + cx + t - rg - sx.lowerBound]) &* UInt64(kern[t])
                                }
                            }
                            dst[i * bw + j] = sum
                        }
                    }
                }
            }
        }

        // 3. Vertical taps (exact, ≤ 2⁵² in 64 bits), then one rounding to 16 fraction bits:
        //    the blurred cell value × 2¹⁶ (≤ 255 · 2¹⁶).
        var blurred = [UInt32](repeating: 0, count: bw * by.count)
        var acc = [UInt64](repeating: 0, count: bw)
        let divisor = UInt64(d * d) << 16
        horizontal.withUnsafeBufferPointer { src in
            dec.kernel.withUnsafeBufferPointer { kern in
                acc.withUnsafeMutableBufferPointer { sum in
                    blurred.withUnsafeMutableBufferPointer { dst in
                        for (i, cy) in by.enumerated() {
                            let tLo = max(0, sy.lowerBound - cy + rg), tHi = min(taps, sy.upperBound - cy + rg)
                            guard tLo < tHi else { continue }
                            for j in 0..<bw { sum[j] = 0 }
                            for t in tLo..<tHi {
                                let weight = UInt64(kern[t]), row = (cy + t - rg - sy.lowerBound) * bw
                                for j in 0..<bw { sum[j] &+= src[row + j] &* weight }
                            }
                            for j in 0..<bw { dst[i * bw + j] = UInt32(truncatingIfNeeded: (sum[j] + divisor / 2) / divisor) }
                        }
                    }
                }
            }
        }

        // 4. Bilinear interpolation back to pixels, weights of 256 per axis: rows first (one
        //    blend of two cell rows per output row), then two taps per pixel, rounded once.
        let outW = window.width, outH = window.height
        let x0 = window.u0 - r, y0 = window.v0 - r
        var columnCell = [Int](repeating: 0, count: outW), columnWeight = [UInt64](repeating: 0, count: outW)
        for x in 0..<outW {
            let c = dec.cell(x0 + x)
            columnCell[x] = c.index - bx.lowerBound
            columnWeight[x] = UInt64(c.weight)
        }
        let scale = UInt64(GaussianBlurDecimation.weightScale)
        var out = [UInt8](repeating: 0, count: outW * outH)
        var rowBlend = [UInt64](repeating: 0, count: bw)
        blurred.withUnsafeBufferPointer { src in
            rowBlend.withUnsafeMutableBufferPointer { blend in
                out.withUnsafeMutableBufferPointer { dst in
                    for y in 0..<outH {
                        let c = dec.cell(y0 + y)
                        let top = (c.index - by.lowerBound) * bw, w1 = UInt64(c.weight), w0 = scale - w1
                        for j in 0..<bw { blend[j] = w0 &* UInt64(src[top + j]) &+ w1 &* UInt64(src[top + bw + j]) }
                        for x in 0..<outW {
                            let j = columnCell[x], v1 = columnWeight[x]
                            let v = (scale - v1) &* blend[j] &+ v1 &* blend[j + 1]
                            dst[y * outW + x] = UInt8(truncatingIfNeeded: (v &+ (1 << 31)) >> 32)
                        }
                    }
                }
            }
        }
        return Mask(x: window.x, y: window.y, width: outW, height: outH, coverage: out)
    }

    /// Pixel operations of `decimatedBlur` for `window`: the source pixels summed, the taps of
    /// both cell-grid passes, the row blends and two taps per output pixel.
    static func decimatedCost(_ mask: Mask, _ dec: GaussianBlurDecimation, radius r: Int, window: BlurWindow) -> Int {
        let p = DecimatedBlurPlan(mask: mask, dec, radius: r, window: window)
        let d = dec.factor
        let columns = min(p.sourceX.upperBound * d, mask.width) - p.sourceX.lowerBound * d
        let rows = min(p.sourceY.upperBound * d, mask.height) - p.sourceY.lowerBound * d
        let sourcePixels = max(columns, 0) * max(rows, 0)
        let cellTaps = dec.kernel.count * p.blurredX.count * (p.sourceY.count + p.blurredY.count)
        return sourcePixels + cellTaps + window.height * p.blurredX.count + 2 * window.width * window.height
    }
}

/// The cells a decimated blur of one window touches: blurred cells the output interpolates
/// between, and the source cells (clamped to the mask's) those read.
struct DecimatedBlurPlan {
    let blurredX: ClosedRange<Int>, blurredY: ClosedRange<Int>
    let sourceX: Range<Int>, sourceY: Range<Int>

    init(mask: Mask, _ dec: GaussianBlurDecimation, radius r: Int, window: BlurWindow) {
        let d = dec.factor
        // Output pixel u (grown coordinates) is mask-local u − r.
        let x0 = window.u0 - r, y0 = window.v0 - r
        blurredX = dec.cells(x0, x0 + window.width)
        blurredY = dec.cells(y0, y0 + window.height)
        sourceX = dec.sourceCells(blurredX, count: (mask.width + d - 1) / d)
        sourceY = dec.sourceCells(blurredY, count: (mask.height + d - 1) / d)
    }
}
