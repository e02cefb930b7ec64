import Foundation
@testable import PlumbSwiftUI
import XCTest

/// Constructs found on public SwiftUI repositories (thirteenth round), each in our own words:
/// the way an app's views reach its stored servers — a keychain wrapper package, a lock around
/// a cache, a generic box made for one type.
final class SwiftRealCodeFindings13Tests: XCTestCase {

    /// `var server: URL!` starts as nil as `var server: URL?` does, so the memberwise
    /// initializer takes it as an optional parameter; `let` of such a type stays required.
    func testAnImplicitlyUnwrappedVarStartsAsNil() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        struct Options {
            var service: String = ""
            var server: URL!
            var port: Int!
        }
        #Preview {
            let o = Options(service: "svc")
            VStack {
                Text(o.server == nil ? "no server" : "server")
                Text(o.port == nil ? "no port" : "port")
                Text(Options(port: 8).port == 8 ? "8" : "?")
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["no server", "no port", "8"])
    }

    /// `type(of: x)` is the value's dynamic type: printed by name, and its statics reached
    /// through it, as a class's own helpers do (`type(of: self).shared`).
    func testTypeOfIsTheDynamicType() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        class Base {
            class var title: String { "base" }
            func describe() -> String { "\(type(of: self)): \(type(of: self).title)" }
        }
        final class Derived: Base {
            override class var title: String { "derived" }
        }
        #Preview {
            VStack {
                Text(Derived().describe())
                Text("\(type(of: 3)) \(type(of: "x"))")
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["Derived: derived", "Int String"])
    }

    /// `Box<Cache>(value: .init())`: the written generic argument is bound before the
    /// initializer runs, so `.init()` for a parameter of type `Value` makes a `Cache`.
    func testAnExplicitGenericArgumentTypesTheInitializersParameters() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        final class Box<Value> {
            private var value: Value
            init(value: Value) { self.value = value }
            func read<T>(_ body: (Value) -> T) -> T { body(value) }
        }
        struct Cache {
            var names: [String] = ["a", "b"]
            var limited = true
        }
        #Preview {
            let box = Box<Cache>(value: .init())
            Text("\(box.read { $0.names.count }) \(box.read { $0.limited })")
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["2 true"])
    }

    /// A lock made the Darwin way — `os_unfair_lock_t.allocate(capacity: 1)`, initialized to
    /// `os_unfair_lock()`, locked around each read — guards nothing in a preview's one thread,
    /// and a pointer's `pointee` reads back what it was initialized to and assigned.
    func testAnUnfairLockAndAPointersPointee() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        final class Protected<Value> {
            private var value: Value
            private let lock: os_unfair_lock_t = {
                let lock = os_unfair_lock_t.allocate(capacity: 1)
                lock.initialize(to: os_unfair_lock())
                return lock
            }()
            init(_ value: Value) { self.value = value }
            deinit {
                lock.deinitialize(count: 1)
                lock.deallocate()
            }
            func mutate(_ change: (inout Value) -> Void) {
                os_unfair_lock_lock(lock)
                defer { os_unfair_lock_unlock(lock) }
                change(&value)
            }
            func read<T>(_ body: (Value) -> T) -> T {
                os_unfair_lock_lock(lock)
                defer { os_unfair_lock_unlock(lock) }
                return body(value)
            }
        }
        #Preview {
            let counter = Protected(1)
            counter.mutate { $0 += 41 }
            let cell = UnsafeMutablePointer<Int>.allocate(capacity: 1)
            cell.initialize(to: 5)
            cell.pointee += 2
            return VStack {
                Text("\(counter.read { $0 })")
                Text("\(cell.pointee)")
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["42", "7"])
    }

    /// The keychain starts empty in every preview: a search is `errSecItemNotFound`, an added
    /// item is found again (its data, or its attributes with `kSecReturnAttributes`), a second
    /// add of the same service and account is `errSecDuplicateItem`, an update changes what is
    /// read and a delete removes it.
    func testThePreviewsKeychainStartsEmptyAndKeepsWhatIsAdded() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        import Security
        enum Vault {
            static func query(_ account: String) -> [String: Any] {
                [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "demo", kSecAttrAccount as String: account]
            }
            static func read(_ account: String) -> String {
                var q = query(account)
                q[kSecReturnData as String] = kCFBooleanTrue
                q[kSecMatchLimit as String] = kSecMatchLimitOne
                var result: AnyObject?
                let status = SecItemCopyMatching(q as CFDictionary, &result)
                guard status == errSecSuccess else { return "status \(status)" }
                return result as? String ?? "?"
            }
            static func accounts() -> [String] {
                var q: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecReturnAttributes as String: true,
                                        kSecMatchLimit as String: kSecMatchLimitAll]
                var result: AnyObject?
                guard SecItemCopyMatching(q as CFDictionary, &result) == errSecSuccess,
                      let items = result as? [[String: Any]] else { return [] }
                return items.compactMap { $0[kSecAttrAccount as String] as? String }
            }
            static func add(_ account: String, _ secret: String) -> OSStatus {
                var attributes = query(account)
                attributes[kSecValueData as String] = secret
                return SecItemAdd(attributes as CFDictionary, nil)
            }
        }
        #Preview {
            let before = Vault.read("me")
            let added = Vault.add("me", "s3cret")
            let duplicate = Vault.add("me", "other")
            _ = Vault.add("you", "x")
            let found = Vault.read("me")
            _ = SecItemUpdate(Vault.query("me") as CFDictionary, [kSecValueData as String: "new"] as CFDictionary)
            let updated = Vault.read("me")
            let deleted = SecItemDelete(Vault.query("you") as CFDictionary)
            return VStack {
                Text(before)
                Text("\(added) \(duplicate) \(deleted)")
                Text("\(found) \(updated)")
                Text(Vault.accounts().joined(separator: ","))
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["status -25300", "0 -25299 0", "s3cret new", "me"])
    }

    /// A non-generic overload taking `Key<String?>` is chosen over `func setting<T:
    /// RawRepresentable>(for: Key<T>)` for a key of that exact type, and only for it, as
    /// Swift ranks the more specialised function first.
    func testTheNonGenericOverloadWinsForItsExactGenericArgument() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        protocol SettingValue { static var fallback: Self { get } }
        struct Key<Value: SettingValue>: ExpressibleByStringLiteral {
            var raw: String
            init(stringLiteral value: String) { raw = value }
        }
        extension Optional: SettingValue { static var fallback: Wrapped? { .none } }
        enum Privacy: String, SettingValue { case exact, never; static var fallback: Self { .exact } }
        extension Key {
            static var name: Key<String?> { "name" }
            static var privacy: Key<Privacy> { "privacy" }
        }
        struct Settings {
            var values: [String: Any] = ["name": "Home"]
            func setting<T: RawRepresentable>(for key: Key<T>) -> T {
                if let raw = values[key.raw] as? T.RawValue, let v = T(rawValue: raw) { return v }
                return T.fallback
            }
            func setting(for key: Key<String?>) -> String? { values[key.raw] as? String }
            // Called on `self` unqualified, the same overload is chosen.
            var title: String { setting(for: .name) ?? "none" }
        }
        #Preview {
            let s = Settings()
            VStack {
                Text(s.setting(for: .name) ?? "none")
                Text(s.setting(for: .privacy).rawValue)
                Text(s.title)
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["Home", "exact", "Home"])
    }

    /// An axis-agnostic layout engine's helpers: a protocol the sources make `CGPoint` conform
    /// to (`extension CGPoint: AxisConvertible`) lends it its extension's methods; a stored
    /// `var axis: Axis` holding `.horizontal` reads `perpendicular` from `extension Axis`,
    /// not the `static func horizontal` of the type the code is in; a tuple type's alias is
    /// called to make the tuple; a key path is passed where a function is expected.
    func testAxisAgnosticHelpersOfALayoutEngine() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        struct Extent { var along: CGFloat; var across: CGFloat }
        extension Axis {
            var perpendicular: Axis { self == .horizontal ? .vertical : .horizontal }
        }
        protocol AxisConvertible { func value(on axis: Axis) -> CGFloat }
        extension AxisConvertible {
            func extent(on axis: Axis) -> Extent { Extent(along: value(on: axis), across: value(on: axis.perpendicular)) }
        }
        extension CGPoint: AxisConvertible {
            func value(on axis: Axis) -> CGFloat { axis == .horizontal ? x : y }
        }
        extension Sequence {
            func total<R: Numeric>(of part: (Element) -> R) -> R { reduce(into: .zero) { $0 += part($1) } }
        }
        typealias Measured = (items: [CGFloat], spare: CGFloat)
        struct Engine {
            var axis: Axis
            static func horizontal() -> Engine { Engine(axis: .horizontal) }
            func describe() -> String {
                let e = CGPoint(x: 3, y: 4).extent(on: axis)
                return "\(axis.perpendicular) \(e.along) \(e.across)"
            }
            func measure(_ sizes: [Extent]) -> Measured {
                Measured(items: sizes.map(\.along), spare: 100 - sizes.total(of: \.along))
            }
        }
        #Preview {
            let engine = Engine.horizontal()
            let m = engine.measure([Extent(along: 20, across: 1), Extent(along: 30, across: 1)])
            return VStack {
                Text(engine.describe())
                Text("\(m.items) \(m.spare)")
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["vertical 3.0 4.0", "[20.0, 30.0] 50.0"])
    }

    /// A custom `Layout` reading a subview's `ViewDimensions` through a protocol the sources
    /// make it conform to: `width` inside the protocol's extension is the dimensions' own.
    func testAProtocolExtensionOnViewDimensionsReadsItsWidth() throws {
        let t = try layoutPreview(#"""
        import SwiftUI
        protocol Measurable { var width: CGFloat { get } }
        extension ViewDimensions: Measurable {}
        extension Measurable { var doubled: CGFloat { width * 2 } }
        struct Doubling: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let d = subviews[0].dimensions(in: .unspecified)
                return CGSize(width: d.doubled, height: d.height)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews[0].place(at: bounds.origin, proposal: .unspecified)
            }
        }
        #Preview {
            Doubling { Color.red.frame(width: 15, height: 10) }
        }
        """#, context: { var c = EvaluationContext(); c.layoutProbe = sharedLayout.geometryProbe; return c }())
        XCTAssertEqual(t.size.width, 30)
        XCTAssertEqual(t.size.height, 10)
    }

    /// An assignment that fails inside a closure whose value is not used (`reduce(into:)`
    /// keeps its accumulator) is reported as a skipped statement, not lost silently.
    func testAFailedAssignmentInAReduceIntoClosureIsReported() throws {
        let r = evaluate(#"""
        import SwiftUI
        #Preview {
            let n = 3
            let total = [1.0, 2.0].reduce(into: 0.0) { acc, x in acc += n(x) }
            Text("\(total)")
        }
        """#)[0]
        XCTAssertEqual(r.diagnostics.map(\.description), ["Card.swift:4:65: warning: an Int cannot be called: the statement is skipped"])
    }

    /// Every unit Foundation declares is there (`UnitPower.kilowatts`, `UnitFrequency.hertz`,
    /// `UnitElectricCurrent.amperes`), converted by Foundation; a haptic generator a button
    /// makes is accepted and silent.
    func testFoundationsUnitsAndSilentHaptics() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        #Preview {
            let power = Measurement(value: 1.5, unit: UnitPower.kilowatts).converted(to: .watts)
            let feedback = UIImpactFeedbackGenerator(style: .light)
            feedback.prepare()
            feedback.impactOccurred()
            UINotificationFeedbackGenerator().notificationOccurred(.success)
            return VStack {
                Text("\(power.value)")
                Text(UnitFrequency.hertz.symbol + " " + UnitElectricCurrent.amperes.symbol)
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["1500.0", "Hz A"])
    }

    /// A C library function written through its module (`Darwin.cos(x)`) is the function.
    func testAFunctionWrittenThroughDarwinIsTheFunction() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        import Darwin
        #Preview {
            Text("\(Darwin.cos(0.0)) \(Darwin.sqrt(16.0))")
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["1.0 4.0"])
    }

    /// `NSCache`: what is set for a key is found again for an equal key (a preview never runs
    /// short of memory, so nothing is evicted), and the slow path runs once.
    func testAnNSCacheKeepsWhatIsSet() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        enum Labels {
            private static let cache = NSCache<NSString, NSString>()
            static var made = 0
            static func label(_ name: String) -> String {
                let key = name as NSString
                if let hit = cache.object(forKey: key) { return "cached " + (hit as String) }
                made += 1
                let value = name.uppercased() as NSString
                cache.setObject(value, forKey: key)
                return value as String
            }
        }
        #Preview {
            VStack {
                Text(Labels.label("a"))
                Text(Labels.label("a"))
                Text("\(Labels.made)")
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["A", "cached A", "1"])
    }

    /// A variadic subscript takes its arguments as an array (`t[.a, .b]`), and an array argument
    /// goes to the overload taking `[Part]`, never back to the variadic one (Swift does not
    /// splat arrays): `self[parts]` inside the variadic subscript does not recurse.
    func testVariadicSubscriptsAndTheirArrayOverload() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        struct Weights {
            enum Part: CaseIterable { case a, b }
            subscript(part: Part) -> Int { part == .a ? 1 : 10 }
            subscript(parts: Part...) -> Int { self[parts] }
            subscript(parts: [Part]) -> Int { parts.map { self[$0] }.reduce(0, +) }
            var all: Int { self[Part.allCases] }
        }
        #Preview { Text("\(Weights().all) \(Weights()[.a, .b]) \(Weights()[.b])") }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["11 11 10"])
    }

    /// A generic function's constraints rule out arguments: the sources' `func pow<T:
    /// BinaryInteger>` is not what `pow(2.0, 0.5)` calls (the library's is), and a closure
    /// conforms to no protocol, so `onTap { … }` inside `func onTap<P: Payload>(_ p: P)` is
    /// not that function calling itself. `Double(sign:exponent:significand:)` and a value's
    /// `exponent`/`significand` are FloatingPoint's.
    func testGenericConstraintsRuleOutOverloads() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        protocol Payload {}
        func pow<T: BinaryInteger>(_ base: T, _ power: T) -> T {
            var r: T = 1
            for _ in 0..<Int(power) { r *= base }
            return r
        }
        func describe(_ text: () -> String) -> String { "closure " + text() }
        func describe<P: Payload>(_ payload: P) -> String { describe { "payload" } }
        struct Box: Payload {}
        func signed(_ x: Double, like y: Double) -> Double {
            let r = abs(x)
            return Double(sign: y.sign, exponent: r.exponent, significand: r.significand)
        }
        #Preview {
            VStack {
                Text("\(pow(2, 10)) \(pow(4.0, 0.5))")
                Text(describe(Box()))
                Text("\(signed(6, like: -1))")
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["1024 2.0", "closure payload", "-6.0"])
    }

    /// An enum with a payload case declares its own `allCases` (Swift synthesises none for it):
    /// that list is what `ForEach` walks, and a property matching `case let .folder(folderId)`
    /// — the bound name shadowing the property itself — reads the payload, not itself again.
    func testADeclaredAllCasesAndAPayloadBindingNamedLikeItsProperty() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        enum Tab: CaseIterable, Hashable {
            case home
            case folder(folderId: String)
            static var allCases: [Tab] { [.home, .folder(folderId: "f1")] }
            var folderId: String? {
                guard case let .folder(folderId) = self else { return nil }
                return folderId
            }
        }
        #Preview {
            VStack {
                ForEach(Tab.allCases, id: \.self) { tab in
                    Text(tab.folderId ?? "none")
                }
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["none", "f1"])
    }

    /// A `NavigationSplitView` collapses on an iPhone into a navigation stack topped by the
    /// `preferredCompactColumn:` binding's column, else the sidebar (whose title is the bar's);
    /// a sidebar `List(selection:)` may start elsewhere, which is said with a warning.
    func testANavigationSplitViewCollapsesAsOnAnIPhone() throws {
        let plain = try textsAndWarnings(#"""
        import SwiftUI
        #Preview {
            NavigationSplitView {
                Text("Sidebar").navigationTitle("Menu")
            } content: {
                Text("Content")
            } detail: {
                Text("Detail")
            }
        }
        """#)
        XCTAssertEqual(plain.1, [])
        XCTAssertEqual(plain.0, ["Menu", "Sidebar"])
        let detail = try textsAndWarnings(#"""
        import SwiftUI
        #Preview {
            @Previewable @State var column = NavigationSplitViewColumn.detail
            NavigationSplitView(preferredCompactColumn: $column) { Text("Sidebar") } detail: { Text("Detail") }
        }
        """#)
        XCTAssertEqual(detail.1, [])
        XCTAssertEqual(detail.0, ["Detail"])
        let selection = try textsAndWarnings(#"""
        import SwiftUI
        #Preview {
            @Previewable @State var pick: Int? = 1
            NavigationSplitView {
                List(selection: $pick) { Text("One").tag(1) }
            } detail: {
                Text("Detail")
            }
        }
        """#)
        XCTAssertEqual(selection.1, ["Card.swift:4:5: warning: NavigationSplitView with a List(selection:) in its sidebar is drawn on its sidebar: an iPhone may start on the column the selection pushes"])
    }

    /// A generic parameter bound to an optional (`T` is `String?` for a `Key<String?>`) reads
    /// its statics from the sources' `extension Optional`.
    func testAStaticOfAnOptionalBoundGenericComesFromExtensionOptional() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        protocol SettingValue { static var fallback: Self { get } }
        extension Optional: SettingValue { static var fallback: Wrapped? { .none } }
        struct Key<Value: SettingValue>: ExpressibleByStringLiteral {
            var raw: String
            init(stringLiteral value: String) { raw = value }
        }
        extension Key { static var name: Key<String?> { "name" } }
        func fallback<T: SettingValue>(for key: Key<T>) -> T { T.fallback }
        #Preview { Text(fallback(for: .name) ?? "nil") }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["nil"])
    }
}
