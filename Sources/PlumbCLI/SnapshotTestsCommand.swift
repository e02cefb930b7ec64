import ArgumentParser
import Foundation
import PlumbAudit
import PlumbLayout
import PlumbModel
import PlumbPNG
import PlumbRaster
import PlumbRender
import PlumbSnapshot
import PlumbSwiftUI
import PlumbText

/// `plumb snapshot-tests PATH… --sources DIR…`: a team's swift-snapshot-testing tests, run on
/// Linux without compiling anything — each assertion's view drawn as its strategy hosts it and
/// compared with the team's iOS reference at the test's own tolerance, or with Plumb's own
/// reference beside it.
struct SnapshotTestsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot-tests",
        abstract: "Run swift-snapshot-testing tests: each assertImage-style assertion drawn and compared with its reference.",
        discussion: """
        Test files are those importing SnapshotTesting (or a module of the sources that does) under PATH; the \
        sources they test are read from --sources. Tests that assert no snapshot are not reported on. \
        --against ios (the default) compares with the iOS reference where swift-snapshot-testing keeps it \
        (__Snapshots__/<file>/<test>.<n>.png) by the assertion's precision and perceptualPrecision; --against plumb \
        compares with Plumb's own reference under __Snapshots__/__Linux__/<file>/ exactly, and --record writes those \
        (never the iOS files). One line per assertion, then a summary. Exit 0 when every assertion passed, 1 when one \
        failed, has no reference or its test could not be evaluated, 2 for usage errors or when no test is found.
        """)

    enum Gate: String, ExpressibleByArgument { case ios, plumb }

    @Argument(help: "Test files or directories (searched recursively).")
    var paths: [String]

    @Option(name: .customLong("sources"), help: "Sources the tests use (files or directories); repeat for several.")
    var sources: [String] = []

    @Option(help: "ios: the team's iOS references at their tolerance; plumb: Plumb's own references, exactly.")
    var against: Gate = .ios

    @Flag(help: "Write Plumb's references (under __Snapshots__/__Linux__/) instead of comparing.")
    var record = false

    @Option(help: ArgumentHelp("Only tests whose '<file stem>/<function>' matches this shell pattern.", valueName: "glob"))
    var filter: String?

    @Option(help: "Also write a JSON report to this file ('-' for standard output, which then holds only the JSON).")
    var json: String?

    @Option(help: "Also write a JUnit XML report to this file (a test case per assertion).")
    var junit: String?

    @Option(help: "Write an HTML report of the assertions that did not pass into this directory (reference, render, difference, ink boxes).")
    var report: String?

    @Flag(help: "Also audit every asserted view as 'plumb audit' does (44 pt touch targets, contrast, clipping); an error finding fails the run.")
    var audit = false

    @Option(help: "Tests run at once (default: the machine's cores); the output is the same whatever the number.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        guard (1...256).contains(jobs) else { throw ValidationError("--jobs must be between 1 and 256") }
    }

    /// One assertion's outcome, as the JSON and JUnit reports give it.
    struct Record: Encodable {
        var test: String
        var assertion: Int
        /// `passed`, `failed`, `missing`, `recorded` or `skipped` (not an image strategy).
        var status: String
        var reference: String?
        var file: String
        var line: Int
        /// The share of matching pixels (or bytes), 0…1, and the largest ΔE 1994 met.
        var share: Double?
        var maximumDeltaE: Double?
        var precision: Double?
        var perceptualPrecision: Double?
        var width: Int?
        var height: Int?
        var message: String?
        /// Apple's system fonts whose text was drawn with Plumb's stand-ins (`SF Pro → Inter`),
        /// against an iOS reference: that text cannot match iOS's pixels.
        var standIns: [String]?
        /// The largest distance in points between an edge of the reference's ink box and the
        /// same edge of Plumb's (`InkBox`); absent when only one of the two has ink.
        var inkBoxOffset: Double?
    }

    func run() throws {
        let suite = try SnapshotTestSuite.load(tests: paths, sources: sources)
        // A file that cannot be read or parsed is bad input: its located error, exit 2.
        if let error = suite.project.diagnostics.first(where: { $0.severity == .error }) { throw error.plumbError }
        for d in suite.project.diagnostics { FileHandle.standardError.write(Data((d.description + "\n").utf8)) }
        let tests = suite.tests.filter { t in filter.map { PreviewFilter.matches($0, "\(((t.file as NSString).lastPathComponent as NSString).deletingPathExtension)/\(t.function)") } ?? true }
        guard !tests.isEmpty else {
            throw PlumbError("no snapshot test found under \(paths.joined(separator: ", ")) (files importing SnapshotTesting, with XCTest test methods or @Test functions)",
                             at: .file(paths.first ?? "."))
        }
        let plumbProject = try PlumbProject.resolve(override: nil, workingDirectory: FileManager.default.currentDirectoryPath)
        let clock = plumbProject.previewClock
        let fonts = FontLibrary(fontMap: FontMap(project: plumbProject))
        let layout = Layout(text: TextLayoutEngine(library: fonts))
        let renderer = Renderer(fonts: fonts)
        let settings = Settings(against: against, record: record, audit: audit, keepImages: report != nil, clock: clock,
                                linuxFolder: plumbProject.linuxSnapshots, simulator: plumbProject.simulator,
                                simulatorAppearance: plumbProject.simulatorAppearance)
        var tally = Tally()
        var reported = Set<String>()
        var records: [Record] = []
        var html = SnapshotTestReport()
        let quiet = json == "-"
        // Tests run on `jobs` threads; their lines are printed in test order as each is ready.
        let progress = Progress(total: tests.count)
        var done: [Outcome?] = Array(repeating: nil, count: tests.count)
        var next = 0, finished = 0
        ParallelMap.forEach(tests, workers: max(1, jobs), { test in
            Self.check(test, suite: suite, layout: layout, renderer: renderer, fonts: fonts, settings: settings)
        }, collect: { index, outcome in
            done[index] = outcome
            finished += 1
            progress.update(finished, tests[index].name)
            while next < done.count, let o = done[next] {
                for d in o.diagnostics where reported.insert(d.description).inserted {
                    FileHandle.standardError.write(Data((d.description + "\n").utf8))
                }
                if !quiet { o.lines.forEach { print($0) } }
                records += o.records
                html.items += o.items
                tally.add(o.tally)
                done[next] = nil
                next += 1
            }
        })
        progress.finish()
        var parts = ["\(tally.passed) passed", "\(tally.failed) failed", "\(tally.missing) missing"]
        if record { parts = ["\(tally.recorded) recorded"] }
        if tally.other > 0 { parts.append("\(tally.other) not images") }
        if audit { parts.append("\(tally.auditErrors) audit error\(tally.auditErrors == 1 ? "" : "s")") }
        if tally.broken > 0 { parts.append("\(tally.broken) test\(tally.broken == 1 ? "" : "s") stopped on an error") }
        let asserting = tests.count - tally.silent
        var head = "\(asserting) test\(asserting == 1 ? "" : "s")"
        if tally.silent > 0 { head += " (\(tally.silent) more without snapshot assertions)" }
        let summary = head + ": " + parts.joined(separator: ", ")
        if let json { try JSONOutput.write(["assertions": records], to: json) }
        if let junit { try Data(Self.junit(records).utf8).write(to: URL(fileURLWithPath: junit)) }
        if let report {
            html.summary = summary
            try html.write(to: report)
        }
        if against == .ios, !record, tally.compared > 0 {
            // Geometry apart from drawing: how many drawn components sit where iOS put them.
            say(toStandardError: quiet, "ink box within ⅓ pt of the reference: \(tally.inkBoxWithin) of \(tally.compared) assertions")
        }
        if tally.standInAssertions > 0 {
            // Said once, so nobody takes a stand-in's text for iOS's.
            let note = "note: \(tally.standInAssertions) of \(tally.passed + tally.failed) assertions compared with iOS references draw text "
                + FontStandIns.phrase(tally.standIns) + ": that text cannot match iOS's pixels"
            say(toStandardError: quiet, note)
        }
        say(toStandardError: quiet, summary)
        if tally.failed + tally.missing + tally.broken + tally.auditErrors > 0 { throw ExitCode(1) }
    }

    /// A line on standard output, or on standard error when standard output holds only JSON.
    private func say(toStandardError standardError: Bool, _ line: String) {
        if standardError { FileHandle.standardError.write(Data((line + "\n").utf8)) } else { print(line) }
    }

    /// The largest edge distance, in points, between the two images' ink boxes: 0 when
    /// neither has ink, nil when only one has.
    static func inkBoxOffset(_ reference: Pixmap, _ actual: Pixmap, scale: Int) -> Double? {
        switch (InkBox.of(reference), InkBox.of(actual)) {
        case (nil, nil): return 0
        case let (a?, b?): return Double(a.largestEdgeOffset(to: b)) / Double(max(scale, 1))
        default: return nil
        }
    }

    /// Points with at most two decimals: `0.33 pt`, `2 pt`.
    static func format(points: Double) -> String {
        let r = (points * 100).rounded() / 100
        return (r == r.rounded() ? String(Int(r)) : String(format: "%.2f", r)) + " pt"
    }

    /// What every test's check needs besides the test.
    struct Settings: Sendable {
        var against: Gate
        var record: Bool
        var audit: Bool
        /// Whether failing renders are kept for the HTML report.
        var keepImages: Bool
        var clock: PreviewClock
        /// `plumb.yaml`'s `linuxSnapshots:` (`__Linux__`).
        var linuxFolder: String
        /// `plumb.yaml`'s `simulator:`.
        var simulator: RecordingSimulator?
        /// `plumb.yaml`'s `simulator:` `appearance:` (light without it).
        var simulatorAppearance = Appearance.light
    }

    /// Counts over assertions and tests.
    struct Tally {
        var passed = 0, failed = 0, missing = 0, recorded = 0, other = 0, broken = 0, silent = 0, auditErrors = 0
        /// Assertions compared with an iOS reference whose text a stand-in font drew, and which.
        var standInAssertions = 0
        var standIns: Set<String> = []
        /// Assertions compared with a reference, and those whose ink box is within ⅓ pt of it.
        var compared = 0, inkBoxWithin = 0

        mutating func add(_ o: Tally) {
            compared += o.compared; inkBoxWithin += o.inkBoxWithin
            passed += o.passed; failed += o.failed; missing += o.missing; recorded += o.recorded
            other += o.other; broken += o.broken; silent += o.silent; auditErrors += o.auditErrors
            standInAssertions += o.standInAssertions; standIns.formUnion(o.standIns)
        }
    }

    /// One test's result: its lines, diagnostics, records, report items and counts.
    struct Outcome {
        var lines: [String] = []
        var diagnostics: [SwiftDiagnostic] = []
        var records: [Record] = []
        var items: [SnapshotTestReport.Item] = []
        var tally = Tally()
    }

    /// Runs one test and checks each of its assertions; an error drawing one assertion ends
    /// this test with an `ERROR` line, never the run.
    static func check(_ test: SnapshotTestSuite.TestCase, suite: SnapshotTestSuite, layout: Layout, renderer: Renderer,
                      fonts: FontLibrary, settings: Settings) -> Outcome {
        var o = Outcome()
        func context(_ s: SnapshotImageStrategy?) -> EvaluationContext {
            var c = EvaluationContext(appearance: s?.appearance ?? settings.simulatorAppearance, dynamicType: s?.dynamicType ?? .large)
            c.layoutDirection = s?.layoutDirection ?? .leftToRight
            c.horizontalSizeClass = s?.horizontalSizeClass ?? "compact"
            c.verticalSizeClass = s?.verticalSizeClass ?? "regular"
            c.clock = settings.clock
            c.simulator = settings.simulator
            c.useFontFaces(fonts.faceLookup)
            c.layoutProbe = layout.geometryProbe
            return c
        }
        let base = suite.run(test, context: context(nil))
        // A test that asserts no snapshot (a unit test beside them) is not reported on, unless
        // it calls an assertion or a wrapper of one: then reaching none is an error, with its diagnostics.
        guard !base.assertions.isEmpty || test.callsAssertion else { o.tally.silent = 1; return o }
        o.diagnostics = base.diagnostics
        if base.assertions.isEmpty {
            o.tally.broken = 1
            o.lines.append("ERROR \(test.name): no snapshot assertion was reached (see the diagnostics above)")
        } else if base.failed {
            o.tally.broken = 1
            o.lines.append("ERROR \(test.name): the test stopped on an error after \(base.assertions.count) assertion\(base.assertions.count == 1 ? "" : "s")")
        }
        var runs: [String: SnapshotTestRunResult] = [:]
        do {
            for (i, first) in base.assertions.enumerated() {
                let label = "\(test.name) #\(i + 1)"
                guard var strategy = first.strategy else {
                    o.tally.other += 1
                    o.records.append(Record(test: test.name, assertion: i + 1, status: "skipped", file: first.location.file, line: first.location.line,
                                            message: "not an image strategy"))
                    o.lines.append("SKIP \(label): not an image strategy")
                    continue
                }
                // Traits that name no appearance leave the recording simulator's. A view's
                // `.preferredColorScheme` has not reached its hosting controller when the
                // library takes the picture (RSSReader's light references: a black screen
                // around the row its environment makes light), so it changes nothing here.
                strategy.appearance = strategy.appearance ?? settings.simulatorAppearance
                let key = "\(strategy.appearance ?? .light)-\(strategy.dynamicType ?? .large)-\(strategy.layoutDirection)-"
                    + "\(strategy.horizontalSizeClass ?? "compact")-\(strategy.verticalSizeClass ?? "regular")"
                var assertion = first
                if key != "\(settings.simulatorAppearance)-large-leftToRight-compact-regular" {
                    let again = runs[key] ?? suite.run(test, context: context(strategy))
                    runs[key] = again
                    if i < again.assertions.count { assertion = again.assertions[i] }
                }
                guard let component = assertion.component else {
                    o.tally.failed += 1
                    o.records.append(Record(test: test.name, assertion: i + 1, status: "failed", reference: assertion.referencePath,
                                            file: assertion.location.file, line: assertion.location.line, message: "the asserted value draws nothing"))
                    o.lines.append("FAIL \(label): the asserted value draws nothing")
                    continue
                }
                let iosPath = assertion.referencePath
                // The scale: the traits', else the one that makes the iOS reference's size, else 3.
                // Laid out for that screen (iOS sizes text in whole pixels): at 3× first, again
                // only when the reference says another scale.
                var scaled = component
                scaled.displayScale = strategy.displayScale ?? 3
                var tree = try layout.layout(scaled)
                if strategy.displayScale == nil, let size = PNGCodec.readSize(path: iosPath) {
                    let w = tree.nodes.first?.outerFrame?.width ?? tree.nodes.first?.frame.width ?? 0
                    if let s = [3, 2, 1].first(where: { abs(Double($0) * w - Double(size.width)) <= 1 }), s != scaled.displayScale {
                        scaled.displayScale = s
                        tree = try layout.layout(scaled)
                    }
                }
                let scale = scaled.displayScale ?? 3
                if settings.audit {
                    let page: RGBA = (strategy.appearance ?? .light) == .dark ? .black : .white
                    for f in Auditor(settings: AuditSettings(), page: page).audit(tree) {
                        if f.severity == .error { o.tally.auditErrors += 1 }
                        o.lines.append("AUDIT \(f.severity.rawValue) \(f.rule) \(label) \(f.path): \(f.message)")
                    }
                }
                let reference = settings.against == .ios && !settings.record ? iosPath : linuxPath(iosPath, folder: settings.linuxFolder)
                let image = try renderer.render(tree, options: .init(scale: scale, background: nil, frameOnly: true))
                // The layout dump beside Plumb's reference: what names the cause of a change.
                let fileStem = ((test.file as NSString).lastPathComponent as NSString).deletingPathExtension
                let id = SnapshotID(system: "tests", component: fileStem, variant: ((reference as NSString).lastPathComponent as NSString).deletingPathExtension,
                                    appearance: strategy.appearance ?? .light, dynamicType: strategy.dynamicType ?? .large, scale: scale)
                let dump = SnapshotDump.make(tree: tree, id: id, image: .init(width: image.pixmap.width, height: image.pixmap.height, scale: scale,
                                                                              originX: image.originX, originY: image.originY),
                                             fonts: [:], pixelsHash: ContentHash.of(image.pixmap.data))
                let dumpPath = (reference as NSString).deletingPathExtension + ".layout.json"
                var entry = Record(test: test.name, assertion: i + 1, status: "", reference: reference, file: assertion.location.file,
                                   line: assertion.location.line, precision: strategy.precision, perceptualPrecision: strategy.perceptualPrecision,
                                   width: image.pixmap.width, height: image.pixmap.height)
                if settings.record {
                    try FileManager.default.createDirectory(atPath: (reference as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                    try PNGCodec.write(image.pixmap, to: reference)
                    try dump.encoded().write(to: URL(fileURLWithPath: dumpPath), options: .atomic)
                    o.tally.recorded += 1
                    entry.status = "recorded"
                    o.records.append(entry)
                    o.lines.append("RECORDED \(label) → \(reference)")
                    continue
                }
                guard FileManager.default.fileExists(atPath: reference) else {
                    o.tally.missing += 1
                    entry.status = "missing"
                    entry.message = "no reference at \(reference)"
                    o.records.append(entry)
                    if settings.keepImages {
                        o.items.append(.init(title: label, status: "MISSING", message: entry.message!, reference: nil, actual: image.pixmap, scale: scale))
                    }
                    o.lines.append("MISSING \(label): no reference at \(reference)")
                    continue
                }
                let expected = try PNGCodec.read(path: reference, maxPixels: 1 << 26)
                if settings.against == .ios {
                    let standIns = FontStandIns.list(tree, fonts: fonts)
                    if !standIns.isEmpty {
                        entry.standIns = standIns
                        o.tally.standInAssertions += 1
                        o.tally.standIns.formUnion(standIns)
                    }
                }
                let tolerance = settings.against == .ios
                    ? SnapshotTestingTolerance(precision: strategy.precision, perceptualPrecision: strategy.perceptualPrecision) : SnapshotTestingTolerance()
                let outcome = tolerance.compare(reference: expected, actual: image.pixmap)
                let offset = Self.inkBoxOffset(expected, image.pixmap, scale: scale)
                entry.inkBoxOffset = offset
                o.tally.compared += 1
                if let offset, offset <= 1.0 / 3 + 1e-9 { o.tally.inkBoxWithin += 1 }
                let box = offset.map { ", ink box \(Self.format(points: $0)) off" } ?? ", ink box on one side only"
                entry.share = outcome.share
                entry.maximumDeltaE = outcome.maximumDeltaE
                entry.status = outcome.passed ? "passed" : "failed"
                entry.message = outcome.failure
                o.records.append(entry)
                if outcome.passed {
                    o.tally.passed += 1
                    // A pass whose ink box still moved is worth a look: the line says by how much and
                    // the report keeps its images.
                    let moved = offset.map { $0 > 1.0 / 3 + 1e-9 } ?? true
                    o.lines.append("PASS \(label): \(String(format: "%.2f", outcome.share * 100)) % match\(moved ? box : "")")
                    if moved, settings.keepImages {
                        o.items.append(.init(title: label, status: "PASS", message: "passes\(box) (\(reference))",
                                             reference: expected, actual: image.pixmap, scale: scale))
                    }
                } else {
                    o.tally.failed += 1
                    if settings.keepImages {
                        o.items.append(.init(title: label, status: "FAIL", message: "\(outcome.failure ?? "differs") (\(reference))",
                                             reference: expected, actual: image.pixmap, scale: scale))
                    }
                    // Against Plumb's own reference, its dump names what changed.
                    var causes = ""
                    if settings.against == .plumb, let data = FileManager.default.contents(atPath: dumpPath),
                       let saved = try? SnapshotDump.decode(data, file: dumpPath) {
                        let text = SnapshotResult.causeText(LayoutDiff.causes(old: saved, new: dump))
                        if !text.isEmpty { causes = ": " + text.joined(separator: "; ") }
                    }
                    o.lines.append("FAIL \(label): \(outcome.failure ?? "differs")\(box) (\(reference))\(causes)")
                }
            }
        } catch {
            let message = (error as? PlumbError)?.message ?? "\(error)"
            o.tally.broken += o.tally.broken == 0 ? 1 : 0
            o.lines.append("ERROR \(test.name): \(message)")
        }
        return o
    }

    /// A JUnit report: one test case per assertion (class: the test, name: `#n`), failures
    /// and missing references as failures, skipped strategies as skipped.
    static func junit(_ records: [Record]) -> String {
        let failures = records.filter { $0.status == "failed" || $0.status == "missing" }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites><testsuite name=\"snapshot-tests\" tests=\"\(records.count)\" failures=\"\(failures)\" "
            + "skipped=\"\(records.filter { $0.status == "skipped" }.count)\">\n"
        for r in records {
            let head = "  <testcase classname=\"\(ReportEscaping.attribute(r.test))\" name=\"#\(r.assertion)\" file=\"\(ReportEscaping.attribute(r.file))\" line=\"\(r.line)\""
            switch r.status {
            case "failed", "missing":
                out += head + ">\n    <failure message=\"\(ReportEscaping.attribute(r.message ?? r.status))\">"
                    + ReportEscaping.text("\(r.message ?? r.status)\nreference: \(r.reference ?? "-")") + "</failure>\n  </testcase>\n"
            case "skipped":
                out += head + ">\n    <skipped message=\"\(ReportEscaping.attribute(r.message ?? ""))\"/>\n  </testcase>\n"
            default:
                out += head + "/>\n"
            }
        }
        return out + "</testsuite></testsuites>\n"
    }


    /// Plumb's own reference beside the iOS one: `__Snapshots__/__Linux__/<file>/<name>.png`
    /// for `__Snapshots__/<file>/<name>.png` (a custom snapshot directory gains `__Linux__/`).
    static func linuxPath(_ ios: String, folder: String = "__Linux__") -> String {
        let dir = (ios as NSString).deletingLastPathComponent
        let parent = (dir as NSString).deletingLastPathComponent
        let name = (dir as NSString).lastPathComponent
        return ((parent as NSString).appendingPathComponent(folder + "/" + name) as NSString).appendingPathComponent((ios as NSString).lastPathComponent)
    }
}
