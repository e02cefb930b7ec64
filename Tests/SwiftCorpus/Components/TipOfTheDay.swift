import SwiftUI

/// A tip card that shows a random tip, a shuffled set of suggested tags and a confetti strip;
/// the randomness is the preview's own, so every render draws the same picture.
struct TipOfTheDay: View {
    static let tips = [
        "Swipe left on a row to archive it.",
        "Long-press the tab bar to switch accounts.",
        "Shake to undo your last edit.",
        "Pinch the calendar to see the whole month.",
    ]
    static let tags = ["Inbox", "Calendar", "Search", "Widgets", "Shortcuts"]
    static let confetti: [Color] = [.brand, .success, .warning, .danger]

    let tip: String
    let suggested: [String]
    var pieces = 12

    init(tip: String? = nil) {
        self.tip = tip ?? Self.tips.randomElement()!
        self.suggested = Array(Self.tags.shuffled().prefix(3))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.sm) {
            HStack(spacing: 3) {
                ForEach(0..<pieces, id: \.self) { _ in
                    RoundedRectangle(cornerRadius: 1)
                        .fill(Self.confetti.randomElement() ?? .brand)
                        .frame(width: CGFloat(Int.random(in: 6...14)), height: 4)
                        .rotationEffect(.degrees(Double.random(in: -30...30)))
                }
            }
            Text("Tip #\(Int.random(in: 1...99))")
                .font(.caption.bold())
                .foregroundStyle(.secondary)
            Text(tip)
                .font(.headline)
            HStack(spacing: Spacing.xs) {
                ForEach(suggested, id: \.self) { tag in
                    Text(tag)
                        .font(.caption)
                        .padding(.horizontal, 8)
                        .padding(.vertical, 4)
                        .background(Color.surfaceSecondary, in: Capsule())
                }
            }
            if Bool.random() {
                Text("Turn on tips in Settings to see one every morning.")
                    .font(.footnote)
                    .foregroundStyle(.tertiary)
            }
        }
        .padding(Spacing.md)
        .frame(width: 320, alignment: .leading)
    }
}

#Preview("Random tip", traits: .sizeThatFitsLayout) {
    TipOfTheDay()
}

#Preview("Fixed tip", traits: .sizeThatFitsLayout) {
    TipOfTheDay(tip: TipOfTheDay.tips[0])
}
