import SwiftUI

/// A circular gauge: a trimmed ring sized from the proxy, the value positioned at the centre of
/// the local frame, and a small refresh control.
struct RingGauge: View {
    let value: Double
    var label = "Move"
    var tint: Color = .danger
    var lineWidth: CGFloat = 12

    private var clamped: Double { min(max(value, 0), 1) }

    var body: some View {
        VStack(spacing: Spacing.sm) {
            GeometryReader { proxy in
                let side = min(proxy.size.width, proxy.size.height)
                let frame = proxy.frame(in: .local)
                ZStack {
                    Circle()
                        .stroke(tint.opacity(0.2), lineWidth: lineWidth)
                    Circle()
                        .trim(from: 0, to: clamped)
                        .stroke(tint, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                }
                .frame(width: side - lineWidth, height: side - lineWidth)
                .position(x: frame.midX, y: frame.midY)
                Text("\(Int(clamped * 100))%")
                    .font(.system(size: side / 5, weight: .bold, design: .rounded))
                    .monospacedDigit()
                    .position(x: frame.midX, y: frame.midY)
            }
            .aspectRatio(1, contentMode: .fit)
            HStack {
                Text(label).font(.headline)
                Button("Refresh") {}
                    .controlSize(.small)
            }
        }
        .padding()
    }
}

#Preview("Ring gauges", traits: .sizeThatFitsLayout) {
    HStack(spacing: Spacing.md) {
        RingGauge(value: 0.72)
            .frame(width: 140)
        RingGauge(value: 1.3, label: "Stand", tint: .success, lineWidth: 8)
            .frame(width: 140)
            .controlSize(.mini)
    }
}
