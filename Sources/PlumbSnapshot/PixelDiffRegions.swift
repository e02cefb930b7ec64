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
    private var count: [Int32]
    private var minX: [Int32], minY: [Int32], maxX: [Int32], maxY: [Int32]

    init(width: Int, height: Int) {
        columns = (width + (1 << Self.shift) - 1) >> Self.shift
        rows = (height + (1 << Self.shift) - 1) >> Self.shift
        let n = columns * rows
        count = [Int32](repeating: 0, count: n)
        minX = [Int32](repeating: .max, count: n)
        minY = [Int32](repeating: .max, count: n)
        maxX = [Int32](repeating: -1, count: n)
        maxY = [Int32](repeating: -1, count: n)
    }

    @inline(__always)
    mutating func add(x: Int, y: Int) {
        let c = (y >> Self.shift) * columns + (x >> Self.shift)
        let x32 = Int32(truncatingIfNeeded: x), y32 = Int32(truncatingIfNeeded: y)
        count[c] &+= 1
        if x32 < minX[c] { minX[c] = x32 }
        if x32 > maxX[c] { maxX[c] = x32 }
        if y32 < minY[c] { minY[c] = y32 }
        if y32 > maxY[c] { maxY[c] = y32 }
    }

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
        Box(minX: Int(minX[c]), minY: Int(minY[c]), maxX: Int(maxX[c]), maxY: Int(maxY[c]), pixels: Int(count[c]))
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
        var seen = [Bool](repeating: false, count: count.count)
        var stack: [Int] = []
        var boxes: [Box] = []
        for start in 0..<count.count where count[start] > 0 && !seen[start] {
            seen[start] = true
            stack.append(start)
            var box = cellBox(start)
            box.pixels = 0
            while let c = stack.popLast() {
                box.formUnion(cellBox(c))
                let cx = c % columns, cy = c / columns
                for ny in max(cy - 1, 0)...min(cy + 1, rows - 1) {
                    for nx in max(cx - 1, 0)...min(cx + 1, columns - 1) {
                        let n = ny * columns + nx
                        if count[n] > 0 && !seen[n] {
                            seen[n] = true
                            stack.append(n)
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
