import Foundation
import PlumbModel
import SwiftSyntax

/// The Swift standard library as view code uses it, by what it holds: numbers
/// (`StandardLibrary+Numbers`), strings and characters (`+String`), arrays, sets, dictionaries
/// and optionals (`+Collections`, `+Mutating`), ranges and `stride` (`+Ranges`), seeded random
/// values (`+Random`), iterators (`+Iterators`), tasks made and not run (`+Concurrency`), and the conformances Swift
/// synthesises for the sources' own types (`+Conformances`). This file dispatches to them, and keeps `String(format:)`, property
/// wrappers spelled as calls and Dynamic Type sizes as ordered values.
extension SwiftEvaluator {
    /// Free functions of the standard library: inside a view, `min(a, b)` is never `self.min`
    /// (nor `type(of: leading)` a modifier).
    /// (The math functions are the number tables' names, with their C `float` spellings.)
    static let freeFunctions: Set<String> = Set(["min", "max", "abs", "print", "debugPrint", "assert", "precondition", "zip", "stride", "type",
                                                 "fatalError", "preconditionFailure",
                                                 "dump", "os_log", "NSLog", "os_signpost", "os_unfair_lock_lock", "os_unfair_lock_unlock",
                                                 "os_unfair_lock_trylock", "objc_sync_enter", "objc_sync_exit"])
        .union(mathNames).union(floatMathNames.keys).union(integerRoundingNames)

    /// Standard-library type names a source may name as values (`Int.max`, `Set<String>()`,
    /// `Swift.min(a, b)`).
    static let standardLibraryTypeNames: Set<String> = Set(["Mirror", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
                                                        "UInt64", "Double", "Float", "CGFloat", "String", "Substring", "Character", "Bool",
                                                        "Array", "Dictionary", "Set", "Optional", "Range", "ClosedRange", "Swift", "MainActor", "Task"])
        .union(numberTypeNames).union(pointerTypeNames)

    /// A call of a standard-library function or initializer by name; nil when `name` is none.
    func builtinCall(_ name: String, _ args: [Argument], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        if let v = try numberCall(name, args, node: node, file) { return v }
        if let v = try stringCall(name, args, node: node, file) { return v }
        if let v = try collectionCall(name, args, node: node, file) { return v }
        if let v = concurrencyCall(name, args) { return v }
        if let v = iteratorCall(name, args, node: node, file) { return v }
        if let v = pointerCall(name, args) { return v }
        switch name {
        case "Mirror": return mirror(args)
        // `type(of: x)`: the value's dynamic type (`type(of: self).shared`, `"\(type(of: self))"`).
        case "type":
            guard args.count == 1, args[0].label == "of" else { return nil }
            let v = args[0].value
            if case .type = v { return .type(describe(v) + ".Type") }
            return .type(typeName(of: v.unwrapped ?? v))
        case "print", "debugPrint", "assert", "precondition":
            return .void
        // The app stops here on iOS; a preview goes on with a warning that says so (the
        // statement is skipped, or its value is a placeholder).
        case "fatalError", "preconditionFailure":
            let message = args.first.map { describe($0.value) }.map { ": \($0)" } ?? ""
            throw fail("\(name)() is reached, where the app would stop\(message)", at: node, file)
        // The system's logging and locking (os, the Objective-C runtime) a view model calls on
        // its way: nothing a picture shows.
        case "os_log", "NSLog", "os_signpost", "os_unfair_lock_lock", "os_unfair_lock_unlock", "objc_sync_enter", "objc_sync_exit":
            return .void
        case "os_unfair_lock_trylock":
            return .bool(true)
        // `dump(x)` prints x and returns it.
        case "dump":
            return args.first?.value ?? .void
        default:
            return nil
        }
    }

    /// A static method of a standard-library type: `Binding.constant(x)`, `Int.random(in:)`,
    /// `Double.maximum(a, b)`, `Swift.min(a, b)`.
    func builtinStaticCall(_ type: String, _ name: String, _ args: [Argument], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        if let v = try concurrencyStaticCall(type, name, args, node: node, file) { return v }
        if let v = pointerStaticCall(type, name) { return v }
        switch (type, name) {
        case ("Binding", "constant"): return args.first?.value
        // A preview is evaluated on the main actor: `MainActor.assumeIsolated { … }` (and
        // `MainActor.run { … }` where it is reached) is its closure's value.
        case ("MainActor", "assumeIsolated"), ("MainActor", "run"):
            guard case .closure(let c)? = args.last?.value else { return .void }
            return try callClosure(c, [], node: node, file)
        case ("Swift", _): return try builtinCall(name, args, node: node, file)
        // `String(String.UnicodeScalarView([scalar]))`: the string of those scalars.
        case ("String", "UnicodeScalarView"):
            guard let first = args.first?.value else { return .string("") }
            guard case .array(let items) = first.unwrapped ?? first else { return nil }
            var view = String.UnicodeScalarView()
            for item in items {
                guard case .native(let n) = item.unwrapped ?? item, let scalar = n.base as? Unicode.Scalar else { return nil }
                view.append(scalar)
            }
            return .string(String(view))
        case (_, "random"): return try randomValue(of: type, args, node: node, file)
        case (_, "maximum"), (_, "minimum"):
            guard Self.numberTypeNames.contains(type) else { return nil }
            return try numberCall(name == "maximum" ? "max" : "min", args, node: node, file)
        default: return nil
        }
    }

