/// A library value's method named without a call, used as a function value
/// (`items.filter(set.contains)`, `names.map(formatter.string)`): the receiver as it was when
/// named, the method called with the function's arguments when the function is.
final class MethodReference: Hashable {
    let receiver: SwiftValue
    let name: String

    init(receiver: SwiftValue, name: String) {
        self.receiver = receiver
        self.name = name
    }

    /// Values whose methods the library bindings answer (not the sources' own types, whose
    /// methods are bound methods already, nor types, views or unknowns).
    static func canRefer(to v: SwiftValue) -> Bool {
        switch v {
        case .array, .dictionary, .string, .int, .double, .bool, .range, .interval, .native, .optional: return true
        default: return false
        }
    }

    static func == (a: MethodReference, b: MethodReference) -> Bool { a === b }
    func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
