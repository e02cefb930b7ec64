import SwiftUI

/// A rounded surface around any content.
struct Card<Content: View>: View {
    var padding: CGFloat = Spacing.md
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.sm) {
            content
        }
        .padding(padding)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.cardBackground, in: RoundedRectangle(cornerRadius: Radius.large, style: .continuous))
        .overlay(
            RoundedRectangle(cornerRadius: Radius.large, style: .continuous)
                .strokeBorder(Color.hairline.opacity(0.6), lineWidth: 0.5)
        )
    }
}

#Preview("Card", traits: .sizeThatFitsLayout) {
    Card {
        Text("Weekly summary")
            .font(.headline)
        Text("You closed your rings on 5 of 7 days. Keep the streak going!")
            .font(.subheadline)
            .foregroundStyle(.secondary)
    }
    .padding()
    .frame(width: 390)
    .background(Color.surfaceSecondary)
}

#Preview("Compact card", traits: .sizeThatFitsLayout) {
    Card(padding: Spacing.sm) {
        Label("3 new messages", systemImage: "paperplane.fill")
            .font(.subheadline.weight(.medium))
    }
    .padding()
    .frame(width: 390)
}
