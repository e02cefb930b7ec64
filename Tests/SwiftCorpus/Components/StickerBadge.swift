import SwiftUI

/// An achievement sticker: the vector artwork from the asset catalog.
struct StickerBadge: View {
    let title: String
    var isLocked = false

    var body: some View {
        VStack(spacing: 6) {
            Image("Trophy")
                .resizable()
                .renderingMode(.template)
                .scaledToFit()
                .frame(width: 48, height: 48)
                .foregroundStyle(isLocked ? Color.hairline : Color.warning)
                .padding(12)
                .background(Circle().fill(Color.surfaceSecondary))
            Text(title)
                .font(.caption.weight(.medium))
                .foregroundStyle(isLocked ? .secondary : .primary)
        }
        .opacity(isLocked ? 0.6 : 1)
        .accessibilityElement(children: .combine)
        .accessibilityValue(isLocked ? "Locked" : "Earned")
    }
}

#Preview("Stickers", traits: .sizeThatFitsLayout) {
    HStack(spacing: Spacing.lg) {
        StickerBadge(title: "First run")
        StickerBadge(title: "Marathon", isLocked: true)
    }
    .padding()
}
