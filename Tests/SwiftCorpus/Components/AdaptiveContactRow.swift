import SwiftUI

/// A contact row that stacks vertically at accessibility text sizes.
struct AdaptiveContactRow: View {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    let name: String
    let role: String

    var body: some View {
        Group {
            if dynamicTypeSize.isAccessibilitySize {
                VStack(alignment: .leading, spacing: Spacing.sm) { content }
            } else {
                HStack(spacing: 12) { content }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
    }

    @ViewBuilder
    private var content: some View {
        Avatar(name: name)
        VStack(alignment: .leading, spacing: 2) {
            Text(name)
                .font(.headline)
            Text(role)
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
    }
}

/// The same switch for a label/value pair, without a shared content property.
struct AdaptiveStatRow: View {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    let label: String
    let value: String

    var body: some View {
        if dynamicTypeSize.isAccessibilitySize {
            VStack(alignment: .leading, spacing: Spacing.xs) {
                Text(label).foregroundStyle(.secondary)
                Text(value).bold()
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        } else {
            HStack {
                Text(label).foregroundStyle(.secondary)
                Spacer()
                Text(value).bold()
            }
        }
    }
}

#Preview("Default size", traits: .sizeThatFitsLayout) {
    VStack {
        AdaptiveContactRow(name: "Ada Lovelace", role: "Analyst")
        AdaptiveStatRow(label: "Distance", value: "5.2 km")
            .padding(.horizontal)
    }
    .frame(width: 390)
}

#Preview("Accessibility size", traits: .sizeThatFitsLayout) {
    VStack {
        AdaptiveContactRow(name: "Ada Lovelace", role: "Analyst")
        AdaptiveStatRow(label: "Distance", value: "5.2 km")
            .padding(.horizontal)
    }
    .frame(width: 390)
    .environment(\.dynamicTypeSize, .accessibility2)
}
