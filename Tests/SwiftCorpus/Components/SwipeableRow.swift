import SwiftUI

/// A mail row that reveals an archive action when dragged left, favourites on double tap and
/// reports single taps alongside the drag.
struct SwipeableRow: View {
    let sender: String
    let subject: String
    @State private var offset: CGFloat
    @State private var isFavorite: Bool
    @State private var tapCount = 0

    private let revealWidth: CGFloat = 88

    init(sender: String, subject: String, revealed: Bool = false, favorite: Bool = false) {
        self.sender = sender
        self.subject = subject
        _offset = State(initialValue: revealed ? -88 : 0)
        _isFavorite = State(initialValue: favorite)
    }

    private var drag: some Gesture {
        DragGesture(minimumDistance: 12, coordinateSpace: .local)
            .onChanged { value in
                offset = min(0, value.translation.width)
            }
            .onEnded { value in
                let shouldReveal = value.predictedEndTranslation.width < -revealWidth / 2
                withAnimation(.interactiveSpring(response: 0.3, dampingFraction: 0.8)) {
                    offset = shouldReveal ? -revealWidth : 0
                }
            }
    }

    private var doubleTap: some Gesture {
        TapGesture(count: 2).onEnded {
            var transaction = Transaction(animation: .spring(response: 0.25, dampingFraction: 0.6))
            transaction.disablesAnimations = false
            withTransaction(transaction) {
                isFavorite.toggle()
            }
        }
    }

    var body: some View {
        ZStack(alignment: .trailing) {
            Color.success
            Label("Archive", systemImage: "archivebox")
                .labelStyle(.iconOnly)
                .foregroundStyle(.white)
                .frame(width: revealWidth)
            HStack(spacing: Spacing.md) {
                Image(systemName: isFavorite ? "star.fill" : "star")
                    .foregroundStyle(isFavorite ? Color.warning : Color.secondary)
                VStack(alignment: .leading, spacing: 2) {
                    Text(sender).font(.headline)
                    Text(subject).font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer()
            }
            .padding(Spacing.md)
            .background(Color.surface)
            .offset(x: offset)
            .gesture(drag)
            .simultaneousGesture(doubleTap)
            .simultaneousGesture(TapGesture().onEnded { tapCount += 1 })
            .transaction { transaction in
                transaction.animation = transaction.animation?.speed(1.5)
            }
        }
        .frame(height: 72)
        .clipped()
    }
}

#Preview("Swipeable rows", traits: .sizeThatFitsLayout) {
    VStack(spacing: 1) {
        SwipeableRow(sender: "Hemi", subject: "Lunch on Thursday?")
        SwipeableRow(sender: "Priya", subject: "Quarterly numbers", revealed: true)
        SwipeableRow(sender: "Tomás", subject: "Photos from the trip", favorite: true)
    }
    .frame(width: 360)
}
