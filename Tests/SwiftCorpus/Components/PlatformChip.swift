import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

/// What a tap on a chip does.
typealias ChipAction = () -> Void
/// A chip's colours: background then foreground.
typealias ChipColors = (background: SwiftUI.Color, foreground: SwiftUI.Color)

#if os(iOS)
typealias PlatformColor = UIColor
typealias PlatformFont = UIFont
#elseif os(macOS)
typealias PlatformColor = NSColor
typealias PlatformFont = NSFont
#endif

/// A compact chip whose style names its colours through type aliases, the way cross-platform
/// design systems spell platform types once.
struct PlatformChip: View {
    typealias Style = ChipStyle
    typealias Action = ChipAction

    enum ChipStyle {
        case neutral, accent, critical

        typealias Palette = ChipColors

        var palette: Palette {
            switch self {
            case .neutral: return (SwiftUI.Color(PlatformColor.secondarySystemFill), .primary)
            case .accent: return (SwiftUI.Color.brand.opacity(0.15), .brand)
            case .critical: return (SwiftUI.Color(PlatformColor.systemRed), .white)
            }
        }
    }

    let title: String
    var style: Style = .neutral
    var action: Action?

    private var font: SwiftUI.Font {
        SwiftUI.Font(PlatformFont.systemFont(ofSize: 13, weight: .semibold))
    }

    var body: some View {
        let colors = style.palette
        Text(title)
            .font(font)
            .foregroundStyle(colors.foreground)
            .padding(.horizontal, 10)
            .padding(.vertical, 6)
            .background(colors.background, in: Capsule())
            .onTapGesture { action?() }
    }
}

#Preview("Chip styles", traits: .sizeThatFitsLayout) {
    HStack(spacing: Spacing.sm) {
        PlatformChip(title: "Draft")
        PlatformChip(title: "Featured", style: .accent)
        PlatformChip(title: "Overdue", style: .critical) { print("tapped") }
    }
    .padding()
}
