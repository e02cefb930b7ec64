import SwiftUI

/// A settings row bound to a preference.
struct SettingsToggleRow: View {
    let title: String
    var footnote: String? = nil
    @Binding var isOn: Bool

    var body: some View {
        Toggle(isOn: $isOn) {
            VStack(alignment: .leading, spacing: 2) {
                Text(title)
                if let footnote {
                    Text(footnote)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .tint(.brand)
        .padding(.vertical, Spacing.sm)
        .padding(.horizontal, Spacing.md)
    }
}

#Preview("Off and on", traits: .sizeThatFitsLayout) {
    VStack(spacing: 0) {
        SettingsToggleRow(title: "Push notifications", isOn: .constant(false))
        Divider()
        SettingsToggleRow(title: "Weekly digest", footnote: "Every Monday at 9:00", isOn: .constant(true))
    }
    .frame(width: 390)
}

#Preview("Interactive", traits: .sizeThatFitsLayout) {
    @Previewable @State var enabled = true
    SettingsToggleRow(title: "Face ID", footnote: "Unlock the app with your face", isOn: $enabled)
        .frame(width: 390)
}
