import Foundation
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// Constructs found on public SwiftUI repositories (third round), each in our own words.
final class SwiftRealCodeFindings3Tests: XCTestCase {
    typealias F = AssetCatalogFixture

    /// Xcode generates `Color.x` and `ShapeStyle.x` for a colour set named `x`: `.primaryBackground`
    /// passed as `some ShapeStyle` is that colour, as `Color.primaryBackground` is.
    func testGeneratedColorSymbolsAreShapeStylesAndColorStatics() throws {
        let f = try F(self)
        try f.colorSet("Assets.xcassets/Background/primaryBackground.colorset",
                       F.color("srgb", ["red": "0x10", "green": "0x80", "blue": "0xF0", "alpha": "1.000"]))
        try f.write("Tile.swift", """
        import SwiftUI
        extension View {
            func tileBackground(_ style: some ShapeStyle) -> some View { background(style) }
        }
        #Preview {
            HStack(spacing: 0) {
                Color.clear.frame(width: 10, height: 10).tileBackground(.primaryBackground)
                Color.primaryBackground.frame(width: 10, height: 10)
                Rectangle().fill(.primaryBackground).frame(width: 10, height: 10)
            }
        }
        """)
        let (image, diagnostics) = try renderProjectPreview(root: f.root)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(image.rgb(5, 5), [0x10, 0x80, 0xF0])
        XCTAssertEqual(image.rgb(15, 5), [0x10, 0x80, 0xF0])
        XCTAssertEqual(image.rgb(25, 5), [0x10, 0x80, 0xF0])
    }

    /// `containerBackground(style, for: .widget)` called on implicit `self` in a `View`
    /// extension with a style Plumb cannot resolve ignores that modifier, as `self.…` does,
    /// rather than replacing the view it modifies with an empty one.
    func testAnImplicitSelfModifierThatFailsIsIgnoredNotTheView() throws {
        let r = evaluate("""
        import SwiftUI
        extension View {
            func cardBackground(_ style: some ShapeStyle) -> some View { background(style) }
        }
        #Preview {
            Text("Kept").cardBackground(.noSuchColour)
        }
        """)[0]
        XCTAssertNotNil(r.component)
        XCTAssertEqual(r.diagnostics.map(\.description), [
            "Card.swift:3:66: warning: unknown colour '.noSuchColour': the modifier is ignored",
        ])
    }

    /// SFSafeSymbols: `SFSymbol` identifiers are symbol names in lower camel case.
    func testSFSafeSymbolIdentifiersNameTheirSymbols() throws {
        XCTAssertEqual(SFSafeSymbolsBinding.identifier(of: "person.2.fill"), "person2Fill")
        XCTAssertEqual(SFSafeSymbolsBinding.identifier(of: "1.circle"), "_1Circle")
        XCTAssertEqual(SFSafeSymbolsBinding.symbolName("xmarkCircleFill"), "xmark.circle.fill")
        XCTAssertEqual(SFSafeSymbolsBinding.symbolName("checklistChecked"), "checklist.checked")
        XCTAssertEqual(SFSafeSymbolsBinding.symbolName("_1Circle"), "1.circle")
        XCTAssertEqual(SFSafeSymbolsBinding.symbolName("arrowshapeTurnUpLeft2"), "arrowshape.turn.up.left.2")
        let source = """
        import SwiftUI
        import SFSafeSymbols
        struct Row: View {
            let symbol: SFSymbol
            var body: some View {
                HStack {
                    Image(systemSymbol: symbol)
                    Image(systemSymbol: SFSymbol.xmarkCircleFill)
                    Label("Done", systemSymbol: .chevronRight)
                    Image(uiImage: UIImage(systemSymbol: .gearshape))
                }
            }
        }
        #Preview { Row(symbol: .starFill) }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let icons = try layoutPreview(source).nodes.compactMap { n -> String? in
            if case .icon(let i) = n.view.kind { return i.name }
            return nil
        }
        XCTAssertEqual(icons, ["star.fill", "xmark.circle.fill", "chevron.right", "gearshape"])
    }

    /// swift-dependencies: `@Dependency(\.key)` (a stored property, or a local in a getter, as
    /// a global `var Current` is often written) reads the key's `previewValue`, else
    /// `liveValue`, else `testValue`; `@Dependency(Client.self)` reads the key type itself.
    func testDependenciesReadTheirKeysPreviewValue() throws {
        let source = """
        import SwiftUI
        import Dependencies
        final class Strings { func string(_ key: String) -> String { "<" + key + ">" } }
        final class AppEnvironment { var strings = Strings(); var name = "live" }
        private var shared = AppEnvironment()
        private enum EnvironmentKey: DependencyKey {
            static var liveValue: AppEnvironment { shared }
        }
        struct Greeter: TestDependencyKey {
            var greeting: String
            static let testValue = Greeter(greeting: "test")
            static let previewValue = Greeter(greeting: "preview")
        }
        struct Clock: TestDependencyKey {
            var name: String
            static let testValue = Clock(name: "test clock")
        }
        extension DependencyValues {
            var appEnvironment: AppEnvironment {
                get { let value = self[EnvironmentKey.self]; return value }
                set { self[EnvironmentKey.self] = newValue }
            }
            var clock: Clock { self[Clock.self] }
        }
        var Current: AppEnvironment {
            @Dependency(\\.appEnvironment) var environment
            return environment
        }
        struct Card: View {
            @Dependency(\\.clock) var clock
            @Dependency(\\.appEnvironment.name) var name
            @Dependency(Greeter.self) var greeter
            var body: some View {
                VStack {
                    Text(Current.strings.string("title"))
                    Text(clock.name)
                    Text(name)
                    Text(greeter.greeting)
                }
            }
        }
        #Preview { Card() }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        XCTAssertEqual(try previewTexts(source), ["<title>", "test clock", "live", "preview"])
    }

