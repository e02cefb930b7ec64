import SwiftUI

/// The notifications bell with its unread count in the top-trailing corner.
struct BellWithBadge: View {
    var unread: Int = 0

    var body: some View {
        Image(systemName: "bell")
            .font(.system(size: 22))
            .foregroundStyle(.primary)
            .frame(width: 44, height: 44)
            .overlay(alignment: .topTrailing) {
                CountBadge(count: unread)
                    .offset(x: 4, y: -2)
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(unread == 0 ? "Notifications" : "Notifications, \(unread) unread")
            .accessibilityAddTraits(.isButton)
    }
}

#Preview("Bell", traits: .sizeThatFitsLayout) {
    HStack(spacing: Spacing.lg) {
        BellWithBadge()
        BellWithBadge(unread: 5)
        BellWithBadge(unread: 240)
    }
    .padding()
}
