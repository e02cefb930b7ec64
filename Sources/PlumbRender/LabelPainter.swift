import PlumbModel
import PlumbRaster
import PlumbText

/// Draws a single line of UI text (labels on contact sheets) with the same shaping and glyph
/// rasterization as component text.
struct LabelPainter {
    let text: TextLayoutEngine
    let glyphs: GlyphRasterizer

    /// Width in pixels of `string` at `size` points and `scale`.
    func width(_ string: String, size: Double, weight: FontWeight, scale: Double) throws -> Double {
        try text.layout(string, font: ResolvedFont(size: size, weight: weight)).width * scale
    }

    /// Draws `string` with its top-left at pixel (x, y).
    func draw(_ string: String, size: Double, weight: FontWeight, color: Color8, x: Double, y: Double, scale: Double,
              on canvas: inout Canvas) throws {
        let font = ResolvedFont(size: size, weight: weight)
        let layout = try text.layout(string, font: font)
        let face = try text.library.face(path: layout.facePath)
        for line in layout.lines {
            for g in line.glyphs {
                let px = x + (line.x + g.x) * scale, py = y + (line.baselineY - g.y) * scale
                if let m = glyphs.mask(face: face, glyph: g.glyphID, sizePixels: size * scale, x: px, y: py) {
                    canvas.fill(mask: m, shader: .solid(color))
                }
            }
        }
    }
}
