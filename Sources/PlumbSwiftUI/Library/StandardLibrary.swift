import Foundation
import PlumbModel
import SwiftSyntax

/// The Swift standard library's pieces design-system code calls: numeric conversions
/// (`CGFloat(count)`), `String(…)`, `Array(…)`, `min`/`max`/`abs`/rounding, string properties,
/// `State(initialValue:)` and `Binding.constant(…)`, and Dynamic Type sizes as ordered values.
extension SwiftEvaluator {
    /// Free functions of the standard library: inside a view, `min(a, b)` is never `self.min`.
    static let freeFunctions: Set<String> = ["min", "max", "abs", "round", "floor", "ceil", "sqrt", "pow", "print", "debugPrint",
                                             "assert", "precondition"]

    /// A call of a standard-library function or conversion by name; nil when `name` is none.
    func builtinCall(_ name: String, _ args: [Argument], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        let values = args.map(\.value)
        func number(_ i: Int) throws -> Double {
            guard i < values.count, let n = values[i].number else {
                throw fail("\(name) needs a number, found \(i < values.count ? values[i].kindName : "nothing")", at: node, file)
            }
            return n
        }
        switch name {
        case "CGFloat", "Double", "Float":
            guard let v = values.first else { return .double(0) }
            if case .string(let s) = v { return .optional(Double(s).map { .double($0) }) }
            return .double(try number(0))
        case "Int", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Int64", "Int32":
            guard let v = values.first else { return .int(0) }
            // `UInt64(hex, radix: 16)` in string hex helpers.
            let radix = Int(args.first { $0.label == "radix" }?.value.number ?? 10)
            if case .string(let s) = v { return .optional((2...36).contains(radix) ? Int(s, radix: radix).map { .int($0) } : nil) }
            let d = try number(0)
            guard d.isFinite, abs(d) < 9e18 else { throw fail("\(d) does not fit in an Int", at: node, file) }
            return .int(Int(d))
        case "String":
            if let format = args.first(where: { $0.label == "format" }), case .string(let f) = format.value {
                return .string(try formatted(f, Array(values.dropFirst()), node: node, file))
            }
            return .string(values.first.map { describe($0) } ?? "")
        case "Array":
            guard let v = values.first else { return .array([]) }
            return .array(try elements(of: v, at: node, file))
        case "min", "max":
            guard values.count >= 2 else { throw fail("\(name) needs two values", at: node, file) }
            var best = values[0]
            for v in values.dropFirst() {
                guard let a = best.number, let b = v.number else { throw fail("\(name) needs numbers", at: node, file) }
                if name == "min" ? b < a : b > a { best = v }
            }
            // Mixing Int and CGFloat gives a CGFloat, as Swift's literal typing does.
            if values.contains(where: { if case .double = $0 { return true }; return false }), let n = best.number { return .double(n) }
            return best
        case "abs":
            if case .int(let i)? = values.first { return .int(abs(i)) }
            return .double(abs(try number(0)))
        case "round", "floor", "ceil", "sqrt":
            let n = try number(0)
            return .double(name == "round" ? n.rounded() : name == "floor" ? n.rounded(.down) : name == "ceil" ? n.rounded(.up) : n.squareRoot())
        case "pow":
            return .double(Foundation.pow(try number(0), try number(1)))
        case "State", "StateObject", "Binding", "ObservedObject", "ScaledMetric", "Published":
            // `_x = State(initialValue: x)`: the wrapped value is what the view reads.
            guard let v = args.first(where: { ["initialValue", "wrappedValue"].contains($0.label ?? "") })?.value ?? values.first else { return nil }
            return v
        case "print", "debugPrint", "assert", "precondition":
            return .void
        default:
            return nil
        }
    }

