import SwiftUI

/// A scrolling row of tabs with an underline that slides to the selected one.
struct UnderlineTabBar: View {
    let tabs: [String]
    @Binding var selection: String
    var tint: Color = .brand
    @Namespace private var underline

    /// Snappier on iOS 17, where the spring presets exist.
    private var slide: Animation {
        if #available(iOS 17, *) {
            return .snappy(duration: 0.25)
        } else {
            return .easeInOut(duration: 0.25)
        }
    }

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: Spacing.lg) {
                    ForEach(tabs, id: \.self) { tab in
                        tabButton(tab)
                            .id(tab)
                    }
                }
                .padding(.horizontal, Spacing.md)
            }
            .onChange(of: selection) { _, newValue in
                withAnimation(slide) {
                    proxy.scrollTo(newValue, anchor: .center)
                }
            }
        }
        .overlay(alignment: .bottom) {
            Rectangle()
                .fill(Color.hairline)
                .frame(height: 1)
        }
    }

    private func tabButton(_ tab: String) -> some View {
        let isSelected = tab == selection
        return Button {
            withAnimation(slide) {
                selection = tab
            }
        } label: {
            Text(tab)
                .font(.subheadline.weight(isSelected ? .semibold : .regular))
                .foregroundStyle(isSelected ? tint : .secondary)
                .padding(.vertical, Spacing.sm)
                .overlay(alignment: .bottom) {
                    if isSelected {
                        Capsule()
                            .fill(tint)
                            .frame(height: 3)
                            .matchedGeometryEffect(id: "underline", in: underline)
                    }
                }
        }
        .buttonStyle(.plain)
    }
}

#Preview("Tabs", traits: .sizeThatFitsLayout) {
    UnderlineTabBar(tabs: ["For you", "Following", "Design", "Engineering"], selection: .constant("Following"))
        .padding(.vertical)
        .frame(width: 390)
}

#Preview("Tinted", traits: .sizeThatFitsLayout) {
    @Previewable @State var selection = "Overview"
    UnderlineTabBar(tabs: ["Overview", "Reviews", "Specs"], selection: $selection, tint: .success)
        .padding(.vertical)
        .frame(width: 390)
}
