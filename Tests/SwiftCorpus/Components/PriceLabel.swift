import SwiftUI

/// A price with a small currency symbol, an optional old price struck through.
struct PriceLabel: View {
    let amount: Double
    var currency = "$"
    var originalAmount: Double? = nil

    private func formatted(_ value: Double) -> String {
        String(format: "%.2f", value)
    }

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 6) {
            Text(currency)
                .font(.subheadline.weight(.semibold))
            + Text(formatted(amount))
                .font(.title2.weight(.bold))

            if let originalAmount, originalAmount > amount {
                Text(currency + formatted(originalAmount))
                    .font(.subheadline)
                    .strikethrough()
                    .foregroundStyle(.secondary)
            }
        }
        .accessibilityElement(children: .combine)
    }
}

#Preview("Prices", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: Spacing.sm) {
        PriceLabel(amount: 19.99)
        PriceLabel(amount: 14.5, originalAmount: 19.99)
        PriceLabel(amount: 120, currency: "€", originalAmount: 100)
    }
    .padding()
}
