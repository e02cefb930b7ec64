import SwiftUI

/// A symbol-only button with a 44 pt hit target and a spoken label.
struct IconButton: View {
    let systemName: String
    let label: String
    var tint: Color = .primary
    var action: () -> Void = {}

    var body: some View {
        Button(action: action) {
            Image(systemName: systemName)
                .font(.system(size: 17, weight: .semibold))
                .foregroundStyle(tint)
                .frame(width: 44, height: 44)
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .accessibilityLabel(label)
    }
}

#Preview("Icon buttons", traits: .sizeThatFitsLayout) {
    HStack(spacing: 0) {
        IconButton(systemName: "plus", label: "Add")
        IconButton(systemName: "heart.fill", label: "Like", tint: .danger)
        IconButton(systemName: "square.and.pencil", label: "Edit", tint: .brand)
        IconButton(systemName: "ellipsis", label: "More")
    }
    .padding(.horizontal)
}
