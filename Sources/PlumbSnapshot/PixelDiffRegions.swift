/// Groups counted differences into rectangles.
///
/// The image is divided into 8 × 8 cells; each cell keeps the count and exact bounding box of
/// its changed pixels (updated during the scan, no per-pixel allocation). Changed cells that
/// touch, sides or corners, form one group (so changes up to about 8–15 px apart join), whose
/// region is the union of its cells' boxes. Regions whose boxes then overlap or touch are
/// merged until none do. They are sorted by pixel count, largest first (ties top to bottom,
/// then left to right); past `maxRegions` the rest are merged into the last one.
struct PixelDiffGrid {
    static let shift = 3  // 8-pixel cells

    let columns: Int
    let rows: Int
    /// Per cell: changed-pixel count, minX, minY, maxX, maxY (inclusive; valid when count > 0).
    var cells: [Int32]

    init(width: Int, height: Int) {
        columns = (width + (1 << Self.shift) - 1) >> Self.shift
        rows = (height + (1 << Self.shift) - 1) >> Self.shift
        var cells = [Int32](repeating: 0, count: columns * rows * 5)
        for c in 0..<(columns * rows) {
            cells[c * 5 + 1] = .max; cells[c * 5 + 2] = .max; cells[c * 5 + 3] = -1; cells[c * 5 + 4] = -1
        }
        self.cells = cells
    }

    /// Records a changed pixel in `cells` (a pointer to `self.cells`, taken once for the scan).
    @inline(__always)
    static func add(_ cells: UnsafeMutablePointer<Int32>, columns: Int, x: Int, y: Int) {
        let c = cells + ((y >> shift) * columns + (x >> shift)) * 5
        let x32 = Int32(truncatingIfNeeded: x), y32 = Int32(truncatingIfNeeded: y)
        c[0] &+= 1
        if x32 < c[1] { c[1] = x32 }
        if y32 < c[2] { c[2] = y32 }
        if x32 > c[3] { c[3] = x32 }
        if y32 > c[4] { c[4] = y32 }
    }

    /// Records `count` changed pixels of row `y`, between `minX` and `maxX`, all in `cell`
    /// (the scan's 8-pixel chunks are cells).
    @inline(__always)
    static func add(_ cells: UnsafeMutablePointer<Int32>, cell: Int, count: Int, minX: Int, maxX: Int, y: Int) {
        let c = cells + cell &* 5
        let x0 = Int32(truncatingIfNeeded: minX), x1 = Int32(truncatingIfNeeded: maxX), y32 = Int32(truncatingIfNeeded: y)
        c[0] &+= Int32(truncatingIfNeeded: count)
        if x0 < c[1] { c[1] = x0 }
        if y32 < c[2] { c[2] = y32 }
        if x1 > c[3] { c[3] = x1 }
        if y32 > c[4] { c[4] = y32 }
    }

    mutating func add(x: Int, y: Int) {
        let columns = self.columns
        cells.withUnsafeMutableBufferPointer { Self.add($0.baseAddress!, columns: columns, x: x, y: y) }
    }

    private func count(_ c: Int) -> Int32 { cells[c * 5] }

    struct Box {
        var minX: Int, minY: Int, maxX: Int, maxY: Int  // inclusive
        var pixels: Int

        func touches(_ o: Box) -> Bool {
            minX <= o.maxX + 1 && o.minX <= maxX + 1 && minY <= o.maxY + 1 && o.minY <= maxY + 1
        }

        mutating func formUnion(_ o: Box) {
            minX = min(minX, o.minX); minY = min(minY, o.minY)
            maxX = max(maxX, o.maxX); maxY = max(maxY, o.maxY)
            pixels += o.pixels
        }

        var region: PixelDiffRegion {
            PixelDiffRegion(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1, pixelCount: pixels)
        }
    }

    private func cellBox(_ c: Int) -> Box {
        Box(minX: Int(cells[c * 5 + 1]), minY: Int(cells[c * 5 + 2]), maxX: Int(cells[c * 5 + 3]), maxY: Int(cells[c * 5 + 4]),
            pixels: Int(cells[c * 5]))
    }

    /// The regions, largest first, at most `maxRegions` (≥ 1).
    func regions(maxRegions: Int) -> [PixelDiffRegion] {
        var boxes = components()
        boxes = Self.mergeTouching(boxes)
        boxes.sort { a, b in
            if a.pixels != b.pixels { return a.pixels > b.pixels }
            if a.minY != b.minY { return a.minY < b.minY }
            return a.minX < b.minX
        }
        if boxes.count > maxRegions {
            var last = boxes[maxRegions - 1]
            for box in boxes[maxRegions...] { last.formUnion(box) }
            boxes.removeSubrange((maxRegions - 1)...)
            boxes.append(last)
        }
        return boxes.map(\.region)
    }

    /// Connected groups (8-neighbourhood) of changed cells, each as the union of its cells' boxes.
    private func components() -> [Box] {
        let n = columns * rows
        var seen = [Bool](repeating: false, count: n)
        var stack: [Int] = []
        var boxes: [Box] = []
        for start in 0..<n where count(start) > 0 && !seen[start] {
            seen[start] = true
            stack.append(start)
            var box = cellBox(start)
            box.pixels = 0
            while let c = stack.popLast() {
                box.formUnion(cellBox(c))
                let cx = c % columns, cy = c / columns
                for ny in max(cy - 1, 0)...min(cy + 1, rows - 1) {
                    for nx in max(cx - 1, 0)...min(cx + 1, columns - 1) {
                        let m = ny * columns + nx
                        if count(m) > 0 && !seen[m] {
                            seen[m] = true
                            stack.append(m)
                        }
                    }
                }
            }
            boxes.append(box)
        }
        return boxes
    }

    /// Merges boxes that overlap or touch until none do (sweep over boxes sorted by left edge).
    static func mergeTouching(_ input: [Box]) -> [Box] {
        var boxes = input
        var changed = true
        while changed && boxes.count > 1 {
            changed = false
            boxes.sort { $0.minX < $1.minX }
            var alive = [Bool](repeating: true, count: boxes.count)
            var merged: [Box] = []
            merged.reserveCapacity(boxes.count)
            for i in boxes.indices where alive[i] {
                var box = boxes[i]
                var j = i + 1
                while j < boxes.count && boxes[j].minX <= box.maxX + 1 {
                    if alive[j] && box.touches(boxes[j]) {
                        box.formUnion(boxes[j])
                        alive[j] = false
                        changed = true
                    }
                    j += 1
                }
                merged.append(box)
            }
            boxes = merged
        }
        return boxes
    }
}
