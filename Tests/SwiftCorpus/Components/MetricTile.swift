import SwiftUI

/// A dashboard metric; its trend indicator is built as an AnyView.
struct MetricTile: View {
    enum Trend {
        case up(Double)
        case down(Double)
        case flat
    }

    let title: String
    let value: String
    var trend: Trend = .flat

    private var trendView: AnyView {
        switch trend {
        case .up(let change):
            return AnyView(
                Label("\(Int(change))%", systemImage: "arrow.up")
                    .foregroundStyle(Color.success)
            )
        case .down(let change):
            return AnyView(
                Label("\(Int(change))%", systemImage: "arrow.down")
                    .foregroundStyle(Color.danger)
            )
        case .flat:
            return AnyView(EmptyView())
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title)
                .font(.caption.weight(.medium))
                .foregroundStyle(.secondary)
            Text(value)
                .font(.system(size: 28, weight: .bold, design: .rounded))
            trendView
                .font(.caption.weight(.semibold))
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(Spacing.md)
        .cardStyle()
    }
}

#Preview("Dashboard", traits: .sizeThatFitsLayout) {
    HStack(spacing: 12) {
        MetricTile(title: "Revenue", value: "$12.4k", trend: .up(8))
        MetricTile(title: "Churn", value: "2.1%", trend: .down(3))
        MetricTile(title: "Users", value: "1,204")
    }
    .padding()
    .frame(width: 430)
    .background(Color.surfaceSecondary)
}
