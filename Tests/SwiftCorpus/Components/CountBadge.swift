import SwiftUI

/// A red count badge; "99+" past two digits, nothing at zero.
struct CountBadge: View {
    let count: Int

    private var text: String {
        count > 99 ? "99+" : "\(count)"
    }

    var body: some View {
        if count > 0 {
            Text(text)
                .font(.caption2.weight(.bold))
                .monospacedDigit()
                .foregroundColor(.white)
                .padding(.horizontal, 6)
                .frame(minWidth: 20, minHeight: 20)
                .background(Capsule().fill(Color.danger))
                .accessibilityLabel("\(count) unread")
        }
    }
}

#Preview("Counts", traits: .sizeThatFitsLayout) {
    HStack(spacing: Spacing.md) {
        CountBadge(count: 0)
        CountBadge(count: 3)
        CountBadge(count: 42)
        CountBadge(count: 128)
    }
    .padding()
}
