import SwiftUI

/// A finished run: distance, time and heart rate, formatted the way the activity screen shows them.
struct WorkoutSummary {
    let distance: Measurement<UnitLength>
    let duration: TimeInterval
    let averageHeartRate: Double
    var elevationGain: Double?

    /// Seconds per kilometre.
    var pace: Double {
        duration / distance.converted(to: .kilometers).value
    }
}

struct WorkoutSummaryCard: View {
    let workout: WorkoutSummary

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.md) {
            Label("Outdoor run", systemImage: "figure.run")
                .font(.headline)
                .foregroundStyle(Color.success)
            HStack(alignment: .firstTextBaseline, spacing: Spacing.lg) {
                metric("Distance", workout.distance.formatted(.measurement(width: .abbreviated, usage: .asProvided)))
                metric("Time", Self.clock(workout.duration))
                metric("Pace", Self.clock(workout.pace) + " /km")
            }
            HStack(spacing: Spacing.lg) {
                metric("Avg heart rate", "\(Int(workout.averageHeartRate.rounded())) bpm")
                if let gain = workout.elevationGain {
                    metric("Elevation", "\(gain.formatted(.number.precision(.fractionLength(1)))) m")
                }
            }
        }
        .padding(Spacing.md)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.cardBackground, in: RoundedRectangle(cornerRadius: Radius.large, style: .continuous))
    }

    private func metric(_ title: String, _ value: String) -> some View {
        VStack(alignment: .leading, spacing: Spacing.xxs) {
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(value)
                .font(.system(.title3, design: .rounded).weight(.semibold))
                .monospacedDigit()
        }
    }

    /// 1_694 s → "28:14"; an hour or more → "1:02:05".
    static func clock(_ seconds: TimeInterval) -> String {
        let total = seconds.rounded()
        let (hours, minutes) = (Int(total / 3600), Int(total.truncatingRemainder(dividingBy: 3600) / 60))
        let secs = Int(total.truncatingRemainder(dividingBy: 60))
        let tail = String(format: "%02d", secs)
        return hours > 0 ? "\(hours):" + String(format: "%02d", minutes) + ":\(tail)" : "\(minutes):\(tail)"
    }
}

#Preview("Run", traits: .sizeThatFitsLayout) {
    VStack(spacing: Spacing.md) {
        WorkoutSummaryCard(workout: WorkoutSummary(
            distance: Measurement(value: 5.21, unit: .kilometers),
            duration: 1_694,
            averageHeartRate: 152.4,
            elevationGain: 38.25
        ))
        WorkoutSummaryCard(workout: WorkoutSummary(
            distance: Measurement(value: 13.1, unit: .miles),
            duration: 3_725,
            averageHeartRate: 161
        ))
    }
    .padding()
    .frame(width: 390)
    .background(Color.surfaceSecondary)
}
