import SwiftUI

/// An icon that grows with Dynamic Type next to its text.
struct ScaledIconLabel: View {
    @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 20
    @ScaledMetric private var spacing: CGFloat = 8
    let systemImage: String
    let title: String

    var body: some View {
        HStack(spacing: spacing) {
            Image(systemName: systemImage)
                .resizable()
                .scaledToFit()
                .frame(width: iconSize, height: iconSize)
                .foregroundStyle(Color.brand)
            Text(title)
        }
    }
}

#Preview("Large", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: 12) {
        ScaledIconLabel(systemImage: "calendar", title: "Tomorrow, 9:00")
        ScaledIconLabel(systemImage: "clock", title: "45 minutes")
    }
    .padding()
}

#Preview("xxxLarge", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: 12) {
        ScaledIconLabel(systemImage: "calendar", title: "Tomorrow, 9:00")
        ScaledIconLabel(systemImage: "clock", title: "45 minutes")
    }
    .padding()
    .environment(\.dynamicTypeSize, .xxxLarge)
}
