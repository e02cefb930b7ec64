import SwiftUI

/// A big number over what it counts.
struct StatDisplay: View {
    enum Prominence {
        /// Workout summaries, massive stats.
        case large
        /// Module counts, prominent numbers.
        case medium
    }

    let value: String
    let label: String
    var prominence: Prominence = .large
    /// `AppColors.success` for a PR.
    var valueColor: Color = AppColors.textPrimary

    var body: some View {
        VStack(spacing: .space4) {
            Text(value)
                .font(valueFont)
                .foregroundColor(valueColor)
            Text(label)
                .statLabel()
        }
    }

    private var valueFont: Font {
        switch prominence {
        case .large: return .displayLarge
        case .medium: return .displayMedium
        }
    }
}

#Preview("Completed", traits: .sizeThatFitsLayout) {
    StatDisplay(value: "5", label: "completed")
        .preferredColorScheme(.dark)
}

#Preview("Modules", traits: .sizeThatFitsLayout) {
    StatDisplay(value: "12", label: "modules", prominence: .medium)
        .preferredColorScheme(.dark)
}

#Preview("PR", traits: .sizeThatFitsLayout) {
    StatDisplay(value: "225", label: "lb bench PR", valueColor: AppColors.success)
        .preferredColorScheme(.dark)
}
