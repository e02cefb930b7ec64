import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// Language behaviour that public SwiftUI code relies on and Plumb got wrong, each found by
/// running `plumb previews` on repositories written elsewhere; the sources here are our own.
final class SwiftRealCodeFindingsTests: XCTestCase {
    private func evaluation(_ source: String) -> PreviewEvaluation {
        let results = evaluate(source)
        XCTAssertEqual(results.count, 1)
        return results[0]
    }

    /// A stored property and a method may share a base name (`var opacity: Double` and
    /// `func opacity(for:)`): a call with arguments means the method.
    func testACallMeansTheMethodWhereAPropertySharesItsName() throws {
        let source = """
        import SwiftUI
        struct Lift {
            var opacity: Double
            func opacity(for scheme: ColorScheme) -> Double { scheme == .dark ? opacity * 2 : opacity }
        }
        #Preview { Text("\\(Lift(opacity: 0.25).opacity(for: .dark)) \\(Lift(opacity: 0.25).opacity)") }
        """
        XCTAssertEqual(try previewTexts(source), ["0.5 0.25"])
        XCTAssertEqual(evaluation(source).diagnostics.map(\.description), [])
    }

    /// `` `default` `` in an expression names the declaration spelled with backticks.
    func testABacktickedReferenceFindsItsDeclaration() throws {
        let source = """
        import SwiftUI
        enum Flag {
            case beta
            var `default`: Bool { true }
            var enabled: Bool { return `default` }
        }
        #Preview { Text(Flag.beta.enabled ? "on" : "off") }
        """
        XCTAssertEqual(try previewTexts(source), ["on"])
        XCTAssertEqual(evaluation(source).diagnostics.map(\.description), [])
    }

    /// `extension SwiftUI.Image { enum Glyphs { … } }`: a module-qualified extension extends the type.
    func testAModuleQualifiedExtensionExtendsTheType() throws {
        let source = """
        import SwiftUI
        public extension SwiftUI.Color {
            enum Brand { static let accent = Color(red: 1, green: 0, blue: 0) }
        }
        public extension SwiftUI.Font { static let caption9 = Font.system(size: 9) }
        #Preview { Rectangle().fill(Color.Brand.accent).frame(width: 4, height: 4) }
        """
        XCTAssertEqual(evaluation(source).diagnostics.map(\.description), [])
    }

    /// An enum with initializers of its own: `self = .x` and `self.init(…)` make the value.
    func testAnEnumsOwnInitializersMakeItsValue() throws {
        let source = """
        import SwiftUI
        enum Theme: Int {
            case light, dark, contrast
            init(legacy: Int) {
                switch legacy {
                case 2: self = .dark
                case 3: self.init(named: "contrast")
                default: self = .light
                }
            }
            init(named: String) { self = named == "contrast" ? .contrast : .light }
            init?(code: String) {
                guard code == "d" else { return nil }
                self = .dark
            }
        }
        #Preview {
            Text("\\(Theme(legacy: 2)) \\(Theme(legacy: 3)) \\(Theme(legacy: 9)) \\(Theme(code: "x") == nil) \\(Theme(code: "d")!) \\(Theme(rawValue: 1)!)")
        }
        """
        XCTAssertEqual(try previewTexts(source), ["dark contrast light true dark dark"])
        XCTAssertEqual(evaluation(source).diagnostics.map(\.description), [])
    }

    /// A value stored in an optional property is an optional: `icon.map { … }` maps the
    /// optional, not the characters of the string inside it.
    func testMapOnAnOptionalPropertyMapsTheOptional() throws {
        let source = """
        import SwiftUI
        struct Chip: View {
            let label: String
            let icon: String?
            init(_ label: String, icon: String? = nil) { self.label = label; self.icon = icon }
            var body: some View {
                VStack {
                    Text(label)
                    if let shout = icon.map({ $0.uppercased() }) { Text(shout) }
                    Text("\\(icon.map { $0.count } ?? -1)")
                }
            }
        }
        #Preview { VStack { Chip("a", icon: "star"); Chip("b") } }
        """
        XCTAssertEqual(try previewTexts(source), ["a", "STAR", "4", "b", "-1"])
        XCTAssertEqual(evaluation(source).diagnostics.map(\.description), [])
    }
}

