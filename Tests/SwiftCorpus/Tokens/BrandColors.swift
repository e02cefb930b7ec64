import SwiftUI

extension Color {
    /// `Color(hex: 0x3366FF)` or `Color(hex: 0x3366FF, alpha: 0.5)`.
    init(hex: UInt, alpha: Double = 1) {
        self.init(
            .sRGB,
            red: Double((hex >> 16) & 0xff) / 255,
            green: Double((hex >> 08) & 0xff) / 255,
            blue: Double((hex >> 00) & 0xff) / 255,
            opacity: alpha
        )
    }
}

public extension Color {
    static let brand = Color(red: 0.20, green: 0.40, blue: 1.00)
    static let brandDark = Color(hex: 0x1F3FB8)
    static let success = Color(hex: 0x1E9E5A)
    static let warning = Color(hex: 0xF2A516)
    static let danger = Color(hex: 0xD93A3A)
    static let surface = Color(.systemBackground)
    static let surfaceSecondary = Color(.secondarySystemBackground)
    static let hairline = Color(white: 0.85)
    static let scrim = Color.black.opacity(0.4)
    /// From the asset catalog: light and dark appearances.
    static let cardBackground = Color("CardBackground")
    static let accentP3 = Color("AccentP3")
}

private struct Swatch: View {
    let name: String
    let color: Color

    var body: some View {
        VStack(spacing: Spacing.xs) {
            RoundedRectangle(cornerRadius: Radius.small)
                .fill(color)
                .frame(width: 56, height: 40)
                .overlay(
                    RoundedRectangle(cornerRadius: Radius.small)
                        .stroke(Color.hairline, lineWidth: 1)
                )
            Text(name)
                .font(.caption2)
        }
    }
}

#Preview("Brand colours", traits: .sizeThatFitsLayout) {
    HStack(spacing: Spacing.sm) {
        Swatch(name: "brand", color: .brand)
        Swatch(name: "brandDark", color: .brandDark)
        Swatch(name: "success", color: .success)
        Swatch(name: "warning", color: .warning)
        Swatch(name: "danger", color: .danger)
    }
    .padding()
}

#Preview("Asset catalog colours", traits: .sizeThatFitsLayout) {
    HStack(spacing: Spacing.sm) {
        Swatch(name: "card", color: .cardBackground)
        Swatch(name: "accentP3", color: .accentP3)
        Swatch(name: "surface", color: .surface)
        Swatch(name: "surface2", color: .surfaceSecondary)
    }
    .padding()
    .background(Color.surface)
}
