/// The current path of a PDF content stream (`m l c v y h re`), written as SVG path data in
/// the image's viewBox as it is built: each point goes through the current matrix when its
/// operator is read, as PDF defines.
struct PDFPath {
    /// SVG path data, absolute commands.
    private(set) var data = ""
    /// Whether any segment was drawn (a lone move paints nothing).
    private(set) var hasSegments = false
    private(set) var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    /// Whether the path is one axis-aligned rectangle so far (for clips that change nothing).
    private var corners: [(Double, Double)] = []
    private var onlyLines = true
    private var subpaths = 0
    /// The current point and the current subpath's start, in viewBox units.
    private(set) var current: (x: Double, y: Double)?
    private var start: (x: Double, y: Double)?

    var isEmpty: Bool { data.isEmpty }

    /// Whether every coordinate is finite (a huge `cm` can overflow).
    var isFinite: Bool { data.isEmpty || (minX.isFinite && minY.isFinite && maxX.isFinite && maxY.isFinite) }

    mutating func move(_ p: (x: Double, y: Double)) {
        data += "M" + Self.n(p.x) + " " + Self.n(p.y)
        include(p)
        subpaths += 1
        corners = corners.isEmpty ? [p] : corners
        if subpaths > 1 { onlyLines = false }
        current = p
        start = p
    }

    /// Returns false when there is no current point (the operator is ignored, as PDF readers do).
    mutating func line(_ p: (x: Double, y: Double)) -> Bool {
        guard current != nil else { return false }
        data += "L" + Self.n(p.x) + " " + Self.n(p.y)
        include(p)
        if onlyLines { corners.append(p) }
        hasSegments = true
        current = p
        return true
    }

    /// A cubic Bézier from the current point; `c1` nil means the current point (`v`).
    mutating func curve(_ c1: (x: Double, y: Double)?, _ c2: (x: Double, y: Double), _ p: (x: Double, y: Double)) -> Bool {
        guard let from = current else { return false }
        let c1 = c1 ?? from
        data += "C" + [c1.x, c1.y, c2.x, c2.y, p.x, p.y].map(Self.n).joined(separator: " ")
        include(c1)
        include(c2)
        include(p)
        onlyLines = false
        hasSegments = true
        current = p
        return true
    }

    mutating func close() {
        guard current != nil else { return }
        data += "Z"
        current = start
    }

    /// The path's bounds when it is a single rectangle with axis-aligned sides, else nil.
    var rectangle: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        guard onlyLines, subpaths == 1, corners.count >= 4, corners.count <= 5 else { return nil }
        let eps = 1e-6
        for (x, y) in corners {
            guard abs(x - minX) < eps || abs(x - maxX) < eps, abs(y - minY) < eps || abs(y - maxY) < eps else { return nil }
        }
        // Consecutive corners share an x or a y (no diagonal sides).
        for i in 1..<corners.count where abs(corners[i].0 - corners[i - 1].0) > eps && abs(corners[i].1 - corners[i - 1].1) > eps { return nil }
        return (minX, minY, maxX, maxY)
    }

    private mutating func include(_ p: (x: Double, y: Double)) {
        minX = min(minX, p.x); maxX = max(maxX, p.x)
        minY = min(minY, p.y); maxY = max(maxY, p.y)
    }

    /// A coordinate rounded to 1/10 000 of a unit (a PDF's 6 decimals after a transform are
    /// noise at icon sizes) and written as short as it reads.
    static func n(_ v: Double) -> String {
        let r = (v * 10_000).rounded() / 10_000
        return SVGShapePath.n(r == 0 ? 0 : r)
    }
}
