import Combine
import SwiftUI

/// A settings screen's header: a title, an optional subtitle and optional trailing content
/// (a divider only when there is some), styled through token wrappers that several SwiftUI
/// types share a name for.
extension Font { static let kit = KitFonts() }
struct KitFonts {
    let title = Font.title3.weight(.semibold)
    let body = Font.subheadline
}
extension Font.TextStyle { static let kit = KitTextStyles() }
struct KitTextStyles {
    let title = Font.TextStyle.title3
    let body = Font.TextStyle.subheadline
}

extension EnvironmentValues {
    @Entry var headerAccent: Color?
    @Entry var headerScale: CGFloat = 1
    var headerSpacing: CGFloat { 8 * headerScale }
}

/// The theme every header observes, as apps share one through a base class.
final class HeaderTheme {
    static let shared = HeaderTheme()
    var separator: Color { .gray.opacity(0.3) }
}
class HeaderThemeObserver {
    let theme: HeaderTheme = .shared
    var ready = false
    init() { ready = true }
}
final class HeaderStyle: HeaderThemeObserver {}

final class HeaderModel: ObservableObject {
    @Published var title: String
    @Published private(set) var shownTitle = ""
    private var cancellables: [AnyCancellable] = []
    init(title: String) {
        self.title = title
        // Combine gives a new subscriber the current value at once; `dropFirst` skips it.
        $title.map { $0.uppercased() }.sink { [weak self] in self?.shownTitle = $0 }.store(in: &cancellables)
        $title.dropFirst().sink { [weak self] _ in self?.shownTitle = "changed" }.store(in: &cancellables)
    }
}

struct SettingsHeaderRow<Content: View>: View {
    @StateObject private var model: HeaderModel
    @Environment(\.headerAccent) private var accent
    @Environment(\.headerSpacing) private var spacing
    let subtitle: String?
    let content: Content
    private let style = HeaderStyle()

    init(title: String, subtitle: String? = nil, @ViewBuilder content: () -> Content) {
        self._model = .init(wrappedValue: HeaderModel(title: title))
        self.subtitle = subtitle
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: spacing) {
            Text(model.shownTitle)
                .font(.kit.title)
                .foregroundStyle(accent ?? .primary)
            if let subtitle {
                Text(subtitle).font(.kit.body).foregroundStyle(.secondary)
            }
            if Content.self != EmptyView.self {
                Rectangle().fill(style.ready ? style.theme.separator : .clear).frame(height: 1)
                content
            }
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).stroke(.tint.opacity(0.4), lineWidth: 1))
        .rotation3DEffect(.degrees(0), axis: (x: 1, y: 0, z: 0))
    }
}

extension SettingsHeaderRow where Content == EmptyView {
    init(title: String, subtitle: String? = nil) {
        self.init(title: title, subtitle: subtitle) { EmptyView() }
    }
}

#Preview("Settings headers", traits: .sizeThatFitsLayout) {
    VStack(spacing: 16) {
        SettingsHeaderRow(title: "Notifications", subtitle: "Alerts, sounds and badges")
        SettingsHeaderRow(title: "Privacy") {
            Toggle("Share analytics", isOn: .constant(true))
        }
        .environment(\.headerAccent, .blue)
        .environment(\.headerScale, 1.5)
    }
    .tint(.blue)
    .padding()
}
