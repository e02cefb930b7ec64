extension Canvas {
    /// Spends `cost` pixel operations of the budget (`workLimit`) before doing them. Returns
    /// false — and the caller must skip the work — when they would pass the limit; the canvas
    /// then refuses every later operation too, and `refusedWork` holds the first refused cost,
    /// so the caller can report where the budget ran out.
    public mutating func charge(_ cost: Int) -> Bool {
        guard refusedWork == nil else { return false }
        guard cost <= workLimit - work else {
            refusedWork = cost
            return false
        }
        work += cost
        return true
    }

    /// The canvas rectangle, narrowed to the bounds of the current clip (empty when everything
    /// is clipped away): the only pixels any drawing can change.
    public var drawableBounds: PixelRect {
        let all = PixelRect(x0: 0, y0: 0, x1: width, y1: height)
        guard let top = clips.last else { return all }
        guard let m = top else { return PixelRect(x0: 0, y0: 0, x1: 0, y1: 0) }
        return all.intersection(PixelRect(x0: m.x, y0: m.y, x1: m.x + m.width, y1: m.y + m.height))
    }

    /// The pixel bounds of `path` under `transform` (its control points, which contain its
    /// curves), clamped to the canvas: what rasterizing it may cost. Non-finite points count
    /// as the whole canvas.
    func deviceBounds(_ path: Path, transform: Transform) -> PixelRect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for p in path.points {
            let q = transform.apply(p)
            guard q.x.isFinite, q.y.isFinite else { return PixelRect(x0: 0, y0: 0, x1: width, y1: height) }
            minX = min(minX, q.x); maxX = max(maxX, q.x)
            minY = min(minY, q.y); maxY = max(maxY, q.y)
        }
        guard minX <= maxX else { return PixelRect(x0: 0, y0: 0, x1: 0, y1: 0) }
        func clamp(_ v: Double, _ hi: Int) -> Int { Int(min(max(v, 0), Double(hi))) }
        return PixelRect(x0: clamp(minX.rounded(.down), width), y0: clamp(minY.rounded(.down), height),
                         x1: clamp(maxX.rounded(.up), width), y1: clamp(maxY.rounded(.up), height))
    }
}
