import SwiftUI

/// What is using the device's storage, by kind of file.
struct StorageCategory: Identifiable, Equatable {
    let name: String
    let bytes: Int64
    let color: Color

    var id: String { name }
}

/// A storage meter: one stacked bar, a legend, and "12.4 GB of 128 GB used".
struct StorageUsageCard: View {
    let categories: [StorageCategory]
    let capacity: Int64
    private let barHeight: CGFloat = 14

    private var used: Int64 {
        categories.map(\.bytes).reduce(0, +)
    }

    /// Bytes in the largest unit that keeps the number at or above 1, with one decimal
    /// ("512 KB", "3.2 GB"), in the decimal units storage is sold in.
    static func byteString(_ bytes: Int64) -> String {
        let units = ["bytes", "KB", "MB", "GB", "TB"]
        var exponent = 0
        switch bytes {
        case ..<1000:
            return "\(bytes) bytes"
        default:
            exponent = min(Int(log10(Double(bytes)) / 3), units.count - 1)
        }
        let value = Double(bytes) / pow(1000, Double(exponent))
        let rounded = (value * 10).rounded() / 10
        let text = rounded.truncatingRemainder(dividingBy: 1) == 0 ? String(Int(rounded)) : String(rounded)
        return "\(text) \(units[exponent])"
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.sm) {
            HStack(alignment: .firstTextBaseline) {
                Text("iPhone Storage")
                    .font(.headline)
                Spacer()
                Text("\(Self.byteString(used)) of \(Self.byteString(capacity)) used")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            bar
            legend
        }
        .padding(Spacing.md)
        .background(Color.cardBackground, in: RoundedRectangle(cornerRadius: Radius.large, style: .continuous))
    }

    private var bar: some View {
        let width: CGFloat = 326
        return HStack(spacing: 1) {
            ForEach(categories) { category in
                Rectangle()
                    .fill(category.color)
                    .frame(width: width * CGFloat(category.bytes) / CGFloat(capacity))
            }
            Rectangle()
                .fill(Color.surfaceSecondary)
        }
        .frame(width: width, height: barHeight)
        .clipShape(RoundedRectangle(cornerRadius: 4))
    }

    private var legend: some View {
        HStack(spacing: Spacing.md) {
            ForEach(categories) { category in
                HStack(spacing: Spacing.xs) {
                    Circle()
                        .fill(category.color)
                        .frame(width: 8, height: 8)
                    Text(category.name)
                        .font(.caption)
                        .foregroundStyle(category == categories.first ? .primary : .secondary)
                }
            }
        }
    }
}

#Preview("Storage", traits: .sizeThatFitsLayout) {
    StorageUsageCard(
        categories: [
            StorageCategory(name: "Photos", bytes: 41_300_000_000, color: .warning),
            StorageCategory(name: "Apps", bytes: 23_800_000_000, color: .brand),
            StorageCategory(name: "Messages", bytes: 6_100_000_000, color: .success),
            StorageCategory(name: "System", bytes: 12_000_000_000, color: Color(white: 0.6)),
        ],
        capacity: 128_000_000_000
    )
    .padding()
    .frame(width: 390)
    .background(Color.surfaceSecondary)
}

#Preview("Byte strings", traits: .sizeThatFitsLayout) {
    VStack(alignment: .trailing, spacing: Spacing.xxs) {
        ForEach([512, 2_048, 734_003_200, 1_000_000_000, 3_250_000_000_000] as [Int64], id: \.self) { bytes in
            Text(StorageUsageCard.byteString(bytes))
                .font(.caption.monospaced())
        }
    }
    .padding()
}
