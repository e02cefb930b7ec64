import Foundation
import PlumbModel
import SwiftSyntax

/// swift-snapshot-testing's assertions as a team's tests call them: `assertSnapshot(of:as:named:
/// record:snapshotDirectory:…)` and the older `matching:`, `assertSnapshots(of:as:)` with an
/// array or a dictionary of strategies, `verifySnapshot` (nil: no failure), and
/// `withSnapshotTesting(record:diffTool:) { … }`. Nothing is drawn or compared here: each
/// assertion is noted in the running test's `SnapshotAssertionLog` — the value, the strategy,
/// and the reference it names (`__Snapshots__/<file>/<test>.<counter or name>.png`, the
/// counter advanced as the library advances it) — and `SnapshotTestRun` draws them after.
enum SnapshotTestingBinding {
    static let functions: Set<String> = ["assertSnapshot", "assertSnapshots", "verifySnapshot", "withSnapshotTesting", "image"]
    static let typeNames: Set<String> = ["Snapshotting", "ViewImageConfig", "SwiftUISnapshotLayout", "SnapshotTestingConfiguration"]

    /// `sanitizePathComponent`: runs of characters other than letters, digits and `_` become
    /// `-`, without one at either end (`testCard()` → `testCard`).
    static func sanitized(_ s: String) -> String {
        var out = ""
        var pendingDash = false
        for ch in s {
            if ch.isLetter || ch.isNumber || ch == "_" {
                if pendingDash && !out.isEmpty { out.append("-") }
                pendingDash = false
                out.append(ch)
            } else {
                pendingDash = true
            }
        }
        return out
    }
}

/// The assertions one test made, in order.
final class SnapshotAssertionLog {
    /// One assertion: what was asserted, how, and where its reference lies.
    public struct Entry {
        var value: SwiftValue
        var strategy: SwiftValue
        /// The reference's path: `<directory>/<sanitized test name>.<identifier>.png`.
        public var referencePath: String
        public var location: SourceLocation
        public var record: Bool?
        /// The asserted view materialised when the assertion ran (nil: not an image strategy):
        /// the library draws the view then, so what the test changes afterwards (a view model
        /// it mutates for the next assertion) is not in this picture.
        var drawn: Result<ViewNode?, Error>?
    }

    /// The test's `#function` (`testCard()`) and its file.
    let testName: String
    let file: String
    private(set) var entries: [Entry] = []
    /// Counters by directory and test name, as the library keeps them.
    private var counters: [String: Int] = [:]
    /// `withSnapshotTesting(record:)` in effect, innermost last.
    var recordStack: [Bool] = []

    init(testName: String, file: String) {
        self.testName = testName
        self.file = file
    }

    func note(value: SwiftValue, strategy: SwiftValue, name: String?, record: Bool?, directory: String?, testName: String?,
              file: String?, location: SourceLocation, draw: (Int) -> Result<ViewNode?, Error>?) {
        let test = testName ?? self.testName
        let sourceFile = file ?? self.file
        let stem = ((sourceFile as NSString).lastPathComponent as NSString).deletingPathExtension
        let dir = directory ?? ((sourceFile as NSString).deletingLastPathComponent as NSString).appendingPathComponent("__Snapshots__/" + stem)
        let identifier: String
        if let name {
            identifier = SnapshotTestingBinding.sanitized(name)
        } else {
            let key = dir + "/" + test
            counters[key, default: 0] += 1
            identifier = String(counters[key]!)
        }
        let path = (dir as NSString).appendingPathComponent("\(SnapshotTestingBinding.sanitized(test)).\(identifier).png")
        entries.append(Entry(value: value, strategy: strategy, referencePath: path, location: location, record: record ?? recordStack.last,
                             drawn: draw(entries.count)))
    }
}