/// Equality of values of SwiftUI's enums that stay implicit members until used.
final class SwiftImplicitMemberEqualityTests: XCTestCase {
    func testTwoImplicitMembersCompareByName() throws {
        XCTAssertEqual(try previewTexts("""
        import SwiftUI
        func isDark(_ scheme: ColorScheme) -> Bool { scheme == .dark }
        func isLeading(_ a: HorizontalAlignment) -> Bool { a == .leading }
        #Preview { Text("\\(isDark(.dark)) \\(isDark(.light)) \\(isLeading(.leading)) \\(isLeading(.center))") }
        """), ["true false true false"])
    }
}

/// `.environment(\.colorScheme, .dark)` around a view: the colours written in that view (in the
/// preview itself, not only in the bodies below) resolve dark, as SwiftUI resolves a colour
/// where it is drawn; no warning.
final class SwiftColorSchemeEnvironmentTests: XCTestCase {
    func testColoursWrittenInTheModifiedViewResolveInItsScheme() throws {
        let source = """
        import SwiftUI
        struct Swatch: View {
            var body: some View { Color.primary }
        }
        #Preview {
            VStack {
                Color.primary
                Color.primary.environment(\\.colorScheme, .dark)
                HStack { Color(.systemBackground) }.colorScheme(.dark)
                Swatch().environment(\\.colorScheme, .dark)
                Color.primary
            }
        }
        """
        let results = evaluate(source)
        XCTAssertEqual(results.first?.diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        let fills = t.nodes.filter { $0.path.hasSuffix("/Color") }.compactMap { n -> String? in
            if case .fill(let p)? = n.view.modifiers.first { return p.description }
            return nil
        }
        XCTAssertEqual(fills, ["#000000", "#FFFFFF", "#000000", "#FFFFFF", "#000000"])
    }
}

/// SwiftUI's own environment values read with their defaults (or what a modifier set), and
/// custom keys declared the ways teams declare them.
final class SwiftEnvironmentDefaultsTests: XCTestCase {
    func testBuiltinValuesHaveSwiftUIsDefaultsAndControlSizeIsSet() throws {
        let source = """
        import SwiftUI
        struct Probe: View {
            @Environment(\\.isSearching) private var searching
            @Environment(\\.controlSize) private var size
            @Environment(\\.multilineTextAlignment) private var alignment
            @Environment(\\.redactionReasons) private var reasons
            @Environment(\\.accessibilityShowButtonShapes) private var shapes
            @Environment(\\.lineLimit) private var limit
            var body: some View {
                Text("\\(searching) \\(size == .small) \\(alignment == .leading) \\(reasons.contains(.placeholder)) \\(shapes) \\(limit == nil)")
            }
        }
        #Preview { VStack { Probe(); Probe().controlSize(.small) } }
        """
        XCTAssertEqual(try previewTexts(source), ["false false true false false true", "false true true false false true"])
        XCTAssertEqual(evaluate(source).first?.diagnostics.map(\.description), [])
    }

    func testKeysNestedInTheExtensionAndOptionalDefaultsWithoutAValue() throws {
        let source = """
        import SwiftUI
        private struct SearchTermKey: EnvironmentKey {
            static var defaultValue: String?
        }
        extension EnvironmentValues {
            var sharing: Bool {
                get { self[SharingKey.self] }
                set { self[SharingKey.self] = newValue }
            }
            private struct SharingKey: EnvironmentKey {
                static let defaultValue: Bool = true
            }
            var searchTerm: String? {
                get { self[SearchTermKey.self] }
                set { self[SearchTermKey.self] = newValue }
            }
        }
        struct Probe: View {
            @Environment(\\.sharing) private var sharing
            @Environment(\\.searchTerm) private var term
            var body: some View { Text("\\(sharing) \\(term ?? "none")") }
        }
        #Preview { VStack { Probe(); Probe().environment(\\.searchTerm, "swift") } }
        """
        XCTAssertEqual(try previewTexts(source), ["true none", "true swift"])
        XCTAssertEqual(evaluate(source).first?.diagnostics.map(\.description), [])
    }

