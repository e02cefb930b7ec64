/// SwiftUI's `ContentMode`: scale to fit inside the proposal, or to fill it.
public enum ContentMode: String, CaseIterable, Hashable, Sendable {
    case fit, fill
}

/// `.aspectRatio(_:contentMode:)`: the child is proposed the largest (fit) or smallest (fill)
/// size of this ratio that the proposal allows; `ratio` nil uses the child's ideal size's ratio.
public struct AspectRatio: Hashable, Sendable, CustomStringConvertible {
    /// Width ÷ height, or nil for the child's own (ideal) ratio.
    public var ratio: Double?
    public var contentMode: ContentMode

    public init(ratio: Double?, contentMode: ContentMode) {
        self.ratio = ratio
        self.contentMode = contentMode
    }

    /// `aspectRatio 1.5 fit`, `aspectRatio fill` (the child's ratio).
    public var description: String {
        "aspectRatio " + (ratio.map { ValueParsing.fmt($0) + " " } ?? "") + contentMode.rawValue
    }
}

/// `.alignmentGuide(_:computeValue:)` in its two common forms: the guide moved by `offset`
/// points from where it would be (`{ d in d[.leading] + 12 }`), or put at `value` points from
/// the view's leading/top edge (`{ _ in 12 }`). A stack or zstack aligned on `guide` lines
/// children up by their guides, so a larger guide value moves the child towards leading/top;
/// a frame, overlay or background aligned on it puts the guide on its own.
public struct AlignmentGuide: Hashable, Sendable, CustomStringConvertible {
    /// The guide: `leading`, `center`, `trailing`, `top`, `bottom`, `firstTextBaseline`,
    /// `lastTextBaseline`; `center` serves both a VStack's and an HStack's centre.
    public enum Guide: String, CaseIterable, Hashable, Sendable {
        case leading, center, trailing, top, bottom, firstTextBaseline, lastTextBaseline

        /// Whether a container aligning on `alignment` (one axis of a stack, zstack, frame,
        /// overlay or background) reads this guide.
        public func applies(to alignment: StackAlignment) -> Bool {
            switch alignment {
            case .horizontal(let h): return rawValue == h.rawValue
            case .vertical(let v): return rawValue == v.rawValue
            }
        }
    }

    public var guide: Guide
    /// Added to the guide's default value (nil with `value`).
    public var offset: Double?
    /// The guide's value from the leading/top edge, replacing the default.
    public var value: Double?
    /// Points added per point of the view's width and height (`{ d in d.width / 2 }`, with
    /// `value` 0): a guide computed from the view's size, which only layout knows.
    public var widthFactor: Double
    public var heightFactor: Double

    public init(guide: Guide, offset: Double? = nil, value: Double? = nil, widthFactor: Double = 0, heightFactor: Double = 0) {
        self.guide = guide
        self.offset = offset
        self.value = value
        self.widthFactor = widthFactor
        self.heightFactor = heightFactor
    }

    /// Whether a container aligned by `alignment` reads this guide.
    public func applies(to alignment: StackAlignment) -> Bool { guide.applies(to: alignment) }

    /// The guide's value for a view `width` × `height` whose default guide value is `natural`.
    public func value(natural: Double, width: Double, height: Double) -> Double {
        (value ?? natural + (offset ?? 0)) + widthFactor * width + heightFactor * height
    }

    /// `alignmentGuide leading +12`, `alignmentGuide top = 4`, `alignmentGuide leading = 0.5w + 2`.
    public var description: String {
        var size = ""
        if widthFactor != 0 { size += "\(ValueParsing.fmt(widthFactor))w + " }
        if heightFactor != 0 { size += "\(ValueParsing.fmt(heightFactor))h + " }
        if let value { return "alignmentGuide \(guide.rawValue) = \(size)\(ValueParsing.fmt(value))" }
        let o = offset ?? 0
        return "alignmentGuide \(guide.rawValue) \(size.isEmpty ? "" : "+ " + size.dropLast(3) + " ")\(o < 0 ? "−" : "+")\(ValueParsing.fmt(abs(o)))"
    }
}

/// A frame length given relative to something measured at layout time: a fraction of the
/// proposal the frame receives (`62%`, what a `GeometryReader` reading its proposed size gives)
/// or of the container (`{containerRelative: 0.75}`: the component's proposed size, the
/// screen — the container of SwiftUI's `containerRelativeFrame`), or a span of columns of the
/// container (`{containerRelative: {count: 3, span: 2, spacing: 8}}`, its grid form).
public struct RelativeLength: Hashable, Sendable, CustomStringConvertible {
    public enum Base: String, Hashable, Sendable {
        case proposal, container
    }

    /// Percent of the base (62 for `62%`): lengths are `base × percent / 100`, so whole
    /// percentages of whole lengths come out as the decimal a designer computes (40 % of 358 is
    /// 143.2, not 143.20000000000002 as 358 × 0.4 would be).
    public var percent: Double
    public var base: Base
    /// The grid form: when set, the length is the grid's span of the container (`base` is
    /// `.container` and `percent` 100).
    public var grid: ContainerGrid?

    public init(percent: Double, base: Base) {
        self.percent = percent
        self.base = base
    }

    /// `span` of `count` columns of the container.
    public init(grid: ContainerGrid) {
        self.init(percent: 100, base: .container)
        self.grid = grid
    }

    /// The length for a proposed (or container) length; nil when that is unspecified. An
    /// infinite one (a stack probing flexibility) gives infinity, or 0 for a zero fraction.
    public func resolve(_ length: Double?) -> Double? {
        guard let length else { return nil }
        if let grid { return grid.length(in: length) }
        if length.isInfinite { return percent == 0 ? 0 : .infinity }
        return length * percent / 100
    }

    /// `62%`, `75% of container` (to a millionth of a percent: `6.666667%`), `2 of 3 columns
    /// of container (spacing 8)`.
    public var description: String {
        if let grid { return grid.description }
        return ValueParsing.fmt((percent * 1e6).rounded() / 1e6) + "%" + (base == .container ? " of container" : "")
    }
}
