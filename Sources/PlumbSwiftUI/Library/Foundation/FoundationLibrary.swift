import Foundation
import SwiftSyntax

/// Foundation's value types as view code uses them, backed by swift-corelibs-foundation's own
/// types (`.native` values): Plumb calls Foundation rather than re-implementing it. Every value
/// that would depend on the machine (the clock, the locale, the time zone, UUIDs) comes from
/// the preview's `PreviewDeterminism` instead.
///
/// This file only dispatches: each family of types has its own file (`FoundationDates`,
/// `FoundationFormatters`, `FoundationFormatStyles`, `FoundationURL`, `FoundationUUID`,
/// `FoundationCharacterSet`, `FoundationMeasurement`, `FoundationAttributedString`,
/// `FoundationBundle`, `FoundationLocalization`, `FoundationJSON`, `FoundationSerialization`,
/// `FoundationHashTable`).
enum FoundationLibrary {
    /// Type names this binding answers for (so they are not reported as unknown identifiers).
    static let typeNames: Set<String> = FoundationDates.typeNames.union(FoundationFormatters.typeNames)
        .union(FoundationURL.typeNames).union(FoundationUUID.typeNames).union(FoundationCharacterSet.typeNames)
        .union(FoundationMeasurement.typeNames).union(FoundationAttributedString.typeNames).union(FoundationFormatStyles.typeNames)
        .union(FoundationScanner.typeNames).union(FoundationServices.typeNames).union(FoundationBundle.typeNames)
        .union(FoundationJSON.typeNames).union(FoundationNSAttributedString.typeNames).union(FoundationDurationFormatter.typeNames)
        .union(FoundationByteCountFormatter.typeNames).union(FoundationListFormatting.typeNames)
        .union(FoundationNSString.typeNames).union(FoundationLocalization.typeNames).union(FoundationSerialization.typeNames)
        .union(FoundationHashTable.typeNames).union(FoundationRegularExpression.typeNames).union(FoundationCache.typeNames)

    /// `Date()`, `UUID()`, `URL(string:)`, `DateFormatter()`, `Locale(identifier:)`, …
    static func call(_ name: String, _ args: [Argument], evaluator: SwiftEvaluator, node: some SyntaxProtocol,
                     file: SwiftSourceFile) throws -> SwiftValue? {
        let site = FoundationSite(evaluator, node, file)
        if let v = try FoundationDates.construct(name, args, site) { return v }
        if let v = try FoundationUUID.construct(name, args, site) { return v }
        if let v = try FoundationURL.construct(name, args, site) { return v }
        if let v = try FoundationCharacterSet.construct(name, args, site) { return v }
        if let v = try FoundationFormatters.construct(name, args, site) { return v }
        if let v = try FoundationMeasurement.construct(name, args, site) { return v }
        if let v = try FoundationScanner.construct(name, args, site) { return v }
        if let v = try FoundationServices.construct(name, args, site) { return v }
        if let v = try FoundationBundle.construct(name, args, site) { return v }
        if let v = try FoundationJSON.construct(name, args, site) { return v }
        if let v = try FoundationSerialization.construct(name, args, site) { return v }
        if let v = try FoundationLocalization.construct(name, args, site) { return v }
        if let v = try FoundationRegularExpression.construct(name, args, site) { return v }
        if let v = try FoundationNSAttributedString.construct(name, args, site) { return v }
        if let v = FoundationDurationFormatter.construct(name, args) { return v }
        if let v = FoundationByteCountFormatter.construct(name, args) { return v }
        if let v = FoundationListFormatting.construct(name, args, site) { return v }
        if let v = try FoundationNSString.construct(name, args, site) { return v }
        if let v = FoundationHashTable.construct(name, args, site) { return v }
        if let v = FoundationCache.construct(name, args) { return v }
        return try FoundationAttributedString.construct(name, args, site)
    }