    /// A static property of a standard-library type (`Int.max`, `Double.pi`, `CGFloat.zero`), or
    /// its initializer used as a function (`map(String.init)`).
    func builtinStaticMember(_ type: String, _ name: String) -> SwiftValue? {
        if name == "init", Self.standardLibraryTypeNames.contains(type) { return .type(type) }
        if let v = concurrencyStaticMember(type, name) { return v }
        // `Optional<Int>.none`, `Optional.none`.
        if type == "Optional", name == "none" { return .optional(nil) }
        // `Bound.Stride(x)`, `Double.Magnitude`: a floating-point type's stride and magnitude are
        // itself; an integer's stride is itself (its magnitude, unsigned, is read as Int too).
        if name == "Stride" || name == "Magnitude", Self.numberTypeNames.contains(type) { return .type(type) }
        return numberStaticMember(type, name)
    }

    /// `Bound` in `extension ClosedRange where Bound: BinaryFloatingPoint`, `Element` in
    /// `extension Array`, `Key`/`Value` in `extension Dictionary`, `Wrapped` in `extension
    /// Optional`: the generic parameter of the library value the code runs on, as the type of
    /// the value's parts; nil when the value has none to read it from (an empty array).
    func libraryGenericArgument(_ name: String, of value: SwiftValue) -> SwiftValue? {
        switch (name, value) {
        case ("Bound", _):
            guard let r = rangeBounds(value) else { return nil }
            return .type(typeName(of: r.lower))
        case ("Element", _):
            guard let first = sequenceElements(value)?.first else { return nil }
            return .type(typeName(of: first))
        case ("Key", .dictionary(let pairs)): return pairs.first.map { .type(typeName(of: $0.key)) }
        case ("Value", .dictionary(let pairs)): return pairs.first.map { .type(typeName(of: $0.value)) }
        case ("Wrapped", .optional(let w?)): return .type(typeName(of: w))
        default: return nil
        }
    }

    /// Standard-library methods: those of strings, numbers, dictionaries and ranges, then those
    /// of every sequence (`map`, `filter`, `sorted`, `reduce`, …), then `Optional.map` on a
    /// value that is no sequence. Nil for anything else (SwiftUI's vocabulary is asked next).
    func builtinMethod(_ receiver: SwiftValue, _ name: String, _ args: [Argument], node: some SyntaxProtocol,
                       _ file: SwiftSourceFile) throws -> SwiftValue? {
        switch receiver {
        case .string(let s): if let v = try stringMethod(s, name, args, node: node, file) { return v }
        case .int, .double: if let v = try numberMethod(receiver, name, args, node: node, file) { return v }
        case .dictionary(let d): if let v = try dictionaryMethod(d, name, args, node: node, file) { return v }
        case .range, .interval, .tuple: if let v = try rangeMethod(receiver, name, args, node: node, file) { return v }
        case .optional(nil): if name == "map" || name == "flatMap" { return .optional(nil) }
        case .native:
            if let v = concurrencyMember(receiver, name, call: true) { return v }
            if let v = pointerMember(receiver, name, args) { return v }
        default: break
        }
        if let v = try iteratorMethod(receiver, name, args) { return v }
        if sequenceElements(receiver) != nil {
            return try sequenceMethod(receiver, elements(of: receiver, at: node, file), name, args, node: node, file)
        }
        return try optionalMethod(receiver, name, args, node: node, file)
    }

