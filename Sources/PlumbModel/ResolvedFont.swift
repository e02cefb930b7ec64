/// A font with every token and Dynamic Type scaling applied: what text measurement needs.
public struct ResolvedFont: Hashable, Sendable {
    /// Point size after Dynamic Type scaling.
    public var size: Double
    public var weight: FontWeight
    public var design: FontDesign
    /// Extra advance in points added after every character (SwiftUI `tracking`).
    public var tracking: Double
    /// Height of one line in points: the text style's leading or an explicit `lineHeight`;
    /// `nil` means the face's natural line height (ascender − descender, as iOS sets a line).
    public var lineHeight: Double?
    /// Render the text upper-cased (`case: upper` on the font or `textCase: uppercase`).
    public var uppercase: Bool
    /// How the size follows Dynamic Type; `.fixed` fonts do not scale (the audit warns).
    public var scaling: FontScaling
    /// The Dynamic Type size the font was resolved at, when known: a `dynamicTypeSize` clamp
    /// below the font modifier re-resolves it at the clamped size (`rescaled(to:)`).
    public var dynamicType: DynamicTypeSize?
    /// `Font.italic()`: drawn with the italic face of the same design and weight.
    public var italic: Bool
    /// `Font.monospacedDigit()`: tabular digits (OpenType `tnum`), all one width.
    public var monospacedDigit: Bool
    /// A font file the sources register (`Font.custom("Nunito-Bold", …)` with `Nunito-Bold.ttf`
    /// beside them): drawn with that file whatever the design and weight say.
    public var faceFile: String? = nil

    public init(size: Double, weight: FontWeight = .regular, design: FontDesign = .default,
                tracking: Double = 0, lineHeight: Double? = nil, uppercase: Bool = false,
                scaling: FontScaling = .fixed, dynamicType: DynamicTypeSize? = nil,
                italic: Bool = false, monospacedDigit: Bool = false) {
        self.italic = italic
        self.monospacedDigit = monospacedDigit
        self.size = size
        self.weight = weight
        self.design = design
        self.tracking = tracking
        self.lineHeight = lineHeight
        self.uppercase = uppercase
        self.scaling = scaling
        self.dynamicType = dynamicType
    }

    /// The font at another Dynamic Type size, as SwiftUI resolves a semantic font where the
    /// text is: a text style takes the table's size and leading there (an adjusted leading —
    /// tight, loose — keeps its adjustment); a `relativeTo` font scales by the style's size
    /// ratio between the two sizes, rounded to a whole point (exact when resolved at `large`;
    /// otherwise the earlier rounding can leave it a point off); a scaled-metric size scales by
    /// the same ratio unrounded (exact). Fixed fonts do not change.
    public func rescaled(to target: DynamicTypeSize) -> ResolvedFont {
        guard let from = dynamicType, from != target else { return self }
        var f = self
        f.dynamicType = target
        switch scaling {
        case .fixed:
            break
        case .textStyle(let style):
            let a = DynamicTypeTable.metrics(style, at: from), b = DynamicTypeTable.metrics(style, at: target)
            f.size = b.size
            f.lineHeight = lineHeight.map { $0 - a.leading + b.leading }
        case .relative(let style):
            let ratio = DynamicTypeTable.metrics(style, at: target).size / DynamicTypeTable.metrics(style, at: from).size
            f.size = (size * ratio).rounded()
            f.lineHeight = lineHeight.map { ($0 * ratio).rounded() }
        case .scaledMetric(let style, let limit):
            let ratio = DynamicTypeTable.scaleFactor(style, at: min(target, limit)) / DynamicTypeTable.scaleFactor(style, at: min(from, limit))
            f.size = size * ratio
            f.lineHeight = lineHeight.map { $0 * ratio }
        }
        return f
    }
}

/// How a font's size follows the user's Dynamic Type setting.
public enum FontScaling: Hashable, Sendable {
    /// A system text style: size and leading come from the Dynamic Type table.
    case textStyle(TextStyle)
    /// A custom size scaled like `Font.custom(_:size:relativeTo:)`.
    case relative(TextStyle)
    /// A size given as a scaled metric (`.system(size: metric)` with `@ScaledMetric`): the
    /// same ratio, not rounded; it stops growing past `upTo` (a system view that limits its
    /// own scaling, as `ContentUnavailableView`'s symbol stops at accessibility3).
    case scaledMetric(TextStyle, upTo: DynamicTypeSize = .accessibility5)
    /// A fixed size that ignores Dynamic Type.
    case fixed
}
