/// An open opacity group: a transparent RGBA buffer the size of the canvas, and the rectangle
/// drawn into so far (so compositing and clearing it cost only what was drawn).
struct CanvasLayer: Sendable {
    var data: [UInt8]
    let opacity: Double
    var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min

    var isEmpty: Bool { x0 >= x1 || y0 >= y1 }

    mutating func include(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = min(self.x0, x0); self.y0 = min(self.y0, y0)
        self.x1 = max(self.x1, x1); self.y1 = max(self.y1, y1)
    }
}

extension Canvas {
    /// Starts a group: until the matching `popLayer`, drawing goes into a fresh transparent
    /// layer. Layers nest.
    public mutating func pushLayer(opacity: Double) {
        let data = layerPool.popLast() ?? [UInt8](repeating: 0, count: width * height * 4)
        layers.append(CanvasLayer(data: data, opacity: opacity))
    }

    /// Ends the innermost group, compositing it (source-over) onto what is below with its
    /// opacity applied once, so shapes overlapping inside the group do not show their overlap.
    /// The opacity becomes a coverage byte round-half-up(opacity × 255), clamped to 0…1
    /// (NaN = 0). Clips were applied when drawing into the layer and are not applied again.
    /// A pop without a push does nothing.
    public mutating func popLayer() {
        guard var layer = layers.popLast() else { return }
        let o = layer.opacity.isNaN ? 0 : min(max(layer.opacity, 0), 1)
        let coverage = UInt32(o * 255 + 0.5)
        if !layer.isEmpty {
            let w = width
            let lx0 = layer.x0, lx1 = layer.x1, ly0 = layer.y0, ly1 = layer.y1
            if coverage > 0 {
                withTarget { dst in
                    layer.data.withUnsafeMutableBufferPointer { src in
                        for y in ly0..<ly1 {
                            let start = (y * w + lx0) * 4
                            Compositing.blendLayerRow(src, srcStart: start, count: lx1 - lx0,
                                                      coverage: coverage, into: dst, dstStart: start)
                        }
                    }
                }
                markDrawn(x0: lx0, y0: ly0, x1: lx1, y1: ly1)
            }
            // Clear only what was drawn, then keep the buffer for the next push.
            layer.data.withUnsafeMutableBufferPointer { buf in
                for y in ly0..<ly1 {
                    (buf.baseAddress! + (y * w + lx0) * 4).update(repeating: 0, count: (lx1 - lx0) * 4)
                }
            }
        }
        layerPool.append(layer.data)
    }

    /// Records that the current target changed inside the rectangle.
    mutating func markDrawn(x0: Int, y0: Int, x1: Int, y1: Int) {
        if layers.isEmpty {
            drawnBounds = drawnBounds.union(PixelRect(x0: x0, y0: y0, x1: x1, y1: y1))
        } else {
            layers[layers.count - 1].include(x0: x0, y0: y0, x1: x1, y1: y1)
        }
    }
}
