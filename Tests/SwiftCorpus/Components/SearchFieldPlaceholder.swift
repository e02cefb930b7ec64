import SwiftUI

/// The tappable search bar on the home screen (opens the real search).
struct SearchFieldPlaceholder: View {
    var prompt = "Search"
    var showsFilter = false

    var body: some View {
        HStack(spacing: Spacing.sm) {
            Image(systemName: "magnifyingglass")
                .foregroundStyle(.secondary)
            Text(prompt)
                .foregroundStyle(.tertiary)
            Spacer()
            if showsFilter {
                Divider()
                    .frame(height: 20)
                Image(systemName: "gearshape")
                    .foregroundStyle(Color.brand)
            }
        }
        .font(.body)
        .padding(.horizontal, 12)
        .frame(height: 40)
        .background(Color(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 10, style: .continuous))
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(prompt)
        .accessibilityAddTraits(.isSearchField)
    }
}

#Preview("Search", traits: .sizeThatFitsLayout) {
    VStack(spacing: Spacing.md) {
        SearchFieldPlaceholder()
        SearchFieldPlaceholder(prompt: "Search recipes", showsFilter: true)
    }
    .padding()
    .frame(width: 390)
}
