/// A font with every token and Dynamic Type scaling applied: what text measurement needs.
public struct ResolvedFont: Hashable, Sendable {
    /// Point size after Dynamic Type scaling.
    public var size: Double
    public var weight: FontWeight
    public var design: FontDesign
    /// Extra advance in points added after every character (SwiftUI `tracking`).
    public var tracking: Double
    /// Height of one line in points: the text style's leading or an explicit `lineHeight`;
    /// `nil` means the face's natural line height (ascender − descender + line gap).
    public var lineHeight: Double?
    /// Render the text upper-cased (`case: upper` on the font or `textCase: uppercase`).
    public var uppercase: Bool
    /// How the size follows Dynamic Type; `.fixed` fonts do not scale (the audit warns).
    public var scaling: FontScaling

    public init(size: Double, weight: FontWeight = .regular, design: FontDesign = .default,
                tracking: Double = 0, lineHeight: Double? = nil, uppercase: Bool = false,
                scaling: FontScaling = .fixed) {
        self.size = size
        self.weight = weight
        self.design = design
        self.tracking = tracking
        self.lineHeight = lineHeight
        self.uppercase = uppercase
        self.scaling = scaling
    }
}

/// How a font's size follows the user's Dynamic Type setting.
public enum FontScaling: Hashable, Sendable {
    /// A system text style: size and leading come from the Dynamic Type table.
    case textStyle(TextStyle)
    /// A custom size scaled like `Font.custom(_:size:relativeTo:)`.
    case relative(TextStyle)
    /// A fixed size that ignores Dynamic Type.
    case fixed
}
