import Foundation
import PlumbLayout
import PlumbModel
import PlumbRender
@testable import PlumbSwiftUI
import XCTest

/// Constructs found on public SwiftUI repositories (eighth round), each in our own words.
final class SwiftRealCodeFindings8Tests: XCTestCase {

    /// A module `Widgets` that also declares `struct Widgets`: inside it `Widgets.Bundle` is not
    /// the module's way of naming Foundation's `Bundle` (the type shadows the module, as in
    /// Swift), so a type nested in `Widgets` is looked up as such and plain `Bundle` stays
    /// Foundation's, with the sources' `extension Bundle` beside it.
    func testATypeNamedLikeItsModuleDoesNotMakeLibraryTypesItsOwn() throws {
        let project = SwiftProject.parse([
            ("App/Sources/Widgets/Widgets.swift", """
            import SwiftUI
            struct Widgets {
                let kind = Constants.kind
                var label: some View { Text(Constants.bundleID) }
            }
            enum Constants {
                static let kind = "k"
                static var bundleID: String { Bundle.main.bundleIdentifier ?? "none" }
            }
            #Preview { Widgets().label }
            """),
            ("App/Sources/Bridge/Bundle+Extension.swift", """
            import Foundation
            extension Bundle {
                var isExtension: Bool { bundlePath.hasSuffix(".appex") }
            }
            """),
        ])
        let e = try XCTUnwrap(project.previews.first.map { project.evaluate($0, context: EvaluationContext()) })
        XCTAssertEqual(e.diagnostics.map(\.description), [])
        let t = try sharedLayout.layout(XCTUnwrap(e.component))
        XCTAssertEqual(t.nodes.filter { $0.kind == "text" }.map { $0.text?.lines.first?.text }, [FoundationBundle.identifier])
    }

