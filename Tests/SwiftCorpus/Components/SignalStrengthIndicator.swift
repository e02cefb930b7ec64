import SwiftUI

/// Bars of a signal meter; the level is read from a measurement in dBm.
enum SignalLevel: Int, CaseIterable, Comparable {
    case none = 0, weak, fair, good, excellent

    init(dBm: Int) {
        switch dBm {
        case ..<(-100): self = .none
        case -100 ..< -90: self = .weak
        case -90 ..< -80: self = .fair
        case -80 ..< -70: self = .good
        default: self = .excellent
        }
    }

    /// Clamps any bar count into a level.
    init(bars: Int) {
        self = SignalLevel(rawValue: min(max(bars, 0), SignalLevel.allCases.count - 1)) ?? .none
    }

    static func < (lhs: SignalLevel, rhs: SignalLevel) -> Bool { lhs.rawValue < rhs.rawValue }

    var tint: Color {
        switch self {
        case .none, .weak: return .danger
        case .fair: return .warning
        case .good, .excellent: return .success
        }
    }
}

/// A protocol byte on the wire.
enum NetworkKind: UInt8 {
    case cellular = 0x01
    case wifi = 0x02
    case ethernet = 0x04

    var symbol: String {
        switch self {
        case .cellular: return "network"
        case .wifi: return "wifi"
        case .ethernet: return "link"
        }
    }
}

/// A one-letter grade, written on the badge.
enum LinkGrade: Character {
    case a = "A", b = "B", c = "C", f = "F"

    init(level: SignalLevel) {
        switch level {
        case .excellent: self = .a
        case .good: self = .b
        case .fair: self.init(rawValue: "C")!
        default: self = .f
        }
    }
}

/// Carrier names as raw strings, with a custom `init?(rawValue:)` that forgives case and spaces.
enum Carrier: RawRepresentable, CaseIterable {
    case northwind, contoso, fabrikam

    init?(rawValue: String) {
        let key = rawValue.lowercased().replacingOccurrences(of: " ", with: "")
        guard let match = Carrier.allCases.first(where: { $0.rawValue == key }) else { return nil }
        self = match
    }

    var rawValue: String {
        switch self {
        case .northwind: return "northwind"
        case .contoso: return "contoso"
        case .fabrikam: return "fabrikam"
        }
    }

    var displayName: String { rawValue.capitalized }
}

struct SignalStrengthIndicator: View {
    let dBm: Int
    var kind: NetworkKind = .cellular
    var carrierName = "North Wind"

    private var level: SignalLevel { SignalLevel(dBm: dBm) }

    var body: some View {
        HStack(alignment: .bottom, spacing: Spacing.sm) {
            Image(systemName: kind.symbol)
                .foregroundStyle(.secondary)
            HStack(alignment: .bottom, spacing: 2) {
                ForEach(SignalLevel.allCases.dropFirst(), id: \.self) { bar in
                    RoundedRectangle(cornerRadius: 1.5)
                        .fill(bar <= level ? level.tint : Color.hairline)
                        .frame(width: 5, height: CGFloat(bar.rawValue) * 5)
                }
            }
            Text(String(LinkGrade(level: level).rawValue))
                .font(.caption.bold())
                .frame(width: 20, height: 20)
                .background(level.tint.opacity(0.15), in: Circle())
            Text(Carrier(rawValue: carrierName)?.displayName ?? "No carrier")
                .font(.footnote)
            Text("0x0\(kind.rawValue)")
                .font(.caption2.monospaced())
                .foregroundStyle(.tertiary)
        }
        .padding()
    }
}

#Preview("Signal levels", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading) {
        SignalStrengthIndicator(dBm: -65)
        SignalStrengthIndicator(dBm: -85, kind: .wifi, carrierName: "CONTOSO")
        SignalStrengthIndicator(dBm: -104, kind: .ethernet, carrierName: "Unknown")
        SignalStrengthIndicator(dBm: SignalLevel(bars: 9).rawValue * -20)
    }
}
