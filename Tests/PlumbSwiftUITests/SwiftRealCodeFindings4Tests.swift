import Foundation
import PlumbLayout
import PlumbModel
import PlumbRender
@testable import PlumbSwiftUI
import XCTest

/// Constructs found on public SwiftUI repositories (fourth round), each in our own words.
final class SwiftRealCodeFindings4Tests: XCTestCase {
    typealias F = AssetCatalogFixture

    /// `Self` inside an extension of a library type names that type: `Self.weight(for:)` in
    /// `extension Font` is the extension's static method, called from an instance method.
    func testSelfInAnExtensionOfALibraryTypeIsThatType() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        enum Emphasis { case strong, quiet }
        extension Font {
            static func weight(for e: Emphasis) -> Font.Weight { e == .strong ? .bold : .light }
            func emphasised(_ e: Emphasis) -> Font { weight(Self.weight(for: e)) }
            var label: String { "\\(Self.self)" }
        }
        #Preview {
            VStack {
                Text("A").font(.body.emphasised(.strong))
                Text(Font.body.label)
            }
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["A", "Font"])
    }

    /// `OptionSet`: statics built from bits, array literals where the type is expected, `init()`
    /// and `init(_:)`, set algebra and the mutating methods.
    func testOptionSetsOfTheSourcesTypes() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        struct Sides: OptionSet {
            let rawValue: UInt
            init(rawValue: UInt) { self.rawValue = rawValue }
            static let top = Sides(rawValue: 1 << 0)
            static let bottom = Sides(rawValue: 1 << 1)
            static let leading = Sides(rawValue: 1 << 2)
            static let none = Sides([])
            static let vertical: Sides = [.top, .bottom]
        }
        func describe(_ s: Sides) -> String {
            [s.contains(.top) ? "t" : "", s.contains(.bottom) ? "b" : "", s.contains(.leading) ? "l" : ""].joined()
        }
        func grown() -> Sides {
            var s = Sides()
            s.insert(.leading)
            s.formUnion([.top])
            let (inserted, _) = s.insert(.top)
            return inserted ? [] : s
        }
        #Preview {
            VStack {
                Text(describe(.vertical))
                Text(describe([.leading, .bottom]))
                Text(describe(Sides.vertical.union(.leading).subtracting(.top)))
                Text(describe(Sides.vertical.intersection([.bottom, .leading])))
                Text(Sides.none.isEmpty ? "empty" : "full")
                Text(Sides.vertical.isSuperset(of: .top) && Sides.top.isSubset(of: .vertical) ? "nested" : "apart")
                Text(Sides.vertical.isDisjoint(with: .leading) ? "disjoint" : "overlap")
                Text("\\(grown().rawValue)")
                Text(Sides.vertical == [.bottom, .top] ? "equal" : "different")
            }
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["tb", "bl", "bl", "b", "empty", "nested", "disjoint", "5", "equal"])
    }



    /// `ContainerRelativeShape` is the shape `.containerShape(_:)` sets where it is drawn (as a
    /// view, in `clipShape`, passed to a view of the sources as `some Shape`), a rectangle when
    /// none is set.
    func testContainerRelativeShapeTakesTheContainerShape() throws {
        let p = try renderSourcePreview("""
        import SwiftUI
        struct Sunken<S: Shape>: View {
            let shape: S
            var body: some View { shape.fill(Color(red: 0, green: 0, blue: 1)) }
        }
        #Preview {
            VStack(spacing: 0) {
                ContainerRelativeShape().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 100, height: 60)
                    .containerShape(RoundedRectangle(cornerRadius: 20))
                Color(red: 0, green: 1, blue: 0).frame(width: 100, height: 60).clipShape(ContainerRelativeShape()).containerShape(Capsule())
                Sunken(shape: ContainerRelativeShape()).frame(width: 100, height: 60).containerShape(RoundedRectangle(cornerRadius: 12))
                ContainerRelativeShape().fill(Color(red: 0, green: 0, blue: 0)).frame(width: 100, height: 20)
            }
        }
        """)
        XCTAssertEqual(p.rgb(2, 2), [255, 255, 255])     // outside the 20 pt corner
        XCTAssertEqual(p.rgb(10, 30), [255, 0, 0])
        XCTAssertEqual(p.rgb(4, 64), [255, 255, 255])    // outside the capsule's 30 pt end
        XCTAssertEqual(p.rgb(50, 62), [0, 255, 0])
        XCTAssertEqual(p.rgb(1, 121), [255, 255, 255])   // outside the 12 pt corner
        XCTAssertEqual(p.rgb(6, 126), [0, 0, 255])
        XCTAssertEqual(p.rgb(0, 180), [0, 0, 0])         // no container shape: a rectangle
    }

    /// `CGAffineTransform(a, b, c, d, tx, ty)` with its components unlabelled, as an extension
    /// initializer of the sources calls it (`init(shearX:shearY:)`), reaches `transformEffect`.
    func testUnlabelledAffineTransformComponents() throws {
        let source = """
        import SwiftUI
        extension CGAffineTransform {
            init(shearX: Double, shearY: Double) { self.init(1, tan(shearX), tan(shearY), 1, 0, 0) }
        }
        #Preview {
            Color(red: 1, green: 0, blue: 0).frame(width: 50, height: 50).transformEffect(.init(shearX: .pi / 4, shearY: 0)).padding(60)
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let p = try renderSourcePreview(source)
        // (x, y) ↦ (x, x + y): the column 40 pt in runs from y 40 to 90, not 0 to 50.
        XCTAssertEqual(p.rgb(100, 65), [255, 255, 255])
        XCTAssertEqual(p.rgb(100, 145), [255, 0, 0])
    }

    /// Preferences flow up: a reader (`overlayPreferenceValue`, `backgroundPreferenceValue`)
    /// gets the key's `defaultValue` reduced, in view order, with what the views inside set,
    /// by the key's own `reduce(value:nextValue:)`; with nothing set, the default value.
    func testPreferenceReadersSeeWhatViewsInsideSet() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        struct TagsKey: PreferenceKey {
            static var defaultValue: [String] = []
            static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
        }
        struct WidestKey: PreferenceKey {
            static let defaultValue = 0
            static func reduce(value: inout Int, nextValue: () -> Int) { value = max(value, nextValue()) }
        }
        struct UnsetKey: PreferenceKey {
            static let defaultValue = "none"
            static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
        }
        #Preview {
            VStack {
                Text("A").preference(key: TagsKey.self, value: ["a"])
                Text("B").preference(key: TagsKey.self, value: ["b", "c"]).preference(key: WidestKey.self, value: 7)
                Text("C").preference(key: WidestKey.self, value: 3)
            }
            .overlayPreferenceValue(TagsKey.self) { tags in Text(tags.joined(separator: "+")) }
            .backgroundPreferenceValue(WidestKey.self) { n in Text("max \\(n)") }
            .overlayPreferenceValue(UnsetKey.self) { v in Text(v) }
            .frame(width: 200)
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["A", "B", "C", "a+b+c", "max 7", "none"])
    }

    /// `.foregroundStyle(.white.shadow(.drop(color:radius:x:y:)))`: a shape style with a drop
    /// shadow draws what it colours with that shadow; an inner shadow is not drawn and says so.
    func testShapeStyleWithADropShadow() throws {
        let source = """
        import SwiftUI
        #Preview {
            HStack { Text("Hi") }
                .foregroundStyle(.white.shadow(.drop(color: .black.opacity(0.5), radius: 2, y: 3)))
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let stack = try layoutPreview(source).nodes[0].view
        XCTAssertEqual(stack.modifiers.map { "\($0)" }, ["\(Modifier.foregroundColor(.solid(RGBA(r: 1, g: 1, b: 1, a: 1))))",
                                                        "\(Modifier.shadow(color: RGBA(r: 0, g: 0, b: 0, a: 0.5), radius: 2, x: 0, y: 3))"])
        XCTAssertEqual(evaluate(source.replacingOccurrences(of: ".drop(color: .black.opacity(0.5), radius: 2, y: 3)", with: ".inner(radius: 2)"))[0]
            .diagnostics.map(\.description), ["Card.swift:4:33: warning: an inner shadow is not drawn: the shadow is ignored"])
    }

    /// Small platform values met together: a glass's `interactive()`/`tint(_:)` is still the
    /// glass; `ButtonBorderShape.roundedRectangle(radius:)` written through its type; a symbol
    /// effect at rest draws the symbol; `safeAreaPadding` insets like padding; a
    /// `ContentSizeCategory` name where a `DynamicTypeSize` is expected is the size of its rank.
    func testGlassBorderShapeSymbolEffectSafeAreaPaddingAndSizeCategoryNames() throws {
        let source = """
        import SwiftUI
        #Preview {
            VStack(spacing: 0) {
                Text("A").glassEffect(.clear.interactive(), in: .circle).glassEffect(.regular.tint(.blue))
                Button("B") {}.buttonStyle(.bordered).buttonBorderShape(ButtonBorderShape.roundedRectangle(radius: 8.0))
                Image(systemName: "star").symbolEffect(.pulse)
                Color.red.frame(width: 10, height: 10).safeAreaPadding(.top, 20)
                Text("E").font(.body).dynamicTypeSize(.accessibilityExtraExtraExtraLarge)
            }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        let red = try XCTUnwrap(t.nodes.first { $0.path.hasSuffix("/3/Color") })
        let above = try XCTUnwrap(t.nodes.first { $0.path.hasSuffix("/2/Image") })
        // 20 pt of padding above the 10 pt square.
        XCTAssertEqual(red.frame.y - (above.frame.y + above.frame.height), 20, accuracy: 1e-9)
        // `.accessibilityExtraExtraExtraLarge` is `.accessibility5`: the body style at 53 pt.
        XCTAssertEqual(t.nodes.filter { $0.kind == "text" }.last?.font?.size, 53)
    }

    /// `GridItem(.adaptive(minimum:))` fits its columns to the width the grid is laid out at:
    /// ⌊(width + spacing) / (minimum + spacing)⌋ columns sharing the width.
    func testAdaptiveGridColumnsFitTheWidthOffered() throws {
        func frames(width: Int, minimum: String = "80") throws -> [Rect] {
            let t = try layoutPreview("""
            import SwiftUI
            #Preview {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: \(minimum)), spacing: 10)], spacing: 10) {
                    ForEach(0..<5) { _ in Color.blue.frame(height: 40) }
                }
                .frame(width: \(width))
            }
            """)
            return t.nodes.filter { $0.path.hasSuffix("Color") }.map(\.frame)
        }
        let wide = try frames(width: 300)   // 3 columns of (300 − 20) / 3
        XCTAssertEqual(wide.count, 5)
        XCTAssertEqual(wide[0].width, 280.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(wide[4].x, 280.0 / 3 + 10, accuracy: 1e-9)
        XCTAssertEqual(wide[4].y, 50)
        let narrow = try frames(width: 200) // 2 columns of 95
        XCTAssertEqual(narrow.map(\.width), Array(repeating: 95, count: 5))
        XCTAssertEqual(narrow.map(\.y), [0, 0, 50, 50, 100])
        // A nonsensical minimum is bounded (at most 64 columns), never a crash.
        XCTAssertEqual(try frames(width: 300, minimum: "-8").count, 5)
    }

    /// `Color.brand` where the sources declare `extension ShapeStyle where Self == Color { static
    /// var brand }`: a static of the protocol's extension, reached through the conforming type.
    func testProtocolExtensionStaticsThroughALibraryType() throws {
        let source = """
        import SwiftUI
        public extension ShapeStyle where Self == Color {
            static var brandWarning: Color { Color(red: 1, green: 0, blue: 0) }
        }
        #Preview {
            Color.brandWarning.frame(width: 10, height: 10)
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        XCTAssertEqual(try renderSourcePreview(source).rgb(5, 5), [255, 0, 0])
    }

    /// A generic result builder written with its arguments (`@ListBuilder<Item>`) is that
    /// builder: the closure builds an array through its `buildBlock`/`buildExpression`.
    func testAGenericResultBuilderAttribute() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        @resultBuilder
        struct ListBuilder<Element> {
            static func buildExpression(_ element: Element) -> [Element] { [element] }
            static func buildBlock(_ components: [Element]...) -> [Element] { Array(components.joined()) }
        }
        struct Row<Item: View>: View {
            private let items: [Item]
            init(@ListBuilder<Item> content: () -> [Item]) { items = content() }
            var body: some View {
                HStack { ForEach(0..<items.count, id: \\.self) { i in items[i] }; Text("\\(items.count)") }
            }
        }
        #Preview { Row { Text("A"); Text("B") } }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["A", "B", "2"])
    }

    /// `.init(…)` where a generic type of the sources is expected (`Binding<Clamped<V>>`) makes
    /// that type, whatever its arguments.
    func testImplicitInitOfAGenericTypeOfTheSources() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        struct Clamped<Value: BinaryFloatingPoint> {
            var value: Value
            var bounds: ClosedRange<Value>
            init(_ value: Value = 0, in bounds: ClosedRange<Value> = 0...1) { self.value = value; self.bounds = bounds }
            var percent: Value { (value - bounds.lowerBound) / (bounds.upperBound - bounds.lowerBound) }
        }
        struct Bar<V: BinaryFloatingPoint>: View {
            @Binding var x: Clamped<V>
            init(x: Binding<Clamped<V>>) { self._x = x }
            var body: some View { Text("\\(Int(x.percent * 100))") }
        }
        #Preview { Bar(x: .init(5.0, in: 0...10)) }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["50"])
    }

    /// Extensions of `ClosedRange` and `Range` apply to range values, and inside them
    /// `lowerBound`/`upperBound` are `self`'s.
    func testExtensionsOfRanges() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        extension ClosedRange where Bound: BinaryFloatingPoint {
            func fraction(from value: Bound) -> Bound { (value - lowerBound) / (upperBound - lowerBound) }
        }
        extension Range where Bound == Int {
            var middle: Int { (lowerBound + upperBound) / 2 }
        }
        #Preview {
            VStack {
                Text("\\((0.0...10.0).fraction(from: 2.5))")
                Text("\\((0..<10).middle)")
            }
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["0.25", "5"])
    }

    /// `$isOn.animation(.spring)`: a binding that animates its changes is, in a still image, the
    /// same binding.
    func testABindingsAnimationIsTheBinding() throws {
        let source = """
        import SwiftUI
        struct Switch: View {
            @Binding var isOn: Bool
            var body: some View { Toggle("T", isOn: $isOn.animation(.spring)) }
        }
        #Preview { Switch(isOn: .constant(true)) }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        // On: the green track at the trailing end of the row.
        let p = try renderSourcePreview(source)
        let track = try XCTUnwrap(try layoutPreview(source).nodes.first { $0.path.hasSuffix("Switch/0/Capsule") })
        XCTAssertEqual(p.rgb(Int(track.frame.x) + 5, Int(track.frame.y) + 15), [0x65, 0xC4, 0x66])
    }

    /// An implicit member called with arguments means the static method of that name, even
    /// beside a static property of the same name (`.fitting` and `.fitting(title:)`), for a
    /// style as for any type the sources declare.
    func testACallMeansTheStaticMethodBesideAStaticPropertyOfItsName() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        struct FitStyle: LabelStyle {
            var preferTitle = false
            func makeBody(configuration: Configuration) -> some View {
                if preferTitle { configuration.title } else { configuration.icon }
            }
        }
        extension LabelStyle where Self == FitStyle {
            static var fitting: FitStyle { FitStyle() }
            static func fitting(title: Bool) -> FitStyle { FitStyle(preferTitle: title) }
        }
        struct Badge {
            var kind: String
            static var plain: Badge { Badge(kind: "plain") }
            static func plain(_ k: String) -> Badge { Badge(kind: k) }
        }
        func show(_ b: Badge) -> String { b.kind }
        #Preview {
            VStack {
                Label("Title", systemImage: "star").labelStyle(.fitting(title: true))
                Text(show(.plain("custom")))
                Text(show(.plain))
            }
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["Title", "custom", "plain"])
    }

    /// `Text`'s own modifiers return a `Text`: an `extension Text` method applies after
    /// `.font(…)`/`.bold()`, as Swift's types say.
    func testTextExtensionsApplyAfterTextModifiers() throws {
        let source = """
        import SwiftUI
        struct Primary: ViewModifier { func body(content: Content) -> some View { content.foregroundColor(Color(red: 1, green: 0, blue: 0)) } }
        extension Text {
            func textStyle<S: ViewModifier>(_ style: S) -> some View { ModifiedContent(content: self, modifier: style) }
        }
        #Preview { Text("Hi").font(.subheadline).bold().textStyle(Primary()) }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let text = try XCTUnwrap(try layoutPreview(source).nodes.first { $0.kind == "text" })
        XCTAssertEqual(text.font?.weight, .bold)
        XCTAssertEqual(text.font?.size, 15)
    }

    /// `.listSectionSpacing(_:)` sets the space between an inset-grouped list's sections
    /// (`.default` keeps 35 pt); edit actions (`onDelete`, `onMove`) draw nothing.
    func testListSectionSpacingAndEditActions() throws {
        func secondY(_ spacing: String) throws -> Double {
            let source = """
            import SwiftUI
            #Preview {
                List {
                    Section { Text("A") }
                    Section { ForEach(["B"], id: \\.self) { Text($0) }.onDelete { _ in }.onMove { _, _ in } }
                }
                \(spacing)
            }
            """
            XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
            let t = try layoutPreview(source)
            let a = try XCTUnwrap(t.nodes.first { if case .text("A") = $0.view.kind { return true }; return false })
            let b = try XCTUnwrap(t.nodes.first { if case .text("B") = $0.view.kind { return true }; return false })
            return b.frame.y - a.frame.y
        }
        let standard = try secondY("")
        XCTAssertEqual(try secondY(".listSectionSpacing(.default)"), standard)
        XCTAssertEqual(try secondY(".listSectionSpacing(10)"), standard - 25, accuracy: 1e-9)
    }

    /// A trailing closure never binds to a number, string or Boolean parameter: `UIColor {
    /// traits in … }` is UIKit's dynamic provider even beside the sources' `init(rgbaValue:
    /// UInt32)`, resolved for the preview's appearance.
    func testATrailingClosureIsNoNumberArgument() throws {
        let source = """
        import SwiftUI
        import UIKit
        extension UIColor {
            convenience init(rgbaValue: UInt32) { self.init(red: 1, green: 0, blue: 0, alpha: 1) }
        }
        #Preview {
            Color(UIColor { trait in trait.userInterfaceStyle == .dark ? .black : .systemBlue }).frame(width: 10, height: 10)
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        XCTAssertEqual(try renderSourcePreview(source).rgb(5, 5), [0x00, 0x7A, 0xFF])
        XCTAssertEqual(try renderSourcePreview(source, appearance: .dark).rgb(5, 5), [0, 0, 0])
    }

    /// UIKit's fixed colours are Apple's documented sRGB primaries (`UIColor.blue` is 0, 0, 1;
    /// `.orange` 1, 0.5, 0), not SwiftUI's adaptive colours of the same names.
    func testUIKitFixedColoursAreNotSwiftUIs() throws {
        let source = """
        import SwiftUI
        import UIKit
        #Preview {
            HStack(spacing: 0) {
                Color(UIColor.blue).frame(width: 10, height: 10)
                Color(uiColor: .orange).frame(width: 10, height: 10)
                Color(UIColor { _ in .green }).frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
                Color(UIColor.systemBlue).frame(width: 10, height: 10)
            }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let p = try renderSourcePreview(source)
        XCTAssertEqual([p.rgb(5, 5), p.rgb(15, 5), p.rgb(25, 5), p.rgb(35, 5), p.rgb(45, 5)],
                       [[0, 0, 255], [255, 128, 0], [0, 255, 0], [0x00, 0x7A, 0xFF], [0x00, 0x7A, 0xFF]])
    }

    /// A type declared in two modules is the one a file imports, imports inside an active `#if`
    /// (`#if arch(x86_64) || arch(arm64)`) included.
    func testImportsInsideAnActiveIfPickTheModule() throws {
        let project = SwiftProject.parse([
            ("KitUIKit/Button.swift", "import UIKit\npublic class KitButton: UIButton {}\n"),
            ("KitSwiftUI/Button.swift", """
            import SwiftUI
            public struct KitButton: View {
                public init() {}
                public var body: some View { Color.red.frame(width: 12, height: 4) }
            }
            """),
            ("Showcase/ButtonsView.swift", """
            #if arch(x86_64) || arch(arm64)
            import SwiftUI
            import KitSwiftUI
            #Preview { KitButton() }
            #endif
            """),
        ])
        let e = project.evaluate(try XCTUnwrap(project.previews.first), context: EvaluationContext())
        XCTAssertEqual(e.diagnostics.map(\.description), [])
        XCTAssertEqual(try sharedLayout.layout(XCTUnwrap(e.component)).nodes.first?.frame.width, 12)
    }

    /// `self.$isOn`: the projection of a wrapped property read through `self`, as `$isOn` is.
    func testProjectionsThroughSelf() throws {
        let source = """
        import SwiftUI
        struct Row: View {
            @Binding var isOn: Bool
            var body: some View { Toggle("t", isOn: self.$isOn) }
        }
        struct Host: View {
            @State private var on = true
            var body: some View { Row(isOn: self.$on) }
        }
        #Preview { Host() }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        let track = try XCTUnwrap(t.nodes.first { $0.path.hasSuffix("Switch/0/Capsule") })
        XCTAssertEqual(try renderSourcePreview(source).rgb(Int(track.frame.x) + 5, Int(track.frame.y) + 15), [0x65, 0xC4, 0x66])
    }

    /// `.small` passed to a parameter of the sources' enum that has a case `small` is that case,
    /// even where `extension CGFloat { static let small }` exists; and an enum's own computed
    /// `rawValue` is what `rawValue` reads.
    func testAnImplicitMemberIsTheParameterTypesCaseBesideANumberStatic() throws {
        let source = """
        import SwiftUI
        extension CGFloat { static let small: CGFloat = 4 }
        enum IconSizes { case small, large
            var rawValue: CGFloat { switch self { case .small: 16; case .large: 32 } }
        }
        extension Image {
            func icon(size: IconSizes) -> some View { resizable().frame(width: size.rawValue, height: size.rawValue) }
        }
        #Preview {
            VStack(spacing: 0) { Image(systemName: "star").icon(size: .small); Color.red.frame(width: .small, height: .small) }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        XCTAssertEqual(t.nodes.first { $0.path.hasSuffix("Image") }?.frame.width, 16)
        XCTAssertEqual(t.nodes.first { $0.path.hasSuffix("Color") }?.frame.size, Size(width: 4, height: 4))
    }

    /// `.medium` given to a `Font.Weight` parameter of the sources' function is the weight,
    /// beside `extension CGFloat { static let medium }`.
    func testALibraryEnumParameterTakesTheImplicitMemberAsWritten() throws {
        let source = """
        import SwiftUI
        extension CGFloat { static let medium: CGFloat = 24 }
        extension View {
            func headline(_ bold: Bool = true) -> some View { font(.headline.weight(bold ? .bold : .regular)) }
            func headline(_ weight: Font.Weight) -> some View { font(.headline.weight(weight)) }
        }
        #Preview { Text("Hi").headline(.medium) }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        XCTAssertEqual(try layoutPreview(source).nodes.first { $0.kind == "text" }?.font?.weight, .medium)
    }

    /// A trailing closure binds to a labelled parameter of function type even when it has a
    /// default (`init(dismissAction: (() -> Void)? = nil)` called `Close { … }`).
    func testATrailingClosureBindsToADefaultedFunctionParameter() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        struct Close: View {
            let action: (() -> Void)?
            init(dismissAction: (() -> Void)? = nil) { self.action = dismissAction }
            var body: some View { Text(action == nil ? "none" : "set") }
        }
        #Preview { VStack { Close { print("x") }; Close() } }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["set", "none"])
    }

    /// `Button(role: .close) { action }` (iOS 26): the closure is the action, the role gives
    /// the label; a role with a `label:` keeps that label.
    func testARoleButtonWithoutALabel() throws {
        let source = """
        import SwiftUI
        #Preview {
            HStack {
                Button(role: .close) { print("closed") }
                Button(role: .destructive) { print("deleted") } label: { Text("Delete") }
            }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        XCTAssertEqual(t.nodes.compactMap { n -> String? in if case .icon(let i) = n.view.kind { return i.name }; return nil }, ["xmark"])
        XCTAssertEqual(t.nodes.compactMap { n -> String? in if case .text(let s) = n.view.kind { return s }; return nil }, ["Delete"])
    }

    /// `.infinity` where a `CGFloat` is stored is the number (`value.isInfinite`), and
    /// `RoundedRectangle(cornerSize:style:)` rounds its corners that much.
    func testNumberStaticsWhereANumberIsStoredAndCornerSizes() throws {
        let source = """
        import SwiftUI
        struct R: View {
            let value: CGFloat
            var body: some View { Text(value.isInfinite ? "∞" : "\\(Int(value))pt") }
        }
        #Preview {
            VStack(spacing: 0) {
                R(value: .infinity)
                R(value: 12)
                RoundedRectangle(cornerSize: CGSize(width: 10, height: 10), style: .circular).fill(Color(red: 1, green: 0, blue: 0)).frame(width: 40, height: 20)
            }
        }
        """
        let (texts, warnings) = try textsAndWarnings(source)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["∞", "12pt"])
        let t = try layoutPreview(source)
        let shape = try XCTUnwrap(t.nodes.first { $0.path.hasSuffix("RoundedRectangle") })
        let p = try renderSourcePreview(source)
        XCTAssertEqual(p.rgb(Int(shape.frame.x) + 1, Int(shape.frame.y) + 1), [255, 255, 255])   // outside the 10 pt corner
        XCTAssertEqual(p.rgb(Int(shape.frame.x) + 20, Int(shape.frame.y) + 10), [255, 0, 0])
    }

    /// C's integer aliases (`CUnsignedInt` is `UInt32`, `CInt` is `Int32`) as types, raw types,
    /// conversions and statics.
    func testCIntegerAliases() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        enum Masks: CUnsignedInt { case red = 0xFF000000, green = 0x00FF0000 }
        func parse(_ x: UInt64) -> CUnsignedInt {
            var c: CUnsignedInt = 0
            c = CUnsignedInt(truncatingIfNeeded: x)
            return c & Masks.green.rawValue
        }
        #Preview { Text("\\(parse(0x12345678)) \\(CInt.max)") }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["\(0x00340000) \(Int32.max)"])
    }

    /// `NSLock` in a view model: `lock()`/`unlock()` guard nothing in a preview, `withLock`
    /// runs its closure.
    func testLocksInAViewModel() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        final class Counter {
            private let lock = NSLock()
            private var value = 3
            func read() -> Int {
                lock.lock()
                defer { lock.unlock() }
                return value
            }
            func doubled() -> Int { lock.withLock { value * 2 } }
        }
        #Preview { Text("\\(Counter().read()) \\(Counter().doubled())") }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["3 6"])
    }

    /// `super.x` read in an override is the superclass's property (the sources' superclass, or
    /// an unknown of a framework class), never the override again.
    func testSuperPropertyReadsAreNotTheOverride() throws {
        let r = evaluate("""
        import SwiftUI
        class Base { var size: CGFloat { 10 } }
        class Sub: Base { override var size: CGFloat { super.size * 2 } }
        class Tagged: NSObject { override var description: String { "tag:" + super.description } }
        #Preview { Text("\\(Int(Sub().size)) \\(Tagged().description)") }
        """)[0]
        XCTAssertEqual(r.diagnostics.map(\.description), [
            "Card.swift:4:76: warning: 'super.description' of a framework class: evaluated as its source text",
        ])
        let t = try sharedLayout.layout(XCTUnwrap(r.component))
        XCTAssertEqual(t.nodes.compactMap { n -> String? in if case .text(let s) = n.view.kind { return s }; return nil }, ["20 tag:super.description"])
    }

    /// `Binding(get:set:)` and `.init(get:set:)` where a binding is expected: the getter's value.
    func testBindingsMadeFromAGetter() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        struct Field: View {
            @Binding var hasError: Bool
            @Binding var count: String
            var body: some View { Text(hasError ? "error \\(count)" : "ok \\(count)") }
        }
        #Preview {
            @Previewable @State var text = "abc"
            VStack {
                Field(hasError: .init(get: { text.count > 2 }, set: { _ in }), count: .init(get: { "\\(text.count)/10" }, set: { _ in }))
                Field(hasError: Binding(get: { false }, set: { _ in }), count: .constant("x"))
            }
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["error 3/10", "ok x"])
    }

    /// Xcode's generated image symbols for a set in a namespace folder (`.Onboarding.rocket`),
    /// and `Image(decorative:bundle:)`.
    func testNamespacedImageSymbolsAndDecorativeImages() throws {
        let f = try F(self)
        try f.write("A.xcassets/Onboarding/Contents.json", #"{ "properties" : { "provides-namespace" : true } }"#)
        try f.imageSet("A.xcassets/Onboarding/rocket.imageset", filename: "r.svg",
                       svg: ##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#ff0000"/></svg>"##)
        try f.write("V.swift", """
        import SwiftUI
        #Preview {
            HStack(spacing: 0) { Image(.Onboarding.rocket); Image(decorative: "Onboarding/rocket", bundle: .main); Image("Onboarding/rocket") }
        }
        """)
        let (image, diagnostics) = try renderProjectPreview(root: f.root)
        XCTAssertEqual(diagnostics, [])
        // All three are the set, in its own red.
        XCTAssertEqual([image.rgb(5, 5), image.rgb(15, 5), image.rgb(25, 5)], [[255, 0, 0], [255, 0, 0], [255, 0, 0]])
    }

    /// A vector image set that renders as original (Xcode's default) keeps its own colour
    /// whatever the foreground style; `.renderingMode(.template)`, or a set marked template,
    /// takes the foreground style.
    func testVectorImageSetsKeepTheirColourUnlessTemplate() throws {
        let f = try F(self)
        let red = ##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#ff0000"/></svg>"##
        try f.imageSet("A.xcassets/dot.imageset", filename: "d.svg", svg: red)
        try f.imageSet("A.xcassets/mark.imageset", filename: "m.svg", svg: red, properties: #""template-rendering-intent" : "template""#)
        try f.write("V.swift", """
        import SwiftUI
        #Preview {
            HStack(spacing: 0) {
                Image("dot").foregroundColor(Color(red: 0, green: 0, blue: 1))
                Image("dot").renderingMode(.template).foregroundColor(Color(red: 0, green: 1, blue: 0))
                Image("mark").foregroundColor(Color(red: 0, green: 0, blue: 1))
            }
        }
        """)
        let (image, diagnostics) = try renderProjectPreview(root: f.root)
        XCTAssertEqual(diagnostics, [])
        let project = try SwiftProject.load(paths: [f.root])
        let tree = try sharedLayout.layout(XCTUnwrap(project.evaluate(XCTUnwrap(project.previews.first), context: EvaluationContext()).component))
        let centres = tree.nodes.filter { $0.path.hasSuffix("Image") }.map { (Int($0.frame.x + $0.frame.width / 2), Int($0.frame.y + $0.frame.height / 2)) }
        XCTAssertEqual(centres.map { image.rgb($0.0, $0.1) }, [[255, 0, 0], [0, 255, 0], [0, 0, 255]])
    }

    /// `.strokeBorder(.tint, lineWidth:)`: the tint where the shape stands.
    func testStrokesInTheTint() throws {
        let source = """
        import SwiftUI
        #Preview { Rectangle().strokeBorder(.tint, lineWidth: 4).frame(width: 30, height: 30).tint(Color(red: 1, green: 0, blue: 0)) }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let p = try renderSourcePreview(source)
        XCTAssertEqual(p.rgb(1, 15), [255, 0, 0])
        XCTAssertEqual(p.rgb(15, 15), [255, 255, 255])
    }

    /// An implicit member a function returns takes its declared return type (`-> FontModifier
    /// { .italic }` is the protocol extension's static), so a method called on the result is
    /// that type's, not another extension's method of the same name.
    func testAnImplicitMemberReturnedTakesTheReturnType() throws {
        let source = """
        import SwiftUI
        public protocol FontModifier { func modify(font: Font) -> Font }
        public extension Font { func modify(_ modifier: FontModifier) -> Font { modifier.modify(font: self) } }
        public struct ItalicFontModifier: FontModifier { public func modify(font: Font) -> Font { font.italic() } }
        public extension FontModifier where Self == ItalicFontModifier { static var italic: ItalicFontModifier { ItalicFontModifier() } }
        public enum FontTrait: Int { case italic }
        public extension Font {
            static func modifier(for trait: FontTrait) -> FontModifier {
                switch trait { case .italic: .italic }
            }
            func traits(_ traits: FontTrait...) -> Font {
                traits.reduce(into: self) { font, trait in font = Self.modifier(for: trait).modify(font: font) }
            }
        }
        #Preview { Text("Hi").font(.body.traits(.italic)) }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        XCTAssertEqual(try layoutPreview(source).nodes.first { $0.kind == "text" }?.font?.italic, true)
    }

    /// A `CGSize` given to `offset(_:)` beside the sources' `offset(_ simd: SIMD2<Double>)` is
    /// SwiftUI's `offset(_ size:)`.
    func testALibraryValueIsNoConcreteGenericLibraryType() throws {
        let source = """
        import SwiftUI
        extension View {
            func offset(_ simd: SIMD2<Double>) -> some View { offset(x: simd.x, y: simd.y) }
        }
        #Preview { Color.red.frame(width: 10, height: 10).offset(CGSize(width: 5, height: 3)) }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let red = try XCTUnwrap(try layoutPreview(source).nodes.first { $0.path.hasSuffix("Color") })
        XCTAssertEqual([red.frame.x, red.frame.y], [5, 3])
    }

    /// `AnyLayout(HStackLayout(spacing:))` / `VStackLayout(alignment:spacing:)` called with
    /// content lay it out as the stack chosen.
    func testLayoutValues() throws {
        let source = """
        import SwiftUI
        struct Adaptive: View {
            var vertical: Bool
            var body: some View {
                let layout = vertical ? AnyLayout(VStackLayout(alignment: .leading, spacing: 4)) : AnyLayout(HStackLayout(spacing: 10))
                layout {
                    Color.red.frame(width: 10, height: 10)
                    Color.blue.frame(width: 10, height: 10)
                }
            }
        }
        #Preview { VStack(alignment: .leading, spacing: 0) { Adaptive(vertical: false); Adaptive(vertical: true) } }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let frames = try layoutPreview(source).nodes.filter { $0.path.hasSuffix("Color") }.map { [$0.frame.x, $0.frame.y] }
        XCTAssertEqual(frames, [[0, 0], [20, 0], [0, 10], [0, 24]])
    }

    /// Symbols the measured repositories use that the catalog lacked: `chevron.up.chevron.down`
    /// (menu pickers), `bolt` with its fill and enclosed variants, `arrow.left.arrow.right`.
    func testSymbolsAddedToTheCatalog() throws {
        let source = """
        import SwiftUI
        #Preview {
            HStack {
                Image(systemName: "chevron.up.chevron.down"); Image(systemName: "bolt"); Image(systemName: "bolt.fill")
                Image(systemName: "bolt.circle"); Image(systemName: "arrow.left.arrow.right")
            }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let icons = try layoutPreview(source).nodes.compactMap { n -> String? in if case .icon(let i) = n.view.kind { return i.name }; return nil }
        XCTAssertEqual(icons, ["chevron.up.chevron.down", "bolt", "bolt.fill", "bolt.circle", "arrow.left.arrow.right"])
    }
}
