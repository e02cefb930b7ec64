import SwiftUI

/// The brand theme a subtree is drawn in.
struct Theme {
    var accent: Color
    var cornerRadius: CGFloat

    static let standard = Theme(accent: .brand, cornerRadius: Radius.medium)
    static let festive = Theme(accent: .danger, cornerRadius: Radius.large)
}

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = Theme.standard
}

extension EnvironmentValues {
    var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

extension View {
    func theme(_ theme: Theme) -> some View {
        environment(\.theme, theme)
    }
}

/// A call-to-action pill that takes its colour and shape from the theme.
struct ThemedPill: View {
    @Environment(\.theme) private var theme
    let title: String

    var body: some View {
        Text(title)
            .font(.callout.weight(.semibold))
            .foregroundColor(.white)
            .padding(.horizontal, Spacing.md)
            .padding(.vertical, 10)
            .background(theme.accent, in: RoundedRectangle(cornerRadius: theme.cornerRadius, style: .continuous))
    }
}

#Preview("Default and festive", traits: .sizeThatFitsLayout) {
    VStack(spacing: Spacing.md) {
        ThemedPill(title: "Default theme")
        ThemedPill(title: "Festive theme")
            .theme(.festive)
        ThemedPill(title: "Set with environment")
            .environment(\.theme, Theme(accent: .success, cornerRadius: 4))
    }
    .padding()
}
