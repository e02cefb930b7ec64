/// Exact-area anti-aliased scan conversion of filled paths into coverage masks.
///
/// Every pixel gets the area of the pixel square covered by the (flattened) path — not a
/// supersampled estimate. The method is the signed-area accumulation of font rasterizers
/// (font-rs, stb_truetype v2): each edge adds, to the cells of each scanline it crosses, the
/// signed area it sweeps to its right within that row, written as differences between
/// neighbouring cells; a left-to-right running sum of a row then yields, per pixel, the signed
/// winding area (winding number × covered fraction, summed over edges).
///
/// The fill rule is applied to that per-pixel sum:
/// - non-zero: coverage = min(|sum|, 1);
/// - even-odd: coverage = |sum| folded to a 0…1 triangle wave (0→0, 1→1, 2→0, 3→1 …).
///
/// Both are exact wherever no two edges of opposite sense to the rule (e.g. an even-odd hole
/// boundary and its outer boundary) cross the same pixel. Where they do — contours that
/// intersect or nearly touch inside one pixel — the sum mixes their areas before the rule is
/// applied, so the result is an approximation (the standard one for this method; a truly exact
/// answer would need polygon clipping per pixel).
///
/// Coverage bytes are round-half-up: byte = ⌊coverage × 255 + 0.5⌋, so a fully covered pixel
/// is 255 and 0.75 coverage gives 191.
///
/// Sparse: edges mark the cells they write in a per-row bitset, and the sweep visits only
/// marked cells. Between two marked cells the running sum does not change, so that stretch is
/// one span of constant coverage (an interior of 255, or of 0 which is skipped) emitted whole;
/// a canvas fill paints it with a span fill instead of pixel by pixel. The bytes are exactly
/// those of a dense left-to-right sweep (adding the skipped zero cells would not change the sum).
///
/// Memory: rows are rasterized in bands — one `Double` cell per pixel of a band of the clipped
/// bounds (plus two per row; about 256 KB, at least 8 rows) and one bit per cell — bounded by
/// the canvas, never by the path's coordinates; a canvas keeps them between fills
/// (`RasterScratch`), zeroed again by the sweep as it reads them. The spans and edge bytes
/// of the whole fill are kept until it is painted.
///
/// Determinism: only `Double` arithmetic, edges visited in path order, rows summed left to
/// right — the same input gives the same bytes everywhere.
public enum Rasterizer {
    /// The fraction of the requested tolerance used when flattening curves for filling (see
    /// `fill`): curves are flattened within `tolerance × flatteningAccuracy` pixels — 1/64 px
    /// at the default tolerance. A chord can cost a pixel its deviation in coverage where a
    /// gently curved edge runs along a pixel row: 1/32 px (the accuracy before, 0.25) left 616
    /// pixels of the render benchmark more than 6/255 from a 16 × 16 supersampled reference;
    /// 1/64 px leaves none but where contours overlap (issue 14), at the same speed.
    public static let flatteningAccuracy = 0.125

    /// Rasterizes `path` (mapped through `transform`, then flattened within `tolerance` px —
    /// in fact within `tolerance × flatteningAccuracy`, to keep the inscribed-chord area bias
    /// small) into a coverage mask clipped to the canvas (0, 0, width, height).
    ///
    /// The mask covers the pixel bounds of the path intersected with the canvas, so memory and
    /// time are bounded by the canvas however large or far away the path is. Contours containing
    /// NaN or infinite points are ignored.
    ///
    /// - Returns: nil when nothing of the path lands on the canvas (empty, fully outside, zero
    ///   area, or an invalid canvas size).
    public static func fill(_ path: Path, rule: FillRule, width: Int, height: Int,
                            transform: Transform = .identity, tolerance: Double = 0.125) -> Mask? {
        var scratch = RasterScratch()
        guard let bounds = rasterize(path, rule: rule, width: width, height: height, transform: transform,
                                     tolerance: tolerance, scratch: &scratch) else { return nil }
        return mask(scratch, bounds: bounds)
    }

