import SwiftUI

/// A read-only summary form, like a receipt.
struct OrderSummaryForm: View {
    struct Line: Identifiable {
        let title: String
        let amount: String
        var id: String { title }
    }

    let lines: [Line]
    let total: String

    var body: some View {
        Form {
            Section("Items") {
                ForEach(lines) { line in
                    HStack {
                        Text(line.title)
                        Spacer()
                        Text(line.amount)
                            .monospacedDigit()
                    }
                }
            }
            Section {
                HStack {
                    Text("Total").bold()
                    Spacer()
                    Text(total).bold().monospacedDigit()
                }
            }
        }
    }
}

#Preview("Order") {
    NavigationStack {
        OrderSummaryForm(
            lines: [
                .init(title: "Espresso", amount: "$3.00"),
                .init(title: "Croissant", amount: "$4.50"),
                .init(title: "Orange juice", amount: "$5.25"),
            ],
            total: "$12.75"
        )
        .navigationTitle("Summary")
        .navigationBarTitleDisplayMode(.inline)
    }
}