    /// `Date.now`, `Calendar.current`, `Locale.current`, `TimeZone.current`, `CharacterSet.whitespaces`, …
    static func staticMember(_ type: String, _ name: String, evaluator: SwiftEvaluator, node: some SyntaxProtocol,
                             file: SwiftSourceFile) throws -> SwiftValue? {
        let site = FoundationSite(evaluator, node, file)
        if let v = try FoundationDates.staticMember(type, name, site) { return v }
        if let v = FoundationCharacterSet.staticMember(type, name) { return v }
        if let v = FoundationFormatStyles.staticMember(type, name, site) { return v }
        if let v = FoundationFormatters.staticMember(type, name) { return v }
        if let v = FoundationServices.staticMember(type, name, site) { return v }
        if let v = FoundationBundle.staticMember(type, name) { return v }
        if let v = FoundationNSAttributedString.staticMember(type, name) { return v }
        return FoundationMeasurement.staticMember(type, name)
    }

    /// `Date.FormatStyle(date:time:)`, `DateFormatter.localizedString(from:dateStyle:timeStyle:)`, …
    static func staticCall(_ type: String, _ name: String, _ args: [Argument], evaluator: SwiftEvaluator, node: some SyntaxProtocol,
                           file: SwiftSourceFile) throws -> SwiftValue? {
        let site = FoundationSite(evaluator, node, file)
        if let v = try FoundationFormatStyles.staticCall(type, name, args, site) { return v }
        // `Date.init(timeIntervalSince1970:)` is the initializer spelled out.
        if name == "init" { return try call(type, args, evaluator: evaluator, node: node, file: file) }
        if let v = try FoundationLocalization.staticCall(type, name, args, site) { return v }
        if let v = try FoundationSerialization.staticCall(type, name, args, site) { return v }
        if let v = try FoundationServices.staticCall(type, name, args, site) { return v }
        if let v = FoundationHashTable.staticCall(type, name, site) { return v }
        if let v = try FoundationDurationFormatter.staticCall(type, name, args, site) { return v }
        if let v = try FoundationByteCountFormatter.staticCall(type, name, args, site) { return v }
        if let v = try FoundationListFormatting.staticCall(type, name, args, site) { return v }
        return try FoundationFormatters.staticCall(type, name, args, site)
    }

    /// A property of a Foundation value (`date.timeIntervalSince1970`, `url.host`, `uuid.uuidString`).
    static func property(_ receiver: SwiftValue, _ name: String, evaluator: SwiftEvaluator, node: some SyntaxProtocol,
                         file: SwiftSourceFile) throws -> SwiftValue? {
        let site = FoundationSite(evaluator, node, file)
        if case .string(let s) = receiver { return FoundationCharacterSet.stringProperty(s, name) }
        guard case .native(let n) = receiver else { return nil }
        if let v = try FoundationDates.property(n.base, name, site) { return v }
        if let v = FoundationUUID.property(n.base, name) { return v }
        if let v = FoundationURL.property(n.base, name) { return v }
        if let v = FoundationCharacterSet.property(n.base, name) { return v }
        if let v = FoundationFormatters.property(n.base, name) { return v }
        if let v = FoundationMeasurement.property(n.base, name) { return v }
        if let v = FoundationScanner.property(n.base, name) { return v }
        if let v = FoundationByteCountFormatter.property(n.base, name) { return v }
        if let v = FoundationServices.property(n.base, name) { return v }
        if let v = try FoundationBundle.property(n.base, name, site) { return v }
        if let v = FoundationJSON.property(n.base, name) { return v }
        if let v = FoundationNSAttributedString.property(n.base, name) { return v }
        if let v = FoundationHashTable.property(n.base, name) { return v }
        if let v = FoundationCache.property(n.base, name) { return v }
        if let v = FoundationRegularExpression.property(n.base, name) { return v }
        return FoundationAttributedString.property(n.base, name)
    }