    /// `fill`'s work without the dense mask: the coverage as spans in `scratch` (mask-local
    /// coordinates), and the mask's bounds on the canvas; nil when no byte is non-zero.
    static func rasterize(_ path: Path, rule: FillRule, width: Int, height: Int, transform: Transform = .identity,
                          tolerance: Double = 0.125, scratch: inout RasterScratch) -> PixelRect? {
        guard width > 0, height > 0, width <= Pixmap.maxSide, height <= Pixmap.maxSide,
              !path.isEmpty else { return nil }
        let device = transform.isIdentity ? path : path.transformed(by: transform)
        let canvasW = Double(width), canvasH = Double(height)
        // Chords of a convex curve all lie on its inside, so a deviation d shrinks a filled
        // shape by about ⅔·d·perimeter: at 1/8 px that is 0.8 % of a radius-20 circle, visibly
        // lighter edges. Flattening at an eighth of the tolerance keeps that bias under 0.1 %
        // while still honouring "deviation ≤ tolerance".
        let tol = (tolerance.isFinite && tolerance > 0) ? tolerance : Flattener.defaultTolerance
        let contours = Flattener.flatten(device, tolerance: tol * Self.flatteningAccuracy,
                                         cull: .init(minX: 0, minY: 0, maxX: canvasW, maxY: canvasH))

        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        for contour in contours {
            for p in contour {
                minX = min(minX, p.x); maxX = max(maxX, p.x)
                minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        // Clamp in Double before converting so 1e300 never reaches Int(_:).
        func clamp(_ v: Double, _ hi: Double) -> Int { Int(min(max(v, 0), hi)) }
        let x0 = clamp(minX.rounded(.down), canvasW), x1 = clamp(maxX.rounded(.up), canvasW)
        let y0 = clamp(minY.rounded(.down), canvasH), y1 = clamp(maxY.rounded(.up), canvasH)
        guard x1 > x0, y1 > y0 else { return nil }
        let w = x1 - x0, h = y1 - y0
        let ox = Double(x0), oy = Double(y0)

        scratch.spans.removeAll(keepingCapacity: true)
        scratch.bytes.removeAll(keepingCapacity: true)
        // Two spare cells per row: an edge at the right border (x = w) writes to cells w, w+1.
        // Rows are rasterized in bands of about 256 KB of cells, so the buffers stay in cache and
        // a fresh canvas zeroes a band, not the whole bounds.
        let stride = w + 2, words = (stride + 63) >> 6
        let bandRows = min(h, max(8, Self.bandCells / stride))
        // Both buffers are all zero at rest, so a larger one replaces a smaller one without copying.
        if scratch.cells.count < stride * bandRows { scratch.cells = [Double](repeating: 0, count: stride * bandRows) }
        if scratch.touched.count < words * bandRows { scratch.touched = [UInt64](repeating: 0, count: words * bandRows) }
        var any = false
        scratch.cells.withUnsafeMutableBufferPointer { cells in
            scratch.touched.withUnsafeMutableBufferPointer { touched in
                for band in Swift.stride(from: 0, to: h, by: bandRows) {
                    let end = min(band + bandRows, h)
                    let acc = CellAccumulator(cells: cells.baseAddress!, touched: touched.baseAddress!, stride: stride,
                                              words: words, width: Double(w), bandTop: Double(band),
                                              bandBottom: Double(end), firstRow: band)
                    for contour in contours {
                        var prev = contour[contour.count - 1]   // implicit closing edge first
                        for p in contour {
                            acc.addEdge(Point(prev.x - ox, prev.y - oy), Point(p.x - ox, p.y - oy))
                            prev = p
                        }
                    }
                    if sweep(cells: cells.baseAddress!, touched: touched.baseAddress!, stride: stride, words: words,
                             width: w, rows: band..<end, evenOdd: rule == .evenOdd,
                             spans: &scratch.spans, bytes: &scratch.bytes) { any = true }
                }
            }
        }
        return any ? PixelRect(x0: x0, y0: y0, x1: x1, y1: y1) : nil
    }

    /// Coverage byte of a running sum under the fill rule (see the type's documentation).
    @inline(__always)
    static func coverageByte(_ sum: Double, evenOdd: Bool) -> UInt8 {
        var a = abs(sum)
        if evenOdd {
            a -= 2 * (a * 0.5).rounded(.down)
            if a > 1 { a = 2 - a }
        } else if a > 1 {
            a = 1
        }
        return UInt8(a * 255 + 0.5)
    }

    /// Cells per band (see `rasterize`): 256 KB of `Double`s.
    static let bandCells = 1 << 15

    /// Running sums over the marked cells of each row of a band (`cells` and `touched` start at
    /// its first row), clearing cells and marks as it goes; appends the rows' spans. Returns
    /// whether any coverage byte is non-zero.
    private static func sweep(cells: UnsafeMutablePointer<Double>, touched: UnsafeMutablePointer<UInt64>,
                              stride: Int, words: Int, width w: Int, rows: Range<Int>, evenOdd: Bool,
                              spans: inout [CoverageSpan], bytes: inout [UInt8]) -> Bool {
        var any = false
        for row in rows {
            let cellRow = cells + (row - rows.lowerBound) * stride, marks = touched + (row - rows.lowerBound) * words
            var sum = 0.0
            var byte: UInt8 = 0
            var next = 0                 // first column not yet emitted
            var openEdge = false         // the last span is a varying one ending at `next`
            for word in 0..<words {
                var bits = marks[word]
                if bits == 0 { continue }
                marks[word] = 0
                while bits != 0 {
                    let col = word << 6 + bits.trailingZeroBitCount
                    bits &= bits - 1
                    let v = cellRow[col]
                    cellRow[col] = 0
                    if col >= w { continue }   // spare cells: cleared, never shown
                    if col > next {
                        // Unmarked cells in between: the sum, hence the byte, held still.
                        if byte != 0 {
                            spans.append(CoverageSpan(y: row, x: next, count: col - next, value: Int(byte), offset: 0))
                        }
                        openEdge = false
                    }
                    sum += v
                    byte = coverageByte(sum, evenOdd: evenOdd)
                    if byte != 0 { any = true }
                    if openEdge {
                        spans[spans.count - 1].count += 1
                    } else {
                        spans.append(CoverageSpan(y: row, x: col, count: 1, value: CoverageSpan.varying, offset: bytes.count))
                        openEdge = true
                    }
                    bytes.append(byte)
                    next = col + 1
                }
            }
            if next < w && byte != 0 {
                spans.append(CoverageSpan(y: row, x: next, count: w - next, value: Int(byte), offset: 0))
            }
        }
        return any
    }

    /// The dense mask of a sweep's spans over `bounds`.
    static func mask(_ scratch: RasterScratch, bounds: PixelRect) -> Mask {
        let w = bounds.width
        var coverage = [UInt8](repeating: 0, count: w * bounds.height)
        coverage.withUnsafeMutableBufferPointer { dst in
            scratch.bytes.withUnsafeBufferPointer { bytes in
                for s in scratch.spans {
                    let start = dst.baseAddress! + s.y * w + s.x
                    if s.value == CoverageSpan.varying {
                        start.update(from: bytes.baseAddress! + s.offset, count: s.count)
                    } else {
                        start.update(repeating: UInt8(s.value), count: s.count)
                    }
                }
            }
        }
        return Mask(x: bounds.x0, y: bounds.y0, width: w, height: bounds.height, coverage: coverage)
    }
}
