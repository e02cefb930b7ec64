import SwiftUI

/// A section whose content folds away under its header, with a rotating chevron.
struct CollapsibleSection<Header: View, Content: View>: View {
    @State private var isExpanded: Bool
    private let header: Header
    private let content: Content

    init(isExpanded: Bool = true, @ViewBuilder header: () -> Header, @ViewBuilder content: () -> Content) {
        _isExpanded = State(initialValue: isExpanded)
        self.header = header()
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.sm) {
            Button {
                withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) {
                    isExpanded.toggle()
                }
            } label: {
                HStack {
                    header
                        .font(.headline)
                    Spacer()
                    Image(systemName: "chevron.right")
                        .font(.footnote.weight(.semibold))
                        .foregroundStyle(.secondary)
                        .rotationEffect(.degrees(isExpanded ? 90 : 0))
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            if isExpanded {
                content
                    .transition(.move(edge: .top))
            }
        }
        .padding(Spacing.md)
        .background(Color.cardBackground, in: RoundedRectangle(cornerRadius: Radius.medium, style: .continuous))
    }
}

extension CollapsibleSection where Header == Text {
    /// `CollapsibleSection("Shipping") { … }`: a plain title for the header, open at first.
    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: true, header: { Text(title) }, content: content)
    }
}

#Preview("Sections", traits: .sizeThatFitsLayout) {
    VStack(spacing: Spacing.sm) {
        CollapsibleSection("Shipping") {
            Text("Standard delivery, 3–5 working days. Free over $50.")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        CollapsibleSection(isExpanded: false) {
            Label("Returns", systemImage: "arrow.left")
        } content: {
            Text("Return within 30 days for a full refund.")
        }
        CollapsibleSection("Care") {
            ForEach(["Machine wash cold", "Do not tumble dry", "Iron on low"], id: \.self) { line in
                Label(line, systemImage: "checkmark")
                    .font(.subheadline)
            }
        }
    }
    .padding()
    .frame(width: 390)
    .background(Color.surfaceSecondary)
}
