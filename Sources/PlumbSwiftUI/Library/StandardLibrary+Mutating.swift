import SwiftSyntax

/// Mutating methods: `items.append(x)`, `names.removeAll(where:)`, `set.insert(x)`,
/// `counts.removeValue(forKey:)`, `isOn.toggle()`, `text += "…"`'s method forms. Each gives the
/// call's value and the receiver's new value; the evaluator assigns that back to the variable
/// or property the method was called on (`libraryMethodCall`).
extension SwiftEvaluator {
    /// Mutating methods that are their non-mutating counterpart assigned back.
    private static let mutatingCounterparts = ["sort": "sorted", "reverse": "reversed", "shuffle": "shuffled", "formUnion": "union",
                                               "formIntersection": "intersection", "subtract": "subtracting",
                                               "formSymmetricDifference": "symmetricDifference", "merge": "merging"]

    func builtinMutatingMethod(_ receiver: SwiftValue, _ name: String, _ args: [Argument], node: some SyntaxProtocol,
                               _ file: SwiftSourceFile) throws -> (result: SwiftValue, receiver: SwiftValue)? {
        if let counterpart = Self.mutatingCounterparts[name], let v = try builtinMethod(receiver, counterpart, args, node: node, file) {
            return (.void, v)
        }
        let first = args.first?.value
        switch receiver {
        case .bool(let b) where name == "toggle" && args.isEmpty:
            return (.void, .bool(!b))
        case .int(let i) where name == "negate": return (.void, .int(-i))
        case .double(let d) where name == "negate": return (.void, .double(-d))
        case .double(let d) where name == "round": return (.void, .double(d.rounded(try roundingRule(first, node: node, file))))
        case .dictionary(var d):
            switch name {
            case "removeValue":
                guard let i = d.firstIndex(where: { equal($0.key, first ?? .void) }) else { return (.optional(nil), receiver) }
                return (.optional(d.remove(at: i).value), .dictionary(d))
            case "updateValue":
                guard let key = args.first(where: { $0.label == "forKey" })?.value, let v = first else { return nil }
                let old = d.firstIndex { equal($0.key, key) }.map { d[$0].value }
                return (.optional(old), try librarySubscriptSetting(receiver, [Argument(label: nil, value: key, syntax: nil)], v, node: node, file))
            case "removeAll": return (.void, .dictionary([]))
            default: return nil
            }
        case .array, .string:
            guard var xs = sequenceElements(receiver) else { return nil }
            func index(_ v: SwiftValue?, upTo limit: Int) throws -> Int {
                guard case .int(let i)? = v, (0..<limit).contains(i) else { throw fail("\(name): index \(v.map { describe($0) } ?? "") is out of range (\(xs.count) elements)", at: node, file) }
                return i
            }
            func count() throws -> Int {
                var n = 1
                if !args.isEmpty { if case .int(let k)? = first { n = k } else { n = -1 } }
                guard n >= 0, n <= xs.count else { throw fail("\(name)(\(n)) on \(xs.count) elements", at: node, file) }
                return n
            }
            var result = SwiftValue.void
            switch name {
            case "append":
                if args.first?.label == "contentsOf" { xs += try elements(of: first ?? .array([]), at: node, file) } else if let v = first {
                    // `text.append("…")` appends a string's characters.
                    if case .string = receiver, let chars = sequenceElements(v) { xs += chars } else if case .implicitMember = v, let typed = xs.first {
                        // `words.append(.nbsp)`: the member of the elements' type, as Swift infers it.
                        xs.append(try coerce(v, to: typeName(of: typed), at: node, file))
                    } else {
                        xs.append(v)
                    }
                }
            case "insert":
                guard let v = first else { return nil }
                if let at = args.first(where: { $0.label == "at" }) {
                    xs.insert(v, at: try index(at.value, upTo: xs.count + 1))
                } else {
                    // `Set.insert(_:)`: (inserted, memberAfterInsert).
                    let existing = xs.first { equal($0, v) }
                    if existing == nil { xs.append(v) }
                    result = .tuple([(label: "inserted", value: .bool(existing == nil)), (label: "memberAfterInsert", value: existing ?? v)])
                }
            case "remove":
                if let at = args.first(where: { $0.label == "at" }) {
                    result = xs.remove(at: try index(at.value, upTo: xs.count))
                } else {
                    // `Set.remove(_:)`: the removed member, or nil.
                    let i = xs.firstIndex { equal($0, first ?? .void) }
                    result = .optional(i.map { xs.remove(at: $0) })
                }
            case "removeAll":
                if let f = args.last?.value {
                    xs = try xs.filter { try !truth(applyFunction(f, [$0], node: node, file), node, file) }
                } else {
                    xs = []
                }
            case "removeFirst":
                let n = try count()
                if n == 0 && !args.isEmpty { break }
                guard !xs.isEmpty else { throw fail("removeFirst() on an empty collection", at: node, file) }
                if args.isEmpty { result = xs.removeFirst() } else { xs.removeFirst(n) }
            case "removeLast":
                let n = try count()
                if n == 0 && !args.isEmpty { break }
                guard !xs.isEmpty else { throw fail("removeLast() on an empty collection", at: node, file) }
                if args.isEmpty { result = xs.removeLast() } else { xs.removeLast(n) }
            case "popLast": result = .optional(xs.popLast())
            case "popFirst": result = .optional(xs.isEmpty ? nil : xs.removeFirst())
            case "swapAt":
                guard args.count == 2 else { return nil }
                xs.swapAt(try index(args[0].value, upTo: xs.count), try index(args[1].value, upTo: xs.count))
            default:
                return nil
            }
            return (result, rebuild(receiver, xs))
        default:
            return nil
        }
    }
}
