import SwiftUI

/// Specs of a product, in two aligned columns.
struct KeyValueGrid: View {
    let rows: [(String, String)]

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: Spacing.md, verticalSpacing: Spacing.sm) {
            ForEach(rows.indices, id: \.self) { index in
                GridRow {
                    Text(rows[index].0)
                        .foregroundStyle(.secondary)
                        .gridColumnAlignment(.trailing)
                    Text(rows[index].1)
                        .fontWeight(.medium)
                }
                if index < rows.count - 1 {
                    Divider()
                        .gridCellUnsizedAxes(.horizontal)
                }
            }
        }
        .font(.subheadline)
    }
}

#Preview("Specs", traits: .sizeThatFitsLayout) {
    KeyValueGrid(rows: [
        ("Weight", "1.24 kg"),
        ("Battery", "18 hours"),
        ("Display", "13.6 inch"),
        ("Colour", "Midnight"),
    ])
    .padding()
}
