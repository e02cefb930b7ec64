import PlumbRaster

/// Scales a premultiplied RGBA bitmap onto the pixel grid, in integers: a colour emoji strike by
/// area averaging (every destination pixel the mean of the source it covers, each source pixel
/// weighted by the exact area it shares with it), a raster image bilinearly (`Filter`).
///
/// Why area averaging rather than bilinear: emoji strikes are 109 px and text is drawn at
/// 17–60 px, a 2–6× reduction. Bilinear reads only the four source pixels nearest a sample and
/// would alias (a 6× reduction would skip most of the source); the box filter reads all of them,
/// as CoreText and Skia's mipmapped downscaling effectively do. Upscaled (a glyph larger than
/// the strike), it is a nearest-neighbour scale with the edge pixels blended.
///
/// Determinism: positions are rationals on one integer grid — a destination pixel is `unit`
/// steps, a source pixel `step` steps — so every weight is an exact integer overlap and the
/// result is one rounded division per channel: the same bytes on every machine and thread.
/// Averaging premultiplied values with equal weights keeps colour ≤ alpha.
enum BitmapResampler {
    /// The scaled image and the destination pixel of its top-left corner.
    struct Placed {
        var x: Int
        var y: Int
        var image: Pixmap
    }

    /// Resamples `source` (`width` × `height` premultiplied RGBA, rows top down) whose top-left
    /// corner lies at `originX`, `originY` grid steps from destination pixel (0, 0), each source
    /// pixel `step` steps wide and tall, each destination pixel `unit` steps. Nil when empty.
    static func resample(_ source: [UInt8], width: Int, height: Int, originX: Int, originY: Int,
                         step: Int, unit: Int) -> Placed? {
        resample(source, width: width, height: height, originX: originX, originY: originY, stepX: step, stepY: step, unitX: unit, unitY: unit)
    }

    /// How a destination pixel reads the source.
    enum Filter {
        /// The mean of the source it covers (emoji strikes, which CoreText draws so).
        case area
        /// The source sampled at the pixel's centre between its four nearest pixels (edges
        /// clamped), times the share of the pixel the image covers: how Core Animation draws a
        /// raster `Image` scaled on iOS (its layer's linear filter, no mipmaps). Measured on SBB's
        /// references (a 1,833 × 656 px illustration drawn 989 × 354 px): the mean channel
        /// difference to iOS fell from 2.13 (area) to 0.58, pixels off by more than 10 from
        /// 31,268 to 3,489; area averaging is blurrier than iOS.
        case bilinear
    }

    /// `resample` with a grid of its own on each axis (an image stretched to another aspect
    /// ratio): a source pixel is `stepX` × `stepY` steps, a destination pixel `unitX` × `unitY`.
    static func resample(_ source: [UInt8], width: Int, height: Int, originX: Int, originY: Int,
                         stepX: Int, stepY: Int, unitX: Int, unitY: Int, filter: Filter = .area) -> Placed? {
        guard width > 0, height > 0, stepX > 0, stepY > 0, unitX > 0, unitY > 0, source.count == width * height * 4 else { return nil }
        let columns = Taps(origin: originX, count: width, step: stepX, unit: unitX, filter: filter)
        let rows = Taps(origin: originY, count: height, step: stepY, unit: unitY, filter: filter)
        guard let dw = columns.count, let dh = rows.count, var image = Pixmap(width: dw, height: dh) else { return nil }
        // Horizontal pass into one row of sums per source row (≤ 255 × the axis's weight
        // total each), then the vertical pass divides by both totals once, rounded half up.
        var horizontal = [Int](repeating: 0, count: height * dw * 4)
        let denominator = columns.denominator * rows.denominator, half = denominator / 2
        source.withUnsafeBufferPointer { src in
            horizontal.withUnsafeMutableBufferPointer { sums in
                for r in 0..<height {
                    for x in 0..<dw {
                        var acc = (0, 0, 0, 0)
                        for t in columns.range(x) {
                            let w = columns.weights[t], s = (r * width + columns.sources[t]) * 4
                            acc.0 += Int(src[s]) * w; acc.1 += Int(src[s + 1]) * w
                            acc.2 += Int(src[s + 2]) * w; acc.3 += Int(src[s + 3]) * w
                        }
                        let d = (r * dw + x) * 4
                        sums[d] = acc.0; sums[d + 1] = acc.1; sums[d + 2] = acc.2; sums[d + 3] = acc.3
                    }
                }
            }
        }
        horizontal.withUnsafeBufferPointer { sums in
            image.data.withUnsafeMutableBufferPointer { dst in
                for y in 0..<dh {
                    for x in 0..<dw {
                        var acc = (0, 0, 0, 0)
                        for t in rows.range(y) {
                            let w = rows.weights[t], s = (rows.sources[t] * dw + x) * 4
                            acc.0 += sums[s] * w; acc.1 += sums[s + 1] * w; acc.2 += sums[s + 2] * w; acc.3 += sums[s + 3] * w
                        }
                        let d = (y * dw + x) * 4
                        dst[d] = UInt8((acc.0 + half) / denominator); dst[d + 1] = UInt8((acc.1 + half) / denominator)
                        dst[d + 2] = UInt8((acc.2 + half) / denominator); dst[d + 3] = UInt8((acc.3 + half) / denominator)
                    }
                }
            }
        }
        return Placed(x: columns.first, y: rows.first, image: image)
    }

