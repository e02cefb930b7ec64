import Foundation
import PlumbPNG
import PlumbRaster
import XCTest

/// `plumb snapshot-tests` as a team runs it on its swift-snapshot-testing suite (issue 25):
/// references found where the library keeps them, Plumb's own recorded beside them and
/// verified exactly, the iOS gate by the test's tolerance.
final class SnapshotTestsCommandTests: XCTestCase {
    static let badge = """
    import SwiftUI
    public struct Badge: View {
        let text: String
        public init(_ text: String) { self.text = text }
        public var body: some View {
            Text(text).font(.caption).padding(8).background(Color.orange, in: Capsule())
        }
    }
    """

    /// XCTest with setUp and a counter, a named one on a device, a dark trait, a dictionary of
    /// strategies, a non-image strategy, and a team's own wrapper whose `#function` default is
    /// the calling test's.
    static let tests = """
    import SnapshotTesting
    import SwiftUI
    import XCTest
    @testable import DS

    func assertBadge(_ view: some View, named name: String, testName: String = #function, file: StaticString = #filePath) {
        assertSnapshot(of: view, as: .image(precision: 0.9), named: name, file: file, testName: testName)
    }

    final class BadgeTests: XCTestCase {
        var label = "draft"
        override func setUp() {
            super.setUp()
            label = "New"
        }
        func testBadge() {
            assertSnapshot(of: Badge(label), as: .image)
            assertSnapshot(of: Badge("Dark"), as: .image(traits: .init(userInterfaceStyle: .dark)))
            assertSnapshot(of: Badge("Dump"), as: .dump)
        }
        func testOnPhones() {
            assertSnapshot(of: Badge("Phone"), as: .image(layout: .device(config: .iPhone13)), named: "iPhone13")
            assertSnapshots(of: Badge("Both"), as: ["se": .image(on: .iPhoneSe), "fixed": .image(layout: .fixed(width: 100, height: 40))])
        }
        func testWrapped() {
            assertBadge(Badge("Wrapped"), named: "wrapped")
        }
    }
    """

