/// One node of a resolved component tree: props substituted, tokens resolved for one
/// appearance and Dynamic Type size. Shaped like SwiftUI: a kind plus ordered modifiers, the
/// first modifier innermost (`padding` then `background` ≠ `background` then `padding`).
public struct ViewNode: Sendable {
    public var kind: ViewKind
    public var modifiers: [Modifier]
    /// Where the node sits in the spec, e.g. `body/hstack/1/text`; stable across runs.
    public var path: String
    public var location: SourceLocation
    /// For each modifier, the token its value named (`accent`, `card-padding`, `accent@0.2`
    /// for `{ref: accent, opacity: 0.2}`), or nil for literals: snapshot diffs name tokens.
    public var tokenNames: [String?]
    /// For a shape node: `InsettableShape.inset(by:)`, the outline drawn this many points inside
    /// the frame (rounded corners lose as much radius); the frame itself is unchanged.
    public var shapeInset: Double = 0
    /// Drawn at its exact frames, it and everything in it: a picture UIKit draws itself (the
    /// activity indicator's spokes), which SwiftUI's pixel alignment of view frames does not
    /// touch. False for every view of a spec or a team's sources.
    public var keepsSubpixelFrames = false
    /// For a text made of styled runs (`Text + Text`): the runs, whose strings joined are the
    /// `.text` string; empty for a plain text.
    public var textRuns: [TextRunSpec] = []
    /// For a stack whose spacing is a scaled metric: the metric as declared (the audit's grid
    /// rule judges its value at `large`, not the scaled `spacing`).
    public var scaledSpacing: ScaledMetric?

    public init(kind: ViewKind, modifiers: [Modifier] = [], path: String, location: SourceLocation, tokenNames: [String?] = []) {
        self.kind = kind
        self.modifiers = modifiers
        self.path = path
        self.location = location
        self.tokenNames = tokenNames
    }

    /// The token named by modifier `index`, if any.
    public func tokenName(_ index: Int) -> String? {
        index < tokenNames.count ? tokenNames[index] : nil
    }
}

/// The node kinds of DESIGN.md.
public indirect enum ViewKind: Sendable {
    case stack(Axis, spacing: Double?, alignment: StackAlignment, children: [ViewNode])
    case zstack(alignment: Alignment, children: [ViewNode])
    /// Fixed column count (or, with `adaptive`, as many columns as fit the width offered);
    /// cells fill rows in order.
    case grid(columns: Int, spacing: Double?, rowSpacing: Double?, alignment: HorizontalAlignment, children: [ViewNode],
              adaptive: AdaptiveColumns? = nil)
    case text(String)
    case spacer(minLength: Double?)
    case divider(thickness: Double)
    case shape(ShapeKind)
    case icon(IconSpec)
    /// `use: other-component`: the other component's resolved body.
    case use(component: String, body: ViewNode)
    /// SwiftUI's `ViewThatFits`: the first child whose ideal size fits the proposal on `axes`,
    /// else the last; only that child is laid out, drawn, dumped and audited.
    case viewThatFits(FitAxes, children: [ViewNode])

    /// The YAML key of the kind, as used in paths and dumps.
    public var name: String {
        switch self {
        case .stack(let axis, _, _, _): return axis == .horizontal ? "hstack" : "vstack"
        case .zstack: return "zstack"
        case .grid: return "grid"
        case .text: return "text"
        case .spacer: return "spacer"
        case .divider: return "divider"
        case .shape(let s):
            switch s {
            case .rectangle: return "rectangle"
            case .roundedRectangle: return "roundedRectangle"
            case .capsule: return "capsule"
            case .circle: return "circle"
            case .ellipse: return "ellipse"
            case .custom: return "customShape"
            }
        case .icon: return "icon"
        case .use: return "use"
        case .viewThatFits: return "viewThatFits"
        }
    }
}

/// A stack's cross-axis alignment: horizontal guides for a VStack, vertical for an HStack.
public enum StackAlignment: Hashable, Sendable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
}

