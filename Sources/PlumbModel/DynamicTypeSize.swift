/// The 12 content size categories, in SwiftUI's names and order. Default is `.large`.
public enum DynamicTypeSize: String, CaseIterable, Hashable, Sendable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public var index: Int { Self.allCases.firstIndex(of: self)! }

    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (a: Self, b: Self) -> Bool { a.index < b.index }

    /// Parses SwiftUI names plus the short forms `xs, s, m, l, xl, xxl, xxxl, ax1…ax5`.
    public init?(name: String) {
        if let v = Self(rawValue: name) { self = v; return }
        let short: [String: Self] = [
            "xs": .xSmall, "s": .small, "m": .medium, "l": .large, "xl": .xLarge, "xxl": .xxLarge,
            "xxxl": .xxxLarge, "ax1": .accessibility1, "ax2": .accessibility2, "ax3": .accessibility3,
            "ax4": .accessibility4, "ax5": .accessibility5,
        ]
        guard let v = short[name.lowercased()] else { return nil }
        self = v
    }
}

/// The 11 Dynamic Type text styles.
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// Accepts SwiftUI's spellings too: `title` = title1, `caption` = caption1.
    public init?(name: String) {
        switch name {
        case "title": self = .title1
        case "caption": self = .caption1
        default:
            guard let v = Self(rawValue: name) else { return nil }
            self = v
        }
    }

    /// Every style is Regular except Headline (Semibold).
    public var defaultWeight: FontWeight { self == .headline ? .semibold : .regular }

    /// The weight of the style's "emphasized" variant.
    public var emphasizedWeight: FontWeight {
        switch self {
        case .largeTitle, .title1, .title2: return .bold
        default: return .semibold
        }
    }
}
