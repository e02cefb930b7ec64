import SwiftUI

/// − value + with bounds; the buttons disable themselves at the ends.
struct QuantityStepper: View {
    @Binding var quantity: Int
    var range: ClosedRange<Int> = 1...10

    var body: some View {
        HStack(spacing: 0) {
            stepButton(systemName: "minus", label: "Decrease") {
                quantity -= 1
            }
            .disabled(quantity <= range.lowerBound)

            Text("\(quantity)")
                .font(.body.weight(.semibold))
                .monospacedDigit()
                .frame(minWidth: 36)

            stepButton(systemName: "plus", label: "Increase") {
                quantity += 1
            }
            .disabled(quantity >= range.upperBound)
        }
        .background(Color.surfaceSecondary, in: Capsule())
    }

    private func stepButton(systemName: String, label: String, action: @escaping () -> Void) -> some View {
        Button(action: action) {
            Image(systemName: systemName)
                .font(.footnote.weight(.bold))
                .frame(width: 44, height: 36)
        }
        .accessibilityLabel(label)
    }
}

#Preview("Bounds", traits: .sizeThatFitsLayout) {
    VStack(spacing: Spacing.md) {
        QuantityStepper(quantity: .constant(1))
        QuantityStepper(quantity: .constant(4))
        QuantityStepper(quantity: .constant(10))
    }
    .padding()
}

#Preview("Stateful", traits: .sizeThatFitsLayout) {
    @Previewable @State var quantity = 2
    QuantityStepper(quantity: $quantity, range: 0...5)
        .padding()
}