/// An icon: a built-in symbol or custom SVG path data, sized from the font in effect.
public struct IconSpec: Hashable, Sendable {
    /// Built-in symbol name (`chevron.right`), or nil for custom path data.
    public var name: String?
    /// SVG path data in `viewBox` units, for custom icons (built-ins carry their own).
    public var pathData: String?
    /// Width and height of the icon's box in ems of the font size.
    public var widthEm: Double
    public var heightEm: Double
    /// For custom paths: the viewBox size the path data is drawn in (mapped onto the box).
    public var viewBoxWidth: Double
    public var viewBoxHeight: Double
    /// Drawn mirrored in a right-to-left layout (SwiftUI's `flipsForRightToLeftLayoutDirection`):
    /// the catalog's default for built-ins, or the spec's `flipsForRightToLeft`.
    public var flipsForRightToLeft: Bool = false
    /// For a raster image set (PNG): its bitmaps, drawn at `BitmapSet.width` × `height`
    /// points whatever the font; nil for symbols and vector images.
    public var bitmap: BitmapSet?
    /// For custom path data: outlines stroked after `pathData` is filled (an SVG's strokes).
    public var strokes: [IconStroke] = []
    /// For custom path data: paths filled with the even-odd rule, each on its own, after
    /// `pathData` (a PDF's `f*` fills).
    public var evenOddPaths: [String] = []
    /// A vector image set painted in several colours, rendered as original: its elements in
    /// painting order, each in its own colour whatever the foreground style (empty: the image
    /// is `pathData`, `evenOddPaths` and `strokes` in one colour).
    public var colouredLayers: [IconLayer] = []
    /// For a vector image that has a size of its own (a PDF image set: its page in points),
    /// that size, which a non-resizable `Image` shows whatever the font; nil: `widthEm` ×
    /// `heightEm` of the font size.
    public var pointWidth: Double?
    public var pointHeight: Double?
    /// For a vector image set without `preserves-vector-representation` (Xcode's default): the
    /// size in points of the bitmap Xcode makes of it at build time. Drawn at another size,
    /// iOS scales that bitmap, so Plumb draws the vector at this size and resamples it too;
    /// nil draws the vector at any size.
    public var bakedWidth: Double?
    public var bakedHeight: Double?
    /// `Image(…).resizable()` with no frame of its own to size it: the image takes the size it
    /// is offered (its own size where none is offered, as SwiftUI's resizable image does) and
    /// is drawn scaled to it — a symbol, its strokes included, like any vector.
    public var resizable = false

    public init(name: String?, pathData: String?, widthEm: Double, heightEm: Double,
                viewBoxWidth: Double = 100, viewBoxHeight: Double = 100) {
        self.name = name
        self.pathData = pathData
        self.widthEm = widthEm
        self.heightEm = heightEm
        self.viewBoxWidth = viewBoxWidth
        self.viewBoxHeight = viewBoxHeight
    }
}

/// The PNG files of a raster image set, one per scale (`@2x`), and how the image is drawn.
public struct BitmapSet: Hashable, Sendable {
    public struct Variant: Hashable, Sendable {
        public var file: String
        /// The image scale (1, 2, 3): pixels per point.
        public var scale: Int
        public var pixelWidth: Int
        public var pixelHeight: Int

        public init(file: String, scale: Int, pixelWidth: Int, pixelHeight: Int) {
            self.file = file
            self.scale = scale
            self.pixelWidth = pixelWidth
            self.pixelHeight = pixelHeight
        }
    }

    /// Sorted by scale, one per scale.
    public var variants: [Variant]
    /// The size drawn, in points: a variant's pixels / its scale, or the size a resizable
    /// image was given.
    public var width: Double
    public var height: Double
    /// Drawn as a mask in the foreground style (its alpha), not in its own colours.
    public var template: Bool
    /// `resizable(capInsets:)`: the edges, in points, kept at their own size while the middle
    /// stretches (nine slices); nil stretches the whole image.
    public var capInsets: EdgeInsets?

    public init(variants: [Variant], template: Bool) {
        self.variants = variants.sorted { $0.scale < $1.scale }
        let v = self.variants.last
        width = v.map { Double($0.pixelWidth) / Double($0.scale) } ?? 0
        height = v.map { Double($0.pixelHeight) / Double($0.scale) } ?? 0
        self.template = template
    }

    /// The variant for `pixelScale` device pixels per point: the one of that scale, else the
    /// nearest larger, else the largest.
    public func variant(forPixelScale pixelScale: Double) -> Variant? {
        let wanted = pixelScale.isFinite ? max(1, Int(min(pixelScale, 64).rounded())) : 1
        return variants.first { $0.scale == wanted } ?? variants.first { $0.scale > wanted } ?? variants.last
    }
}

/// SwiftUI's `GridItem(.adaptive(minimum:maximum:))`: as many columns as fit the width the grid
/// is offered, each at least `minimum` wide, sharing the width (at most `maximum` each).
public struct AdaptiveColumns: Hashable, Sendable {
    public var minimum: Double
    public var maximum: Double

    public init(minimum: Double, maximum: Double = .infinity) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The number of columns for `width` with `spacing` between them: ⌊(width + spacing) /
    /// (minimum + spacing)⌋, from 1 to 64 whatever the numbers (a zero minimum, NaN).
    public func count(width: Double, spacing: Double) -> Int {
        let fit = (width + spacing) / (minimum + spacing)
        return fit.isFinite && fit > 1 ? Int(min(fit, 64)) : 1
    }
}
