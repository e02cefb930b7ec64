import Foundation
import PlumbLayout
import PlumbModel
import PlumbRender
@testable import PlumbSwiftUI
import XCTest

/// Constructs found on public SwiftUI repositories (sixth round), each in our own words.
final class SwiftRealCodeFindings6Tests: XCTestCase {

    /// `Content.self != EmptyView.self` in a generic view's body: the generic parameter is the
    /// type of the stored property declared with it, as Swift infers it from the call.
    func testAGenericParameterInferredFromTheStoredPropertyItTypes() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        struct Header<Content: View>: View {
            let title: String
            let content: Content
            init(title: String, @ViewBuilder content: () -> Content) {
                self.title = title
                self.content = content()
            }
            var body: some View {
                VStack {
                    Text(title)
                    if Content.self != EmptyView.self { content } else { Text("no content") }
                    Text(Content.self == Text.self ? "text" : "other")
                }
            }
        }
        extension Header where Content == EmptyView {
            init(title: String) { self.init(title: title) { EmptyView() } }
        }
        #Preview {
            VStack {
                Header(title: "A")
                Header(title: "B") { Text("b") }
            }
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["A", "no content", "other", "B", "b", "text"])
    }

    /// `(now - last) / last` with `last == 0`: floating-point division by zero is IEEE 754's
    /// (infinity, NaN) as in Swift, and NaN prints `nan` on every machine; a NaN frame is
    /// ignored with a warning, as SwiftUI logs an invalid frame dimension.
    func testFloatingPointDivisionByZeroIsInfinityOrNaN() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        struct Growth {
            let percentage: Double
            init(now: Double, last: Double) { percentage = (((now - last) / last) * 100).rounded() }
        }
        #Preview {
            let zero = 0.0
            VStack {
                Text("\\(Growth(now: 140, last: 0).percentage) \\(-1 / zero) \\(zero / zero) \\((zero / zero).isNaN)")
                Text(String(format: "%.0f", Growth(now: 140, last: 0).percentage))
                Color.red.frame(width: zero / zero, height: 4)
            }
        }
        """)
        XCTAssertEqual(texts, ["inf -inf nan true", "inf"])
        XCTAssertEqual(warnings, ["Card.swift:11:9: warning: frame width is not a number (NaN): the modifier is ignored"])
    }

    /// `.stroke(.tint.opacity(0.5))`, `.fill(.tint.opacity(…))`: the tint where the shape stands
    /// (the enclosing `.tint(…)`), at that opacity.
    func testTintWithOpacityAsAShapeStyle() throws {
        let image = try renderPreview("""
        import SwiftUI
        #Preview {
            VStack(spacing: 0) {
                Rectangle().fill(.tint.opacity(0.5)).frame(width: 20, height: 20)
                Rectangle().stroke(.tint.opacity(0.5).opacity(0.5), lineWidth: 8).frame(width: 20, height: 20)
                Rectangle().foregroundStyle(.tint).frame(width: 20, height: 20)
            }
            .tint(Color(red: 0, green: 0, blue: 1))
        }
        """)
        XCTAssertEqual(previewRGB(image, 10, 10), [127, 127, 255])
        XCTAssertEqual(previewRGB(image, 10, 21), [191, 191, 255])
        XCTAssertEqual(previewRGB(image, 10, 30), [255, 255, 255])
        XCTAssertEqual(previewRGB(image, 10, 50), [0, 0, 255])
    }

    /// WatchConnectivity on an iPhone preview: sessions are supported, no watch is paired, the
    /// default session is never activated; the sources' extension of `WCSession` applies to it.
    func testWatchConnectivitySessionOfAnIPhoneWithNoWatch() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        import WatchConnectivity
        protocol SessionLike: AnyObject {
            var reachable: Bool { get }
            var state: WCSessionActivationState { get }
        }
        extension WCSession: SessionLike {
            var reachable: Bool { isReachable }
            var state: WCSessionActivationState { activationState }
        }
        final class Connectivity: NSObject, WCSessionDelegate {
            let session: SessionLike?
            override init() {
                session = WCSession.isSupported() ? WCSession.default : nil
                super.init()
                WCSession.default.delegate = self
                WCSession.default.activate()
            }
            var status: String {
                guard let session else { return "unsupported" }
                switch session.state {
                case .notActivated: return "not activated, reachable: \\(session.reachable)"
                case .inactive, .activated: return "active"
                @unknown default: return "?"
                }
            }
        }
        #Preview {
            VStack {
                Text(Connectivity().status)
                Text("paired: \\(WCSession.default.isPaired), app: \\(WCSession.default.isWatchAppInstalled)")
            }
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["not activated, reachable: false", "paired: false, app: false"])
    }

    /// A function declared `-> String?` returns an optional even when it returns a string, so
    /// `key(for:).flatMap { … }` is Optional's flatMap, not the characters'; likewise a
    /// property's `get` accessor.
    func testAFunctionDeclaredOptionalReturnsAnOptional() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        struct Options { var showName: Bool? }
        enum Family { case small, large }
        struct Snapshot {
            var perFamily: [String: Options]?
            static func key(for family: Family) -> String? { family == .small ? "small" : nil }
            func options(for family: Family) -> Options? { Self.key(for: family).flatMap { perFamily?[$0] } }
            func showsName(for family: Family) -> Bool { options(for: family)?.showName ?? true }
            var label: String? {
                get { "abc" }
            }
        }
        #Preview {
            VStack {
                Text("\\(Snapshot(perFamily: nil).showsName(for: .small))")
                Text("\\(Snapshot(perFamily: ["small": Options(showName: false)]).showsName(for: .small))")
                Text(Snapshot().label.map { $0 + "!" } ?? "none")
            }
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["true", "false", "abc!"])
    }

    /// `self._model = .init(wrappedValue: model)` in an initializer: the implicit `.init` is the
    /// wrapper's (`StateObject`, `State`, `Binding`, or a wrapper the sources declare), not the
    /// wrapped type's.
    func testAWrapperStorageAssignedAnImplicitInitializer() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        final class Model: ObservableObject { @Published var name = "model" }
        @propertyWrapper struct Capped {
            var value: Int
            let cap: Int
            init(wrappedValue: Int, cap: Int) { self.cap = cap; value = min(wrappedValue, cap) }
            var wrappedValue: Int { get { value } set { value = min(newValue, cap) } }
        }
        struct Row: View {
            @StateObject private var model: Model
            @State private var count: Int
            @Binding var isOn: Bool
            @Binding var label: String
            @Capped var level: Int
            init(model: Model) {
                self._model = .init(wrappedValue: model)
                _count = .init(initialValue: 3)
                _isOn = .constant(true)
                _label = .init(get: { "got" }, set: { _ in })
                _level = .init(wrappedValue: 12, cap: 10)
            }
            var body: some View { Text("\\(model.name) \\(count) \\(isOn) \\(label) \\(level)") }
        }
        #Preview { Row(model: Model()) }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["model 3 true got 10"])
    }

    /// `Image(.Onboarding.rocket)` where the sources also nest an `Onboarding` type (SwiftGen's
    /// `L10n.Onboarding`) that has no `rocket`: the implicit member is the asset symbol Xcode
    /// generates for the namespace folder, not the unrelated nested type.
    func testAnAssetSymbolNamespaceIsNotAnUnrelatedNestedType() throws {
        let f = try AssetCatalogFixture(self)
        try f.write("A.xcassets/Onboarding/Contents.json", #"{ "properties" : { "provides-namespace" : true } }"#)
        try f.imageSet("A.xcassets/Onboarding/Rocket.imageset", filename: "r.svg",
                       svg: ##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#ff0000"/></svg>"##)
        try f.write("V.swift", """
        import SwiftUI
        enum L10n { enum Onboarding { static let title = "T" } }
        #Preview {
            HStack(spacing: 0) { Image(.Onboarding.rocket); Text(L10n.Onboarding.title) }
        }
        """)
        let (image, diagnostics) = try renderProjectPreview(root: f.root)
        XCTAssertEqual(diagnostics, [])
        // The 10 pt image, centred on the text line's height.
        XCTAssertEqual(image.rgb(5, 10), [255, 0, 0])
    }

    /// `Image(uiImage: .init(named: "dot") ?? .init())`: the implicit `.init(named:)` is UIImage's,
    /// read from the asset catalogs; a missing set is nil, said once, and draws nothing.
    func testImageOfAnImplicitUIImageInitializer() throws {
        let f = try AssetCatalogFixture(self)
        try f.imageSet("A.xcassets/dot.imageset", filename: "d.svg",
                       svg: ##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#00ff00"/></svg>"##)
        try f.write("V.swift", """
        import SwiftUI
        #Preview {
            HStack(spacing: 0) {
                Image(uiImage: .init(named: "dot") ?? .init())
                Image(uiImage: .init(named: "missing") ?? .init())
            }
        }
        """)
        let (image, diagnostics) = try renderProjectPreview(root: f.root)
        XCTAssertEqual(diagnostics, ["ROOT/V.swift:5:9: warning: no image set named 'missing' in the asset catalogs: UIImage(named:) is nil"])
        XCTAssertEqual(image.rgb(5, 5), [0, 255, 0])
        XCTAssertEqual(image.pixmap.width, 10)
    }

    /// An SVG image set is shown at its own size in points whatever the font, as iOS shows an
    /// image set (only symbol sets follow the font); `.resizable()` scales it to its frame.
    func testAnSVGImageSetShowsAtItsOwnSize() throws {
        let f = try AssetCatalogFixture(self)
        try f.imageSet("A.xcassets/dot.imageset", filename: "d.svg",
                       svg: ##"<svg xmlns="http://www.w3.org/2000/svg" width="12" height="6" viewBox="0 0 2 1"><rect width="2" height="1" fill="#0000ff"/></svg>"##)
        try f.write("V.swift", """
        import SwiftUI
        #Preview {
            VStack(alignment: .leading, spacing: 0) {
                Image("dot").font(.largeTitle)
                Image("dot").resizable().frame(width: 30, height: 15)
            }
        }
        """)
        let project = try SwiftProject.load(paths: [f.root])
        let r = project.evaluate(try XCTUnwrap(project.previews.first), context: EvaluationContext())
        let tree = try sharedLayout.layout(try XCTUnwrap(r.component))
        XCTAssertEqual(r.diagnostics.map(\.description), [])
        assertRect(tree.node("VStack/0/Image").frame, 0, 0, 12, 6)
        assertRect(tree.node("VStack/1/Image").frame, 0, 6, 30, 15)
    }

    /// `$mode.dropFirst().sink { … }.store(in: &cancellables)` in a view model: `$mode` of an
    /// `@Published` property is its publisher, which gives a new subscriber the current value at
    /// once, as Combine does; `dropFirst` drops it, `receive(on:)` delivers it later (never, in a
    /// still preview), `map`/`filter`/`compactMap` pass it on transformed; `assign(to:on:)` sets it.
    func testPublishedProjectionIsAPublisherThatGivesItsCurrentValue() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        import Combine
        enum Mode { case all, network }
        final class Filters: ObservableObject {
            @Published var options = ["a", "b"]
            @Published var mode: Mode = .network
            @Published var title = ""
        }
        final class Console: ObservableObject {
            @Published var mode: Mode = .all
            @Published var log: [String] = []
            let filters = Filters()
            let subject = CurrentValueSubject<Int, Never>(1)
            private var cancellables: [AnyCancellable] = []
            init() {
                $mode.sink { [weak self] in self?.filters.mode = $0 }.store(in: &cancellables)
                $mode.dropFirst().sink { [weak self] _ in self?.log.append("dropped") }.store(in: &cancellables)
                filters.$options.map(\\.count).filter { $0 > 1 }.sink { [weak self] in self?.log.append("options \\($0)") }.store(in: &cancellables)
                filters.$options.receive(on: DispatchQueue.main).sink { [weak self] _ in self?.log.append("later") }.store(in: &cancellables)
                subject.send(5)
                subject.compactMap { $0 > 3 ? "big \\($0)" : nil }.sink(receiveCompletion: { _ in }, receiveValue: { [weak self] in self?.log.append($0) })
                    .store(in: &cancellables)
                Just("Hello").assign(to: \\.title, on: filters).store(in: &cancellables)
            }
        }
        #Preview {
            let console = Console()
            Text("\\(console.log.joined(separator: ", ")); \\(console.filters.mode == .all) \\(console.filters.title) \\(console.subject.value)")
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["options 2, big 5; true Hello 5"])
    }

    /// `.font(.compound.bodyLG)` where both `Font` and `Font.TextStyle` declare a static
    /// `compound`: the chain's base is looked up in the type the argument must be (a Font), as
    /// Swift does; `image = .compound[keyPath: icon]` likewise in the property's type.
    func testAnImplicitChainResolvedInTheExpectedType() throws {
        let tree = try layoutPreview("""
        import SwiftUI
        extension Font { static let compound = Fonts() }
        struct Fonts { let bodyLG = Font.system(size: 30) }
        extension Font.TextStyle { static let compound = TextStyles() }
        struct TextStyles { let bodyLG = Font.TextStyle.body }
        extension Image { static let compound = Icons() }
        struct Icons { let profile = Image(systemName: "person") }
        struct Icon: View {
            let image: Image
            init(_ icon: KeyPath<Icons, Image>) { image = .compound[keyPath: icon] }
            var body: some View { image }
        }
        #Preview {
            VStack(spacing: 0) {
                Text("A").font(.compound.bodyLG)
                Icon(\\.profile)
            }
        }
        """)
        // A 30 pt line, and the `person` symbol at the body size (nothing, were the chain unresolved).
        XCTAssertEqual(tree.node("VStack/0/Text").frame.height, 36.26953125, accuracy: 1e-9)
        XCTAssertEqual(tree.node("VStack/1/Icon/Image").frame.height, 18.7, accuracy: 1e-9)
    }

    /// `transactions: [.init(fetchType: 2)]` for a memberwise `[Transaction]` (or `Transaction?`)
    /// parameter: the element type is the one nested in the type being made, though another
    /// type nests a `Transaction` too.
    func testArrayOfNestedTypeInAMemberwiseInitializer() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        enum Logger { struct Transaction { let id: Int } }
        struct Task {
            let name: String
            let transactions: [Transaction]
            let last: Transaction?
            struct Transaction {
                let fetchType: Int
                var isReused: Bool = false
            }
            static let login = Task(name: "login", transactions: [.init(fetchType: 2)], last: .init(fetchType: 3, isReused: true))
        }
        #Preview { Text("\\(Task.login.transactions[0].fetchType) \\(Task.login.transactions[0].isReused) \\(Task.login.last!.isReused)") }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["2 false true"])
    }

    /// `Example<Parameters>()` inside `BlurExample`, which nests its own `Parameters` (as other
    /// examples do): the generic argument is the enclosing type's, and `Provider { … }` in the
    /// generic view's body makes it.
    func testAGenericArgumentNamedInsideItsEnclosingType() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        protocol ProviderView: View {
            static var name: String { get }
            init(update: @escaping (String) -> Void)
        }
        struct Example<Provider: ProviderView>: View {
            @State private var picked = "none"
            var body: some View {
                VStack {
                    Text(Provider.name)
                    Provider { picked = $0 }
                }
            }
        }
        struct BlurExample: View {
            struct Parameters: ProviderView {
                static let name = "Blur"
                let update: (String) -> Void
                init(update: @escaping (String) -> Void) { self.update = update }
                var body: some View { Text("blur parameters") }
            }
            var body: some View { Example<Parameters>() }
        }
        struct FadeExample: View {
            struct Parameters: ProviderView {
                static let name = "Fade"
                init(update: @escaping (String) -> Void) {}
                var body: some View { Text("fade parameters") }
            }
            var body: some View { Example<Parameters>() }
        }
        #Preview { VStack { BlurExample(); FadeExample() } }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["Blur", "blur parameters", "Fade", "fade parameters"])
    }

    /// Foundation values view models read: `s.utf16.count`, the device's iOS version through
    /// `ProcessInfo`, the process name, the app group's container, and a date format style whose
    /// calendar, time zone and locale are set as properties.
    func testProcessInfoContainerURLUTF16AndFormatStyleProperties() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        enum Paths {
            static var container: URL {
                FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.example")!
            }
        }
        func style(_ style: Date.FormatStyle, calendar: Calendar) -> Date.FormatStyle {
            var style = style
            style.calendar = calendar
            style.timeZone = TimeZone(identifier: "Asia/Tokyo")!
            style.locale = Locale(identifier: "fr_FR")
            return style
        }
        #Preview {
            let version = ProcessInfo.processInfo.operatingSystemVersion
            VStack {
                Text("\\("héllo 👋".utf16.count) \\(version.majorVersion).\\(version.minorVersion).\\(version.patchVersion)")
                Text(ProcessInfo.processInfo.processName + ".txt")
                Text(Paths.container.appendingPathComponent("databases", isDirectory: true).path)
                Text(Date(timeIntervalSince1970: 0).formatted(style(.dateTime.hour().minute(), calendar: Calendar(identifier: .gregorian))))
            }
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["8 17.5.0", "XCPreviewAgent.txt", "/preview/AppGroup/group.example/databases", "09:00"])
    }

    /// `customization: Customization? = .init()` in an initializer of `Item`, which nests its own
    /// `Customization` beside another type's: the parameter's type is the declaring type's nested
    /// one, for the default and for `.init(icon:)` passed by the caller, read in the body.
    func testAnInitializerParameterOfANestedTypeNamedLikeAnother() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        enum Settings { struct Customization { var theme = "dark" } }
        struct Item {
            struct Customization { var icon: String? = nil; var color: String? = nil }
            let icon: String
            init(customization: Customization? = .init()) { icon = customization?.icon ?? "none" }
        }
        #Preview {
            VStack {
                Text(Item().icon)
                Text(Item(customization: .init(icon: "movie")).icon)
            }
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["none", "movie"])
    }

    /// `Bound`, `Bound.Stride(…)` in `extension ClosedRange where Bound: BinaryFloatingPoint`,
    /// `Element` in `extension Array`: the library type's generic parameter is the type of the
    /// value's parts, and a floating-point type's `Stride` is itself.
    func testALibraryTypesGenericParameterInItsExtension() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        extension ClosedRange where Bound: BinaryFloatingPoint, Bound.Stride: BinaryFloatingPoint {
            func numberOfSteps(_ step: Bound.Stride) -> Int {
                let steps = floor(Bound.Stride(upperBound - lowerBound) / step)
                return Int(steps)
            }
            func middle() -> Bound { Bound(2) == 2 ? (lowerBound + upperBound) / 2 : 0 }
        }
        extension Array {
            func firstTwo() -> [Element] { Array<Element>(prefix(2)) }
        }
        #Preview { Text("\\((0.0...10.0).numberOfSteps(2.5)) \\((0.0...10.0).middle()) \\([1, 2, 3].firstTwo())") }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["4 5.0 [1, 2]"])
    }

    /// `AnyShapeStyle(.tint)` is the style it wraps; `Color(hue: .random(in: 0...1), …)` reads
    /// the implicit members as Doubles (seeded, so the colour is the same on every run).
    func testAnyShapeStyleAndImplicitRandomHue() throws {
        let source = """
        import SwiftUI
        extension Color {
            static var random: Color { Color(hue: .random(in: 0...1), saturation: .random(in: 0...1), brightness: .random(in: 0...1)) }
        }
        #Preview {
            HStack(spacing: 0) {
                Rectangle().fill(true ? AnyShapeStyle(.red) : AnyShapeStyle(.tint)).frame(width: 10, height: 10)
                Rectangle().fill(false ? AnyShapeStyle(.red) : AnyShapeStyle(.tint)).frame(width: 10, height: 10)
                Rectangle().fill(Color.random).frame(width: 10, height: 10)
            }.tint(Color(red: 0, green: 0, blue: 1))
        }
        """
        let (_, warnings) = try textsAndWarnings(source)
        XCTAssertEqual(warnings, [])
        let image = try renderPreview(source)
        XCTAssertEqual(previewRGB(image, 5, 5), [255, 59, 48])
        XCTAssertEqual(previewRGB(image, 15, 5), [0, 0, 255])
        XCTAssertEqual(previewRGB(image, 25, 5), previewRGB(try renderPreview(source), 25, 5))
        XCTAssertNotEqual(previewRGB(image, 25, 5), [255, 255, 255])
    }

    /// `@State var offset: Angle = .zero`: the zero angle, whose `degrees` and `radians` read 0
    /// (through the binding too).
    func testAZeroAngleProperty() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        struct Dial: View {
            @State private var offset: Angle = .zero
            var body: some View { Text("\\($offset.degrees.wrappedValue) \\(offset.radians)") }
        }
        #Preview { Dial() }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["0.0 0.0"])
    }

    /// A JPEG image set (a photo, as design systems ship placeholders) is drawn at its size in
    /// points, in its own colours.
    func testAJPEGImageSetIsDrawn() throws {
        let f = try AssetCatalogFixture(self)
        try f.write("A.xcassets/photo.imageset/Contents.json", #"{ "images" : [ { "filename" : "photo.jpg", "idiom" : "universal", "scale" : "1x" } ] }"#)
        // 16 × 8, left half red, right half blue (made here with libjpeg).
        try Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/2wBDAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAARCAAIABADAREAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD8X6/ynP8Av4PyHr/1UD/zXz//2Q==")!.write(to: URL(fileURLWithPath: f.root + "/A.xcassets/photo.imageset/photo.jpg"))
        try f.write("V.swift", """
        import SwiftUI
        #Preview { Image("photo", bundle: .module) }
        """)
        let (image, diagnostics) = try renderProjectPreview(root: f.root)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual([image.pixmap.width, image.pixmap.height], [16, 8])
        let red = image.rgb(2, 4), blue = image.rgb(13, 4)
        XCTAssertTrue(red[0] > 250 && red[1] < 5 && red[2] < 5, "\(red)")
        XCTAssertTrue(blue[0] < 5 && blue[1] < 5 && blue[2] > 250, "\(blue)")
    }

    /// `rotation3DEffect`: half a turn about the y axis mirrors the view (exactly, whatever the
    /// perspective: the view stays at depth 0); no turn is the view itself; a small turn is
    /// drawn turned (`Rotation3DEffectTests` has the geometry), without a warning.
    func testRotation3DEffectFlipsAndRestingStates() throws {
        let source = """
        import SwiftUI
        #Preview {
            HStack(spacing: 0) {
                HStack(spacing: 0) { Color.red.frame(width: 5); Color.blue.frame(width: 5) }.frame(height: 10)
                    .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0), perspective: 0.8)
                HStack(spacing: 0) { Color.red.frame(width: 5); Color.blue.frame(width: 5) }.frame(height: 10)
                    .rotation3DEffect(.degrees(0), axis: (x: 1.0, y: 2.0, z: 0.0))
                HStack(spacing: 0) { Color.red.frame(width: 5); Color.blue.frame(width: 5) }.frame(height: 10)
                    .rotation3DEffect(.degrees(2), axis: (1, 2, 0))
            }
        }
        """
        let (_, warnings) = try textsAndWarnings(source)
        XCTAssertEqual(warnings, [])
        let image = try renderPreview(source)
        let red = [255, 59, 48], blue = [0, 122, 255]
        XCTAssertEqual([previewRGB(image, 2, 5), previewRGB(image, 7, 5)], [blue, red])
        XCTAssertEqual([previewRGB(image, 12, 5), previewRGB(image, 17, 5)], [red, blue])
        XCTAssertEqual([previewRGB(image, 22, 5), previewRGB(image, 27, 5)], [red, blue], "2° moves the centres' pixels less than a pixel")
    }

    /// A subclass instance has its superclasses' stored properties, and a class that declares
    /// no initializer runs its superclass's (pocket-casts' `DefaultEmptyStateStyle: ThemeObserver`).
    func testASubclassHasItsSuperclassStoredPropertiesAndInitializer() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        final class Theme { static let shared = Theme(); var name = "dark" }
        class ThemeObserver {
            let theme: Theme = .shared
            var count = 2
            var started = "no"
            init() { started = "yes" }
        }
        class Observer: ThemeObserver { var extra = 1 }
        class DefaultStyle: Observer {
            var label: String { "\\(theme.name) \\(count) \\(extra) \\(started)" }
        }
        #Preview { Text(DefaultStyle().label) }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["dark 2 1 yes"])
    }

    /// `self.append(AttributedString(…))` inside the sources' `mutating func append(_:_:)` of
    /// `extension AttributedString` is Foundation's append (written back); a call from a method's
    /// own body whose arguments do not fit it is never that method again, even when the library
    /// has no such method (a fallback, not unbounded recursion).
    func testAnExtensionMethodCallingTheLibraryMethodOfItsName() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        extension AttributedString {
            init(_ string: String, _ configure: (inout AttributeContainer) -> Void) {
                var attributes = AttributeContainer()
                configure(&attributes)
                self.init(string, attributes: attributes)
            }
            mutating func append(_ string: String, _ configure: (inout AttributeContainer) -> Void) {
                var attributes = AttributeContainer()
                configure(&attributes)
                self.append(AttributedString(string, attributes: attributes))
            }
        }
        extension Array {
            func frob(_ a: Int, _ b: Int) -> Int { frob(a) }
        }
        #Preview {
            var text = AttributedString("GET ") { $0.foregroundColor = .red }
            text.append("/users") { $0.foregroundColor = .blue }
            return VStack {
                Text(text)
                Text("\\([1].frob(1, 2))")
            }
        }
        """)
        XCTAssertEqual(warnings, ["Card.swift:15:44: warning: unknown function 'frob': evaluated as its source text — did you mean 'Form'?"])
        XCTAssertEqual(texts, ["GET /users", "frob(a)"])
    }

    /// `@Entry var style: String?` with no value: an optional environment entry defaults to nil,
    /// as the macro makes it; a view that sets it passes its value down.
    func testAnOptionalEntryDefaultsToNil() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        extension EnvironmentValues {
            @Entry var menuStyle: String?
        }
        struct Reader: View {
            @Environment(\\.menuStyle) private var style
            var body: some View { Text(style ?? "none") }
        }
        #Preview {
            VStack {
                Reader()
                Reader().environment(\\.menuStyle, "glass")
            }
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["none", "glass"])
    }

    /// A computed value of `extension EnvironmentValues` read through `@Environment(\\.doubled)`:
    /// its getter runs on the environment where the view stands, reading the entries it names.
    func testAComputedEnvironmentValue() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        extension EnvironmentValues {
            @Entry var fontSize: CGFloat = 12
            var doubledSize: CGFloat { fontSize * 2 }
        }
        struct Reader: View {
            @Environment(\\.doubledSize) private var size
            var body: some View { Text("\\(Int(size))") }
        }
        #Preview { VStack { Reader(); Reader().environment(\\.fontSize, 20) } }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["24", "40"])
    }

    /// `@Environment(\\.displayScale)` and `\\.pixelLength`: the preview device's screen, 3× (as
    /// `UIScreen.main.scale` reports it).
    func testDisplayScaleAndPixelLength() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        struct Hairline: View {
            @Environment(\\.displayScale) private var scale
            @Environment(\\.pixelLength) private var pixel
            var body: some View { Text("\\(scale) \\(pixel == 1 / scale) \\(UIScreen.main.scale == scale)") }
        }
        #Preview { Hairline() }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["3.0 true true"])
    }
}
