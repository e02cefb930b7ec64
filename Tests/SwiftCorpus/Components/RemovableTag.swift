import SwiftUI

/// A tag the user can remove with its xmark.
struct RemovableTag: View {
    let text: String
    var tint: Color = .brand
    var onRemove: (() -> Void)? = nil

    var body: some View {
        HStack(spacing: 6) {
            Text("#\(text)")
                .font(.footnote.weight(.medium))
                .lineLimit(1)
            if onRemove != nil {
                Button {
                    onRemove?()
                } label: {
                    Image(systemName: "xmark")
                        .font(.system(size: 9, weight: .bold))
                        .frame(width: 16, height: 16)
                        .background(Circle().fill(tint.opacity(0.2)))
                }
                .buttonStyle(.plain)
                .accessibilityLabel("Remove \(text)")
            }
        }
        .foregroundStyle(tint)
        .padding(.leading, 10)
        .padding(.trailing, onRemove == nil ? 10 : 4)
        .padding(.vertical, 4)
        .background(RoundedRectangle(cornerRadius: Radius.small, style: .continuous).fill(tint.opacity(0.1)))
    }
}

#Preview("Tags", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: Spacing.sm) {
        RemovableTag(text: "swiftui")
        RemovableTag(text: "design-systems", tint: .success) {}
        RemovableTag(text: "accessibility", tint: .danger) {}
    }
    .padding()
}
