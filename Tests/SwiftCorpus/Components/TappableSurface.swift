import SwiftUI

extension Shape where Self == RoundedRectangle {
    /// The surfaces' corner, by name.
    static var surface: Self { .rect(cornerRadius: 14) }
}

/// A card surface that may be tappable: `Surface { … }` passes the trailing closure over the
/// optional action to the label, as Swift's forward scan does.
struct TappableSurface<Label: View>: View {
    enum Outline { case rounded, circle }

    private let action: (() -> Void)?
    private let outline: Outline
    private let label: Label

    init(action: (() -> Void)? = nil, outline: Outline = .rounded, @ViewBuilder label: () -> Label) {
        self.action = action
        self.outline = outline
        self.label = label()
    }

    private var shape: AnyShape {
        switch outline {
        case .rounded: AnyShape(.surface)
        case .circle: AnyShape(Circle())
        }
    }

    var body: some View {
        label
            .padding(12)
            .background(Color.cardBackground, in: shape)
            .overlay(shape.stroke(action == nil ? Color.clear : Color.accentColor, lineWidth: 1))
    }
}

#Preview("Surfaces", traits: .sizeThatFitsLayout) {
    VStack(spacing: 12) {
        TappableSurface { Text("Static") }
        TappableSurface(action: {}) { Text("Tappable") }
        TappableSurface(outline: .circle) { Image(systemName: "key.fill") }
    }
    .padding()
}
