import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// More language and library behaviour public SwiftUI code relies on, found by running
/// `plumb previews` on repositories written elsewhere; the sources here are our own.

/// `extension Image { func tinted(_:) -> some View }`: a method the sources add to a SwiftUI
/// view type applies to a value of that type, not only methods of `extension View`.
final class SwiftViewTypeExtensionTests: XCTestCase {
    func testAnImageExtensionMethodAppliesToAnImage() throws {
        let source = """
        import SwiftUI
        extension Image {
            func glyph(_ color: Color = .red, side: CGFloat = 20) -> some View {
                renderingMode(.template)
                #if os(macOS)
                    .interpolation(.high)
                #endif
                    .resizable()
                    .frame(width: side, height: side)
                    .foregroundColor(color)
            }
        }
        extension Button { func wide() -> some View { frame(width: 120) } }
        #Preview {
            VStack(spacing: 0) {
                Image(systemName: "star").glyph(side: 30)
                Button("Go") {}.wide()
            }
        }
        """
        XCTAssertEqual(evaluate(source).first?.diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        let image = try XCTUnwrap(t.nodes.first { if case .icon = $0.view.kind { return true }; return false })
        XCTAssertEqual(image.frame.width, 30)
        XCTAssertLessThan(image.frame.height, 30, "a symbol keeps its aspect ratio in Plumb")
        XCTAssertEqual(t.nodes.first?.frame.width, 120)
    }
}

/// `extension CGFloat { static let large: CGFloat = 32 }` makes `.padding(.large)` a number, but
/// SwiftUI's enum parameters (`controlSize(_: ControlSize)`, `weight(_: Font.Weight)`) still take
/// the name, however the value reached them (a ternary in a computed property).
final class SwiftNamedOptionArgumentTests: XCTestCase {
    func testEnumParametersTakeTheNameWhereANumberExtensionSharesIt() throws {
        let source = """
        import SwiftUI
        extension CGFloat {
            static let large: CGFloat = 32
            static let regular: CGFloat = 20
        }
        struct Caption: View {
            let isBold: Bool?
            @Environment(\\.controlSize) private var controlSize
            private var weight: Font.Weight { (isBold ?? false) ? .bold : .regular }
            var body: some View {
                Text(controlSize == .large ? "large" : "other").font(.system(.body).weight(weight))
            }
        }
        #Preview {
            VStack(spacing: 0) {
                Caption(isBold: true).controlSize(.large)
                Caption(isBold: nil).padding(.large)
            }
        }
        """
        XCTAssertEqual(evaluate(source).first?.diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        let texts = t.nodes.filter { $0.kind == "text" }
        XCTAssertEqual(texts.map { $0.text?.lines.first?.text }, ["large", "other"])
        XCTAssertEqual(texts.map { $0.font?.weight }, [.bold, .regular])
        XCTAssertEqual(texts[1].frame.x, 32)
    }
}

/// Among the sources' overloads of a modifier the labels fit, Swift picks the one whose
/// parameter types the arguments have (`padding(_ insets: Insets)` beside `padding(_ length: Space)`),
/// whichever is declared first, and SwiftUI's own when none has them.
final class SwiftOverloadByTypeTests: XCTestCase {
    func testTheOverloadWhoseTypesTheArgumentsHaveIsCalled() throws {
        let source = """
        import SwiftUI
        enum Space: CGFloat { case small = 8, medium = 16 }
        struct Insets { let top: Space; let leading: Space }
        private struct InsetsKey: EnvironmentKey { static let defaultValue = Insets(top: .small, leading: .medium) }
        extension EnvironmentValues {
            var rowInsets: Insets { get { self[InsetsKey.self] } set { self[InsetsKey.self] = newValue } }
        }
        extension View {
            @_disfavoredOverload
            func padding(_ length: Space) -> some View { padding(.all, length.rawValue) }
            func padding(_ insets: Insets) -> some View {
                padding(EdgeInsets(top: insets.top.rawValue, leading: insets.leading.rawValue, bottom: 0, trailing: 0))
            }
        }
        struct Row: View {
            @Environment(\\.rowInsets) private var insets
            var body: some View { Text("x").padding(insets) }
        }
        #Preview {
            VStack(alignment: .leading, spacing: 0) {
                Row()
                Text("y").padding(.small)
                Text("z").padding(4)
            }
        }
        """
        XCTAssertEqual(evaluate(source).first?.diagnostics.map(\.description), [])
        let texts = try layoutPreview(source).nodes.filter { $0.kind == "text" }
        XCTAssertEqual(texts.map(\.frame.x), [16, 8, 4])
    }
}

/// Names of library types and values real code writes out in full: a type nested in a
/// SwiftUI type (`Edge.Set.all`), `Optional<T>.none`, `EdgeInsets.zero`, and the parts of a
/// `.zero` whose type nothing names (`(insets ?? .zero).top`).
final class SwiftLibraryQualifiedNameTests: XCTestCase {
    func testNestedLibraryTypesZeroValuesAndOptionalNone() throws {
        let source = """
        import SwiftUI
        extension View { func inset(_ edges: Edge.Set) -> some View { padding(edges, 4) } }
        #Preview {
            let size = Optional<CGSize>.none ?? .zero
            let safe: UIEdgeInsets? = nil
            let top = (safe ?? .zero).top
            let insets = EdgeInsets.zero
            VStack(alignment: .leading, spacing: 0) {
                Text("\\(size.width) \\(top) \\(insets.leading)").padding(Edge.Set.all, 2)
                Text("b").inset(Edge.Set.horizontal)
            }
        }
        """
        XCTAssertEqual(evaluate(source).first?.diagnostics.map(\.description), [])
        let texts = try layoutPreview(source).nodes.filter { $0.kind == "text" }
        XCTAssertEqual(texts.map { $0.text?.lines.first?.text }, ["0.0 0.0 0.0", "b"])
        XCTAssertEqual(texts.map(\.frame.x), [2, 4])
    }

