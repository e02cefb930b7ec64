import Foundation
import PlumbLayout
import PlumbModel
import PlumbRender
@testable import PlumbSwiftUI
import XCTest

/// Constructs found on public SwiftUI repositories (seventh round), each in our own words.
final class SwiftRealCodeFindings7Tests: XCTestCase {

    /// In `extension Store.Info.AppInfo`, the unqualified `AppInfo` is the file-level enum:
    /// an extension sees the extended type's nested types, not those of the types around it
    /// (which would make it the extended type itself).
    func testAnExtensionOfANestedTypeDoesNotSeeItsOuterTypesNames() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        enum Store { struct Info { struct AppInfo { var name: String?; struct Badge { let text = "badge" } } } }
        enum AppInfo {
            static var appName: String? { "Demo" }
        }
        extension Store.Info.AppInfo {
            static let current = Store.Info.AppInfo(name: AppInfo.appName)
            var badge: String { Badge().text }
        }
        extension Store.Info {
            struct Summary { let app = AppInfo(name: "nested") }
        }
        #Preview {
            VStack {
                Text(Store.Info.AppInfo.current.name ?? "none")
                Text(Store.Info.AppInfo.current.badge)
                Text(Store.Info.Summary().app.name ?? "none")
            }
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["Demo", "badge", "nested"])
    }

    /// `.overlay(alignment: alignment.inverse)` with the sources' `extension Alignment { var
    /// inverse }` built from `horizontal.inverse` and `vertical.inverse` (extensions of
    /// `HorizontalAlignment`/`VerticalAlignment`): the value `.topLeading` does not carry its type,
    /// so the declaration read (a property, a parameter, `self`, `.horizontal`) names the
    /// extension, as Swift's static type does; `.topLeading` is also a `UnitPoint`, whose own
    /// `inverse` is not meant.
    func testExtensionsOfSwiftUIsAlignmentTypesOnValuesKeptInProperties() throws {
        let source = """
        import SwiftUI
        extension Alignment {
            var inverse: Alignment { .init(horizontal: horizontal.inverse, vertical: vertical.inverse) }
        }
        extension UnitPoint {
            var inverse: UnitPoint { UnitPoint(x: 1 - x, y: 1 - y) }
        }
        extension HorizontalAlignment {
            var inverse: HorizontalAlignment {
                if self == .leading { return .trailing } else if self == .trailing { return .leading } else { return self }
            }
        }
        extension VerticalAlignment {
            var inverse: VerticalAlignment {
                switch self {
                case .top: .bottom
                case .bottom: .top
                default: self
                }
            }
        }
        struct Knob: View {
            var alignment: Alignment { .topLeading }
            func corner(_ a: Alignment) -> some View {
                Color.gray.frame(width: 100, height: 60)
                    .overlay(alignment: a.inverse) { Color.red.frame(width: 10, height: 10) }
            }
            var body: some View {
                VStack(spacing: 0) {
                    Color.gray.frame(width: 100, height: 60)
                        .overlay(alignment: alignment.inverse) { Color.green.frame(width: 10, height: 10) }
                    corner(.bottom)
                    ZStack(alignment: Alignment(horizontal: .leading, vertical: alignment.vertical.inverse)) {
                        Color.gray.frame(width: 100, height: 60)
                        Color.blue.frame(width: 10, height: 10)
                    }
                }
            }
        }
        #Preview { Knob() }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let tree = try layoutPreview(source)
        let squares = tree.nodes.filter { $0.frame.width == 10 }.map(\.frame)
        XCTAssertEqual(squares.count, 3)
        assertRect(squares[0], 90, 50, 10, 10)
        assertRect(squares[1], 45, 60, 10, 10)
        assertRect(squares[2], 0, 170, 10, 10)
    }

    /// `Int(steps.clamped(to: Double(Int.min)...Double(Int.max)))` in a steps helper: `Int(x)`
    /// converts every Double from -2^63 (`Double(Int.min)`, exact) up to 2^63 (excluded), and
    /// `Int(Int.max)` converts an integer exactly rather than through a Double (which rounds
    /// it up to 2^63 and would not fit).
    func testIntConversionsAtTheEdgesOfInt() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        extension ClosedRange {
            func clamp(_ value: Bound) -> Bound { Swift.max(Swift.min(value, upperBound), lowerBound) }
        }
        extension ClosedRange where Bound: BinaryFloatingPoint, Bound.Stride: BinaryFloatingPoint {
            func numberOfSteps(_ step: Bound.Stride) -> Int {
                let steps = floor(Bound.Stride(upperBound - lowerBound) / step)
                return Int(steps.clamped(to: Bound.Stride(Int.min)...Bound.Stride(Int.max)))
            }
        }
        extension BinaryFloatingPoint {
            func clamped(to bounds: ClosedRange<Self>) -> Self { bounds.clamp(self) }
        }
        #Preview {
            let r: ClosedRange<Double> = 0...1
            VStack {
                Text("\\(r.numberOfSteps(0.25)) \\(Int(Double(Int.min))) \\(Int(Int.max)) \\(Int64(Int.min))")
                Text("\\(Int(exactly: Double(Int.max)) == nil) \\(Int(exactly: -0x1p63) == Int.min)")
            }
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["4 -9223372036854775808 9223372036854775807 -9223372036854775808", "true true"])
    }

    /// `Int(Double(Int.max))` traps in Swift (2^63 is not an Int): a located warning, and the text
    /// that needed it is its source text.
    func testADoubleOfTwoToTheSixtyThreeDoesNotFitAnInt() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        #Preview { Text("\\(Int(Double(Int.max)))") }
        """)
        XCTAssertEqual(texts, ["\"\\(Int(Double(Int.max)))\""])
        XCTAssertEqual(warnings, ["Card.swift:2:20: warning: 9.223372036854776e+18 does not fit in an Int: evaluated as its source text"])
    }

    /// A scroll view clips its content to its bounds (a horizontal row wider than the scroll
    /// view shows only what is inside it); `.scrollClipDisabled()`, on it or around it, lets
    /// the content run past them.
    func testAScrollViewClipsItsContentUnlessClippingIsDisabled() throws {
        let image = try renderPreview("""
        import SwiftUI
        #Preview {
            VStack(spacing: 0) {
                ScrollView(.horizontal) { Color(red: 1, green: 0, blue: 0).frame(width: 300, height: 10) }
                    .frame(width: 100)
                ScrollView(.horizontal) { Color(red: 0, green: 0, blue: 1).frame(width: 300, height: 10) }
                    .scrollClipDisabled()
                    .frame(width: 100)
                VStack {
                    ScrollView(.horizontal) { Color(red: 0, green: 1, blue: 0).frame(width: 300, height: 10) }
                        .frame(width: 100)
                }
                .scrollClipDisabled(true)
                Color.gray.frame(width: 300, height: 10)
            }
        }
        """)
        XCTAssertEqual(previewRGB(image, 150, 5), [255, 0, 0])
        XCTAssertEqual(previewRGB(image, 250, 5), [255, 255, 255])
        XCTAssertEqual(previewRGB(image, 250, 15), [0, 0, 255])
        XCTAssertEqual(previewRGB(image, 250, 25), [0, 255, 0])
    }

    /// An `@EnvironmentObject` (or `@Environment(Model.self)`) a preview does not inject:
    /// SwiftUI stops that preview; Plumb makes the object as the app's root does, `Type()`,
    /// with a located warning, instead of reading nil through every member. Injected, the
    /// preview's own object is read and nothing is said.
    func testAnEnvironmentObjectThePreviewDoesNotInjectIsMadeWithAWarning() throws {
        let source = """
        import SwiftUI
        import Observation
        final class ThemeProvider: ObservableObject {
            @Published var name = "Orange"
            init(name: String = "Orange") { self.name = name }
        }
        @Observable final class Session { var user = "guest" }
        struct Card: View {
            @EnvironmentObject private var theme: ThemeProvider
            @Environment(Session.self) private var session
            var body: some View { Text("\\(theme.name) \\(session.user)") }
        }
        #Preview("missing") { Card() }
        #Preview("injected") {
            let session = Session()
            session.user = "ada"
            return Card().environmentObject(ThemeProvider(name: "Blue")).environment(session)
        }
        """
        let results = evaluate(source)
        XCTAssertEqual(results[0].diagnostics.map(\.description), [
            "Card.swift:9:5: warning: no ThemeProvider is injected with .environmentObject(_:) where this view is drawn (SwiftUI stops the preview): a ThemeProvider() stands in",
            "Card.swift:10:5: warning: no Session is injected with .environment(_:) where this view is drawn (SwiftUI stops the preview): a Session() stands in",
        ])
        XCTAssertEqual(results[1].diagnostics.map(\.description), [])
        func texts(_ r: PreviewEvaluation) throws -> [String] {
            try sharedLayout.layout(XCTUnwrap(r.component)).nodes.compactMap { if case .text(let s) = $0.view.kind { return s }; return nil }
        }
        XCTAssertEqual(try texts(results[0]), ["Orange guest"])
        XCTAssertEqual(try texts(results[1]), ["Blue ada"])
        // Declared and never read: SwiftUI reads it only when the view does, and nothing stops.
        let unread = evaluate("""
        import SwiftUI
        final class ThemeProvider: ObservableObject { @Published var name = "Orange" }
        struct Plain: View {
            @EnvironmentObject private var theme: ThemeProvider
            var body: some View { Text("plain") }
        }
        #Preview { Plain() }
        """)
        XCTAssertEqual(unread[0].diagnostics.map(\.description), [])
    }

    /// `struct Clamped<Value: BinaryFloatingPoint>` made with integer literals
    /// (`Clamped(-2, in: -4...(-1))`): the literals are Doubles, as Swift's defaults pick for a
    /// floating-point generic parameter (so the fractions are not integer divisions), `Value` is
    /// Double inside the type, and `private var _value` beside a computed `var value` is a field of
    /// its own, not a wrapper's storage.
    func testIntegerLiteralsForAFloatingPointGenericParameterAreDoubles() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        struct Clamped<Value: BinaryFloatingPoint> where Value.Stride: BinaryFloatingPoint {
            private var _value: Value
            var bounds: ClosedRange<Value>
            var step: Value.Stride?
            init(_ value: Value = 0, in bounds: ClosedRange<Value> = 0...1, step: Value.Stride? = nil) {
                self._value = min(max(value, bounds.lowerBound), bounds.upperBound)
                self.bounds = bounds
                self.step = step
            }
            var value: Value { _value }
            var percentComplete: Value { (_value - bounds.lowerBound) / (bounds.upperBound - bounds.lowerBound) }
            var stepCount: Int? {
                guard let step else { return nil }
                return Int(Value.Stride(bounds.upperBound - bounds.lowerBound) / step)
            }
            var half: Value { Value(1) / Value(2) }
        }
        #Preview {
            let x = Clamped(-2, in: -4...(-1))
            let y = Clamped(2, in: 1...8, step: 0.5)
            let r: ClosedRange<Double> = 0...1
            Text("\\(x.percentComplete) \\(y.percentComplete) \\(y.stepCount ?? -1) \\(x.half) \\(r.upperBound / 2)")
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["0.6666666666666666 0.14285714285714285 14 0.5 0.5"])
    }

    /// `Modifier(requestFocus: state, deadline: …)` for `@AccessibilityFocusState var
    /// requestFocus: Bool`: a wrapper made with `init()` (no `init(wrappedValue:)`) is an
    /// optional memberwise parameter of the wrapper's type, as SE-0258 synthesises it.
    func testAFocusStateIsAnOptionalMemberwiseParameter() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        struct RequestFocus: ViewModifier {
            @AccessibilityFocusState var requestFocus: Bool
            let delay: Double
            func body(content: Content) -> some View { content.overlay(Text("\\(delay)")) }
        }
        struct Labelled: View {
            @FocusState private var focused: Bool
            let title: String
            var body: some View { Text(title) }
        }
        struct Screen: View {
            @AccessibilityFocusState var titleFocus: Bool
            var body: some View {
                VStack {
                    Labelled(title: "A")
                    Text("B").modifier(RequestFocus(requestFocus: _titleFocus, delay: 0.5))
                }
            }
        }
        #Preview { Screen() }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["A", "B", "0.5"])
    }

    /// `let (snapshot, masked) = vault.read { … }` where `vault`'s type comes from a package
    /// Plumb does not have: each name is that same unknown, and a loop over it runs no times;
    /// the unknown is reported once, where it started (not again as an unknown `masked` or a
    /// loop that cannot iterate).
    func testNamesBoundFromAnUnknownAreThatUnknown() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        struct Store {
            func keys() -> [String] {
                let (snapshot, masked) = Vault.shared.read { ($0.writes, $0.masked) }
                var keys = Set(masked ? [] : ["a", "b"])
                for (key, _) in snapshot { keys.insert(key) }
                for extra in Vault.extras { keys.insert(extra) }
                return keys.sorted()
            }
        }
        #Preview { Text(Store().keys().joined(separator: ",")) }
        """)
        XCTAssertEqual(warnings, [
            "Card.swift:4:34: warning: unknown identifier 'Vault': evaluated as false",
            "Card.swift:7:22: warning: unknown identifier 'Vault': evaluated as no elements",
        ])
        XCTAssertEqual(texts, ["a,b"])
    }

    /// `Data(base64Encoded:)` for a mock image or payload kept in the sources, beside the
    /// sources' own `extension Data { init(_ value: UInt32) }`: Foundation's decoding (nil for
    /// text that is not Base64, unless `.ignoreUnknownCharacters`), and `base64EncodedString()`.
    func testDataFromBase64BesideAnExtensionOfData() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        extension Data {
            init(_ value: UInt32) { self.init() }
        }
        private let body = Data(base64Encoded: "aGVsbG8=")!
        #Preview {
            VStack {
                Text("\\(body.count) \\(String(decoding: body, as: UTF8.self)) \\(body.base64EncodedString())")
                Text("\\(Data(base64Encoded: "%%%") == nil) \\(Data(base64Encoded: "%aGk=", options: .ignoreUnknownCharacters)?.count ?? -1)")
            }
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["5 hello aGVsbG8=", "true 2"])
    }

    /// A design system's navigation bar theme, set on UIKit's appearance proxy in a modifier's
    /// initializer (`UINavigationBarAppearance()`, `configureWithOpaqueBackground()`,
    /// `backgroundColor`, `shadowColor`, title attributes, `UINavigationBar.appearance()`'s
    /// `scrollEdgeAppearance`): SwiftUI's bar is UIKit's, so at the scroll edge it stands on
    /// that background, with the hairline under it and the titles in that colour. Toolbar
    /// appearances and button appearances are taken without a warning (no such bar is drawn).
    func testUIKitNavigationBarAppearanceThemesTheNavigationBar() throws {
        let source = """
        import SwiftUI
        import UIKit
        struct BarColors: ViewModifier {
            init(title: UIColor, background: UIColor) {
                let appearance = UINavigationBarAppearance()
                appearance.configureWithOpaqueBackground()
                appearance.backgroundColor = background
                appearance.shadowColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                appearance.titleTextAttributes = [.foregroundColor: title]
                appearance.largeTitleTextAttributes = [.foregroundColor: title, .font: UIFont.systemFont(ofSize: 20, weight: .bold)]
                let button = UIBarButtonItemAppearance(style: .plain)
                button.normal.titleTextAttributes = [.foregroundColor: title]
                appearance.buttonAppearance = button
                UINavigationBar.appearance().standardAppearance = appearance
                UINavigationBar.appearance().scrollEdgeAppearance = appearance
                UINavigationBar.appearance().tintColor = title
                let toolbar = UIToolbarAppearance()
                toolbar.configureWithDefaultBackground()
                UIToolbar.appearance().scrollEdgeAppearance = toolbar
            }
            func body(content: Content) -> some View { content }
        }
        #Preview {
            NavigationStack {
                Color.white.frame(height: 40).navigationTitle("Themed")
            }
            .modifier(BarColors(title: UIColor(red: 0, green: 0, blue: 1, alpha: 1), background: UIColor(red: 0, green: 1, blue: 0, alpha: 1)))
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let tree = try layoutPreview(source)
        let title = tree.nodes.first { if case .text("Themed") = $0.view.kind { return true }; return false }
        XCTAssertEqual(title?.font?.size, 20)
        // At 2× (pixels).
        let image = try renderPreview(source, scale: 2)
        // The bar (44 pt) and the large-title area (52 pt) on green, the red hairline just below.
        XCTAssertEqual(previewRGB(image, 4, 4), [0, 255, 0])
        XCTAssertEqual(previewRGB(image, 4, 190), [0, 255, 0])
        XCTAssertEqual(previewRGB(image, 4, 193), [255, 255, 255])
        let hairline = previewRGB(image, 4, 192)
        XCTAssertEqual(hairline[0], 255)
        XCTAssertLessThan(hairline[1], 255)
        // The large title in the title colour.
        let blue = (0..<min(400, image.pixmap.width - image.originX)).contains { x in (100..<192).contains { y in previewRGB(image, x, y) == [0, 0, 255] } }
        XCTAssertTrue(blue)
    }

    /// Title attributes keyed in full (`NSAttributedString.Key.foregroundColor`, as SBB's
    /// `SBBAppearance` writes them) theme the inline title as `.foregroundColor` does.
    func testNavigationTitleAttributesKeyedInFull() throws {
        let source = """
        import SwiftUI
        import UIKit
        struct Themed: ViewModifier {
            init() {
                let appearance = UINavigationBarAppearance()
                appearance.configureWithOpaqueBackground()
                appearance.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                appearance.titleTextAttributes = [NSAttributedString.Key.foregroundColor: UIColor.white,
                                                  NSAttributedString.Key.font: UIFont.systemFont(ofSize: 12, weight: .light)]
                UINavigationBar.appearance().standardAppearance = appearance
                UINavigationBar.appearance().scrollEdgeAppearance = appearance
            }
            func body(content: Content) -> some View { content }
        }
        #Preview {
            NavigationView {
                Color.white.navigationBarTitle("Title").navigationBarTitleDisplayMode(.inline)
            }
            .modifier(Themed())
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let tree = try layoutPreview(source)
        let title = try XCTUnwrap(tree.nodes.first { if case .text("Title") = $0.view.kind { return true }; return false })
        XCTAssertEqual(title.font?.size, 12)
        XCTAssertEqual(title.foreground, .solid(RGBA(r: 1, g: 1, b: 1, a: 1)))
    }

    /// `scrollEdgeAppearance` configured with the default background (UIKit's chrome material,
    /// no colour): Plumb draws no blur, says so, and the page shows through; without a
    /// `scrollEdgeAppearance`, the standard one's titles apply on a transparent bar.
    func testANavigationBarMaterialFromUIKitAppearanceIsNotDrawnAndSaidSo() throws {
        let results = evaluate("""
        import SwiftUI
        import UIKit
        struct Edge: ViewModifier {
            init() {
                let a = UINavigationBarAppearance()
                a.configureWithDefaultBackground()
                UINavigationBar.appearance().scrollEdgeAppearance = a
            }
            func body(content: Content) -> some View { content }
        }
        #Preview {
            NavigationStack { Text("A").navigationTitle("Title") }.modifier(Edge())
        }
        """)
        XCTAssertEqual(results[0].diagnostics.map(\.description), [
            "Card.swift:12:5: warning: the navigation bar's systemChromeMaterial background (UINavigationBar.appearance()) is not drawn: the page shows through",
        ])
    }

    /// `URL(string: …)?.appending(queryItems: [URLQueryItem(name:value:)])` for a deep link a
    /// widget shows: Foundation's query encoding.
    func testURLAppendingQueryItems() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        enum Links {
            static func todo(list: String) -> URL? {
                URL(string: "app://navigate/todo")?.appending(queryItems: [
                    URLQueryItem(name: "entity_id", value: list),
                    URLQueryItem(name: "add item", value: "true & more"),
                ])
            }
        }
        #Preview { Text(Links.todo(list: "todo.shopping")?.absoluteString ?? "none") }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["app://navigate/todo?entity_id=todo.shopping&add%20item=true%20%26%20more"])
    }

    /// `let kind: Kind<Content>` with `enum Kind<C: View>` nested in the view: the stored
    /// property's type is the nested generic enum (its arguments kept), so `.button(action:)`
    /// given for it is that enum's case and the `switch` matches it.
    func testANestedGenericEnumTypedPropertyTakesItsCases() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        struct Row<Content: View>: View {
            enum Kind<C: View> {
                case label
                case button(action: () -> Void)
                case custom(() -> C)
            }
            let title: String
            let kind: Kind<Content>
            var body: some View {
                switch kind {
                case .label: Text("label \\(title)")
                case .button(let action): Button(title, action: action)
                case .custom(let content): content()
                }
            }
        }
        #Preview {
            VStack {
                Row<EmptyView>(title: "A", kind: .label)
                Row<EmptyView>(title: "B", kind: .button(action: {}))
                Row(title: "C", kind: .custom { Text("custom") })
            }
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["label A", "B", "custom"])
    }

    /// A view model that listens for a notification (`NotificationCenter.default.publisher(for:)`
    /// then `receive(on:)`, `sink`, `store(in:)`) with names declared as
    /// `Notification.Name("…")`/`NSNotification.Name(…)`: the publisher sends nothing while the
    /// preview is made, so the model keeps its initial state; the names are Foundation's.
    func testNotificationPublishersSendNothingAndNamesAreFoundations() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        import Combine
        extension Notification.Name { static let refreshed = Notification.Name("refreshed") }
        enum ServerNotifications { static let synced = NSNotification.Name(rawValue: "synced") }
        final class Model: ObservableObject {
            @Published var count = 1
            private var bag = Set<AnyCancellable>()
            init() {
                NotificationCenter.default
                    .publisher(for: ServerNotifications.synced)
                    .receive(on: RunLoop.main)
                    .sink { [weak self] _ in self?.count = 99 }
                    .store(in: &bag)
            }
        }
        struct Counter: View {
            @StateObject var model = Model()
            var body: some View { Text("\\(model.count) \\(Notification.Name.refreshed.rawValue) \\(ServerNotifications.synced.rawValue)") }
        }
        #Preview { Counter() }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["1 refreshed synced"])
    }

    /// `Text("Tap **Save** or *skip*, `code`, ~~old~~, [help](https://example.com)")`: a literal
    /// title is a `LocalizedStringKey`, whose inline Markdown SwiftUI draws — strong bold,
    /// emphasis italic, code monospaced, strikethrough, a link in the tint; parsed by cmark-gfm
    /// as Foundation's `AttributedString(markdown:)` is (which now works too). Block syntax at a
    /// line's start stays text, whitespace and line breaks stay; `Text(verbatim:)` and a `String`
    /// variable are drawn as written.
    func testMarkdownInTextLiteralsAndAttributedStrings() throws {
        let tree = try layoutPreview("""
        import SwiftUI
        #Preview {
            let plain = "**not** markdown"
            VStack {
                Text("Tap **Save** or *skip*, `code`, ~~old~~, [help](https://example.com)")
                Text(AttributedString(markdown: "# Title and _it_"))
                Text(verbatim: "**kept**")
                Text(plain)
                Text("  1. first\\nline  ")
            }
            .tint(Color(red: 0, green: 0, blue: 1))
        }
        """)
        let texts = tree.nodes.filter { if case .text = $0.view.kind { return true }; return false }
        XCTAssertEqual(texts.map { n -> String in if case .text(let s) = n.view.kind { return s }; return "" },
                       ["Tap Save or skip, code, old, help", "# Title and it", "**kept**", "**not** markdown", "  1. first\nline  "])
        let runs = texts[0].view.textRuns
        XCTAssertEqual(runs.map(\.text), ["Tap ", "Save", " or ", "skip", ", ", "code", ", ", "old", ", ", "help"])
        XCTAssertEqual(runs.map { $0.modifiers.map(\.name) }, [[], ["fontWeight"], [], ["italic"], [], ["fontDesign"], [], ["strikethrough"], [],
                                                            ["foregroundColor"]])
        XCTAssertEqual(texts[1].view.textRuns.map { $0.modifiers.map(\.name) }, [[], ["italic"]])
    }

    /// Local functions used before their declaration in the same body, two of them overloaded
    /// by labels (`append(section:count:)` calling `append(section:details:)`), capturing a
    /// variable of the body: visible in the whole block, as Swift resolves them.
    func testLocalFunctionsAreVisibleBeforeTheirDeclaration() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        struct Renderer {
            func render(_ items: [String]) -> String {
                var out = ""
                append(section: items.first, count: true)
                append(section: "tail")
                func append(section: String?, count: Bool) {
                    let details = count ? "\\(items.count)" : nil
                    append(section: section, details: details)
                }
                func append(section: String?, details: String? = nil) {
                    guard let section else { return }
                    out += section + (details.map { "(\\($0))" } ?? "") + ";"
                }
                return out
            }
        }
        #Preview { Text(Renderer().render(["a", "b"])) }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["a(2);tail;"])
    }

    /// A library value's method and a type's initializer passed as functions
    /// (`items.firstIndex(where: set.contains)`, `filter(set.contains)`, `map(String.init)`).
    func testMethodsAndInitializersAsFunctionValues() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        struct Tag { let name: String; init(_ name: String) { self.name = name } }
        #Preview {
            let set: Set<String> = ["b", "c"]
            let items = ["a", "b", "c"]
            Text("\\(items.firstIndex(where: set.contains) ?? -1) \\(items.filter(set.contains).count) \\(items.map(String.init).joined()) \\(items.map(Tag.init).last?.name ?? "")")
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["1 2 abc c"])
    }

    /// `String(String.UnicodeScalarView([scalar]))` for a letter drawn as an enclosed symbol:
    /// the string of those scalars.
    func testAStringMadeFromUnicodeScalars() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        #Preview {
            let a: UInt32 = UnicodeScalar("A").value
            let scalar = UnicodeScalar(0x1F150 + (UnicodeScalar("C").value - a))!
            Text(String(String.UnicodeScalarView([scalar])) + String(String.UnicodeScalarView()) + "!")
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["\u{1F152}!"])
    }

    /// `info.gradient.stops.first?.color` of a `Gradient` kept in a model: its stops as
    /// `Gradient.Stop` values, colour and location.
    func testAGradientsStops() throws {
        let source = """
        import SwiftUI
        struct Info { let gradient: Gradient }
        #Preview {
            let info = Info(gradient: Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]))
            VStack(spacing: 0) {
                Rectangle().fill(info.gradient.stops.first?.color ?? .black).frame(width: 10, height: 10)
                Text("\\(info.gradient.stops.count) \\(info.gradient.stops.last?.location ?? -1)")
            }
        }
        """
        let (texts, warnings) = try textsAndWarnings(source)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["2 1.0"])
        let image = try renderPreview(source)
        let tree = try layoutPreview(source)
        let square = tree.nodes.first { $0.frame.width == 10 }!.frame
        XCTAssertEqual(previewRGB(image, Int(square.x) + 5, 5), [255, 0, 0])
    }

    /// Presentations a preview's initial state does not show (`actionSheet`, `fileImporter`,
    /// `fileExporter`), scrolling behaviour (`scrollBounceBehavior`) and a widget's accented
    /// rendering (ignored in full colour): accepted without a warning, the view unchanged.
    func testInertPresentationAndBehaviourModifiers() throws {
        let results = evaluate("""
        import SwiftUI
        #Preview {
            ScrollView { Text("A") }
                .scrollBounceBehavior(.basedOnSize)
                .actionSheet(isPresented: .constant(false)) { ActionSheet(title: Text("T")) }
                .fileImporter(isPresented: .constant(false), allowedContentTypes: []) { _ in }
                .widgetAccentedRenderingMode(.fullColor)
        }
        """)
        XCTAssertEqual(results[0].diagnostics.map(\.description), [])
        XCTAssertNotNil(results[0].component)
    }

    /// The same in a `Void` method whose body has no `return` (run as a builder block): local
    /// functions are declared before the block's items run there too.
    func testLocalFunctionsBeforeTheirDeclarationInABodyWithoutReturn() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        struct Section { let items: [String]; static func make(_ n: Int) -> Section? { Section(items: Array(repeating: "x", count: n)) } }
        final class Renderer {
            var string = ""
            func render(_ flags: [String]) {
                if flags.contains("a") {
                    append(section: .make(2))
                }
                func append(section: Section?, count: Bool) {
                    let isCountDisplayed = count && section?.items.isEmpty == false
                    let details = isCountDisplayed ? section?.items.count.description : nil
                    append(section: section, details: details)
                }
                func append(section: Section?, details: String? = nil) {
                    guard let section = section else { return }
                    string += "\\(section.items.count)\\(details ?? "-");"
                }
                if flags.contains("b") {
                    append(section: .make(3), count: true)
                }
            }
        }
        #Preview {
            let r = Renderer()
            let _ = r.render(["a", "b"])
            Text(r.string)
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["2-;33;"])
    }
}
