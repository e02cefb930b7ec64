import PlumbLayout
import PlumbModel

/// Drawing parameters of the layout dump that do not move frames but change pixels: how an
/// icon is drawn, the shapes effects are drawn in, and anchors. Recorded so that `verify`
/// names them instead of reporting changed pixels alone.
extension SnapshotDump {
    /// How an icon is drawn. Only what the renderer reads is recorded, so a change here is
    /// always a change of pixels.
    public struct IconStyle: Codable, Hashable, Sendable {
        /// The font size in effect (points): the icon's em.
        public var size: Double?
        /// The font weight, for built-in symbols with stroked parts (their stroke follows it).
        public var weight: String?
        /// The stroke width of those parts, in points.
        public var strokeWidth: Double?
        /// Custom SVG path data and the height of its viewBox (mapped onto the icon's box).
        public var path: String?
        public var viewBoxHeight: Double?
        /// Custom path data filled with the even-odd rule, each on its own (an SVG's
        /// `fill-rule="evenodd"`, a PDF's `f*`); absent when there is none.
        public var evenOddPaths: [String]?
    }

    static func iconStyle(_ icon: IconSpec, frame: Rect, weight: FontWeight, size: Double?) -> IconStyle {
        var style = IconStyle(size: size)
        if let name = icon.name, let def = IconCatalog.icons[name] {
            if def.elements.contains(where: \.stroked) {
                style.weight = weight.rawValue
                // As the renderer: catalogue units (1/100 em) scaled to the icon's box.
                style.strokeWidth = rounded(IconCatalog.strokeWidth(for: weight) * frame.height / def.height)
            }
        } else if let data = icon.pathData {
            style.path = data
            style.viewBoxHeight = icon.viewBoxHeight
            if !icon.evenOddPaths.isEmpty { style.evenOddPaths = icon.evenOddPaths }
        }
        return style
    }

    /// A shape with its radii and corner style, e.g. `roundedRectangle 8 continuous`.
    static func shapeText(_ s: ShapeKind) -> String {
        let d = shape(s)
        var parts = [d.kind]
        if !d.radii.isEmpty {
            parts.append(Set(d.radii).count == 1 ? Format.points(d.radii[0]) : d.radii.map(Format.points).joined(separator: "/"))
        }
        if let style = d.style { parts.append(style) }
        return parts.joined(separator: " ")
    }

    /// A unit point by its SwiftUI name (`topLeading`), or `(x, y)`.
    static func anchorText(_ p: UnitPoint) -> String {
        UnitPoint.named.first { $0.value == p }?.key ?? "(\(Format.points(p.x)), \(Format.points(p.y)))"
    }

    /// To 1/1000 pt, so dumps do not carry floating-point noise.
    static func rounded(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
}
