import SwiftUI

/// Title first, icon after it: for "Next ›" style labels.
struct TrailingIconLabelStyle: LabelStyle {
    var spacing: CGFloat = 6

    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: spacing) {
            configuration.title
            configuration.icon
        }
    }
}

extension LabelStyle where Self == TrailingIconLabelStyle {
    static var trailingIcon: TrailingIconLabelStyle { TrailingIconLabelStyle() }
}

#Preview("Label styles", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: 12) {
        Label("Favourites", systemImage: "heart.fill")
        Label("Next", systemImage: "chevron.right")
            .labelStyle(.trailingIcon)
        Label("Search", systemImage: "magnifyingglass")
            .labelStyle(.iconOnly)
        Label("Title only", systemImage: "star.fill")
            .labelStyle(.titleOnly)
    }
    .font(.body.weight(.medium))
    .foregroundStyle(Color.brand)
    .padding()
}