    /// The source pixels each destination pixel of one axis covers, with their overlaps.
    struct Taps {
        /// First destination pixel touched.
        var first = 0
        /// Flattened (source index, weight) lists; destination pixel k owns `starts[k]..<starts[k + 1]`.
        var sources: [Int] = []
        var weights: [Int] = []
        var starts: [Int] = [0]
        /// Destination pixels touched; nil when none.
        var count: Int? { starts.count > 1 ? starts.count - 1 : nil }

        /// What a destination pixel's weights add up to when the image covers it: `unit` for
        /// area weights, `unit` × 256 for bilinear ones (coverage × a 1/256 blend).
        var denominator: Int

        func range(_ k: Int) -> Range<Int> { starts[k]..<starts[k + 1] }

        init(origin: Int, count: Int, step: Int, unit: Int, filter: Filter = .area) {
            denominator = filter == .area ? unit : unit * 256
            let end = origin + count * step
            first = Self.floorDiv(origin, unit)
            let last = Self.floorDiv(end - 1, unit)
            guard last >= first else { return }
            for d in first...last {
                let lo = d * unit, hi = lo + unit
                if filter == .bilinear {
                    // The pixel's centre in source pixels from the first one's centre, as the
                    // exact fraction num / den (doubled so the half-pixel centres are integers).
                    let num = (2 * lo + unit) - 2 * origin - step, den = 2 * step
                    var i0 = Self.floorDiv(num, den)
                    var f = ((num - i0 * den) * 256 + den / 2) / den
                    if f == 256 { i0 += 1; f = 0 }
                    if i0 < 0 { i0 = 0; f = 0 }
                    if i0 >= count - 1 { i0 = count - 1; f = 0 }
                    let coverage = min(hi, end) - max(lo, origin)
                    if coverage > 0 {
                        sources.append(i0)
                        weights.append(coverage * (256 - f))
                        if f > 0 {
                            sources.append(i0 + 1)
                            weights.append(coverage * f)
                        }
                    }
                    starts.append(sources.count)
                    continue
                }
                // Source pixels overlapping [lo, hi): from the one containing lo to the one containing hi − 1.
                let s0 = max(0, Self.floorDiv(lo - origin, step)), s1 = min(count - 1, Self.floorDiv(hi - 1 - origin, step))
                if s0 <= s1 {
                    for s in s0...s1 {
                        let a = origin + s * step
                        let overlap = min(hi, a + step) - max(lo, a)
                        if overlap > 0 {
                            sources.append(s)
                            weights.append(overlap)
                        }
                    }
                }
                starts.append(sources.count)
            }
        }

        /// ⌊a / b⌋ for b > 0 (Swift's `/` rounds toward zero).
        static func floorDiv(_ a: Int, _ b: Int) -> Int {
            a >= 0 ? a / b : -((-a + b - 1) / b)
        }
    }
}
