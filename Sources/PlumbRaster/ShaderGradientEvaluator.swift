import Foundation

/// A gradient prepared once per fill: stops sorted, geometry reduced to a few numbers, so the
/// per-pixel work is arithmetic only (no allocation, no dynamic dispatch).
struct GradientEvaluator {
    enum Kind { case linear, radial, conic, constant }
    let kind: Kind
    /// Linear: start point and (end − start) / |end − start|². Radial: centre and 1 / radius.
    /// Conic: centre, `vx` the start angle, `vy` the end angle (radians).
    let ox: Double, oy: Double, vx: Double, vy: Double, invRadius: Double
    let stops: [GradientStop]

    init(_ shader: Shader) {
        var kind = Kind.constant
        var ox = 0.0, oy = 0.0, vx = 0.0, vy = 0.0, inv = 0.0
        var stops: [GradientStop] = []
        switch shader {
        case .solid:
            break   // solid fills never evaluate per pixel
        case .linearGradient(let s, let e, let st):
            stops = st
            let dx = e.x - s.x, dy = e.y - s.y, len2 = dx * dx + dy * dy
            if len2 > 0 && len2.isFinite {
                kind = .linear; ox = s.x; oy = s.y; vx = dx / len2; vy = dy / len2
            }
        case .radialGradient(let c, let r, let st):
            stops = st
            if r > 0 && r.isFinite {
                kind = .radial; ox = c.x; oy = c.y; inv = 1 / r
            }
        case .conicGradient(let c, let a0, let a1, let st):
            stops = st
            if a0.isFinite, a1.isFinite, c.x.isFinite, c.y.isFinite {
                kind = .conic; ox = c.x; oy = c.y; vx = a0; vy = a1
            }
        }
        // Drop stops at non-finite locations and zero non-finite components, so no NaN can
        // reach the byte conversion; then sort stably (ties keep their order: hard steps).
        stops = stops.filter { $0.location.isFinite }.map {
            func f(_ v: Double) -> Double { v.isFinite ? v : 0 }
            return GradientStop(location: $0.location, r: f($0.r), g: f($0.g), b: f($0.b), a: f($0.a))
        }
        stops = stops.enumerated().sorted {
            $0.element.location < $1.element.location
                || ($0.element.location == $1.element.location && $0.offset < $1.offset)
        }.map(\.element)
        self.kind = kind
        self.ox = ox; self.oy = oy; self.vx = vx; self.vy = vy; self.invRadius = inv
        self.stops = stops
    }

    /// The gradient parameter at pixel (x, y)'s centre, clamped to 0…1.
    @inline(__always)
    func t(atX x: Int, y: Int) -> Double {
        let px = Double(x) + 0.5 - ox, py = Double(y) + 0.5 - oy
        let t: Double
        switch kind {
        case .linear: t = px * vx + py * vy
        case .radial: t = (px * px + py * py).squareRoot() * invRadius
        case .conic: t = conicT(px, py)
        case .constant: t = 1
        }
        if t.isNaN { return 0 }
        return min(max(t, 0), 1)
    }

    /// The conic parameter of offset (px, py) from the centre (`ConicSweep`).
    @inline(__always)
    func conicT(_ px: Double, _ py: Double) -> Double {
        ConicSweep.parameter(angle: atan2(py, px), from: vx, to: vy)
    }

    @inline(__always)
    func color(atX x: Int, y: Int, stops: UnsafeBufferPointer<GradientStop>) -> Color8 {
        guard let first = stops.first, let last = stops.last else { return .transparent }
        return color(t: t(atX: x, y: y), stops: stops, first: first.color8, last: last.color8)
    }

    /// The colour at parameter `t` (clamped, not NaN) of non-empty `stops`, whose end colours
    /// are `first` and `last` (passed in so a row prepares them once).
    @inline(__always)
    func color(t: Double, stops: UnsafeBufferPointer<GradientStop>, first: Color8, last: Color8) -> Color8 {
        if t <= stops[0].location { return first }
        if t >= stops[stops.count - 1].location { return last }
        // First stop strictly after t; the one before it is at or before t.
        var i = 1
        while stops[i].location <= t { i += 1 }
        let s0 = stops[i - 1], s1 = stops[i]
        let u = (t - s0.location) / (s1.location - s0.location)
        return Color8(straightR: s0.r + (s1.r - s0.r) * u,
                      g: s0.g + (s1.g - s0.g) * u,
                      b: s0.b + (s1.b - s0.b) * u,
                      a: s0.a + (s1.a - s0.a) * u)
    }

    /// Whether every pixel of a row has the same colour: a vertical linear gradient (the common
    /// top-to-bottom sheen) or a constant one. `rowColor` then gives it.
    var isConstantAlongRows: Bool { (kind == .linear && vx == 0) || kind == .constant }

    /// The colour of row y's pixels when `isConstantAlongRows` (same bytes as per pixel).
    func rowColor(y: Int) -> Color8 {
        stops.withUnsafeBufferPointer { color(atX: 0, y: y, stops: $0) }
    }

    /// Writes the colours of pixels x0 ..< x0 + count of row y as RGBA bytes into `out`.
    /// With `skipping`, pixels whose `skipping[k]` is 0 are skipped (left as they were): they
    /// will not be blended, and a stroke's mask is mostly empty inside its bounds.
    func paintRow(y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt8>,
                  skipping coverage: UnsafePointer<UInt8>? = nil) {
        if isConstantAlongRows {
            Compositing.fillSpan(rowColor(y: y), count: count, into: out)
            return
        }
        stops.withUnsafeBufferPointer { stops in
            guard let firstStop = stops.first, let lastStop = stops.last else { return }
            let first = firstStop.color8, last = lastStop.color8
            // t(atX:y:) with the row's terms hoisted: the same operations in the same order.
            let py = Double(y) + 0.5 - oy
            let pyTerm = kind == .linear ? py * vy : py * py
            let words = UnsafeMutableRawPointer(out)
            for i in 0..<count where coverage.map({ $0[i] != 0 }) ?? true {
                let px = Double(x0 + i) + 0.5 - ox
                var t: Double
                switch kind {
                case .linear: t = px * vx + pyTerm
                case .conic: t = conicT(px, py)
                default: t = (px * px + pyTerm).squareRoot() * invRadius
                }
                t = t.isNaN ? 0 : min(max(t, 0), 1)
                let c = color(t: t, stops: stops, first: first, last: last)
                words.storeBytes(of: Compositing.word(c), toByteOffset: 4 * i, as: UInt32.self)
            }
        }
    }
}
