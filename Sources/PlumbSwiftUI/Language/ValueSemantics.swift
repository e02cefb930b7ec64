/// Swift's value semantics for the evaluator's records. An `Instance` is a reference (so that a
/// mutating method, an initializer and a class share one object), but a struct is a value: a
/// `let`/`var` made from it, an assignment and a memberwise argument take their own copy, as
/// Swift's do, so `var copy = self; copy.title = t; return copy` leaves `self` as it was.
extension SwiftEvaluator {
    /// `v` with every struct instance it holds (in optionals, arrays, tuples, dictionaries and
    /// the struct's own fields) copied; classes stay shared, as references are in Swift.
    func valueCopy(_ v: SwiftValue) -> SwiftValue {
        switch v {
        case .instance(let i):
            guard isValueType(i.type) else { return v }
            let copy = Instance(type: i.type, fields: i.fields.mapValues(valueCopy))
            copy.genericArguments = i.genericArguments
            return .instance(copy)
        case .optional(let wrapped?):
            return .optional(valueCopy(wrapped))
        case .array(let elements):
            return elements.contains(where: holdsInstance) ? .array(elements.map(valueCopy)) : v
        case .tuple(let elements):
            return .tuple(elements.map { ($0.label, valueCopy($0.value)) })
        case .native(let n):
            guard let copyable = n.base as? CopyableNativeValue else { return v }
            return .native(copyable.copied())
        case .dictionary(let pairs):
            return pairs.contains(where: { holdsInstance($0.value) }) ? .dictionary(pairs.map { ($0.key, valueCopy($0.value)) }) : v
        default:
            return v
        }
    }

    /// A type declared `struct`, or one Plumb makes as a record (`EdgeInsets`, `GridItem`, a
    /// style configuration): SwiftUI's records are structs too. Classes and actors are shared.
    private func isValueType(_ type: String) -> Bool {
        guard let t = declarations.type(type) else { return true }
        return t.kind != .class
    }

    /// Whether copying `v` could copy anything (an array of numbers is left as it is).
    private func holdsInstance(_ v: SwiftValue) -> Bool {
        switch v {
        case .instance: return true
        case .optional(let wrapped?): return holdsInstance(wrapped)
        case .array(let a): return a.contains(where: holdsInstance)
        case .tuple(let t): return t.contains { holdsInstance($0.value) }
        default: return false
        }
    }
}
