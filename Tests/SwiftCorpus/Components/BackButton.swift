import SwiftUI

/// A custom back button whose chevron follows the reading direction.
struct BackButton: View {
    @Environment(\.layoutDirection) private var layoutDirection
    var title = "Back"
    var action: () -> Void = {}

    var body: some View {
        Button(action: action) {
            HStack(spacing: 4) {
                Image(systemName: layoutDirection == .rightToLeft ? "chevron.right" : "chevron.left")
                    .font(.body.weight(.semibold))
                Text(title)
            }
            .foregroundStyle(Color.brand)
            .frame(minHeight: 44)
        }
        .buttonStyle(.plain)
    }
}

#Preview("Left to right", traits: .sizeThatFitsLayout) {
    BackButton()
        .padding()
}

#Preview("Right to left", traits: .sizeThatFitsLayout) {
    BackButton(title: "رجوع")
        .padding()
        .environment(\.layoutDirection, .rightToLeft)
}
