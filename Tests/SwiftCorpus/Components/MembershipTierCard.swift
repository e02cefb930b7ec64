import SwiftUI

/// Loyalty tiers as the rewards API names them; each tier has every perk of the ones below.
enum MembershipTier: String, CaseIterable {
    case member, silver, gold, platinum

    var tint: Color {
        switch self {
        case .member: return .secondary
        case .silver: return Color(white: 0.55)
        case .gold: return .warning
        case .platinum: return .brandDark
        }
    }

    var perks: [String] {
        var perks: [String] = []
        switch self {
        case .platinum:
            perks.append("Personal shopper")
            fallthrough
        case .gold:
            perks.append("Free express delivery")
            fallthrough
        case .silver:
            perks.append("Early access to sales")
            fallthrough
        case .member:
            perks.append("Birthday reward")
        }
        return perks
    }
}

enum PointsBalance {
    case active(points: Int, expiring: Int)
    case frozen(reason: String)
}

struct MembershipTierCard: View {
    let tier: MembershipTier
    let balance: PointsBalance

    private var nextTier: MembershipTier? {
        let all = MembershipTier.allCases
        guard let index = all.firstIndex(of: tier), index + 1 < all.count else { return nil }
        return all[index + 1]
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.md) {
            HStack {
                Label(tier.rawValue.capitalized, systemImage: "star.fill")
                    .font(.headline)
                    .foregroundStyle(tier.tint)
                Spacer()
                balanceText
            }
            VStack(alignment: .leading, spacing: Spacing.xs) {
                ForEach(tier.perks.reversed(), id: \.self) { perk in
                    Label(perk, systemImage: "checkmark")
                        .font(.subheadline)
                }
            }
            if let nextTier {
                Text("Next: \(nextTier.rawValue.capitalized) adds \(nextTier.perks.count - tier.perks.count) perk")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
        .padding(Spacing.md)
        .background(Color.cardBackground, in: RoundedRectangle(cornerRadius: Radius.large, style: .continuous))
        .overlay(
            RoundedRectangle(cornerRadius: Radius.large, style: .continuous)
                .strokeBorder(tier.tint.opacity(0.5), lineWidth: 1)
        )
    }

    @ViewBuilder
    private var balanceText: some View {
        switch balance {
        case let .active(points, _) where points == 0:
            Text("No points yet")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        case let .active(points, _):
            Text("\(points.formatted()) pts")
                .font(.subheadline.weight(.semibold))
                .monospacedDigit()
        case .frozen:
            Text("Frozen")
                .font(.subheadline)
                .foregroundStyle(Color.danger)
        }
    }
}

#if DEBUG
struct MembershipTierCard_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            MembershipTierCard(tier: MembershipTier(rawValue: "gold") ?? .member, balance: .active(points: 12_480, expiring: 300))
                .padding()
                .previewLayout(.sizeThatFits)
                .previewDisplayName("Gold")
            MembershipTierCard(tier: MembershipTier(rawValue: "diamond") ?? .member, balance: .active(points: 0, expiring: 0))
                .padding()
                .previewLayout(.sizeThatFits)
                .previewDisplayName("Unknown tier")
        }
    }
}
#endif
