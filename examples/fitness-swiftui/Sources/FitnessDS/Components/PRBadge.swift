import SwiftUI

/// The personal-record moment: the one place the accent may be a gradient.
struct PRBadge: View {
    /// The lifted weight, e.g. "225.0 lb".
    let weight: String
    let lift: String

    var body: some View {
        HStack(spacing: .space12) {
            Image(systemName: "star.fill")
                .font(.actionIcon)
                .foregroundColor(.success)
                .accessibilityHidden(true)

            VStack(alignment: .leading, spacing: .space2) {
                SectionHeader(title: "New PR", color: AppColors.success)
                Text(weight)
                    .monoMedium()
                Text(lift)
                    .subheadline()
            }
        }
        .padding(.space16)
        .background(
            RoundedRectangle(cornerRadius: 12, style: .circular)
                .fill(Color.surfacePrimary)
        )
        .overlay(
            RoundedRectangle(cornerRadius: 12, style: .circular)
                .strokeBorder(
                    LinearGradient(
                        colors: [AppColors.success, AppColors.dominant],
                        startPoint: .leading,
                        endPoint: .trailing
                    ),
                    lineWidth: 1
                )
        )
        // "Subtle screen glow"
        .shadow(color: AppColors.success.opacity(0.35), radius: 16, x: 0, y: 0)
    }
}

#Preview("Bench press", traits: .sizeThatFitsLayout) {
    PRBadge(weight: "225.0 lb", lift: "Bench Press")
        .frame(width: 358)
        .preferredColorScheme(.dark)
}
