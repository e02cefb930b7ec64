import SwiftUI

/// The cell models of a store front, kept from its UIKit days: a base class and subclasses that
/// refine what it says, calling up to `super`.
class CellModel {
    let title: String
    private(set) var badges: [String] = []

    init(title: String) {
        self.title = title
        configure()
    }

    convenience init() {
        self.init(title: "Untitled")
    }

    /// Subclasses add their badges here, after calling `super.configure()`.
    func configure() {
        badges.append("New")
    }

    func subtitle() -> String {
        "Available now"
    }

    var accent: Color { .secondary }

    final func addBadge(_ badge: String) {
        badges.append(badge)
    }
}

class ProductCellModel: CellModel {
    let price: Double

    init(title: String, price: Double) {
        self.price = price
        super.init(title: title)
    }

    override func subtitle() -> String {
        super.subtitle() + " · " + String(format: "$%.2f", price)
    }

    override var accent: Color { .brand }
}

final class PromotionCellModel: ProductCellModel {
    let discount: Int

    init(title: String, price: Double, discount: Int) {
        self.discount = discount
        super.init(title: title, price: price)
        addBadge("-\(discount)%")
    }

    override func configure() {
        super.configure()
        addBadge("Sale")
    }

    override func subtitle() -> String {
        let base = super.subtitle()
        return "\(base) before discount"
    }

    override var accent: Color { .danger }
}

struct PromotionCell: View {
    let model: CellModel

    var body: some View {
        HStack(alignment: .top, spacing: Spacing.md) {
            RoundedRectangle(cornerRadius: Radius.small)
                .fill(model.accent.opacity(0.2))
                .frame(width: 48, height: 48)
            VStack(alignment: .leading, spacing: Spacing.xs) {
                Text(model.title)
                    .font(.headline)
                Text(model.subtitle())
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                HStack(spacing: Spacing.xs) {
                    ForEach(model.badges, id: \.self) { badge in
                        Text(badge)
                            .font(.caption2.bold())
                            .padding(.horizontal, 6)
                            .padding(.vertical, 2)
                            .background(model.accent.opacity(0.15), in: Capsule())
                    }
                }
            }
            Spacer(minLength: 0)
        }
        .padding(Spacing.md)
    }
}

#Preview("Cell models", traits: .sizeThatFitsLayout) {
    VStack(spacing: 0) {
        PromotionCell(model: CellModel())
        Divider()
        PromotionCell(model: ProductCellModel(title: "Trail shoes", price: 89.5))
        Divider()
        PromotionCell(model: PromotionCellModel(title: "Rain jacket", price: 120, discount: 25))
    }
    .frame(width: 340)
}
