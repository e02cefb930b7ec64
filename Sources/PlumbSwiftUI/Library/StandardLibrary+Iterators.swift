import SwiftSyntax

/// Iterators as view code writes them: `items.makeIterator()` and `it.next()`, and
/// `AnyIterator { … }` (a closure that returns the next element or nil) or `AnyIterator(base)`,
/// itself a sequence that `Array(…)`, `for … in` and `ForEach` read to its end.
///
/// An iterator is one shared state (`SequenceIterator`): `AnyIterator` is a reference in Swift
/// too, and an `IndexingIterator` copied and advanced twice is not code views are written in.
extension SwiftEvaluator {
    /// The state of one iterator: the elements not yet returned, or the closure that makes
    /// the next one (with where it was written, for its errors).
    final class SequenceIterator: Hashable {
        enum Source {
            case elements(ArraySlice<SwiftValue>)
            case closure(Closure, node: Syntax, file: SwiftSourceFile)
            case finished
        }
        var source: Source

        init(_ source: Source) { self.source = source }

        static func == (a: SequenceIterator, b: SequenceIterator) -> Bool { a === b }
        func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    }

    /// `AnyIterator { … }`, `AnyIterator(iterator)`, `AnyIterator(sequence)`; nil for any other name.
    func iteratorCall(_ name: String, _ args: [Argument], node: some SyntaxProtocol, _ file: SwiftSourceFile) -> SwiftValue? {
        guard name == "AnyIterator", let first = args.first?.value else { return nil }
        switch first {
        case .closure(let c):
            return .native(AnyHashable(SequenceIterator(.closure(c, node: Syntax(node), file: file))))
        case .native(let n) where n.base is SequenceIterator:
            return first
        default:
            guard let xs = sequenceElements(first) else { return nil }
            return .native(AnyHashable(SequenceIterator(.elements(xs[...]))))
        }
    }

    /// `seq.makeIterator()` on any sequence, and `next()` on an iterator; nil otherwise.
    func iteratorMethod(_ receiver: SwiftValue, _ name: String, _ args: [Argument]) throws -> SwiftValue? {
        guard args.isEmpty else { return nil }
        if case .native(let n) = receiver, let it = n.base as? SequenceIterator {
            switch name {
            case "next": return .optional(try advance(it))
            case "makeIterator": return receiver
            default: return nil
            }
        }
        guard name == "makeIterator", let xs = sequenceElements(receiver) else { return nil }
        return .native(AnyHashable(SequenceIterator(.elements(xs[...]))))
    }

    /// The iterator's next element, nil at its end (and from then on).
    func advance(_ it: SequenceIterator) throws -> SwiftValue? {
        switch it.source {
        case .finished:
            return nil
        case .elements(let rest):
            guard let first = rest.first else { it.source = .finished; return nil }
            it.source = .elements(rest.dropFirst())
            return first
        case .closure(let c, let node, let file):
            let v = try callClosure(c, [], node: node, file)
            guard let next = v.isNil ? nil : (v.unwrapped ?? v) else { it.source = .finished; return nil }
            return next
        }
    }

    /// Reads the iterator to its end (using it up); nil when it has more than the loop limit's
    /// elements (an `AnyIterator` that never returns nil). A failing closure throws.
    func readToEnd(_ it: SequenceIterator) throws -> [SwiftValue]? {
        var out: [SwiftValue] = []
        while let v = try advance(it) {
            guard out.count < EvaluationLimits.loopIterations else { return nil }
            out.append(v)
        }
        return out
    }

    /// The elements an iterator has left, without using them up: a closure's elements are
    /// made once and kept as the iterator's state, so asking whether a value is a sequence
    /// (which the evaluator does often) never advances it. Nil when the closure does not end
    /// within the loop limit or fails.
    func remainingElements(_ it: SequenceIterator) -> [SwiftValue]? {
        switch it.source {
        case .finished: return []
        case .elements(let rest): return Array(rest)
        case .closure:
            guard let read = try? readToEnd(it) else { return nil }
            it.source = .elements(read[...])
            return read
        }
    }
}
