import SwiftUI

/// "──── or ────" between two sign-in options.
struct OrDivider: View {
    var label = "or"

    var body: some View {
        HStack(spacing: 12) {
            line
            Text(label)
                .font(.footnote)
                .foregroundStyle(.secondary)
            line
        }
    }

    private var line: some View {
        Rectangle()
            .fill(Color.hairline)
            .frame(height: 1)
    }
}

#Preview("Divider", traits: .sizeThatFitsLayout) {
    VStack(spacing: Spacing.md) {
        Button("Continue with email") {}
            .buttonStyle(.primary)
        OrDivider()
        Button("Continue as guest") {}
            .buttonStyle(.secondary)
    }
    .padding()
    .frame(width: 375)
}
