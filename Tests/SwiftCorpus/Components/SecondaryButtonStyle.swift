import SwiftUI

/// Outlined button for the second choice on a screen.
struct SecondaryButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled
    var tint: Color = .brand

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.body.weight(.semibold))
            .foregroundStyle(isEnabled ? tint : Color.secondary)
            .padding(.vertical, 12)
            .padding(.horizontal, 20)
            .frame(maxWidth: .infinity)
            .background(
                RoundedRectangle(cornerRadius: Radius.medium, style: .continuous)
                    .strokeBorder(isEnabled ? tint : Color.hairline, lineWidth: 1.5)
            )
            .background(
                RoundedRectangle(cornerRadius: Radius.medium, style: .continuous)
                    .fill(tint.opacity(configuration.isPressed ? 0.12 : 0))
            )
            .contentShape(RoundedRectangle(cornerRadius: Radius.medium, style: .continuous))
    }
}

extension ButtonStyle where Self == SecondaryButtonStyle {
    static var secondary: SecondaryButtonStyle { SecondaryButtonStyle() }
}

#Preview("Secondary", traits: .sizeThatFitsLayout) {
    VStack(spacing: Spacing.md) {
        Button("Maybe later") {}
            .buttonStyle(.secondary)
        Button("Use a different email") {}
            .buttonStyle(SecondaryButtonStyle(tint: .success))
        Button("Unavailable") {}
            .buttonStyle(.secondary)
            .disabled(true)
    }
    .padding()
    .frame(width: 375)
}
