import SwiftUI

/// A button style that turns red for destructive roles.
struct RoleAwareButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        let isDestructive = configuration.role == .destructive
        return configuration.label
            .font(.body.weight(.semibold))
            .foregroundColor(isDestructive ? .white : .primary)
            .padding(.vertical, 14)
            .frame(maxWidth: .infinity)
            .background(isDestructive ? Color.danger : Color.surfaceSecondary)
            .clipShape(RoundedRectangle(cornerRadius: Radius.medium, style: .continuous))
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

struct DeleteAccountButton: View {
    var action: () -> Void = {}

    var body: some View {
        Button(role: .destructive, action: action) {
            Label("Delete account", systemImage: "trash")
        }
        .buttonStyle(RoleAwareButtonStyle())
    }
}

#Preview("Roles", traits: .sizeThatFitsLayout) {
    VStack(spacing: 12) {
        Button("Cancel", role: .cancel) {}
        Button("Keep my data") {}
        DeleteAccountButton()
    }
    .buttonStyle(RoleAwareButtonStyle())
    .padding()
    .frame(width: 375)
}
