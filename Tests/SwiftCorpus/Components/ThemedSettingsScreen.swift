import Combine
import SwiftUI
import UIKit

/// A settings screen themed the way design systems theme UIKit's bars from SwiftUI: a
/// `ViewModifier` whose initializer configures `UINavigationBarAppearance` and hands it to the
/// appearance proxy; copy with Markdown in its literals; a bottom action bar given with
/// `safeAreaInset`, under which the list of options runs on; a theme injected as an
/// environment object; a view model listening for a notification.
final class SettingsTheme: ObservableObject {
    @Published var accent = Color(red: 0.0, green: 0.45, blue: 0.35)
    var barBackground: UIColor { UIColor(red: 0.93, green: 0.97, blue: 0.95, alpha: 1) }
}

extension Notification.Name {
    static let settingsChanged = Notification.Name("settingsChanged")
}

final class SettingsModel: ObservableObject {
    @Published var options = ["Notifications", "Privacy", "Storage", "Appearance", "Language", "About"]
    private var subscriptions = Set<AnyCancellable>()

    init() {
        NotificationCenter.default
            .publisher(for: .settingsChanged)
            .receive(on: RunLoop.main)
            .sink { [weak self] _ in self?.options.removeAll() }
            .store(in: &subscriptions)
    }
}

struct ThemedBar: ViewModifier {
    init(background: UIColor, title: UIColor) {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = background
        appearance.shadowColor = .separator
        appearance.titleTextAttributes = [.foregroundColor: title]
        appearance.largeTitleTextAttributes = [.foregroundColor: title]
        UINavigationBar.appearance().standardAppearance = appearance
        UINavigationBar.appearance().scrollEdgeAppearance = appearance
    }

    func body(content: Content) -> some View { content }
}

struct ThemedSettingsScreen: View {
    @EnvironmentObject private var theme: SettingsTheme
    @StateObject private var model = SettingsModel()

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Changes are saved **automatically**. See the *help* pages or `settings.json`.")
                        .font(.footnote)
                    ForEach(model.options, id: \.self) { option in
                        Text(option)
                            .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                            .padding(.horizontal, 12)
                            .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 10))
                    }
                }
                .padding()
            }
            .safeAreaInset(edge: .bottom) {
                Button("Done") {}
                    .buttonStyle(.borderedProminent)
                    .tint(theme.accent)
                    .padding(.bottom, 8)
            }
            .navigationTitle("Settings")
        }
        .modifier(ThemedBar(background: theme.barBackground, title: UIColor(theme.accent)))
    }
}

#Preview("Themed settings") {
    ThemedSettingsScreen()
        .environmentObject(SettingsTheme())
}
