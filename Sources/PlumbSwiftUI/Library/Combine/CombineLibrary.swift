import SwiftSyntax

/// Combine as view models use it: subjects, `Just`, `@Published` projections, `sink`, `assign`,
/// `store(in:)`, operators. A preview is its initial state, so only what Combine delivers
/// synchronously on subscription arrives: the current value of a `@Published` property or a
/// `CurrentValueSubject`, and `Just`'s value, through the operators that pass it on at once
/// (`map`, `compactMap`, `filter`, `removeDuplicates`, `eraseToAnyPublisher`, …). `dropFirst`
/// drops it; scheduling operators (`receive(on:)`, `debounce`, `throttle`, `delay`) deliver it
/// later, which a still preview never reaches; combining operators wait for their other inputs.
/// Nothing is sent afterwards: `send` changes nothing but a `CurrentValueSubject`'s `value`.
enum CombineLibrary {
    static let typeNames: Set<String> = ["PassthroughSubject", "CurrentValueSubject", "AnyCancellable", "Just", "Empty", "Publishers",
                                         "AnyPublisher", "Cancellable", "Deferred", "Future"]

    /// A publisher, subject or subscription.
    final class Publisher: Hashable {
        /// A `CurrentValueSubject`'s value (`.void` for the others).
        var value: SwiftValue
        /// What a new subscriber receives at once, nil when nothing arrives synchronously.
        var immediate: SwiftValue?
        /// A `CurrentValueSubject`: `send` changes its value.
        let keepsValue: Bool
        init(value: SwiftValue = .void, immediate: SwiftValue? = nil, keepsValue: Bool = false) {
            self.value = value
            self.immediate = immediate
            self.keepsValue = keepsValue
        }
        static func == (a: Publisher, b: Publisher) -> Bool { a === b }
        func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    }

    /// Operators that pass each value on as it comes.
    static let passing: Set<String> = ["removeDuplicates", "eraseToAnyPublisher", "share", "print", "handleEvents", "setFailureType",
                                       "replaceError", "catch", "assertNoFailure", "retry", "breakpoint", "prefix", "first"]
    /// Operators that transform each value with their closure.
    static let transforming: Set<String> = ["map", "tryMap", "compactMap", "tryCompactMap", "filter", "tryFilter", "replaceNil"]

    /// `$mode` of an `@Published var mode`: the property's publisher, which gives a new
    /// subscriber the current value.
    static func projectedValue(wrapper: String, value: SwiftValue) -> SwiftValue? {
        wrapper == "Published" ? wrap(Publisher(immediate: value)) : nil
    }

    static func construct(_ name: String, _ args: [Argument]) -> SwiftValue? {
        guard typeNames.contains(name) else { return nil }
        switch name {
        case "CurrentValueSubject":
            let v = args.first?.value ?? .void
            return wrap(Publisher(value: v, immediate: v, keepsValue: true))
        case "Just": return wrap(Publisher(immediate: args.first?.value ?? .void))
        default: return wrap(Publisher())
        }
    }

    /// `Publishers.Merge(a, b)`, `Publishers.CombineLatest3(…)`, `Publishers.Sequence(sequence:)`:
    /// the publishers Combine nests under `Publishers`, which give nothing at once here.
    static func staticCall(_ type: String, _ name: String) -> SwiftValue? {
        guard type == "Publishers" else { return nil }
        return wrap(Publisher())
    }

    static func property(_ receiver: SwiftValue, _ name: String) -> SwiftValue? {
        guard case .native(let n) = receiver, let p = n.base as? Publisher else { return nil }
        return name == "value" ? p.value : nil
    }

    static func method(_ receiver: SwiftValue, _ name: String, _ args: [Argument], evaluator e: SwiftEvaluator,
                       node: some SyntaxProtocol, file: SwiftSourceFile) throws -> SwiftValue? {
        guard case .native(let n) = receiver, let p = n.base as? Publisher else { return nil }
        let closure = args.last { if case .closure = $0.value { return true }; return false }?.value
        switch name {
        case "send":
            if let v = args.first?.value, p.keepsValue {
                p.value = v
                p.immediate = v
            }
            return .void
        case "store", "cancel": return .void
        case "sink":
            // `sink(receiveValue:)` or `sink(receiveCompletion:receiveValue:)`: the value, if one comes now.
            let receive = args.first { $0.label == "receiveValue" }?.value ?? (args.count == 1 ? args[0].value : nil)
            if let v = p.immediate, let receive { _ = try e.invoke(receive, [Argument(label: nil, value: v, syntax: nil)], node: node, file) }
            return wrap(Publisher())
        case "assign":
            // `assign(to: \.title, on: model)`: the value, if one comes now, set on the object.
            if let v = p.immediate, case .keyPath(let path)? = args.first(where: { $0.label == "to" })?.value, path.count == 1,
               case .instance(let object)? = args.first(where: { $0.label == "on" })?.value {
                object.fields[path[0]] = v
            }
            return wrap(Publisher())
        case "dropFirst":
            let count = args.first?.value.number ?? 1
            return wrap(Publisher(immediate: count > 0 ? nil : p.immediate))
        case _ where passing.contains(name):
            return wrap(Publisher(immediate: p.immediate))
        case _ where transforming.contains(name):
            guard let v = p.immediate, let f = closure ?? args.first?.value else { return wrap(Publisher()) }
            if name == "replaceNil" { return wrap(Publisher(immediate: v.isNil ? f : v)) }
            let out = try apply(f, to: v, e, node: node, file)
            switch name {
            case "filter", "tryFilter":
                guard case .bool(let keep) = out else { return wrap(Publisher()) }
                return wrap(Publisher(immediate: keep ? v : nil))
            case "compactMap", "tryCompactMap": return wrap(Publisher(immediate: out.isNil ? nil : (out.unwrapped ?? out)))
            default: return wrap(Publisher(immediate: out))
            }
        // Scheduling and combining operators: nothing arrives now.
        default:
            return wrap(Publisher())
        }
    }

    /// A closure or key path (`map(\.count)`) applied to one value.
    private static func apply(_ f: SwiftValue, to v: SwiftValue, _ e: SwiftEvaluator, node: some SyntaxProtocol,
                              _ file: SwiftSourceFile) throws -> SwiftValue {
        if case .keyPath(let path) = f { return try e.keyPathValue(v, path, node: node, file) }
        return try e.invoke(f, [Argument(label: nil, value: v, syntax: nil)], node: node, file)
    }

    private static func wrap(_ p: Publisher) -> SwiftValue { .native(AnyHashable(p)) }

    /// A publisher that sends nothing while the preview is made (`NotificationCenter`'s).
    static func silentPublisher() -> SwiftValue { wrap(Publisher()) }
}
