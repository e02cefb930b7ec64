import Foundation
import PlumbModel

/// Foundation's process-wide services as a preview sees them: none of the machine's. 
/// `UserDefaults.standard` (and `UserDefaults(suiteName:)`) is a store of the preview's own that
/// starts empty, so `bool(forKey:)` is false and `register(defaults:)`/`set(_:forKey:)` are read
/// back; `FileManager.default` finds no file (its documents and app-group container are empty
/// folders under `/preview`); `ProcessInfo` reports the preview device's iOS version, the
/// process name `XCPreviewAgent` and no environment; `NotificationCenter.default` accepts
/// observers and posts that change nothing drawn. `DispatchQueue.async`/`asyncAfter(deadline:)`
/// and `RunLoop.perform` put their work on the preview's main queue (`PreviewMainQueue`), which
/// runs only while a test waits — `RunLoop.main.run(until:)` is such a wait; `DispatchQueue.sync`
/// runs its closure at once as it would, and `concurrentPerform` all its iterations before it
/// returns. Locks (`NSLock`,
/// `NSRecursiveLock`, `NSCondition`) guard nothing in a preview's single thread: `lock()` and
/// `unlock()` do nothing, `try()` succeeds and `withLock { … }` runs its closure.
enum FoundationServices {
    /// `ProcessInfo.processInfo.processName`: the process a preview runs in (Xcode's previews
    /// run in one of this name too).
    static let processName = "XCPreviewAgent"
    static let lockNames: Set<String> = ["NSLock", "NSRecursiveLock", "NSCondition"]
    static let typeNames: Set<String> = Set(["UserDefaults", "FileManager", "NotificationCenter", "DispatchQueue", "RunLoop", "ProcessInfo", "Thread",
                                              "DispatchTime", "DispatchWallTime"])
        .union(lockNames).union(notificationNameTypes).union(["Notification", "NSNotification"])

    /// `Notification.Name` and its Objective-C spelling `NSNotification.Name`: one type.
    static let notificationNameTypes: Set<String> = ["Notification.Name", "NSNotification.Name"]

    /// A service object: its kind and, for defaults, the preview's store.
    final class Service: Hashable, InstanceNamedNativeValue {
        let kind: String
        /// The locks are one kind, `Lock`: extensions of `NSLock` are the ones they take.
        var libraryTypeName: String { kind == "Lock" ? "NSLock" : kind }
        var values: [String: SwiftValue] = [:]

        init(kind: String) { self.kind = kind }
        static func == (a: Service, b: Service) -> Bool { a === b }
        func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    }

    static func construct(_ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        switch name {
        case "UserDefaults": return defaults(site)
        case "DispatchQueue": return FoundationLibrary.wrap(Service(kind: "DispatchQueue"))
        case _ where notificationNameTypes.contains(name):
            // `Notification.Name("refreshed")`, `NSNotification.Name(rawValue:)`.
            let raw = try site.string(site.argument(args, nil) ?? site.argument(args, "rawValue"), "\(name)(_:)")
            return FoundationLibrary.wrap(Notification.Name(raw))
        case _ where lockNames.contains(name): return FoundationLibrary.wrap(Service(kind: "Lock"))
        default: return nil
        }
    }

    static func staticMember(_ type: String, _ name: String, _ site: FoundationSite) -> SwiftValue? {
        switch (type, name) {
        case ("UserDefaults", "standard"): return defaults(site)
        // A preview is evaluated as the main thread draws it.
        case ("Thread", "isMainThread"): return .bool(true)
        case ("Thread", "current"), ("Thread", "main"): return FoundationLibrary.wrap(Service(kind: "Thread"))
        case ("FileManager", "default"), ("NotificationCenter", "default"), ("DispatchQueue", "main"), ("RunLoop", "main"),
             ("RunLoop", "current"), ("ProcessInfo", "processInfo"):
            return FoundationLibrary.wrap(Service(kind: type))
        default: return nil
        }
    }