    /// A method of a Foundation value, of a number or string taking a Foundation argument
    /// (`x.formatted(.percent)`, `s.trimmingCharacters(in: .whitespaces)`), or of a format style
    /// being built (`.dateTime.day().month()`).
    static func method(_ receiver: SwiftValue, _ name: String, _ args: [Argument], evaluator: SwiftEvaluator, node: some SyntaxProtocol,
                       file: SwiftSourceFile) throws -> SwiftValue? {
        let site = FoundationSite(evaluator, node, file)
        switch receiver {
        case .string(let s):
            if let v = try FoundationJSON.stringMethod(s, name, args, site) { return v }
            if let v = try FoundationNSString.stringMethod(s, name, args, site) { return v }
            return try FoundationCharacterSet.stringMethod(s, name, args, site)
        case .int, .double:
            guard name == "formatted" else { return nil }
            return .string(try FoundationFormatStyles.format(receiver, style: args.first?.value, site))
        // `items.formatted(.list(type: .and))`: a sequence's only format style is a list.
        case .array where name == "formatted" && args.count == 1:
            return .string(try FoundationFormatStyles.format(receiver, style: args.first?.value, site))
        case .implicitMember(let root, let rootArgs):
            // `.dateTime.day()`: the implicit member is a format style's root.
            guard let style = try FoundationFormatStyles.root(root, rootArgs, site) else { return nil }
            return try FoundationFormatStyles.method(style, name, args, site)
        case .native(let n):
            if let v = try FoundationDates.method(n.base, name, args, site) { return v }
            if let v = try FoundationFormatStyles.method(n, name, args, site) { return v }
            if let v = try FoundationURL.method(n.base, name, args, site) { return v }
            if let v = try FoundationCharacterSet.method(n.base, name, args, site) { return v }
            if let v = try FoundationFormatters.method(n.base, name, args, site) { return v }
            if let v = try FoundationMeasurement.method(n.base, name, args, site) { return v }
            if let v = try FoundationScanner.method(n.base, name, args, site) { return v }
            if let v = try FoundationServices.method(n.base, name, args, site) { return v }
            if let v = try FoundationBundle.method(n.base, name, args, site) { return v }
            if let v = try FoundationJSON.method(n.base, name, args, site) { return v }
            if let v = try FoundationNSAttributedString.method(n.base, name, args, site) { return v }
            if let v = try FoundationDurationFormatter.method(n.base, name, args, site) { return v }
            if let v = try FoundationByteCountFormatter.method(n.base, name, args, site) { return v }
            if let v = try FoundationListFormatting.method(n.base, name, args, site) { return v }
            if let v = try FoundationHashTable.method(n.base, name, args, site) { return v }
            if let v = FoundationCache.method(n.base, name, args, site) { return v }
            if let v = try FoundationRegularExpression.method(n.base, name, args, site) { return v }
            return try FoundationAttributedString.method(n.base, name, args, site)
        default:
            return nil
        }
    }

    /// A mutating method of a Foundation value type: the call's value and the receiver's new
    /// value, which the evaluator assigns back (`date.addTimeInterval(60)`, `data.append(other)`,
    /// `url.appendPathComponent("x")`). Nil when `name` is no such method.
    static func mutatingMethod(_ receiver: SwiftValue, _ name: String, _ args: [Argument], evaluator: SwiftEvaluator, node: some SyntaxProtocol,
                               file: SwiftSourceFile) throws -> (result: SwiftValue, receiver: SwiftValue)? {
        guard case .native(let n) = receiver else { return nil }
        let site = FoundationSite(evaluator, node, file)
        switch (n.base, name) {
        case (let date as Date, "addTimeInterval"):
            return (.void, wrap(date.addingTimeInterval(try site.number(args.first?.value, name))))
        case (var data as Data, "append"):
            let other = args.first?.value
            if case .native(let o)? = other, let more = o.base as? Data { data.append(more) } else if let bytes = evaluator.sequenceElements(other ?? .void) {
                data.append(contentsOf: try bytes.map { b -> UInt8 in
                    let v = try site.int(b, "Data.append")
                    guard (0...255).contains(v) else { throw site.fail("Data.append: \(v) is not a byte") }
                    return UInt8(v)
                })
            } else {
                throw site.fail("Data.append needs Data or bytes, found \(other?.kindName ?? "nothing")")
            }
            return (.void, wrap(data))
        case (let url as URL, "appendPathComponent"):
            return (.void, wrap(url.appendingPathComponent(try site.string(args.first?.value, name))))
        case (let url as URL, "append") where args.first?.label == nil || args.first?.label == "path":
            return (.void, wrap(url.appendingPathComponent(try site.string(args.first?.value, name))))
        case (let text as AttributedString, _):
            return try FoundationAttributedString.mutatingMethod(text, name, args, site).map { (.void, $0) }
        default:
            return nil
        }
    }

