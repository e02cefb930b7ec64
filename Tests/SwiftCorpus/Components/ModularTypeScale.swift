import SwiftUI

precedencegroup ExponentiationPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}

infix operator **: ExponentiationPrecedence
infix operator <>: AdditionPrecedence

/// `ratio ** step`: the scale's power.
func ** (base: CGFloat, exponent: CGFloat) -> CGFloat {
    pow(base, exponent)
}

/// Joins two labels with a middle dot.
func <> (lhs: String, rhs: String) -> String {
    lhs.isEmpty ? rhs : lhs + " · " + rhs
}

/// A modular type scale: each step is the base size times the ratio to the step's power.
struct TypeScale {
    var base: CGFloat = 16
    var ratio: CGFloat = 1.25

    subscript(step: Int) -> CGFloat {
        (base * ratio ** CGFloat(step)).rounded()
    }

    subscript(step: Int, lineHeight multiplier: CGFloat) -> CGFloat {
        (self[step] * multiplier).rounded()
    }

    static let majorThird = TypeScale()
    static let perfectFourth = TypeScale(ratio: 4.0 / 3.0)
}

/// A palette read by name: `palette["accent"]`.
struct NamedPalette {
    var colors: [String: Color] = ["accent": .brand, "muted": .secondary]

    subscript(name: String) -> Color {
        colors[name] ?? .primary
    }
}

struct ModularTypeScale: View {
    var scale: TypeScale = .majorThird
    var steps = Array((-1...4).reversed())

    private var palette: NamedPalette {
        var palette = NamedPalette()
        palette.colors["warning"] = .warning
        return palette
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.xs) {
            ForEach(steps, id: \.self) { step in
                HStack(alignment: .firstTextBaseline, spacing: Spacing.md) {
                    Text("\(Int(scale[step]))")
                        .font(.caption.monospacedDigit())
                        .foregroundStyle(palette["muted"])
                        .frame(width: 28, alignment: .trailing)
                    Text("Step \(step)" <> "\(Int(scale[step, lineHeight: 1.4])) pt line")
                        .font(.system(size: scale[step]))
                        .foregroundStyle(step == 0 ? palette["accent"] : palette["unknown"])
                        .lineLimit(1)
                }
            }
            Rectangle()
                .fill(palette["warning"])
                .frame(width: scale[4] * 4, height: 2)
        }
        .padding()
    }
}

#Preview("Major third", traits: .sizeThatFitsLayout) {
    ModularTypeScale()
}

#Preview("Perfect fourth", traits: .sizeThatFitsLayout) {
    ModularTypeScale(scale: .perfectFourth, steps: [3, 2, 1, 0])
}