    /// `DispatchQueue.global()`; `DispatchQueue.concurrentPerform(iterations:execute:)` runs its
    /// closure for every iteration before it returns, as Dispatch does — here one after another,
    /// in order, which is one of the interleavings a correct program allows, and the same every run.
    static func staticCall(_ type: String, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        switch (type, name) {
        case ("DispatchQueue", "global"): return FoundationLibrary.wrap(Service(kind: "DispatchQueue"))
        case ("DispatchTime", "now"), ("DispatchWallTime", "now"): return FoundationLibrary.wrap(DispatchDeadline(seconds: site.determinism.mainQueue.elapsed))
        case ("DispatchQueue", "concurrentPerform"):
            let n = try site.number(site.argument(args, "iterations"), "concurrentPerform(iterations:)")
            guard n >= 0, n <= Double(EvaluationLimits.loopIterations) else {
                throw site.fail("concurrentPerform(iterations:) with \(n) iterations")
            }
            guard case .closure(let c)? = args.last?.value else { throw site.fail("concurrentPerform needs a closure") }
            for i in 0..<Int(n) { _ = try site.evaluator.callClosure(c, [.int(i)], node: site.node, site.file) }
            return .void
        default: return nil
        }
    }

    /// The preview's one defaults store (every `UserDefaults` is it).
    private static func defaults(_ site: FoundationSite) -> SwiftValue {
        FoundationLibrary.wrap(site.determinism.userDefaults)
    }

    static func property(_ base: Any, _ name: String) -> SwiftValue? {
        if let n = base as? Notification.Name, name == "rawValue" { return .string(n.rawValue) }
        guard let s = base as? Service else { return nil }
        switch (s.kind, name) {
        case ("FileManager", "temporaryDirectory"): return FoundationLibrary.wrap(URL(fileURLWithPath: "/preview/tmp", isDirectory: true))
        case ("Thread", "isMainThread"): return .bool(true)
        case ("Thread", "name"): return .string("main")
        case ("ProcessInfo", "environment"): return .dictionary([])
        case ("ProcessInfo", "arguments"): return .array([])
        case ("ProcessInfo", "isLowPowerModeEnabled"), ("ProcessInfo", "isiOSAppOnMac"), ("ProcessInfo", "isMacCatalystApp"): return .bool(false)
        // The preview device's iOS (`PreviewDevice.systemVersion`), and the process previews run in.
        case ("ProcessInfo", "operatingSystemVersion"):
            let parts = PreviewDevice.systemVersion.split(separator: ".").map { Int($0) ?? 0 } + [0, 0]
            return .tuple([("majorVersion", .int(parts[0])), ("minorVersion", .int(parts[1])), ("patchVersion", .int(parts[2]))])
        case ("ProcessInfo", "operatingSystemVersionString"): return .string("Version \(PreviewDevice.systemVersion)")
        case ("ProcessInfo", "processName"): return .string(processName)
        case ("ProcessInfo", "processIdentifier"): return .int(1)
        case ("ProcessInfo", "hostName"): return .string("localhost")
        case ("ProcessInfo", "globallyUniqueString"): return .string("00000000-0000-4000-8000-000000000000-1-0")
        case ("ProcessInfo", "activeProcessorCount"), ("ProcessInfo", "processorCount"): return .int(6)
        default: return nil
        }
    }

    static func method(_ base: Any, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard let s = base as? Service else { return nil }
        switch s.kind {
        case "UserDefaults": return try defaultsMethod(s, name, args, site)
        case "FileManager":
            switch name {
            case "fileExists", "isReadableFile", "isWritableFile": return .bool(false)
            case "urls": return .array([FoundationLibrary.wrap(URL(fileURLWithPath: "/preview/Documents", isDirectory: true))])
            // The app group's shared container: a folder of the preview's own, empty like the others.
            case "containerURL":
                let group = try site.string(site.argument(args, "forSecurityApplicationGroupIdentifier"), "FileManager.containerURL")
                return FoundationLibrary.wrap(Optional(URL(fileURLWithPath: "/preview/AppGroup/" + group, isDirectory: true)))
            case "contentsOfDirectory": return .array([])
            default: return .void
            }
        case "Lock":
            switch name {
            case "try", "lock(before:)": return .bool(true)
            case "withLock":
                guard case .closure(let c)? = args.last?.value else { return .void }
                return try site.evaluator.callClosure(c, [], node: site.node, site.file)
            default: return .void
            }
        case "DispatchQueue":
            // `sync` runs its closure at once; `async`/`asyncAfter` queue it.
            if name == "sync", case .closure(let c)? = args.last?.value { return try site.evaluator.callClosure(c, [], node: site.node, site.file) }
            let queue = site.determinism.mainQueue
            switch name {
            case "async": schedule(args, after: 0, site)
            case "asyncAfter":
                // A deadline Plumb cannot read (a `DispatchWallTime` of a date) queues nothing.
                if let due = deadline(site.argument(args, "deadline") ?? site.argument(args, "wallDeadline"), queue) {
                    schedule(args, after: due - queue.elapsed, site)
                }
            default: break
            }
            return .void
        case "RunLoop":
            switch name {
            case "perform": schedule(args, after: 0, site)
            case "run":
                // `run(until: date)`, `run(mode:before:)`: the test waits until then.
                guard let date = site.argument(args, "until") ?? site.argument(args, "before") else { return .void }
                try site.evaluator.waitOnMainQueue(for: try site.date(date).timeIntervalSince(site.determinism.now), node: site.node, site.file)
                // `run(mode:before:)` answers whether the run loop ran.
                return site.argument(args, "before") != nil ? .bool(true) : .void
            default: break
            }
            return .void
        case "NotificationCenter" where name == "publisher":
            // `publisher(for:)`: Combine's publisher of the notifications, none of which a still
            // preview posts.
            return CombineLibrary.silentPublisher()
        default:
            // NotificationCenter, RunLoop: observers and posts change nothing drawn.
            return .void
        }
    }

