import SwiftUI

/// What a workout card shows.
struct Workout: Identifiable {
    var id: String { name }
    let eyebrow: String
    var eyebrowColor: Color = AppColors.dominant
    let name: String
    /// Exercises and scheme, e.g. "5 exercises · 1x3 + 3x6".
    let scheme: String
    let module: String
    let program: String
    let lastPerformed: String
}

extension Workout {
    static let upperBody = Workout(
        eyebrow: "Today",
        name: "Upper Body Strength",
        scheme: "5 exercises · 1x3 + 3x6",
        module: "Strength",
        program: "Week 3 · Day 2",
        lastPerformed: "Last performed 2 days ago"
    )

    static let thresholdRun = Workout(
        eyebrow: "Up next",
        eyebrowColor: AppColors.programAccent,
        name: "Threshold Run + Core",
        scheme: "3 modules · 40 min",
        module: "Conditioning",
        program: "Week 3 · Day 3",
        lastPerformed: "Last performed 6 days ago"
    )
}

/// A workout on the home and program screens; the whole card is one tap target.
struct WorkoutCard: View {
    let workout: Workout
    var action: () -> Void = {}

    var body: some View {
        Button(action: action) {
            VStack(alignment: .leading, spacing: .space12) {
                SectionHeader(title: workout.eyebrow, color: workout.eyebrowColor)

                VStack(alignment: .leading, spacing: .space4) {
                    Text(workout.name).headline()
                    Text(workout.scheme).subheadline()
                }

                HStack(spacing: .space8) {
                    Tag(title: workout.module)
                    Tag(title: workout.program, kind: .program)
                }

                Text(workout.lastPerformed).caption()
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.space16)
            .background(Color.surfacePrimary)
            .cornerRadius(12)
            .contentShape(RoundedRectangle(cornerRadius: 12, style: .circular))
        }
        .buttonStyle(ScaleButtonStyle())
    }
}

#Preview("Today", traits: .sizeThatFitsLayout) {
    WorkoutCard(workout: .upperBody)
        .frame(width: 358)
        .preferredColorScheme(.dark)
}

#Preview("Up next", traits: .sizeThatFitsLayout) {
    WorkoutCard(workout: .thresholdRun)
        .frame(width: 358)
        .preferredColorScheme(.dark)
}
