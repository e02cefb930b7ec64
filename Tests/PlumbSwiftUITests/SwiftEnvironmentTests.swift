import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// `@Environment` values, custom `EnvironmentKey`s, injected objects, and SwiftUI's style
/// protocols (`ViewModifier`, `ButtonStyle`) evaluated with the environment where they stand.
final class SwiftEnvironmentTests: XCTestCase {
    private let adaptive = """
    import SwiftUI
    struct Adaptive: View {
        @Environment(\\.colorScheme) private var scheme
        @Environment(\\.dynamicTypeSize) private var typeSize
        @Environment(\\.sizeCategory) private var category
        @Environment(\\.isEnabled) private var isEnabled
        @Environment(\\.layoutDirection) private var direction
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Rectangle().frame(width: scheme == .dark ? 20 : 10, height: 1)
                Rectangle().frame(width: typeSize >= .accessibility1 ? 20 : 10, height: 1)
                Rectangle().frame(width: typeSize.isAccessibilitySize ? 20 : 10, height: 1)
                Rectangle().frame(width: category == .extraSmall ? 20 : 10, height: 1)
                Rectangle().frame(width: isEnabled ? 10 : 20, height: 1)
                Rectangle().frame(width: direction == .rightToLeft ? 20 : 10, height: 1)
            }
        }
    }
    #Preview { Adaptive() }
    #Preview { Adaptive().disabled(true) }
    #Preview { Adaptive().environment(\\.isEnabled, false) }
    """

    private func widths(_ t: LayoutTree) -> [Double] { t.shapes.map(\.frame.width) }

    func testBuiltinEnvironmentValues() throws {
        XCTAssertEqual(widths(try layoutPreview(adaptive)), [10, 10, 10, 10, 10, 10])
        XCTAssertEqual(widths(try layoutPreview(adaptive, context: EvaluationContext(appearance: .dark, dynamicType: .xSmall))),
                       [20, 10, 10, 20, 10, 10])
        XCTAssertEqual(widths(try layoutPreview(adaptive, context: EvaluationContext(dynamicType: .accessibility2, layoutDirection: .rightToLeft))),
                       [10, 20, 20, 10, 10, 20])
        XCTAssertEqual(widths(try layoutPreview(adaptive, index: 1)), [10, 10, 10, 10, 20, 10])
        XCTAssertEqual(widths(try layoutPreview(adaptive, index: 2)), [10, 10, 10, 10, 20, 10])
    }

    func testCustomEnvironmentKeyDefaultAndSetValue() throws {
        let t = try layoutPreview("""
        import SwiftUI
        private struct CardInsetKey: EnvironmentKey {
            static let defaultValue: CGFloat = 4
        }
        extension EnvironmentValues {
            var cardInset: CGFloat {
                get { self[CardInsetKey.self] }
                set { self[CardInsetKey.self] = newValue }
            }
            @Entry var accentWidth: CGFloat = 3
        }
        extension View {
            func cardInset(_ v: CGFloat) -> some View { environment(\\.cardInset, v) }
        }
        struct Inset: View {
            @Environment(\\.cardInset) var inset
            @Environment(\\.accentWidth) var accent
            var body: some View { Rectangle().frame(width: inset, height: accent) }
        }
        #Preview {
            VStack(alignment: .leading, spacing: 0) {
                Inset()
                Inset().cardInset(9)
                Inset().environment(\\.accentWidth, 7)
            }
        }
        """)
        let frames = t.shapes.map(\.frame)
        XCTAssertEqual(frames.map(\.width), [4, 9, 4])
        XCTAssertEqual(frames.map(\.height), [3, 3, 7])
    }

    func testEnvironmentObjectsInjectedByThePreview() throws {
        let t = try layoutPreview("""
        import SwiftUI
        @Observable final class Session { var streak = 5 }
        final class Settings: ObservableObject { @Published var goal = 8 }
        struct Streak: View {
            @Environment(Session.self) private var session
            @EnvironmentObject var settings: Settings
            var body: some View {
                Rectangle().frame(width: CGFloat(session.streak), height: CGFloat(settings.goal))
            }
        }
        #Preview {
            let session = Session()
            session.streak = 12
            return Streak()
                .environment(session)
                .environmentObject(Settings())
        }
        """)
        assertRect(t.node("Streak/Rectangle").frame, 0, 0, 12, 8)
    }

    func testViewModifierAndButtonStyleWithConfiguration() throws {
        let t = try layoutPreview("""
        import SwiftUI
        struct Elevated: ViewModifier {
            var inset: CGFloat = 6
            @Environment(\\.colorScheme) private var scheme
            func body(content: Content) -> some View {
                content.padding(scheme == .dark ? inset * 2 : inset)
            }
        }
        extension View {
            func elevated(_ inset: CGFloat = 6) -> some View { modifier(Elevated(inset: inset)) }
        }
        struct PillStyle: ButtonStyle {
            var height: CGFloat = 30
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .frame(height: configuration.isPressed ? 10 : height)
                    .opacity(configuration.isPressed ? 0.5 : 1)
            }
        }
        extension ButtonStyle where Self == PillStyle {
            static var pill: PillStyle { .init() }
        }
        #Preview {
            VStack(alignment: .leading, spacing: 0) {
                Rectangle().frame(width: 10, height: 10).modifier(Elevated())
                Rectangle().frame(width: 10, height: 10).elevated(1)
                Button { } label: { Rectangle().frame(width: 5, height: 5) }
                    .buttonStyle(PillStyle(height: 20))
                VStack {
                    Button("A") { }
                }
                .buttonStyle(.pill)
            }
        }
        """)
        let shapes = t.shapes
        assertRect(shapes[0].frame, 6, 6, 10, 10)
        assertRect(shapes[1].frame, 1, 23, 10, 10)
        // The pill style gives its label a 20 pt frame, the label stays 5 pt high in it.
        XCTAssertEqual(shapes[2].outerFrame?.height, 20)
        let a = t.nodes.first { $0.kind == "text" }
        XCTAssertEqual(a?.outerFrame?.height, 30)
    }
}
