import SwiftUI

/// A floating confirmation, made through static factories.
struct Toast: View {
    struct Style {
        let symbol: String
        let tint: Color

        static let success = Style(symbol: "checkmark", tint: .success)
        static let failure = Style(symbol: "xmark", tint: .danger)
        static let info = Style(symbol: "info.circle", tint: .brand)
    }

    let message: String
    var style: Style = .info

    var body: some View {
        HStack(spacing: 10) {
            Image(systemName: style.symbol)
                .font(.subheadline.weight(.bold))
                .foregroundStyle(style.tint)
            Text(message)
                .font(.subheadline.weight(.medium))
                .foregroundStyle(.white)
        }
        .padding(.horizontal, 18)
        .padding(.vertical, 12)
        .background(Color(white: 0.15), in: Capsule())
        .shadow(color: .black.opacity(0.2), radius: 10, y: 5)
    }

    static func saved() -> Toast { Toast(message: "Saved", style: .success) }
    static func copied(_ what: String) -> Toast { Toast(message: "\(what) copied") }
}

#Preview("Toasts", traits: .sizeThatFitsLayout) {
    VStack(spacing: Spacing.md) {
        Toast.saved()
        Toast.copied("Link")
        Toast(message: "Could not connect", style: .failure)
    }
    .padding(Spacing.lg)
}
