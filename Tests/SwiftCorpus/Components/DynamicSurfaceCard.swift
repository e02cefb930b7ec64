import SwiftUI
import UIKit

/// The colour tokens of a design system that predates SwiftUI: `UIColor`s made from the
/// package's catalog or from a trait-collection provider, wrapped in `Color(...)` for views.
extension UIColor {
    private final class Token {}

    /// The bundle the catalog ships in: the package's resource bundle, else the framework.
    static var designSystemBundle: Bundle {
        #if SWIFT_PACKAGE
        return Bundle.module
        #else
        return Bundle(for: Token.self)
        #endif
    }

    static let cardSurface = UIColor(named: "CardBackground", in: designSystemBundle, compatibleWith: nil) ?? .systemBackground
    static let accentWide = UIColor(named: "AccentP3", in: .module, compatibleWith: nil)!

    /// Light ink on dark, dark ink on light.
    static let ink = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(white: 0.95, alpha: 1)
            : UIColor(red: 0.11, green: 0.12, blue: 0.16, alpha: 1)
    }

    /// A border that is stronger when the user asks for more contrast.
    static let border = UIColor { (traits: UITraitCollection) -> UIColor in
        switch (traits.userInterfaceStyle, traits.accessibilityContrast) {
        case (.dark, .high): return .white
        case (.dark, _): return UIColor(white: 1, alpha: 0.2)
        case (_, .high): return .black
        default: return UIColor(white: 0, alpha: 0.12)
        }
    }
}

extension Color {
    static let cardSurface = Color(uiColor: UIColor.cardSurface)
    static let ink = Color(UIColor.ink)
    static let cardBorder = Color(UIColor.border)
}

struct DynamicSurfaceCard: View {
    let title: String
    let detail: String

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.xs) {
            HStack {
                Circle()
                    .fill(Color(uiColor: UIColor.accentWide))
                    .frame(width: 10, height: 10)
                Text(title)
                    .font(.headline)
                    .foregroundStyle(Color.ink)
            }
            Text(detail)
                .font(.subheadline)
                .foregroundStyle(Color.ink.opacity(0.7))
        }
        .padding(Spacing.md)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.cardSurface, in: RoundedRectangle(cornerRadius: Radius.medium))
        .overlay(RoundedRectangle(cornerRadius: Radius.medium).stroke(Color.cardBorder, lineWidth: 1))
    }
}

#Preview("Surface, light", traits: .sizeThatFitsLayout) {
    DynamicSurfaceCard(title: "Backups", detail: "Last backed up 2 hours ago.")
        .frame(width: 320)
        .padding()
}

#Preview("Surface, dark", traits: .sizeThatFitsLayout) {
    DynamicSurfaceCard(title: "Backups", detail: "Last backed up 2 hours ago.")
        .frame(width: 320)
        .padding()
        .background(Color(.systemBackground))
        .environment(\.colorScheme, .dark)
}