    /// Queues the closure of `async(execute:)`, `asyncAfter(deadline:execute:)` or
    /// `perform { }` on the main queue.
    private static func schedule(_ args: [Argument], after delay: Double, _ site: FoundationSite) {
        guard case .closure(let c)? = site.argument(args, "execute") ?? args.last?.value else { return }
        let (evaluator, node, file) = (site.evaluator, site.node, site.file)
        site.determinism.mainQueue.schedule(after: delay) { _ = try evaluator.callClosure(c, [], node: node, file) }
    }

    /// A dispatch deadline in seconds on the main queue's clock: `.now()`, `DispatchTime.now()`
    /// and sums with seconds or `DispatchTimeInterval`s (`.now() + 0.5`, `.now() + .milliseconds(300)`).
    static func deadline(_ v: SwiftValue?, _ queue: PreviewMainQueue) -> Double? {
        switch v {
        case .native(let n)? where n.base is DispatchDeadline: return (n.base as? DispatchDeadline)?.seconds
        case .implicitMember("now", let a?)? where a.isEmpty: return queue.elapsed
        default: return nil
        }
    }

    /// Seconds of a `DispatchTimeInterval` (`.seconds(2)`, `.milliseconds(300)`, …) or of a
    /// plain number; nil for anything else.
    static func interval(_ v: SwiftValue) -> Double? {
        if let n = v.number { return n }
        guard case .implicitMember(let unit, let a?) = v, a.count == 1, let n = a[0].value.number else { return nil }
        switch unit {
        case "seconds": return n
        case "milliseconds": return n / 1e3
        case "microseconds": return n / 1e6
        case "nanoseconds": return n / 1e9
        default: return nil
        }
    }

    /// `.now() + 0.5`, `deadline - .seconds(1)`: a later or earlier deadline.
    static func binary(_ op: String, _ l: SwiftValue, _ r: SwiftValue, _ site: FoundationSite) -> SwiftValue? {
        guard op == "+" || op == "-", let base = deadline(l, site.determinism.mainQueue), let by = interval(r) else { return nil }
        return FoundationLibrary.wrap(DispatchDeadline(seconds: op == "+" ? base + by : base - by))
    }

    private static func defaultsMethod(_ s: Service, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        func key() throws -> String { try site.string(site.argument(args, "forKey"), "UserDefaults.\(name)") }
        switch name {
        case "set", "setValue":
            s.values[try key()] = args.first?.value
            return .void
        case "removeObject":
            s.values[try key()] = nil
            return .void
        case "register":
            if case .dictionary(let pairs)? = site.argument(args, "defaults") {
                for (k, v) in pairs { if case .string(let k) = k, s.values[k] == nil { s.values[k] = v } }
            }
            return .void
        case "bool": return .bool(s.values[try key()].flatMap { if case .bool(let b) = $0.unwrapped { return b }; return nil } ?? false)
        case "integer": return .int(Int(s.values[try key()]?.number ?? 0))
        case "double", "float": return .double(s.values[try key()]?.number ?? 0)
        case "string", "object", "array", "dictionary", "url", "data", "value": return .optional(s.values[try key()])
        // An array of strings only: nil for a missing key or one that holds something else.
        case "stringArray":
            guard case .array(let items)? = s.values[try key()]?.unwrapped,
                  items.allSatisfy({ if case .string = $0 { return true }; return false }) else { return .optional(nil) }
            return .optional(.array(items))
        case "dictionaryRepresentation":
            return .dictionary(s.values.sorted { $0.key < $1.key }.map { (.string($0.key), $0.value) })
        case "synchronize": return .bool(true)
        default: return nil
        }
    }
}