    func testAnUndeclaredDependencyIsALocatedFallback() {
        let r = evaluate("""
        import SwiftUI
        import Dependencies
        struct Card: View {
            @Dependency(\\.uuid) var uuid
            var body: some View { Text("\\(uuid)") }
        }
        #Preview { Card() }
        """)[0]
        XCTAssertEqual(r.diagnostics.map(\.description),
                       ["Card.swift:4:17: warning: dependency '\\.uuid' is not declared in an extension of DependencyValues: evaluated as its source text"])
    }

    /// `zIndex`: in a ZStack the higher value is drawn in front whatever the order; equal
    /// values keep theirs. Layout is unchanged.
    func testZIndexOrdersOverlappingSiblings() throws {
        let image = try renderPreview("""
        import SwiftUI
        #Preview {
            HStack(spacing: 0) {
                ZStack {
                    Color.red.frame(width: 10, height: 10).zIndex(1)
                    Color.blue.frame(width: 10, height: 10)
                }
                ZStack {
                    Color.red.frame(width: 10, height: 10).padding(0).zIndex(2)
                    Color.blue.frame(width: 10, height: 10).zIndex(1)
                    Color.green.frame(width: 10, height: 10).zIndex(1)
                }
                ZStack {
                    Color.red.frame(width: 10, height: 10)
                    Color.blue.frame(width: 10, height: 10)
                }
            }
        }
        """)
        XCTAssertEqual(previewRGB(image, 5, 5), [255, 59, 48])
        XCTAssertEqual(previewRGB(image, 15, 5), [255, 59, 48])
        XCTAssertEqual(previewRGB(image, 25, 5), [0, 122, 255])
    }

    /// `transformEffect`: the matrix in the view's own coordinates; layout is unchanged.
    func testTransformEffectMovesAndShearsTheDrawing() throws {
        let source = """
        import SwiftUI
        extension CGAffineTransform {
            init(shearX: CGFloat) { self.init(a: 1, b: 0, c: shearX, d: 1, tx: 0, ty: 0) }
        }
        #Preview {
            HStack(spacing: 0) {
                Color.clear.frame(width: 20, height: 20)
                Color.red.frame(width: 10, height: 10).transformEffect(CGAffineTransform(translationX: 5, y: 5))
                Color.clear.frame(width: 20, height: 20)
                Color.blue.frame(width: 10, height: 20).transformEffect(.init(shearX: 0.5))
                Color.clear.frame(width: 20, height: 20)
            }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        XCTAssertEqual(t.nodes.first?.frame.width, 80)
        let image = try renderPreview(source)
        // The red square (x 20–30, y 5–15 before the move) is drawn at x 25–35, y 10–20.
        XCTAssertEqual(previewRGB(image, 22, 7), [255, 255, 255])
        XCTAssertEqual(previewRGB(image, 33, 18), [255, 59, 48])
        // The blue bar (x 50–60) sheared by 0.5 in x per point of y: at y 18 it spans x 59–69.
        XCTAssertEqual(previewRGB(image, 51, 18), [255, 255, 255])
        XCTAssertEqual(previewRGB(image, 66, 18), [0, 122, 255])
        XCTAssertEqual(previewRGB(image, 52, 1), [0, 122, 255])
    }

    /// `contentMargins`: scroll views inside inset their content by it; a list's edges named
    /// replace its inset-grouped margins; `.scrollIndicators` moves nothing drawn.
    func testContentMarginsInsetScrollContentAndListSections() throws {
        let source = """
        import SwiftUI
        #Preview {
            VStack(spacing: 0) {
                ScrollView {
                    Color.red.frame(height: 10)
                }
                .contentMargins(.horizontal, 24)
                .contentMargins(.top, 8, for: .scrollContent)
                .contentMargins(.all, 40, for: .scrollIndicators)
                .frame(height: 30)
                List {
                    Text("Row")
                }
                .contentMargins(.horizontal, 0)
                .frame(height: 100)
            }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        let red = try XCTUnwrap(t.nodes.first { $0.view.path.hasSuffix("/Color") })
        assertRect(red.frame, 24, 8, 393 - 48, 10)
        let row = try XCTUnwrap(t.nodes.first { $0.text?.lines.first?.text == "Row" })
        // The card starts at the list's edge; the row pads its text 16 pt inside it.
        XCTAssertEqual(row.frame.x, 16)
    }

