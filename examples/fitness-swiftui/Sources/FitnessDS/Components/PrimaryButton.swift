import SwiftUI

/// Full-width cyan action, 56 pt tall: the primary workout action.
struct PrimaryButton: View {
    let title: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(title)
                .font(.headlineSmall)
                .foregroundColor(.background)
                .frame(maxWidth: .infinity)
                .frame(height: AppSpacing.primaryAction)
                .background(Color.accent)
                .cornerRadius(12)
                .contentShape(RoundedRectangle(cornerRadius: 12, style: .circular))
        }
        .buttonStyle(ScaleButtonStyle())
    }
}

#Preview("Complete set", traits: .sizeThatFitsLayout) {
    PrimaryButton(title: "Complete set") {}
        .frame(width: 358)
        .preferredColorScheme(.dark)
}

#Preview("Start workout", traits: .sizeThatFitsLayout) {
    PrimaryButton(title: "Start workout") {}
        .frame(width: 358)
        .preferredColorScheme(.dark)
}