    func testACaseOfASwiftUIEnumWrittenInFullIsItsImplicitMember() throws {
        let source = """
        import SwiftUI
        enum Style { case big, small }
        struct Caption: View {
            let style: Style
            var body: some View { Text("a").font(.system(textStyle)).truncationMode(Text.TruncationMode.middle) }
            private var textStyle: Font.TextStyle {
                switch style {
                case .big: return Font.TextStyle.largeTitle
                case .small: return Font.TextStyle.caption
                }
            }
        }
        #Preview { VStack { Caption(style: .big); Caption(style: .small) } }
        """
        XCTAssertEqual(evaluate(source).first?.diagnostics.map(\.description), [])
        let texts = try layoutPreview(source).nodes.filter { $0.kind == "text" }
        XCTAssertEqual(texts.map { $0.font?.size }, [34, 12])
    }
}

/// A style protocol of the sources with a type-erased box in the environment, set through a
/// generic modifier (`func look<S: ChipLook>(_ s: S)`) given `.filled` from
/// `extension ChipLook where Self == FilledLook`; and `self._isSelected = …` in an initializer.
final class SwiftGenericConstraintImplicitMemberTests: XCTestCase {
    func testAnImplicitMemberOfAGenericParameterIsLookedUpInItsProtocol() throws {
        let source = """
        import SwiftUI
        protocol ChipLook { associatedtype Body: View; func makeBody(title: String) -> Body }
        struct FilledLook: ChipLook { func makeBody(title: String) -> some View { Text(title).padding(4) } }
        struct PlainLook: ChipLook { func makeBody(title: String) -> some View { Text(title) } }
        extension ChipLook where Self == FilledLook { static var filled: FilledLook { FilledLook() } }
        struct AnyLook: ChipLook {
            private let make: (String) -> AnyView
            init<S>(_ s: S) where S: ChipLook & Sendable { make = { AnyView(s.makeBody(title: $0)) } }
            func makeBody(title: String) -> some View { make(title) }
        }
        private struct LookKey: EnvironmentKey { static let defaultValue = AnyLook(PlainLook()) }
        extension EnvironmentValues { var look: AnyLook { get { self[LookKey.self] } set { self[LookKey.self] = newValue } } }
        extension View { func look<S: ChipLook>(_ s: S) -> some View { environment(\\.look, AnyLook(s)) } }
        struct Chip: View {
            @Environment(\\.look) private var look
            @Binding private var isSelected: Bool
            init(selected: Binding<Bool>) { self._isSelected = selected }
            init() { self._isSelected = .constant(false) }
            var body: some View { look.makeBody(title: isSelected ? "on" : "off") }
        }
        #Preview {
            VStack(alignment: .leading, spacing: 0) {
                Chip().look(.filled)
                Chip(selected: .constant(true))
            }
        }
        """
        XCTAssertEqual(evaluate(source).first?.diagnostics.map(\.description), [])
        let texts = try layoutPreview(source).nodes.filter { $0.kind == "text" }
        XCTAssertEqual(texts.map { $0.text?.lines.first?.text }, ["off", "on"])
        XCTAssertEqual(texts.map(\.frame.x), [4, 0])
    }
}

/// A `@_disfavoredOverload` copy of a SwiftUI modifier (a back-deployed `onChange(of:initial:_:)`
/// whose modifier calls `onChange` inside) is not what a call that SwiftUI's modifier fits means.
final class SwiftDisfavoredOverloadTests: XCTestCase {
    func testSwiftUIsModifierWinsOverADisfavoredCopy() throws {
        let source = """
        import SwiftUI
        struct ChangeWatcher<V: Equatable>: ViewModifier {
            let value: V
            let initial: Bool
            let callback: () -> Void
            @State private var last: V?
            func body(content: Content) -> some View { content.onChange(of: value) { last = $0 } }
        }
        extension View {
            @_disfavoredOverload
            func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
                modifier(ChangeWatcher(value: value, initial: initial, callback: action))
            }
        }
        #Preview { Color.red.frame(width: 10, height: 10).onChange(of: 3, initial: true) {} }
        """
        let e = evaluate(source)
        XCTAssertEqual(e.first?.diagnostics.map(\.description), [])
        XCTAssertNotNil(e.first?.component)
    }
}

/// A `private` type is its file's own: two files' `private enum Constants` are two types, and a
/// file's `private class Image` (a test helper) hides SwiftUI's `Image` in that file only.
final class SwiftFilePrivateTypeTests: XCTestCase {
    func testEachFileSeesItsOwnPrivateTypes() throws {
        let project = SwiftProject.parse([
            ("A.swift", """
            import SwiftUI
            private enum Constants { static let side: CGFloat = 10 }
            private class Image { var name = "test double"; init() {} }
            struct Small: View {
                var body: some View { Text(Image().name).frame(width: Constants.side * 10, height: Constants.side) }
            }
            """),
            ("B.swift", """
            import SwiftUI
            private enum Constants { static let side: CGFloat = 30 }
            extension Constants { static let thin: CGFloat = 5 }
            struct Wide: View {
                var body: some View { Image(systemName: "star").frame(width: Constants.side, height: Constants.thin) }
            }
            #Preview { VStack(spacing: 0) { Small(); Wide() } }
            """),
        ])
        let e = try XCTUnwrap(project.previews.first.map { project.evaluate($0, context: EvaluationContext()) })
        XCTAssertEqual(e.diagnostics.map(\.description), [])
        let t = try sharedLayout.layout(XCTUnwrap(e.component))
        XCTAssertEqual(t.nodes.first?.frame.height, 15)
        XCTAssertEqual(t.nodes.filter { $0.kind == "text" }.map { $0.text?.lines.first?.text }, ["test double"])
        XCTAssertTrue(t.nodes.contains { if case .icon = $0.view.kind { return true }; return false })
    }
}

/// `.cornerRadius(.Radius.main)` with `extension CGFloat { enum Radius { static let main … } }`:
/// a capitalised implicit member names the nested type; `edgesIgnoringSafeArea` is the older
/// spelling of `ignoresSafeArea` (previews have no safe area to ignore).
final class SwiftNestedTokenEnumTests: XCTestCase {
    func testTokenEnumsNestedInANumberExtension() throws {
        let source = """
        import SwiftUI
        public extension CGFloat {
            enum Radius { public static let main: CGFloat = 26 }
            enum Margins { public static let medium: CGFloat = 12 }
        }
        #Preview {
            Color.red.frame(width: 40, height: 40).cornerRadius(.Radius.main).padding(.Margins.medium).edgesIgnoringSafeArea(.all)
        }
        """
        XCTAssertEqual(evaluate(source).first?.diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        XCTAssertEqual(t.nodes.first?.outerFrame?.width, 64)
    }
}

/// `transformEnvironment(\.key) { value in … }` changes, where the view stands, the value its
/// content reads (the closure's parameter is `inout`); the environment flows inward, so of two
/// modifiers on one view the inner one has the last word.
final class SwiftTransformEnvironmentTests: XCTestCase {
    func testTheTransformChangesWhatTheContentReads() throws {
        let source = """
        import SwiftUI
        struct GapKey: EnvironmentKey { static let defaultValue = 10.0 }
        extension EnvironmentValues { var gap: Double { get { self[GapKey.self] } set { self[GapKey.self] = newValue } } }
        struct Gap: View {
            @Environment(\\.gap) var gap
            var body: some View { Color.red.frame(width: gap, height: 4) }
        }
        #Preview {
            VStack(spacing: 0) {
                Gap()
                Gap().transformEnvironment(\\.gap) { value in value *= 3 }
                Gap().transformEnvironment(\\.gap) { $0 += 1 }.environment(\\.gap, 5)
                Gap().environment(\\.gap, 5).transformEnvironment(\\.gap) { $0 += 1 }
            }
        }
        """
        XCTAssertEqual(evaluate(source).first?.diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        XCTAssertEqual(t.nodes.filter { $0.path.hasSuffix("/Color") }.map(\.frame.width), [10, 30, 6, 5])
    }
}

/// A type declared in two modules (a UIKit target's `BrandFont` and a SwiftUI target's) is two
/// types: each module's files see their own, another module's file the one it imports.
final class SwiftModuleScopedTypeTests: XCTestCase {
    func testEachModuleSeesItsOwnTypeOfAClashingName() throws {
        let project = SwiftProject.parse([
            ("BrandKit/Foundation/BrandFont.swift", "import UIKit\npublic enum BrandFont { public static let side: CGFloat = 10 }\n"),
            ("BrandKitSwiftUI/Foundation/BrandFont.swift", "import SwiftUI\npublic enum BrandFont { public static let side: CGFloat = 30 }\n"),
            ("BrandKitSwiftUI/Atoms/Badge.swift", """
            import SwiftUI
            public struct Badge: View {
                public var body: some View { Color.red.frame(width: BrandFont.side, height: 4) }
            }
            #Preview { Badge() }
            """),
            ("Storybook/UIKitBadge.swift", """
            import SwiftUI
            import BrandKit
            #Preview { Color.blue.frame(width: BrandFont.side, height: 4) }
            """),
        ])
        let widths = try project.previews.map { p -> Double? in
            let e = project.evaluate(p, context: EvaluationContext())
            XCTAssertEqual(e.diagnostics.map(\.description), [])
            return try sharedLayout.layout(XCTUnwrap(e.component)).nodes.first?.frame.width
        }
        XCTAssertEqual(widths, [30, 10])
    }
}

/// `headline(_ bold: Bool = true)` beside `headline(_ weight: Font.Weight)`: `.headline(.semibold)`
/// calls the second (an implicit member is no Bool); and an `Angle`'s `degrees`/`radians`.
final class SwiftBoolOverloadAndAngleTests: XCTestCase {
    func testAnImplicitMemberIsNoBoolAndAnglesConvert() throws {
        let source = """
        import SwiftUI
        extension View {
            func headline(_ bold: Bool = true) -> some View { font(.system(size: 17, weight: bold ? .bold : .regular)) }
            func headline(_ weight: Font.Weight) -> some View { font(.system(size: 17, weight: weight)) }
        }
        #Preview {
            VStack {
                Text("a").headline(.semibold)
                Text("b").headline(false)
                Text("\\(Angle.degrees(180).radians, specifier: "%.4f") \\(Angle.radians(.pi / 2).degrees)")
            }
        }
        """
        XCTAssertEqual(evaluate(source).first?.diagnostics.map(\.description), [])
        let texts = try layoutPreview(source).nodes.filter { $0.kind == "text" }
        XCTAssertEqual(texts.map { $0.font?.weight }, [.semibold, .regular, .regular])
        XCTAssertEqual(texts.last?.text?.lines.first?.text, "3.1416 90.0")
    }
}

/// `overlayPreferenceValue(Key.self) { value in … }` draws its closure's view for the key's
/// default value reduced with what the views inside set, anchored values included.
final class SwiftPreferenceReaderTests: XCTestCase {
    func testAPreferenceReaderDrawsForTheKeysDefaultValue() throws {
        let unset = """
        import SwiftUI
        struct BadgeKey: PreferenceKey {
            static var defaultValue: Int = 3
            static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
        }
        #Preview {
            Color.red.frame(width: 40, height: 20)
                .overlayPreferenceValue(BadgeKey.self, alignment: .topLeading) { count in
                    Color.blue.frame(width: CGFloat(count), height: 4)
                }
        }
        """
        XCTAssertEqual(evaluate(unset).first?.diagnostics.map(\.description), [])
        let blue = try layoutPreview(unset).nodes.filter { $0.path.hasSuffix("Color") }.map(\.frame)
        XCTAssertTrue(blue.contains(Rect(x: 0, y: 0, width: 3, height: 4)), "\(blue)")
        let set = unset.replacingOccurrences(of: "Color.red.frame(width: 40, height: 20)",
                                             with: "Color.red.frame(width: 40, height: 20).preference(key: BadgeKey.self, value: 9)")
        XCTAssertEqual(evaluate(set).first?.diagnostics.map(\.description), [])
        let reduced = try layoutPreview(set).nodes.filter { $0.path.hasSuffix("Color") }.map(\.frame)
        XCTAssertTrue(reduced.contains(Rect(x: 0, y: 0, width: 12, height: 4)), "\(reduced)")
        let anchored = unset.replacingOccurrences(of: "Color.red.frame(width: 40, height: 20)",
                                                  with: "Color.red.frame(width: 40, height: 20).anchorPreference(key: BadgeKey.self, value: .bounds) { _ in 1 }")
        // An anchor's value is made by its closure (the anchor itself is opaque): exact.
        XCTAssertEqual(evaluate(anchored).first?.diagnostics.map(\.description), [])
        let anchoredFrames = try layoutPreview(anchored).nodes.filter { $0.path.hasSuffix("Color") }.map(\.frame)
        XCTAssertTrue(anchoredFrames.contains(Rect(x: 0, y: 0, width: 4, height: 4)), "\(anchoredFrames)")
    }
}

/// `body(for: content)` called inside `var body`: the call means the method, not the property.
final class SwiftMethodBesidePropertyCallTests: XCTestCase {
    func testAnImplicitSelfCallMeansTheMethodItsArgumentsFit() throws {
        let source = """
        import SwiftUI
        struct Thumb: View {
            private enum Content { case text(String), empty }
            private let content: Content
            init(text: String) { content = .text(text) }
            var body: some View { body(for: content).padding(2) }
            @ViewBuilder private func body(for content: Content) -> some View {
                switch content {
                case let .text(s): Text(s)
                case .empty: EmptyView()
                }
            }
        }
        #Preview { Thumb(text: "photo") }
        """
        XCTAssertEqual(evaluate(source).first?.diagnostics.map(\.description), [])
        XCTAssertEqual(try previewTexts(source), ["photo"])
    }
}

extension SwiftModuleScopedTypeTests {
    /// A model named like a SwiftUI view (`Models.List`) is its module's own: other modules'
    /// views build SwiftUI's `List`, and `Models.List` names the model.
    func testAModelNamedLikeASwiftUIViewStaysInItsModule() throws {
        let project = SwiftProject.parse([
            ("Packages/Models/Sources/Models/List.swift", "public struct List { public let title: String }\n"),
            ("Packages/Feed/Sources/Feed/Lists.swift", """
            import SwiftUI
            import Models
            struct Lists: View {
                let lists: [Models.List] = [Models.List(title: "Friends")]
                var body: some View { List { ForEach(lists, id: \\.title) { Text($0.title) } }.listStyle(.plain) }
            }
            #Preview { Lists() }
            """),
        ])
        let e = try XCTUnwrap(project.previews.first.map { project.evaluate($0, context: EvaluationContext()) })
        XCTAssertEqual(e.diagnostics.map(\.description), [])
        let t = try sharedLayout.layout(XCTUnwrap(e.component))
        XCTAssertEqual(t.nodes.filter { $0.kind == "text" }.map { $0.text?.lines.first?.text }, ["Friends"])
    }
}

extension SwiftMethodBesidePropertyCallTests {
    /// A stored closure `label` called `label()` is the closure, whatever `View` extensions declare.
    func testAClosurePropertyIsNotHiddenByAProtocolExtensionMethod() throws {
        let source = """
        import SwiftUI
        extension View { func label(_ title: String = "x") -> some View { self.overlay(Text(title)) } }
        struct Stepperish<Label: View>: View {
            let label: () -> Label
            var body: some View { VStack { label() } }
        }
        #Preview { Stepperish { Text("Test") } }
        """
        XCTAssertEqual(evaluate(source).first?.diagnostics.map(\.description), [])
        XCTAssertEqual(try previewTexts(source), ["Test"])
    }
}

extension SwiftModuleScopedTypeTests {
    /// `SwiftUI.TextField(…)` is SwiftUI's even where a package re-exports its own control as
    /// `typealias TextField = Controls.TextField` (whose body builds `SwiftUI.TextField`).
    func testAPlatformQualifiedNameIgnoresTheSourcesAliases() throws {
        let project = SwiftProject.parse([
            ("Sources/Controls/TextField.swift", """
            import SwiftUI
            public struct TextField<Leading: View>: View {
                @Binding var text: String
                let leading: Leading
                public var body: some View { HStack { leading; SwiftUI.TextField("", text: $text) } }
            }
            """),
            ("Sources/Kit/Kit.swift", "import Controls\npublic typealias TextField = Controls.TextField\n"),
            ("Sources/Examples/Stepper.swift", """
            import SwiftUI
            import Kit
            #Preview { SwiftUI.TextField("Amount", value: .constant(3), format: .number) }
            """),
        ])
        let e = try XCTUnwrap(project.previews.first.map { project.evaluate($0, context: EvaluationContext()) })
        XCTAssertEqual(e.diagnostics.filter { $0.severity == .error }.map(\.description), [])
        XCTAssertNotNil(e.component)
    }
}
