import SwiftUI

/// A section title with an optional trailing action.
struct SectionHeader: View {
    let title: String
    var actionTitle: String? = nil
    var action: (() -> Void)? = nil

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text(title)
                .font(.title3.weight(.bold))
                .accessibilityAddTraits(.isHeader)
            Spacer()
            if let actionTitle, let action {
                Button(actionTitle, action: action)
                    .font(.subheadline.weight(.semibold))
                    .tint(.brand)
            }
        }
        .padding(.horizontal, Spacing.md)
    }
}

#Preview("Headers", traits: .sizeThatFitsLayout) {
    VStack(spacing: Spacing.lg) {
        SectionHeader(title: "Recently played")
        SectionHeader(title: "Top picks", actionTitle: "See all") {}
    }
    .padding(.vertical)
    .frame(width: 390)
}
