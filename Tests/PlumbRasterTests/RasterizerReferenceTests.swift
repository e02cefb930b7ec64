@testable import PlumbRaster

// The rasterizer and fill as they were before the sparse span rewrite (issue 14): a dense
// `Double` cell per pixel of the bounds, a coverage byte per pixel, and a per-pixel blend.
// Kept verbatim as the reference the fast paths must match byte for byte.

/// The pre-span canvas fill: dense mask, then every pixel blended with `Compositing.sourceOver`
/// at coverage × clip (div255), colours from `Shader.color(atX:y:)`.
enum ReferenceCanvas {
    static func fill(_ pixmap: inout Pixmap, _ path: Path, rule: FillRule = .nonZero, shader: Shader,
                     transform: Transform = .identity, clip: Mask? = nil) {
        guard let mask = ReferenceRasterizer.fill(path, rule: rule, width: pixmap.width, height: pixmap.height,
                                                  transform: transform) else { return }
        for y in mask.y..<(mask.y + mask.height) {
            for x in mask.x..<(mask.x + mask.width) {
                var c = UInt32(mask.value(atX: x, y: y))
                if let clip { c = Compositing.div255(c * UInt32(clip.value(atX: x, y: y))) }
                if c == 0 { continue }
                pixmap[x, y] = Compositing.sourceOver(shader.color(atX: x, y: y), coverage: UInt8(c), onto: pixmap[x, y])
            }
        }
    }
}

enum ReferenceRasterizer {
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
    static func fill(_ path: Path, rule: FillRule, width: Int, height: Int,
                            transform: Transform = .identity, tolerance: Double = 0.125) -> Mask? {
        guard width > 0, height > 0, width <= Pixmap.maxSide, height <= Pixmap.maxSide,
              !path.isEmpty else { return nil }
        let device = transform.isIdentity ? path : path.transformed(by: transform)
        let canvasW = Double(width), canvasH = Double(height)
        // Chords of a convex curve all lie on its inside, so a deviation d shrinks a filled
        // shape by about ⅔·d·perimeter: at 1/8 px that is 0.8 % of a radius-20 circle, visibly
        // lighter edges. Flattening at a quarter of the tolerance keeps that bias under 0.2 %
        // while still honouring "deviation ≤ tolerance".
        let tol = (tolerance.isFinite && tolerance > 0) ? tolerance : Flattener.defaultTolerance
        let contours = Flattener.flatten(device, tolerance: tol * Rasterizer.flatteningAccuracy,
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

        // Two spare cells per row: an edge at the right border (x = w) writes to cells w, w+1.
        let stride = w + 2
        var cells = [Double](repeating: 0, count: stride * h)
        cells.withUnsafeMutableBufferPointer { buf in
            let acc = ReferenceCellAccumulator(cells: buf, stride: stride, width: Double(w), height: Double(h))
            for contour in contours {
                var prev = contour[contour.count - 1]   // implicit closing edge first
                for p in contour {
                    acc.addEdge(Point(prev.x - ox, prev.y - oy), Point(p.x - ox, p.y - oy))
                    prev = p
                }
            }
        }

        var coverage = [UInt8](repeating: 0, count: w * h)
        var any = false
        cells.withUnsafeBufferPointer { src in
            coverage.withUnsafeMutableBufferPointer { dst in
                let evenOdd = rule == .evenOdd
                for row in 0..<h {
                    var sum = 0.0
                    let s = row * stride, d = row * w
                    for col in 0..<w {
                        sum += src[s + col]
                        var a = abs(sum)
                        if evenOdd {
                            a -= 2 * (a * 0.5).rounded(.down)
                            if a > 1 { a = 2 - a }
                        } else if a > 1 {
                            a = 1
                        }
                        let byte = UInt8(a * 255 + 0.5)
                        dst[d + col] = byte
                        if byte != 0 { any = true }
                    }
                }
            }
        }
        guard any else { return nil }
        return Mask(x: x0, y: y0, width: w, height: h, coverage: coverage)
    }
}

/// Adds edges' signed areas to a row-major grid of cells (see `Rasterizer`). Coordinates are
/// local to the mask: x in 0…width, y in 0…height after clipping.
private struct ReferenceCellAccumulator {
    let cells: UnsafeMutableBufferPointer<Double>
    let stride: Int
    let width: Double
    let height: Double

