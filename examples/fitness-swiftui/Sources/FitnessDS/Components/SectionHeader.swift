import SwiftUI

/// A section header: the elegant label, leading, announced as a header.
struct SectionHeader: View {
    let title: String
    var color: Color = AppColors.dominant

    var body: some View {
        Text(title)
            .elegantLabel(color: color)
            .frame(maxWidth: .infinity, alignment: .leading)
            .accessibilityAddTraits(.isHeader)
    }
}

#Preview("Today", traits: .sizeThatFitsLayout) {
    SectionHeader(title: "Today")
        .frame(width: 358)
        .preferredColorScheme(.dark)
}

#Preview("Modules", traits: .sizeThatFitsLayout) {
    SectionHeader(title: "Modules", color: AppColors.accent1)
        .frame(width: 358)
        .preferredColorScheme(.dark)
}

#Preview("This week", traits: .sizeThatFitsLayout) {
    SectionHeader(title: "This week", color: AppColors.programAccent)
        .frame(width: 358)
        .preferredColorScheme(.dark)
}

#Preview("History", traits: .sizeThatFitsLayout) {
    SectionHeader(title: "History", color: AppColors.textTertiary)
        .frame(width: 358)
        .preferredColorScheme(.dark)
}
