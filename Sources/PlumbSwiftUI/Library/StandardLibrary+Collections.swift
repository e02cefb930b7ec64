import Foundation
import SwiftSyntax

/// Arrays, sets, dictionaries and optionals. A `Set` is an array without repeated elements (in
/// insertion order, so previews stay the same on every run); a dictionary keeps its insertion
/// order for the same reason. Every sequence (arrays, strings, ranges of Ints, dictionaries as
/// key-value pairs) answers the same methods here: `map`, `filter`, `reduce(into:)`, `sorted`,
/// `min(by:)`, `prefix`, `shuffled()` (seeded), the set algebra, …
extension SwiftEvaluator {
    func collectionCall(_ name: String, _ args: [Argument], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        let values = args.map(\.value)
        switch name {
        case "Array":
            if let r = args.first(where: { $0.label == "repeating" }), let n = args.first(where: { $0.label == "count" })?.value.number {
                guard n >= 0, n <= Double(EvaluationLimits.loopIterations) else { throw fail("Array(repeating:count:) with count \(n)", at: node, file) }
                return .array(Array(repeating: r.value, count: Int(n)))
            }
            guard let v = values.first else { return .array([]) }
            return .array(try elements(of: v, at: node, file))
        case "Set":
            guard let v = values.first else { return .array([]) }
            return .array(unique(try elements(of: v, at: node, file)))
        case "Dictionary":
            if let pairs = args.first(where: { $0.label == "uniqueKeysWithValues" }) {
                var d: [(key: SwiftValue, value: SwiftValue)] = []
                for pair in try elements(of: pairs.value, at: node, file) {
                    let (k, v) = try keyAndValue(pair, node: node, file)
                    if d.contains(where: { equal($0.key, k) }) { throw fail("Dictionary(uniqueKeysWithValues:) has the key \(debugDescribe(k)) twice", at: node, file) }
                    d.append((k, v))
                }
                return .dictionary(d)
            }
            if let grouped = args.first(where: { $0.label == "grouping" }), let key = args.first(where: { $0.label == "by" })?.value ?? args.last?.value {
                var d: [(key: SwiftValue, value: SwiftValue)] = []
                for x in try elements(of: grouped.value, at: node, file) {
                    let k = try applyFunction(key, [x], node: node, file)
                    if let i = d.firstIndex(where: { equal($0.key, k) }), case .array(let group) = d[i].value {
                        d[i].value = .array(group + [x])
                    } else {
                        d.append((k, .array([x])))
                    }
                }
                return .dictionary(d)
            }
            if let pairs = values.first, args.first?.label == nil, let combine = args.first(where: { $0.label == "uniquingKeysWith" })?.value {
                return try merged([], try elements(of: pairs, at: node, file), combine, node: node, file)
            }
            return values.isEmpty ? .dictionary([]) : nil
        case "zip":
            guard values.count == 2 else { throw fail("zip needs two sequences", at: node, file) }
            let a = try elements(of: values[0], at: node, file), b = try elements(of: values[1], at: node, file)
            return .array(zip(a, b).map { .tuple([(label: nil, value: $0), (label: nil, value: $1)]) })
        case "stride":
            return try stride(args, node: node, file)
        case "KeyPathComparator", "SortDescriptor":
            // Foundation's comparators, kept as what `sorted(using:)` reads: the key path and order.
            guard case .keyPath? = values.first else { throw fail("\(name) needs a key path", at: node, file) }
            return .enumCase(type: "KeyPathComparator", name: "keyPath",
                             payload: [(label: nil, value: values[0]), (label: "order", value: args.first { $0.label == "order" }?.value ?? .implicitMember(name: "forward", arguments: nil))])
        default:
            return nil
        }
    }

    /// The elements of a sequence value (array, string, range of Ints, dictionary), or nil for a
    /// value that is none or has more elements than the loop limit.
    func sequenceElements(_ v: SwiftValue) -> [SwiftValue]? {
        switch v {
        case .array(let a): return a
        case .string(let s): return s.map { .string(String($0)) }
        case .dictionary(let d): return d.map { .tuple([(label: "key", value: $0.key), (label: "value", value: $0.value)]) }
        case .range(let lo, let hi): return hi - lo <= EvaluationLimits.loopIterations ? (lo..<hi).map { .int($0) } : nil
        case .interval(let r):
            guard let c = r.countable else { return nil }
            return sequenceElements(.range(lower: c.lower, upper: c.upper))
        // An iterator is a sequence of what it has left (`Array(AnyIterator { … })`).
        case .native(let n):
            guard let it = n.base as? SequenceIterator else { return nil }
            return remainingElements(it)
        default: return nil
        }
    }

