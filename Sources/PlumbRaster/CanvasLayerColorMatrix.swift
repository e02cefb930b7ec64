extension Canvas {
    /// Applies a 4 × 5 colour matrix to the drawn rectangle of a popped layer, in place:
    /// each pixel is un-premultiplied to 0…1, multiplied (`[r g b a 1]` by the rows), clamped
    /// and premultiplied again, rounding half up. A matrix that gives alpha to transparent
    /// pixels (`luminanceToAlpha` does not; a constant in the alpha row would) only acts where
    /// the layer was drawn: the rest of the canvas is not the view.
    func filterLayer(_ layer: inout CanvasLayer, _ m: [Double]) {
        guard !layer.isEmpty, m.count == 20 else { return }
        let w = width, x0 = layer.x0, x1 = layer.x1, y0 = layer.y0, y1 = layer.y1
        let k = m.map { Float($0) }
        layer.data.withUnsafeMutableBufferPointer { buf in
            for y in y0..<y1 {
                var i = (y * w + x0) * 4
                for _ in x0..<x1 {
                    let a8 = buf[i + 3]
                    if a8 != 0 {
                        let a = Float(a8) / 255
                        let r = Float(buf[i]) / 255 / a, g = Float(buf[i + 1]) / 255 / a, b = Float(buf[i + 2]) / 255 / a
                        func row(_ o: Int) -> Float { min(max(k[o] * r + k[o + 1] * g + k[o + 2] * b + k[o + 3] * a + k[o + 4], 0), 1) }
                        let na = row(15)
                        buf[i] = UInt8(row(0) * na * 255 + 0.5)
                        buf[i + 1] = UInt8(row(5) * na * 255 + 0.5)
                        buf[i + 2] = UInt8(row(10) * na * 255 + 0.5)
                        buf[i + 3] = UInt8(na * 255 + 0.5)
                    }
                    i += 4
                }
            }
        }
    }
}