    func testABorderedButtonAtAnotherControlSizeSaysItIsDrawnRegular() throws {
        let r = evaluate("""
        import SwiftUI
        #Preview { Button("Go") {}.buttonStyle(.bordered).controlSize(.large) }
        """)
        XCTAssertEqual(r.first?.diagnostics.map(\.description), ["Card.swift:2:12: warning: a .bordered button at controlSize(.large) is drawn at the regular size"])
    }
}

/// `.position(x:y:)` and `.trim(from:to:)`, which design systems' indicators and rings use.
final class SwiftPositionAndTrimTests: XCTestCase {
    func testPositionCentresTheViewAtThePointOfTheWholeProposal() throws {
        let source = """
        import SwiftUI
        #Preview {
            VStack(spacing: 0) {
                Rectangle().frame(width: 20, height: 10).position(x: 50, y: 30)
                    .frame(width: 200, height: 100)
                Circle().frame(width: 8, height: 8).position(CGPoint(x: 4, y: 4)).frame(width: 40, height: 40)
            }
        }
        """
        XCTAssertEqual(evaluate(source).first?.diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        let stack = t.node("VStack").frame
        // The rectangle's centre is 50, 30 from the top-leading corner of the 200 × 100 frame.
        assertRect(t.node("Rectangle").frame, stack.x + 40, stack.y + 25, 20, 10)
        assertRect(t.node("Circle").frame, stack.x + 80, stack.y + 100, 8, 8)
    }

    func testTrimIsDrawnAsTheShapesPartialOutline() throws {
        let source = """
        import SwiftUI
        #Preview { Circle().trim(from: 0, to: 0.25).stroke(Color.red, lineWidth: 2).frame(width: 20, height: 20) }
        """
        XCTAssertEqual(evaluate(source).first?.diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        guard case .trim(let from, let to)? = t.node("Circle").view.modifiers.first else { return XCTFail("no trim") }
        XCTAssertEqual([from, to], [0, 0.25])
    }
}

/// `super.init(…)` and `super.method(…)` in classes, as view models written over a base class do.
final class SwiftSuperCallTests: XCTestCase {
    func testSuperInitializersAndMethodsOfTheSourcesAndOfFrameworks() throws {
        let source = """
        import SwiftUI
        class BaseModel: ObservableObject {
            var title: String
            var badge = "base"
            init(title: String) { self.title = title }
            func describe() -> String { "\\(title)/\\(badge)" }
        }
        final class RowModel: BaseModel {
            let count: Int
            init(count: Int) {
                self.count = count
                super.init(title: "Row")
            }
            override func describe() -> String { super.describe() + "#\\(count)" }
        }
        final class Delegate: NSObject {
            var ready = false
            override init() {
                super.init()
                ready = true
            }
        }
        #Preview { Text("\\(RowModel(count: 3).describe()) \\(Delegate().ready)") }
        """
        XCTAssertEqual(try previewTexts(source), ["Row/base#3 true"])
        XCTAssertEqual(evaluate(source).first?.diagnostics.map(\.description), [])
    }
}

/// Combine's publishers nested under `Publishers`, as view models combine their inputs.
final class CombinePublishersTests: XCTestCase {
    func testNestedPublishersAreAcceptedAndNeverFire() throws {
        let source = """
        import SwiftUI
        import Combine
        final class Model: ObservableObject {
            @Published var label = "idle"
            private var bag = Set<AnyCancellable>()
            init() {
                let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
                Publishers.Merge(a, b).sink { [weak self] _ in self?.label = "fired" }.store(in: &bag)
                Publishers.CombineLatest3(a, b, a).map { $0 + $1 + $2 }.sink { _ in }.store(in: &bag)
            }
        }
        struct Probe: View {
            @StateObject var model = Model()
            var body: some View { Text(model.label) }
        }
        #Preview { Probe() }
        """
        XCTAssertEqual(try previewTexts(source), ["idle"])
        XCTAssertEqual(evaluate(source).first?.diagnostics.map(\.description), [])
    }
}

/// `GeometryReader` offered the size layout gives it: the preview is laid out, each reader's
/// content is made again with its laid-out size, until the sizes settle.
final class GeometryReaderLayoutTests: XCTestCase {
    func context() -> EvaluationContext {
        var c = EvaluationContext()
        c.layoutProbe = sharedLayout.geometryProbe
        return c
    }

    func testAReaderIsOfferedItsLaidOutSize() throws {
        let source = """
        import SwiftUI
        #Preview {
            VStack(spacing: 0) {
                GeometryReader { proxy in
                    Rectangle().frame(width: proxy.size.width / 2, height: proxy.frame(in: .local).height / 4)
                }
                .frame(width: 200, height: 80)
                HStack(spacing: 0) {
                    Color.red.frame(width: 93)
                    GeometryReader { proxy in
                        Text("\\(Int(proxy.size.width))×\\(Int(proxy.size.height)) \\(proxy.size == CGSize(width: 300, height: 50))")
                    }
                }
                .frame(width: 393, height: 50)
            }
        }
        """
        let r = evaluate(source, context: context())
        XCTAssertEqual(r.first?.diagnostics.map(\.description), [])
        let t = try sharedLayout.layout(XCTUnwrap(r.first?.component))
        XCTAssertEqual(t.node("VStack/0/GeometryReader/modifiers/2/ZStack/0/Rectangle").frame.width, 100)
        XCTAssertEqual(t.node("VStack/0/GeometryReader/modifiers/2/ZStack/0/Rectangle").frame.height, 20)
        let texts = t.nodes.compactMap { n -> String? in if case .text(let s) = n.view.kind { return s }; return nil }
        XCTAssertEqual(texts, ["300×50 true"])
    }

    func testReadersInsideReadersSettle() throws {
        let source = """
        import SwiftUI
        #Preview {
            GeometryReader { outer in
                GeometryReader { inner in
                    Text("\\(Int(inner.size.width))")
                }
                .frame(width: outer.size.width / 4, height: 20)
            }
            .frame(width: 240, height: 100)
        }
        """
        let r = evaluate(source, context: context())
        XCTAssertEqual(r.first?.diagnostics.map(\.description), [])
        let t = try sharedLayout.layout(XCTUnwrap(r.first?.component))
        let texts = t.nodes.compactMap { n -> String? in if case .text(let s) = n.view.kind { return s }; return nil }
        XCTAssertEqual(texts, ["60"])
    }
}

/// Type aliases, module-qualified names, and extensions of library types reached through
/// values that do not carry their type — the shapes generated asset code and typography
/// helpers take.
final class SwiftTypeNamingTests: XCTestCase {
    func testAliasesInsideTypesAndModuleQualifiedConstructors() throws {
        let source = """
        import SwiftUI
        public final class Swatch {
            #if os(macOS)
            public typealias Platform = NSColor
            #else
            public typealias Platform = UIColor
            #endif
            public let name: String
            init(name: String) { self.name = name }
            public var uiColor: Platform { Platform(asset: self) }
            public var color: SwiftUI.Color { SwiftUI.Color(uiColor: uiColor) }
        }
        public extension Swatch.Platform {
            convenience init(asset: Swatch) {
                self.init(red: asset.name == "brand" ? 1 : 0, green: 0, blue: 0, alpha: 1)
            }
        }
        typealias Tint = Color
        #Preview {
            VStack {
                Rectangle().fill(Swatch(name: "brand").color).frame(width: 4, height: 4)
                Rectangle().fill(Tint.blue).frame(width: 4, height: 4)
                SwiftUI.Text("plain")
            }
        }
        """
        XCTAssertEqual(evaluate(source).first?.diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        let fills = t.nodes.filter { $0.path.hasSuffix("/Rectangle") }.compactMap { n -> String? in
            for m in n.view.modifiers { if case .fill(let p) = m { return p.description } }
            return nil
        }
        XCTAssertEqual(fills, ["#FF0000", "#007AFF"])
    }

    func testAnExtensionOfALibraryEnumAnswersForAnImplicitMember() throws {
        let source = """
        import SwiftUI
        extension Font.TextStyle {
            var points: CGFloat {
                switch self {
                case .largeTitle: return 34
                case .body: return 17
                default: return 12
                }
            }
        }
        extension UIColor {
            var swatch: Color { Color(uiColor: self) }
        }
        func size(for style: Font.TextStyle) -> CGFloat { style.points }
        #Preview {
            VStack {
                Text("\\(Int(size(for: .body))) \\(Int(size(for: .largeTitle))) \\(Int(size(for: .caption)))")
                Rectangle().fill(UIColor.red.swatch).frame(width: 4, height: 4)
            }
        }
        """
        XCTAssertEqual(evaluate(source).first?.diagnostics.map(\.description), [])
        XCTAssertEqual(try previewTexts(source), ["17 34 12"])
    }
}

extension GeometryReaderLayoutTests {
    /// Proposed nothing (inside `fixedSize`, or as a preview's height is), a reader is the
    /// device's screen on that axis, whatever its content: the passes settle at once.
    func testAReaderProposedNothingIsTheScreen() throws {
        let source = """
        import SwiftUI
        #Preview {
            VStack(spacing: 0) {
                GeometryReader { proxy in
                    Color.red.frame(width: proxy.size.width + 30, height: proxy.size.height + 30)
                }
                .fixedSize()
            }
        }
        """
        let r = evaluate(source, context: context())
        XCTAssertEqual(r.first?.diagnostics.map(\.description), [])
        let t = try sharedLayout.layout(XCTUnwrap(r.first?.component))
        XCTAssertEqual(t.node("VStack/0/GeometryReader").frame.width, 393)
        XCTAssertEqual(t.node("VStack/0/GeometryReader").frame.height, 852)
        let reader = t.node("VStack/0/GeometryReader").frame
        assertRect(t.node("GeometryReader/modifiers/2/ZStack/0/Color").frame, reader.x, reader.y, 423, 882)
    }
}

/// Where the code is (`#file`, `#line`, `#function`), the main thread, and raw values of every
/// integer type, as logging helpers and persisted enums use them.
final class SwiftSourceFactsTests: XCTestCase {
    func testSourceMacrosThreadAndSizedRawValues() throws {
        let source = """
        import SwiftUI
        enum Kind: Int16 { case load = 1, upload, download }
        func here(_ line: Int = #line, function: String = #function) -> String { "\\(line) \\(function)" }
        struct Probe: View {
            var body: some View {
                VStack {
                    Text("\\(#line) \\(#function) \\(#fileID)")
                    Text("\\(Thread.isMainThread) \\(Thread.current.isMainThread)")
                    Text("\\(Kind.download.rawValue) \\(Kind(rawValue: 2) == .upload)")
                }
            }
        }
        #Preview { Probe() }
        """
        XCTAssertEqual(try previewTexts(source), ["7 body Card.swift", "true true", "3 true"])
        XCTAssertEqual(evaluate(source).first?.diagnostics.map(\.description), [])
    }
}

/// UIKit where SwiftUI expects a view keeps its place as a labelled placeholder, never a failed
/// preview.
final class UIKitPlaceholderTests: XCTestCase {
    func testAViewControllerPreviewAndARepresentableAreLabelledPlaceholders() throws {
        let source = """
        import SwiftUI
        import UIKit
        class BaseScreen: UIViewController {}
        final class SettingsScreen: BaseScreen {
            var rows = 3
        }
        struct MapBridge: UIViewRepresentable {
            func makeUIView(context: Context) -> UILabel { UILabel() }
            func updateUIView(_ view: UILabel, context: Context) {}
        }
        #Preview("screen") { return SettingsScreen() }
        #Preview("bridge") { VStack(spacing: 0) { MapBridge(); Text("below") } }
        """
        let r = evaluate(source)
        XCTAssertEqual(r.map { $0.diagnostics.map(\.description) }, [
            ["Card.swift:11:20: warning: 'SettingsScreen' is a UIKit view controller (UIViewController): drawn as a labelled placeholder"],
            ["Card.swift:12:43: warning: 'MapBridge' is a UIKit view (UIViewRepresentable): drawn as a labelled placeholder"],
        ])
        let screen = try sharedLayout.layout(XCTUnwrap(r[0].component))
        assertRect(screen.node("SettingsScreen").frame, 0, 0, 393, 852)
        let bridge = try sharedLayout.layout(XCTUnwrap(r[1].component))
        XCTAssertEqual(bridge.node("MapBridge").frame.height, 44)
        XCTAssertEqual(bridge.nodes.compactMap { n -> String? in if case .text(let s) = n.view.kind { return s }; return nil }, ["MapBridge", "below"])
    }
}

/// `Optional<V>` is a view (nil draws nothing), and a nil foreground colour changes nothing.
final class SwiftOptionalViewTests: XCTestCase {
    func testNilViewsAndNilColoursDrawNothingAndWarnNothing() throws {
        let source = """
        import SwiftUI
        struct Badge: View {
            var label: String?
            var dimmed = false
            var body: some View {
                let content = label.map { Text($0) }
                VStack {
                    content
                    Text("b").foregroundColor(dimmed ? .clear : nil).overlay(dimmed ? Color.red : nil)
                }
            }
        }
        #Preview { VStack { Badge(label: "a"); Badge(label: nil) } }
        """
        XCTAssertEqual(evaluate(source).first?.diagnostics.map(\.description), [])
        XCTAssertEqual(try previewTexts(source), ["a", "b", "b"])
    }
}

/// SwiftUI enum values read back from the environment or a property reach the modifiers that
/// take them, and extensions of library types apply to library values.
final class SwiftEnumValueFlowTests: XCTestCase {
    func testEnvironmentValuesPassedOnToModifiersAndExtensionsOfLibraryValues() throws {
        let source = """
        import SwiftUI
        extension UITraitCollection {
            var isLight: Bool { userInterfaceStyle == .light }
        }
        struct Inner: View {
            @Environment(\\.controlSize) private var size
            let alignment: TextAlignment
            var body: some View {
                Text("\\(size == .small) \\(UITraitCollection.current.isLight)")
                    .multilineTextAlignment(alignment)
                    .controlSize(size)
            }
        }
        #Preview { Inner(alignment: .trailing).controlSize(.small) }
        """
        XCTAssertEqual(evaluate(source).first?.diagnostics.map(\.description), [])
        XCTAssertEqual(try previewTexts(source), ["true true"])
    }
}

/// A trailing closure passes over a defaulted parameter that does not take a closure.
final class SwiftTrailingClosureMatchingTests: XCTestCase {
    func testATrailingClosureSkipsAnUnlabelledDefaultedTitle() throws {
        let source = """
        import SwiftUI
        struct Box<Content: View>: View {
            private let content: Content
            private let title: String
            init(_ title: String = "", @ViewBuilder content: () -> Content) {
                self.title = title
                self.content = content()
            }
            init(_ title: String = "", inset _: CGFloat = 4, @ViewBuilder content: () -> Content) {
                self.title = title + "!"
                self.content = content()
            }
            var body: some View { VStack { Text("[\\(title)]"); content } }
        }
        #Preview { VStack { Box { Text("a") }; Box("T") { Text("b") } } }
        """
        XCTAssertEqual(evaluate(source).first?.diagnostics.map(\.description), [])
        XCTAssertEqual(try previewTexts(source), ["[]", "a", "[T]", "b"])
    }
}

/// A family Plumb ships (Inter, JetBrains Mono) asked for by name is the face drawn: no warning.
final class SwiftShippedFamilyTests: XCTestCase {
    func testInterAndJetBrainsMonoByNameNeedNoFontFile() throws {
        let source = """
        import SwiftUI
        #Preview {
            VStack {
                Text("a").font(.custom("Inter", size: 15))
                Text("b").font(.custom("JetBrains Mono", size: 13))
                Text("c").font(Font(UIFont(name: "Inter", size: 12)!))
            }
        }
        """
        XCTAssertEqual(evaluate(source).first?.diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        let designs = t.nodes.compactMap { n -> FontDesign? in if case .text = n.view.kind { return n.font?.design }; return nil }
        XCTAssertEqual(designs, [.default, .monospaced, .default])
    }
}

/// A custom font of an absurd size is a located fallback at the modifier, never a failed layout.
final class SwiftCustomFontSizeTests: XCTestCase {
    func testAZeroSizedCustomFontIsIgnoredWithAWarning() throws {
        let source = """
        import SwiftUI
        #Preview { Text("a").font(.custom("Brand", size: 0)) }
        """
        XCTAssertEqual(evaluate(source).first?.diagnostics.map(\.description),
                       ["Card.swift:2:27: warning: font size 0.0 is not in (0, 1000] pt: the modifier is ignored"])
        XCTAssertEqual(try previewTexts(source), ["a"])
    }
}

/// Local functions overloaded by their labels, and code that asks to run on the main actor.
final class SwiftLocalOverloadTests: XCTestCase {
    func testLocalOverloadsByLabelAndMainActorAssumeIsolated() throws {
        let source = """
        import SwiftUI
        func timeline() -> String {
            var t = 0.0
            func next(delay: Double) -> Double { t += delay; return t }
            func next(fraction: Double) -> Double { t += 100 * fraction; return t }
            return "\\(Int(next(delay: 8))) \\(Int(next(fraction: 0.5))) \\(Int(next(delay: 2)))"
        }
        let inset: Double = MainActor.assumeIsolated { 12 }
        #Preview { Text("\\(timeline()) \\(Int(inset))") }
        """
        XCTAssertEqual(try previewTexts(source), ["8 58 60 12"])
        XCTAssertEqual(evaluate(source).first?.diagnostics.map(\.description), [])
    }
}

/// A TabView at the top of a preview shows its first tab above the tab bar; a
/// NavigationSplitView the column an iPhone shows first (its sidebar), rather than nothing.
final class SwiftFirstPaneTests: XCTestCase {
    func testTabViewShowsItsFirstTabAndASplitViewItsSidebar() throws {
        let source = """
        import SwiftUI
        #Preview("tabs") {
            TabView {
                Text("Home").tabItem { Label("Home", systemImage: "house") }
                Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
            }
        }
        #Preview("split") {
            NavigationSplitView {
                Text("Sidebar")
            } detail: {
                Text("Detail")
            }
        }
        """
        let r = evaluate(source)
        XCTAssertEqual(r.map { $0.diagnostics.map(\.description) }, [[], []])
        let texts = try r.map { e -> [String] in
            try sharedLayout.layout(XCTUnwrap(e.component)).nodes.compactMap { n -> String? in if case .text(let s) = n.view.kind { return s }; return nil }
        }
        // The tab view draws its first tab above the bar's two titles.
        XCTAssertEqual(texts, [["Home", "Home", "Settings"], ["Sidebar"]])
    }
}

/// Logging and locking calls a view model makes on its way draw nothing and warn nothing.
final class SwiftSystemCallTests: XCTestCase {
    func testLoggingAndLockingAreAcceptedSilently() throws {
        let source = """
        import SwiftUI
        import os
        final class Store {
            private var lock = os_unfair_lock()
            var count = 0
            func bump() -> Int {
                os_unfair_lock_lock(&lock)
                defer { os_unfair_lock_unlock(&lock) }
                os_log("bumped %d", count)
                NSLog("bumped")
                count += 1
                return dump(count)
            }
        }
        #Preview { Text("\\(Store().bump())") }
        """
        XCTAssertEqual(try previewTexts(source), ["1"])
        XCTAssertEqual(evaluate(source).first?.diagnostics.map(\.description), [])
    }
}

/// A hidden navigation bar is not drawn: the content starts at the top.
final class SwiftHiddenNavigationBarTests: XCTestCase {
    func testNavigationBarHiddenAndToolbarHiddenDrawNoBar() throws {
        func firstTextY(_ modifier: String) throws -> Double {
            let t = try layoutPreview("""
            import SwiftUI
            #Preview { NavigationStack { Text("Body").navigationTitle("Title")\(modifier) } }
            """)
            return t.nodes.first { if case .text("Body") = $0.view.kind { return true }; return false }!.frame.y
        }
        let shown = try firstTextY("")
        XCTAssertGreaterThan(shown, 40)
        XCTAssertEqual(try firstTextY(".navigationBarHidden(true)"), 0)
        XCTAssertEqual(try firstTextY(".toolbar(.hidden, for: .navigationBar)"), 0)
        XCTAssertEqual(try firstTextY(".navigationBarHidden(false)"), shown)
        XCTAssertEqual(evaluate("""
        import SwiftUI
        #Preview { NavigationStack { Text("Body").navigationBarHidden(true) } }
        """).first?.diagnostics.map(\.description), [])
    }
}

/// A `lazy var` is made when first read, after the initializer ran: generated asset code reads
/// `self`'s stored properties in one (`lazy var color = Color(asset: self)`).
final class SwiftLazyPropertyTests: XCTestCase {
    func testALazyVarSeesTheFinishedInstanceAndIsMadeOnce() throws {
        let source = """
        import SwiftUI
        final class Swatch {
            let name: String
            var reads = 0
            lazy var label: String = { reads += 1; return "swatch " + name }()
            init(name: String) { self.name = name }
        }
        #Preview {
            let s = Swatch(name: "brand")
            return Text("\\(s.label) \\(s.label) \\(s.reads)")
        }
        """
        XCTAssertEqual(try previewTexts(source), ["swatch brand swatch brand 1"])
        XCTAssertEqual(evaluate(source).first?.diagnostics.map(\.description), [])
    }
}

extension SwiftColorSchemeEnvironmentTests {
    /// A modified view that cannot be evaluated leaves the scheme as it was for what follows.
    func testTheSchemeIsRestoredWhenTheModifiedViewFails() throws {
        let source = """
        import SwiftUI
        enum Failure: Error { case missing }
        func swatch() throws -> Color { throw Failure.missing }
        #Preview {
            VStack {
                (try! swatch()).environment(\\.colorScheme, .dark)
                Color.primary
            }
        }
        """
        let t = try sharedLayout.layout(XCTUnwrap(evaluate(source).first?.component))
        let fills = t.nodes.filter { $0.path.hasSuffix("/Color") }.compactMap { n -> String? in
            if case .fill(let p)? = n.view.modifiers.first { return p.description }
            return nil
        }
        XCTAssertEqual(fills, ["#000000"])
    }
}

/// The outermost `navigationTitle` wins, but an empty one is no title: a screen that names
/// itself inside a helper's `.navigationTitle(title ?? "")` keeps its own title, as RSSReader's
/// iOS references show; a non-empty outer title still wins.
final class SwiftEmptyNavigationTitleTests: XCTestCase {
    func testAnEmptyOuterTitleLeavesTheInnerOne() throws {
        func titles(_ outer: String) throws -> [String] {
            let t = try layoutPreview("""
            import SwiftUI
            struct Screen: View {
                var body: some View { Text("Body").navigationTitle("Inner").navigationBarTitleDisplayMode(.inline) }
            }
            #Preview { NavigationStack { Screen().navigationTitle("\(outer)") } }
            """)
            return t.nodes.compactMap { n -> String? in
                if case .text(let s) = n.view.kind, s != "Body" { return s }
                return nil
            }
        }
        XCTAssertEqual(try titles(""), ["Inner"])
        XCTAssertEqual(try titles("Outer"), ["Outer"])
    }
}

/// A colour a design system stores in UIKit's appearance proxy is adaptive when UIKit's is
/// (`UIColor { traits in … }`, `UIColor(named:)`): the bar's background resolves in the
/// scheme the bar is drawn in, not dropped.
final class SwiftAdaptiveAppearanceColourTests: XCTestCase {
    func testAnAdaptiveBarBackgroundResolvesWhereTheBarIsDrawn() throws {
        let source = """
        import SwiftUI
        import UIKit
        struct Bar: ViewModifier {
            init() {
                let appearance = UINavigationBarAppearance()
                appearance.configureWithOpaqueBackground()
                appearance.backgroundColor = UIColor { traits in
                    traits.userInterfaceStyle == .dark ? UIColor(red: 0, green: 0, blue: 1, alpha: 1) : UIColor(red: 0, green: 1, blue: 0, alpha: 1)
                }
                UINavigationBar.appearance().scrollEdgeAppearance = appearance
            }
            func body(content: Content) -> some View { content }
        }
        #Preview {
            NavigationStack { Color.white.frame(height: 40).navigationTitle("Themed") }.modifier(Bar())
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        XCTAssertEqual(previewRGB(try renderPreview(source), 2, 2), [0, 255, 0])
        XCTAssertEqual(previewRGB(try renderPreview(source, context: EvaluationContext(appearance: .dark)), 2, 2), [0, 0, 255])
    }
}
