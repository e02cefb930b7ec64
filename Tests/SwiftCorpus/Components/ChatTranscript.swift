import SwiftUI

struct ChatMessage: Identifiable, Equatable {
    let id: Int
    let text: String
    let isMine: Bool
}

/// A chat transcript that scrolls to its newest message and keeps the composer in the bottom
/// safe area.
struct ChatTranscript: View {
    let messages: [ChatMessage]
    @State private var draft = ""

    private func scrollToBottom(_ proxy: ScrollViewProxy, animated: Bool = false) {
        guard let last = messages.last else { return }
        if animated {
            withAnimation(.easeOut(duration: 0.2)) { proxy.scrollTo(last.id, anchor: .bottom) }
        } else {
            proxy.scrollTo(last.id, anchor: .bottom)
        }
    }

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(spacing: Spacing.sm) {
                    ForEach(messages) { message in
                        HStack {
                            if message.isMine { Spacer(minLength: 48) }
                            Text(message.text)
                                .padding(.horizontal, 12)
                                .padding(.vertical, 8)
                                .foregroundStyle(message.isMine ? Color.white : Color.primary)
                                .background(message.isMine ? Color.brand : Color.surfaceSecondary, in: RoundedRectangle(cornerRadius: 16))
                            if !message.isMine { Spacer(minLength: 48) }
                        }
                        .id(message.id)
                    }
                }
                .padding(Spacing.md)
            }
            .onAppear { scrollToBottom(proxy) }
            .onChange(of: messages) { _, _ in scrollToBottom(proxy, animated: true) }
            .safeAreaInset(edge: .bottom, spacing: 0) {
                HStack(spacing: Spacing.sm) {
                    TextField("Message", text: $draft)
                        .padding(.horizontal, 12)
                        .padding(.vertical, 8)
                        .background(Color.surfaceSecondary, in: Capsule())
                    Button {
                        draft = ""
                    } label: {
                        Image(systemName: "arrow.up.circle.fill")
                            .font(.title2)
                    }
                    .disabled(draft.isEmpty)
                }
                .padding(Spacing.sm)
                .background(Color.surface)
            }
        }
    }
}

#Preview("Chat") {
    ChatTranscript(messages: [
        ChatMessage(id: 1, text: "Are we still on for tomorrow?", isMine: false),
        ChatMessage(id: 2, text: "Yes! 10am at the café.", isMine: true),
        ChatMessage(id: 3, text: "Perfect, see you there.", isMine: false),
        ChatMessage(id: 4, text: "I'll bring the sketches.", isMine: true),
    ])
}
