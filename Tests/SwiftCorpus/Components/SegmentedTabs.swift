import SwiftUI

enum LibraryTab: String, CaseIterable, Identifiable {
    case all = "All"
    case music = "Music"
    case podcasts = "Podcasts"
    case books = "Books"

    var id: Self { self }
}

/// A pill-shaped segmented control drawn by the design system.
struct SegmentedTabs: View {
    @Binding var selection: LibraryTab

    var body: some View {
        HStack(spacing: 4) {
            ForEach(LibraryTab.allCases) { tab in
                Button {
                    selection = tab
                } label: {
                    Text(tab.rawValue)
                        .font(.subheadline.weight(selection == tab ? .semibold : .regular))
                        .foregroundStyle(selection == tab ? Color.primary : Color.secondary)
                        .padding(.vertical, 8)
                        .frame(maxWidth: .infinity)
                        .background {
                            if selection == tab {
                                Capsule()
                                    .fill(Color.surface)
                                    .shadow(color: .black.opacity(0.08), radius: 2, y: 1)
                            }
                        }
                }
                .buttonStyle(.plain)
            }
        }
        .padding(4)
        .background(Color.surfaceSecondary, in: Capsule())
    }
}

#Preview("Tabs", traits: .sizeThatFitsLayout) {
    @Previewable @State var tab = LibraryTab.music
    SegmentedTabs(selection: $tab)
        .padding()
        .frame(width: 390)
}
