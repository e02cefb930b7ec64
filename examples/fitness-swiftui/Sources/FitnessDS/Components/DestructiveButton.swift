import SwiftUI

/// Destructive actions are error red with no fill, and always ask for confirmation first.
struct DestructiveButton: View {
    let title: String
    let action: () -> Void

    var body: some View {
        Button(role: .destructive, action: action) {
            Text(title)
                .font(.headlineSmall)
                .foregroundColor(.error)
                .frame(maxWidth: .infinity, minHeight: AppSpacing.minTouchTarget)
                .contentShape(Rectangle())
        }
        .buttonStyle(ScaleButtonStyle())
    }
}

#Preview("End workout", traits: .sizeThatFitsLayout) {
    DestructiveButton(title: "End workout") {}
        .frame(width: 358)
        .preferredColorScheme(.dark)
}