    func makeSuite() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-sst-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/DS"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Tests/DSTests"), withIntermediateDirectories: true)
        try Self.badge.write(to: root.appendingPathComponent("Sources/DS/Badge.swift"), atomically: true, encoding: .utf8)
        try Self.tests.write(to: root.appendingPathComponent("Tests/DSTests/BadgeTests.swift"), atomically: true, encoding: .utf8)
        return root
    }

    func testRecordThenVerifyPlumbReferences() throws {
        let root = try makeSuite()
        defer { try? FileManager.default.removeItem(at: root) }
        let record = try PlumbProcess.run(["snapshot-tests", "Tests", "--sources", "Sources", "--record"], in: root)
        XCTAssertEqual(record.status, 0, record.stdout + record.stderr)
        let linux = "Tests/DSTests/__Snapshots__/__Linux__/BadgeTests/"
        XCTAssertEqual(record.stdout.split(separator: "\n").map(String.init), [
            "RECORDED BadgeTests/testBadge() #1 → \(linux)testBadge.1.png",
            "RECORDED BadgeTests/testBadge() #2 → \(linux)testBadge.2.png",
            "SKIP BadgeTests/testBadge() #3: not an image strategy",
            "RECORDED BadgeTests/testOnPhones() #1 → \(linux)testOnPhones.iPhone13.png",
            "RECORDED BadgeTests/testOnPhones() #2 → \(linux)testOnPhones.se.png",
            "RECORDED BadgeTests/testOnPhones() #3 → \(linux)testOnPhones.fixed.png",
            "RECORDED BadgeTests/testWrapped() #1 → \(linux)testWrapped.wrapped.png",
            "3 tests: 6 recorded, 1 not images",
        ])
        // The iOS references' folder is never written.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Tests/DSTests/__Snapshots__").path), ["__Linux__"])
        func size(_ name: String) throws -> [Int] {
            let p = try PNGCodec.read(path: root.appendingPathComponent(linux + name).path)
            return [p.width, p.height]
        }
        XCTAssertEqual(try size("testOnPhones.iPhone13.png"), [1170, 2532], "390 × 844 pt at 3×")
        XCTAssertEqual(try size("testOnPhones.se.png"), [960, 1704], "320 × 568 pt at 3×")
        XCTAssertEqual(try size("testOnPhones.fixed.png"), [300, 120])
        // setUp ran: "New" is wider than "draft" would not be; the dark one is on black.
        let dark = try PNGCodec.read(path: root.appendingPathComponent(linux + "testBadge.2.png").path)
        XCTAssertEqual(dark[0, 0], Color8(r: 0, g: 0, b: 0, a: 255))
        let light = try PNGCodec.read(path: root.appendingPathComponent(linux + "testBadge.1.png").path)
        XCTAssertEqual(light[0, 0], Color8(r: 255, g: 255, b: 255, a: 255))

        let verify = try PlumbProcess.run(["snapshot-tests", "Tests", "--sources", "Sources", "--against", "plumb"], in: root)
        XCTAssertEqual(verify.status, 0, verify.stdout + verify.stderr)
        XCTAssertTrue(verify.stdout.hasSuffix("3 tests: 6 passed, 0 failed, 0 missing, 1 not images\n"), verify.stdout)
        // Whatever the number of jobs, the same lines in the same order.
        for jobs in ["1", "3"] {
            let again = try PlumbProcess.run(["snapshot-tests", "Tests", "--sources", "Sources", "--against", "plumb", "--jobs", jobs], in: root)
            XCTAssertEqual(again.stdout, verify.stdout, "--jobs \(jobs)")
        }

        // A change to the component fails the assertions that draw it.
        try Self.badge.replacingOccurrences(of: "padding(8)", with: "padding(10)")
            .write(to: root.appendingPathComponent("Sources/DS/Badge.swift"), atomically: true, encoding: .utf8)
        let changed = try PlumbProcess.run(["snapshot-tests", "Tests", "--sources", "Sources", "--against", "plumb", "--filter", "BadgeTests/testBadge*"], in: root)
        XCTAssertEqual(changed.status, 1)
        XCTAssertTrue(changed.stdout.contains("FAIL BadgeTests/testBadge() #1: the image is"), changed.stdout)
        // The layout dump recorded beside the reference names the cause.
        XCTAssertTrue(changed.stdout.contains("padding.top 8 → 10 pt"), changed.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent(linux + "testBadge.1.layout.json").path))
        // The HTML report shows each failure's reference, render and ink boxes.
        XCTAssertEqual(try PlumbProcess.run(["snapshot-tests", "Tests", "--sources", "Sources", "--against", "plumb", "--filter", "BadgeTests/testBadge*",
                                             "--report", "report"], in: root).status, 1)
        let html = try String(contentsOf: root.appendingPathComponent("report/index.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("FAIL BadgeTests/testBadge() #1"), html)
        XCTAssertTrue(html.contains("ink box"), html)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("report/0001-reference.png").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("report/0001-plumb.png").path))
    }

    /// The iOS gate: the team's reference where the library keeps it, judged by the
    /// assertion's precision; a missing reference fails.
    func testIOSReferencesAtTheTestsTolerance() throws {
        let root = try makeSuite()
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(try PlumbProcess.run(["snapshot-tests", "Tests", "--sources", "Sources", "--record", "--filter", "*/testWrapped*"], in: root).status, 0)
        let linux = root.appendingPathComponent("Tests/DSTests/__Snapshots__/__Linux__/BadgeTests/testWrapped.wrapped.png").path
        let ios = root.appendingPathComponent("Tests/DSTests/__Snapshots__/BadgeTests/testWrapped.wrapped.png").path
        // An "iOS" reference 5 % of whose bytes differ (the red byte of a fifth of its opaque
        // pixels): within the wrapper's precision 0.9.
        var image = try PNGCodec.read(path: linux)
        for i in 0..<(image.data.count / 20) { image.data[i * 4] = image.data[i * 4] == 255 ? 254 : image.data[i * 4] + 1 }
        try FileManager.default.createDirectory(atPath: (ios as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try PNGCodec.write(image, to: ios)
        let run = try PlumbProcess.run(["snapshot-tests", "Tests", "--sources", "Sources", "--filter", "*/testWrapped*"], in: root)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        // About 95 % (a translucent edge pixel's red step may not survive the PNG round trip).
        XCTAssertTrue(run.stdout.hasPrefix("PASS BadgeTests/testWrapped() #1: 95."), run.stdout)
        // The badge's `.caption` is Apple's system font, drawn with Plumb's stand-in: said once.
        XCTAssertTrue(run.stdout.contains("\nnote: 1 of 1 assertions compared with iOS references draw text with stand-ins for Apple's "
                                          + "system fonts (SF Pro → Inter), which Plumb cannot ship: that text cannot match iOS's pixels\n1 test: 1 passed"),
                      run.stdout)
        XCTAssertTrue(run.stdout.contains("\nink box within ⅓ pt of the reference: 1 of 1 assertions\n"), run.stdout)
        // The same reference with its drawing 6 px (2 pt at 3×) further right (its first six
        // columns the corner's white): it fails, and the line says by how much the component
        // moved, apart from how many pixels differ.
        let original = try PNGCodec.read(path: linux)
        /// The reference with its drawing `pixels` further right.
        func writeMoved(_ pixels: Int) throws {
            var moved = original
            for y in 0..<moved.height {
                for x in 0..<moved.width { moved[x, y] = x >= pixels ? original[x - pixels, y] : original[0, 0] }
            }
            try PNGCodec.write(moved, to: ios)
        }
        try writeMoved(6)
        let shifted = try PlumbProcess.run(["snapshot-tests", "Tests", "--sources", "Sources", "--filter", "*/testWrapped*", "--json", "shifted.json"], in: root)
        XCTAssertEqual(shifted.status, 1, shifted.stdout + shifted.stderr)
        XCTAssertTrue(shifted.stdout.hasPrefix("FAIL BadgeTests/testWrapped() #1: "), shifted.stdout)
        XCTAssertTrue(shifted.stdout.contains(", ink box 2 pt off (Tests/DSTests/__Snapshots__/BadgeTests/testWrapped.wrapped.png)\n"), shifted.stdout)
        XCTAssertTrue(shifted.stdout.contains("\nink box within ⅓ pt of the reference: 0 of 1 assertions\n"), shifted.stdout)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("shifted.json"))) as? [String: Any])
        XCTAssertEqual((report["assertions"] as? [[String: Any]])?.first?["inkBoxOffset"] as? Double, 2)
        // 2 px (⅔ pt) to the right: within the tolerance, yet the component moved; the pass says
        // so, and the report keeps its images.
        try writeMoved(2)
        let nudged = try PlumbProcess.run(["snapshot-tests", "Tests", "--sources", "Sources", "--filter", "*/testWrapped*", "--report", "nudged"], in: root)
        XCTAssertEqual(nudged.status, 0, nudged.stdout + nudged.stderr)
        XCTAssertTrue(nudged.stdout.hasPrefix("PASS BadgeTests/testWrapped() #1: "), nudged.stdout)
        XCTAssertTrue(nudged.stdout.contains(" % match, ink box 0.67 pt off\n"), nudged.stdout)
        let nudgedHTML = try String(contentsOf: root.appendingPathComponent("nudged/index.html"), encoding: .utf8)
        XCTAssertTrue(nudgedHTML.contains("PASS BadgeTests/testWrapped() #1"), nudgedHTML)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("nudged/0001-reference.png").path))
        let missing = try PlumbProcess.run(["snapshot-tests", "Tests", "--sources", "Sources", "--filter", "*/testBadge*"], in: root)
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stdout.contains("MISSING BadgeTests/testBadge() #1: no reference at Tests/DSTests/__Snapshots__/BadgeTests/testBadge.1.png"), missing.stdout)
    }

    func testNoTestsIsAUsageError() throws {
        let root = try makeSuite()
        defer { try? FileManager.default.removeItem(at: root) }
        let r = try PlumbProcess.run(["snapshot-tests", "Sources"], in: root)
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("error: no snapshot test found under Sources"), r.stderr)
    }

    /// The bundled example suite (`examples/snapshot-tests`, part of the main job) passes
    /// against its recorded references, with no warning.
    func testTheExampleSuitePasses() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let r = try PlumbProcess.run(["snapshot-tests", "examples/snapshot-tests/Tests", "--sources", "examples/snapshot-tests/Sources",
                                      "--against", "plumb"], in: root)
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        XCTAssertEqual(r.stderr, "")
        XCTAssertTrue(r.stdout.hasSuffix("6 tests: 8 passed, 0 failed, 0 missing\n"), r.stdout)
    }

    /// `--json -` holds only the JSON on standard output; `--junit` writes a test case per
    /// assertion, a missing reference as a failure and another strategy as skipped.
    func testJSONAndJUnitReports() throws {
        let root = try makeSuite()
        defer { try? FileManager.default.removeItem(at: root) }
        let r = try PlumbProcess.run(["snapshot-tests", "Tests", "--sources", "Sources", "--filter", "*/testBadge*", "--json", "-", "--junit", "junit.xml"], in: root)
        XCTAssertEqual(r.status, 1)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let assertions = try XCTUnwrap(object["assertions"] as? [[String: Any]])
        XCTAssertEqual(assertions.map { $0["status"] as? String }, ["missing", "missing", "skipped"])
        XCTAssertEqual(assertions.first?["reference"] as? String, "Tests/DSTests/__Snapshots__/BadgeTests/testBadge.1.png")
        XCTAssertEqual(assertions.first?["precision"] as? Double, 1)
        XCTAssertEqual(r.stderr, "1 test: 0 passed, 0 failed, 2 missing, 1 not images\n")
        let xml = try String(contentsOf: root.appendingPathComponent("junit.xml"), encoding: .utf8)
        XCTAssertTrue(xml.contains(#"<testsuite name="snapshot-tests" tests="3" failures="2" skipped="1">"#), xml)
        XCTAssertTrue(xml.contains(##"<testcase classname="BadgeTests/testBadge()" name="#3""##), xml)
        XCTAssertTrue(xml.contains(#"<skipped message="not an image strategy"/>"#), xml)
    }

    /// `--audit` audits every asserted view as `plumb audit` does: a 20 pt button is a touch
    /// target error, which fails the run.
    func testAuditOfAssertedViews() throws {
        let root = try makeSuite()
        defer { try? FileManager.default.removeItem(at: root) }
        try """
        import SnapshotTesting
        import SwiftUI
        import XCTest
        final class TinyTests: XCTestCase {
            func testTiny() { assertSnapshot(of: Button("x") {}.frame(width: 20, height: 20), as: .image) }
        }
        """.write(to: root.appendingPathComponent("Tests/DSTests/TinyTests.swift"), atomically: true, encoding: .utf8)
        let r = try PlumbProcess.run(["snapshot-tests", "Tests", "--sources", "Sources", "--record", "--audit", "--filter", "TinyTests/*"], in: root)
        XCTAssertEqual(r.status, 1, r.stdout + r.stderr)
        XCTAssertTrue(r.stdout.contains("AUDIT ERROR touch-target TinyTests/testTiny() #1 test/1/Text: hit area smaller than 44 × 44 pt"), r.stdout)
        XCTAssertTrue(r.stdout.hasSuffix("1 test: 1 recorded, 3 audit errors\n"), r.stdout)
    }

    /// `plumb.yaml`'s `linuxSnapshots:` names the folder of Plumb's references; a path there is
    /// a located error.
    func testLinuxFolderFromPlumbYAML() throws {
        let root = try makeSuite()
        defer { try? FileManager.default.removeItem(at: root) }
        try "linuxSnapshots: __Plumb__\n".write(to: root.appendingPathComponent("plumb.yaml"), atomically: true, encoding: .utf8)
        let r = try PlumbProcess.run(["snapshot-tests", "Tests", "--sources", "Sources", "--record", "--filter", "*/testWrapped*"], in: root)
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        XCTAssertTrue(r.stdout.hasPrefix("RECORDED BadgeTests/testWrapped() #1 → Tests/DSTests/__Snapshots__/__Plumb__/BadgeTests/testWrapped.wrapped.png"), r.stdout)
        try "linuxSnapshots: ../elsewhere\n".write(to: root.appendingPathComponent("plumb.yaml"), atomically: true, encoding: .utf8)
        let bad = try PlumbProcess.run(["snapshot-tests", "Tests", "--sources", "Sources", "--record"], in: root)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("plumb.yaml:1:17: error: linuxSnapshots must be a folder name (no '/'), found '../elsewhere'"), bad.stderr)
    }

    /// A device config's and the traits' size classes reach `\.horizontalSizeClass`: an iPad is
    /// regular, an iPhone compact, `traits: .init(horizontalSizeClass: .regular)` regular.
    func testSizeClassesReachTheEnvironment() throws {
        let root = try makeSuite()
        defer { try? FileManager.default.removeItem(at: root) }
        try """
        import SnapshotTesting
        import SwiftUI
        import XCTest
        struct SizeLabel: View {
            @Environment(\\.horizontalSizeClass) var size
            var body: some View { Text(size == .regular ? "regular" : "compact") }
        }
        final class SizeTests: XCTestCase {
            func testClasses() {
                assertSnapshot(of: SizeLabel(), as: .image(layout: .device(config: .iPadPro11)), named: "pad")
                assertSnapshot(of: SizeLabel(), as: .image(layout: .device(config: .iPhone13)), named: "phone")
                assertSnapshot(of: SizeLabel(), as: .image(traits: .init(horizontalSizeClass: .regular)), named: "traits")
            }
        }
        """.write(to: root.appendingPathComponent("Tests/DSTests/SizeTests.swift"), atomically: true, encoding: .utf8)
        let r = try PlumbProcess.run(["snapshot-tests", "Tests", "--sources", "Sources", "--record", "--filter", "SizeTests/*"], in: root)
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        func text(_ name: String) throws -> Bool {
            let dump = try String(contentsOf: root.appendingPathComponent("Tests/DSTests/__Snapshots__/__Linux__/SizeTests/testClasses.\(name).layout.json"), encoding: .utf8)
            return dump.contains(#""text" : "regular""#)
        }
        XCTAssertEqual([try text("pad"), try text("phone"), try text("traits")], [true, false, true])
    }

    /// A test file that does not parse is bad input (its located error, exit 2); a snapshot test
    /// that reaches no assertion is an error for that test, with the diagnostic saying why.
    func testBrokenTests() throws {
        let root = try makeSuite()
        defer { try? FileManager.default.removeItem(at: root) }
        let extra = root.appendingPathComponent("Tests/DSTests/BrokenTests.swift")
        try "import SnapshotTesting\nimport XCTest\nfinal class BrokenTests: XCTestCase { func testA() { assertSnapshot(of: , as: .image) } }\n"
            .write(to: extra, atomically: true, encoding: .utf8)
        let syntax = try PlumbProcess.run(["snapshot-tests", "Tests", "--sources", "Sources"], in: root)
        XCTAssertEqual(syntax.status, 2)
        XCTAssertTrue(syntax.stderr.hasPrefix("Tests/DSTests/BrokenTests.swift:3:"), syntax.stderr)
        try "import SnapshotTesting\nimport XCTest\nfinal class BrokenTests: XCTestCase { func testA() { assertSnapshot(of: Badge(\"x\")) } }\n"
            .write(to: extra, atomically: true, encoding: .utf8)
        let r = try PlumbProcess.run(["snapshot-tests", "Tests", "--sources", "Sources", "--record", "--filter", "BrokenTests/*"], in: root)
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stdout, "ERROR BrokenTests/testA(): no snapshot assertion was reached (see the diagnostics above)\n1 test: 0 recorded, 1 test stopped on an error\n")
        XCTAssertTrue(r.stderr.contains("warning: assertSnapshot needs a value and a strategy (of:as:)"), r.stderr)
    }

    /// A screen on a device: the grouped background of a navigation stack's list reaches under
    /// the status bar, as SwiftUI extends a background into the safe area it touches, and so does
    /// a colour laid under the content with `.ignoresSafeArea()`.
    func testScreenBackgroundFillsTheSafeArea() throws {
        let root = try makeSuite()
        defer { try? FileManager.default.removeItem(at: root) }
        try """
        import SnapshotTesting
        import SwiftUI
        import XCTest
        final class ScreenTests: XCTestCase {
            func testList() {
                let screen = NavigationStack { List { Text("Row") }.navigationTitle("Inbox") }
                assertSnapshot(of: screen, as: .image(layout: .device(config: .iPhone13)), named: "list")
                assertSnapshot(of: Text("Plain"), as: .image(layout: .device(config: .iPhone13)), named: "plain")
                assertSnapshot(of: ZStack { Color.teal.ignoresSafeArea(); Text("Hi") }, as: .image(layout: .device(config: .iPhone13)), named: "ignoring")
                assertSnapshot(of: ZStack { Color.teal; Text("Hi") }, as: .image(layout: .device(config: .iPhone13)), named: "respecting")
            }
        }
        """.write(to: root.appendingPathComponent("Tests/DSTests/ScreenTests.swift"), atomically: true, encoding: .utf8)
        let r = try PlumbProcess.run(["snapshot-tests", "Tests", "--sources", "Sources", "--record", "--filter", "ScreenTests/*"], in: root)
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        let folder = root.appendingPathComponent("Tests/DSTests/__Snapshots__/__Linux__/ScreenTests/").path
        let list = try PNGCodec.read(path: folder + "/testList.list.png"), plain = try PNGCodec.read(path: folder + "/testList.plain.png")
        // 10 pt down, inside the 47 pt status bar area: #F2F2F7 behind the list, white behind the text.
        XCTAssertEqual(list[30, 30], Color8(r: 0xF2, g: 0xF2, b: 0xF7, a: 255))
        XCTAssertEqual(plain[30, 30], Color8(r: 255, g: 255, b: 255, a: 255))
        // A colour that ignores the safe area reaches under the status bar; one that does not stops at it.
        let ignoring = try PNGCodec.read(path: folder + "/testList.ignoring.png"), respecting = try PNGCodec.read(path: folder + "/testList.respecting.png")
        XCTAssertEqual(ignoring[30, 30], Color8(r: 0x30, g: 0xB0, b: 0xC7, a: 255))
        XCTAssertEqual(respecting[30, 30], Color8(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(respecting[30, 300], Color8(r: 0x30, g: 0xB0, b: 0xC7, a: 255))
    }
    /// `simulator:` in `plumb.yaml` (the simulator the references were recorded on): on a device
    /// config the view stays below that simulator's status bar (an iPhone 17's 54 pt over an
    /// iPhone 13 config's 47), and `drawHierarchyInKeyWindow: true` gives it the simulator's key
    /// window's safe area (62 pt at the top) — a list's first card at 54 + 35 and 62 + 35 pt, as
    /// home-assistant's iOS 26 references show (89 and 97 pt). Without the key, the config's.
    func testTheRecordingSimulatorsStatusBarAndKeyWindow() throws {
        let root = try makeSuite()
        defer { try? FileManager.default.removeItem(at: root) }
        try """
        import SnapshotTesting
        import SwiftUI
        import XCTest
        final class SimulatorTests: XCTestCase {
            func testList() {
                let list = List { Text("Sensor") }
                assertSnapshot(of: list, as: .image(layout: .device(config: .iPhone13)), named: "config")
                assertSnapshot(of: list, as: .image(drawHierarchyInKeyWindow: true, layout: .device(config: .iPhone13)), named: "window")
                assertSnapshot(of: list, as: .image(layout: .device(config: .iPhone13(.landscape))), named: "landscape")
            }
        }
        """.write(to: root.appendingPathComponent("Tests/DSTests/SimulatorTests.swift"), atomically: true, encoding: .utf8)
        func firstCardRows() throws -> [Int] {
            let r = try PlumbProcess.run(["snapshot-tests", "Tests", "--sources", "Sources", "--record", "--filter", "SimulatorTests/*", "--jobs", "1"], in: root)
            XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
            let folder = root.appendingPathComponent("Tests/DSTests/__Snapshots__/__Linux__/SimulatorTests/").path
            return try ["config", "window", "landscape"].map { name in
                let image = try PNGCodec.read(path: folder + "/testList.\(name).png")
                // The first white pixel row down the middle of the screen: the card's top.
                return (0..<image.height).first { image[image.width / 2, $0] == Color8(r: 255, g: 255, b: 255, a: 255) } ?? -1
            }
        }
        // At 3×: without a simulator, the config's 47 pt (landscape: 0) and the list's 35 pt.
        XCTAssertEqual(try firstCardRows(), [(47 + 35) * 3, (47 + 35) * 3, 35 * 3])
        try "simulator: iPhone 17\n".write(to: root.appendingPathComponent("plumb.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try firstCardRows(), [(54 + 35) * 3, (62 + 35) * 3, 35 * 3])
    }

    /// A tab view fills the screen with the system background of its own environment, under
    /// the bar and into the safe area, as each tab's hosting controller does: RSSReader's light
    /// references of its tab view are white to the edges although its simulator was dark.
    func testATabViewsPanesAreOpaqueInTheirOwnScheme() throws {
        let root = try makeSuite()
        defer { try? FileManager.default.removeItem(at: root) }
        try """
        import SnapshotTesting
        import SwiftUI
        import XCTest
        final class TabsTests: XCTestCase {
            func testTabs() {
                let tabs = TabView { Text("One").tabItem { Label("Feeds", systemImage: "globe") } }
                let screen = ZStack {
                    Color(.systemBackground).ignoresSafeArea()
                    tabs.environment(\\.colorScheme, .light)
                }
                assertSnapshot(of: screen, as: .image(layout: .device(config: .iPhone13)))
            }
        }
        """.write(to: root.appendingPathComponent("Tests/DSTests/TabsTests.swift"), atomically: true, encoding: .utf8)
        try "simulator: {appearance: dark}\n".write(to: root.appendingPathComponent("plumb.yaml"), atomically: true, encoding: .utf8)
        let r = try PlumbProcess.run(["snapshot-tests", "Tests", "--sources", "Sources", "--record", "--filter", "TabsTests/*"], in: root)
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        let image = try PNGCodec.read(path: root.appendingPathComponent("Tests/DSTests/__Snapshots__/__Linux__/TabsTests/testTabs.1.png").path)
        let white = Color8(r: 255, g: 255, b: 255, a: 255)
        // At 3×: the status bar's corner, the middle of the pane, beside the bar's item, the
        // home indicator's strip.
        XCTAssertEqual([image[3, 3], image[30, 1200], image[30, 2330], image[30, 2520]], [white, white, white, white])
    }

    /// A view hosted by swift-snapshot-testing is drawn in the appearance of the recording
    /// simulator (`simulator: {appearance: dark}` in plumb.yaml; light without it) unless the
    /// strategy's traits name one; `.preferredColorScheme` has not reached the hosting
    /// controller when the picture is taken, so only `.environment(\.colorScheme, …)` changes
    /// what is inside it. Evidence: RSSReader's light references show the row white on a black
    /// screen (its simulator was dark), its dark references black to the edges.
    func testTheSimulatorsAppearanceHostsTheViewNotPreferredColorScheme() throws {
        let root = try makeSuite()
        defer { try? FileManager.default.removeItem(at: root) }
        try """
        import SnapshotTesting
        import SwiftUI
        import XCTest
        final class SchemeTests: XCTestCase {
            func screen(_ scheme: ColorScheme) -> some View {
                ZStack {
                    Color(.systemBackground)
                    Text("Hi").padding(6).background(Color(.systemBackground))
                        .environment(\\.colorScheme, scheme).preferredColorScheme(scheme)
                }
                .frame(width: 60, height: 40)
            }
            func testSchemes() {
                assertSnapshot(of: screen(.dark), as: .image, named: "dark")
                assertSnapshot(of: screen(.light), as: .image, named: "light")
                assertSnapshot(of: screen(.light), as: .image(traits: .init(userInterfaceStyle: .light)), named: "traits")
            }
        }
        """.write(to: root.appendingPathComponent("Tests/DSTests/SchemeTests.swift"), atomically: true, encoding: .utf8)
        let folder = root.appendingPathComponent("Tests/DSTests/__Snapshots__/__Linux__/SchemeTests/").path
        func record() throws -> (dark: Pixmap, light: Pixmap, traits: Pixmap) {
            let r = try PlumbProcess.run(["snapshot-tests", "Tests", "--sources", "Sources", "--record", "--filter", "SchemeTests/*"], in: root)
            XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
            return (try PNGCodec.read(path: folder + "/testSchemes.dark.png"), try PNGCodec.read(path: folder + "/testSchemes.light.png"),
                    try PNGCodec.read(path: folder + "/testSchemes.traits.png"))
        }
        let (black, white) = (Color8(r: 0, g: 0, b: 0, a: 255), Color8(r: 255, g: 255, b: 255, a: 255))
        // A light simulator: the screen is white whatever the view prefers; the text's own
        // background follows its environment (black for the dark screen, 3 pt in at 3×).
        var images = try record()
        XCTAssertEqual([images.dark.width, images.dark.height], [180, 120])
        XCTAssertEqual([images.dark[3, 3], images.light[3, 3]], [white, white])
        XCTAssertEqual([images.dark[90, 45], images.light[90, 45]], [black, white])
        // A dark simulator: the screen is black unless the traits say light.
        try "simulator: {appearance: dark}\n".write(to: root.appendingPathComponent("plumb.yaml"), atomically: true, encoding: .utf8)
        images = try record()
        XCTAssertEqual([images.dark[3, 3], images.light[3, 3], images.traits[3, 3]], [black, black, white])
        XCTAssertEqual([images.dark[90, 45], images.light[90, 45]], [black, white])
    }
}