    /// A filtered or sliced sequence as the receiver's kind: a String stays a String, a
    /// Dictionary a Dictionary, anything else is an Array.
    func rebuild(_ receiver: SwiftValue, _ xs: [SwiftValue]) -> SwiftValue {
        switch receiver {
        case .string: return .string(xs.map { describe($0) }.joined())
        case .dictionary:
            return .dictionary(xs.compactMap { x in
                guard case .tuple(let p) = x, p.count == 2 else { return nil }
                return (p[0].value, p[1].value)
            })
        default: return .array(xs)
        }
    }

    /// Calls a function value with positional values: a closure, an operator (`+`, `<`), a key
    /// path (`\.title`), a method or function named as a value (`map(format)`, `map(String.init)`).
    func applyFunction(_ f: SwiftValue, _ values: [SwiftValue], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue {
        let args = values.map { Argument(label: nil, value: $0, syntax: nil) }
        switch f {
        case .keyPath(let path) where values.count == 1:
            return try keyPathValue(values[0], path, node: node, file)
        case .boundMethod:
            return try invoke(f, args, node: node, file)
        case .type(let name):
            if fileLevelFunction(named: name) != nil { return try invoke(f, args, node: node, file) }
            if declarations.type(name) == nil, let v = try libraryCall(name, args, node: node, file) { return v }
            return try construct(name, args, node: node, file)
        default:
            return try apply(f, values, node: node, file)
        }
    }

    func unique(_ xs: [SwiftValue]) -> [SwiftValue] {
        var out: [SwiftValue] = []
        for x in xs where !out.contains(where: { equal($0, x) }) { out.append(x) }
        return out
    }

    private func keyAndValue(_ pair: SwiftValue, node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> (SwiftValue, SwiftValue) {
        guard case .tuple(let p) = pair, p.count == 2 else { throw fail("expected a (key, value) pair, found \(pair.kindName)", at: node, file) }
        return (p[0].value, p[1].value)
    }

    /// `d` with `pairs` added; a key already there takes `combine(old, new)`.
    func merged(_ d: [(key: SwiftValue, value: SwiftValue)], _ pairs: [SwiftValue], _ combine: SwiftValue, node: some SyntaxProtocol,
                _ file: SwiftSourceFile) throws -> SwiftValue {
        var d = d
        for pair in pairs {
            let (k, v) = try keyAndValue(pair, node: node, file)
            if let i = d.firstIndex(where: { equal($0.key, k) }) { d[i].value = try applyFunction(combine, [d[i].value, v], node: node, file) } else { d.append((k, v)) }
        }
        return .dictionary(d)
    }

    // MARK: Sequences

    func sequenceProperty(_ v: SwiftValue, _ xs: [SwiftValue], _ name: String) -> SwiftValue? {
        switch name {
        // `items.lazy.map { … }`: the same elements, mapped at once (nothing observes the difference).
        case "lazy": return v
        case "count": return .int(xs.count)
        case "isEmpty": return .bool(xs.isEmpty)
        case "first": return .optional(xs.first)
        case "last": return .optional(xs.last)
        case "indices": return .range(lower: 0, upper: xs.count)
        case "startIndex": return .int(0)
        case "endIndex": return .int(xs.count)
        default: return nil
        }
    }

    func sequenceMethod(_ receiver: SwiftValue, _ xs: [SwiftValue], _ name: String, _ args: [Argument], node: some SyntaxProtocol,
                        _ file: SwiftSourceFile) throws -> SwiftValue? {
        let label = args.first?.label
        let first = args.first?.value
        func call(_ values: SwiftValue...) throws -> SwiftValue {
            guard let f = args.last?.value else { throw fail("\(name) needs a function", at: node, file) }
            return try applyFunction(f, values, node: node, file)
        }
        func test(_ x: SwiftValue) throws -> Bool { try truth(call(x), node, file) }
        func count() throws -> Int {
            guard case .int(let n)? = first, n >= 0 else { throw fail("\(name) needs a non-negative Int count", at: node, file) }
            return n
        }
        func other() throws -> [SwiftValue] { try elements(of: first ?? .array([]), at: node, file) }
        func contains(_ list: [SwiftValue], _ x: SwiftValue) -> Bool { list.contains { equal($0, x) } }
        let takesFunction = label == "where" || label == "by" || first.map(isFunctionValue) == true
        switch name {
        case "map": return .array(try xs.map { try call($0) })
        case "compactMap": return .array(try xs.compactMap { try call($0).unwrapped })
        case "flatMap":
            var out: [SwiftValue] = []
            for x in xs {
                let r = try call(x)
                if let inner = sequenceElements(r), case .array = r { out += inner } else if let v = r.unwrapped { out.append(v) }
            }
            return .array(out)
        case "filter": return rebuild(receiver, try xs.filter(test))
        case "forEach":
            for x in xs { _ = try call(x) }
            return .void
        case "reduce":
            guard args.count == 2 else { throw fail("reduce needs an initial value and a function", at: node, file) }
            var acc = args[0].value
            if args[0].label == "into" {
                guard case .closure(let c) = args[1].value else { throw fail("reduce(into:) needs a closure", at: node, file) }
                for x in xs { acc = try callClosure(c, [acc, x], inoutFirst: true, node: node, file).first ?? acc }
            } else {
                for x in xs { acc = try call(acc, x) }
            }
            return acc
        case "contains": return .bool(takesFunction ? try xs.contains(where: test) : contains(xs, first ?? .void))
        case "allSatisfy": return .bool(try xs.allSatisfy(test))
        case "count" where label == "where": return .int(try xs.filter(test).count)
        case "first" where takesFunction: return .optional(try xs.first(where: test))
        case "last" where takesFunction: return .optional(try xs.last(where: test))
        case "firstIndex": return .optional(try (takesFunction ? xs.firstIndex(where: test) : xs.firstIndex { equal($0, first ?? .void) }).map { .int($0) })
        case "lastIndex": return .optional(try (takesFunction ? xs.lastIndex(where: test) : xs.lastIndex { equal($0, first ?? .void) }).map { .int($0) })
        case "enumerated": return .array(xs.enumerated().map { .tuple([(label: "offset", value: .int($0.offset)), (label: "element", value: $0.element)]) })
        case "sorted": return .array(try sorted(xs, args, node: node, file))
        case "reversed": return rebuild(receiver, xs.reversed())
        case "min", "max":
            var best: SwiftValue?
            for x in xs {
                guard let b = best else { best = x; continue }
                // The first of equal minima or maxima, as Swift's `min(by:)` and `max(by:)` keep.
                if try name == "min" ? precedes(x, b, args, node: node, file) : precedes(b, x, args, node: node, file) { best = x }
            }
            return .optional(best)
        case "prefix":
            if label == "while" { return rebuild(receiver, Array(try xs.prefix(while: test))) }
            return rebuild(receiver, Array(xs.prefix(try count())))
        case "suffix": return rebuild(receiver, Array(xs.suffix(try count())))
        case "dropFirst": return rebuild(receiver, Array(xs.dropFirst(args.isEmpty ? 1 : try count())))
        case "dropLast": return rebuild(receiver, Array(xs.dropLast(args.isEmpty ? 1 : try count())))
        case "drop" where label == "while": return rebuild(receiver, Array(try xs.drop(while: test)))
        case "joined":
            let separator = args.first { $0.label == "separator" }?.value
            // `[[1, 2], [3]].joined()` flattens; strings join with the separator.
            if xs.allSatisfy({ if case .array = $0 { return true }; return false }), !xs.isEmpty, separator == nil {
                return .array(xs.flatMap { sequenceElements($0) ?? [] })
            }
            let sep: String
            if case .string(let s)? = separator { sep = s } else { sep = "" }
            return .string(xs.map { describe($0) }.joined(separator: sep))
        case "shuffled": return rebuild(receiver, shuffled(xs))
        case "randomElement": return .optional(xs.isEmpty ? nil : xs[determinism.randomIndex(below: xs.count)])
        case "union": return .array(unique(xs + (try other())))
        case "intersection": let o = try other(); return .array(unique(xs).filter { contains(o, $0) })
        case "subtracting": let o = try other(); return .array(unique(xs).filter { !contains(o, $0) })
        case "symmetricDifference":
            let o = try other()
            return .array(unique(xs).filter { !contains(o, $0) } + unique(o).filter { !contains(xs, $0) })
        case "isSubset": let o = try other(); return .bool(xs.allSatisfy { contains(o, $0) })
        case "isSuperset": return .bool(try other().allSatisfy { contains(xs, $0) })
        case "isDisjoint": let o = try other(); return .bool(!xs.contains { contains(o, $0) })
        case "starts": let o = try other(); return .bool(o.count <= xs.count && zip(xs, o).allSatisfy { equal($0, $1) })
        case "elementsEqual": let o = try other(); return .bool(o.count == xs.count && zip(xs, o).allSatisfy { equal($0, $1) })
        default: return nil
        }
    }

    private func isFunctionValue(_ v: SwiftValue) -> Bool {
        switch v {
        case .closure, .boundMethod, .keyPath: return true
        case .symbol(let s): return s.hasPrefix(Self.operatorPrefix)
        default: return false
        }
    }

    /// Whether `a` comes before `b`: by the `by:` function given, else by `<`.
    private func precedes(_ a: SwiftValue, _ b: SwiftValue, _ args: [Argument], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> Bool {
        if let f = args.first(where: { $0.label == "by" || $0.label == nil })?.value {
            return try truth(applyFunction(f, [a, b], node: node, file), node, file)
        }
        guard let o = try ordering(a, b, node: node, file) else { throw fail("\(a.kindName) and \(b.kindName) do not compare", at: node, file) }
        return o < 0
    }

    /// `sorted()`, `sorted(by:)`, `sorted { … }`, `sorted(using: KeyPathComparator(\.x))`: stable.
    func sorted(_ xs: [SwiftValue], _ args: [Argument], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> [SwiftValue] {
        var less: (SwiftValue, SwiftValue) throws -> Bool
        if let using = args.first(where: { $0.label == "using" })?.value {
            let comparators = sequenceElements(using) ?? [using]
            less = { a, b in
                for c in comparators {
                    guard case .enumCase("KeyPathComparator", _, let p) = c, case .keyPath(let path) = p[0].value else {
                        throw self.fail("sorted(using:) takes KeyPathComparator values", at: node, file)
                    }
                    let x = try self.keyPathValue(a, path, node: node, file), y = try self.keyPathValue(b, path, node: node, file)
                    guard let o = try self.ordering(x, y, node: node, file) else { throw self.fail("\(x.kindName) values do not compare", at: node, file) }
                    if o != 0 {
                        if case .implicitMember("reverse", _) = p[1].value { return o > 0 }
                        return o < 0
                    }
                }
                return false
            }
        } else {
            less = { try self.precedes($0, $1, args, node: node, file) }
        }
        // Insertion into place keeps equal elements in order (Swift's sort is stable too).
        var out: [SwiftValue] = []
        for x in xs {
            var i = out.count
            while i > 0, try less(x, out[i - 1]) { i -= 1 }
            out.insert(x, at: i)
        }
        return out
    }

    // MARK: Dictionaries

    func dictionaryProperty(_ d: [(key: SwiftValue, value: SwiftValue)], _ name: String) -> SwiftValue? {
        switch name {
        case "keys": return .array(d.map(\.key))
        case "values": return .array(d.map(\.value))
        default: return nil
        }
    }

    func dictionaryMethod(_ d: [(key: SwiftValue, value: SwiftValue)], _ name: String, _ args: [Argument], node: some SyntaxProtocol,
                          _ file: SwiftSourceFile) throws -> SwiftValue? {
        func call(_ v: SwiftValue) throws -> SwiftValue {
            guard let f = args.last?.value else { throw fail("\(name) needs a function", at: node, file) }
            return try applyFunction(f, [v], node: node, file)
        }
        switch name {
        case "mapValues": return .dictionary(try d.map { ($0.key, try call($0.value)) })
        case "compactMapValues": return .dictionary(try d.compactMap { e in try call(e.value).unwrapped.map { (e.key, $0) } })
        case "merging":
            guard let other = args.first?.value, let combine = args.last?.value, args.count == 2 else { return nil }
            return try merged(d, try elements(of: other, at: node, file), combine, node: node, file)
        case "index" where args.first?.label == "forKey":
            return .optional(d.firstIndex { equal($0.key, args[0].value) }.map { .int($0) })
        default: return nil
        }
    }

    // MARK: Optionals

    /// `Optional.map` / `flatMap` on a present value (nil is handled by the caller).
    func optionalMethod(_ wrapped: SwiftValue, _ name: String, _ args: [Argument], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        guard name == "map" || name == "flatMap", args.count == 1 else { return nil }
        let r = try applyFunction(args[0].value, [wrapped], node: node, file)
        return name == "map" ? .optional(r) : r
    }

    // MARK: Subscripts

    /// `items[0]`, `items[1...]`, `word[i]`, `counts["a"]`, `counts["a", default: 0]`.
    func librarySubscript(_ base: SwiftValue, _ args: [Argument], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        guard let index = args.first?.value else { return nil }
        if case .native(let n) = base { return FoundationLibrary.subscriptValue(n.base, args) }
        if case .dictionary(let d) = base {
            let found = d.first { equal($0.key, index) }?.value
            if let fallback = args.first(where: { $0.label == "default" }) { return found ?? fallback.value }
            return .optional(found)
        }
        guard args.count == 1, let xs = sequenceElements(base) else { return nil }
        if case .int(let i) = index {
            guard xs.indices.contains(i) else { throw fail("index \(i) is out of range (\(xs.count) elements)", at: node, file) }
            return xs[i]
        }
        guard let (lo, hi) = sliceBounds(index, count: xs.count) else { return nil }
        guard 0 <= lo, lo <= hi, hi <= xs.count else { throw fail("the range \(describe(index)) is out of bounds (\(xs.count) elements)", at: node, file) }
        return rebuild(base, Array(xs[lo..<hi]))
    }

    /// The half-open bounds a range subscript selects (`1...3`, `2...`, `..<2`).
    func sliceBounds(_ v: SwiftValue, count: Int) -> (Int, Int)? {
        switch v {
        case .range(let lo, let hi): return (lo, hi)
        case .interval(let r): return r.countable
        case .tuple(let parts) where parts.count == 1 && parts[0].label == "from":
            if case .int(let lo) = parts[0].value { return (lo, count) }
            return nil
        default: return nil
        }
    }

    /// The container after `container[index] = value` (a nil value removes a dictionary's key).
    func librarySubscriptSetting(_ container: SwiftValue, _ args: [Argument], _ value: SwiftValue, node: some SyntaxProtocol,
                                 _ file: SwiftSourceFile) throws -> SwiftValue {
        guard let index = args.first?.value else { throw fail("empty subscript", at: node, file) }
        if case .native(let n) = container, let v = FoundationLibrary.subscriptSetting(n.base, args, value) { return v }
        switch container {
        case .dictionary(var d):
            let i = d.firstIndex { equal($0.key, index) }
            if let v = value.unwrapped {
                if let i { d[i].value = v } else { d.append((index, v)) }
            } else if let i {
                d.remove(at: i)
            }
            return .dictionary(d)
        case .array(var a):
            guard case .int(let i) = index, a.indices.contains(i) else { throw fail("index \(describe(index)) is out of range (\(a.count) elements)", at: node, file) }
            a[i] = value
            return .array(a)
        default:
            throw fail("cannot assign through a subscript of \(container.kindName)", at: node, file)
        }
    }

    /// `[String]()`, `[String: Int]()`: the empty collection a type literal makes.
    func emptyCollection(ofTypeLiteral v: SwiftValue) -> SwiftValue? {
        switch v {
        case .array(let a) where a.count == 1: if case .type = a[0] { return .array([]) }
        case .dictionary(let d) where d.count == 1: if case .type = d[0].key { return .dictionary([]) }
        default: break
        }
        return nil
    }
}