    /// `value[index]` on a Foundation value (`s[run.range]` of an attributed string); nil when
    /// the value has no such subscript.
    static func subscriptValue(_ base: Any, _ args: [Argument]) -> SwiftValue? {
        FoundationAttributedString.subscriptValue(base, args)
    }

    /// The Foundation value after `value[index] = newValue`; nil when it has no such subscript.
    static func subscriptSetting(_ base: Any, _ args: [Argument], _ value: SwiftValue) -> SwiftValue? {
        FoundationAttributedString.subscriptSetting(base, args, value)
    }

    /// `receiver.name = value` on a Foundation value: the receiver after the change, and whether
    /// it must be written back to where it came from (value types such as `DateComponents`;
    /// a formatter is a class and changes in place). Nil when `name` is not settable here.
    static func setProperty(_ receiver: SwiftValue, _ name: String, _ value: SwiftValue, evaluator: SwiftEvaluator,
                            node: some SyntaxProtocol, file: SwiftSourceFile) throws -> (value: SwiftValue, writeBack: Bool)? {
        guard case .native(let n) = receiver else { return nil }
        let site = FoundationSite(evaluator, node, file)
        if try FoundationFormatters.setProperty(n.base, name, value, site) { return (receiver, false) }
        if FoundationCache.setProperty(n.base, name, value) { return (receiver, false) }
        if try FoundationDurationFormatter.setProperty(n.base, name, value, site) { return (receiver, false) }
        if try FoundationByteCountFormatter.setProperty(n.base, name, value, site) { return (receiver, false) }
        if try FoundationListFormatting.setProperty(n.base, name, value, site) { return (receiver, false) }
        if let v = try FoundationDates.setProperty(n.base, name, value, site) { return (v, true) }
        if let v = try FoundationURL.setProperty(n.base, name, value, site) { return (v, true) }
        if let v = try FoundationAttributedString.setProperty(n.base, name, value, site) { return (v, true) }
        if let v = try FoundationJSON.setProperty(n.base, name, value, site) { return (v, true) }
        if let v = try FoundationFormatStyles.setProperty(n.base, name, value, site) { return (v, true) }
        if let v = try FoundationMeasurement.setProperty(n.base, name, value, site) { return (v, true) }
        return nil
    }

    /// `a < b` on dates, `date + 60`, `a + b` on attributed strings; nil for other operands.
    static func binary(_ op: String, _ l: SwiftValue, _ r: SwiftValue, evaluator: SwiftEvaluator, node: some SyntaxProtocol,
                       file: SwiftSourceFile) throws -> SwiftValue? {
        if let v = FoundationDates.binary(op, l, r) { return v }
        if let v = FoundationServices.binary(op, l, r, FoundationSite(evaluator, node, file)) { return v }
        return try FoundationAttributedString.binary(op, l, r, FoundationSite(evaluator, node, file))
    }

