import SwiftUI

/// A small tinted chip that says what a card belongs to.
struct Tag: View {
    enum Kind {
        case module
        case program
        case social
    }

    let title: String
    var kind: Kind = .module

    private var tint: Color {
        switch kind {
        case .module: return AppColors.accent1
        case .program: return AppColors.programAccent
        case .social: return AppColors.accent2
        }
    }

    var body: some View {
        Text(title)
            .statLabel(color: tint)
            .lineLimit(1)
            .padding(.horizontal, .space8)
            .padding(.vertical, .space4)
            .background(
                RoundedRectangle(cornerRadius: 6, style: .continuous)
                    .fill(tint.opacity(0.15))
            )
    }
}

#Preview("Module", traits: .sizeThatFitsLayout) {
    Tag(title: "Strength")
        .preferredColorScheme(.dark)
}

#Preview("Program", traits: .sizeThatFitsLayout) {
    Tag(title: "Week 3 · Day 2", kind: .program)
        .preferredColorScheme(.dark)
}

#Preview("Social", traits: .sizeThatFitsLayout) {
    Tag(title: "4 friends", kind: .social)
        .preferredColorScheme(.dark)
}
