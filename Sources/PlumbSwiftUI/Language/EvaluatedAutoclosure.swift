/// An `@autoclosure` argument, evaluated where the call is (a preview has no effects whose
/// order could tell): calling it — `header()` on a stored `@autoclosure @escaping () -> AnyView`
/// — gives that value, as calling the closure Swift wraps it in would.
final class EvaluatedAutoclosure: Hashable, CallableNativeValue {
    let value: SwiftValue

    init(_ value: SwiftValue) { self.value = value }

    var resultOfCall: SwiftValue { value }

    static func == (a: EvaluatedAutoclosure, b: EvaluatedAutoclosure) -> Bool { a === b }
    func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