    /// `.now` where a `Date` is expected (`var created: Date = .now`), `.whitespaces` where a
    /// `CharacterSet` is: a static member of the expected Foundation type. Nil when `type` is
    /// not one of ours or it has no such member.
    static func implicit(_ name: String, _ args: [Argument]?, type: String, evaluator: SwiftEvaluator, node: some SyntaxProtocol,
                         file: SwiftSourceFile) throws -> SwiftValue? {
        guard typeNames.contains(type) else { return nil }
        if let args {
            if let v = try staticCall(type, name, args, evaluator: evaluator, node: node, file: file) { return v }
            // `.init(secondsFromGMT: 0)` where a TimeZone is expected: the type's initialiser.
            if name == "init" { return try call(type, args, evaluator: evaluator, node: node, file: file) }
            return nil
        }
        return try staticMember(type, name, evaluator: evaluator, node: node, file: file)
    }

    /// How string interpolation prints a Foundation value: as Swift's `description` does where
    /// that is deterministic (`Date` in UTC, `UUID`, `URL`), never an object's address.
    static func describe(_ n: AnyHashable) -> String {
        switch n.base {
        case let uuid as UUID: return uuid.uuidString
        case let url as URL: return url.absoluteString
        case let locale as Locale: return locale.identifier
        case let zone as TimeZone: return zone.identifier
        case let scalar as Unicode.Scalar: return String(scalar)
        case let text as AttributedString: return String(text.characters)
        case let d as Date: return d.description
        case let m as Measurement<Dimension>: return m.description
        case is FoundationBundle.PreviewBundle: return "NSBundle <\(FoundationBundle.identifier)> (loaded)"
        default:
            // A class instance's description holds its address, which differs run to run.
            if Swift.type(of: n.base) is AnyClass { return SwiftValue.nativeTypeName(n) }
            return String(describing: n.base)
        }
    }

    /// `@Environment(\.locale)`, `\.calendar`, `\.timeZone`: the preview's own.
    static func environmentValue(_ key: String, evaluator: SwiftEvaluator) -> SwiftValue? {
        switch key {
        case "locale": return wrap(evaluator.environment.locale.map { Locale(identifier: $0) } ?? evaluator.determinism.locale)
        case "calendar": return wrap(evaluator.determinism.calendar)
        case "timeZone": return wrap(evaluator.determinism.timeZone)
        default: return nil
        }
    }

    /// The names a Foundation value's type goes by in the sources, so their extensions apply:
    /// a nested type by its full name (`NSNotification.Name`, not `Name`) and by the Swift
    /// overlay's spelling of it (`Notification.Name`); nil for a value not Foundation's.
    static func extendedTypeNames(_ n: AnyHashable) -> [String]? {
        let qualified = String(reflecting: Swift.type(of: n.base))
        guard qualified.hasPrefix("Foundation.") else { return nil }
        let name = String(qualified.dropFirst("Foundation.".count))
        return [name] + (overlayNames[name].map { [$0] } ?? [])
    }

    /// Foundation types Swift code spells by another name (`typealias Name = NSNotification.Name`
    /// in `Notification`).
    private static let overlayNames = ["NSNotification.Name": "Notification.Name"]

    /// A Foundation value as the evaluator holds it.
    static func wrap<T: Hashable>(_ x: T) -> SwiftValue { .native(AnyHashable(x)) }

    /// An optional Foundation value (`URL(string:)`, `UUID(uuidString:)`).
    static func wrap<T: Hashable>(_ x: T?) -> SwiftValue { .optional(x.map { .native(AnyHashable($0)) }) }
}

/// Where a Foundation binding is called from: the evaluator (for the preview's determinism and
/// for diagnostics) and the syntax a diagnostic points at. Also reads arguments as Foundation
/// values, resolving implicit members (`.now`, `.gregorian`) against the expected type.
struct FoundationSite {
    let evaluator: SwiftEvaluator
    let node: Syntax
    let file: SwiftSourceFile

