import SwiftUI

/// The 4 pt spacing scale.
public enum Spacing {
    public static let xxs: CGFloat = 2
    public static let xs: CGFloat = 4
    public static let sm: CGFloat = 8
    public static let md: CGFloat = 16
    public static let lg: CGFloat = 24
    public static let xl: CGFloat = 32
}

/// Corner radii.
public enum Radius {
    public static let small: CGFloat = 6
    public static let medium: CGFloat = 12
    public static let large: CGFloat = 20
}

private struct SpacingSample: Identifiable {
    let name: String
    let value: CGFloat
    var id: String { name }
}

private let samples = [
    SpacingSample(name: "xxs", value: Spacing.xxs),
    SpacingSample(name: "xs", value: Spacing.xs),
    SpacingSample(name: "sm", value: Spacing.sm),
    SpacingSample(name: "md", value: Spacing.md),
    SpacingSample(name: "lg", value: Spacing.lg),
    SpacingSample(name: "xl", value: Spacing.xl),
]

#Preview("Spacing scale", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: Spacing.sm) {
        ForEach(samples) { sample in
            HStack(spacing: Spacing.md) {
                Text(sample.name)
                    .font(.caption.monospaced())
                    .frame(width: 32, alignment: .leading)
                Rectangle()
                    .fill(Color.brand)
                    .frame(width: sample.value * 4, height: 12)
                Text("\(Int(sample.value)) pt")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }
    .padding(Spacing.md)
}
