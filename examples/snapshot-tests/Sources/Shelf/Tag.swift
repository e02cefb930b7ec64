import SwiftUI

/// A small status tag: the kind of component a team snapshot-tests in every state.
public struct Tag: View {
    public enum Tone { case neutral, positive, warning }

    let title: String
    let tone: Tone

    public init(_ title: String, tone: Tone = .neutral) {
        self.title = title
        self.tone = tone
    }

    public var body: some View {
        Text(title)
            .font(.caption.weight(.semibold))
            .foregroundStyle(foreground)
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(background, in: Capsule())
    }

    private var foreground: Color {
        switch tone {
        case .neutral: return .primary
        case .positive: return .green
        case .warning: return .orange
        }
    }

    private var background: Color {
        switch tone {
        case .neutral: return Color(.secondarySystemFill)
        case .positive: return Color.green.opacity(0.15)
        case .warning: return Color.orange.opacity(0.15)
        }
    }
}
