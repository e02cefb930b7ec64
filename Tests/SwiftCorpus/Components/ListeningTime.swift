import SwiftUI

/// "Listened for 2h 5m": a duration in the units the app's stats screens use.
struct ListeningTime: View {
    let seconds: TimeInterval

    private static let formatter: DateComponentsFormatter = {
        let f = DateComponentsFormatter()
        f.unitsStyle = .abbreviated
        f.allowedUnits = [.hour, .minute]
        return f
    }()

    private var days: String? {
        let components = DateComponents(day: Int(seconds) / 86_400)
        guard (components.day ?? 0) > 0 else { return nil }
        return DateComponentsFormatter.localizedString(from: components, unitsStyle: .full)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("listened for".localizedUppercase)
                .font(.caption2.weight(.semibold))
                .foregroundStyle(.secondary)
            Text(Self.formatter.string(from: seconds) ?? "–")
                .font(.title2.monospacedDigit())
            if let days {
                Text("over \(days)").font(.footnote)
            }
        }
    }
}

#Preview("Durations", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: 16) {
        ListeningTime(seconds: 7_500)
        ListeningTime(seconds: 200_000)
    }
    .padding()
}
