/// A stack's main axis.
public enum Axis: String, Hashable, Sendable {
    case horizontal, vertical
}

/// Horizontal alignment guides (VStack, frames, ZStack).
public enum HorizontalAlignment: String, CaseIterable, Hashable, Sendable {
    case leading, center, trailing
}

/// Vertical alignment guides (HStack, frames, ZStack), including text baselines.
public enum VerticalAlignment: String, CaseIterable, Hashable, Sendable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
}

/// A two-axis alignment (SwiftUI's `Alignment`).
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)

    /// SwiftUI's names: `center`, `leading`, `topLeading`, `bottomTrailing`, … plus
    /// `leadingFirstTextBaseline`-style combinations.
    public init?(name: String) {
        let table: [String: Alignment] = [
            "center": .init(horizontal: .center, vertical: .center),
            "leading": .init(horizontal: .leading, vertical: .center),
            "trailing": .init(horizontal: .trailing, vertical: .center),
            "top": .init(horizontal: .center, vertical: .top),
            "bottom": .init(horizontal: .center, vertical: .bottom),
            "topLeading": .init(horizontal: .leading, vertical: .top),
            "topTrailing": .init(horizontal: .trailing, vertical: .top),
            "bottomLeading": .init(horizontal: .leading, vertical: .bottom),
            "bottomTrailing": .init(horizontal: .trailing, vertical: .bottom),
            "centerFirstTextBaseline": .init(horizontal: .center, vertical: .firstTextBaseline),
            "centerLastTextBaseline": .init(horizontal: .center, vertical: .lastTextBaseline),
            "leadingFirstTextBaseline": .init(horizontal: .leading, vertical: .firstTextBaseline),
            "leadingLastTextBaseline": .init(horizontal: .leading, vertical: .lastTextBaseline),
            "trailingFirstTextBaseline": .init(horizontal: .trailing, vertical: .firstTextBaseline),
            "trailingLastTextBaseline": .init(horizontal: .trailing, vertical: .lastTextBaseline),
        ]
        guard let a = table[name] else { return nil }
        self = a
    }

    public static let names = ["center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing",
                               "bottomLeading", "bottomTrailing", "leadingFirstTextBaseline", "centerFirstTextBaseline",
                               "trailingFirstTextBaseline", "leadingLastTextBaseline", "centerLastTextBaseline",
                               "trailingLastTextBaseline"]

    public var description: String {
        if vertical == .center { return horizontal == .center ? "center" : horizontal.rawValue }
        if vertical == .top || vertical == .bottom {
            // SwiftUI's corner names put the vertical guide first (`bottomTrailing`).
            if horizontal == .center { return vertical.rawValue }
            return vertical.rawValue + horizontal.rawValue.prefix(1).uppercased() + horizontal.rawValue.dropFirst()
        }
        return horizontal.rawValue + vertical.rawValue.prefix(1).uppercased() + vertical.rawValue.dropFirst()
    }
}

/// Insets per edge, in points (SwiftUI's `EdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double
    /// Edges (`top`, `leading`, `bottom`, `trailing`) given as a scaled metric, as declared:
    /// the values above are scaled to the current size, these are what the grid rule judges.
    public var scaledMetrics: [String: ScaledMetric] = [:]

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init(all v: Double) { self.init(top: v, leading: v, bottom: v, trailing: v) }
}

