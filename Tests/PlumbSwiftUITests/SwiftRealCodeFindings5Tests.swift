import Foundation
import PlumbLayout
import PlumbModel
import PlumbRender
@testable import PlumbSwiftUI
import XCTest

/// Constructs found on public SwiftUI repositories (fifth round), each in our own words.
final class SwiftRealCodeFindings5Tests: XCTestCase {

    /// `.body.traits(.italic)`: a method of `extension Font` called on a text style written as an
    /// implicit member makes that member a Font, and one enum argument picks the variadic
    /// overload, not the one taking a collection.
    func testFontExtensionMethodOnATextStylePicksTheVariadicOverload() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        enum Trait { case slanted, heavy }
        extension Font {
            func traits<T: Collection>(_ traits: T) -> Font where T.Element == Trait { self }
            func traits(_ traits: Trait...) -> Font {
                traits.reduce(into: self) { font, trait in font = trait == .heavy ? font.bold() : font.italic() }
            }
            var kind: String { "\\(self == .body ? "body" : "other")" }
        }
        #Preview {
            VStack {
                Text("A").font(.body.traits(.heavy))
                Text(Font.body.traits(.heavy, .slanted) == .body ? "same" : "changed")
            }
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["A", "changed"])
    }

    /// `content: Row.init`: an initialiser passed as a function value is called like the type.
    func testAnInitialiserPassedAsAFunctionValue() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        struct Strip<Item: Hashable, Content: View>: View {
            let items: [Item]
            let content: (Item) -> Content
            var body: some View { HStack { ForEach(items, id: \\.self) { content($0) } } }
        }
        enum Cells {
            struct Number: View {
                let n: Int
                init(_ n: Int) { self.n = n }
                var body: some View { Text("#\\(n)") }
            }
        }
        #Preview { Strip(items: [3, 4], content: Cells.Number.init) }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["#3", "#4"])
    }

    /// `RoundedRectangle(…).inset(by: d).path(in: rect)` inside a custom shape's `path(in:)`:
    /// the outline of the shape in the rectangle inset by `d`.
    func testPathOfAnInsetLibraryShape() throws {
        let image = try renderSourcePreview("""
        import SwiftUI
        struct Pill: Shape {
            var inset: CGFloat
            func path(in rect: CGRect) -> Path {
                RoundedRectangle(cornerRadius: 4).inset(by: inset).path(in: rect)
            }
        }
        #Preview { Pill(inset: 10).fill(Color(red: 1, green: 0, blue: 0)).frame(width: 60, height: 40) }
        """)
        XCTAssertEqual(image.pixmap.width, 60)
        XCTAssertEqual(image.rgb(5, 20), [255, 255, 255], "outside the inset outline")
        XCTAssertEqual(image.rgb(30, 5), [255, 255, 255], "outside the inset outline")
        XCTAssertEqual(image.rgb(12, 20), [255, 0, 0], "inside it")
        XCTAssertEqual(image.rgb(30, 28), [255, 0, 0], "inside it")
        XCTAssertEqual(image.rgb(10, 10), [255, 255, 255], "the rounded corner of the inset outline")
    }

    /// SwiftUI's small enums named in full and held in properties (`ControlSize.large`,
    /// `LayoutDirection.rightToLeft`, `ColorScheme.dark`) are the same values as `.large`, and a
    /// type the sources nest under another name (`Cells.LayoutDirection`) does not hide
    /// SwiftUI's outside it.
    func testSwiftUIEnumsNamedInFullAndNotShadowedByNestedTypes() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        enum Cells {
            struct LayoutDirection: View {
                @Binding var value: SwiftUI.LayoutDirection
                var body: some View { Text(value == .rightToLeft ? "rtl" : "ltr") }
            }
            struct ControlSize: View {
                var body: some View { Text("cell") }
            }
        }
        struct Demo: View {
            @State private var size = ControlSize.large
            @State private var direction = LayoutDirection.rightToLeft
            @State private var scheme = ColorScheme.dark
            @Environment(\\.controlSize) private var inherited
            var body: some View {
                VStack {
                    Cells.LayoutDirection(value: $direction)
                    Cells.ControlSize()
                    Text(size == .large ? "large" : "other")
                }
                .controlSize(size)
                .environment(\\.layoutDirection, direction)
                .environment(\\.colorScheme, scheme)
            }
        }
        #Preview { Demo() }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["rtl", "cell", "large"])
    }

    /// `transformPreference` changes the value the views inside set before the readers above
    /// see it (a key reset to its default hides them), computed through the key's `reduce`.
    func testTransformPreferenceChangesTheValueReadersSee() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        struct Names: PreferenceKey {
            static var defaultValue: [String] { [] }
            static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
        }
        extension View {
            func resetNames() -> some View { transformPreference(Names.self) { value in value = Names.defaultValue } }
        }
        #Preview {
            VStack {
                Text("a").preference(key: Names.self, value: ["a"])
                Text("b").preference(key: Names.self, value: ["b"])
                    .transformPreference(Names.self) { value in value = value.map { $0.uppercased() } + ["c"] }
                Text("d").preference(key: Names.self, value: ["d"]).resetNames()
            }
            .overlayPreferenceValue(Names.self) { names in Text(names.joined(separator: ",")) }
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["a", "b", "d", "a,B,c"])
    }

    /// `anchorPreference`'s closure gets an opaque anchor: values that only carry it are exact;
    /// resolving it through a GeometryProxy is the fallback, reported where it is read.
    func testAnchorPreferenceValuesCarryAnOpaqueAnchor() throws {
        let source = """
        import SwiftUI
        struct Marker { let name: String; let anchor: Anchor<CGRect> }
        struct Markers: PreferenceKey {
            static var defaultValue: [Marker] { [] }
            static func reduce(value: inout [Marker], nextValue: () -> [Marker]) { value.append(contentsOf: nextValue()) }
        }
        #Preview {
            HStack {
                Text("x").anchorPreference(key: Markers.self, value: .bounds) { [Marker(name: "x", anchor: $0)] }
                Text("y").anchorPreference(key: Markers.self, value: .bounds) { [Marker(name: "y", anchor: $0)] }
            }
            .overlayPreferenceValue(Markers.self) { markers in Text(markers.map(\\.name).joined()) }
        }
        """
        let (texts, warnings) = try textsAndWarnings(source)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["x", "y", "xy"])
        var context = EvaluationContext()
        context.layoutProbe = sharedLayout.geometryProbe
        let reading = evaluate(source.replacingOccurrences(of: "{ markers in Text(markers.map(\\.name).joined()) }", with: """
        { markers in GeometryReader { proxy in Text("\\(proxy[markers[0].anchor].width)") } }
        """), context: context)[0].diagnostics.map(\.description)
        XCTAssertEqual(reading.filter { $0.contains("cannot subscript a GeometryProxy with an Anchor") }.count, 1, "\(reading)")
    }

    /// A chain on an implicit member whose type Plumb does not track (`lhs.combined(with:)` with
    /// `lhs` SwiftUI's `.modifier(active:identity:)`) is not the sources' one static of that
    /// name whose parameters the arguments do not fit (`Font.modifier(for:)`).
    func testAnImplicitChainBaseMustFitTheArguments() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        enum Trait { case slanted }
        extension Font {
            static func modifier(for trait: Trait) -> Font { .body }
        }
        struct Shift: ViewModifier {
            let y: Double
            func body(content: Content) -> some View { content.offset(y: y) }
        }
        extension AnyTransition {
            static func shift(_ y: Double) -> AnyTransition { .modifier(active: Shift(y: y), identity: Shift(y: 0)) }
        }
        func + (lhs: AnyTransition, rhs: AnyTransition) -> AnyTransition { lhs.combined(with: rhs) }
        #Preview { Text("x").transition(.shift(20) + .opacity) }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["x"])
    }

    /// `.number.rounded(rule:increment:)`, also through a style the sources declare in
    /// `extension FormatStyle where Self == FloatingPointFormatStyle<Double>`.
    func testRoundedNumberFormatStyles() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        extension FormatStyle where Self == FloatingPointFormatStyle<Double> {
            static func increment(_ step: Double) -> FloatingPointFormatStyle<Double> { .number.rounded(increment: step) }
        }
        #Preview {
            VStack {
                Text(3.3, format: .increment(0.5))
                Text(2.21.formatted(.number.rounded(rule: .up, increment: 0.1)))
                Text(7.formatted(.number.rounded(rule: .down, increment: 5)))
            }
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["3.5", "2.3", "5"])
    }

    /// `UIColor(color)` with a SwiftUI colour is UIKit's `init(_: Color)`, not an initializer the
    /// sources add taking an unlabelled String (`init(_ hex: String, fallback:)`), inside a
    /// dynamic provider resolved per appearance.
    func testAColourIsNeverAStringArgument() throws {
        let source = """
        import SwiftUI
        import UIKit
        extension UIColor {
            convenience init(_ hex: String, fallback: UIColor = .clear) {
                self.init(red: 0, green: 1, blue: 0, alpha: 1)
            }
        }
        func adaptive(light: Color, dark: Color) -> Color {
            Color(UIColor { traits in traits.userInterfaceStyle == .dark ? UIColor(dark) : UIColor(light) })
        }
        #Preview { adaptive(light: Color(red: 1, green: 0, blue: 0), dark: Color(red: 0, green: 0, blue: 1)).frame(width: 8, height: 8) }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        XCTAssertEqual(try renderSourcePreview(source).rgb(4, 4), [255, 0, 0])
        XCTAssertEqual(try renderSourcePreview(source, appearance: .dark).rgb(4, 4), [0, 0, 255])
    }

    /// SE-0286's forward scan: a trailing closure passes over a defaulted closure parameter
    /// (`action: (() -> Void)? = nil`) when a later parameter needs it (`label:`).
    func testATrailingClosurePassesOverADefaultedClosureParameterALaterOneNeeds() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        struct Surface<Label: View>: View {
            private let label: Label
            private let action: (() -> Void)?
            init(action: (() -> Void)? = nil, @ViewBuilder label: () -> Label) {
                self.label = label()
                self.action = action
            }
            var body: some View { HStack { label; Text(action == nil ? "static" : "tappable") } }
        }
        #Preview {
            VStack {
                Surface { Text("a") }
                Surface(action: {}) { Text("b") }
                Surface {} label: { Text("c") }
            }
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["a", "static", "b", "tappable", "c", "tappable"])
    }

    /// A shape the sources declare as a static of `Shape` (`extension Shape where Self ==
    /// RoundedRectangle { static var pill: Self }`) where a shape is expected.
    func testAShapeStaticDeclaredOnTheShapeProtocol() throws {
        let image = try renderSourcePreview("""
        import SwiftUI
        extension Shape where Self == RoundedRectangle {
            static var pill: Self { .rect(cornerRadius: 9999) }
        }
        #Preview { Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 20).clipShape(.pill) }
        """)
        XCTAssertEqual(image.rgb(20, 10), [255, 0, 0])
        XCTAssertEqual(image.rgb(1, 1), [255, 255, 255], "the pill's rounded corner")
    }

    /// `frame(idealWidth: .infinity, minHeight:…)`: an infinite ideal size is laid out without
    /// that ideal size; the other lengths of the frame still apply.
    func testAnInfiniteIdealWidthIsLeftOut() throws {
        let source = """
        import SwiftUI
        #Preview {
            VStack(spacing: 0) {
                Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(idealWidth: .infinity, minHeight: 12, maxHeight: 12)
                Color.blue.frame(width: 50, height: 10)
            }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let tree = try layoutPreview(source)
        // The frame's fixed 12 pt height applies (the stack is 12 + 10 tall) and its width is finite.
        XCTAssertEqual(tree.nodes[0].frame.size, Size(width: 393, height: 22))
    }

    /// `AnyShape(Circle())`: the shape it wraps, as a clip shape and as a view.
    func testAnyShapeIsTheShapeItWraps() throws {
        let source = """
        import SwiftUI
        enum Kind {
            case rounded, circle
            var shape: some Shape {
                switch self {
                case .rounded: AnyShape(RoundedRectangle(cornerRadius: 4))
                case .circle: AnyShape(Circle())
                }
            }
        }
        #Preview {
            HStack(spacing: 0) {
                Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20).clipShape(Kind.circle.shape)
                Kind.rounded.shape.fill(Color(red: 0, green: 0, blue: 1)).frame(width: 20, height: 20)
            }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let image = try renderSourcePreview(source)
        XCTAssertEqual(image.rgb(10, 10), [255, 0, 0])
        XCTAssertEqual(image.rgb(1, 1), [255, 255, 255], "outside the circle")
        XCTAssertEqual(image.rgb(30, 10), [0, 0, 255])
    }
}

/// String literal escapes and statics of protocol extensions, as Swift reads them.
final class SwiftLiteralAndProtocolStaticTests: XCTestCase {
    func testStringLiteralEscapes() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        #Preview {
            VStack {
                Text("caf\u{E9} \u{1F600}")
                Text("a\\b \"q\" it\'s")
                Text(#"raw \n \#u{41}"#)
                Text("\("x".count)")
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["café 😀", #"a\b "q" it's"#, #"raw \n A"#, "1"])
    }

    /// `extension Drawable { static func font() }`: a static of a protocol extension is the
    /// conforming type's, with `Self` that type (and its own statics in reach).
    func testStaticsOfProtocolExtensionsBelongToConformingTypes() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        protocol Drawable { static var family: String { get }; var name: String { get } }
        extension Drawable {
            static func describe() -> String { "\\(family)!" }
            static var shout: String { family.uppercased() }
            func label() -> String { Self.describe() + name }
        }
        final class Glyphs: Drawable {
            static let family = "Sym"
            let name: String
            init(name: String) { self.name = name }
            static let star = Glyphs(name: "star")
        }
        #Preview { VStack { Text(Glyphs.describe()); Text(Glyphs.shout); Text(Glyphs.star.label()) } }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["Sym!", "SYM", "Sym!star"])
    }
}

/// Foundation API met in the measured repositories, with exact output in the preview's locale.
final class FoundationFindings5Tests: XCTestCase {
    func testDateComponentsFormatter() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        let compact: DateComponentsFormatter = {
            let f = DateComponentsFormatter()
            f.unitsStyle = .abbreviated
            f.allowedUnits = [.hour, .minute]
            return f
        }()
        #Preview {
            VStack {
                Text(DateComponentsFormatter.localizedString(from: DateComponents(calendar: Calendar.current, day: 2, hour: 3), unitsStyle: .full) ?? "nil")
                Text(DateComponentsFormatter.localizedString(from: DateComponents(minute: 5, second: 3), unitsStyle: .short) ?? "nil")
                Text(compact.string(from: 3725) ?? "nil")
                Text(DateComponentsFormatter.localizedString(from: DateComponents(minute: 65, second: 3), unitsStyle: .positional) ?? "nil")
            }
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["2 days, 3 hours", "5 min, 3 sec", "1h 2m", "1:05:03"])
    }

    /// `NSString(string:)` bridges to a String; `applyingTransform` is Foundation's transliteration.
    func testNSStringAndStringTransforms() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        func initial(_ name: String) -> String {
            guard let first = name.first,
                  let latin = NSString(string: "\\(first)").applyingTransform(.toLatin, reverse: false)?
                      .applyingTransform(.stripDiacritics, reverse: false)?.capitalized else { return "?" }
            return latin
        }
        #Preview { VStack { Text(initial("Ärger")); Text(initial("Жанна")); Text("Privet".applyingTransform(.latinToCyrillic, reverse: false) ?? "nil") } }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["A", "Z", "Привет"])
    }

    /// `NumberFormatter.Style` held in a parameter, localised case mappings, `UnicodeScalar(_:)`.
    func testNumberStylesInParametersCaseMappingsAndScalars() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        extension Int {
            func localized(_ style: NumberFormatter.Style = .none) -> String {
                NumberFormatter.localizedString(from: NSNumber(value: self), number: style)
            }
        }
        let capitals = CharacterSet(charactersIn: "ABC")
        #Preview {
            VStack {
                Text(1234.localized())
                Text(1234.localized(.decimal))
                Text("straße".localizedUppercase + " " + "ÉTÉ".localizedLowercase + " " + "hello world".localizedCapitalized)
                Text(UnicodeScalar("B").map { capitals.contains($0) ? "in" : "out" } ?? "nil")
                Text(UnicodeScalar("BC") == nil ? "nil" : "scalar")
                Text(String(Character(UnicodeScalar(65)!)))
            }
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["1234", "1,234", "STRASSE été Hello World", "in", "nil", "A"])
    }
}

/// Tuples and optional chains as Swift types them.
final class SwiftTupleAndChainFindingsTests: XCTestCase {
    /// `let resolved: [(isDynamic: Bool, value: String)] = parts.map { … (false, t) }`: each
    /// element takes the declared labels; `families?[key]?[slot]` on nil is nil.
    func testLabelledTupleArraysAndOptionalSubscriptChains() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        struct Config {
            var families: [String: [String: Int]]? = nil
            var filled: [String: [String: Int]]? = ["a": ["x": 3]]
        }
        enum Part { case text(String), value }
        func resolve(_ parts: [Part]) -> String {
            let resolved: [(isDynamic: Bool, value: String)] = parts.map { part in
                switch part {
                case let .text(t): return (false, t)
                case .value: return (true, "V")
                }
            }
            return resolved.filter { !$0.isDynamic }.map(\\.value).joined() + resolved.map { $0.value }.joined()
        }
        #Preview {
            VStack {
                Text(resolve([.text("a"), .value, .text("b")]))
                Text(Config().families?["a"]?["x"].map { "\\($0)" } ?? "none")
                Text(Config().filled?["a"]?["x"].map { "\\($0)" } ?? "none")
            }
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["abaVb", "none", "3"])
    }
}

/// Mutating methods of Foundation's value types assign their receiver back, as Swift does.
final class FoundationMutatingMethodTests: XCTestCase {
    func testAddTimeIntervalDataAppendAndAppendPathComponent() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        func stamps() -> [String] {
            var date = Date(timeIntervalSince1970: 0)
            date.addTimeInterval(90)
            var data = Data("ab".utf8)
            data.append(Data("c".utf8))
            data.append(contentsOf: [100])
            var url = URL(string: "https://example.com/a")!
            url.appendPathComponent("b")
            return ["\\(Int(date.timeIntervalSince1970))", String(decoding: data, as: UTF8.self), url.absoluteString]
        }
        #Preview { VStack { ForEach(stamps(), id: \\.self) { Text($0) } } }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["90", "abcd", "https://example.com/a/b"])
    }
}

/// A generic type specialised at its call (`Relay<Key>()`): its members name the written type.
final class SwiftGenericSpecialisationTests: XCTestCase {
    func testMembersOfASpecialisedTypeNameItsArguments() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        struct Total: PreferenceKey {
            static var defaultValue: Int { 0 }
            static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
        }
        struct Relay<Key: PreferenceKey>: ViewModifier where Key.Value == Int {
            init() {}
            func body(content: Content) -> some View {
                content.overlayPreferenceValue(Key.self) { v in Text("sum \\(v) from \\(Key.defaultValue)") }
            }
        }
        extension View {
            func relay<Key: PreferenceKey>(_ key: Key.Type) -> some View where Key.Value == Int { modifier(Relay<Key>()) }
        }
        #Preview {
            VStack {
                Text("a").preference(key: Total.self, value: 2)
                Text("b").preference(key: Total.self, value: 3)
            }
            .relay(Total.self)
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["a", "b", "sum 5 from 0"])
    }
}

/// `@dynamicMemberLookup` token wrappers reached through a static several types declare
/// (`Color.compound`, `Font.compound`, `UIColor.compound`), as token libraries are written.
final class SwiftDynamicMemberLookupTests: XCTestCase {
    private let source = """
    import SwiftUI
    import UIKit
    public class CoreTokens { public static let gray900 = Color(red: 0.2, green: 0.4, blue: 0.6) }
    public class ColorTokens { public let textSecondary = CoreTokens.gray900 }
    public class UIColorTokens { public let textSecondary = UIColor.red }
    public class FontTokens { public let bodyLG = Font.system(size: 30) }
    @dynamicMemberLookup
    public class Colors {
        private let tokens = ColorTokens()
        private var overrides = [KeyPath<ColorTokens, Color>: Color]()
        public subscript(dynamicMember keyPath: KeyPath<ColorTokens, Color>) -> Color { overrides[keyPath] ?? tokens[keyPath: keyPath] }
    }
    @dynamicMemberLookup
    public class UIColors {
        private let tokens = UIColorTokens()
        public subscript(dynamicMember keyPath: KeyPath<UIColorTokens, UIColor>) -> UIColor { tokens[keyPath: keyPath] }
    }
    @dynamicMemberLookup
    public struct Fonts {
        private let tokens = FontTokens()
        public subscript(dynamicMember keyPath: KeyPath<FontTokens, Font>) -> Font { tokens[keyPath: keyPath] }
    }
    @dynamicMemberLookup
    public class Palette {
        private static let core = CoreTokens.self
        private let tokens: ColorTokens
        public let accent = core.gray900
        init() { tokens = ColorTokens() }
        public subscript(dynamicMember keyPath: KeyPath<ColorTokens, Color>) -> Color { tokens[keyPath: keyPath] }
    }
    @dynamicMemberLookup
    public struct Labels {
        public subscript(dynamicMember name: String) -> String { name.uppercased() }
    }
    public extension Color { static let compound = Colors() }
    public extension ShapeStyle where Self == Color { static var compound: Colors { Self.compound } }
    public extension UIColor { static let compound = UIColors() }
    public extension Font { static let compound = Fonts() }
    #Preview {
        VStack(spacing: 0) {
            Rectangle().fill(.compound.textSecondary).frame(width: 20, height: 20)
            Text(Labels().hello).font(.compound.bodyLG)
            Rectangle().fill(Palette().accent).frame(width: 20, height: 20)
        }
    }
    """

    func testDynamicMembersThroughAmbiguousStatics() throws {
        let (texts, warnings) = try textsAndWarnings(source)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["HELLO"])
        let tree = try layoutPreview(source)
        let text = try XCTUnwrap(tree.nodes.first { if case .text = $0.view.kind { return true }; return false })
        XCTAssertGreaterThan(text.frame.height, 30, "the 30 pt token font")
        let image = try renderSourcePreview(source)
        let x = Int(tree.nodes[0].frame.width / 2)
        XCTAssertEqual(image.rgb(x, 10), [51, 102, 153])
        // `core` in a stored property's initial value is the static, not a dynamic member read
        // before `init` sets `tokens`.
        let last = try XCTUnwrap(tree.nodes.last { $0.path.hasSuffix("Rectangle") })
        XCTAssertEqual(image.rgb(x, Int(last.frame.y) + 10), [51, 102, 153])
    }
}

/// A method the sources add to a library class, named like one of the class's own
/// (`extension NSMutableAttributedString { func append(_ s: String, …) }`): arguments of another
/// type mean the library's method, inside the extension and outside it.
final class SwiftLibraryMethodOverloadTests: XCTestCase {
    func testAnExtensionMethodDoesNotHideTheLibrarysOverload() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        extension NSMutableAttributedString {
            func append(_ string: String, _ attributes: [NSAttributedString.Key: Any] = [:]) {
                append(NSAttributedString(string: string, attributes: attributes))
            }
        }
        func build() -> String {
            let s = NSMutableAttributedString(string: "a")
            s.append("b")
            s.append(NSAttributedString(string: "c"))
            return s.string
        }
        #Preview { Text(build()) }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["abc"])
    }
}
