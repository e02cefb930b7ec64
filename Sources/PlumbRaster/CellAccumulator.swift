/// Adds edges' signed areas to a row-major grid of cells (see `Rasterizer`), marking each cell
/// it writes. Coordinates are local to the mask: x in 0…width after clipping; only the rows of
/// one band, `bandTop ..< bandBottom` (whole rows), are kept, `cells` and `touched` starting at
/// row `bandTop`. Every row piece is computed exactly as without bands: the same interpolation
/// at the same row boundaries.
struct CellAccumulator {
    let cells: UnsafeMutablePointer<Double>
    /// Marks, one bit per cell (`words` per row), of the cells written: what the sweep visits.
    let touched: UnsafeMutablePointer<UInt64>
    let stride: Int
    let words: Int
    let width: Double
    /// The band's first row and the row after its last, as numbers (`bandTop` is `firstRow`).
    let bandTop: Double
    let bandBottom: Double
    let firstRow: Int

    /// Adds one edge, first split where it crosses x = 0 and x = width so each piece lies in a
    /// single band. A piece left of the mask becomes a vertical edge on x = 0 (it still adds
    /// winding to every pixel to its right — exact), a piece right of it a vertical edge on
    /// x = width (invisible). Rows outside the band are skipped.
    func addEdge(_ p: Point, _ q: Point) {
        if p.y == q.y { return }   // horizontal edges sweep no area
        if max(p.y, q.y) <= bandTop || min(p.y, q.y) >= bandBottom { return }   // another band's
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
        let yStart = max(top.y, bandTop), yEnd = min(bottom.y, bandBottom)
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
        let base = (row - firstRow) * stride
        let marks = touched + (row - firstRow) * words
        let lo = min(xa, xb), hi = max(xa, xb)
        let c0 = Int(lo.rounded(.down)), c1 = Int(hi.rounded(.up))
        if c1 - c0 <= 1 {
            let d = (yb - ya) * dir
            let xm = 0.5 * (xa + xb) - Double(c0)
            cells[base + c0] += d * (1 - xm)
            mark(marks, c0)
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
                mark(marks, c)
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
                mark(marks, c)
                cells[base + c + 1] += d * xm
                xPrev = xNext; yPrev = yNext
                c -= 1
            }
        }
    }

    /// Marks cells c and c + 1 (the pair every piece writes).
    @inline(__always)
    private func mark(_ marks: UnsafeMutablePointer<UInt64>, _ c: Int) {
        marks[c >> 6] |= 1 << UInt64(c & 63)
        let d = c + 1
        marks[d >> 6] |= 1 << UInt64(d & 63)
    }
}
