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

    /// The style name font files use for this weight (`Inter-SemiBold.otf`). SwiftUI's names are
    /// one step off the CSS names the files use (`ultraLight` is 100 = Thin, `thin` is 200 =
    /// ExtraLight).
    public var fileStyleName: String {
        switch self {
        case .ultraLight: return "Thin"
        case .thin: return "ExtraLight"
        case .light: return "Light"
        case .regular: return "Regular"
        case .medium: return "Medium"
        case .semibold: return "SemiBold"
        case .bold: return "Bold"
        case .heavy: return "ExtraBold"
        case .black: return "Black"
        }
    }
}

/// SwiftUI's `Font.Design`.
public enum FontDesign: String, CaseIterable, Hashable, Sendable {
    case `default`, rounded, monospaced, serif
}