    /// Standard-library properties (`name.first`, `items.indices`, `range.upperBound`, `n.magnitude`).
    func builtinProperty(_ v: SwiftValue, _ name: String) -> SwiftValue? {
        switch v {
        case .string(let s): if let p = stringProperty(s, name) { return p }
        case .int, .double: if let p = numberProperty(v, name) { return p }
        case .dictionary(let d): if let p = dictionaryProperty(d, name) { return p }
        case .range, .interval: if let p = rangeProperty(v, name) { return p }
        case .native:
            if let p = concurrencyMember(v, name, call: false) { return p }
            if let p = pointerMember(v, name, nil) { return p }
        default: break
        }
        // `(window?.safeAreaInsets ?? .zero).top`: whatever geometry type `.zero` stands for
        // (CGSize, CGPoint, CGRect, UIEdgeInsets, EdgeInsets), each of its parts is 0.
        if case .implicitMember("zero", nil) = v, Self.zeroGeometryParts.contains(name) { return .double(0) }
        if let xs = sequenceElements(v), let p = sequenceProperty(v, xs, name) { return p }
        if name == "description" { return .string(describe(v)) }
        return nil
    }

    /// The parts of CoreGraphics' and SwiftUI's geometry values (sizes, points, rects, insets).
    static let zeroGeometryParts: Set<String> = ["width", "height", "x", "y", "dx", "dy", "minX", "minY", "maxX", "maxY", "midX", "midY",
                                                 "top", "left", "bottom", "right", "leading", "trailing"]

    /// `String(format:)` with `%d`, `%f`, `%.1f`, `%@`-style conversions, and the `%#@name@`
    /// variables of a `.stringsdict` entry (`plural`, else the entry a lookup returned this
    /// format for, else the first entry with this format): each takes the next value (or the
    /// one at its position) and shows the plural form for it (`FoundationLocalization`).
    func formatted(_ format: String, _ values: [SwiftValue], plural: LocalizationTables.PluralFormat? = nil,
                   node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> String {
        var out = ""
        var rest = Substring(format)
        var index = 0
        while let percent = rest.firstIndex(of: "%") {
            out += rest[..<percent]
            var spec = "%"
            var i = rest.index(after: percent)
            // `%2$@`: the value at a position (localised formats reorder their values).
            var position: Int?
            var j = i
            while j < rest.endIndex, rest[j].isASCII, rest[j].isNumber { j = rest.index(after: j) }
            if j > i, j < rest.endIndex, rest[j] == "$", let n = Int(rest[i..<j]), n >= 1 {
                position = n - 1
                i = rest.index(after: j)
            }
            if rest[i...].hasPrefix("#@"), let close = rest[rest.index(i, offsetBy: 2)...].firstIndex(of: "@") {
                let name = String(rest[rest.index(i, offsetBy: 2)..<close])
                rest = rest[rest.index(after: close)...]
                let k = position ?? index
                guard k < values.count else { throw fail("the format '\(format)' has more conversions than values", at: node, file) }
                if position == nil { index += 1 }
                let rules = plural ?? localizedPlurals[format]
                    ?? assets.resources.localization.pluralFormat(format, language: determinism.locale.identifier)
                out += try FoundationLocalization.pluralForm(name, of: values[k], among: values, rules: rules, evaluator: self, node: node, file)
                continue
            }
            while i < rest.endIndex, "0123456789.-+ #lh".contains(rest[i]) { spec.append(rest[i]); i = rest.index(after: i) }
            guard i < rest.endIndex else { break }
            let conversion = rest[i]
            rest = rest[rest.index(after: i)...]
            if conversion == "%" { out += "%"; continue }
            let k = position ?? index
            guard k < values.count else { throw fail("the format '\(format)' has more conversions than values", at: node, file) }
            // `%@` prints any value as its description (an object's, in Foundation).
            out += conversion == "@" ? describe(values[k]) : describe(values[k], specifier: spec + String(conversion))
            if position == nil { index += 1 }
        }
        return out + rest
    }

    /// An expression of integer literals and `+ - * /` only (`10 / 4 * 2`): Swift types it by
    /// its context, which for SwiftUI's and most design-system parameters is `CGFloat`. Its
    /// value with floating-point division, or nil for any other expression.
    func literalArithmetic(_ e: ExprSyntax) -> Double? {
        // Only a division can tell Int from CGFloat arithmetic; other literals keep their type.
        guard e.is(InfixOperatorExprSyntax.self), e.description.contains("/") else { return nil }
        return literalValue(e)
    }

    private func literalValue(_ e: ExprSyntax) -> Double? {
        if let i = e.as(IntegerLiteralExprSyntax.self) { return Double(i.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let f = e.as(FloatLiteralExprSyntax.self) { return Double(f.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, t.elements.first!.label == nil {
            return literalValue(t.elements.first!.expression)
        }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "-" { return literalValue(p.expression).map { -$0 } }
        guard let x = e.as(InfixOperatorExprSyntax.self), let op = x.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
              let a = literalValue(x.leftOperand), let b = literalValue(x.rightOperand) else { return nil }
        switch op {
        case "+": return a + b
        case "-": return a - b
        case "*": return a * b
        case "/": return b == 0 ? nil : a / b
        default: return nil
        }
    }
}
