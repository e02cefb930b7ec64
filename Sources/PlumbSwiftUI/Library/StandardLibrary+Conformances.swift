import PlumbModel
import SwiftSyntax

/// What Swift synthesises for the sources' own types, and how values print: `Equatable` (`==`
/// compares stored properties), `Comparable` for enums (by case order, unless the type declares
/// `<`), `RawRepresentable` (Int raw values count up from the last one written, String raw
/// values default to the case name), `CustomStringConvertible` (`"\(value)"` is the declared
/// `description`), and `String(describing:)` of optionals, collections, tuples and structs.
extension SwiftEvaluator {
    // MARK: Printing

    /// `String(describing:)` of a value `describe` leaves to the library.
    func describeValue(_ v: SwiftValue) -> String {
        if let d = declaredDescription(v) { return d }
        switch v {
        case .optional(let inner): return inner.map { "Optional(\(debugDescribe($0)))" } ?? "nil"
        case .enumCase(_, let name, let payload): return payload.isEmpty ? name : name + describeFields(payload)
        case .array(let a): return "[" + a.map { debugDescribe($0) }.joined(separator: ", ") + "]"
        case .dictionary(let d): return d.isEmpty ? "[:]" : "[" + d.map { "\(debugDescribe($0.key)): \(debugDescribe($0.value))" }.joined(separator: ", ") + "]"
        case .tuple(let parts): return describeFields(parts)
        case .range(let lo, let hi): return "\(lo)..<\(hi)"
        case .interval(let r): return describe(r.lower) + (r.closed ? "..." : "..<") + describe(r.upper)
        case .type(let t): return t
        // A case of one of SwiftUI's enums (`Edge.leading`, `.horizontal`) prints as Swift's
        // enum cases do: its name.
        case .symbol(let s) where !s.hasPrefix(Self.operatorPrefix): return s
        case .implicitMember(let n, nil): return n
        case .instance(let i):
            let order = declarations.type(i.type)?.storedProperties.map(\.name) ?? i.fields.keys.sorted()
            return i.type + describeFields(order.compactMap { name in i.fields[name].map { (label: name, value: $0) } })
        default: return v.kindName
        }
    }

