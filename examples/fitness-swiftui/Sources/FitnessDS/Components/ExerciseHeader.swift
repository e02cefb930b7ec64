import SwiftUI

/// The exercise being performed, with its custom exercise-type icon.
struct ExerciseHeader: View {
    /// An image set in Colors.xcassets, drawn to match SF Symbol stroke weights.
    let icon: String
    let name: String
    let setsRemaining: Int

    var body: some View {
        HStack(spacing: .space12) {
            Image(icon)
                .resizable()
                .scaledToFit()
                .frame(width: 24, height: 24)
                .foregroundColor(.accent)
                .accessibilityHidden(true)

            VStack(alignment: .leading, spacing: .space2) {
                Text(name).headline()
                Text(setsRemaining == 1 ? "1 set remaining" : "\(setsRemaining) sets remaining")
                    .subheadline()
            }

            Spacer(minLength: 0)
        }
    }
}

#Preview("Kettlebell swing", traits: .sizeThatFitsLayout) {
    ExerciseHeader(icon: "Kettlebell", name: "Kettlebell Swing", setsRemaining: 3)
        .padding(.space16)
        .frame(width: 390)
        .background(AppColors.background)
        .preferredColorScheme(.dark)
}

#Preview("Last set", traits: .sizeThatFitsLayout) {
    ExerciseHeader(icon: "Kettlebell", name: "Goblet Squat", setsRemaining: 1)
        .padding(.space16)
        .frame(width: 390)
        .background(AppColors.background)
        .preferredColorScheme(.dark)
}
