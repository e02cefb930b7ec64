import SwiftUI

enum ShellTab: String, CaseIterable, Identifiable, Hashable {
    case home, inbox, profile

    var id: Self { self }
    var title: String { rawValue.capitalized }
    var symbol: String {
        switch self {
        case .home: return "house.fill"
        case .inbox: return "tray"
        case .profile: return "person.crop.circle"
        }
    }
}

/// The app's root: a tab bar on iPhone, a split view with a sidebar on iPad.
struct AppShell: View {
    @State private var selection: ShellTab
    var unread = 3

    init(selection: ShellTab = .home, unread: Int = 3) {
        _selection = State(initialValue: selection)
        self.unread = unread
    }

    var body: some View {
        TabView(selection: $selection) {
            ForEach(ShellTab.allCases) { tab in
                NavigationStack {
                    placeholder(for: tab)
                        .navigationTitle(tab.title)
                }
                .tabItem { Label(tab.title, systemImage: tab.symbol) }
                .tag(tab)
            }
        }
    }

    private func placeholder(for tab: ShellTab) -> some View {
        VStack(spacing: Spacing.sm) {
            Image(systemName: tab.symbol)
                .font(.largeTitle)
                .foregroundStyle(Color.brand)
            Text(tab == .inbox ? "\(unread) unread" : "\(tab.title) goes here")
                .foregroundStyle(.secondary)
        }
    }
}

/// The iPad layout: sidebar of tabs, detail of the chosen one.
struct AppSplitShell: View {
    @State private var selection: ShellTab? = .inbox

    var body: some View {
        NavigationSplitView {
            List(ShellTab.allCases, selection: $selection) { tab in
                Label(tab.title, systemImage: tab.symbol)
                    .tag(tab)
            }
            .navigationTitle("Mail")
        } detail: {
            if let selection {
                Text("Showing \(selection.title)")
                    .font(.title2)
            } else {
                Text("Select a mailbox")
                    .foregroundStyle(.secondary)
            }
        }
    }
}

#Preview("Tabs") {
    AppShell()
}

#Preview("Tabs, inbox selected") {
    AppShell(selection: .inbox, unread: 12)
}

#Preview("Split view") {
    AppSplitShell()
}