    /// `extension Font { subscript(weight: Font.Weight) -> Font }` beside `subscript(width:)`:
    /// `.caption[.bold]` is the caption font (the context's type) subscripted, the overload
    /// the argument's type names chosen.
    func testSubscriptsTheSourcesDeclareOnLibraryTypes() throws {
        let source = """
        import SwiftUI
        extension Font {
            subscript(width: Font.Width) -> Font { self.width(width) }
            subscript(weight: Font.Weight) -> Font { self.weight(weight) }
        }
        extension String {
            subscript(times: Int) -> String { String(repeating: self, count: times) }
        }
        extension Collection {
            subscript(safe index: Index) -> Element? { indices.contains(index) ? self[index] : nil }
        }
        #Preview {
            VStack {
                Text("Bold").font(.caption[.bold])
                Text("ab"[3])
                Text(["x", "y"][safe: 1] ?? "none")
                Text(["x", "y"][safe: 2] ?? "none")
            }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        let bold = try XCTUnwrap(t.nodes.first { $0.text?.lines.first?.text == "Bold" })
        XCTAssertEqual(bold.font?.size, 12)
        XCTAssertEqual(bold.font?.weight, .bold)
        XCTAssertEqual(try previewTexts(source), ["Bold", "ababab", "y", "none"])
    }

    /// `@ViewBuilder let example: Example` (a generic parameter): the memberwise initializer
    /// takes builder closures, the first trailing one unlabelled, the next by label.
    func testBuilderPropertiesOfGenericTypesTakeTrailingClosures() throws {
        let source = """
        import SwiftUI
        struct Showcase<Example: View, Controls: View>: View {
            let title: String
            @ViewBuilder let example: Example
            @ViewBuilder let controls: Controls
            var body: some View {
                VStack {
                    Text(title)
                    example
                    controls
                }
            }
        }
        #Preview {
            Showcase(title: "Title") {
                Text("Example")
            } controls: {
                Text("Controls")
            }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        XCTAssertEqual(try previewTexts(source), ["Title", "Example", "Controls"])
    }

