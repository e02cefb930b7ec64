import PlumbModel
import PlumbRaster
import PlumbText

/// One PNG per design system showing every component and variant, one row each, with a cell
/// per appearance side by side, labelled — the gallery a reviewer compares with the seed.
public struct ContactSheet: Sendable {
    /// A labelled row of images (nil where an appearance is not rendered).
    public struct Row: Sendable {
        public var label: String
        public var detail: String
        public var cells: [Pixmap?]

        public init(label: String, detail: String, cells: [Pixmap?]) {
            self.label = label
            self.detail = detail
            self.cells = cells
        }
    }

    public var title: String
    public var columns: [String]
    public var rows: [Row]
    /// Each column's cell background (the appearance's page colour).
    public var columnBackgrounds: [RGBA]

    public init(title: String, columns: [String], rows: [Row], columnBackgrounds: [RGBA]) {
        self.title = title
        self.columns = columns
        self.rows = rows
        self.columnBackgrounds = columnBackgrounds
    }

    /// Composes the sheet at `scale` pixels per point. Layout (points): 24 margin, a 220 label
    /// column, cells as wide as the widest image of their column plus 32, rows as tall as their
    /// tallest image plus 32.
    public func compose(scale: Int, fonts: FontLibrary, glyphs: GlyphRasterizer) throws -> Pixmap {
        let s = Double(scale)
        let margin = 24 * s, labelWidth = 220 * s, pad = 16 * s, header = 72 * s
        var colWidths = [Double](repeating: 120 * s, count: columns.count)
        var rowHeights: [Double] = []
        for row in rows {
            var h = 44 * s
            for (c, cell) in row.cells.enumerated() where c < colWidths.count {
                guard let p = cell else { continue }
                colWidths[c] = max(colWidths[c], Double(p.width) + 2 * pad)
                h = max(h, Double(p.height) + 2 * pad)
            }
            rowHeights.append(h)
        }
        let width = Int(2 * margin + labelWidth + colWidths.reduce(0, +))
        let height = Int(2 * margin + header + rowHeights.reduce(0, +) + Double(max(rows.count - 1, 0)) * 8 * s)
        guard let pixmap = Pixmap(width: width, height: height) else {
            throw PlumbError("contact sheet of \(width) × \(height) px is too large")
        }
        var canvas = Canvas(pixmap: pixmap)
        canvas.pixmap.fill(Color8(r: 229, g: 229, b: 234, a: 255))
        let painter = LabelPainter(text: TextLayoutEngine(library: fonts), glyphs: glyphs)
        let ink = Color8(r: 28, g: 28, b: 30, a: 255), grey = Color8(r: 99, g: 99, b: 102, a: 255)
        try painter.draw(title, size: 22, weight: .bold, color: ink, x: margin, y: margin, scale: s, on: &canvas)
        var x = margin + labelWidth
        for (c, name) in columns.enumerated() {
            try painter.draw(name, size: 13, weight: .semibold, color: grey, x: x + pad, y: margin + 40 * s, scale: s, on: &canvas)
            x += colWidths[c]
        }
        var y = margin + header
        for (r, row) in rows.enumerated() {
            try painter.draw(row.label, size: 15, weight: .semibold, color: ink, x: margin, y: y + pad, scale: s, on: &canvas)
            try painter.draw(row.detail, size: 13, weight: .regular, color: grey, x: margin, y: y + pad + 22 * s, scale: s, on: &canvas)
            var cx = margin + labelWidth
            for (c, cell) in row.cells.enumerated() where c < colWidths.count {
                let bg = columnBackgrounds[c % columnBackgrounds.count]
                let rect = Path.rect(x: cx, y: y, width: colWidths[c] - 8 * s, height: rowHeights[r])
                canvas.fill(rect, shader: .solid(Color8(straightR: bg.r, g: bg.g, b: bg.b, a: bg.a)))
                if let p = cell {
                    canvas.draw(pixmap: p, x: Int(cx + pad), y: Int(y + pad))
                }
                cx += colWidths[c]
            }
            y += rowHeights[r] + 8 * s
        }
        return canvas.pixmap
    }
}
