import SwiftUI

/// The feed while it loads: grey placeholder rows whose line widths vary like real text.
struct SkeletonFeed: View {
    var rowCount = 5
    var tips = ["Pull down to refresh", "Tap a story to read it", "Long-press to save for later"]

    var body: some View {
        GeometryReader { proxy in
            let lineWidth = proxy.size.width - 2 * Spacing.md - 56
            VStack(alignment: .leading, spacing: Spacing.lg) {
                ForEach(0..<rowCount, id: \.self) { _ in
                    row(maxLineWidth: lineWidth)
                }
                Text(tips.randomElement() ?? "")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .frame(maxWidth: .infinity)
            }
            .padding(Spacing.md)
        }
        .accessibilityLabel("Loading")
    }

    private func row(maxLineWidth: CGFloat) -> some View {
        let widths = [Int.random(in: 70...100), Int.random(in: 40...90)].shuffled()
        return HStack(alignment: .top, spacing: Spacing.md) {
            Circle()
                .fill(Color.surfaceSecondary)
                .frame(width: 40, height: 40)
            VStack(alignment: .leading, spacing: Spacing.sm) {
                ForEach(widths.indices, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 4)
                        .fill(Color.surfaceSecondary)
                        .frame(width: maxLineWidth * CGFloat(widths[index]) / 100, height: 12)
                }
            }
        }
    }
}

#Preview("Loading feed") {
    SkeletonFeed()
}
