import SwiftUI

/// A chat bubble; outgoing bubbles sit trailing in the brand colour.
struct MessageBubble: View {
    let text: String
    let isOutgoing: Bool
    var timestamp: String? = nil

    var body: some View {
        HStack {
            if isOutgoing { Spacer(minLength: 60) }
            VStack(alignment: isOutgoing ? .trailing : .leading, spacing: 4) {
                Text(text)
                    .padding(.horizontal, 14)
                    .padding(.vertical, 10)
                    .foregroundStyle(isOutgoing ? Color.white : Color.primary)
                    .background(
                        isOutgoing ? Color.brand : Color.surfaceSecondary,
                        in: RoundedRectangle(cornerRadius: 18, style: .continuous)
                    )
                if let timestamp {
                    Text(timestamp)
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }
            if !isOutgoing { Spacer(minLength: 60) }
        }
    }
}

struct MessageBubble_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            MessageBubble(text: "Are we still on for lunch?", isOutgoing: false, timestamp: "12:01")
                .previewDisplayName("Incoming")
            MessageBubble(text: "Yes! See you at noon at the usual place.", isOutgoing: true)
                .previewDisplayName("Outgoing")
            VStack(spacing: 8) {
                MessageBubble(text: "Running 5 minutes late", isOutgoing: false)
                MessageBubble(text: "No worries", isOutgoing: true, timestamp: "Read 12:07")
            }
            .previewDisplayName("Conversation")
        }
        .padding()
        .frame(width: 390)
        .previewLayout(.sizeThatFits)
    }
}
