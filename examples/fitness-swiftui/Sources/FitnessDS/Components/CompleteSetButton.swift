import SwiftUI

/// The "complete set" icon button, big enough for sweaty hands mid-set.
struct CompleteSetButton: View {
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            // checkmark.circle.fill, drawn as a checkmark on an accent circle so the
            // circle can grow to the 56 pt workout target.
            Image(systemName: "checkmark")
                .font(.actionIcon)
                .foregroundColor(.background)
                .padding(.space16)
                .frame(minWidth: AppSpacing.primaryAction, minHeight: AppSpacing.primaryAction)
                .background(Circle().fill(Color.accent))
                .contentShape(Circle())
        }
        .buttonStyle(ScaleButtonStyle())
        .accessibilityLabel("Complete set")
        .accessibilityHint("Marks current set as finished")
    }
}

#Preview("Complete set button", traits: .sizeThatFitsLayout) {
    CompleteSetButton {}
        .preferredColorScheme(.dark)
}
