import SwiftUI

extension String {
    /// `"checkout.title".localized`: the key's value in the package's `Localizable.strings`.
    var localized: String {
        NSLocalizedString(self, bundle: .module, comment: "")
    }

    /// `"checkout.items.count".localized(with: 3)`.
    func localized(with arguments: CVarArg...) -> String {
        String(format: localized, arguments: arguments)
    }
}

/// Keys in one place, as string-catalog-less projects keep them.
enum L10n {
    static let title = NSLocalizedString("checkout.title", comment: "The checkout screen's title.")
    static func itemCount(_ count: Int) -> String {
        String(format: NSLocalizedString("checkout.items.count", comment: "Items in the basket"), count)
    }
    static func delivery(_ day: String) -> String {
        String(format: "checkout.delivery".localized, day)
    }
}

struct LocalizedCheckoutHeader: View {
    let itemCount: Int
    var deliveryDay = "Friday"

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.sm) {
            Text(L10n.title)
                .font(.largeTitle.bold())
            Text(L10n.itemCount(itemCount))
                .font(.headline)
            Text(L10n.delivery(deliveryDay))
                .foregroundStyle(.secondary)
            HStack {
                Button("checkout.pay".localized) {}
                    .buttonStyle(.primary)
                Button(LocalizedStringKey("Edit basket")) {}
                    .buttonStyle(.secondary)
            }
            Text("checkout.secure", bundle: .module)
                .font(.footnote)
                .foregroundStyle(.tertiary)
            Text("checkout.missing.key".localized)
                .font(.caption2)
        }
        .padding(Spacing.md)
    }
}

#Preview("Checkout header", traits: .sizeThatFitsLayout) {
    LocalizedCheckoutHeader(itemCount: 3)
        .frame(width: 360)
}