    /// Implicit member chains whose contextual type Plumb does not track: the base is the one
    /// static member or case of that name the sources declare.
    func testImplicitMemberChainsFindTheirBase() throws {
        let source = """
        import SwiftUI
        extension Color {
            static let palette: [Color] = [.red, .green, .blue]
        }
        enum Density: String { case compact, regular }
        struct Swatch: View {
            @State private var color: Color = .palette.first!
            var density: Density = .compact
            var body: some View {
                VStack(alignment: .leading) {
                    color.frame(width: 10, height: 10)
                    Text(density == .compact ? Density.compact.rawValue : "other")
                    Text(.regular.rawValue.uppercased())
                }
            }
        }
        #Preview { Swatch() }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        XCTAssertEqual(try previewTexts(source), ["compact", "REGULAR"])
        XCTAssertEqual(previewRGB(try renderPreview(source), 5, 5), [255, 59, 48])
    }

    /// `Environment(\.colorScheme)` made as a value holds the environment's value (read
    /// through `wrappedValue`); an `EnvironmentalModifier`'s `resolve(in:)` is given the
    /// environment where the view stands and makes the modifier applied.
    func testEnvironmentValuesAndEnvironmentalModifiers() throws {
        let source = """
        import SwiftUI
        struct Inline<Value, Content: View>: View {
            private let env: Environment<Value>
            private let content: (Value) -> Content
            init(_ key: KeyPath<EnvironmentValues, Value>, @ViewBuilder content: @escaping (Value) -> Content) {
                self.env = Environment(key)
                self.content = content
            }
            var body: some View { content(env.wrappedValue) }
        }
        struct Caption: ViewModifier {
            let text: String
            func body(content: Content) -> some View { VStack { content; Text(text) } }
        }
        struct SchemeCaption: EnvironmentalModifier {
            func resolve(in environment: EnvironmentValues) -> Caption {
                Caption(text: environment.colorScheme == .dark ? "dark caption" : "light caption")
            }
        }
        #Preview {
            VStack {
                Inline(\\.colorScheme) { scheme in Text(scheme == .dark ? "dark" : "light") }
                Text("Body").modifier(SchemeCaption())
            }
        }
        """
        var dark = EvaluationContext()
        dark.appearance = .dark
        XCTAssertEqual(evaluate(source, context: dark)[0].diagnostics.map(\.description), [])
        XCTAssertEqual(try previewTexts(source, context: dark), ["dark", "Body", "dark caption"])
        XCTAssertEqual(try previewTexts(source), ["light", "Body", "light caption"])
    }

    /// `JSONDecoder().decode(T.self, from: Data(contentsOf:))` of a JSON file under the sources:
    /// synthesised `Decodable` (optional keys, arrays, raw-value enums, `CodingKeys`, snake
    /// case); a missing key throws (`try?` is nil); a file outside the sources is refused.
    func testJSONResourcesDecodeIntoDeclaredTypes() throws {
        let f = try F(self)
        try f.write("DS/Resources/Catalog.json", """
        {"version": "2", "entries": [{"name": "bolt", "tinted": true, "size_hint": 24, "tags": ["a"]},
                                     {"name": "star", "tinted": false, "tags": []}],
         "kind": "icons", "label": "Icons"}
        """)
        try f.write("DS/Catalog.swift", """
        import SwiftUI
        struct Entry: Decodable {
            let name: String
            let tinted: Bool
            let sizeHint: Int?
            let tags: [String]
        }
        enum Kind: String, Decodable { case icons, colors }
        struct Catalog: Decodable {
            let version: String
            let entries: [Entry]
            let kind: Kind
            var title: String
            enum CodingKeys: String, CodingKey { case version, entries, kind, title = "label" }
        }
        struct Strict: Decodable { let missing: String }
        enum Loader {
            static var catalog: Catalog? {
                guard let url = Bundle.module.url(forResource: "Catalog", withExtension: "json"),
                      let data = try? Data(contentsOf: url) else { return nil }
                let decoder = JSONDecoder()
                decoder.keyDecodingStrategy = .convertFromSnakeCase
                return try? decoder.decode(Catalog.self, from: data)
            }
        }
        #Preview {
            VStack {
                Text(Loader.catalog?.version ?? "none")
                Text(Loader.catalog?.title ?? "none")
                Text(Loader.catalog?.entries.first(where: { $0.name == "bolt" })?.tinted == true ? "tinted" : "plain")
                Text("\\(Loader.catalog?.entries.map { $0.sizeHint ?? 0 } ?? [])")
                Text(Loader.catalog?.kind == .icons ? "icons" : "other")
                Text("\\((try? JSONDecoder().decode([String].self, from: "[\\"x\\", \\"y\\"]".data(using: .utf8)!))?.count ?? 0)")
                Text((try? JSONDecoder().decode(Strict.self, from: Data("{}".utf8))) == nil ? "thrown" : "decoded")
            }
        }
        """)
        let (texts, diagnostics) = try projectTexts(f)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(texts, ["2", "Icons", "tinted", "[24, 0]", "icons", "2", "thrown"])
    }

    func testDataReadsOnlyFilesUnderTheSources() throws {
        let f = try F(self)
        try f.write("DS/Card.swift", """
        import SwiftUI
        #Preview {
            Text("\\((try? Data(contentsOf: URL(fileURLWithPath: "/etc/hostname")))?.count ?? -1)")
        }
        """)
        let (texts, diagnostics) = try projectTexts(f)
        XCTAssertEqual(texts, ["-1"])
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics, ["ROOT/DS/Card.swift:3:19: warning: Data(contentsOf:) reads only files under the sources, not 'file:///etc/hostname': it throws"])
    }

    /// Static stored variables can be assigned: by name inside the type, or `Type.name = …`.
    func testStaticVariablesAreAssignable() throws {
        let source = """
        import SwiftUI
        enum Fixture {
            private static var title = "first"
            static var count = 0
            static func rename(_ t: String) { title = t }
            static var current: String {
                let apply: (String) -> Void = { new in title = new }
                apply("second")
                return title
            }
        }
        #Preview {
            Fixture.count = 3
            Fixture.count += 1
            return VStack {
                Text(Fixture.current)
                Text("\\(Fixture.count)")
            }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        XCTAssertEqual(try previewTexts(source), ["second", "4"])
    }

    /// A preview that returns UIKit's own views: each set and call is taken, the view is a
    /// labelled placeholder with a warning; `UIHostingController(rootView:)` shows its view.
    func testUIKitViewsArePlaceholdersAndHostingControllersTheirRootView() throws {
        let source = """
        import SwiftUI
        import UIKit
        struct Hello: View { var body: some View { Text("Hosted") } }
        #Preview("stack") {
            let stack = UIStackView()
            stack.axis = .vertical
            stack.spacing = 8.0
            let label = UILabel()
            label.text = "Hi"
            stack.addArrangedSubview(label)
            stack.widthAnchor.constraint(equalToConstant: 300).isActive = true
            NSLayoutConstraint.activate([label.topAnchor.constraint(equalTo: stack.topAnchor)])
            return stack
        }
        #Preview("host") { UIHostingController(rootView: Hello()) }
        """
        let results = evaluate(source)
        XCTAssertEqual(results.map { $0.diagnostics.map(\.description) }, [
            ["Card.swift:4:19: warning: 'UIStackView' is a UIKit view: drawn as a labelled placeholder"], [],
        ])
        let stack = try layoutPreview(source)
        XCTAssertEqual(stack.nodes.first?.frame.width, 393)
        XCTAssertEqual(stack.nodes.first?.frame.height, 44)
        XCTAssertEqual(stack.nodes.compactMap { $0.text?.lines.first?.text }, ["UIStackView"])
        XCTAssertEqual(try layoutPreview(source, index: 1).nodes.compactMap { $0.text?.lines.first?.text }, ["Hosted"])
    }

    /// In an initializer added to a library type, `self` after `self.init(…)` is the value made
    /// (`self = self.bold()` builds on it); `~=` matches a value against a range or a value.
    func testExtensionInitializersReadSelfAndPatternMatchOperator() throws {
        let source = """
        import SwiftUI
        extension Text {
            init(shout: String, loud: Bool) {
                self.init(shout.uppercased())
                if loud { self = self.bold() }
            }
        }
        struct Tabs: View {
            let count: Int
            var body: some View {
                Text(1...5 ~= count ? "fits" : "too many")
            }
        }
        #Preview {
            VStack {
                Text(shout: "hey", loud: true)
                Tabs(count: 3)
                Tabs(count: 9)
                Text("a" ~= "a" ? "equal" : "different")
            }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        XCTAssertEqual(t.nodes.compactMap { $0.text?.lines.first?.text }, ["HEY", "fits", "too many", "equal"])
        XCTAssertEqual(t.nodes.first { $0.text?.lines.first?.text == "HEY" }?.font?.weight, .bold)
    }

    /// A `UIViewRepresentable` given SwiftUI modifiers is its placeholder, modified.
    func testModifiersOnAUIKitRepresentableApplyToItsPlaceholder() throws {
        let source = """
        import SwiftUI
        import UIKit
        struct Typography: UIViewRepresentable {
            func makeUIView(context: Context) -> UILabel { UILabel() }
            func updateUIView(_ uiView: UILabel, context: Context) {}
        }
        #Preview { Typography().padding(10).previewDisplayName("Light") }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description),
                       ["Card.swift:3:1: warning: 'Typography' is a UIKit view (UIViewRepresentable): drawn as a labelled placeholder"])
        let root = try XCTUnwrap(try layoutPreview(source).nodes.first)
        XCTAssertEqual(root.outerFrame?.height, 64)
    }

    /// PreviewSnapshots: `snapshots.previews` is each configuration's view made by `configure`;
    /// a provider with one `previews` expression shows the first.
    func testPreviewSnapshotsShowTheirConfigurations() throws {
        let source = """
        import SwiftUI
        import PreviewSnapshots
        struct Badge: View {
            let count: Int
            var body: some View { Text("\\(count) new") }
        }
        struct Badge_Previews: PreviewProvider {
            static var previews: some View { snapshots.previews.previewLayout(.sizeThatFits) }
            static var snapshots: PreviewSnapshots<Int> {
                PreviewSnapshots(
                    configurations: [.init(name: "One", state: 1), PreviewSnapshots.Configuration(name: "Many", state: 42)],
                    configure: { state in Badge(count: state) }
                )
            }
        }
        #Preview("both") { VStack { Badge_Previews.snapshots.previews } }
        """
        XCTAssertEqual(evaluate(source).map { $0.diagnostics.map(\.description) }, [[], []])
        XCTAssertEqual(try previewTexts(source), ["1 new", "42 new"])
        XCTAssertEqual(try layoutPreview(source, index: 1).nodes.compactMap { $0.text?.lines.first?.text }, ["1 new"])
    }

    /// Environment actions can be called (`dismiss()`, `presentationMode.wrappedValue.dismiss()`)
    /// and do nothing; `.max`, `.infinity` where a CGFloat is expected are numbers.
    func testEnvironmentActionsAreCallableAndFloatStaticsAreNumbers() throws {
        let source = """
        import SwiftUI
        struct Close: View {
            @Environment(\\.dismiss) private var dismiss
            @Environment(\\.presentationMode) var presentationMode
            private func tap() -> String { dismiss(); presentationMode.wrappedValue.dismiss(); return "Close" }
            var body: some View {
                ZStack {
                    Text(tap())
                    Color.clear.frame(width: 0, height: 0).position(CGPoint(x: .max, y: .max))
                }
                .frame(width: 100, height: 40)
            }
        }
        #Preview { Close() }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        XCTAssertEqual(try previewTexts(source), ["Close"])
    }

    /// `Group(subviews:)` and `ForEach(subviews:)` (iOS 18): the content's subviews, which a
    /// container lays out itself (here with dividers between rows).
    func testSubviewsOfContentAreACollection() throws {
        let source = """
        import SwiftUI
        struct Rows<Content: View>: View {
            @ViewBuilder let content: Content
            var body: some View {
                VStack(spacing: 0) {
                    Group(subviews: content) { subviews in
                        ForEach(Array(subviews.enumerated()), id: \\.element.id) { index, subview in
                            subview
                            if index < subviews.count - 1 { Text("—") }
                        }
                    }
                    ForEach(subviews: content) { subview in subview.padding(1) }
                }
            }
        }
        #Preview {
            Rows {
                Text("A")
                ForEach(["B", "C"], id: \\.self) { Text($0) }
            }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        XCTAssertEqual(try previewTexts(source), ["A", "—", "B", "—", "C", "A", "B", "C"])
    }

    /// Prefix operators the sources declare: `static prefix func` in an extension of a library
    /// type, or a global `prefix func`.
    func testDeclaredPrefixOperators() throws {
        let source = """
        import SwiftUI
        prefix operator °°
        prefix operator ~~
        extension String {
            static prefix func °° (_ key: String) -> String { key.uppercased() }
        }
        struct Money { var cents: Int }
        prefix func ~~ (m: Money) -> String { "\\(m.cents / 100) €" }
        #Preview {
            VStack {
                Text(°°"title")
                Text(~~Money(cents: 1250))
                Text("\\(-3)")
            }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        XCTAssertEqual(try previewTexts(source), ["TITLE", "12 €", "-3"])
    }

    /// A stored property typed with a name nested in its (generic) type (`let style: Style` in
    /// `Picker<Segment>`) takes that nested type, though another type nests one of that name too.
    func testPropertyTypesResolveInTheirEnclosingType() throws {
        let source = """
        import SwiftUI
        public struct Picker2<Segment: View>: View {
            public enum Style {
                case normal, primary
                var tint: Color { switch self { case .normal: return .red; case .primary: return .blue } }
            }
            let style: Style
            let segment: Segment
            public init(style: Style = .normal, @ViewBuilder segment: () -> Segment) {
                self.style = style
                self.segment = segment()
            }
            public var body: some View { segment.frame(width: 10, height: 10).background(style.tint) }
        }
        struct Other { enum Style { case normal } }
        #Preview { Picker2 { Color.clear } }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        XCTAssertEqual(previewRGB(try renderPreview(source), 5, 5), [255, 59, 48])
    }

    /// A `Void` function without `return` whose body has `defer`, `do` or a loop runs as
    /// statements (no view builder takes those), not as a view builder.
    func testVoidFunctionsWithStatementFormsRunAsStatements() throws {
        let source = """
        import SwiftUI
        struct Oops: Error {}
        func check(_ word: String) throws { if word.isEmpty { throw Oops() } }
        func tally(_ counts: inout [String: Int], _ words: [String]) {
            defer { counts["calls", default: 0] += 1 }
            for word in words {
                do { try check(word); counts[word, default: 0] += 1 } catch { counts["errors", default: 0] += 1 }
            }
        }
        #Preview {
            var counts: [String: Int] = [:]
            tally(&counts, ["a", "", "a"])
            return Text("\\(counts["a"] ?? 0) \\(counts["errors"] ?? 0) \\(counts["calls"] ?? 0)")
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        XCTAssertEqual(try previewTexts(source), ["2 1 1"])
    }

    /// A trailing closure never fills a metatype parameter (`from key: Key.Type`): SwiftUI's
    /// `environment(_:_:)` is meant, and the closure is the environment value, not called.
    func testATrailingClosureDoesNotFillAMetatypeParameter() throws {
        let source = """
        import SwiftUI
        extension EnvironmentValues {
            @Entry var scrollTo: (String) -> Void = { _ in }
        }
        extension View {
            func environment<Key: PreferenceKey>(_ path: WritableKeyPath<EnvironmentValues, Key.Value>, from key: Key.Type) -> some View {
                Text("wrong overload")
            }
        }
        struct Row: View {
            @Environment(\\.scrollTo) private var scrollTo
            var body: some View { Text("Row") }
        }
        #Preview {
            Row().environment(\\.scrollTo) { id in
                withAnimation(.smooth) { print(id) }
            }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        XCTAssertEqual(try previewTexts(source), ["Row"])
    }

    /// `mask`: the view keeps what the mask's alpha covers — a shape, a view (here a half
    /// transparent square over half of it), with the mask's alignment.
    func testMaskKeepsWhatTheMasksAlphaCovers() throws {
        let source = """
        import SwiftUI
        #Preview {
            HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20).mask(Circle())
                Color.blue.frame(width: 20, height: 20).mask(alignment: .leading) {
                    Color.black.opacity(0.5).frame(width: 10, height: 20)
                }
                Color.green.frame(width: 20, height: 20).mask { EmptyView() }
            }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let image = try renderPreview(source)
        XCTAssertEqual(previewRGB(image, 10, 10), [255, 59, 48])    // inside the circle
        XCTAssertEqual(previewRGB(image, 1, 1), [255, 255, 255])    // outside it
        // Blue × 128/255 (the mask alpha, round(0.5 × 255)) over white: 127 + 0, 127 + 61, 127 + 128.
        XCTAssertEqual(previewRGB(image, 25, 10), [127, 188, 255])
        XCTAssertEqual(previewRGB(image, 35, 10), [255, 255, 255])  // beyond the mask
        XCTAssertEqual(previewRGB(image, 50, 10), [255, 255, 255])  // an empty mask hides all
        let t = try layoutPreview(source)
        XCTAssertEqual(t.nodes.first?.frame.width, 60)
    }

    /// `TimelineView` draws its content at the preview's now; `AsyncImage`, which never loads
    /// in a preview, its placeholder or its content for the empty phase.
    func testTimelineViewAndAsyncImageDrawTheirStillState() throws {
        let source = """
        import SwiftUI
        #Preview {
            VStack {
                TimelineView(.periodic(from: .now, by: 1)) { context in
                    Text(context.date.formatted(date: .omitted, time: .shortened))
                }
                AsyncImage(url: URL(string: "https://example.com/a.png")) { image in
                    image.resizable()
                } placeholder: {
                    Text("Loading")
                }
                AsyncImage(url: nil) { phase in
                    if let image = phase.image { image } else { Text("Empty phase") }
                }
            }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        // ICU puts a narrow no-break space before the period of day.
        XCTAssertEqual(try previewTexts(source), ["9:41\u{202F}AM", "Loading", "Empty phase"])
    }

    /// A `private` static in another file's `extension Font` is not what `.subheadline` names
    /// elsewhere: SwiftUI's text style is; in its own file it is the private value.
    func testPrivateStaticsOfLibraryExtensionsStayInTheirFile() throws {
        let f = try F(self)
        try f.write("DS/Font.swift", """
        import SwiftUI
        extension Font {
            private static let subheadline = 15.0
            static var scaled: Font { .system(size: subheadline * 2) }
        }
        """)
        try f.write("DS/Card.swift", """
        import SwiftUI
        #Preview {
            VStack {
                Text("Sub").font(.subheadline)
                Text("Scaled").font(.scaled)
            }
        }
        """)
        let project = try SwiftProject.load(paths: [f.root])
        let r = project.evaluate(try XCTUnwrap(project.previews.first))
        XCTAssertEqual(r.diagnostics.map(\.description), [])
        let t = try sharedLayout.layout(try XCTUnwrap(r.component))
        XCTAssertEqual(t.nodes.compactMap { n in n.text.map { _ in n.font?.size } }, [15, 30])
    }

    /// Everyday API found on the corpus: implicit `self` for a property an extension of a library
    /// type declares, `lazy`, `NumberFormatter.localizedString(from:number:)`, `ModifiedContent`.
    func testLibraryExtensionsLazyNumberFormatterAndModifiedContent() throws {
        let source = """
        import SwiftUI
        extension String {
            private var marker: String { "• " }
            var bulleted: String { marker + self }
        }
        struct Bold: ViewModifier {
            func body(content: Content) -> some View { content.bold() }
        }
        extension View {
            func boldened() -> some View { ModifiedContent(content: self, modifier: Bold()) }
        }
        #Preview {
            VStack {
                Text("item".bulleted)
                Text("\\([1, 2, 3].lazy.map { $0 * 2 }.reduce(0, +))")
                Text(NumberFormatter.localizedString(from: 1234567, number: .decimal))
                Text("Strong").boldened()
            }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        XCTAssertEqual(t.nodes.compactMap { $0.text?.lines.first?.text }, ["• item", "12", "1,234,567", "Strong"])
        XCTAssertEqual(t.nodes.first { $0.text?.lines.first?.text == "Strong" }?.font?.weight, .bold)
    }

    /// `Mirror(reflecting:)`: children (stored properties in order, a payload), the subject's
    /// type; an implicit member chain keeps a library base when the sources' namesake lacks
    /// the member (`.zero.left` is a UIEdgeInsets', not `Space.zero`).
    func testMirrorAndImplicitChainsThatKeepTheLibraryBase() throws {
        let source = """
        import SwiftUI
        enum Space: CGFloat { case zero = 0, small = 4 }
        struct Item { let title: String; var count = 2 }
        enum Kind { case badge(String) }
        enum Outer { enum Style { case plain } }
        #Preview {
            let none: UIEdgeInsets? = nil
            let insets = none ?? .zero
            let m = Mirror(reflecting: Item(title: "T"))
            VStack {
                Text(m.children.map { "\\($0.label ?? "?")=\\($0.value)" }.joined(separator: ","))
                Text("\\(Mirror(reflecting: Kind.badge("new")).children.first?.value ?? "")")
                Text("\\(Mirror(reflecting: Outer.Style.plain).subjectType)".split(separator: ".").first.map(String.init) ?? "")
                Text("\\((insets).left)")
            }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        XCTAssertEqual(try previewTexts(source), ["title=T,count=2", "new", "Outer", "0.0"])
    }

    /// `Edge.Set` membership (`edges.contains(.top)`); `hoverEffect` draws nothing on a phone.
    func testEdgeSetMembershipAndHoverEffect() throws {
        let source = """
        import SwiftUI
        struct Bordered: View {
            let edges: Edge.Set
            var body: some View {
                HStack {
                    if edges.contains(.leading) { Text("L") }
                    if edges.contains(.top) { Text("T") }
                    if edges.contains([.leading, .trailing]) { Text("LR") }
                }
                .hoverEffect(.highlight)
            }
        }
        #Preview { VStack { Bordered(edges: .horizontal); Bordered(edges: [.top, .bottom]); Bordered(edges: .all) } }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        XCTAssertEqual(try previewTexts(source), ["L", "LR", "T", "L", "T", "LR"])
    }

    /// A collection parameter does not take one element: `traits(.bold)` calls the variadic
    /// overload beside `traits<T: Collection>(_:)`.
    func testOneElementCallsTheVariadicOverloadNotTheCollectionOne() throws {
        let source = """
        import SwiftUI
        enum Trait { case italic, bold }
        struct Box { var n = 0 }
        extension Box {
            func traits<T: Collection>(_ traits: T) -> String where T.Element == Trait { "collection of \\(traits.count)" }
            func traits(_ traits: Trait...) -> String { "variadic, " + self.traits(Array(traits)) }
        }
        #Preview { Text(Box().traits(.bold)) }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        XCTAssertEqual(try previewTexts(source), ["variadic, collection of 1"])
    }

    /// A library value of another library type does not fit a parameter: `.offset(size)` with
    /// a CGSize is SwiftUI's `offset(_:)`, not the sources' `offset(_ point: CGPoint)`.
    func testALibraryValueOfAnotherTypeDoesNotFitAParameter() throws {
        let source = """
        import SwiftUI
        extension View {
            func offset(_ point: CGPoint) -> some View { offset(x: point.x, y: point.y) }
        }
        #Preview {
            ZStack(alignment: .topLeading) {
                Color.clear.frame(width: 30, height: 30)
                Color.red.frame(width: 10, height: 10).offset(CGSize(width: 20, height: 0))
                Color.blue.frame(width: 10, height: 10).offset(CGPoint(x: 0, y: 20))
            }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let image = try renderPreview(source)
        XCTAssertEqual(previewRGB(image, 25, 5), [255, 59, 48])
        XCTAssertEqual(previewRGB(image, 5, 25), [0, 122, 255])
    }

    /// `.toggleStyle(.example)` is the `ToggleStyle` named `example`, though a `ButtonStyle` of
    /// that name exists too (and sorts first).
    func testAStyleNameResolvesInTheModifiersOwnStyleProtocol() throws {
        let source = """
        import SwiftUI
        struct AButtonStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View { configuration.label.overlay(Text(configuration.isPressed ? "P" : "B")) }
        }
        struct ZToggleStyle: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View { HStack { configuration.label; Text(configuration.isOn ? "on" : "off") } }
        }
        extension ButtonStyle where Self == AButtonStyle { static var example: AButtonStyle { .init() } }
        extension ToggleStyle where Self == ZToggleStyle { static var example: ZToggleStyle { .init() } }
        #Preview { Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.example) }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        XCTAssertEqual(try previewTexts(source), ["Wi-Fi", "on"])
    }

    /// `@AccessibilityFocusState` starts unfocused, like `@FocusState`.
    func testAccessibilityFocusStateIsUnfocused() throws {
        let source = """
        import SwiftUI
        struct Card: View {
            @AccessibilityFocusState private var isInFocus: Bool
            @AccessibilityFocusState private var field: Int?
            var body: some View { Text(isInFocus || field != nil ? "focused" : "unfocused") }
        }
        #Preview { Card() }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        XCTAssertEqual(try previewTexts(source), ["unfocused"])
    }

    /// A fallback met while making a stored property's initial value counts only once the
    /// preview reads the property: an environment's logger set-up nothing reads is silent, the
    /// property a view reads is reported.
    func testFallbacksOfUnreadStoredDefaultsAreNotReported() throws {
        let source = """
        import SwiftUI
        final class Environment2 {
            var log: Int = {
                let logger = XLogger()
                logger.level = 3
                return 1
            }()
            var title = UnknownTitles.main
            var name = "Plumb"
        }
        struct Card: View {
            let env = Environment2()
            var body: some View { VStack { Text(env.name); Text(env.title) } }
        }
        #Preview { Card() }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [
            "Card.swift:8:17: warning: unknown identifier 'UnknownTitles': evaluated as its source text",
        ])
        XCTAssertEqual(try previewTexts(source), ["Plumb", "UnknownTitles.main"])
    }

    /// `[(Request) -> String?]()` is an empty array whatever its element type; an assignment
    /// into something unknown is not reported until that unknown is read.
    func testEmptyCollectionsOfFunctionTypesAndAssignmentsIntoUnknowns() throws {
        let source = """
        import SwiftUI
        struct Request { var key: String }
        final class Strings {
            private var providers = [(Request) -> String?]()
            private var cache = [String: Int]()
            init() {
                PromiseKitLike.conf.logHandler = { _ in }
            }
            var count: Int { providers.count + cache.count }
        }
        #Preview {
            VStack {
                Text("\\(Strings().count)")
                Text(LoggerLike.level)
            }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [
            "Card.swift:14:14: warning: unknown identifier 'LoggerLike': evaluated as its source text",
        ])
        XCTAssertEqual(try previewTexts(source), ["0", "LoggerLike.level"])
    }

    /// A `ToggleStyle` whose body makes a `Toggle` (tinting the default one): that toggle draws
    /// with the default style, not the same style again.
    func testAToggleInsideAToggleStyleDrawsWithTheDefaultStyle() throws {
        let source = """
        import SwiftUI
        struct Tinted: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                Toggle(isOn: configuration.$isOn) { configuration.label.foregroundColor(.red) }
                    .tint(.green)
            }
        }
        extension ToggleStyle where Self == Tinted { static var tinted: Tinted { Tinted() } }
        #Preview { Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.tinted) }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        XCTAssertEqual(try previewTexts(source), ["Wi-Fi"])
    }
}
