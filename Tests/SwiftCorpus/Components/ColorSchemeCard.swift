import SwiftUI

/// A promo card that swaps its artwork colours and shadow in dark mode.
struct ColorSchemeCard: View {
    @Environment(\.colorScheme) private var colorScheme
    let title: String

    private var isDark: Bool { colorScheme == .dark }

    var body: some View {
        HStack(spacing: Spacing.md) {
            Image(systemName: isDark ? "star.fill" : "bolt.fill")
                .font(.title2)
                .foregroundStyle(isDark ? Color.warning : Color.brand)
            VStack(alignment: .leading, spacing: 2) {
                Text(title)
                    .font(.headline)
                Text(isDark ? "Dark appearance" : "Light appearance")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
        .background(isDark ? Color(white: 0.12) : Color.white)
        .clipShape(RoundedRectangle(cornerRadius: Radius.medium))
        .shadow(color: isDark ? .clear : .black.opacity(0.1), radius: 6, y: 3)
    }
}

#Preview("Light", traits: .sizeThatFitsLayout) {
    ColorSchemeCard(title: "Go premium")
        .padding()
        .frame(width: 390)
        .background(Color(white: 0.95))
}

#Preview("Dark", traits: .sizeThatFitsLayout) {
    ColorSchemeCard(title: "Go premium")
        .padding()
        .frame(width: 390)
        .background(Color.black)
        .preferredColorScheme(.dark)
}
