import SwiftUI

/// A fixed-width progress bar; no GeometryReader needed when the width is known.
struct ProgressBar: View {
    /// 0…1
    let value: Double
    var width: CGFloat = 240
    var height: CGFloat = 8
    var tint: Color = .brand

    private var clamped: Double { min(max(value, 0), 1) }

    var body: some View {
        ZStack(alignment: .leading) {
            Capsule()
                .fill(tint.opacity(0.15))
            Capsule()
                .fill(tint)
                .frame(width: width * clamped)
        }
        .frame(width: width, height: height)
        .accessibilityElement()
        .accessibilityLabel("Progress")
        .accessibilityValue("\(Int(clamped * 100)) percent")
    }
}

#Preview("Values", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: Spacing.md) {
        ProgressBar(value: 0)
        ProgressBar(value: 0.35)
        ProgressBar(value: 0.8, tint: .success)
        ProgressBar(value: 1.4, tint: .warning)
    }
    .padding()
}
