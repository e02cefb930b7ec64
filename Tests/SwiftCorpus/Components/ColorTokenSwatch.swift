import SwiftUI

extension Color {
    /// A colour from a design-tool hex string: "#36F", "3366FF" or "3366FF80" (alpha last).
    /// Nil when the string is not 3, 6 or 8 hex digits.
    init?(hexString: String) {
        let digits = hexString.trimmingCharacters(in: CharacterSet(charactersIn: "#").union(.whitespaces))
        var value: UInt64 = 0
        guard Scanner(string: digits).scanHexInt64(&value) else { return nil }
        let a, r, g, b: UInt64
        switch digits.count {
        case 3:
            // One digit per channel: "F80" is "FF8800".
            (a, r, g, b) = (0xFF, (value >> 8) * 0x11, (value >> 4 & 0xF) * 0x11, (value & 0xF) * 0x11)
        case 6:
            (a, r, g, b) = (0xFF, value >> 16, value >> 8 & 0xFF, value & 0xFF)
        case 8:
            (r, g, b, a) = (value >> 24, value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF)
        default:
            return nil
        }
        self.init(.sRGB, red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: Double(a) / 255)
    }
}

/// One design token as a swatch: its name, its value and the colour it parses to.
struct ColorTokenSwatch: View {
    let name: String
    let hex: String

    var body: some View {
        HStack(spacing: Spacing.md) {
            chip
            VStack(alignment: .leading, spacing: Spacing.xxs) {
                Text(name)
                    .font(.subheadline.weight(.medium))
                Text(hex.uppercased())
                    .font(.caption.monospaced())
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
        }
    }

    @ViewBuilder
    private var chip: some View {
        let shape = RoundedRectangle(cornerRadius: Radius.small, style: .continuous)
        switch Color(hexString: hex) {
        case .some(let color):
            shape
                .fill(color)
                .overlay(shape.strokeBorder(Color.hairline, lineWidth: 1))
                .frame(width: 44, height: 32)
        case .none:
            shape
                .strokeBorder(Color.danger, lineWidth: 1.5)
                .overlay {
                    Image(systemName: "exclamationmark.triangle.fill")
                        .font(.caption.bold())
                        .foregroundStyle(Color.danger)
                }
                .frame(width: 44, height: 32)
        }
    }
}

private let paletteTokens: [(String, String)] = [
    ("accent", "#3366FF"),
    ("accent.muted", "3366FF33"),
    ("positive", "#1E9E5A"),
    ("caution", "F90"),
    ("broken", "#12345"),
]

#Preview("Palette tokens", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: Spacing.sm) {
        ForEach(paletteTokens, id: \.0) { token in
            ColorTokenSwatch(name: token.0, hex: token.1)
        }
    }
    .padding()
    .frame(width: 320)
}