/// The parameters of `.frame(...)`: fixed (`width`/`height`) or flexible (min/ideal/max).
public struct FrameSpec: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public var minWidth: Double?
    public var idealWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var idealHeight: Double?
    public var maxHeight: Double?
    public var alignment: Alignment = .center
    /// Lengths given relative to the proposal or the container (`width: 62%`), by field
    /// name (`width`, `maxWidth`, …); `resolved(proposal:container:)` turns them into points.
    public var relative: [String: RelativeLength] = [:]
    /// Lengths given as a scaled metric, by field name, as declared (the values above are
    /// scaled to the current size; the grid rule judges these).
    public var scaledMetrics: [String: ScaledMetric] = [:]

    public init() {}

    /// The frame's field names, in the order dumps print them.
    public static let fieldNames = ["width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]

    /// Sets the length named `field` (one of `fieldNames`); false for any other name.
    @discardableResult
    public mutating func set(_ field: String, _ value: Double?) -> Bool {
        switch field {
        case "width": width = value
        case "height": height = value
        case "minWidth": minWidth = value
        case "idealWidth": idealWidth = value
        case "maxWidth": maxWidth = value
        case "minHeight": minHeight = value
        case "idealHeight": idealHeight = value
        case "maxHeight": maxHeight = value
        default: return false
        }
        return true
    }

    /// True when only `width`/`height` are given (SwiftUI's fixed frame).
    public var isFixed: Bool {
        minWidth == nil && idealWidth == nil && maxWidth == nil && minHeight == nil && idealHeight == nil && maxHeight == nil
            && relative.keys.allSatisfy { $0 == "width" || $0 == "height" }
    }

    /// The frame with its relative lengths in points, for a proposal of `width` × `height` in a
    /// container of `containerWidth` × `containerHeight` (nil: unspecified, then the length is
    /// absent, as if not given).
    public func resolved(width: Double?, height: Double?, containerWidth: Double?, containerHeight: Double?) -> FrameSpec {
        guard !relative.isEmpty else { return self }
        var f = self
        f.relative = [:]
        for (key, r) in relative {
            let horizontal = key.lowercased().hasSuffix("width")
            let basis = r.base == .proposal ? (horizontal ? width : height) : (horizontal ? containerWidth : containerHeight)
            f.set(key, r.resolve(basis))
        }
        return f
    }
}

/// Per-corner radii, SwiftUI's `RectangleCornerRadii` naming.
public struct CornerRadii: Hashable, Sendable {
    public var topLeading: Double
    public var topTrailing: Double
    public var bottomLeading: Double
    public var bottomTrailing: Double

    public init(topLeading: Double, topTrailing: Double, bottomLeading: Double, bottomTrailing: Double) {
        self.topLeading = topLeading
        self.topTrailing = topTrailing
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
    }

    public init(all r: Double) { self.init(topLeading: r, topTrailing: r, bottomLeading: r, bottomTrailing: r) }

    public var isUniform: Bool { topLeading == topTrailing && topLeading == bottomLeading && topLeading == bottomTrailing }

    /// Leading and trailing swapped: the radii as drawn right to left.
    public var mirrored: CornerRadii {
        CornerRadii(topLeading: topTrailing, topTrailing: topLeading, bottomLeading: bottomTrailing, bottomTrailing: bottomLeading)
    }
}

/// `RoundedCornerStyle`: continuous (iOS squircle, the default) or circular.
public enum CornerStyle: String, Hashable, Sendable {
    case continuous, circular
}

/// A shape, as a node kind or as the argument of `clipShape`/`contentShape`.
public enum ShapeKind: Hashable, Sendable {
    case rectangle
    case roundedRectangle(CornerRadii, CornerStyle)
    case capsule(CornerStyle)
    case circle
    case ellipse
    /// A shape the sources declare, or a `Path` drawn as a view (`CustomShapeOutline`). Boxed,
    /// so that a shape — and every node kind holding one — stays as small as before it.
    indirect case custom(CustomShapeOutline)

    /// The shape as drawn in `direction`: right to left, per-corner radii swap leading and
    /// trailing (SwiftUI's `UnevenRoundedRectangle` names its corners by leading/trailing).
    public func physical(_ direction: LayoutDirection) -> ShapeKind {
        guard direction == .rightToLeft, case .roundedRectangle(let r, let style) = self else { return self }
        return .roundedRectangle(r.mirrored, style)
    }

    /// True when the shape looks different right to left (radii that differ left and right).
    public var mirrorsRightToLeft: Bool { physical(.rightToLeft) != self }
}
