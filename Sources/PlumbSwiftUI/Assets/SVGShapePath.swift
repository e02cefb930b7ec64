import Foundation
import PlumbModel

/// SVG's basic shapes as path data, in the direction SVG defines for each (clockwise on a
/// y-down canvas), so a shape and a path meet the renderer's non-zero fill as SVG draws them.
enum SVGShapePath {
    /// `<rect>`; rounded corners (rx/ry, one implying the other, each at most half the side) as arcs.
    static func rect(x: Double, y: Double, width w: Double, height h: Double, rx: Double?, ry: Double?) -> String? {
        guard w > 0, h > 0 else { return nil }  // SVG: a zero side disables rendering.
        let rx = min(max(rx ?? ry ?? 0, 0), w / 2), ry = min(max(ry ?? rx, 0), h / 2)
        guard rx > 0, ry > 0 else {
            return "M\(n(x)) \(n(y))H\(n(x + w))V\(n(y + h))H\(n(x))Z"
        }
        let arc = "A\(n(rx)) \(n(ry)) 0 0 1 "
        return "M\(n(x + rx)) \(n(y))H\(n(x + w - rx))\(arc)\(n(x + w)) \(n(y + ry))V\(n(y + h - ry))"
            + "\(arc)\(n(x + w - rx)) \(n(y + h))H\(n(x + rx))\(arc)\(n(x)) \(n(y + h - ry))V\(n(y + ry))"
            + "\(arc)\(n(x + rx)) \(n(y))Z"
    }

    /// `<ellipse>` (and `<circle>` with rx = ry), starting at its rightmost point.
    static func ellipse(cx: Double, cy: Double, rx: Double, ry: Double) -> String? {
        guard rx > 0, ry > 0 else { return nil }
        let arc = "A\(n(rx)) \(n(ry)) 0 1 1 "
        return "M\(n(cx + rx)) \(n(cy))\(arc)\(n(cx - rx)) \(n(cy))\(arc)\(n(cx + rx)) \(n(cy))Z"
    }

    /// `<polygon>` / `<polyline>` (a fill closes a polyline too); nil for fewer than two points.
    static func polygon(_ coordinates: [Double]) -> String? {
        let pairs = coordinates.count / 2  // SVG draws up to an odd trailing number
        guard pairs >= 2 else { return nil }
        var d = "M\(n(coordinates[0])) \(n(coordinates[1]))"
        for i in 1..<pairs { d += "L\(n(coordinates[2 * i])) \(n(coordinates[2 * i + 1]))" }
        return d + "Z"
    }

    /// A number as short as it reads: `12`, `0.5`, `1e-05` (all valid in path data).
    static func n(_ d: Double) -> String { d.plainText }
}
