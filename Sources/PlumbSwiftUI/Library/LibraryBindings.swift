import SwiftSyntax

/// Where the evaluator asks the library bindings about a name the sources do not declare:
/// the standard library first (`StandardLibrary.swift`), then Foundation (`Foundation/`), then
/// UIKit and CoreGraphics (`UIKit/`), then Combine (`Combine/`), then the other platform
/// frameworks (`Platform/`: WatchConnectivity, os's `Logger`, AppIntents' display representations,
/// Security's keychain, Core Text's font registration, XCTest's and Swift Testing's assertions)
/// and widely used packages (`Packages/`: swift-snapshot-testing, swift-dependencies, …).
/// SwiftUI's vocabulary is asked after these by the evaluator itself, so a reader looking for
/// a missing name knows which folder it belongs in: the language (`Language/`) holds no library
/// type of its own and asks through these entry points, and the libraries name no SwiftUI type
/// (SwiftUI's Comparable enums are ordered through `dynamicTypeOrdering`, defined in `SwiftUI/`).
extension SwiftEvaluator {
    /// Whether a library binding answers for the type `name` (`Date`, `UUID`, `Int`).
    func isLibraryTypeName(_ name: String) -> Bool { Self.isLibraryType(name) }

    /// Whether the standard library, Foundation, UIKit or Combine declares a type of that name.
    static func isLibraryType(_ name: String) -> Bool {
        standardLibraryTypeNames.contains(name) || FoundationLibrary.typeNames.contains(name) || UIKitLibrary.typeNames.contains(name)
            || CombineLibrary.typeNames.contains(name) || PreviewSnapshotsBinding.typeNames.contains(name)
            || WatchConnectivityBinding.typeNames.contains(name) || OSLogBinding.typeNames.contains(name)
            || AppIntentsBinding.typeNames.contains(name) || CoreTextFontRegistration.typeNames.contains(name)
            || MapKitDistanceFormatter.typeNames.contains(name) || KingfisherBinding.typeNames.contains(name)
            || SnapshotTestingBinding.typeNames.contains(name) || XCTestBinding.typeNames.contains(name)
    }

    /// The library type an implicit member names a value of whatever the context, where the
    /// library knows one (`.dateTime` begins a `FormatStyle`); nil otherwise.
    func libraryImplicitMemberType(_ name: String) -> String? {
        FoundationFormatStyles.rootNames.contains(name) ? "FormatStyle" : nil
    }

    /// `$name` of a property a library wrapper wraps, when its projection is not the value
    /// itself (`@Published`'s publisher); nil for SwiftUI's wrappers, whose projection a still
    /// image reads as the value.
    func libraryProjectedValue(wrapper: String, value: SwiftValue) -> SwiftValue? {
        CombineLibrary.projectedValue(wrapper: wrapper, value: value)
    }

    /// The type names a library value goes by where the sources extend it (`Date`,
    /// `Notification.Name`): its own short name and, for Foundation's nested types, their
    /// full names.
    func libraryExtendedTypeNames(of n: AnyHashable) -> [String] {
        let short = SwiftValue.nativeTypeName(n)
        return [short] + (FoundationLibrary.extendedTypeNames(n) ?? []).filter { $0 != short }
    }

    /// A string literal where a library type that is `ExpressibleByStringLiteral` is declared
    /// (`.week: "This week"` for a `DisplayRepresentation`); nil where the library has none.
    func libraryStringLiteral(_ s: String, as type: String) -> SwiftValue? {
        AppIntentsBinding.stringLiteral(s, as: type)
    }

    /// A free function or an initializer called by name (`min(a, b)`, `String(x)`, `Date()`).
    func libraryCall(_ name: String, _ args: [Argument], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        // The library sees colours as they are where it is called (`AdaptiveColor`).
        let args = resolvingColors(args)
        if let v = try builtinCall(name, args, node: node, file) { return v }
        if let v = try snapshotTestingCall(name, args, node: node, file) { return v }
        if let v = snapshotTestingConstruct(name, args) { return v }
        if let v = try xcTestCall(name, args, node: node, file) { return v }
        if let v = try FoundationLibrary.call(name, args, evaluator: self, node: node, file: file) { return v }
        if let v = try UIKitLibrary.call(name, args, evaluator: self, node: node, file: file) { return v }
        if let v = previewSnapshotsConstruct(name, args) { return v }
        if let v = kingfisherConstruct(name, at: node, file) { return v }
        if let v = OSLogBinding.construct(name, args) { return v }
        if let v = MapKitDistanceFormatter.construct(name, args, FoundationSite(self, node, file)) { return v }
        if let v = CoreTextFontRegistration.call(name, args) { return v }
        if let v = try AppIntentsBinding.construct(name, args, evaluator: self, node: node, file: file) { return v }
        if let v = try SecurityKeychainBinding.call(name, args, evaluator: self, node: node, file) { return v }
        return CombineLibrary.construct(name, args)
    }

