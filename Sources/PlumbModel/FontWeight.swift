/// The nine weights SwiftUI's `Font.Weight` names, lightest first.
public enum FontWeight: String, CaseIterable, Hashable, Sendable, Comparable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// CSS-style numeric weight (100…900), used to pick font files.
    public var numeric: Int {
        switch self {
        case .ultraLight: return 100
        case .thin: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }

    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.numeric < b.numeric }
}

/// SwiftUI's `Font.Design`.
public enum FontDesign: String, CaseIterable, Hashable, Sendable {
    case `default`, rounded, monospaced, serif
}