    /// `String(format:)` with `%d`, `%f`, `%.1f`, `%@`-style conversions.
    func formatted(_ format: String, _ values: [SwiftValue], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> String {
        var out = ""
        var rest = Substring(format)
        var index = 0
        while let percent = rest.firstIndex(of: "%") {
            out += rest[..<percent]
            var spec = "%"
            var i = rest.index(after: percent)
            while i < rest.endIndex, "0123456789.-+ #lh".contains(rest[i]) { spec.append(rest[i]); i = rest.index(after: i) }
            guard i < rest.endIndex else { break }
            let conversion = rest[i]
            rest = rest[rest.index(after: i)...]
            if conversion == "%" { out += "%"; continue }
            guard index < values.count else { throw fail("the format '\(format)' has more conversions than values", at: node, file) }
            out += describe(values[index], specifier: spec + String(conversion))
            index += 1
        }
        return out + rest
    }

    /// Standard-library methods on strings and arrays that view code calls to shape its data
    /// (`name.split(separator: " ")`, `s.prefix(1)`, `items.reduce(0, +)`, `first(where:)`).
    /// Nil for anything else (SwiftUI's vocabulary is asked next).
    func builtinMethod(_ receiver: SwiftValue, _ name: String, _ args: [Argument], node: some SyntaxProtocol,
                       _ file: SwiftSourceFile) throws -> SwiftValue? {
        let first = args.first?.value
        func call(_ values: SwiftValue...) throws -> SwiftValue {
            guard let f = args.last?.value else { throw fail("\(name) needs a closure", at: node, file) }
            return try apply(f, values, node: node, file)
        }
        func count() -> Int { max(0, Int(first?.number ?? 0)) }
        switch receiver {
        case .string(let s):
            switch name {
            case "split", "components":
                let separator: String
                switch args.first(where: { $0.label == "separator" || $0.label == "separatedBy" })?.value {
                case .string(let sep)?: separator = sep
                default: separator = " "
                }
                let parts = name == "split" ? s.split(separator: separator).map(String.init) : s.components(separatedBy: separator)
                return .array(parts.map { .string($0) })
            case "prefix": return .string(String(s.prefix(count())))
            case "suffix": return .string(String(s.suffix(count())))
            case "dropFirst": return .string(String(s.dropFirst(args.isEmpty ? 1 : count())))
            case "dropLast": return .string(String(s.dropLast(args.isEmpty ? 1 : count())))
            case "contains": if case .string(let t)? = first { return .bool(s.contains(t)) }
            case "replacingOccurrences":
                if case .string(let a)? = args.first(where: { $0.label == "of" })?.value, case .string(let b)? = args.first(where: { $0.label == "with" })?.value {
                    return .string(s.replacingOccurrences(of: a, with: b))
                }
            default: break
            }
        case .array(let a):
            // A key path as the function (`items.map(\.title)`, `filter(\.isDone)`).
            if case .keyPath(let path)? = first, args.count == 1 {
                let mapped = try a.map { try keyPathValue($0, path, node: node, file) }
                switch name {
                case "map": return .array(mapped)
                case "compactMap": return .array(mapped.compactMap(\.unwrapped))
                case "filter": return .array(try zip(a, mapped).filter { try truth($0.1, node, file) }.map(\.0))
                default: break
                }
            }
            switch name {
            case "reduce":
                guard args.count == 2 else { return nil }
                var acc = args[0].value
                for x in a { acc = try call(acc, x) }
                return acc
            case "first" where args.first?.label == "where":
                for x in a where try truth(call(x), node, file) { return .optional(x) }
                return .optional(nil)
            case "firstIndex" where args.first?.label == "of":
                return .optional(a.firstIndex { equal($0, first ?? .void) }.map { .int($0) })
            case "min", "max" where args.isEmpty:
                let numbers = a.compactMap(\.number)
                guard numbers.count == a.count, let best = name == "min" ? numbers.min() : numbers.max() else { return .optional(nil) }
                return .optional(a[numbers.firstIndex(of: best)!])
            case "dropFirst": return .array(Array(a.dropFirst(args.isEmpty ? 1 : count())))
            case "dropLast": return .array(Array(a.dropLast(args.isEmpty ? 1 : count())))
            case "suffix": return .array(Array(a.suffix(count())))
            case "sorted" where args.first?.label == "by":
                var failure: Error?
                let sorted = a.sorted { x, y in
                    do { return try truth(call(x, y), node, file) } catch { failure = error; return false }
                }
                if let failure { throw failure }
                return .array(sorted)
            default: break
            }
        default: break
        }
        return nil
    }

    /// The value a key path (`\.title`, `\.owner.name`) reaches from `v`.
    func keyPathValue(_ v: SwiftValue, _ path: [String], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue {
        var current = v
        for component in path {
            let receiver = current.unwrapped ?? current
            guard let next = try member(of: receiver, component, node: node, file) ?? builtinProperty(receiver, component)
                ?? SwiftUIVocabulary.property(of: receiver, name: component, evaluator: self, node: node, file: file) else {
                throw fail("\(receiver.kindName) has no member '\(component)'", at: node, file)
            }
            current = next
        }
        return current
    }

    /// `Binding.constant(x)`, `State(initialValue:)` spelled as a static call.
    func builtinStaticCall(_ type: String, _ name: String, _ args: [Argument]) -> SwiftValue? {
        switch (type, name) {
        case ("Binding", "constant"): return args.first?.value
        case ("CGFloat", "maximum"), ("Double", "maximum"): return nil
        default: return nil
        }
    }

    /// Standard-library properties the vocabulary does not cover (`name.first`, `n.isMultiple`).
    func builtinProperty(_ v: SwiftValue, _ name: String) -> SwiftValue? {
        switch (v, name) {
        case (.string(let s), "first"): return .optional(s.first.map { .string(String($0)) })
        case (.string(let s), "capitalized"): return .string(s.capitalized)
        case (.string(let s), "last"): return .optional(s.last.map { .string(String($0)) })
        case (.range(let lo, _), "lowerBound"): return .int(lo)
        case (.range(_, let hi), "upperBound"): return .int(hi)
        case (.range(let lo, let hi), "count"): return .int(hi - lo)
        case (.int(let i), "isZero"): return .bool(i == 0)
        case (.double(let d), "isZero"): return .bool(d == 0)
        case (.symbol(let s), "isAccessibilityCategory"), (.implicitMember(let s, nil), "isAccessibilityCategory"):
            return .bool(Self.sizeRank(s).map { $0 >= DynamicTypeSize.accessibility1.index } ?? false)
        default: return nil
        }
    }

    // MARK: Dynamic Type sizes as ordered values

    /// `ContentSizeCategory` names in `DynamicTypeSize` order.
    static let contentSizeCategories = ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
                                        "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
                                        "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge"]

    /// The rank of a `DynamicTypeSize` or `ContentSizeCategory` case name (`.large` is 3).
    static func sizeRank(_ name: String) -> Int? {
        if let s = DynamicTypeSize(rawValue: name) { return s.index }
        return contentSizeCategories.firstIndex(of: name)
    }

    /// `size >= .accessibility1`, `category < .extraLarge`: sizes compare by rank.
    func compareSizes(_ op: String, _ l: SwiftValue, _ r: SwiftValue) -> SwiftValue? {
        func name(_ v: SwiftValue) -> String? {
            switch v {
            case .symbol(let s), .implicitMember(let s, nil): return s
            default: return nil
            }
        }
        guard let a = name(l).flatMap(Self.sizeRank), let b = name(r).flatMap(Self.sizeRank) else { return nil }
        switch op {
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        case ">=": return .bool(a >= b)
        default: return nil
        }
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
