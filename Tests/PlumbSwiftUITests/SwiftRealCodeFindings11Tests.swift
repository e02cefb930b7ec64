import Foundation
import PlumbLayout
import PlumbModel
import PlumbRender
@testable import PlumbSwiftUI
import XCTest

/// Constructs found on public SwiftUI repositories (eleventh round), each in our own words.
final class SwiftRealCodeFindings11Tests: XCTestCase {

    /// `extension Notification.Name { func publisher() }` of the sources applies to a name made
    /// by `Notification.Name(…)` or `NSNotification.Name(rawValue:)`: the extension's method runs.
    func testAnExtensionOfNotificationNameAppliesToLibraryNames() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        import Combine
        extension Notification.Name {
            var shouted: String { rawValue.uppercased() }
            func publisher(in center: NotificationCenter = .default) -> NotificationCenter.Publisher {
                center.publisher(for: self)
            }
        }
        enum Names { static let changed = NSNotification.Name(rawValue: "changed") }
        final class Watcher: ObservableObject {
            var cancellables = Set<AnyCancellable>()
            var seen = "none"
            init() {
                Names.changed.publisher().sink { [weak self] _ in self?.seen = "posted" }.store(in: &cancellables)
            }
        }
        #Preview {
            VStack {
                Text(Names.changed.shouted)
                Text(Notification.Name("other").shouted)
                Text(Watcher().seen)
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["CHANGED", "OTHER", "none"])
    }

    /// `UserDefaults.stringArray(forKey:)` reads back an array of strings set before (nil for
    /// a missing key or one holding something else), and `dictionaryRepresentation()` holds
    /// what was set.
    func testUserDefaultsStringArrayAndDictionaryRepresentation() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        #Preview {
            let d = UserDefaults.standard
            d.set(["a", "b"], forKey: "tags")
            d.set(3, forKey: "count")
            return VStack {
                Text((d.stringArray(forKey: "tags") ?? []).joined(separator: "+"))
                Text("\(d.stringArray(forKey: "count") == nil) \(d.stringArray(forKey: "missing") == nil)")
                Text("\(d.dictionaryRepresentation().count)")
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["a+b", "true true", "2"])
    }

    /// An `AppEnum`'s `caseDisplayRepresentations` read back for a widget's label:
    /// `DisplayRepresentation(title: .init("key", defaultValue: "Today"))` titles "Today" (no
    /// translation in the bundle), `subtitle` reads back, and `TypeDisplayRepresentation` names.
    func testAppIntentsDisplayRepresentationsReadBackTheirTexts() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        import AppIntents
        enum Period: String, AppEnum {
            case today, week
            static let typeDisplayRepresentation = TypeDisplayRepresentation(name: .init("period.title", defaultValue: "Period"))
            static var caseDisplayRepresentations: [Period: DisplayRepresentation] = [
                .today: DisplayRepresentation(title: .init("period.today", defaultValue: "Today"), subtitle: "24 h"),
                .week: "This week",
            ]
            var label: LocalizedStringResource { Self.caseDisplayRepresentations[self]?.title ?? .init(stringLiteral: rawValue) }
        }
        #Preview {
            VStack {
                Text(Period.today.label)
                Text(Period.week.label)
                Text(Period.caseDisplayRepresentations[.today]?.subtitle ?? "none")
                Text(Period.typeDisplayRepresentation.name)
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["Today", "This week", "24 h", "Period"])
    }

    /// An enum case and a static method of one name (`case field(text:axis:)` and `static func
    /// field(text:)` that passes `axis: nil`): the arguments' labels pick which is meant, so the
    /// case pattern binds both values.
    func testAnEnumCaseAndAStaticMethodOfOneNameArePickedByLabels() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        enum Kind {
            case label
            case field(text: String, axis: Axis?)
            static func field(text: String) -> Self { .field(text: text, axis: nil) }
        }
        func describe(_ k: Kind) -> String {
            switch k {
            case .label: return "label"
            case .field(let text, let axis): return text + (axis == nil ? " single" : " multi")
            }
        }
        #Preview {
            VStack {
                Text(describe(.field(text: "a")))
                Text(describe(.field(text: "b", axis: .vertical)))
                Text(describe(Kind.field(text: "c")))
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["a single", "b multi", "c single"])
    }

    /// `case let object as [String: Any]` in a switch over `Any` (a JSON renderer): only a
    /// dictionary matches, an array goes on to `as [Any]`; `is`/`as?` with collection types
    /// agree, element types included.
    func testCastsToCollectionTypesMatchOnlyThoseCollections() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        func kind(_ json: Any) -> String {
            switch json {
            case let object as [String: Any]: return "object \(object.keys.sorted().joined())"
            case let array as [Any]: return "array \(array.count)"
            case let s as String: return "string \(s)"
            default: return "other"
            }
        }
        #Preview {
            let any: Any = ["a", "b"]
            return VStack {
                Text(kind(["b": 1, "a": 2]))
                Text(kind([1, 2, 3]))
                Text(kind("x"))
                Text(kind(3))
                Text("\(any is [String: Any]) \(any is [String]) \(any is [Int]) \((any as? Set<String>)?.count ?? 0) \("s" is [Any])")
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["object ab", "array 3", "string x", "other", "false true false 2 false"])
    }

    /// `enum Peek { case constant(Double) }` given `.constant(20)`: the sources' case, not
    /// SwiftUI's `Binding.constant`, so a switch over it matches.
    func testAnEnumCaseNamedConstantIsNotABinding() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        enum Peek { case constant(Double), percent(Double) }
        struct Carousel: View {
            var peek: Peek = .constant(10)
            func peeking(_ p: Peek) -> Carousel { var c = self; c.peek = p; return c }
            var body: some View {
                switch peek {
                case let .constant(v): Text("fixed \(Int(v))")
                case let .percent(v): Text("share \(v)")
                }
            }
        }
        #Preview {
            VStack {
                Carousel()
                Carousel().peeking(.constant(20))
                Carousel().peeking(.percent(0.5))
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["fixed 10", "fixed 20", "share 0.5"])
    }

    /// `rect.inset(by: UIEdgeInsets(…))`, the calendar's standalone and quarter symbols, and
    /// `fontWeight(nil)` (a `Font.Weight?` that removes a weight set further out).
    func testRectInsetCalendarSymbolsAndANilFontWeight() throws {
        let source = #"""
        import SwiftUI
        struct Body: View {
            var weight: Font.Weight? { nil }
            var body: some View {
                let r = CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
                let c = Calendar(identifier: .gregorian)
                VStack {
                    Text("\(Int(r.minX)),\(Int(r.minY)),\(Int(r.width)),\(Int(r.height))")
                    Text(c.veryShortStandaloneWeekdaySymbols.joined() + " " + c.shortQuarterSymbols.joined(separator: ","))
                    Text("plain").fontWeight(weight)
                }
                .fontWeight(.bold)
            }
        }
        #Preview { Body() }
        """#
        let (texts, warnings) = try textsAndWarnings(source)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["10,5,70,30", "SMTWTFS Q1,Q2,Q3,Q4", "plain"])
        // The nil weight undoes the stack's bold: "plain" is drawn regular, the others bold.
        let t = try layoutPreview(source)
        let weight = { (s: String) in t.nodes.first { $0.text?.lines.first?.text == s }?.font?.weight }
        XCTAssertEqual(weight("10,5,70,30"), .bold)
        XCTAssertEqual(weight("plain"), .regular)
    }

    /// `@Previewable @Environment(\.spacingScale) var spacing` in a `#Preview`: the local is
    /// the environment's value (the key's default), so `spacing.md` pads by 12 pt.
    func testAPreviewableEnvironmentLocalIsTheEnvironmentsValue() throws {
        let source = #"""
        import SwiftUI
        protocol Scale { var xl: CGFloat { get }; var md: CGFloat { get } }
        struct DefaultScale: Scale { var xl: CGFloat { 24 }; var md: CGFloat { 12 } }
        private struct ScaleKey: EnvironmentKey { static let defaultValue: any Scale = DefaultScale() }
        extension EnvironmentValues {
            var spacingScale: any Scale {
                get { self[ScaleKey.self] }
                set { self[ScaleKey.self] = newValue }
            }
        }
        #Preview {
            @Previewable @Environment(\.spacingScale) var spacing
            @Previewable @FocusState var focused: Bool
            VStack(spacing: spacing.xl) {
                Rectangle().frame(width: 10, height: 10)
                Rectangle().frame(width: 10, height: focused ? 1 : 10)
            }
            .padding(spacing.md)
        }
        """#
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        let squares = t.nodes.filter { $0.path.hasSuffix("/Rectangle") }
        XCTAssertEqual(squares.count, 2)
        assertRect(squares[0].frame, 12, 12, 10, 10)
        assertRect(squares[1].frame, 12, 12 + 10 + 24, 10, 10)
    }

    /// `Image("")` (a profile view's "no picture" preview): iOS draws an empty image, so the
    /// frame around it is all there is, with no warning; a missing non-empty name still warns.
    func testAnImageWithAnEmptyNameIsEmptyWithoutAWarning() throws {
        let source = #"""
        import SwiftUI
        #Preview {
            VStack(spacing: 0) {
                Image("").resizable().frame(width: 30, height: 30).background(Color.gray)
                Image("missing")
            }
        }
        """#
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.message),
                       ["no image set named 'missing' with an SVG, PDF, PNG or JPEG image in the asset catalogs: evaluated as an empty view"])
        let t = try layoutPreview(source)
        XCTAssertEqual(t.root.frame.width, 30)
    }

    /// A view stored from an `@autoclosure @escaping () -> AnyView` parameter and called later
    /// (`announcement.header()`): the call gives the view the argument was.
    func testAnAutoclosureArgumentStoredAndCalledLaterGivesItsValue() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        struct Announcement {
            let header: () -> AnyView
            let title: String
            init(header: @autoclosure @escaping () -> AnyView, title: @autoclosure () -> String) {
                self.header = header
                self.title = title()
            }
        }
        struct Card: View {
            let a: Announcement
            var body: some View {
                VStack {
                    a.header()
                    Text(a.title)
                }
            }
        }
        #Preview {
            Card(a: Announcement(header: AnyView(Text("Header")), title: "Title"))
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["Header", "Title"])
    }

    /// Overloads `row(icon: Icon)` (generic) and `row(icon: KeyPath<Icons, Image>)`: a key path
    /// literal goes to the key-path one, which makes the icon view; a view to the generic one.
    func testAKeyPathArgumentPicksTheOverloadDeclaringAKeyPath() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        struct Icons { var star: String { "★" }; var dot: String { "•" } }
        struct IconView: View {
            let path: KeyPath<Icons, String>
            init(_ path: KeyPath<Icons, String>) { self.path = path }
            var body: some View { Text(Icons()[keyPath: path]) }
        }
        struct Row<Icon: View>: View {
            var title: String
            var icon: Icon
            var body: some View { HStack { icon.foregroundColor(.red); Text(title) } }
            static func row(title: String, icon: Icon) -> Row { Row(title: title, icon: icon) }
            static func row(title: String, icon: KeyPath<Icons, String>) -> Row where Icon == IconView {
                .row(title: title, icon: IconView(icon))
            }
        }
        #Preview {
            VStack {
                Row.row(title: "A", icon: \.star)
                Row.row(title: "B", icon: Text("x"))
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["★", "A", "x", "B"])
    }

    /// Observers kept in an `NSHashTable<AnyObject>(options: .weakMemory)` (each object once,
    /// `===` telling objects apart), and `.xxxSmall + .small` of `extension CGFloat` statics
    /// where an `EdgeInsets` length is expected.
    func testAHashTableOfObserversIdentityAndArithmeticOfImplicitNumberStatics() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        extension CGFloat { static let xxxSmall: CGFloat = 4; static let small: CGFloat = 16 }
        final class Watcher { let name: String; init(_ name: String) { self.name = name } }
        final class Hub {
            private var observers = NSHashTable<AnyObject>(options: .weakMemory)
            func add(_ o: Watcher) { observers.add(o) }
            func remove(_ o: Watcher) { observers.remove(o) }
            var names: String { observers.allObjects.compactMap { ($0 as? Watcher)?.name }.joined(separator: ",") }
            var count: Int { observers.count }
        }
        #Preview {
            let hub = Hub()
            let a = Watcher("a"), b = Watcher("b"), twin = Watcher("a")
            hub.add(a); hub.add(b); hub.add(a); hub.add(twin); hub.remove(b)
            let weak = NSHashTable<Watcher>.weakObjects()
            weak.add(b)
            let insets = EdgeInsets(top: .xxxSmall + .small, leading: .small, bottom: .small - .xxxSmall, trailing: 0)
            return VStack {
                Text("\(hub.names) \(hub.count) \(weak.contains(b)) \(weak.contains(a))")
                Text("\(a === twin) \(a !== twin) \(a === a)")
                Text("\(Int(insets.top)) \(Int(insets.bottom))")
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["a,a 2 true false", "false true true", "20 12"])
    }

    /// `Font.system(size:weight:design:)` given optional weight and design that are nil (iOS 16
    /// declares both optional): the regular weight and default design, without a warning.
    func testSystemFontWithNilWeightAndDesign() throws {
        let source = #"""
        import SwiftUI
        struct Cell: View {
            var weight: Font.Weight? = nil
            var design: Font.Design? = nil
            var body: some View {
                Text("a").font(Font.system(size: 13, weight: weight, design: design))
            }
        }
        #Preview { Cell() }
        """#
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        let font = t.nodes.first { $0.text?.lines.first?.text == "a" }?.font
        XCTAssertEqual(font?.size, 13)
        XCTAssertEqual(font?.weight, .regular)
    }

    /// `Value(n)` inside `struct Clamped<Value: BinaryFloatingPoint>` (the parameter not bound by
    /// the call): a Double, the type Swift's literals default to for that constraint; `Int`
    /// for an integer constraint.
    func testAConstrainedGenericParameterConstructsItsDefaultNumberType() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        struct Clamped<Value: BinaryFloatingPoint> {
            var value: Value
            var steps: Int
            var top: Value { Value(steps) * value }
        }
        struct Counter<N> where N: BinaryInteger {
            var n: N
            var doubled: N { N(2) * n }
        }
        #Preview {
            VStack {
                Text("\(Clamped(value: 0.5, steps: 3).top)")
                Text("\(Counter(n: 4).doubled)")
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["1.5", "8"])
    }

    /// `func setting<T: RawRepresentable>(for key: SettingKey<T>) -> T` given a key declared
    /// `SettingKey<PushState>`: T is `PushState`, so `T(rawValue:)` and `T.defaultSettingValue`
    /// reach it.
    func testAFunctionsGenericParameterIsBoundThroughAGenericArgument() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        public struct SettingKey<ValueType>: RawRepresentable, Hashable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static var push: SettingKey<PushState> { .init("push") }
        }
        public enum PushState: String { case on, off
            static var defaultSettingValue: PushState { .on }
        }
        struct Info {
            var settings: [String: Any] = ["push": "off"]
            func setting<T: RawRepresentable>(for key: SettingKey<T>) -> T {
                if let value = settings[key.rawValue] as? T.RawValue, let result = T(rawValue: value) {
                    return result
                } else {
                    return T.defaultSettingValue
                }
            }
        }
        #Preview { Text("\(Info().setting(for: .push).rawValue) \(Info(settings: [:]).setting(for: .push).rawValue)") }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["off on"])
    }

    /// `clipShape(RoundedRectangle(cornerRadius: .infinity))` (a pill button): the radius is
    /// clamped to half the shorter side as iOS clamps it, so the picture is a capsule's, pixel
    /// for pixel.
    func testAnInfiniteCornerRadiusIsACapsule() throws {
        func pill(_ shape: String) throws -> Renderer.Image {
            try renderPreview("""
            import SwiftUI
            #Preview { Color.blue.frame(width: 60, height: 24).clipShape(\(shape)) }
            """, scale: 2)
        }
        let infinite = try pill("RoundedRectangle(cornerRadius: .infinity)"), capsule = try pill("Capsule()")
        XCTAssertEqual(previewRGB(infinite, 1, 1), [255, 255, 255])
        XCTAssertEqual(previewRGB(infinite, 60, 24), [0, 122, 255])
        XCTAssertEqual(infinite.pixmap.data, capsule.pixmap.data)
    }

    /// `ShareLink` is a button: the share symbol and "Share" (or the title given) in the tint,
    /// or the label closure given.
    func testShareLinkIsAButtonWithTheSystemsLabel() throws {
        let source = #"""
        import SwiftUI
        #Preview {
            let url = URL(string: "https://example.com")!
            VStack {
                ShareLink(item: url)
                ShareLink("Send", item: url)
                ShareLink(item: url) { Text("Custom") }
            }
        }
        """#
        let (texts, warnings) = try textsAndWarnings(source)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["Share", "Send", "Custom"])
        let t = try layoutPreview(source)
        let share = t.nodes.first { $0.text?.lines.first?.text == "Share" }
        XCTAssertEqual(share?.foreground, .solid(RGBA(hex: "#007AFF")!), "drawn in the tint, as a button's label is")
    }

    /// `contentShape(.contextMenuPreview, RoundedRectangle(…))` shapes a menu's preview, not
    /// this picture: no warning, nothing changed; `contentShape(.interaction, Circle())` is the
    /// hit shape as `contentShape(Circle())` is.
    func testContentShapeWithKindsAppliesOnlyForInteraction() throws {
        let source = #"""
        import SwiftUI
        #Preview {
            VStack {
                Text("menu").contentShape(.contextMenuPreview, RoundedRectangle(cornerRadius: 8))
                Text("tap").contentShape(.interaction, Circle())
                Text("both").contentShape([.interaction, .dragPreview], Capsule())
            }
        }
        """#
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        func shapes(_ s: String) -> [String] {
            (t.nodes.first { $0.text?.lines.first?.text == s }?.view.modifiers ?? []).compactMap { m in
                if case .contentShape(let k) = m { return "\(k)" }
                return nil
            }
        }
        XCTAssertEqual(shapes("menu"), [])
        XCTAssertEqual(shapes("tap"), ["circle"])
        XCTAssertEqual(shapes("both"), ["capsule(PlumbModel.CornerStyle.circular)"])
    }

    /// C's math as colour helpers call it: `lroundf` (half away from zero, to an Int) in a hex
    /// formatter, `roundf`/`powf`/`fmaxf` as the Double functions, `fmod`.
    func testCMathFunctionsFloatSpellingsAndIntegerRounding() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        extension Color {
            var hexSample: String { String(format: "%02lX%02lX", lroundf(0.5 * 255), lroundf(1.0 * 255)) }
        }
        #Preview {
            VStack {
                Text(Color.red.hexSample)
                Text("\(lroundf(2.5)) \(lround(-2.5)) \(lrintf(2.5)) \(roundf(2.4)) \(powf(2, 10)) \(fmaxf(1, 3)) \(fmod(7, 3))")
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["80FF", "3 -3 2 2.0 1024.0 3.0 1.0"])
    }

    /// `navigationSplitViewStyle(_:)` (regular width only; an iPhone shows one column) and
    /// `selectionDisabled()` draw nothing: no warning, the picture unchanged.
    func testModifiersWithNothingToDrawOnAnIPhoneAreAccepted() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        #Preview {
            VStack {
                Text("row").selectionDisabled()
            }
            .navigationSplitViewStyle(.balanced)
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["row"])
    }

    /// `@usableFromInline @Environment(\._flowSep) var _itemSeparator` (a layout package's
    /// internals): the declaration attribute is not the wrapper, the environment is.
    func testADeclarationAttributeBeforeAWrapperIsNotTheWrapper() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        private struct SepKey: EnvironmentKey { static let defaultValue: String? = nil }
        extension EnvironmentValues {
            var _flowSep: String? { get { self[SepKey.self] } set { self[SepKey.self] = newValue } }
        }
        struct Flow: View {
            @usableFromInline
            @Environment(\._flowSep) var _itemSeparator
            @inlinable
            public var body: some View {
                if _itemSeparator != nil { Text("separated") } else { Text("plain") }
            }
        }
        #Preview {
            VStack {
                Flow()
                Flow().environment(\._flowSep, "|")
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["plain", "separated"])
    }

    /// A custom layout reading `subview[Weight.self]` (a flow or weighted stack's
    /// `LayoutValueKey`): the value `.layoutValue(key:value:)` set, else the key's default — the
    /// green subview takes twice the others' width.
    func testALayoutValueKeyIsReadThroughTheSubviewSubscript() throws {
        let source = #"""
        import SwiftUI
        struct Weight: LayoutValueKey { static let defaultValue: CGFloat = 1 }
        struct WeightedHStack: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: proposal.width ?? 300, height: 20)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let total = subviews.map { $0[Weight.self] }.reduce(0, +)
                var x = bounds.minX
                for s in subviews {
                    let w = bounds.width * s[Weight.self] / total
                    s.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: w, height: 20))
                    x += w
                }
            }
        }
        #Preview {
            WeightedHStack {
                Color.red
                Color.green.layoutValue(key: Weight.self, value: 2)
                Color.blue
            }
            .frame(width: 300, height: 20)
        }
        """#
        var context = EvaluationContext()
        context.layoutProbe = sharedLayout.geometryProbe
        let r = evaluate(source, context: context)[0]
        XCTAssertEqual(r.diagnostics.map(\.description), [])
        let t = try sharedLayout.layout(XCTUnwrap(r.component))
        let colours = t.nodes.filter { $0.path.hasSuffix("Color") }
        XCTAssertEqual(colours.map(\.frame.width), [75, 150, 75])
        XCTAssertEqual(colours.map(\.frame.x), [0, 75, 225])
    }
}
