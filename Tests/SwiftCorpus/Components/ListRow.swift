import SwiftUI

/// A navigation row: tinted symbol tile, title, optional subtitle and value, chevron.
struct ListRow: View {
    let systemImage: String
    var iconColor: Color = .brand
    let title: String
    var subtitle: String? = nil
    var value: String? = nil
    var showsChevron = true

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: systemImage)
                .font(.system(size: 15, weight: .semibold))
                .foregroundColor(.white)
                .frame(width: 30, height: 30)
                .background(iconColor, in: RoundedRectangle(cornerRadius: 7, style: .continuous))

            VStack(alignment: .leading, spacing: 2) {
                Text(title)
                    .font(.body)
                if let subtitle = subtitle {
                    Text(subtitle)
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
            }

            Spacer(minLength: Spacing.sm)

            if let value {
                Text(value)
                    .foregroundStyle(.secondary)
            }
            if showsChevron {
                Image(systemName: "chevron.right")
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(.tertiary)
            }
        }
        .padding(.vertical, 10)
        .padding(.horizontal, Spacing.md)
        .contentShape(Rectangle())
        .accessibilityElement(children: .combine)
    }
}

#Preview("Rows", traits: .sizeThatFitsLayout) {
    VStack(spacing: 0) {
        ListRow(systemImage: "bell", iconColor: .danger, title: "Notifications")
        Divider().padding(.leading, 58)
        ListRow(systemImage: "creditcard", iconColor: .success, title: "Payment methods", subtitle: "Visa ending in 4242")
        Divider().padding(.leading, 58)
        ListRow(systemImage: "gearshape", iconColor: .gray, title: "Language", value: "English")
    }
    .background(Color.surface)
    .frame(width: 390)
}
