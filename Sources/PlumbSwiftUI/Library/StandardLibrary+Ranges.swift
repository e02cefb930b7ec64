import SwiftSyntax

/// Ranges and `stride`. A half-open range of Ints is `.range` (what loops and `ForEach` count
/// over); every other range — closed (`1...5`), or of Doubles, Strings or any Comparable
/// (`0.0...1.0`, a `Slider(value:in:)` argument) — is `.interval` with its bounds as written.
/// Partial ranges (`5...`, `...9`) of values other than Ints stay `(from:, through:)` tuples,
/// as `dynamicTypeSize(...)` reads them.
extension SwiftEvaluator {
    /// `a..<b` or `a...b`; nil when the bounds are not values Swift orders.
    func rangeValue(_ op: String, _ a: SwiftValue, _ b: SwiftValue, _ node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        let closed = op == "..."
        func reversed() -> EvaluationError { fail("range \(describe(a))\(op)\(describe(b)) has its bounds reversed", at: node, file) }
        if case .int(let x) = a, case .int(let y) = b {
            guard x <= y else { throw reversed() }
            return closed ? .interval(RangeValue(lower: a, upper: b, closed: true)) : .range(lower: x, upper: y)
        }
        if let x = a.number, let y = b.number, isNumberValue(a), isNumberValue(b) {
            // `0...1.5`: one Double bound makes both Doubles, as Swift's literal typing does.
            guard x <= y else { throw reversed() }
            return .interval(RangeValue(lower: .double(x), upper: .double(y), closed: closed))
        }
        if case .string = a, case .string = b {
            guard try ordering(a, b, node: node, file)! <= 0 else { throw reversed() }
            return .interval(RangeValue(lower: a, upper: b, closed: closed))
        }
        // `.small ... .accessibility2` and other ordered cases: bounds read by their user.
        return closed ? .tuple([(label: "from", value: a), (label: "through", value: b)]) : nil
    }

    private func isNumberValue(_ v: SwiftValue) -> Bool {
        switch v {
        case .int, .double: return true
        default: return false
        }
    }

    /// The bounds of any range value (a half-open Int range as an interval).
    func rangeBounds(_ v: SwiftValue) -> RangeValue? {
        switch v {
        case .range(let lo, let hi): return RangeValue(lower: .int(lo), upper: .int(hi), closed: false)
        case .interval(let r): return r
        default: return nil
        }
    }

    /// A range value from bounds: a half-open range of Ints is `.range`.
    func makeRange(_ r: RangeValue) -> SwiftValue {
        if !r.closed, case .int(let lo) = r.lower, case .int(let hi) = r.upper { return .range(lower: lo, upper: hi) }
        return .interval(r)
    }

    /// Whether `range` contains `value` (`~=` in `case 0.0..<0.5:`, `range.contains(x)`); nil
    /// when `range` is no range.
    func rangeContains(_ range: SwiftValue, _ value: SwiftValue, node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> Bool? {
        func order(_ a: SwiftValue, _ b: SwiftValue) throws -> Int {
            guard let o = try ordering(a, b, node: node, file) else { throw fail("\(value.kindName) cannot be compared with the range's bounds", at: node, file) }
            return o
        }
        let value = value.unwrapped ?? value
        if let r = rangeBounds(range) {
            return try order(r.lower, value) <= 0 && (r.closed ? order(value, r.upper) <= 0 : order(value, r.upper) < 0)
        }
        if case .tuple(let parts) = range, !parts.isEmpty, parts.allSatisfy({ $0.label == "from" || $0.label == "through" }) {
            for p in parts {
                let o = try order(value, p.value)
                if p.label == "from" ? o < 0 : o > 0 { return false }
            }
            return true
        }
        return nil
    }

    func rangeProperty(_ v: SwiftValue, _ name: String) -> SwiftValue? {
        guard let r = rangeBounds(v) else { return nil }
        switch name {
        case "lowerBound": return r.lower
        case "upperBound": return r.upper
        case "isEmpty": return .bool(!r.closed && equal(r.lower, r.upper))
        default: return nil
        }
    }

    func rangeMethod(_ v: SwiftValue, _ name: String, _ args: [Argument], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        switch name {
        case "contains" where args.count == 1 && args[0].label == nil:
            if case .closure = args[0].value { return nil }
            return try rangeContains(v, args[0].value, node: node, file).map { .bool($0) }
        case "clamped":
            // `(0...10).clamped(to: 2...5)`: the part of this range inside the other.
            guard let r = rangeBounds(v), let other = args.first.flatMap({ rangeBounds($0.value) }) else { return nil }
            func clamp(_ x: SwiftValue) throws -> SwiftValue {
                if try ordering(x, other.lower, node: node, file) ?? 0 < 0 { return other.lower }
                if try ordering(x, other.upper, node: node, file) ?? 0 > 0 { return other.upper }
                return x
            }
            return makeRange(RangeValue(lower: try clamp(r.lower), upper: try clamp(r.upper), closed: r.closed))
        case "randomElement":
            guard sequenceElements(v) == nil else { return nil }
            return .optional(try randomValue(in: v, node: node, file))
        default:
            return nil
        }
    }

    /// `stride(from:to:by:)` and `stride(from:through:by:)`, as an array bounded by the loop limit.
    func stride(_ args: [Argument], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue {
        func value(_ label: String) -> SwiftValue? { args.first { $0.label == label }?.value }
        guard let from = value("from"), let end = value("to") ?? value("through"), let by = value("by"),
              let a = from.number, let b = end.number, let step = by.number else {
            throw fail("stride needs from:, to: or through:, and by: numbers", at: node, file)
        }
        guard step != 0 else { throw fail("stride's step is zero", at: node, file) }
        let through = value("through") != nil
        let ints = [from, end, by].allSatisfy { if case .int = $0 { return true }; return false }
        var out: [SwiftValue] = []
        var i = 0
        while true {
            // Each element from the start (not by repeated addition), as Swift's stride does.
            let x = a + Double(i) * step
            if step > 0 ? (through ? x > b : x >= b) : (through ? x < b : x <= b) { break }
            guard out.count < EvaluationLimits.loopIterations else {
                throw fail("stride makes more than \(EvaluationLimits.loopIterations) elements (the loop limit)", at: node, file)
            }
            out.append(ints && abs(x) < 9e18 ? .int(Int(x)) : .double(x))
            i += 1
        }
        return .array(out)
    }
}
