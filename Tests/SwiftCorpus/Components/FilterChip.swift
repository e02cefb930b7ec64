import SwiftUI

/// A selectable filter chip with an optional leading symbol.
struct FilterChip: View {
    let title: String
    var systemImage: String? = nil
    var isSelected: Bool = false
    var action: () -> Void = {}

    var body: some View {
        Button(action: action) {
            HStack(spacing: Spacing.xs) {
                if let systemImage {
                    Image(systemName: systemImage)
                        .imageScale(.small)
                }
                Text(title)
                    .font(.subheadline.weight(.medium))
            }
            .padding(.horizontal, 12)
            .frame(height: 32)
            .foregroundStyle(isSelected ? Color.white : Color.primary)
            .background {
                if isSelected {
                    Capsule().fill(Color.brand)
                } else {
                    Capsule().strokeBorder(Color.hairline, lineWidth: 1)
                }
            }
            .contentShape(Capsule())
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(isSelected ? .isSelected : [])
    }
}

#Preview("Chips", traits: .sizeThatFitsLayout) {
    HStack(spacing: Spacing.sm) {
        FilterChip(title: "All", isSelected: true)
        FilterChip(title: "Favourites", systemImage: "heart.fill")
        FilterChip(title: "Recent", systemImage: "clock")
    }
    .padding()
}
