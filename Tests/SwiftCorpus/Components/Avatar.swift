import SwiftUI

/// A round avatar: initials on a tint, sized by role.
struct Avatar: View {
    enum Size {
        case small, medium, large

        var diameter: CGFloat {
            switch self {
            case .small: 28
            case .medium: 40
            case .large: 64
            }
        }

        var font: Font {
            switch self {
            case .small: .caption2.weight(.semibold)
            case .medium: .subheadline.weight(.semibold)
            case .large: .title2.weight(.semibold)
            }
        }
    }

    let name: String
    var size: Size = .medium
    var tint: Color = .brand

    private var initials: String {
        let parts = name.split(separator: " ")
        let first = parts.first?.prefix(1) ?? ""
        let last = parts.count > 1 ? parts[parts.count - 1].prefix(1) : ""
        return (first + last).uppercased()
    }

    var body: some View {
        Text(initials)
            .font(size.font)
            .foregroundStyle(.white)
            .frame(width: size.diameter, height: size.diameter)
            .background(tint, in: Circle())
            .accessibilityLabel(name)
    }
}

#Preview("Sizes", traits: .sizeThatFitsLayout) {
    HStack(spacing: Spacing.md) {
        Avatar(name: "Ada Lovelace", size: .small)
        Avatar(name: "Grace Brewster Hopper")
        Avatar(name: "Linus", size: .large, tint: .success)
    }
    .padding()
}
