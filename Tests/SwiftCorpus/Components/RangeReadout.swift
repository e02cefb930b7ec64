import SwiftUI

/// A slider's readout written with the range helpers design systems keep in `extension
/// ClosedRange`: the fraction of the range a value is at, and how many steps fit in it.
extension ClosedRange where Bound: BinaryFloatingPoint, Bound.Stride: BinaryFloatingPoint {
    func fraction(of value: Bound) -> Bound {
        (value - lowerBound) / (upperBound - lowerBound)
    }
    func numberOfSteps(_ step: Bound.Stride) -> Int {
        Int(floor(Bound.Stride(upperBound - lowerBound) / step))
    }
}

struct RangeReadout: View {
    let value: Double
    let range: ClosedRange<Double>
    let step: Double

    private var fraction: Double { range.fraction(of: value) }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text("\(Int(value))").font(.headline.monospacedDigit())
                Spacer()
                Text("\(range.numberOfSteps(step)) steps").font(.caption).foregroundStyle(.secondary)
            }
            Capsule()
                .fill(.quaternary)
                .frame(height: 6)
                .overlay(alignment: .leading) {
                    Capsule().fill(.tint).frame(width: 200 * max(0, min(1, fraction)), height: 6)
                }
                .frame(width: 200)
            // An empty range divides zero by zero, as Swift does: NaN, shown as such.
            Text(fraction.isNaN ? "no range" : "\(Int((fraction * 100).rounded())) %")
                .font(.caption2)
        }
    }
}

#Preview("Readouts", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: 20) {
        RangeReadout(value: 30, range: 0...120, step: 10)
        RangeReadout(value: 5, range: 5...5, step: 1)
    }
    .padding()
}
