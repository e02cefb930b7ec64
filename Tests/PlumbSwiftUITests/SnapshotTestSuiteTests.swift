import Foundation
import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// Reading a team's swift-snapshot-testing suite (issue 25): tests found as XCTest and Swift
/// Testing declare them, references named as the library names them, strategies read.
final class SnapshotTestSuiteTests: XCTestCase {
    typealias F = AssetCatalogFixture

    func testSwiftTestingSuitesAndArguments() throws {
        let f = try F(self)
        try f.write("Sources/DS/Tag.swift", "import SwiftUI\npublic struct Tag: View { let t: String; public init(_ t: String) { self.t = t }; public var body: some View { Text(t) } }\n")
        try f.write("Tests/DSTests/TagTests.swift", """
        import SnapshotTesting
        import SwiftUI
        import Testing
        @testable import DS

        @Suite struct TagTests {
            @Test func plain() {
                assertSnapshot(of: Tag("a"), as: .image)
                assertSnapshot(of: Tag("b"), as: .image)
                #expect(1 + 1 == 2)
            }
            @Test(arguments: ["x", "y"]) func each(title: String) throws {
                let tag = try #require(Optional(Tag(title)))
                assertSnapshot(of: tag, as: .image, named: title)
            }
            func helper() {}
        }
        """)
        let suite = try SnapshotTestSuite.load(tests: [f.root + "/Tests"], sources: [f.root + "/Sources"])
        XCTAssertEqual(suite.tests.map(\.name), ["TagTests/plain()", "TagTests/each(title:)[0]", "TagTests/each(title:)[1]"])
        let plain = suite.run(suite.tests[0], context: EvaluationContext())
        XCTAssertEqual(plain.diagnostics.map(\.description), [])
        let dir = f.root + "/Tests/DSTests/__Snapshots__/TagTests/"
        XCTAssertEqual(plain.assertions.map(\.referencePath), [dir + "plain.1.png", dir + "plain.2.png"])
        let second = suite.run(suite.tests[2], context: EvaluationContext())
        XCTAssertEqual(second.assertions.map(\.referencePath), [dir + "each-title.y.png"])
    }

