import SwiftUI

/// A switch-like control written the way component kits write theirs: an alignment helper in
/// `extension Alignment` built from `HorizontalAlignment`/`VerticalAlignment` extensions, a
/// generic clamped value over `BinaryFloatingPoint` made with integer literals, and the row kind
/// as an enum nested in the generic view.
extension Alignment {
    var mirrored: Alignment { .init(horizontal: horizontal.mirrored, vertical: vertical.mirrored) }
}

extension HorizontalAlignment {
    var mirrored: HorizontalAlignment {
        if self == .leading { return .trailing } else if self == .trailing { return .leading }
        return self
    }
}

extension VerticalAlignment {
    var mirrored: VerticalAlignment {
        switch self {
        case .top: .bottom
        case .bottom: .top
        default: self
        }
    }
}

struct ClampedLevel<Value: BinaryFloatingPoint> {
    private var _value: Value
    let bounds: ClosedRange<Value>

    init(_ value: Value = 0, in bounds: ClosedRange<Value> = 0...1) {
        _value = min(max(value, bounds.lowerBound), bounds.upperBound)
        self.bounds = bounds
    }

    var value: Value { _value }
    var fraction: Value { (_value - bounds.lowerBound) / (bounds.upperBound - bounds.lowerBound) }
}

struct ToggleKnob<Accessory: View>: View {
    enum Kind<A: View> {
        case plain
        case accessory(() -> A)
    }

    let title: String
    let isOn: Bool
    let level: ClampedLevel<Double>
    let kind: Kind<Accessory>

    private var alignment: Alignment { isOn ? .trailing : .leading }

    var body: some View {
        HStack(spacing: 12) {
            ZStack(alignment: alignment) {
                Capsule().fill(isOn ? Color.green : Color(.systemGray5)).frame(width: 51, height: 31)
                Circle().fill(.white).frame(width: 27, height: 27).padding(2)
            }
            .overlay(alignment: alignment.mirrored) {
                Text(isOn ? "I" : "O").font(.caption2.bold()).foregroundStyle(.white).padding(.horizontal, 8)
            }
            VStack(alignment: .leading) {
                Text(title)
                Text("\(Int((level.fraction * 100).rounded())) %").font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            switch kind {
            case .plain: EmptyView()
            case .accessory(let make): make()
            }
        }
        .padding()
    }
}

#Preview("Knobs", traits: .sizeThatFitsLayout) {
    VStack(spacing: 0) {
        ToggleKnob<EmptyView>(title: "Wi-Fi", isOn: true, level: ClampedLevel(-2, in: -4...(-1)), kind: .plain)
        ToggleKnob(title: "Bluetooth", isOn: false, level: ClampedLevel(2, in: 1...8)) {
            Image(systemName: "antenna.radiowaves.left.and.right")
        }
    }
    .frame(width: 360)
}

extension ToggleKnob {
    init(title: String, isOn: Bool, level: ClampedLevel<Double>, @ViewBuilder accessory: @escaping () -> Accessory) {
        self.init(title: title, isOn: isOn, level: level, kind: .accessory(accessory))
    }
}
