/// The built-in icons: hand-drawn stand-ins, by Plumb, for the SF Symbols design systems name
/// (not Apple's glyphs, which Plumb cannot ship).
///
/// Each icon is drawn in a box of `width × height` units where 100 units = 1 em of the font
/// size in effect (so `chevron.right` at 13 pt is 7.8 × 13 pt). Elements are SVG path data
/// in those units, either filled (non-zero) or stroked with a width that follows the font
/// weight, with round caps and joins, like a symbol's weight axis.
///
/// The catalog is `original` (the first icons, kept as drawn so existing snapshots stay
/// byte-identical), hand-composed `extras`, and the names composed from `glyphs` by the
/// modifier rule of `IconCatalog+Composition.swift` (`xmark.circle.fill` from `xmark`).
/// Drawings are in files by family: `+Marks` (signs, arrows, letters), `+Objects`.
public enum IconCatalog {
    /// One drawing element of an icon.
    public struct Element: Hashable, Sendable {
        public var path: String
        /// Stroked (true) or filled (false).
        public var stroked: Bool
        /// Knocked out (true): its coverage is taken away from the elements drawn before it,
        /// so what lies behind the icon shows through (the cut-outs of `xmark.circle.fill`).
        public var knockout: Bool = false
    }

    /// An icon's box (in 1/100 em) and drawing.
    public struct Icon: Hashable, Sendable {
        public var width: Double
        public var height: Double
        public var elements: [Element]
    }

    static func s(_ d: String) -> Element { Element(path: d, stroked: true) }
    static func f(_ d: String) -> Element { Element(path: d, stroked: false) }
    /// A stroke / a fill knocked out of what is drawn before it.
    static func ks(_ d: String) -> Element { Element(path: d, stroked: true, knockout: true) }
    static func kf(_ d: String) -> Element { Element(path: d, stroked: false, knockout: true) }
    static func circle(_ cx: Double, _ cy: Double, _ r: Double) -> String {
        "M\(cx + r) \(cy) A\(r) \(r) 0 1 1 \(cx - r) \(cy) A\(r) \(r) 0 1 1 \(cx + r) \(cy) Z"
    }

    /// Every built-in icon by name: the original drawings, the hand-composed extras, then
    /// every name the glyphs compose to (an earlier source wins); a drawing measured against
    /// iOS (`IconCatalog+Measured.swift`) is then moved and scaled onto what iOS covers.
    public static let icons: [String: Icon] = {
        var all = composedIcons()
        for (name, icon) in extras { all[name] = icon }
        for (name, icon) in original { all[name] = icon }
        for (name, m) in measured { all[name] = all[name].map(m.applied) }
        return all
    }()

