import SwiftUI

/// Keeps a value inside a range: anything assigned outside it is pinned to the nearest bound.
@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>

    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }

    /// `$level` is the range the value is kept in.
    var projectedValue: ClosedRange<Value> { range }
}

/// A workout's target intensity, 0 to 100, as the settings screen stores it.
struct IntensitySetting {
    @Clamped(0.0...100.0) var level: Double = 50
    var isAutomatic = false

    /// Where the level sits in its range, 0 to 1.
    var fraction: Double {
        (level - $level.lowerBound) / ($level.upperBound - $level.lowerBound)
    }

    var zone: (name: String, symbol: String) {
        switch fraction {
        case 0: return (name: "Rest", symbol: "circle")
        case 0.0..<0.34: return (name: "Easy", symbol: "figure.run")
        case 0.34..<0.67: return (name: "Moderate", symbol: "bolt.fill")
        default: return (name: "Hard", symbol: "flame.fill")
        }
    }
}

/// An intensity row: zone symbol and name, a draggable track and the level in digits.
struct IntensityControl: View {
    @State private var setting: IntensitySetting
    @GestureState private var isDragging = false
    private let trackWidth: CGFloat = 160

    init(level: Double, isAutomatic: Bool = false) {
        _setting = State(initialValue: IntensitySetting(level: level, isAutomatic: isAutomatic))
    }

    var body: some View {
        HStack(spacing: Spacing.sm) {
            Image(systemName: setting.zone.symbol)
                .foregroundStyle(Color.brand)
                .frame(width: 24)
            Text(setting.zone.name)
                .font(.subheadline.weight(.medium))
                .frame(width: 76, alignment: .leading)
            track
            Text("\(Int(setting.level.rounded()))")
                .font(.subheadline)
                .monospacedDigit()
                .foregroundStyle(setting.isAutomatic ? .secondary : .primary)
                .frame(width: 32, alignment: .trailing)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Intensity")
        .accessibilityValue("\(setting.zone.name), \(Int(setting.level)) percent")
    }

    private var track: some View {
        ZStack(alignment: .leading) {
            Capsule()
                .fill(Color.surfaceSecondary)
            Capsule()
                .fill(setting.isAutomatic ? Color.secondary : Color.brand)
                .frame(width: trackWidth * setting.fraction)
        }
        .frame(width: trackWidth, height: isDragging ? 10 : 6)
        .contentShape(Rectangle())
        .gesture(
            DragGesture(minimumDistance: 0)
                .updating($isDragging) { _, dragging, _ in dragging = true }
                .onChanged { value in
                    setting.isAutomatic = false
                    setting.level = Double(value.location.x / trackWidth) * 100
                }
        )
        .animation(.easeOut(duration: 0.15), value: isDragging)
    }
}

#Preview("Intensity", traits: .sizeThatFitsLayout) {
    VStack(spacing: Spacing.md) {
        IntensityControl(level: 0)
        IntensityControl(level: 22)
        IntensityControl(level: 58, isAutomatic: true)
        IntensityControl(level: 140)
    }
    .padding()
}
