import SwiftUI

enum ReceiptError: Error {
    case negativeAmount(line: String)
    case emptyReceipt
}

struct ReceiptLine {
    let title: String
    let cents: Int
    var isVoided = false
}

/// Adds each line into `total`, skipping voided lines; stops at the first refund marker.
func accumulate(_ lines: [ReceiptLine], into total: inout Int, refunds: inout Int) throws {
    guard !lines.isEmpty else { throw ReceiptError.emptyReceipt }
    scan: for line in lines {
        if line.isVoided { continue scan }
        if line.title == "—" { break scan }
        if line.cents < 0 {
            refunds += -line.cents
            continue
        }
        total += line.cents
    }
}

/// A receipt with its subtotal, tax and a warning when the lines do not add up.
struct ReceiptBreakdown: View {
    let lines: [ReceiptLine]
    var taxRate = 0.08

    private var summary: (subtotal: Int, refunds: Int, message: String?) {
        var subtotal = 0
        var refunds = 0
        var message: String?
        defer { assert(subtotal >= 0) }
        do {
            try accumulate(lines, into: &subtotal, refunds: &refunds)
        } catch ReceiptError.emptyReceipt {
            message = "Nothing on this receipt."
        } catch let ReceiptError.negativeAmount(line) {
            message = "\(line) is negative."
        } catch {
            message = "Could not add up the receipt."
        }
        return (subtotal, refunds, message)
    }

    var body: some View {
        enum Emphasis { case regular, strong }

        struct Amount {
            let cents: Int
            var text: String { String(format: "$%.2f", Double(cents) / 100) }
        }

        func row(_ title: String, cents: Int, emphasis: Emphasis = .regular) -> some View {
            HStack {
                Text(title)
                Spacer()
                Text(Amount(cents: cents).text)
                    .monospacedDigit()
            }
            .fontWeight(emphasis == .strong ? .semibold : .regular)
        }

        func row(_ title: String, note: String) -> some View {
            HStack {
                Text(title)
                Spacer()
                Text(note).foregroundStyle(.secondary)
            }
        }

        let summary = self.summary
        let tax = Int((Double(summary.subtotal) * taxRate).rounded())
        let parsedTip = try? parseCents("2.50")
        let fixedFee = try! parseCents("0.99")

        return VStack(alignment: .leading, spacing: Spacing.sm) {
            ForEach(lines.indices, id: \.self) { index in
                let line = lines[index]
                if line.isVoided {
                    row(line.title, note: "voided")
                } else {
                    row(line.title, cents: line.cents)
                }
            }
            Divider()
            row("Subtotal", cents: summary.subtotal)
            row("Tax", cents: tax)
            row("Service fee", cents: fixedFee)
            if let parsedTip {
                row("Tip", cents: parsedTip)
            }
            if summary.refunds > 0 {
                row("Refunded", cents: summary.refunds)
            }
            row("Total", cents: summary.subtotal + tax + fixedFee + (parsedTip ?? 0), emphasis: .strong)
            if let message = summary.message {
                Text(message)
                    .font(.footnote)
                    .foregroundStyle(Color.danger)
            }
        }
        .padding(Spacing.md)
    }
}

/// "12.34" → 1234; throws on anything else.
func parseCents(_ text: String) throws -> Int {
    let parts = text.split(separator: ".")
    guard parts.count == 2, let whole = Int(parts[0]), let fraction = Int(parts[1]) else {
        throw ReceiptError.negativeAmount(line: text)
    }
    return whole * 100 + fraction
}

#Preview("Receipt", traits: .sizeThatFitsLayout) {
    ReceiptBreakdown(lines: [
        ReceiptLine(title: "Flat white", cents: 450),
        ReceiptLine(title: "Croissant", cents: 325),
        ReceiptLine(title: "Muffin", cents: 300, isVoided: true),
        ReceiptLine(title: "Returned cup", cents: -100),
        ReceiptLine(title: "—", cents: 0),
        ReceiptLine(title: "After the marker", cents: 9999),
    ])
    .frame(width: 320)
}

#Preview("Empty receipt", traits: .sizeThatFitsLayout) {
    ReceiptBreakdown(lines: [])
        .frame(width: 320)
}
