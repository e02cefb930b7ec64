import SwiftUI

/// Filled, full-width call to action. Dims while pressed, greys out when disabled.
struct PrimaryButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundColor(.white)
            .frame(maxWidth: .infinity, minHeight: 50)
            .background(
                RoundedRectangle(cornerRadius: Radius.medium, style: .continuous)
                    .fill(isEnabled ? Color.brand : Color(.systemGray3))
            )
            .opacity(configuration.isPressed ? 0.8 : 1)
            .scaleEffect(configuration.isPressed ? 0.98 : 1)
    }
}

extension ButtonStyle where Self == PrimaryButtonStyle {
    static var primary: PrimaryButtonStyle { PrimaryButtonStyle() }
}

#Preview("Primary", traits: .sizeThatFitsLayout) {
    VStack(spacing: Spacing.md) {
        Button("Continue") {}
            .buttonStyle(.primary)
        Button("Continue") {}
            .buttonStyle(.primary)
            .disabled(true)
    }
    .padding()
    .frame(width: 375)
}