    init(_ evaluator: SwiftEvaluator, _ node: some SyntaxProtocol, _ file: SwiftSourceFile) {
        self.evaluator = evaluator
        self.node = Syntax(node)
        self.file = file
    }

    var determinism: PreviewDeterminism { evaluator.determinism }

    func fail(_ message: String) -> EvaluationError { evaluator.fail(message, at: node, file) }

    func warn(_ message: String) { evaluator.warn(message, at: node, file) }

    /// The value of the first argument labelled `label` (nil: the first unlabelled one).
    func argument(_ args: [Argument], _ label: String?) -> SwiftValue? {
        args.first { $0.label == label }?.value
    }

    func string(_ v: SwiftValue?, _ what: String) throws -> String {
        guard case .string(let s)? = v?.unwrapped else { throw fail("\(what) needs a String, found \(v?.kindName ?? "nothing")") }
        return s
    }

    func number(_ v: SwiftValue?, _ what: String) throws -> Double {
        // `.zero`, `.infinity`, `.greatestFiniteMagnitude` where a CGFloat is expected.
        if case .implicitMember(let name, nil)? = v, let n = evaluator.builtinStaticMember("CGFloat", name)?.number { return n }
        guard let n = v?.number else { throw fail("\(what) needs a number, found \(v?.kindName ?? "nothing")") }
        return n
    }

    func int(_ v: SwiftValue?, _ what: String) throws -> Int {
        let n = try number(v, what)
        guard let i = SwiftEvaluator.int(n) else { throw fail("\(what): \(n) does not fit in an Int") }
        return i
    }

    func bool(_ v: SwiftValue?, _ what: String) throws -> Bool {
        guard case .bool(let b)? = v?.unwrapped else { throw fail("\(what) needs a Bool, found \(v?.kindName ?? "nothing")") }
        return b
    }

    /// The name of an implicit member argument (`.medium`, `.currency`).
    func memberName(_ v: SwiftValue?, _ what: String) throws -> String {
        switch v?.unwrapped {
        case .implicitMember(let name, nil)?, .symbol(let name)?, .enumCase(_, let name, _)?: return name
        default: throw fail("\(what) needs a member such as .\(what.split(separator: " ").last ?? ""), found \(v?.kindName ?? "nothing")")
        }
    }

    /// The member names of an option set written as a literal (`[.hour, .minute]`) or as one
    /// member (`.second`).
    func memberNames(_ v: SwiftValue, _ what: String) throws -> [String] {
        let items: [SwiftValue]
        if case .array(let a) = v.unwrapped ?? v { items = a } else { items = [v] }
        return try items.map { try memberName($0, what) }
    }

    /// A Foundation value of type `T` (Swift name `typeName`): a `.native` value, or an implicit
    /// member of that type (`.now` for a Date, `.gregorian` for a Calendar.Identifier).
    func native<T>(_ v: SwiftValue?, _ type: T.Type, _ typeName: String) throws -> T {
        switch v {
        case .native(let n)?:
            if let x = n.base as? T { return x }
        case .optional(let inner?)?:
            return try native(inner, type, typeName)
        case .implicitMember(let name, let args)?:
            let resolved = try FoundationLibrary.implicit(name, args, type: typeName, evaluator: evaluator, node: node, file: file)
            if case .native(let n)? = resolved, let x = n.base as? T { return x }
            // A failable initialiser's value (`.init(secondsFromGMT: 0)!`: the `!` met the
            // unresolved member, so the optional is unwrapped here).
            if case .optional(let inner?)? = resolved, case .native(let n) = inner, let x = n.base as? T { return x }
        default:
            break
        }
        throw fail("expected a \(typeName), found \(v?.kindName ?? "nothing")")
    }

    func date(_ v: SwiftValue?) throws -> Date { try native(v, Date.self, "Date") }

    func locale(_ v: SwiftValue?) throws -> Locale { try native(v, Locale.self, "Locale") }
}