    /// Adds one edge, first split where it crosses x = 0 and x = width so each piece lies in a
    /// single band. A piece left of the mask becomes a vertical edge on x = 0 (it still adds
    /// winding to every pixel to its right — exact), a piece right of it a vertical edge on
    /// x = width (invisible). Rows outside 0…height are skipped.
    func addEdge(_ p: Point, _ q: Point) {
        if p.y == q.y { return }   // horizontal edges sweep no area
        let dx = q.x - p.x
        var t1 = 2.0, t2 = 2.0
        if dx != 0 {
            let ta = -p.x / dx, tb = (width - p.x) / dx
            if ta > 0 && ta < 1 { t1 = ta }
            if tb > 0 && tb < 1 { if t1 > 1 { t1 = tb } else { t2 = tb } }
            if t2 < t1 { swap(&t1, &t2) }
        }
        if t1 > 1 { addClamped(p, q); return }
        let dy = q.y - p.y
        let m1 = Point(p.x + dx * t1, p.y + dy * t1)
        addClamped(p, m1)
        if t2 > 1 { addClamped(m1, q); return }
        let m2 = Point(p.x + dx * t2, p.y + dy * t2)
        addClamped(m1, m2)
        addClamped(m2, q)
    }

    private func addClamped(_ a: Point, _ b: Point) {
        let ax = min(max(a.x, 0), width), bx = min(max(b.x, 0), width)
        let dir: Double
        let top: Point, bottom: Point
        if a.y < b.y {
            dir = 1; top = Point(ax, a.y); bottom = Point(bx, b.y)
        } else if a.y > b.y {
            dir = -1; top = Point(bx, b.y); bottom = Point(ax, a.y)
        } else {
            return
        }
        let yStart = max(top.y, 0), yEnd = min(bottom.y, height)
        guard yStart < yEnd else { return }
        let spanY = bottom.y - top.y, spanX = bottom.x - top.x
        let xLo = min(top.x, bottom.x), xHi = max(top.x, bottom.x)
        // x at height y, by interpolation (t ∈ 0…1 cannot overflow even for huge slopes).
        func x(at y: Double) -> Double {
            if y <= top.y { return top.x }
            if y >= bottom.y { return bottom.x }
            return min(max(top.x + spanX * ((y - top.y) / spanY), xLo), xHi)
        }
        let firstRow = Int(yStart.rounded(.down)), endRow = Int(yEnd.rounded(.up))
        var ya = yStart
        var xa = x(at: ya)
        for row in firstRow..<endRow {
            let yb = min(yEnd, Double(row + 1))
            let xb = x(at: yb)
            if yb > ya { addRowPiece(row: row, xa: xa, ya: ya, xb: xb, yb: yb, dir: dir) }
            ya = yb
            xa = xb
        }
    }

    /// One edge piece inside one scanline. Within a single pixel column c, a straight piece
    /// that descends by d (signed by direction) covers, of pixel c, the trapezoid right of it:
    /// d · (c + 1 − x̄), x̄ being its mean x; every pixel further right gets all of d. Stored as
    /// differences: cell c += d·(c + 1 − x̄), cell c+1 += d·(x̄ − c). A piece crossing several
    /// columns is cut at each integer x.
    private func addRowPiece(row: Int, xa: Double, ya: Double, xb: Double, yb: Double, dir: Double) {
        let base = row * stride
        let lo = min(xa, xb), hi = max(xa, xb)
        let c0 = Int(lo.rounded(.down)), c1 = Int(hi.rounded(.up))
        if c1 - c0 <= 1 {
            let d = (yb - ya) * dir
            let xm = 0.5 * (xa + xb) - Double(c0)
            cells[base + c0] += d * (1 - xm)
            cells[base + c0 + 1] += d * xm
            return
        }
        let dydx = (yb - ya) / (xb - xa)
        var xPrev = xa, yPrev = ya
        if xa < xb {
            var c = c0
            while c < c1 {
                let last = c + 1 >= c1
                let xNext = last ? xb : Double(c + 1)
                let yNext = last ? yb : ya + (xNext - xa) * dydx
                let d = (yNext - yPrev) * dir
                let xm = 0.5 * (xPrev + xNext) - Double(c)
                cells[base + c] += d * (1 - xm)
                cells[base + c + 1] += d * xm
                xPrev = xNext; yPrev = yNext
                c += 1
            }
        } else {
            var c = c1 - 1
            while c >= c0 {
                let last = c <= c0
                let xNext = last ? xb : Double(c)
                let yNext = last ? yb : ya + (xNext - xa) * dydx
                let d = (yNext - yPrev) * dir
                let xm = 0.5 * (xPrev + xNext) - Double(c)
                cells[base + c] += d * (1 - xm)
                cells[base + c + 1] += d * xm
                xPrev = xNext; yPrev = yNext
                c -= 1
            }
        }
    }
}
