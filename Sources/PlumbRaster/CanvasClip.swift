extension Canvas {
    /// Intersects the clip with `path` (anti-aliased): until the matching `popClip`, every fill's
    /// coverage is multiplied by the product (div255) of all pushed clip masks. Clips nest and
    /// are independent of layers: a clip pushed outside a layer also limits drawing inside it.
    public mutating func pushClip(_ path: Path, rule: FillRule = .nonZero, transform: Transform = .identity) {
        if let top = clips.last, top == nil {
            clips.append(nil)   // already clipped to nothing
            return
        }
        guard let mask = Rasterizer.fill(path, rule: rule, width: width, height: height,
                                         transform: transform) else {
            clips.append(nil)
            return
        }
        if let top = clips.last, let previous = top {
            clips.append(Self.product(previous, mask))
        } else {
            clips.append(mask)
        }
    }

    /// `rect` narrowed to the bounds of the current clip, with the clip's mask (nil: no clip);
    /// nil when everything is clipped away.
    func narrowedToClip(_ rect: PixelRect) -> (rect: PixelRect, clip: Mask?)? {
        guard let top = clips.last else { return (rect, nil) }
        guard let m = top else { return nil }
        return (rect.intersection(PixelRect(x0: m.x, y0: m.y, x1: m.x + m.width, y1: m.y + m.height)), m)
    }

    /// Restores the clip in effect before the matching `pushClip`. A pop without a push does
    /// nothing.
    public mutating func popClip() {
        if !clips.isEmpty { clips.removeLast() }
    }

    /// The pixel-wise product div255(a × b) over the intersection of two masks; nil if they do
    /// not overlap.
    static func product(_ a: Mask, _ b: Mask) -> Mask? {
        let x0 = max(a.x, b.x), y0 = max(a.y, b.y)
        let x1 = min(a.x + a.width, b.x + b.width), y1 = min(a.y + a.height, b.y + b.height)
        guard x1 > x0, y1 > y0 else { return nil }
        let w = x1 - x0, h = y1 - y0
        var out = [UInt8](repeating: 0, count: w * h)
        out.withUnsafeMutableBufferPointer { dst in
            a.coverage.withUnsafeBufferPointer { pa in
                b.coverage.withUnsafeBufferPointer { pb in
                    for y in 0..<h {
                        let ia = (y + y0 - a.y) * a.width + (x0 - a.x)
                        let ib = (y + y0 - b.y) * b.width + (x0 - b.x)
                        for x in 0..<w {
                            dst[y * w + x] = UInt8(Compositing.div255(UInt32(pa[ia + x]) * UInt32(pb[ib + x])))
                        }
                    }
                }
            }
        }
        return Mask(x: x0, y: y0, width: w, height: h, coverage: out)
    }
}
