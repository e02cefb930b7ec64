import SwiftUI

/// Formatters made once, configured in closures, as apps keep them.
enum Formatters {
    static let currency: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = "EUR"
        formatter.locale = Locale(identifier: "de_DE")
        return formatter
    }()

    static let percent: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .percent
        formatter.maximumFractionDigits = 1
        return formatter
    }()

    static let dueDate: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        formatter.locale = Locale(identifier: "en_US")
        return formatter
    }()
}

struct Invoice: Identifiable {
    let id = UUID()
    let number: Int
    let amount: Decimal
    let issued: Date
    var paymentTermDays = 30
    var portal = URL(string: "https://billing.example.com/invoices/2024-0042?download=1")!
    var parcelWeight = Measurement(value: 2.4, unit: UnitMass.kilograms)

    var due: Date {
        Calendar.current.date(byAdding: .day, value: paymentTermDays, to: issued) ?? issued
    }
}

struct InvoiceSummaryCard: View {
    let invoice: Invoice
    var now = Date.now
    var discountRate = 0.125

    private var daysLeft: Int {
        let calendar = Calendar(identifier: .gregorian)
        return calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: invoice.due)).day ?? 0
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.sm) {
            HStack {
                Text("Invoice #\(invoice.number)")
                    .font(.headline)
                Spacer()
                Text(invoice.id.uuidString.prefix(8))
                    .font(.caption.monospaced())
                    .foregroundStyle(.tertiary)
            }
            Text(Formatters.currency.string(from: invoice.amount as NSDecimalNumber) ?? "–")
                .font(.title.bold())
            Text("Early payment discount \(Formatters.percent.string(from: NSNumber(value: discountRate)) ?? "")")
                .font(.subheadline)
            Text("Due \(Formatters.dueDate.string(from: invoice.due)) · \(daysLeft) days left")
                .font(.subheadline)
                .foregroundStyle(daysLeft < 7 ? Color.danger : Color.secondary)
            Text("Issued \(invoice.issued.formatted(date: .abbreviated, time: .omitted))")
                .font(.footnote)
            Text("Parcel \(invoice.parcelWeight.converted(to: .pounds).formatted(.measurement(width: .abbreviated, usage: .asProvided)))")
                .font(.footnote)
            Label(invoice.portal.host ?? "billing", systemImage: "link")
                .font(.footnote)
            Text("\(invoice.portal.lastPathComponent) · \(Locale(identifier: "fr_FR").localizedString(forRegionCode: "NZ") ?? "")")
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .padding(Spacing.md)
        .background(Color.surfaceSecondary, in: RoundedRectangle(cornerRadius: Radius.medium))
    }
}

#Preview("Invoice", traits: .sizeThatFitsLayout) {
    InvoiceSummaryCard(invoice: Invoice(number: 42, amount: 1249.5, issued: .now))
        .frame(width: 340)
        .padding()
}

#Preview("Invoice due soon", traits: .sizeThatFitsLayout) {
    InvoiceSummaryCard(
        invoice: Invoice(number: 43, amount: 89, issued: Date(timeIntervalSinceNow: -26 * 86_400)),
        discountRate: 0.05
    )
    .frame(width: 340)
    .padding()
}
