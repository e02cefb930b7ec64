import Foundation
@testable import PlumbSwiftUI
import XCTest

/// Constructs found on public SwiftUI repositories (fourteenth round), each in our own words:
/// the string tables code generators write, and the values passed through them.
final class SwiftRealCodeFindings14Tests: XCTestCase {

    /// A generated strings accessor passes its `CVarArg...` on with
    /// `String(format:locale:arguments:)`: the locale is not a value to format, and the
    /// `arguments:` array holds the values, in order or by position.
    func testStringFormatWithALocaleAndAnArgumentsArray() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        enum Strings {
            static func longest(_ p1: Any, _ p2: Any) -> String {
                tr("The longest was %1$@ from %2$@", String(describing: p1), String(describing: p2))
            }
            private static func tr(_ format: String, _ args: CVarArg...) -> String {
                String(format: format, locale: Locale.current, arguments: args)
            }
        }
        #Preview {
            VStack {
                Text(Strings.longest("Episode", "Podcast"))
                Text(String(format: "%d of %d", arguments: [2, 3]))
                Text(String(format: "%@ & %@", locale: Locale(identifier: "en_US"), "a", "b"))
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["The longest was Episode from Podcast", "2 of 3", "a & b"])
    }

    /// A struct's initializer may assign the whole value — `self = Kind(rawValue: value) ?? .any`
    /// in `init(stringLiteral:)` — and the value made then has those stored properties.
    func testAnInitializerThatAssignsSelf() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        struct Kind: ExpressibleByStringLiteral {
            var type: String
            var rawValue: String
            static let any = Kind(rawValue: "*/*")!
            init?(rawValue: String) {
                guard let type = rawValue.split(separator: ";").first, !type.isEmpty else { return nil }
                self.type = type.lowercased()
                self.rawValue = rawValue
            }
            init(stringLiteral value: String) {
                self = Kind(rawValue: value) ?? .any
            }
            var isJSON: Bool { type.contains("json") }
        }
        #Preview {
            let json: Kind = "Application/JSON; charset=utf-8"
            let empty: Kind = ""
            VStack {
                Text(json.isJSON ? "json" : "other")
                Text(json.type)
                Text(empty.rawValue)
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["json", "application/json", "*/*"])
    }

    /// `[Sensor.camera, .microphone]`: the elements written with their type give the array's
    /// element type, and the implicit members beside them are that type's cases.
    func testAnArrayLiteralInfersItsElementTypeFromANamedElement() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        enum Sensor: String, CaseIterable { case camera, microphone = "mic", audio }
        struct Badge { var name: String; static let new = Badge(name: "new") }
        #Preview {
            VStack {
                Text([Sensor.camera, .microphone].map(\.rawValue).joined(separator: ","))
                Text([.audio, Sensor.camera].map(\.rawValue).joined(separator: ","))
                Text([Badge(name: "a"), .new].map(\.name).joined(separator: ","))
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["camera,mic", "audio,camera", "a,new"])
    }

    /// `ByteCountFormatter` is Foundation's (swift-corelibs-foundation formats), its class
    /// method and a configured instance; `DispatchQueue.concurrentPerform` runs every
    /// iteration before it returns, in order.
    func testByteCountFormatterAndConcurrentPerform() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        func sizes() -> [String] {
            var parts = Array(repeating: "", count: 3)
            let counts: [Int64] = [1_234_567, 512, 0]
            DispatchQueue.concurrentPerform(iterations: 3) { i in
                parts[i] = ByteCountFormatter.string(fromByteCount: counts[i], countStyle: .file)
            }
            let kb = ByteCountFormatter()
            kb.allowedUnits = [.useKB]
            kb.countStyle = .binary
            return parts + [kb.string(fromByteCount: 123_456)]
        }
        #Preview { Text(sizes().joined(separator: " | ")) }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["1.2 MB | 512 bytes | Zero KB | 121 KB"])
    }

    /// A package that re-exports its own `TextField` (`typealias TextField = Controls.TextField`
    /// in an umbrella module): the example module builds the package's view in every form, the
    /// module's own `extension TextField` extends that view, and `type(of: leading)` inside it is
    /// the free function, never a modifier.
    func testAPackageAliasOfItsModulesTypeNamedLikeSwiftUIs() throws {
        let project = SwiftProject.parse([
            ("Sources/Controls/TextField.swift", #"""
            import SwiftUI
            public struct TextField<Leading: View>: View {
                let title: String
                let leading: Leading
                public init(_ title: String, @ViewBuilder leading: () -> Leading) {
                    self.title = title
                    self.leading = leading()
                }
                private var showsLeading: Bool { type(of: leading) != EmptyView.self }
                public var body: some View { HStack { if showsLeading { leading }; Text(title) } }
            }
            public extension TextField where Leading == EmptyView {
                init(_ title: String) { self.init(title) { EmptyView() } }
            }
            """#),
            ("Sources/Kit/Kit.swift", "@_exported import SwiftUI\n@_exported import Controls\npublic typealias TextField = Controls.TextField\n"),
            ("Sources/Examples/Example.swift", #"""
            import SwiftUI
            import Kit
            #Preview {
                VStack {
                    TextField("Plain")
                    TextField("Starred") { Text("*") }
                }
            }
            """#),
        ])
        let e = try XCTUnwrap(project.previews.first.map { project.evaluate($0, context: EvaluationContext()) })
        XCTAssertEqual(e.diagnostics.map(\.description), [])
        let t = try sharedLayout.layout(XCTUnwrap(e.component))
        XCTAssertEqual(t.nodes.filter { $0.kind == "text" }.map { $0.text?.lines.first?.text }, ["Plain", "*", "Starred"])
    }

    /// Inline-only Markdown keeps a lone `*` (a label's required-field mark), `* item` and a
    /// `***`/`___` rule as text: only emphasis around text is markup.
    func testALoneAsteriskAndRulesStayText() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        #Preview {
            VStack {
                Text("*")
                Text("* item")
                Text("***")
                Text("_ _ _")
                Text("*kept* and **strong**")
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["*", "* item", "***", "_ _ _", "kept and strong"])
    }

    /// The sources' extensions of library classes held by Plumb's own values apply to them by the
    /// library's type name: `extension UIImage { var swiftUIImage: Image }` on a `UIImage`, and an
    /// extension of `ByteCountFormatter` on one.
    func testExtensionsOfUIImageAndFormattersApplyToTheirValues() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        import UIKit
        extension UIImage {
            var swiftUIImage: Image { Image(uiImage: self) }
            var isWide: Bool { size.width > size.height }
        }
        extension ByteCountFormatter {
            static let files: ByteCountFormatter = { let f = ByteCountFormatter(); f.countStyle = .file; return f }()
            func label(_ n: Int64) -> String { "size " + string(fromByteCount: n) }
        }
        #Preview {
            VStack {
                UIImage(systemName: "star.fill")!.swiftUIImage.resizable().frame(width: 20, height: 20)
                Text(UIImage(systemName: "star.fill")!.isWide ? "wide" : "not wide")
                Text(ByteCountFormatter.files.label(2048))
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["wide", "size 2 KB"], "a star is wider than tall, as SF Symbols draws it")
    }

    /// `.tint` where a colour is expected (`border(.tint, width:)`) is the tint in effect there.
    func testTheTintShapeStyleWhereAColourIsExpected() throws {
        let source = #"""
        import SwiftUI
        #Preview {
            Color.clear
                .frame(width: 20, height: 20)
                .border(.tint, width: 4)
                .tint(Color(red: 1, green: 0, blue: 0))
                .background(Color.white)
        }
        """#
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let image = try renderSourcePreview(source)
        XCTAssertEqual(image.rgb(1, 10), [255, 0, 0], "the border in the tint")
        XCTAssertEqual(image.rgb(10, 10), [255, 255, 255])
    }

    /// An optional closure called through `?` (`second?()`, `config?.action?()`) is nil when the
    /// closure is, and otherwise its result: a banner's missing second button draws nothing.
    func testAnOptionalClosureCalledThroughOptionalChaining() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        struct Config { var action: (() -> String)? }
        struct Banner: View {
            let first: (() -> Text)?
            let second: (() -> Text)?
            var config: Config? = Config(action: { "acted" })
            var body: some View {
                VStack {
                    first?()
                    second?()
                    Text(config?.action?() ?? "none")
                    Text(Config(action: nil).action?() ?? "no action")
                }
            }
        }
        #Preview { Banner(first: { Text("one") }, second: nil) }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["one", "acted", "no action"])
    }

    /// Lists joined as Foundation joins them in the preview's locale: `.formatted(.list(type:))`
    /// and `ListFormatter` (which Linux's Foundation lacks, written on the same style).
    func testListFormatStyleAndListFormatter() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        #Preview {
            let days = ["mondays", "wednesdays", "fridays"]
            let lf = ListFormatter()
            VStack {
                Text(days.formatted(.list(type: .and)))
                Text(["tea", "coffee"].formatted(.list(type: .or)))
                Text("every week on \(lf.string(from: days) ?? "")")
                Text(ListFormatter.localizedString(byJoining: ["a", "b"]))
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["mondays, wednesdays, and fridays", "tea or coffee", "every week on mondays, wednesdays, and fridays", "a and b"])
    }

    /// A closed range of angles (`Angle.zero...Angle(degrees: 360)`, a circular layout's sweep)
    /// gives its bounds as `lowerBound`/`upperBound`.
    func testTheBoundsOfAClosedRangeOfAngles() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        struct Ring {
            let range: ClosedRange<Angle>
            init(range: ClosedRange<Angle> = Angle.zero...Angle(degrees: 360)) { self.range = range }
            func degrees(at index: Int, of count: Int) -> Double { range.upperBound.degrees / Double(count) * Double(index) }
        }
        #Preview {
            VStack {
                Text("\(Ring().degrees(at: 1, of: 4))")
                Text("\(Ring().range.lowerBound.degrees)")
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["90.0", "0.0"])
    }

    /// `VStackLayout(alignment:spacing:) { … }` with its content at once is the stack it stands for.
    func testAStackLayoutWrittenWithItsContent() throws {
        let tree = try layoutPreview(#"""
        import SwiftUI
        #Preview {
            HStack(spacing: 0) {
                VStackLayout(alignment: .leading, spacing: 4) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 20, height: 10) }
                HStackLayout(spacing: 0) { Color.green.frame(width: 5, height: 5) }
            }
        }
        """#)
        let frames = tree.shapes.map { [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height] }
        XCTAssertEqual(frames, [[0, 0, 10, 10], [0, 14, 20, 10], [20, 9.5, 5, 5]])
    }

    /// The sources' extensions of `Bundle`, `UserDefaults` and `NSLock` apply to `Bundle.main`,
    /// `UserDefaults.standard` and a lock, whose methods their bodies call on `self`;
    /// CoreFoundation's info dictionary keys are their strings (the preview's dictionary is empty).
    func testExtensionsOfFoundationServicesApplyToThem() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        extension Bundle {
            var buildNumber: String? { object(forInfoDictionaryKey: kCFBundleVersionKey as String) as? String }
        }
        extension UserDefaults {
            var onboarded: Bool { bool(forKey: "onboarded") }
        }
        extension NSLock {
            func locked<T>(_ body: () -> T) -> T { lock(); defer { unlock() }; return body() }
        }
        #Preview {
            VStack {
                Text(Bundle.main.buildNumber ?? "no build")
                Text(kCFBundleVersionKey as String)
                Text(UserDefaults.standard.onboarded ? "onboarded" : "new")
                Text(NSLock().locked { "locked" })
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["no build", "CFBundleVersion", "new", "locked"])
    }

    /// `fatalError(…)` reached (a colour token whose asset is missing) stops the app on iOS: the
    /// preview goes on, with a warning that says so and what it says, not "unknown function".
    func testFatalErrorReachedIsAWarningThatSaysSo() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        struct Token {
            let name: String
            var color: Color {
                guard name == "brand" else {
                    fatalError("Missing color asset named \(name)")
                }
                return .orange
            }
        }
        #Preview {
            VStack {
                Text("token").foregroundStyle(Token(name: "brand").color)
                Text("missing").foregroundStyle(Token(name: "red").color)
            }
        }
        """#)
        XCTAssertEqual(warnings, [
            "Card.swift:5:9: warning: a guard's else must not fall through: evaluated as a clear colour",
            "Card.swift:6:13: warning: fatalError() is reached, where the app would stop: Missing color asset named red: the statement is skipped",
        ])
        XCTAssertEqual(texts, ["token", "missing"])
    }

    /// Inside a nested view, an enclosing type's static member is found by its plain name, as
    /// Swift's unqualified lookup walks outward (`ForEach(0..<numberOfItems)` in `Example.Grid`).
    func testAnEnclosingTypesStaticByItsPlainName() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        struct Example: View {
            static let numberOfItems = 3
            static func label(_ i: Int) -> String { "item \(i)" }
            var body: some View { Grid() }
            struct Grid: View {
                var body: some View {
                    VStack { ForEach(0..<numberOfItems, id: \.self) { Text(label($0)) } }
                }
            }
        }
        #Preview { Example() }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["item 0", "item 1", "item 2"])
    }
}
