import SwiftUI

/// The elevation every floating surface uses.
struct CardStyle: ViewModifier {
    var cornerRadius: CGFloat = Radius.medium

    func body(content: Content) -> some View {
        content
            .background(Color.surface)
            .clipShape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
            .shadow(color: .black.opacity(0.08), radius: 8, x: 0, y: 4)
    }
}

extension View {
    func cardStyle(cornerRadius: CGFloat = Radius.medium) -> some View {
        modifier(CardStyle(cornerRadius: cornerRadius))
    }

    /// Stretches to the full width, content on the leading edge.
    func maxLeading() -> some View {
        frame(maxWidth: .infinity, alignment: .leading)
    }
}

#Preview("Card style", traits: .sizeThatFitsLayout) {
    VStack(spacing: Spacing.md) {
        Text("Default radius")
            .padding()
            .maxLeading()
            .cardStyle()
        Text("Large radius")
            .padding()
            .maxLeading()
            .cardStyle(cornerRadius: Radius.large)
    }
    .padding(Spacing.lg)
    .frame(width: 390)
    .background(Color.surfaceSecondary)
}
