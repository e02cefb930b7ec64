import SwiftSyntax

/// Combine as view models use it: subjects, `Just`, `sink`, `assign`, `store(in:)`, operators.
/// A preview is its initial state, so nothing is ever published: a subscription's closure never
/// runs, `send` changes nothing but a `CurrentValueSubject`'s `value`, and every operator gives
/// the publisher back.
enum CombineLibrary {
    static let typeNames: Set<String> = ["PassthroughSubject", "CurrentValueSubject", "AnyCancellable", "Just", "Empty", "Publishers",
                                         "AnyPublisher", "Cancellable", "Deferred", "Future"]

    /// A publisher or subscription; a current-value subject keeps its value.
    final class Publisher: Hashable {
        var value: SwiftValue
        init(value: SwiftValue) { self.value = value }
        static func == (a: Publisher, b: Publisher) -> Bool { a === b }
        func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    }

    static func construct(_ name: String, _ args: [Argument]) -> SwiftValue? {
        guard typeNames.contains(name) else { return nil }
        let initial = name == "CurrentValueSubject" || name == "Just" ? args.first?.value ?? .void : .void
        return .native(AnyHashable(Publisher(value: initial)))
    }

    /// `Publishers.Merge(a, b)`, `Publishers.CombineLatest3(…)`, `Publishers.Sequence(sequence:)`:
    /// the publishers Combine nests under `Publishers`, which never fire either.
    static func staticCall(_ type: String, _ name: String) -> SwiftValue? {
        guard type == "Publishers" else { return nil }
        return .native(AnyHashable(Publisher(value: .void)))
    }

    static func property(_ receiver: SwiftValue, _ name: String) -> SwiftValue? {
        guard case .native(let n) = receiver, let p = n.base as? Publisher else { return nil }
        return name == "value" ? p.value : nil
    }

    static func method(_ receiver: SwiftValue, _ name: String, _ args: [Argument]) -> SwiftValue? {
        guard case .native(let n) = receiver, let p = n.base as? Publisher else { return nil }
        switch name {
        case "send":
            if let v = args.first?.value { p.value = v }
            return .void
        case "store", "cancel": return .void
        // `sink`, `assign` and every operator: a publisher (or subscription) that never fires.
        default: return receiver
        }
    }
}