extension SwiftEvaluator {
    /// The library's functions while a test runs (`snapshotLog` set); nil otherwise.
    func snapshotTestingCall(_ name: String, _ args: [Argument], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        guard let log = snapshotLog, SnapshotTestingBinding.functions.contains(name) else { return nil }
        // `image(layout:)` written unqualified in a suite's `extension Snapshotting` (its own
        // `static var default: Self { image(…) }`): the strategy.
        if name == "image" { return .implicitMember(name: name, arguments: args) }
        func arg(_ label: String) -> SwiftValue? { args.first { $0.label == label }?.value.unwrapped }
        func string(_ label: String) -> String? { if case .string(let s)? = arg(label) { return s }; return nil }
        let location = file.location(of: node)
        if name == "withSnapshotTesting" {
            guard case .closure(let c)? = args.last?.value else { return .void }
            var pushed = false
            if case .bool(let b)? = arg("record") { log.recordStack.append(b); pushed = true }
            else if case .implicitMember(let mode, nil)? = arg("record") { log.recordStack.append(mode == "all" || mode == "missing"); pushed = true }
            defer { if pushed { log.recordStack.removeLast() } }
            return try callClosure(c, [], node: node, file)
        }
        guard let value = args.first(where: { $0.label == "of" || $0.label == "matching" || $0.label == nil })?.value,
              let written = args.first(where: { $0.label == "as" })?.value else {
            throw fail("\(name) needs a value and a strategy (of:as:)", at: node, file)
        }
        let strategy = try suiteStrategy(written, node: node, file)
        // `value` may be an autoclosure the test passes a call to.
        let subject: SwiftValue = { if case .closure(let c) = value, let v = try? callClosure(c, [], node: node, file) { return v }; return value }()
        var record: Bool?
        if case .bool(let b)? = arg("record") { record = b }
        let named = string("named"), directory = string("snapshotDirectory"), testName = string("testName")
        let sourceFile = string("file") ?? string("filePath")
        switch (name, strategy) {
        case ("assertSnapshots", .array(let strategies)):
            for s in strategies { log.note(value: subject, strategy: s, name: nil, record: record, directory: directory, testName: testName, file: sourceFile, location: location,
                                                            draw: { drawSnapshot(subject, s, index: $0, node: node, file) }) }
        case ("assertSnapshots", .dictionary(let pairs)):
            for (key, s) in pairs {
                let keyName: String? = { if case .string(let k) = key { return k }; return nil }()
                log.note(value: subject, strategy: s, name: keyName, record: record, directory: directory, testName: testName, file: sourceFile, location: location,
                         draw: { drawSnapshot(subject, s, index: $0, node: node, file) })
            }
        default:
            log.note(value: subject, strategy: strategy, name: named, record: record, directory: directory, testName: testName, file: sourceFile, location: location,
                     draw: { drawSnapshot(subject, strategy, index: $0, node: node, file) })
        }
        // What follows the assertion is the next picture's work (`renewBudget`).
        renewBudget()
        // `verifySnapshot` returns the failure message: nil, as the comparison is made after.
        return name == "verifySnapshot" ? .optional(nil) : .void
    }

    /// The asserted value materialised now, as the library draws it when the assertion runs;
    /// nil for a strategy that is not an image's. An error is kept for the assertion, not
    /// thrown into the test.
    func drawSnapshot(_ value: SwiftValue, _ strategy: SwiftValue, index: Int, node: some SyntaxProtocol, _ file: SwiftSourceFile)
        -> Result<ViewNode?, Error>? {
        guard let read = SnapshotImageStrategy.read(strategy) else { return nil }
        let saved = (preferredColorScheme, environment)
        // On a device the host keeps the safe area (`SnapshotTestSuite.hosted`): bars end at it.
        if let safe = read.hostedSafeArea(on: context.simulator) { environment.deviceSafeArea = safe }
        // A view controller snapshotted at its own frame has no safe area, and UIKit makes a
        // navigation bar 20 pt taller there, the status bar's height (SBB's references: a 64 pt
        // red bar on a 375 × 667 controller, its title centred in it), while the rest of the
        // view keeps the whole frame (a lone text field centred on it).
        if read.layout == .sizeThatFits, UIKitViewBinding.viewFrameSize(of: value) != nil { environment.navigationBarExtraHeight = 20 }
        defer { (preferredColorScheme, environment) = saved }
        return Result { try materialize(asView(value, at: node, file), path: "test/\(index + 1)") }
    }

