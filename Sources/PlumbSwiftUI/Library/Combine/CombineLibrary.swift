import SwiftSyntax

/// Combine as view models use it: subjects, `Just`, `Fail`, `Empty`, `@Published` projections,
/// `sink`, `assign`, `store(in:)`, operators. A publisher is the events it sends a new
/// subscriber, each either at once or after a time on the preview's main queue
/// (`PreviewMainQueue`, which runs only while a test waits): the current value of a `@Published`
/// property or a `CurrentValueSubject`, `Just`'s value and completion, `Fail`'s failure, at once;
/// `delay(for:scheduler:)` (and `debounce`) makes them later, `receive(on:)` a main queue or run
/// loop (`DispatchQueue.main`, `RunLoop.main`, `.main`) the next turn of the queue, another
/// scheduler (`ImmediateScheduler`, CombineSchedulers' `UIScheduler` on the main thread) at once.
/// Operators that pass values on (`map`, `compactMap`, `filter`, `removeDuplicates`,
/// `eraseToAnyPublisher`, …) apply to each event as the pipeline is made; `replaceError` and
/// `catch` turn a failure into values; `dropFirst` drops the first value; combining operators
/// (`merge`, `combineLatest`, `flatMap`) wait for inputs that never come. `sink` and `assign` get
/// each event then. Nothing is sent afterwards: `send` changes nothing but a
/// `CurrentValueSubject`'s `value`.
enum CombineLibrary {
    static let typeNames: Set<String> = ["PassthroughSubject", "CurrentValueSubject", "AnyCancellable", "Just", "Empty", "Fail", "Publishers",
                                         "AnyPublisher", "Cancellable", "Deferred", "Future"]

    /// What a publisher sends: a value, its failure, or its end.
    enum EventKind {
        case value(SwiftValue)
        case failure(SwiftValue)
        case finished
    }

    /// An event and when it comes: at once (nil), or that many seconds later on the main queue.
    struct Event {
        var kind: EventKind
        var delay: Double?
    }

    /// A publisher, subject or subscription.
    final class Publisher: Hashable {
        /// A `CurrentValueSubject`'s value (`.void` for the others).
        var value: SwiftValue
        /// What a new subscriber receives, in order.
        var events: [Event]
        /// A `CurrentValueSubject`: `send` changes its value.
        let keepsValue: Bool
        init(value: SwiftValue = .void, events: [Event] = [], keepsValue: Bool = false) {
            self.value = value
            self.events = events
            self.keepsValue = keepsValue
        }
        /// A publisher that sends `v` at once (and goes on).
        convenience init(immediate v: SwiftValue) { self.init(events: [Event(kind: .value(v), delay: nil)]) }
        static func == (a: Publisher, b: Publisher) -> Bool { a === b }
        func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    }

    /// Operators that pass each value on as it comes.
    static let passing: Set<String> = ["removeDuplicates", "eraseToAnyPublisher", "share", "print", "handleEvents", "setFailureType",
                                       "assertNoFailure", "retry", "breakpoint", "subscribe", "mapError", "eraseToAnyScheduler"]
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
            return wrap(Publisher(value: v, events: [Event(kind: .value(v), delay: nil)], keepsValue: true))
        case "Just": return wrap(Publisher(events: [Event(kind: .value(args.first?.value ?? .void), delay: nil), Event(kind: .finished, delay: nil)]))
        case "Fail":
            let error = args.first { $0.label == "error" }?.value ?? .void
            return wrap(Publisher(events: [Event(kind: .failure(error), delay: nil)]))
        case "Empty":
            let completes = args.first { $0.label == "completeImmediately" }?.value
            if case .bool(false)? = completes { return wrap(Publisher()) }
            return wrap(Publisher(events: [Event(kind: .finished, delay: nil)]))
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

    /// Whether `receive(on:)` a scheduler delivers on the next turn of the main queue
    /// (`DispatchQueue.main`, `RunLoop.main`, `.main`) rather than at once.
    static func isQueued(_ scheduler: SwiftValue?) -> Bool {
        switch scheduler {
        case .native(let n)?: return (n.base as? FoundationServices.Service).map { ["DispatchQueue", "RunLoop"].contains($0.kind) } ?? false
        case .implicitMember("main", nil)?: return true
        default: return false
        }
    }

