import SwiftUI

/// The countdown between sets; calm, then urgent in the last ten seconds.
struct RestTimer: View {
    let remainingSeconds: Int
    let totalSeconds: Int

    private var isUrgent: Bool { remainingSeconds <= 10 }
    private var progress: Double { Double(remainingSeconds) / Double(totalSeconds) }

    var body: some View {
        VStack(spacing: .space8) {
            Text(formatTime(remainingSeconds))
                .font(.monoLarge)
                .foregroundColor(isUrgent ? .warning : .textPrimary)
                .scaleEffect(isUrgent ? 1.05 : 1.0)
                .animation(.emphasis, value: isUrgent)

            // Progress bar
            GeometryReader { geo in
                ZStack(alignment: .leading) {
                    Rectangle()
                        .fill(Color.surfaceTertiary)
                    Rectangle()
                        .fill(isUrgent ? Color.warning : Color.accent)
                        .frame(width: geo.size.width * progress)
                }
            }
            .frame(height: 4)
            .cornerRadius(2)
        }
    }

    private func formatTime(_ seconds: Int) -> String {
        let mins = seconds / 60
        let secs = seconds % 60
        return String(format: "%d:%02d", mins, secs)
    }
}

#Preview("Resting", traits: .sizeThatFitsLayout) {
    RestTimer(remainingSeconds: 90, totalSeconds: 120)
        .frame(width: 358)
        .preferredColorScheme(.dark)
}

#Preview("Urgent", traits: .sizeThatFitsLayout) {
    RestTimer(remainingSeconds: 8, totalSeconds: 120)
        .frame(width: 358)
        .preferredColorScheme(.dark)
}
