import Foundation

/// Layers seen through a projective transform (SwiftUI's `rotation3DEffect`): what is drawn
/// into the layer is warped by a homography when the layer ends, each destination pixel
/// sampling the layer bilinearly at the point that maps onto its centre. Drawing itself stays
/// affine (paths and glyphs are exact); only the warp resamples.
extension Canvas {
    /// Starts a group that `popLayer` warps through `h` (device pixels to device pixels)
    /// before compositing it source-over.
    public mutating func pushProjectedLayer(_ h: Homography) {
        let data = layerPool.popLast() ?? [UInt8](repeating: 0, count: width * height * 4)
        var layer = CanvasLayer(data: data, opacity: 1)
        layer.projection = h
        layers.append(layer)
    }

    /// Replaces the layer's content by its image through `h`, within the canvas and the clip.
    /// A singular transform, or one that puts everything behind the eye, leaves nothing.
    mutating func projectLayer(_ layer: inout CanvasLayer, _ h: Homography) {
        guard !layer.isEmpty else { return }
        let w = width
        let source = layer.drawn
        guard let back = h.inverse else { layer.clearDrawn(width: w); return }
        // Where the drawn rectangle lands: the bounds of its corners' images (a homography maps
        // the rectangle to a quadrilateral); with a corner behind the eye, the whole canvas.
        let corners = [(source.x0, source.y0), (source.x1, source.y0), (source.x1, source.y1), (source.x0, source.y1)]
            .compactMap { h.apply(Double($0.0), Double($0.1)) }
        var target = drawableBounds
        if corners.count == 4 {
            let xs = corners.map(\.x), ys = corners.map(\.y)
            let landing = PixelRect(x0: Int(floor(xs.min()!)), y0: Int(floor(ys.min()!)), x1: Int(ceil(xs.max()!)), y1: Int(ceil(ys.max()!)))
            target = target.intersection(landing)
        }
        guard !target.isEmpty, charge(target.area) else { layer.clearDrawn(width: w); return }
        let tw = target.width, th = target.height
        var out = [UInt8](repeating: 0, count: tw * th * 4)
        layer.data.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for ty in 0..<th {
                    for tx in 0..<tw {
                        // The layer point that lands on this pixel's centre, if it is in front.
                        let p = back.homogeneous(Double(target.x0 + tx) + 0.5, Double(target.y0 + ty) + 0.5)
                        guard p.w != 0 else { continue }
                        let sx = p.x / p.w, sy = p.y / p.w
                        guard h.homogeneous(sx, sy).w > 0 else { continue }
                        Self.sampleBilinear(src, width: w, within: source, x: sx - 0.5, y: sy - 0.5, into: dst, at: (ty * tw + tx) * 4)
                    }
                }
            }
        }
        layer.clearDrawn(width: w)
        layer.data.withUnsafeMutableBufferPointer { buf in
            out.withUnsafeBufferPointer { warped in
                for ty in 0..<th {
                    (buf.baseAddress! + ((target.y0 + ty) * w + target.x0) * 4).update(from: warped.baseAddress! + ty * tw * 4, count: tw * 4)
                }
            }
        }
        layer.include(x0: target.x0, y0: target.y0, x1: target.x1, y1: target.y1)
    }

    /// The premultiplied colour at (x, y) in pixel-centre coordinates, weighting the four
    /// nearest pixels; pixels outside `within` are transparent. No allocation: it runs per pixel.
    @inline(__always)
    static func sampleBilinear(_ src: UnsafeBufferPointer<UInt8>, width w: Int, within r: PixelRect, x: Double, y: Double,
                               into dst: UnsafeMutableBufferPointer<UInt8>, at o: Int) {
        guard x > Double(r.x0) - 1, y > Double(r.y0) - 1, x < Double(r.x1), y < Double(r.y1) else { return }
        let fx = floor(x), fy = floor(y)
        let ix = Int(fx), iy = Int(fy)
        let ax = x - fx, ay = y - fy
        var c0 = 0.0, c1 = 0.0, c2 = 0.0, c3 = 0.0
        @inline(__always) func add(_ px: Int, _ py: Int, _ k: Double) {
            guard k > 0, px >= r.x0, px < r.x1, py >= r.y0, py < r.y1 else { return }
            let q = (py * w + px) * 4
            c0 += Double(src[q]) * k; c1 += Double(src[q + 1]) * k
            c2 += Double(src[q + 2]) * k; c3 += Double(src[q + 3]) * k
        }
        add(ix, iy, (1 - ax) * (1 - ay))
        add(ix + 1, iy, ax * (1 - ay))
        add(ix, iy + 1, (1 - ax) * ay)
        add(ix + 1, iy + 1, ax * ay)
        dst[o] = UInt8(min(255, c0 + 0.5)); dst[o + 1] = UInt8(min(255, c1 + 0.5))
        dst[o + 2] = UInt8(min(255, c2 + 0.5)); dst[o + 3] = UInt8(min(255, c3 + 0.5))
    }
}
