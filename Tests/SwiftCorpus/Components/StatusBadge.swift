import SwiftUI

/// Order status, with its own colour and symbol.
enum OrderStatus: String, CaseIterable {
    case pending
    case shipped
    case delivered
    case cancelled

    var title: String { rawValue.capitalized }

    var tint: Color {
        switch self {
        case .pending: return .warning
        case .shipped: return .brand
        case .delivered: return .success
        case .cancelled: return .secondary
        }
    }

    var symbol: String {
        switch self {
        case .pending: return "clock"
        case .shipped: return "paperplane.fill"
        case .delivered: return "checkmark"
        case .cancelled: return "xmark"
        }
    }
}

struct StatusBadge: View {
    let status: OrderStatus

    var body: some View {
        HStack(spacing: Spacing.xs) {
            Image(systemName: status.symbol)
                .font(.caption2.weight(.bold))
            Text(status.title)
                .font(.caption.weight(.semibold))
        }
        .foregroundStyle(status.tint)
        .padding(.horizontal, Spacing.sm)
        .padding(.vertical, Spacing.xs)
        .background(status.tint.opacity(0.12), in: Capsule())
    }
}

#Preview("All statuses", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: Spacing.sm) {
        ForEach(OrderStatus.allCases, id: \.self) { status in
            StatusBadge(status: status)
        }
    }
    .padding()
}
