import SwiftUI

/// Weight, rep and rest input: the value between 44 pt − and + buttons.
struct NumericInput: View {
    let label: String
    @Binding var value: String
    let unit: String
    var onDecrement: () -> Void = {}
    var onIncrement: () -> Void = {}

    var body: some View {
        HStack(spacing: .space16) {
            stepper(systemName: "minus", label: "Decrease \(label)", action: onDecrement)

            VStack(spacing: .space2) {
                Text(label)
                    .statLabel()
                HStack(alignment: .firstTextBaseline, spacing: .space4) {
                    // Input fields keep their inline rounded definition: specialised UI.
                    Text(value)
                        .font(.system(size: 28, weight: .semibold, design: .rounded))
                        .foregroundColor(.textPrimary)
                    Text(unit)
                        .font(.subheadline)
                        .foregroundColor(.textTertiary)
                }
            }
            .frame(maxWidth: .infinity)

            stepper(systemName: "plus", label: "Increase \(label)", action: onIncrement)
        }
        .padding(.space12)
        .background(
            RoundedRectangle(cornerRadius: 12, style: .circular)
                .fill(Color.surfacePrimary)
                .strokeBorder(Color.surfaceTertiary, lineWidth: 1)
        )
    }

    private func stepper(systemName: String, label: String, action: @escaping () -> Void) -> some View {
        Button(action: action) {
            ZStack {
                Circle()
                    .fill(Color.surfaceTertiary)
                Image(systemName: systemName)
                    .font(.stepperIcon)
                    .foregroundColor(.textPrimary)
            }
            .frame(width: AppSpacing.minTouchTarget, height: AppSpacing.minTouchTarget)
        }
        .buttonStyle(.plain)
        .accessibilityLabel(label)
    }
}

#Preview("Weight", traits: .sizeThatFitsLayout) {
    @Previewable @State var weight = "135.0"
    NumericInput(label: "Weight", value: $weight, unit: "lb")
        .frame(width: 358)
        .preferredColorScheme(.dark)
}

#Preview("Reps", traits: .sizeThatFitsLayout) {
    NumericInput(label: "Reps", value: .constant("6"), unit: "reps")
        .frame(width: 358)
        .preferredColorScheme(.dark)
}

#Preview("Rest", traits: .sizeThatFitsLayout) {
    NumericInput(label: "Rest", value: .constant("1:30"), unit: "min")
        .frame(width: 358)
        .preferredColorScheme(.dark)
}
