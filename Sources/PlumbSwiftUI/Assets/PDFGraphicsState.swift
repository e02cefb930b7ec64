import PlumbModel

/// What `q` saves and `Q` restores while a PDF content stream is read, as far as Plumb's
/// one-colour drawing of an image needs it (ISO 32000 §8.4).
struct PDFGraphicsState {
    /// The colour space chosen with `cs`/`CS`, which decides how `sc`/`scn` read their operands.
    enum ColourSpace: Equatable {
        case gray, rgb, cmyk
        /// A pattern: its colour is not a plain one.
        case pattern
        /// A space Plumb does not convert (Lab, Indexed, Separation, DeviceN): drawn black.
        case other(String)

        var components: Int? {
            switch self {
            case .gray: return 1
            case .rgb: return 3
            case .cmyk: return 4
            case .pattern, .other: return nil
            }
        }

        /// Colour components in this space as RGB (CMYK naively: r = (1 − c)(1 − k)).
        func rgba(_ v: [Double]) -> RGBA? {
            let v = v.map { min(max($0, 0), 1) }
            switch (self, v.count) {
            case (.gray, 1): return RGBA(r: v[0], g: v[0], b: v[0], a: 1)
            case (.rgb, 3): return RGBA(r: v[0], g: v[1], b: v[2], a: 1)
            case (.cmyk, 4): return RGBA(r: (1 - v[0]) * (1 - v[3]), g: (1 - v[1]) * (1 - v[3]), b: (1 - v[2]) * (1 - v[3]), a: 1)
            default: return nil
            }
        }
    }

    /// User space to the image's y-down viewBox.
    var ctm: PDFMatrix
    var fillSpace = ColourSpace.gray, strokeSpace = ColourSpace.gray
    var fill = RGBA.black, stroke = RGBA.black
    /// `/ca` and `/CA` of the last `gs`.
    var fillAlpha = 1.0, strokeAlpha = 1.0
    var lineWidth = 1.0
    var cap = IconStroke.Cap.butt
    var join = IconStroke.Join.miter
    var dashed = false
    /// The clip as far as Plumb follows it: the intersection of rectangular clips in viewBox
    /// units (nil: none), and whether a clip of another shape was set.
    var clip: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
    var clipIsShaped = false

    /// `J`'s and `/LC`'s 0, 1, 2 (other numbers clamped).
    static func cap(_ v: Double) -> IconStroke.Cap { v >= 2 ? .square : v >= 1 ? .round : .butt }

    /// `j`'s and `/LJ`'s 0, 1, 2 (other numbers clamped).
    static func join(_ v: Double) -> IconStroke.Join { v >= 2 ? .bevel : v >= 1 ? .round : .miter }
}