    /// A constant a library declares at file level (`NSNotFound`); nil for any other name.
    func libraryGlobalValue(_ name: String) -> SwiftValue? {
        FoundationRegularExpression.global(name) ?? SecurityKeychainBinding.global(name) ?? FoundationBundle.global(name)
    }

    /// A static property of a library type (`Date.now`, `Calendar.current`, `Double.pi`).
    func libraryStaticMember(_ type: String, _ name: String, node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        if let v = builtinStaticMember(type, name) { return v }
        if let v = snapshotTestingStaticMember(type, name) { return v }
        if let v = try FoundationLibrary.staticMember(type, name, evaluator: self, node: node, file: file) { return v }
        if let v = WatchConnectivityBinding.staticMember(type, name) { return v }
        return try UIKitLibrary.staticMember(type, name, evaluator: self, node: node, file: file)
    }

    /// A static method of a library type (`Binding.constant(x)`, `Date(timeIntervalSince1970:)`
    /// spelled `Date.init(…)`, `Int.random(in:)`).
    func libraryStaticCall(_ type: String, _ name: String, _ args: [Argument], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        let args = resolvingColors(args)
        if let v = try builtinStaticCall(type, name, args, node: node, file) { return v }
        if let v = snapshotTestingStaticCall(type, name, args) { return v }
        if let v = try xcTestStaticCall(type, name, args, node: node, file) { return v }
        if let v = try FoundationLibrary.staticCall(type, name, args, evaluator: self, node: node, file: file) { return v }
        if let v = try UIKitLibrary.staticCall(type, name, args, evaluator: self, node: node, file: file) { return v }
        if let v = WatchConnectivityBinding.staticCall(type, name) { return v }
        return CombineLibrary.staticCall(type, name)
    }

    /// A property of a library value (`name.first`, `date.timeIntervalSince1970`).
    func libraryProperty(_ receiver: SwiftValue, _ name: String, node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        let receiver = resolvingColors(receiver)
        if let v = builtinProperty(receiver, name) { return v }
        if let v = snapshotTestingProperty(receiver, name) { return v }
        if let v = optionSetProperty(receiver, name) { return v }
        if let v = try FoundationLibrary.property(receiver, name, evaluator: self, node: node, file: file) { return v }
        if let v = try FoundationErrors.property(receiver, name, FoundationSite(self, node, file)) { return v }
        if let v = try UIKitLibrary.property(receiver, name, evaluator: self, node: node, file: file) { return v }
        if let v = try previewSnapshotsProperty(receiver, name, node: node, file) { return v }
        if let v = WatchConnectivityBinding.property(receiver, name) { return v }
        if let v = AppIntentsBinding.property(receiver, name) { return v }
        if let v = MapKitDistanceFormatter.property(receiver, name) { return v }
        return CombineLibrary.property(receiver, name)
    }

    /// What a library method call gives: its value, and for a mutating method (`append`,
    /// `toggle`, `removeAll(where:)`) the receiver's new value, which the caller assigns back.
    struct LibraryMethodResult {
        var value: SwiftValue
        var newReceiver: SwiftValue?
    }