    /// The first icons of the catalog, drawn by hand; the bundled systems' snapshots use them.
    static let original: [String: Icon] = [
        "chevron.right": Icon(width: 60, height: 100, elements: [s("M18 12 L46 50 L18 88")]),
        "chevron.left": Icon(width: 60, height: 100, elements: [s("M42 12 L14 50 L42 88")]),
        "chevron.down": Icon(width: 100, height: 60, elements: [s("M12 18 L50 46 L88 18")]),
        "chevron.up": Icon(width: 100, height: 60, elements: [s("M12 42 L50 14 L88 42")]),
        "checkmark": Icon(width: 100, height: 90, elements: [s("M10 48 L36 78 L90 10")]),
        "xmark": Icon(width: 90, height: 90, elements: [s("M12 12 L78 78 M78 12 L12 78")]),
        "plus": Icon(width: 100, height: 100, elements: [s("M50 10 L50 90 M10 50 L90 50")]),
        "minus": Icon(width: 100, height: 20, elements: [s("M10 10 L90 10")]),
        "circle": Icon(width: 120, height: 120, elements: [s(circle(60, 60, 50))]),
        "circle.fill": Icon(width: 120, height: 120, elements: [f(circle(60, 60, 56))]),
        "ellipsis": Icon(width: 120, height: 30, elements: [f(circle(15, 15, 11)), f(circle(60, 15, 11)), f(circle(105, 15, 11))]),
        "arrow.right": Icon(width: 110, height: 90, elements: [s("M10 45 L98 45 M62 10 L98 45 L62 80")]),
        "arrow.left": Icon(width: 110, height: 90, elements: [s("M100 45 L12 45 M48 10 L12 45 L48 80")]),
        "arrow.up": Icon(width: 90, height: 110, elements: [s("M45 100 L45 12 M10 48 L45 12 L80 48")]),
        "arrow.down": Icon(width: 90, height: 110, elements: [s("M45 10 L45 98 M10 62 L45 98 L80 62")]),
        "magnifyingglass": Icon(width: 110, height: 110, elements: [s(circle(46, 46, 34)), s("M71 71 L100 100")]),
        "clock": Icon(width: 120, height: 120, elements: [s(circle(60, 60, 50)), s("M60 28 L60 60 L82 74")]),
        "info.circle": Icon(width: 120, height: 120, elements: [s(circle(60, 60, 50)), s("M60 54 L60 88"), f(circle(60, 36, 7))]),
        "calendar": Icon(width: 115, height: 115, elements: [s("M18 22 L97 22 Q105 22 105 30 L105 97 Q105 105 97 105 L18 105 Q10 105 10 97 L10 30 Q10 22 18 22 Z M10 44 L105 44 M34 8 L34 30 M81 8 L81 30")]),
        "creditcard": Icon(width: 135, height: 100, elements: [s("M20 12 L115 12 Q125 12 125 22 L125 78 Q125 88 115 88 L20 88 Q10 88 10 78 L10 22 Q10 12 20 12 Z M10 36 L125 36 M26 68 L52 68")]),
        "heart.fill": Icon(width: 120, height: 110, elements: [f("M60 102 C20 74 6 54 6 34 C6 16 20 6 35 6 C47 6 56 13 60 23 C64 13 73 6 85 6 C100 6 114 16 114 34 C114 54 100 74 60 102 Z")]),
        "star.fill": Icon(width: 120, height: 115, elements: [f("M60 4 L75 40 L114 43 L84 68 L94 107 L60 86 L26 107 L36 68 L6 43 L45 40 Z")]),
        "bolt.fill": Icon(width: 90, height: 120, elements: [f("M55 4 L10 68 L42 68 L34 116 L80 50 L48 50 Z")]),
        "flame.fill": Icon(width: 95, height: 120, elements: [f("M48 4 C56 28 86 44 86 78 C86 102 68 116 48 116 C27 116 9 102 9 78 C9 58 22 46 30 36 C32 50 38 56 44 58 C40 40 42 20 48 4 Z")]),
        "house.fill": Icon(width: 130, height: 110, elements: [f("M65 6 L124 56 L110 56 L110 104 L78 104 L78 72 L52 72 L52 104 L20 104 L20 56 L6 56 Z")]),
        "person.fill": Icon(width: 110, height: 110, elements: [f(circle(55, 30, 24)), f("M10 104 C10 76 30 62 55 62 C80 62 100 76 100 104 Z")]),
        "paperplane.fill": Icon(width: 120, height: 110, elements: [f("M6 50 L114 6 L80 104 L56 64 Z")]),
        "chart.bar.fill": Icon(width: 120, height: 110, elements: [f("M10 60 L34 60 L34 104 L10 104 Z M48 30 L72 30 L72 104 L48 104 Z M86 6 L110 6 L110 104 L86 104 Z")]),
        "trash": Icon(width: 105, height: 120, elements: [s("M10 26 L95 26 M38 26 L38 12 L67 12 L67 26 M20 26 L26 110 L79 110 L85 26")]),
        "bell": Icon(width: 110, height: 120, elements: [s("M55 12 C32 12 24 32 24 50 L24 78 L12 94 L98 94 L86 78 L86 50 C86 32 78 12 55 12 Z M44 106 L66 106")]),
        "gearshape": Icon(width: 120, height: 120, elements: [s(circle(60, 60, 40)), s(circle(60, 60, 14)),
                                                               s("M60 6 L60 20 M60 100 L60 114 M6 60 L20 60 M100 60 L114 60 M22 22 L32 32 M88 88 L98 98 M22 98 L32 88 M88 32 L98 22")]),
        "wrench.fill": Icon(width: 115, height: 115, elements: [s("M20 95 L62 53"), f(circle(78, 37, 24))]),
        "car.side.fill": Icon(width: 190, height: 90, elements: [
            f("M10 60 C10 48 18 44 30 42 L55 38 C70 20 85 14 105 14 L125 14 C145 14 160 24 172 38 C182 40 186 48 186 58 L186 66 C186 70 183 72 180 72 L160 72 C160 61 152 53 141 53 C130 53 122 61 122 72 L70 72 C70 61 62 53 51 53 C40 53 32 61 32 72 L14 72 C11 72 10 70 10 66 Z"),
            f(circle(51, 72, 14)), f(circle(141, 72, 14)),
        ]),
        "figure.run": Icon(width: 100, height: 125, elements: [f(circle(62, 16, 12)), s("M40 42 L62 36 L54 72 L74 90 L70 118 M54 72 L30 88 L14 84 M62 36 L80 56 L96 50")]),
        "dumbbell.fill": Icon(width: 150, height: 90, elements: [f("M10 30 L26 30 L26 60 L10 60 Z M28 14 L46 14 L46 76 L28 76 Z M104 14 L122 14 L122 76 L104 76 Z M124 30 L140 30 L140 60 L124 60 Z M46 40 L104 40 L104 50 L46 50 Z")]),
        "square.and.pencil": Icon(width: 120, height: 120, elements: [s("M60 20 L22 20 Q12 20 12 30 L12 98 Q12 108 22 108 L90 108 Q100 108 100 98 L100 60 M104 10 L56 58 L50 72 L64 66 L112 18 Z")]),
    ]

    /// Built-ins that point forward or back and so mirror in a right-to-left layout, as the
    /// SF Symbols they stand for do (`chevron.forward` is `chevron.right` in left-to-right).
    /// Up/down arrows, checkmarks, symbols of objects keep their drawing.
    public static let flipsForRightToLeft: Set<String> = ["chevron.right", "chevron.left", "arrow.right", "arrow.left",
                                                         "chevron.forward", "chevron.backward", "arrow.forward", "arrow.backward"]

    /// Name → (width em, height em), the box layout uses.
    public static var boxes: [String: (Double, Double)] {
        icons.mapValues { ($0.width / 100, $0.height / 100) }
    }

    /// One symbol's box, as `boxes[name]` without building the whole dictionary.
    public static func box(_ name: String) -> (Double, Double)? {
        icons[name].map { ($0.width / 100, $0.height / 100) }
    }

    /// Stroke width in 1/100 em for a font weight (SF Symbols thicken with weight).
    public static func strokeWidth(for weight: FontWeight) -> Double {
        switch weight {
        case .ultraLight: return 4
        case .thin: return 5.5
        case .light: return 7
        case .regular: return 8.5
        case .medium: return 10
        case .semibold: return 11.5
        case .bold: return 13
        case .heavy: return 15
        case .black: return 17
        }
    }
}
