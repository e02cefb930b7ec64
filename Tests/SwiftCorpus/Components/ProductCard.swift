import SwiftUI

/// A shop tile: artwork, badge, name and price.
struct ProductCard: View {
    let name: String
    let price: Double
    var originalPrice: Double? = nil
    var systemImage = "star.fill"
    var isNew = false

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.sm) {
            ZStack(alignment: .topLeading) {
                Color.surfaceSecondary
                Image(systemName: systemImage)
                    .resizable()
                    .scaledToFit()
                    .padding(36)
                    .foregroundStyle(Color.brand.opacity(0.7))
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                if isNew {
                    Text("NEW")
                        .font(.caption2.weight(.heavy))
                        .foregroundStyle(.white)
                        .padding(.horizontal, 6)
                        .padding(.vertical, 3)
                        .background(Color.danger, in: RoundedRectangle(cornerRadius: 4))
                        .padding(8)
                }
            }
            .frame(height: 140)
            .clipShape(RoundedRectangle(cornerRadius: Radius.medium, style: .continuous))

            Text(name)
                .font(.subheadline.weight(.medium))
                .lineLimit(2)
            PriceLabel(amount: price, originalAmount: originalPrice)
        }
        .frame(width: 170)
    }
}

#Preview("Grid", traits: .sizeThatFitsLayout) {
    HStack(alignment: .top, spacing: Spacing.md) {
        ProductCard(name: "Running shoes", price: 89.99, originalPrice: 120, systemImage: "figure.run", isNew: true)
        ProductCard(name: "Gift card", price: 25, systemImage: "creditcard")
    }
    .padding()
}