    static func method(_ receiver: SwiftValue, _ name: String, _ args: [Argument], evaluator e: SwiftEvaluator,
                       node: some SyntaxProtocol, file: SwiftSourceFile) throws -> SwiftValue? {
        guard case .native(let n) = receiver, let p = n.base as? Publisher else { return nil }
        let closure = args.last { if case .closure = $0.value { return true }; return false }?.value
        switch name {
        case "send":
            if let v = args.first?.value, p.keepsValue {
                p.value = v
                p.events = [Event(kind: .value(v), delay: nil)]
            }
            return .void
        case "store", "cancel": return .void
        case "sink":
            // `sink(receiveValue:)` or `sink(receiveCompletion:receiveValue:)`: each event, now or
            // when the main queue gets to it.
            let receive = args.first { $0.label == "receiveValue" }?.value ?? (args.count == 1 ? args[0].value : nil)
            // `.sink { completion in … } receiveValue: { … }`: the first trailing closure is unlabelled.
            let complete = args.first { $0.label == "receiveCompletion" }?.value ?? (args.count == 2 && args[0].label == nil ? args[0].value : nil)
            try deliver(p.events, e, node: node, file) { kind in
                switch kind {
                case .value(let v): if let receive { _ = try e.invoke(receive, [Argument(label: nil, value: v, syntax: nil)], node: node, file) }
                case .failure(let error): if let complete { _ = try e.invoke(complete, [Argument(label: nil, value: completion(failure: error), syntax: nil)], node: node, file) }
                case .finished: if let complete { _ = try e.invoke(complete, [Argument(label: nil, value: completion(failure: nil), syntax: nil)], node: node, file) }
                }
            }
            return wrap(Publisher())
        case "assign":
            // `assign(to: \.title, on: model)`: each value set on the object.
            if case .keyPath(let path)? = args.first(where: { $0.label == "to" })?.value, path.count == 1,
               case .instance(let object)? = args.first(where: { $0.label == "on" })?.value {
                try deliver(p.events, e, node: node, file) { kind in if case .value(let v) = kind { object.fields[path[0]] = v } }
            }
            return wrap(Publisher())
        case "dropFirst":
            var drop = Int(args.first?.value.number ?? 1)
            return wrap(Publisher(events: p.events.filter { event in
                guard case .value = event.kind, drop > 0 else { return true }
                drop -= 1
                return false
            }))
        case "prefix", "first":
            var keep = name == "first" ? 1 : Int(args.first?.value.number ?? 0)
            var out: [Event] = []
            for event in p.events {
                guard case .value = event.kind else { out.append(event); break }
                guard keep > 0 else { break }
                out.append(event)
                keep -= 1
                if keep == 0 { out.append(Event(kind: .finished, delay: event.delay)); break }
            }
            return wrap(Publisher(events: out))
        case "delay", "debounce":
            let by = args.first { $0.label == "for" }.flatMap { FoundationServices.interval($0.value) } ?? 0
            return wrap(Publisher(events: p.events.map { Event(kind: $0.kind, delay: ($0.delay ?? 0) + by) }))
        case "receive":
            guard isQueued(args.first { $0.label == "on" }?.value) else { return wrap(Publisher(events: p.events)) }
            return wrap(Publisher(events: p.events.map { Event(kind: $0.kind, delay: $0.delay ?? 0) }))
        case "replaceError":
            let with = args.first { $0.label == "with" }?.value ?? .void
            return wrap(Publisher(events: p.events.flatMap { event -> [Event] in
                guard case .failure = event.kind else { return [event] }
                return [Event(kind: .value(with), delay: event.delay), Event(kind: .finished, delay: event.delay)]
            }))
        case "catch":
            var out: [Event] = []
            for event in p.events {
                guard case .failure(let error) = event.kind else { out.append(event); continue }
                if let f = closure, case .native(let m) = try e.invoke(f, [Argument(label: nil, value: error, syntax: nil)], node: node, file),
                   let replacement = m.base as? Publisher {
                    // The replacement's events come after the failure that started it.
                    out += replacement.events.map { r in Event(kind: r.kind, delay: event.delay.map { $0 + (r.delay ?? 0) } ?? r.delay) }
                }
                break
            }
            return wrap(Publisher(events: out))
        case _ where passing.contains(name):
            return wrap(Publisher(events: p.events))
        case _ where transforming.contains(name):
            guard let f = closure ?? args.first?.value else { return wrap(Publisher()) }
            var out: [Event] = []
            for event in p.events {
                guard case .value(let v) = event.kind else { out.append(event); continue }
                if name == "replaceNil" {
                    out.append(Event(kind: .value(v.isNil ? f : v), delay: event.delay))
                    continue
                }
                let made = try apply(f, to: v, e, node: node, file)
                switch name {
                case "filter", "tryFilter":
                    if case .bool(true) = made { out.append(event) }
                case "compactMap", "tryCompactMap":
                    if !made.isNil { out.append(Event(kind: .value(made.unwrapped ?? made), delay: event.delay)) }
                default: out.append(Event(kind: .value(made), delay: event.delay))
                }
            }
            return wrap(Publisher(events: out))
        // Combining operators: nothing arrives.
        default:
            return wrap(Publisher())
        }
    }

    /// `Subscribers.Completion`: `.finished`, or `.failure(error)`.
    private static func completion(failure: SwiftValue?) -> SwiftValue {
        guard let failure else { return .enumCase(type: "Subscribers.Completion", name: "finished", payload: []) }
        return .enumCase(type: "Subscribers.Completion", name: "failure", payload: [(label: nil, value: failure)])
    }

    /// Hands each event to `receive`: those that come at once now, the others queued on the main
    /// queue after their delay. A failure or the end stops the events after it.
    private static func deliver(_ events: [Event], _ e: SwiftEvaluator, node: some SyntaxProtocol, _ file: SwiftSourceFile,
                                _ receive: @escaping (EventKind) throws -> Void) throws {
        for event in events {
            if let delay = event.delay {
                e.determinism.mainQueue.schedule(after: delay) { try receive(event.kind) }
            } else {
                try receive(event.kind)
            }
            if case .value = event.kind { continue }
            break
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