    /// A method called on `base` (as evaluated, before optional unwrapping) whose receiver is
    /// `receiver` (unwrapped): `Optional.map`/`flatMap` on a wrapped optional, a mutating
    /// method, else `libraryMethod`.
    func libraryMethodCall(on base: SwiftValue, _ receiver: SwiftValue, _ name: String, _ args: [Argument], node: some SyntaxProtocol,
                           _ file: SwiftSourceFile) throws -> LibraryMethodResult? {
        let (base, receiver, args) = (resolvingColors(base), resolvingColors(receiver), resolvingColors(args))
        if case .optional(let wrapped?) = base, let v = try optionalMethod(wrapped, name, args, node: node, file) {
            return LibraryMethodResult(value: v)
        }
        if let r = try optionSetMethod(receiver, name, args, node: node, file) { return r }
        if let m = try builtinMutatingMethod(receiver, name, args, node: node, file) {
            return LibraryMethodResult(value: m.result, newReceiver: m.receiver)
        }
        if let m = try FoundationLibrary.mutatingMethod(receiver, name, args, evaluator: self, node: node, file: file) {
            return LibraryMethodResult(value: m.result, newReceiver: m.receiver)
        }
        return try libraryMethod(receiver, name, args, node: node, file).map { LibraryMethodResult(value: $0) }
    }

    /// A method of a library value (`items.reduce(0, +)`, `date.formatted(date: .long, time: .omitted)`).
    func libraryMethod(_ receiver: SwiftValue, _ name: String, _ args: [Argument], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        let (receiver, args) = (resolvingColors(receiver), resolvingColors(args))
        // A publisher's `map`/`filter` are Combine's operators, not the standard library's.
        if let v = try CombineLibrary.method(receiver, name, args, evaluator: self, node: node, file: file) { return v }
        if let v = try kingfisherMethod(receiver, name, args, node: node, file) { return v }
        if let v = try xcTestMethod(receiver, name, args, node: node, file) { return v }
        if let v = try builtinMethod(receiver, name, args, node: node, file) { return v }
        if let v = try FoundationLibrary.method(receiver, name, args, evaluator: self, node: node, file: file) { return v }
        if let v = WatchConnectivityBinding.method(receiver, name) { return v }
        if let v = OSLogBinding.method(receiver, name) { return v }
        if let v = try MapKitDistanceFormatter.method(receiver, name, args, FoundationSite(self, node, file)) { return v }
        return try UIKitLibrary.method(receiver, name, args, evaluator: self, node: node, file: file)
    }

    /// `receiver.name = value` on a library value (`formatter.dateFormat = "…"`,
    /// `components.day = 3`): the receiver after the change and whether it must be written back
    /// to its variable (value types); nil when no binding sets `name`.
    func librarySetProperty(_ receiver: SwiftValue, _ name: String, _ value: SwiftValue, node: some SyntaxProtocol,
                            _ file: SwiftSourceFile) throws -> (value: SwiftValue, writeBack: Bool)? {
        if let v = try FoundationLibrary.setProperty(receiver, name, value, evaluator: self, node: node, file: file) { return v }
        if WatchConnectivityBinding.setProperty(receiver, name) { return (receiver, false) }
        if xcTestSetProperty(receiver, name, value) { return (receiver, false) }
        if try MapKitDistanceFormatter.setProperty(receiver, name, value, FoundationSite(self, node, file)) { return (receiver, false) }
        return try UIKitLibrary.setProperty(receiver, name, value, evaluator: self, node: node, file: file)
    }

    /// An operator on library values (`date < other`, `date + 60`, `attributed + "x"`).
    func libraryBinary(_ op: String, _ l: SwiftValue, _ r: SwiftValue, node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        try FoundationLibrary.binary(op, l, r, evaluator: self, node: node, file: file)
    }

    /// The superclasses of a framework class, nearest first (`XCTestCase` → `XCTest`, `NSObject`).
    func libraryClassAncestors(of name: String) -> [String] {
        XCTestBinding.superclasses[name] ?? UIKitViewBinding.superclasses[name] ?? []
    }

    /// An implicit member where a library type is expected (`var created: Date = .now`).
    func libraryImplicit(_ name: String, _ args: [Argument]?, type: String, node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        if let v = try FoundationLibrary.implicit(name, args, type: type, evaluator: self, node: node, file: file) { return v }
        return try UIKitLibrary.implicit(name, args, type: type, evaluator: self, node: node, file: file)
    }

    /// `value` formatted by a format style (`"\(date, format: .dateTime.year())"`).
    func libraryFormatted(_ value: SwiftValue, style: SwiftValue, node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> String {
        try FoundationFormatStyles.format(value, style: style, FoundationSite(self, node, file))
    }

    /// How string interpolation prints a library value (`"\(date)"`, `"\(uuid)"`).
    func libraryDescription(_ n: AnyHashable) -> String {
        UIKitLibrary.describe(n) ?? FoundationLibrary.describe(n)
    }
}