    /// A strategy a suite declares itself in `extension Snapshotting` (`.default`, `.iPhone13Pro_light`,
    /// `.custom(on: .iPhone13)`), evaluated to the library strategy it stands for; arrays and
    /// dictionaries of strategies element by element; any other value as it is.
    func suiteStrategy(_ v: SwiftValue, node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue {
        switch v {
        case .array(let items): return .array(try items.map { try suiteStrategy($0, node: node, file) })
        case .dictionary(let pairs): return .dictionary(try pairs.map { ($0.key, try suiteStrategy($0.value, node: node, file)) })
        case .implicitMember(let name, let args) where name != "image":
            guard let t = declarations.type("Snapshotting") else { return v }
            // `static var `default`: Self`: declared with backticks.
            if args == nil, let p = t.staticProperties[name] ?? t.staticProperties["`\(name)`"] {
                return try suiteStrategy(propertyValue(p, selfValue: .type("Snapshotting")), node: node, file)
            }
            if let f = (t.staticMethods[name] ?? t.staticMethods["`\(name)`"])?.first(where: { fits($0.syntax.signature.parameterClause.parameters, args ?? []) }) {
                return try suiteStrategy(invoke(function: f, receiver: .type("Snapshotting"), args ?? [], node: node), node: node, file)
            }
            return v
        default:
            return v
        }
    }

    /// `Snapshotting.image(…)` written through its type: the strategy as `.image(…)` writes it;
    /// `ViewImageConfig.iPhone8(.portrait)`: the device.
    func snapshotTestingStaticCall(_ type: String, _ name: String, _ args: [Argument]) -> SwiftValue? {
        guard snapshotLog != nil, SnapshotTestingBinding.typeNames.contains(type) else { return nil }
        if type == "ViewImageConfig", let d = SnapshotImageStrategy.device(.implicitMember(name: name, arguments: args)) {
            return .native(AnyHashable(d))
        }
        return .implicitMember(name: name, arguments: args)
    }

    /// `ViewImageConfig.iPhone13`: the device.
    func snapshotTestingStaticMember(_ type: String, _ name: String) -> SwiftValue? {
        guard snapshotLog != nil, SnapshotTestingBinding.typeNames.contains(type) else { return nil }
        if type == "ViewImageConfig", let d = SnapshotDevice.named(name) { return .native(AnyHashable(d)) }
        return .implicitMember(name: name, arguments: nil)
    }

    /// `ViewImageConfig(safeArea:size:traits:)`: a device of that size (none: the ideal size)
    /// and safe area, its traits' content size category applied like a phone config's.
    func snapshotTestingConstruct(_ name: String, _ args: [Argument]) -> SwiftValue? {
        guard snapshotLog != nil, name == "ViewImageConfig" else { return nil }
        var d = SnapshotDevice(name: "custom", width: 0, height: 0, safeArea: EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0),
                               horizontalSizeClass: "compact", verticalSizeClass: "regular", isPhone: false, hasSize: false)
        for a in args {
            switch (a.label, a.value.unwrapped ?? a.value) {
            case ("size", .native(let n)):
                if let s = n.base as? CGSize { d.width = Double(s.width); d.height = Double(s.height); d.hasSize = true }
            case ("safeArea", .native(let n)):
                if let e = n.base as? UIEdgeInsets { d.safeArea = EdgeInsets(top: e.top, leading: e.left, bottom: e.bottom, trailing: e.right) }
            case ("traits", .implicitMember(let device, _)):
                // A phone's traits (`.iPhone13(.portrait)`) set the medium content size category.
                d.isPhone = SnapshotDevice.phones[device] != nil
            default: break
            }
        }
        return .native(AnyHashable(d))
    }

    /// A device's `size` (optional, as the library declares it) and `safeArea`.
    func snapshotTestingProperty(_ receiver: SwiftValue, _ name: String) -> SwiftValue? {
        guard case .native(let n) = receiver, let d = n.base as? SnapshotDevice else { return nil }
        switch name {
        case "size": return .optional(d.hasSize ? .native(AnyHashable(CGSize(width: d.width, height: d.height))) : nil)
        case "safeArea": return .native(AnyHashable(UIEdgeInsets(top: d.safeArea.top, left: d.safeArea.leading, bottom: d.safeArea.bottom, right: d.safeArea.trailing)))
        default: return nil
        }
    }
}