    func testStrategiesAndDevices() throws {
        let iPhone13 = try XCTUnwrap(SnapshotDevice.named("iPhone13"))
        XCTAssertEqual([iPhone13.width, iPhone13.height], [390, 844])
        XCTAssertEqual(iPhone13.safeArea, EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        let turned = try XCTUnwrap(SnapshotDevice.named("iPhone13", landscape: true))
        XCTAssertEqual([turned.width, turned.height], [844, 390])
        XCTAssertEqual(turned.safeArea, EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47))
        XCTAssertEqual(SnapshotDevice.named("iPadPro11").map { [$0.width, $0.height] }, [1194, 834], "tablets default to landscape")
        XCTAssertNil(SnapshotDevice.named("iPhone99"))
        let third = try XCTUnwrap(SnapshotImageStrategy.device(.implicitMember(name: "iPadPro11", arguments: [
            Argument(label: nil, value: .implicitMember(name: "landscape", arguments: [
                Argument(label: "splitView", value: .implicitMember(name: "oneThird", arguments: nil), syntax: nil)]), syntax: nil)])))
        XCTAssertEqual([third.width, third.height], [375, 834])
        XCTAssertEqual(third.horizontalSizeClass, "compact")
        XCTAssertEqual(SnapshotDevice.tablet("iPadMini", landscape: false, split: "twoThirds").map { [$0.width, $0.height] }, [438, 1024])
        XCTAssertNil(SnapshotDevice.tablet("iPadMini", landscape: false, split: "oneHalf"), "portrait has no halves")

        let device = try XCTUnwrap(SnapshotImageStrategy.read(.implicitMember(name: "image", arguments: [
            Argument(label: "precision", value: .double(0.99), syntax: nil),
            Argument(label: "perceptualPrecision", value: .double(0.98), syntax: nil),
            Argument(label: "layout", value: .implicitMember(name: "device", arguments: [Argument(label: "config", value: .implicitMember(name: "iPhoneSe", arguments: nil), syntax: nil)]), syntax: nil),
            Argument(label: "traits", value: .implicitMember(name: "init", arguments: [Argument(label: "userInterfaceStyle", value: .implicitMember(name: "dark", arguments: nil), syntax: nil)]), syntax: nil),
        ])))
        XCTAssertEqual(device.layout, .device(name: "iPhoneSe", width: 320, height: 568, safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)))
        XCTAssertEqual(device.appearance, .dark)
        XCTAssertEqual(device.dynamicType, .medium, "a phone config's traits set the medium content size")
        XCTAssertEqual([device.precision, device.perceptualPrecision], [0.99, 0.98])
        XCTAssertNil(SnapshotImageStrategy.read(.implicitMember(name: "dump", arguments: nil)))
        XCTAssertEqual(SnapshotTestingBinding.sanitized("testCard()"), "testCard")
        XCTAssertEqual(SnapshotTestingBinding.sanitized("each(title:)"), "each-title")
    }

    /// A trait collection made with one trait specifies that one alone (UIKit's
    /// `UITraitCollection(userInterfaceStyle:)`): merged over a phone config's traits it keeps
    /// their medium content size. Home Assistant's helper passes `traits: .init()` by default
    /// and `.init(userInterfaceStyle: style)` per appearance; its iOS references draw `.headline`
    /// at 16 pt and `.caption` at 11 (medium), where Plumb drew them at the default 17 and 12.
    func testOneTraitCollectionsKeepTheDevicesContentSize() throws {
        let f = try F(self)
        try f.write("Tests/T/RowTests.swift", """
        import SnapshotTesting
        import SwiftUI
        import XCTest
        func check<V: View>(_ view: V, layout: SwiftUISnapshotLayout = SwiftUISnapshotLayout.device(config: .iPhone13(.portrait)),
                            traits: UITraitCollection = .init(), named: String? = nil, testName: String = #function) {
            assertSnapshot(of: view, as: .image(precision: 0.96, layout: layout, traits: traits), named: named, testName: testName)
        }
        final class RowTests: XCTestCase {
            func testRow() {
                check(Text("Home Assistant").font(.headline))
                for style in [UIUserInterfaceStyle.light, UIUserInterfaceStyle.dark] {
                    check(Text("Home Assistant").font(.headline), traits: .init(userInterfaceStyle: style), named: "\\(style == .light ? "l" : "d")")
                }
                check(Text("x"), traits: UITraitCollection(traitsFrom: [.init(preferredContentSizeCategory: .extraLarge),
                                                                         .init(userInterfaceStyle: .dark)]))
            }
        }
        """)
        let suite = try SnapshotTestSuite.load(tests: [f.root + "/Tests"], sources: [])
        let run = suite.run(try XCTUnwrap(suite.tests.first), context: EvaluationContext())
        XCTAssertEqual(run.diagnostics.map(\.description), [])
        let strategies = run.assertions.compactMap(\.strategy)
        XCTAssertEqual(strategies.map(\.dynamicType), [.medium, .medium, .medium, .xLarge])
        XCTAssertEqual(strategies.map(\.appearance), [nil, .light, .dark, .dark])
        let traits = UITraitCollection.unspecified
        XCTAssertEqual([traits.userInterfaceStyle, traits.preferredContentSizeCategory, traits.horizontalSizeClass], ["unspecified", "unspecified", "unspecified"])
    }

    /// A hosted test target runs inside its app, launched first: the app delegate's
    /// `didFinishLaunching` (SBB's sets `UINavigationBar.appearance()`, so its references show
    /// a red bar), or a SwiftUI `App`'s initializer. Launch code that stops is a warning.
    func testTheHostAppLaunchesBeforeEachTest() throws {
        func barIsRed(app: String, file: String = "Sources/App/AppDelegate.swift") throws -> (Bool, [String]) {
            let f = try F(self)
            try f.write(file, app)
            try f.write("Tests/T/BarTests.swift", """
            import SnapshotTesting
            import SwiftUI
            import XCTest
            final class BarTests: XCTestCase {
                func testBar() {
                    let v = NavigationView { Color.white.navigationBarTitle("Title").navigationBarTitleDisplayMode(.inline) }
                    assertSnapshot(of: v, as: .image(layout: .device(config: .iPhone13)))
                }
            }
            """)
            let suite = try SnapshotTestSuite.load(tests: [f.root + "/Tests"], sources: [f.root + "/Sources"])
            let run = suite.run(try XCTUnwrap(suite.tests.first), context: EvaluationContext())
            let tree = try sharedLayout.layout(try XCTUnwrap(run.assertions.first?.component))
            let red = tree.nodes.contains { n in n.view.modifiers.contains { if case .fill(.solid(let c)) = $0 { return c == RGBA(r: 1, g: 0, b: 0, a: 1) }; return false } }
            return (red, run.diagnostics.filter { $0.severity == .warning }.map(\.message))
        }
        let setUp = """
                let appearance = UINavigationBarAppearance()
                appearance.configureWithOpaqueBackground()
                appearance.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                UINavigationBar.appearance().standardAppearance = appearance
                UINavigationBar.appearance().scrollEdgeAppearance = appearance
        """
        let delegate = try barIsRed(app: """
        import UIKit
        @UIApplicationMain
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        \(setUp)
                return true
            }
        }
        """)
        XCTAssertEqual(delegate.0, true)
        XCTAssertEqual(delegate.1, [])
        let app = try barIsRed(app: """
        import SwiftUI
        @main
        struct DemoApp: App {
            init() {
        \(setUp)
            }
            var body: some Scene { WindowGroup { Text("Hi") } }
        }
        """, file: "Sources/App/DemoApp.swift")
        XCTAssertEqual(app.0, true)
        let stopped = try barIsRed(app: """
        import UIKit
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                guard let url = URL(string: "") else { fatalError("no configuration") }
        \(setUp)
                return url.isFileURL
            }
        }
        """)
        XCTAssertEqual(stopped.0, false)
        XCTAssertEqual(stopped.1.filter { $0.hasPrefix("the host app's launch stopped") }.count, 1, "\(stopped.1)")
        // A launch more than its steps (an icon font of thousands registered first) leaves
        // nothing behind, not even what it set before running out, and the test still draws.
        let long = try barIsRed(app: """
        import UIKit
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        \(setUp)
                var n = 0
                for i in 0..<5000 { for j in 0..<5000 { n += i + j } }
                return n > 0
            }
        }
        """)
        XCTAssertEqual(long.0, false)
        XCTAssertEqual(long.1.filter { $0.hasPrefix("the host app's launch takes more than 200,000 evaluation steps") }.count, 1, "\(long.1)")
        // Without an app in the sources nothing launches.
        XCTAssertEqual(try barIsRed(app: "struct Plain {}").0, false)
    }

    /// A GeometryReader in an asserted view is given the size layout finds for it (the test run
    /// again), not the screen.
    func testGeometryReaderGetsItsLaidOutSize() throws {
        let f = try F(self)
        try f.write("Tests/T/BarTests.swift", """
        import SnapshotTesting
        import SwiftUI
        import XCTest
        final class BarTests: XCTestCase {
            func testHalf() {
                let bar = GeometryReader { proxy in
                    Color.red.frame(width: proxy.size.width / 2, height: 10)
                }
                .frame(width: 100, height: 10)
                assertSnapshot(of: bar, as: .image)
            }
        }
        """)
        let suite = try SnapshotTestSuite.load(tests: [f.root + "/Tests"], sources: [])
        var context = EvaluationContext()
        context.layoutProbe = sharedLayout.geometryProbe
        let run = suite.run(try XCTUnwrap(suite.tests.first), context: context)
        let component = try XCTUnwrap(run.assertions.first?.component)
        let tree = try sharedLayout.layout(component)
        let red = try XCTUnwrap(tree.nodes.first { $0.path.hasSuffix("/Color") })
        XCTAssertEqual(red.frame.width, 50)
    }

    /// A team's `toVC()`: a `UIHostingController` whose view's frame is 375 × 667 pt.
    static let toVCHelper = """
        import SnapshotTesting
        import SwiftUI
        import XCTest
        extension View {
            func toVC() -> UIViewController {
                let vc = UIHostingController(rootView: self)
                vc.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
                return vc
            }
        }

        """

    /// A `UIHostingController` whose `view.frame` the test sets is snapshotted at that size
    /// (a view controller's `.image` keeps its view's frame).
    func testViewControllerFrame() throws {
        let f = try F(self)
        try f.write("Tests/T/VCTests.swift", Self.toVCHelper + """
        final class VCTests: XCTestCase {
            func testScreen() { assertSnapshot(matching: Text("Hi").toVC(), as: .image(precision: 0.99)) }
        }
        """)
        let suite = try SnapshotTestSuite.load(tests: [f.root + "/Tests"], sources: [])
        let run = suite.run(try XCTUnwrap(suite.tests.first), context: EvaluationContext())
        XCTAssertEqual(run.diagnostics.map(\.description), [])
        let assertion = try XCTUnwrap(run.assertions.first)
        XCTAssertEqual(assertion.strategy?.precision, 0.99)
        XCTAssertEqual([assertion.component?.width, assertion.component?.height], [375, 667])
    }

    /// A navigation bar in a view controller snapshotted at its own frame (no device, so no
    /// safe area) is 20 pt taller, the status bar's height, its title centred in it, while the
    /// rest of the view keeps the whole frame: SBB's references show the red bar 64 pt tall on a
    /// 375 × 667 controller with the title's ink centred on 32 pt, and a lone text field
    /// centred on the whole height.
    func testNavigationBarInAViewControllerFrameIsTallerByTheStatusBar() throws {
        let f = try F(self)
        try f.write("Tests/T/VCTests.swift", Self.toVCHelper + """
        final class VCTests: XCTestCase {
            func testBar() {
                let view = NavigationView { Text("Body").navigationBarTitleDisplayMode(.inline).navigationBarTitle("Title") }
                assertSnapshot(matching: view.toVC(), as: .image)
            }
            func testDevice() {
                let view = NavigationView { Text("Body").navigationBarTitleDisplayMode(.inline).navigationBarTitle("Title") }
                assertSnapshot(matching: view.toVC(), as: .image(on: .iPhone8))
            }
        }
        """)
        let suite = try SnapshotTestSuite.load(tests: [f.root + "/Tests"], sources: [])
        func bar(_ name: String) throws -> (bar: Rect, title: Rect) {
            let test = try XCTUnwrap(suite.tests.first { $0.function.hasPrefix(name) })
            let run = suite.run(test, context: EvaluationContext())
            XCTAssertEqual(run.diagnostics.map(\.description), [])
            let tree = try sharedLayout.layout(try XCTUnwrap(run.assertions.first?.component))
            let bar = try XCTUnwrap(tree.nodes.first(where: { $0.path.hasSuffix("/NavigationBar") }))
            let title = try XCTUnwrap(tree.nodes.first { $0.text?.lines.first?.text == "Title" })
            return (bar.outerFrame ?? bar.frame, title.frame)
        }
        let own = try bar("testBar")
        XCTAssertEqual([own.bar.y, own.bar.height], [0, 64])
        XCTAssertEqual(own.title.y + own.title.height / 2, 32, accuracy: 0.5)
        // On a device the status bar is the safe area's, as before: 20 pt on an iPhone 8.
        let device = try bar("testDevice")
        XCTAssertEqual(device.title.y + device.title.height / 2, 20 + 22, accuracy: 0.5)
    }

    /// A strategy the suite declares in `extension Snapshotting` (a static var calling an
    /// overload with a default precision, `image(…)` written unqualified) is the strategy it
    /// stands for.
    func testStrategiesDeclaredBySuite() throws {
        let f = try F(self)
        try f.write("Tests/T/Strategies.swift", """
        import SnapshotTesting
        import SwiftUI
        extension Snapshotting where Value: SwiftUI.View, Format == UIImage {
            static func `default`(precision: Float) -> Self { image(precision: precision, layout: .fixed(width: 200, height: 100)) }
            static var `default`: Self { .default(precision: 0.99) }
        }
        """)
        try f.write("Tests/T/ClockTests.swift", """
        import SnapshotTesting
        import SwiftUI
        import XCTest
        final class ClockTests: XCTestCase {
            func testFace() { assertSnapshot(matching: Text("12"), as: .default) }
        }
        """)
        let suite = try SnapshotTestSuite.load(tests: [f.root + "/Tests"], sources: [])
        let run = suite.run(try XCTUnwrap(suite.tests.first), context: EvaluationContext())
        XCTAssertEqual(run.diagnostics.map(\.description), [])
        let strategy = try XCTUnwrap(run.assertions.first?.strategy)
        XCTAssertEqual(strategy.layout, .fixed(width: 200, height: 100))
        XCTAssertEqual(strategy.precision, 0.99, accuracy: 1e-6)
    }
    /// A team's own `assertSnapshot` overload (other labels: `layout:traits:`) that calls the
    /// library's `assertSnapshot(of:as:…)` inside: the inner call is the library's, not the
    /// wrapper again (it recursed until the depth limit); a nil `Bool?` passed on fits the
    /// wrapper's optional parameter (it sent the call to the library, which lacked `as:`).
    func testOwnOverloadCallsTheLibrarysFunction() throws {
        let f = try F(self)
        try f.write("Sources/Testing/Helper.swift", """
        import SnapshotTesting
        import SwiftUI
        public func assertSnapshot<Value: View>(of value: @autoclosure () throws -> Value,
                                                layout: SwiftUISnapshotLayout = .device(config: .iPhone13(.portrait)),
                                                traits: UITraitCollection = .init(), named: String? = nil, record recording: Bool? = nil,
                                                file filePath: StaticString = #filePath, testName: String = #function) {
            try assertSnapshot(of: value(), as: .image(precision: 0.96, perceptualPrecision: 0.96, layout: layout, traits: traits),
                               named: named, record: recording, file: filePath, testName: testName)
        }
        public func assertLightDark(of value: @autoclosure () throws -> some View, named: String, record recording: Bool? = nil,
                                    file filePath: StaticString = #filePath, testName: String = #function) {
            for style in [UIUserInterfaceStyle.light, .dark] {
                try assertSnapshot(of: value(), traits: .init(userInterfaceStyle: style), named: named + (style == .light ? "-light" : "-dark"),
                                   record: recording, file: filePath, testName: testName)
            }
        }
        """)
        try f.write("Tests/T/RowTests.swift", """
        import SnapshotTesting
        import SwiftUI
        import Testing
        struct RowTests {
            @Test func row() { assertLightDark(of: Text("Row").padding(), named: "row") }
        }
        """)
        let suite = try SnapshotTestSuite.load(tests: [f.root + "/Tests"], sources: [f.root + "/Sources"])
        let run = suite.run(try XCTUnwrap(suite.tests.first), context: EvaluationContext())
        XCTAssertEqual(run.diagnostics.map(\.description), [])
        let dir = f.root + "/Tests/T/__Snapshots__/RowTests/"
        XCTAssertEqual(run.assertions.map(\.referencePath), [dir + "row.row-light.png", dir + "row.row-dark.png"])
        XCTAssertEqual(run.assertions.map { $0.strategy?.appearance }, [.light, .dark])
        XCTAssertEqual(run.assertions.map { $0.strategy?.perceptualPrecision }, [0.96, 0.96])
    }
    /// On a device, a view that ignores the safe area and reaches its edge is framed out to the
    /// screen's edge there (a header colour under the status bar; a shape-style background,
    /// which ignores it by default); one that keeps clear of the edge, or ignores only the
    /// keyboard's region, stays; the parent's layout is unchanged.
    func testIgnoringTheSafeAreaReachesTheScreenEdges() throws {
        let f = try F(self)
        try f.write("Tests/T/ScreenTests.swift", """
        import SnapshotTesting
        import SwiftUI
        import XCTest
        final class ScreenTests: XCTestCase {
            func testScreen() {
                let screen = VStack(spacing: 0) {
                    Color.red.frame(height: 100).ignoresSafeArea(edges: .top)
                    Text("Body").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.yellow)
                    Color.blue.frame(height: 20).ignoresSafeArea(.keyboard)
                }
                assertSnapshot(of: screen, as: .image(layout: .device(config: .iPhone13)))
                assertSnapshot(of: Color.green.frame(width: 100, height: 100).padding(40).ignoresSafeArea(), as: .image(layout: .device(config: .iPhone13)))
            }
        }
        """)
        let suite = try SnapshotTestSuite.load(tests: [f.root + "/Tests"], sources: [])
        let run = suite.run(try XCTUnwrap(suite.tests.first), context: EvaluationContext())
        XCTAssertEqual(run.diagnostics.map(\.description), [])
        let screen = try sharedLayout.layout(try XCTUnwrap(run.assertions.first?.component))
        let colors = screen.nodes.filter { $0.kind == "rectangle" }.map { ($0.path, $0.frame) }
        XCTAssertEqual(colors.map { [$0.1.x, $0.1.y, $0.1.width, $0.1.height] }.sorted { $0.lexicographicallyPrecedes($1) }, [
            [0, 0, 390, 100],      // red: its fixed 100 pt moved up under the 47 pt status bar
            [0, 0, 390, 844],      // the host's backdrop
            [0, 147, 390, 643],    // the yellow background: between red and blue, not reaching an edge of the safe area
            [0, 790, 390, 20],     // blue ignores the keyboard only: stays above the 34 pt home indicator
        ].sorted { $0.lexicographicallyPrecedes($1) }, "\(colors)")
        let green = try sharedLayout.layout(try XCTUnwrap(run.assertions.last?.component))
        let greenColor = try XCTUnwrap(green.nodes.first { $0.kind == "rectangle" && $0.path.hasPrefix("test/") })
        // 180 × 180 with its padding, centred in the safe area (47…810): it reaches no edge.
        XCTAssertEqual([greenColor.frame.x, greenColor.frame.y, greenColor.frame.width, greenColor.frame.height], [145, 378.5, 100, 100])
    }
    /// On a device the host keeps the safe area, so a tab bar ends at the home indicator's
    /// inset instead of adding its own (RSSReader's iPhone 16 references: tab titles' baselines
    /// 38 pt above the screen's bottom); on the `.sizeThatFits` host, which has no safe area, the
    /// bar keeps its 34 pt as in a preview.
    func testATabBarOnADeviceEndsAtTheSafeArea() throws {
        let f = try F(self)
        try f.write("Tests/T/TabTests.swift", """
        import SnapshotTesting
        import SwiftUI
        import XCTest
        final class TabTests: XCTestCase {
            func testTabs() {
                let tabs = TabView { Text("One").tabItem { Label("Feeds", systemImage: "globe") } }
                assertSnapshot(of: tabs, as: .image(layout: .device(config: .iPhone13)))
                assertSnapshot(of: tabs.frame(width: 390, height: 300), as: .image)
            }
        }
        """)
        let suite = try SnapshotTestSuite.load(tests: [f.root + "/Tests"], sources: [])
        let run = suite.run(try XCTUnwrap(suite.tests.first), context: EvaluationContext())
        XCTAssertEqual(run.diagnostics.map(\.description), [])
        func bar(_ k: Int) throws -> [Double] {
            let t = try sharedLayout.layout(try XCTUnwrap(run.assertions[k].component))
            let r = try XCTUnwrap(t.nodes.first { $0.path.hasSuffix("TabBar") }?.outerFrame)
            return [r.x, r.y, r.width, r.height]
        }
        // 844 pt screen, 34 pt home indicator: the 49 pt bar from 761 to 810.
        XCTAssertEqual(try bar(0), [0, 761, 390, 49])
        // No safe area: the bar and its own 34 pt inset at the bottom of the 300 pt frame.
        XCTAssertEqual(try bar(1), [0, 300 - 83, 390, 83])
    }

    /// A test target one of whose files imports a helper module (`import TestSupport`, whose
    /// `extension XCTestCase { func assertView }` wraps the library) makes its other files,
    /// which call `assertView` without importing anything, snapshot test files too — Swift
    /// shows an imported module's extension members in every file of the importing module.
    func testFilesOfATargetThatImportsAHelperModule() throws {
        let f = try F(self)
        try f.write("Tests/TestSupport/AssertView.swift", """
        import SnapshotTesting
        import SwiftUI
        import XCTest
        public extension XCTestCase {
            func assertView(file: StaticString = #file, testName: String = #function, @ViewBuilder content: () -> some View) {
                assertSnapshot(of: content().frame(width: 100, height: 50), as: .image(precision: 0.99), file: file, testName: testName)
            }
        }
        """)
        try f.write("Tests/KitTests/BannerTests.swift", "import TestSupport\nimport XCTest\nfinal class BannerTests: XCTestCase { func testBanner() { assertView { Text(\"B\") } } }\n")
        try f.write("Tests/KitTests/MuteTests.swift", "import SwiftUI\nimport XCTest\nfinal class MuteTests: XCTestCase { func testMuted() { assertView { Text(\"M\") } } }\n")
        try f.write("Tests/OtherTests/PlainTests.swift", "import XCTest\nfinal class PlainTests: XCTestCase { func testSum() { XCTAssertEqual(1 + 1, 2) } }\n")
        let suite = try SnapshotTestSuite.load(tests: [f.root + "/Tests"], sources: [])
        XCTAssertEqual(suite.tests.map(\.name).sorted(), ["BannerTests/testBanner()", "MuteTests/testMuted()"])
        let mute = suite.run(try XCTUnwrap(suite.tests.first { $0.name == "MuteTests/testMuted()" }), context: EvaluationContext())
        XCTAssertEqual(mute.assertions.map(\.referencePath), [f.root + "/Tests/KitTests/__Snapshots__/MuteTests/testMuted.1.png"])
    }
    /// A test is held to reach an assertion only where it calls the library's assertions or a
    /// function that does (through any chain of wrappers); a unit test beside them calling a
    /// `snapshot()` helper that makes a model, or passing `snapshot:`, is not.
    func testWhichTestsSpeakOfSnapshots() throws {
        let f = try F(self)
        try f.write("Tests/T/MixedTests.swift", """
        import SnapshotTesting
        import XCTest
        struct Item { let title: String }
        func assertView(_ v: some View) { assertLight(v) }
        func assertLight(_ v: some View) { assertSnapshot(of: v, as: .image) }
        final class MixedTests: XCTestCase {
            func snapshot() -> Item { Item(title: "a") }
            func link(snapshot: Item) -> String { snapshot.title }
            func testExport() { let item = snapshot(); XCTAssertEqual(link(snapshot: item), "a") }
            func testCard() { assertSnapshot(of: Text("x"), as: .image) }
            func testWrapped() { assertView(Text("x")) }
        }
        """)
        let suite = try SnapshotTestSuite.load(tests: [f.root + "/Tests"], sources: [])
        XCTAssertEqual(suite.tests.map { "\($0.function) \($0.callsAssertion)" },
                       ["testExport() false", "testCard() true", "testWrapped() true"])
    }

    /// `.colorScheme(.dark)` on a view hosted on light traits: text and symbols inside with no
    /// foreground of their own draw in the dark label colour (white), even when the view was
    /// made before the modifier (a closure's content passed in); a foreground set outside or
    /// inside still wins.
    func testColorSchemeGivesTheLabelColourToTextWithoutForeground() throws {
        let f = try F(self)
        try f.write("Tests/T/SchemeTests.swift", """
        import SnapshotTesting
        import SwiftUI
        import XCTest
        final class SchemeTests: XCTestCase {
            func testScheme() {
                let content = { HStack { Image(systemName: "star"); Text("Plain") } }
                let view = VStack {
                    content()
                    Text("Red").foregroundColor(Color(red: 1, green: 0, blue: 0))
                    Text("Light").colorScheme(.light)
                }
                assertSnapshot(of: view.colorScheme(.dark), as: .image)
                assertSnapshot(of: Text("Outer").colorScheme(.dark).foregroundColor(Color(red: 0, green: 0, blue: 1)), as: .image)
            }
        }
        """)
        let suite = try SnapshotTestSuite.load(tests: [f.root + "/Tests"], sources: [])
        let run = suite.run(try XCTUnwrap(suite.tests.first), context: EvaluationContext())
        XCTAssertEqual(run.diagnostics.map(\.description), [])
        let tree = try sharedLayout.layout(try XCTUnwrap(run.assertions.first?.component))
        let texts = tree.nodes.filter { if case .text = $0.view.kind { true } else { false } }
        XCTAssertEqual(texts.map(\.foreground), [.solid(.white), .solid(RGBA(r: 1, g: 0, b: 0)), .solid(.black)])
        XCTAssertEqual(tree.nodes.first { $0.kind == "icon" }?.foreground, .solid(.white))
        let outer = try sharedLayout.layout(try XCTUnwrap(run.assertions.last?.component))
        XCTAssertEqual(outer.nodes.first { if case .text = $0.view.kind { true } else { false } }?.foreground,
                       .solid(RGBA(r: 0, g: 0, b: 1)))
    }
    /// A navigation stack's root view is offered the region between the bar and the bottom safe
    /// area and centred in it, as on iOS (EssentialGhibli's references: a loading text
    /// mid-screen); a view that fills (a colour) takes the whole region.
    func testANavigationStacksRootIsCentredBetweenTheBars() throws {
        let f = try F(self)
        try f.write("Tests/T/NavTests.swift", """
        import SnapshotTesting
        import SwiftUI
        import XCTest
        final class NavTests: XCTestCase {
            func testNav() {
                assertSnapshot(of: NavigationStack { Text("Loading").navigationTitle("Films").navigationBarTitleDisplayMode(.inline) },
                               as: .image(layout: .device(config: .iPhone13)))
                assertSnapshot(of: NavigationStack { Color.red.navigationTitle("Films").navigationBarTitleDisplayMode(.inline) },
                               as: .image(layout: .device(config: .iPhone13)))
            }
        }
        """)
        let suite = try SnapshotTestSuite.load(tests: [f.root + "/Tests"], sources: [])
        let run = suite.run(try XCTUnwrap(suite.tests.first), context: EvaluationContext())
        XCTAssertEqual(run.diagnostics.map(\.description), [])
        let text = try sharedLayout.layout(try XCTUnwrap(run.assertions[0].component)).nodes.first { $0.text?.lines.first?.text == "Loading" }
        // iPhone 13: 47 pt status bar, 44 pt inline bar, 34 pt home indicator: the region is 91…810 pt.
        let frame = try XCTUnwrap(text).frame
        XCTAssertEqual(frame.y + frame.height / 2, (91 + 810) / 2, accuracy: 1e-9)
        let fill = try sharedLayout.layout(try XCTUnwrap(run.assertions[1].component)).nodes.first { n in
            n.view.modifiers.contains { if case .fill(.solid(let c)) = $0 { return c.r > 0.9 && c.g < 0.3 }; return false }
        }
        XCTAssertEqual(try XCTUnwrap(fill).frame.y, 91, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(fill).frame.maxY, 810, accuracy: 1e-9)
    }

    /// Each assertion is a picture's work: the step budget of one preview is renewed after
    /// every assertion, so a test of twelve assertions with a third of the budget's work before
    /// each runs to the end, where one budget for the whole test stopped it; work past the
    /// budget between two assertions still stops it.
    func testEachAssertionRenewsTheBudget() throws {
        let f = try F(self)
        try f.write("Tests/T/ManyTests.swift", """
        import SnapshotTesting
        import SwiftUI
        import XCTest
        final class ManyTests: XCTestCase {
            func testMany() {
                for size in 1...12 {
                    var total = 0
                    for _ in 0..<40 { for _ in 0..<40 { total += 1 } }
                    assertSnapshot(of: Text("\\(size) \\(total)"), as: .image, named: "\\(size)")
                }
            }
        }
        """)
        let suite = try SnapshotTestSuite.load(tests: [f.root + "/Tests"], sources: [])
        var context = EvaluationContext()
        context.stepLimit = 20_000
        let run = suite.run(try XCTUnwrap(suite.tests.first), context: context)
        XCTAssertEqual(run.diagnostics.map(\.description), [])
        XCTAssertEqual(run.assertions.count, 12)
        XCTAssertFalse(run.failed)
        context.stepLimit = 4_000
        let stopped = suite.run(try XCTUnwrap(suite.tests.first), context: context)
        XCTAssertEqual(stopped.assertions.count, 0)
        XCTAssertTrue(stopped.diagnostics.contains { $0.message.contains("exceeds the step limit of 4000") }, "\(stopped.diagnostics)")
    }

    /// Each assertion draws the view as it is when the assertion runs: a test that changes its
    /// view model (a class) between two assertions gets two different pictures, as on iOS, not
    /// two of the final state.
    func testAnAssertionDrawsTheViewAsItIsThen() throws {
        let f = try F(self)
        try f.write("Tests/T/FilterTests.swift", """
        import SnapshotTesting
        import SwiftUI
        import XCTest
        final class Model { var filter = "all" }
        struct FilterView: View {
            let model = Model()
            var body: some View { Text("Showing \\(model.filter)") }
        }
        final class FilterTests: XCTestCase {
            func testFilters() {
                let view = FilterView()
                view.model.filter = "new"
                assertSnapshot(of: view, as: .image)
                view.model.filter = "done"
                assertSnapshot(of: view, as: .image)
            }
        }
        """)
        let suite = try SnapshotTestSuite.load(tests: [f.root + "/Tests"], sources: [])
        let run = suite.run(try XCTUnwrap(suite.tests.first), context: EvaluationContext())
        XCTAssertEqual(run.diagnostics.map(\.description), [])
        let texts = try run.assertions.map { a -> String? in
            try sharedLayout.layout(try XCTUnwrap(a.component)).nodes.first { $0.text != nil }?.text?.lines.map(\.text).joined()
        }
        XCTAssertEqual(texts, ["Showing new", "Showing done"])
    }

    /// Colours resolve where they are drawn, not where they are made: a view built in the
    /// test (light) and asserted with `.colorScheme(.dark)` draws the dark values of a default
    /// argument's system colour, a stored one and a theme's static one made fainter, as a view
    /// and as modifiers' arguments; the same value asserted as it is draws the light ones.
    func testAdaptiveColoursResolveInTheSchemeWhereTheyAreDrawn() throws {
        let f = try F(self)
        try f.write("Tests/T/BannerTests.swift", """
        import SnapshotTesting
        import SwiftUI
        import XCTest
        enum Theme { static let faint = Color.primary.opacity(0.5) }
        struct Banner: View {
            let fill: Color
            let page = Color(.systemBackground)
            init(fill: Color = Color.primary) { self.fill = fill }
            var body: some View {
                VStack {
                    fill.frame(width: 10, height: 10)
                    Rectangle().fill(fill).frame(width: 10, height: 10)
                    Text("x").background(Theme.faint)
                    Circle().foregroundColor(page).frame(width: 10, height: 10)
                }
            }
        }
        final class BannerTests: XCTestCase {
            func testSchemes() {
                let view = Banner()
                assertSnapshot(of: view.colorScheme(.dark), as: .image)
                assertSnapshot(of: view, as: .image)
            }
        }
        """)
        let suite = try SnapshotTestSuite.load(tests: [f.root + "/Tests"], sources: [])
        let run = suite.run(try XCTUnwrap(suite.tests.first), context: EvaluationContext())
        XCTAssertEqual(run.diagnostics.map(\.description), [])
        func paints(_ i: Int) throws -> [String] {
            let tree = try sharedLayout.layout(try XCTUnwrap(run.assertions[i].component))
            return tree.nodes.flatMap { n in
                n.view.modifiers.compactMap { m -> String? in
                    let name = n.path.split(separator: "/").last ?? ""
                    switch m {
                    case .fill(let p), .foregroundColor(let p): return "\(name) \(p)"
                    case .background(let b, _):
                        return b.modifiers.compactMap { if case .fill(let p) = $0 { "\(name) background \(p)" } else { nil } }.first
                    default: return nil
                    }
                }
            }
        }
        XCTAssertEqual(try paints(0), ["Host background #FFFFFF", "Color #FFFFFF", "Rectangle #FFFFFF", "Text background #FFFFFF80", "Color #FFFFFF80",
                                       "Circle #000000", "Shape #FFFFFF"])
        XCTAssertEqual(try paints(1), ["Host background #FFFFFF", "Color #000000", "Rectangle #000000", "Text background #00000080", "Color #00000080",
                                       "Circle #FFFFFF", "Shape #FFFFFF"])
    }

    /// A view whose body is empty (its `if` did not hold) given a fixed frame keeps the frame's
    /// size, and its background draws, as on iOS (ferrostar's 430 × 932 pt green references); an
    /// empty view with only padding or a flexible frame stays nothing.
    func testAnEmptyViewWithAFixedFrameKeepsItsSize() throws {
        let f = try F(self)
        try f.write("Tests/T/EmptyTests.swift", """
        import SnapshotTesting
        import SwiftUI
        import XCTest
        struct RoadName: View {
            let name: String?
            var body: some View { if let name { Text(name) } }
        }
        final class EmptyTests: XCTestCase {
            func testEmpty() {
                assertSnapshot(of: RoadName(name: nil).frame(width: 100, height: 50).background(Color.green), as: .image)
                assertSnapshot(of: VStack(spacing: 0) { RoadName(name: nil).padding(); Text("A") }, as: .image)
            }
        }
        """)
        let suite = try SnapshotTestSuite.load(tests: [f.root + "/Tests"], sources: [])
        let run = suite.run(try XCTUnwrap(suite.tests.first), context: EvaluationContext())
        XCTAssertEqual(run.diagnostics.map(\.description), [])
        let framed = try sharedLayout.layout(try XCTUnwrap(run.assertions.first?.component))
        XCTAssertEqual([framed.size.width, framed.size.height], [100, 50])
        XCTAssertTrue(framed.nodes.contains { $0.view.modifiers.contains { if case .fill(.solid(let c)) = $0 { c == SystemColors.color("green", .light)! } else { false } } })
        let stacked = try sharedLayout.layout(try XCTUnwrap(run.assertions.last?.component))
        let texts = stacked.nodes.filter { if case .text = $0.view.kind { true } else { false } }
        XCTAssertEqual(texts.count, 1)
        XCTAssertEqual(texts.first?.frame.y, 0, "the padded empty view takes no room")
    }
}
