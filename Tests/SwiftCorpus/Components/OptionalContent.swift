import SwiftUI

/// A list item whose pieces appear only when there is data for them.
/// Absent pieces take no room and no stack spacing.
struct OptionalContentItem: View {
    let title: String
    var subtitle: String? = nil
    var badge: Int? = nil
    var footer: String? = nil

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.sm) {
            HStack(spacing: Spacing.sm) {
                Text(title)
                    .font(.headline)
                badgeView
            }
            subtitleView
            Group {
                if let footer {
                    Text(footer)
                } else {
                    EmptyView()
                }
            }
            .font(.caption)
            .foregroundStyle(.secondary)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.surfaceSecondary)
    }

    @ViewBuilder
    private var badgeView: some View {
        if let badge, badge > 0 {
            CountBadge(count: badge)
        }
    }

    @ViewBuilder
    private var subtitleView: some View {
        if let subtitle {
            Text(subtitle)
                .font(.subheadline)
        } else {
            EmptyView()
        }
    }
}

#Preview("All pieces", traits: .sizeThatFitsLayout) {
    OptionalContentItem(title: "Inbox", subtitle: "3 conversations need a reply", badge: 3, footer: "Updated just now")
        .frame(width: 390)
}

#Preview("Title only", traits: .sizeThatFitsLayout) {
    OptionalContentItem(title: "Archive")
        .frame(width: 390)
}
