import SwiftUI

/// A line of a basket, as the checkout API returns it.
struct LineItem: Identifiable {
    let id = UUID()
    let title: String
    let aisle: Aisle
    var quantity = 1
    let unitPrice: Double
    var note: String?

    enum Aisle: String, CaseIterable {
        case produce, bakery, dairy, pantry
    }

    var total: Double { Double(quantity) * unitPrice }
}

/// The checkout summary: lines grouped by aisle, subtotal, discount and total.
struct OrderSummary: View {
    let items: [LineItem]
    var discountRate: Double = 0
    var currencyCode = "USD"

    private var subtotal: Double {
        items.reduce(into: 0) { sum, item in sum += item.total }
    }

    private var discount: Double { subtotal * discountRate }

    private var byAisle: [LineItem.Aisle: [LineItem]] {
        Dictionary(grouping: items, by: \.aisle)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.md) {
            ForEach(LineItem.Aisle.allCases.filter { byAisle[$0] != nil }, id: \.self) { aisle in
                VStack(alignment: .leading, spacing: Spacing.xs) {
                    Text(aisle.rawValue.capitalized)
                        .font(.caption.weight(.semibold))
                        .foregroundStyle(.secondary)
                        .textCase(.uppercase)
                    ForEach((byAisle[aisle] ?? []).sorted(by: { $0.total > $1.total })) { item in
                        row(item)
                    }
                }
            }
            Divider()
            amountRow("Subtotal", subtotal)
            if discountRate > 0 {
                amountRow("Discount (\(discountRate.formatted(.percent)))", -discount)
                    .foregroundStyle(Color.success)
            }
            amountRow("Total", subtotal - discount)
                .font(.headline)
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel(items.map(\.title).joined(separator: ", "))
    }

    private func row(_ item: LineItem) -> some View {
        HStack(alignment: .firstTextBaseline) {
            Text("\(item.quantity)×")
                .monospacedDigit()
                .foregroundStyle(.secondary)
            VStack(alignment: .leading, spacing: Spacing.xxs) {
                Text(item.title)
                if let note = item.note {
                    Text(note)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            Spacer()
            Text(item.total, format: .currency(code: currencyCode))
                .monospacedDigit()
        }
        .font(.subheadline)
    }

    private func amountRow(_ title: String, _ amount: Double) -> some View {
        HStack {
            Text(title)
            Spacer()
            Text(amount.formatted(.currency(code: currencyCode)))
                .monospacedDigit()
        }
    }
}

#if DEBUG
extension LineItem {
    static let basket: [LineItem] = [
        LineItem(title: "Sourdough loaf", aisle: .bakery, unitPrice: 6.5),
        LineItem(title: "Honeycrisp apples", aisle: .produce, quantity: 6, unitPrice: 0.85),
        LineItem(title: "Oat milk", aisle: .dairy, quantity: 2, unitPrice: 3.49, note: "Barista edition"),
        LineItem(title: "Baby spinach", aisle: .produce, unitPrice: 4.29),
    ]
}
#endif

#Preview("Basket", traits: .sizeThatFitsLayout) {
    OrderSummary(items: LineItem.basket, discountRate: 0.15)
        .padding()
        .frame(width: 360)
}

#Preview("In euros", traits: .sizeThatFitsLayout) {
    OrderSummary(items: Array(LineItem.basket.prefix(2)), currencyCode: "EUR")
        .padding()
        .frame(width: 360)
}