    /// `String(reflecting:)`: strings quoted, as they print inside collections.
    func debugDescribe(_ v: SwiftValue) -> String {
        if case .string(let s) = v { return "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
        return describe(v)
    }

    private func describeFields(_ fields: [(label: String?, value: SwiftValue)]) -> String {
        "(" + fields.map { ($0.label.map { "\($0): " } ?? "") + debugDescribe($0.value) }.joined(separator: ", ") + ")"
    }

    /// The `description` a type declares (`CustomStringConvertible`), if it declares one.
    private func declaredDescription(_ v: SwiftValue) -> String? {
        let type: String
        switch v {
        case .instance(let i): type = i.type
        case .enumCase(let t, _, _): type = t
        default: return nil
        }
        guard let p = declarations.type(type)?.properties["description"], p.isComputed || p.binding.initializer != nil,
              case .string(let s)? = try? propertyValue(p, selfValue: v) else { return nil }
        return s
    }

    // MARK: Equatable

    /// `==` of values `equal` leaves to the library: structs field by field (synthesised
    /// `Equatable`), arrays, tuples, dictionaries (in any order), ranges, types.
    func equalComposite(_ a: SwiftValue, _ b: SwiftValue) -> Bool {
        switch (a, b) {
        case (.instance(let x), .instance(let y)):
            return x === y || x.type == y.type && x.fields.count == y.fields.count
                && x.fields.allSatisfy { k, v in y.fields[k].map { equal(v, $0) } ?? false }
        case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        case (.tuple(let x), .tuple(let y)): return x.count == y.count && zip(x, y).allSatisfy { equal($0.value, $1.value) }
        case (.dictionary(let x), .dictionary(let y)):
            return x.count == y.count && x.allSatisfy { e in y.contains { equal($0.key, e.key) && equal($0.value, e.value) } }
        case (.type(let x), .type(let y)): return x == y
        case (.keyPath(let x), .keyPath(let y)): return x == y
        default:
            guard let x = rangeBounds(a), let y = rangeBounds(b) else { return false }
            return x.closed == y.closed && equal(x.lower, y.lower) && equal(x.upper, y.upper)
        }
    }

    // MARK: Comparable

    /// The order of two values Swift compares with `<`: -1, 0 or 1; nil when they do not compare.
    /// Numbers, strings (and characters), tuples element by element, Dynamic Type sizes, enum
    /// cases (the type's `<` when declared, else case order), instances with a declared `<`.
    func ordering(_ a: SwiftValue, _ b: SwiftValue, node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> Int? {
        func sign<T: Comparable>(_ x: T, _ y: T) -> Int { x < y ? -1 : x > y ? 1 : 0 }
        let a = a.unwrapped ?? a, b = b.unwrapped ?? b
        switch (a, b) {
        case (.int(let x), .int(let y)): return sign(x, y)
        case (.string(let x), .string(let y)): return sign(x, y)
        case (.tuple(let x), .tuple(let y)) where x.count == y.count:
            for (p, q) in zip(x, y) {
                guard let o = try ordering(p.value, q.value, node: node, file) else { return nil }
                if o != 0 { return o }
            }
            return 0
        default: break
        }
        if let x = a.number, let y = b.number { return sign(x, y) }
        // A library value that compares (`Date`): its own `<`, as `max(event.start, now)` uses.
        if case .native = a, case .native = b, case .bool(let less)? = try libraryBinary("<", a, b, node: node, file),
           case .bool(let greater)? = try libraryBinary("<", b, a, node: node, file) {
            return less ? -1 : greater ? 1 : 0
        }
        // SwiftUI's own Comparable enums (Dynamic Type sizes) order as SwiftUI declares them.
        if let o = dynamicTypeOrdering(a, b) { return o }
        guard let type = declaredTypeName(a) ?? declaredTypeName(b), let t = declarations.type(type) else { return nil }
        if let less = t.staticMethods["<"]?.first ?? t.methods["<"]?.first {
            func lessThan(_ x: SwiftValue, _ y: SwiftValue) throws -> Bool {
                let args = zip(less.labels, [x, y]).map { Argument(label: $0, value: $1, syntax: nil) }
                return try truth(invoke(function: less, receiver: .type(type), args, node: node), node, file)
            }
            return try lessThan(a, b) ? -1 : lessThan(b, a) ? 1 : 0
        }
        guard let x = caseIndex(a, t), let y = caseIndex(b, t) else { return nil }
        return sign(x, y)
    }

    private func declaredTypeName(_ v: SwiftValue) -> String? {
        switch v {
        case .instance(let i): return i.type
        case .enumCase(let t, _, _): return t
        default: return nil
        }
    }

    private func caseIndex(_ v: SwiftValue, _ t: TypeDecl) -> Int? {
        switch v {
        case .enumCase(_, let name, _), .implicitMember(let name, _): return t.caseOrder.firstIndex(of: name)
        default: return nil
        }
    }

    /// `a < b`, `a >= b` for values `ordering` compares; nil for other operators or values.
    func compareComparable(_ op: String, _ l: SwiftValue, _ r: SwiftValue, _ node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        guard ["<", ">", "<=", ">="].contains(op), let o = try ordering(l, r, node: node, file) else { return nil }
        switch op {
        case "<": return .bool(o < 0)
        case ">": return .bool(o > 0)
        case "<=": return .bool(o <= 0)
        default: return .bool(o >= 0)
        }
    }

    // MARK: RawRepresentable

    /// A case's raw value: the one written, else (Int or Double raw type) one more than the
    /// case before's, else (String) the case's name. Nil when the type has no such case.
    func enumRawValue(_ type: String, _ caseName: String) throws -> SwiftValue? {
        guard let t = declarations.type(type), let c = t.cases[caseName] else { return nil }
        if let raw = c.rawValue { return try eval(raw, Scope(parent: nil), c.file) }
        guard let rawType = t.rawType, rawType != "String", let i = t.caseOrder.firstIndex(of: caseName) else { return .string(caseName) }
        // Count up from the nearest case before with a written value (or from 0).
        var base = SwiftValue.int(0), offset = i
        if let written = t.caseOrder[..<i].lastIndex(where: { t.cases[$0]?.rawValue != nil }) {
            base = try enumRawValue(type, t.caseOrder[written]) ?? .int(0)
            offset = i - written
        }
        if case .int(let n) = base, rawType.hasPrefix("Int") || rawType.hasPrefix("UInt") { return .int(n + offset) }
        return .double((base.number ?? 0) + Double(offset))
    }
}
