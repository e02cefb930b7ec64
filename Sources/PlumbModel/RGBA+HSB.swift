import Foundation

public extension RGBA {
    /// HSB (HSV) with the hue as a fraction of a turn, as SwiftUI's `Color(hue:saturation:brightness:)`
    /// and UIKit's `UIColor(hue:saturation:brightness:alpha:)` take it.
    init(hue: Double, saturation s: Double, brightness v: Double, alpha opacity: Double) {
        // A hue outside 0…1 (or NaN) is clamped first: `Int(h)` below must not trap.
        let unit = hue.isNaN ? 0 : min(max(hue, 0), 1)
        let h = (unit == 1 ? 0 : unit) * 6
        let sector = Int(h.rounded(.down)), f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(r: r, g: g, b: b, a: opacity)
    }
}
