import SwiftUI

/// What a screen shows when there is nothing to list yet.
struct EmptyStateView: View {
    let systemImage: String
    let title: String
    let message: String
    var actionTitle: String? = nil
    var action: (() -> Void)? = nil

    var body: some View {
        VStack(spacing: Spacing.md) {
            Image(systemName: systemImage)
                .font(.system(size: 44, weight: .light))
                .foregroundStyle(.secondary)
                .accessibilityHidden(true)

            VStack(spacing: Spacing.xs) {
                Text(title)
                    .font(.title3.weight(.semibold))
                Text(message)
                    .font(.body)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }

            if let actionTitle, let action {
                Button(actionTitle, action: action)
                    .buttonStyle(.primary)
                    .frame(maxWidth: 220)
                    .padding(.top, Spacing.sm)
            }
        }
        .padding(Spacing.xl)
    }
}

#Preview("No results", traits: .sizeThatFitsLayout) {
    EmptyStateView(
        systemImage: "magnifyingglass",
        title: "No results",
        message: "Try a different search term or check the spelling."
    )
    .frame(width: 390)
}

#Preview("With action", traits: .sizeThatFitsLayout) {
    EmptyStateView(
        systemImage: "calendar",
        title: "No events yet",
        message: "Events you create or are invited to will show up here.",
        actionTitle: "Create event"
    ) {}
    .frame(width: 390)
}
