import SwiftUI

/// One set during a workout: upcoming, current or completed.
struct SetRow: View {
    let setNumber: Int
    let targetReps: Int
    let weight: Double
    let isCompleted: Bool
    let isCurrent: Bool

    var body: some View {
        HStack(spacing: .space16) {
            // Set indicator
            Circle()
                .fill(isCurrent ? Color.accent : (isCompleted ? Color.textTertiary : Color.surfaceTertiary))
                .frame(width: 8, height: 8)

            // Set number
            Text("Set \(setNumber)")
                .font(.bodyMedium)
                .foregroundColor(isCurrent ? .textPrimary : .textSecondary)

            Spacer()

            // Weight x Reps
            HStack(spacing: .space4) {
                Text("\(weight, specifier: "%.1f")")
                    .font(.monoMedium)
                Text("×")
                    .font(.bodySmall)
                    .foregroundColor(.textTertiary)
                Text("\(targetReps)")
                    .font(.monoMedium)
            }
            .foregroundColor(isCurrent ? .textPrimary : .textSecondary)

            // Completion indicator
            if isCompleted {
                Image(systemName: "checkmark")
                    .font(.labelLarge)
                    .foregroundColor(.success)
            }
        }
        .padding(.vertical, .space12)
        .padding(.horizontal, .space16)
        .background(isCurrent ? Color.accentSubtle : Color.clear)
        .cornerRadius(8)
    }
}

#Preview("Upcoming", traits: .sizeThatFitsLayout) {
    SetRow(setNumber: 2, targetReps: 6, weight: 135, isCompleted: false, isCurrent: false)
        .frame(width: 358)
        .preferredColorScheme(.dark)
}

#Preview("Current", traits: .sizeThatFitsLayout) {
    SetRow(setNumber: 3, targetReps: 6, weight: 135, isCompleted: false, isCurrent: true)
        .frame(width: 358)
        .preferredColorScheme(.dark)
}

#Preview("Completed", traits: .sizeThatFitsLayout) {
    SetRow(setNumber: 1, targetReps: 6, weight: 135, isCompleted: true, isCurrent: false)
        .frame(width: 358)
        .preferredColorScheme(.dark)
}

#Preview("Session") {
    VStack(spacing: .space8) {
        SetRow(setNumber: 1, targetReps: 3, weight: 185, isCompleted: true, isCurrent: false)
        SetRow(setNumber: 2, targetReps: 6, weight: 155, isCompleted: true, isCurrent: false)
        SetRow(setNumber: 3, targetReps: 6, weight: 155, isCompleted: false, isCurrent: true)
        SetRow(setNumber: 4, targetReps: 6, weight: 155, isCompleted: false, isCurrent: false)
    }
    .padding(.space16)
    .background(AppColors.background)
    .preferredColorScheme(.dark)
}