    /// A class that keeps a getter closure whose type is an alias (`typealias Getter = () ->
    /// Info`), made by a fixture whose closure reads a static `var`, then read through a computed
    /// property that calls the closure: the closure is stored as a function, not called early.
    func testClosuresStoredThroughFunctionTypeAliases() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        struct Info: Equatable { var name: String; var order = 0 }
        final class Server {
            typealias Getter = () -> Info
            typealias Setter = (Info) -> Bool
            private let getter: Getter
            private let setter: Setter
            var info: Info {
                get { getter() }
                set { _ = setter(newValue) }
            }
            init(getter: @escaping Getter, setter: @escaping Setter) {
                self.getter = getter
                self.setter = setter
            }
        }
        enum Fixture {
            private static var standardInfo = Info(name: "Home")
            static var standard: Server {
                Server(getter: { standardInfo }, setter: { newInfo in
                    standardInfo = newInfo
                    return true
                })
            }
        }
        #Preview {
            let server = Fixture.standard
            server.info.name = "Cabin"
            return VStack {
                Text(server.info.name)
                Text(Fixture.standard.info.name)
            }
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["Cabin", "Cabin"])
    }

    /// A function declared `-> (value: String, unit: String)` that returns `(v, u)` unlabelled,
    /// and a closure parameter typed `(Reading) -> (start: Double, end: Double)`: the result
    /// takes the declared labels, as Swift converts the tuple, so `.value` and `.start` read it.
    func testTuplesTakeTheLabelsOfDeclaredResultTypes() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        struct Reading { let low: Double; let high: Double }
        enum Style {
            static func power(_ watts: Double) -> (value: String, unit: String) {
                if watts >= 1000 { return (String(watts / 1000), "kW") }
                return (String(watts), "W")
            }
            static func grid(_ n: Int) -> (days: [Int], padding: Int) {
                let days = Array(1...n)
                return (days, n % 7)
            }
        }
        struct Chart: View {
            let reading = Reading(low: 2, high: 5)
            func spans(_ span: (Reading) -> (start: Double, end: Double)) -> String {
                let s = span(reading)
                return "\\(s.start)–\\(s.end)"
            }
            var body: some View {
                let power = Style.power(2500)
                VStack {
                    Text(power.value + " " + power.unit)
                    Text("\\(Style.grid(9).padding) \\(Style.grid(9).days.count)")
                    Text(spans { ($0.low, $0.high) })
                }
            }
        }
        #Preview { Chart() }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["2.5 kW", "2 9", "2.0–5.0"])
    }

    /// A view whose `body` is a stored property set by its initialiser (`body = AnyView(content)`),
    /// as configuration types of custom styles declare their `Label`: the stored view is drawn.
    func testAViewWhoseBodyIsAStoredProperty() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        struct Configuration {
            struct Label: View {
                init(content: some View) { body = AnyView(content) }
                var body: AnyView
            }
            let label: Label
        }
        struct Segment: View {
            let configuration = Configuration(label: .init(content: Text("First")))
            var body: some View { configuration.label.padding(4) }
        }
        #Preview { Segment() }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["First"])
    }

    /// A formatter helper that takes `Date.FormatStyle` made as `.init(date:time:)` and pins
    /// its calendar, time zone and locale by assignment before formatting; `max` of two dates
    /// (dates are `Comparable`) and `calendar.startOfDay(for:)` of the later one.
    func testDateFormatStylesMadeWithInitAndChangedByAssignment() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        enum Formatter {
            static func time(_ date: Date, calendar: Calendar) -> String {
                date.formatted(style(.init(date: .omitted, time: .shortened), calendar: calendar))
            }
            private static func style(_ style: Date.FormatStyle, calendar: Calendar) -> Date.FormatStyle {
                var style = style
                style.calendar = calendar
                style.timeZone = calendar.timeZone
                style.locale = calendar.locale ?? .autoupdatingCurrent
                return style
            }
        }
        struct Row: View {
            let start = Date(timeIntervalSince1970: 0)
            var body: some View {
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = TimeZone(identifier: "Europe/Paris")!
                let later = max(start, Date.now)
                return VStack {
                    Text(Formatter.time(later, calendar: calendar))
                    Text(Formatter.time(min(start, .now), calendar: calendar))
                    Text(calendar.startOfDay(for: later) < later ? "after midnight" : "midnight")
                }
            }
        }
        #Preview { Row() }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["11:41\u{202F}AM", "1:00\u{202F}AM", "after midnight"])
    }

    /// A URL helper that takes `URLComponents(url:resolvingAgainstBaseURL:)`, adds a query item
    /// once through the sources' `mutating func` on `URLComponents`, and returns `components.url!`.
    func testURLComponentsMadeFromAURLAndChangedByAnExtension() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        extension URL {
            func withToken(_ token: String) -> URL {
                var components = URLComponents(url: self, resolvingAgainstBaseURL: false)!
                components.insertToken(token)
                components.insertToken(token)
                return components.url!
            }
        }
        extension URLComponents {
            mutating func insertToken(_ token: String) {
                guard queryItems?.contains(where: { $0.name == "token" }) != true else { return }
                queryItems = (queryItems ?? []) + [URLQueryItem(name: "token", value: token)]
            }
        }
        struct Link: View {
            let url = URL(string: "https://example.com/widget?server=1")!
            var body: some View {
                let components = URLComponents(url: url.withToken("a b"), resolvingAgainstBaseURL: true)
                return VStack {
                    Text(url.withToken("a b").absoluteString)
                    Text(components?.percentEncodedQuery ?? "none")
                }
            }
        }
        #Preview { Link() }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["https://example.com/widget?server=1&token=a%20b", "server=1&token=a%20b"])
    }

    /// Preview configurations built as `.init(item: .init(…), name:)` where the declared type is
    /// a generic type nested in a generic type (`Configurations<TileData>.Configuration<TileData>`): the
    /// inner `.init(…)` is the generic argument's initialiser, as Swift infers it.
    func testImplicitInitsOfGenericParametersOfNestedGenericTypes() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        struct Configurations<Item> {
            struct Configuration<ConfigurationItem>: Identifiable {
                let item: ConfigurationItem
                let name: String
                var id: String { name }
                init(item: ConfigurationItem, name: String) {
                    self.item = item
                    self.name = name
                }
            }
            let configurations: [Configuration<Item>]
            let configure: (Item) -> AnyView
            init(configurations: [Configuration<Item>], configure: @escaping (Item) -> some View) {
                self.configurations = configurations
                self.configure = { AnyView(configure($0)) }
            }
            @ViewBuilder
            func previews() -> some View {
                ForEach(configurations) { configuration in
                    configure(configuration.item)
                }
            }
        }
        struct Tile: View {
            let count: Int
            let subtitle: Bool
            var body: some View { Text("\\(count)" + (subtitle ? " with subtitle" : "")) }
        }
        struct Tile_Previews: PreviewProvider {
            struct TileData { let count: Int; let subtitle: Bool }
            static var small: Configurations<TileData> = .init(configurations: configurations()) { data in
                Tile(count: data.count, subtitle: data.subtitle)
            }
            static func configurations() -> [Configurations<TileData>.Configuration<TileData>] {
                (1 ... 2).flatMap { n in
                    [
                        .init(item: .init(count: n, subtitle: true), name: "\\(n) a"),
                        .init(item: .init(count: n, subtitle: false), name: "\\(n) b"),
                    ]
                }
            }
            static var previews: some View {
                VStack { small.previews() }
            }
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["1 with subtitle", "1", "2 with subtitle", "2"])
    }

    /// `"Pocket" + .nbsp + "Casts"` and `words.append(isLast ? .nbsp : " ")` with the sources'
    /// `extension String { static let nbsp }`: an implicit member beside strings, or appended to
    /// an array of strings, is a String static, as Swift infers it.
    func testImplicitStringStaticsBesideStrings() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        extension String {
            static let nbsp = "\\u{00a0}"
            func preventWidows() -> String {
                let words = replacingOccurrences(of: Constants.brand, with: Constants.brandJoined).components(separatedBy: " ")
                var built: [String] = []
                for (index, word) in words.enumerated() {
                    if index > 0 { built.append(index == words.count - 1 ? .nbsp : " ") }
                    built.append(word)
                }
                return built.joined()
            }
            private enum Constants {
                static let brand = "Pocket Casts"
                static let brandJoined = "Pocket" + .nbsp + "Casts"
            }
        }
        #Preview { Text("Try Pocket Casts today".preventWidows().replacingOccurrences(of: String.nbsp, with: "_")) }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["Try Pocket_Casts_today"])
    }

    /// `container.viewContext.userInfo[key] = value` where the container's type is unknown (a
    /// framework the sources do not declare): as for a member written on an unknown, only that
    /// unknown could read the change, so the write is not a fallback, and an unknown nothing
    /// reads leaves the picture as it is (it would be reported where a value is read from it).
    func testWritingThroughASubscriptOfAnUnknownIsNotASecondFallback() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        enum Mock {
            static func makeStore() -> String {
                let container = PersistentContainer(name: "Store")
                container.viewContext.userInfo["mock"] = true
                return "made"
            }
        }
        #Preview { Text(Mock.makeStore()) }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["made"])
    }

    /// `AngularGradient(colors:center:)` (a whole turn from the trailing side, clockwise),
    /// `AngularGradient(gradient:center:startAngle:endAngle:)` and the `.conicGradient(…)` style,
    /// drawn where SwiftUI draws them: sampled right, below, left and above the centre.
    func testAngularGradientsSweepClockwiseFromTheTrailingSide() throws {
        let image = try renderPreview("""
        import SwiftUI
        #Preview {
            VStack(spacing: 0) {
                Rectangle().fill(AngularGradient(colors: [.white, .black], center: .center)).frame(width: 40, height: 40)
                Circle().fill(AngularGradient(gradient: Gradient(colors: [.white, .black]), center: .center,
                                              startAngle: .degrees(0), endAngle: .degrees(180)))
                    .frame(width: 40, height: 40)
                Rectangle().fill(.conicGradient(colors: [.white, .black], center: .center, angle: .degrees(90))).frame(width: 40, height: 40)
            }
        }
        """)
        // Each pixel is sampled at its centre: t = (its angle about the centre − start) / sweep,
        // gray = 255 · (1 − t) rounded half up.
        func gray(_ x: Int, _ y: Int) -> Int { previewRGB(image, x, y)[0] }
        // Whole turn about (20, 20): just past 0° (t 0.005), ~90° down, ~180° left, ~270° up.
        XCTAssertEqual([gray(35, 20), gray(19, 35), gray(4, 20), gray(20, 4)], [254, 190, 129, 62])
        // Half a turn about (20, 60): ~90° is halfway; at 307° the sweep's gap has turned back to
        // the first colour; at 230° it still holds the last.
        XCTAssertEqual([gray(20, 75), gray(26, 45), gray(10, 48)], [130, 255, 0])
        // `.conicGradient(…, angle: 90°)` about (20, 100): a whole turn starting straight down.
        XCTAssertEqual([gray(15, 115), gray(4, 100)], [244, 193])
    }

    /// CoreGraphics' C-style makers, still found in older view code: `CGSizeMake`,
    /// `CGPointMake`, `CGRectMake`, `UIEdgeInsetsMake`.
    func testCoreGraphicsMakers() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        struct Box: View {
            let size = CGSizeMake(120, 40)
            var body: some View {
                let rect = CGRectMake(10, 20, size.width, size.height)
                let point = CGPointMake(rect.midX, rect.midY)
                let insets = UIEdgeInsetsMake(1, 2, 3, 4)
                Text("\\(Int(rect.maxX)) \\(Int(point.y)) \\(Int(insets.left + insets.right))")
            }
        }
        #Preview { Box() }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["130 40 6"])
    }

    /// os's `Logger` in a view model: made, given messages at every level, and nothing drawn
    /// changes (logging is invisible, so this is exact, not a fallback).
    func testOSLoggerIsAcceptedAndSilent() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        import os
        final class Model {
            private let logger = Logger(subsystem: "com.example", category: "model")
            var title: String
            init() {
                title = "Ready"
                logger.debug("made \\(title)")
                logger.error("none")
                Logger().notice("plain")
            }
        }
        #Preview { Text(Model().title) }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["Ready"])
    }

    /// `Task { … }` and `Task.detached { … }` started by a view model are accepted and their
    /// work is not run (it would run after the code that starts it; a preview is the picture
    /// before anything asynchronous happened); the handle can be kept and cancelled.
    func testTasksAreAcceptedAndNotRun() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        final class Log {
            var lines: [String] = []
            private var pending: Task<Void, Never>?
            func add(_ message: String) {
                pending = Task {
                    await append("async " + message)
                }
                Task.detached(priority: .background) { await self.append("detached") }
                lines.append(message)
                if Task.isCancelled == false { pending?.cancel() }
            }
            func append(_ m: String) async { lines.append(m) }
        }
        struct Row: View {
            var body: some View {
                let log = Log()
                log.add("hi")
                return Text(log.lines.joined(separator: ","))
            }
        }
        #Preview { Row() }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["hi"])
    }

    /// A generic initialiser's parameter bound from the metatype passed
    /// (`init<T: Entity>(entity: T.Type)` called with `Message.self`): `"\\(T.self)"` names it.
    func testGenericInitialisersBindTheirParametersFromMetatypes() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        class Entity {}
        final class Message: Entity {}
        final class CountObserver {
            let entityName: String
            init<T: Entity>(entity: T.Type, limit: Int = 10) {
                self.entityName = "\\(T.self)"
            }
        }
        #Preview { Text(CountObserver(entity: Message.self).entityName) }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["Message"])
    }

    /// `==` between optionals of a type that declares its own `==`: with a nil on either side it
    /// is Optional's comparison (equal only when both are nil), not the type's `==` given a nil.
    func testOptionalEqualityWithADeclaredEqualsOperator() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        struct Picture { let name: String }
        extension Picture: Equatable {
            static func == (lhs: Picture, rhs: Picture) -> Bool { lhs.name == rhs.name }
        }
        struct Row: View {
            var selected: Picture? = nil
            let first: Picture? = Picture(name: "cat")
            var body: some View {
                Text("\\(selected == first) \\(selected == nil) \\(first != selected) \\(first == Picture(name: "cat"))")
            }
        }
        #Preview { Row() }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["false true true true"])
    }

    /// `LocalizedStringResource("key", defaultValue: "…")` (also made as `.init(…)` where one is
    /// expected): the key's value in the preview's locale, else the default value.
    func testLocalizedStringResources() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        enum Period: String, CaseIterable {
            case today, thisWeek
            static let titles: [Period: LocalizedStringResource] = [
                .today: .init("period.today", defaultValue: "Today"),
                .thisWeek: LocalizedStringResource("period.this_week", defaultValue: "This week"),
            ]
            var title: LocalizedStringResource { Self.titles[self] ?? .init(stringLiteral: rawValue) }
        }
        #Preview {
            VStack {
                Text(Period.today.title)
                Text(String(localized: Period.thisWeek.title))
            }
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["Today", "This week"])
    }
}
