import PlumbModel
import SwiftSyntax

/// `OptionSet` for the sources' own types (`struct Corners: OptionSet { let rawValue: UInt … }`):
/// what the protocol's extensions give them. A value is the type's instance; its members are its
/// `rawValue` bits. An array literal where the type is expected (`let all: Corners = [.top,
/// .bottom]`), `Corners()` and `Corners([…])` are the union of the elements; `contains`, `union`,
/// `intersection`, `subtracting`, `symmetricDifference`, `isSubset(of:)`, `isSuperset(of:)`,
/// `isDisjoint(with:)`, `isEmpty` and the mutating `insert`, `remove`, `formUnion`,
/// `formIntersection`, `subtract`, `formSymmetricDifference` work on those bits.
extension SwiftEvaluator {
    /// Whether the sources declare `type` as an option set.
    func isOptionSet(_ type: String) -> Bool {
        declarations.type(type).map { $0.kind != .enum && $0.conforms(to: "OptionSet") } ?? false
    }

    /// The option set of `type` whose raw value is `raw`, made through the type's own
    /// `init(rawValue:)` (or the memberwise one) so any other stored property gets its value.
    func optionSet(_ type: String, raw: Int, node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue {
        try construct(type, [Argument(label: "rawValue", value: .int(raw))], node: node, file)
    }

    /// The union of `elements` (each given the type first: `.top` is `Corners.top`).
    func optionSet(_ type: String, elements: [SwiftValue], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue {
        var raw = 0
        for element in elements {
            guard let bits = try optionBits(element, of: type, node: node, file) else {
                throw fail("expected a \(type), found \(element.kindName)", at: node, file)
            }
            raw |= bits
        }
        return try optionSet(type, raw: raw, node: node, file)
    }

    /// `Corners()` and `Corners([.top, .bottom])` when the type declares no initializer those
    /// arguments fit; nil otherwise.
    func constructOptionSet(_ type: String, _ args: [Argument], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        guard isOptionSet(type), let t = declarations.type(type),
              !t.initializers.contains(where: { fits($0.syntax.signature.parameterClause.parameters, args) }) else { return nil }
        switch args.count {
        case 0: return try optionSet(type, raw: 0, node: node, file)
        case 1 where args[0].label == nil:
            guard case .array(let items) = args[0].value else { return nil }
            return try optionSet(type, elements: items, node: node, file)
        default: return nil
        }
    }

    /// The raw bits of a value of the option set `type`: its instance, an implicit member
    /// naming one of its statics, or an array literal of them.
    func optionBits(_ v: SwiftValue, of type: String, node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> Int? {
        switch v {
        case .instance(let i) where i.type == type:
            return Self.bits(i.fields["rawValue"])
        case .array(let items):
            var raw = 0
            for item in items {
                guard let bits = try optionBits(item, of: type, node: node, file) else { return nil }
                raw |= bits
            }
            return raw
        case .implicitMember:
            let typed = try coerce(v, to: type, at: node, file)
            if case .implicitMember = typed { return nil }
            return try optionBits(typed, of: type, node: node, file)
        default:
            return nil
        }
    }

    /// An option set's integer raw value.
    private static func bits(_ raw: SwiftValue?) -> Int? {
        if case .int(let i)? = raw { return i }
        return nil
    }

    /// `isEmpty` of an option set; nil for anything else.
    func optionSetProperty(_ v: SwiftValue, _ name: String) -> SwiftValue? {
        guard case .instance(let i) = v, name == "isEmpty", isOptionSet(i.type), let raw = Self.bits(i.fields["rawValue"]) else { return nil }
        return .bool(raw == 0)
    }

    /// A method of `OptionSet` (and `SetAlgebra`) on an option set: its value and, for a
    /// mutating one, the receiver's new value. Nil when `receiver` is no option set or `name` no
    /// such method.
    func optionSetMethod(_ receiver: SwiftValue, _ name: String, _ args: [Argument], node: some SyntaxProtocol,
                         _ file: SwiftSourceFile) throws -> LibraryMethodResult? {
        guard case .instance(let me) = receiver, isOptionSet(me.type), let mine = Self.bits(me.fields["rawValue"]),
              args.count == 1, let other = try optionBits(args[0].value, of: me.type, node: node, file) else { return nil }
        let type = me.type
        func set(_ raw: Int) throws -> SwiftValue { try optionSet(type, raw: raw, node: node, file) }
        switch (name, args[0].label) {
        case ("contains", nil): return LibraryMethodResult(value: .bool(mine & other == other))
        case ("union", nil): return LibraryMethodResult(value: try set(mine | other))
        case ("intersection", nil): return LibraryMethodResult(value: try set(mine & other))
        case ("subtracting", nil): return LibraryMethodResult(value: try set(mine & ~other))
        case ("symmetricDifference", nil): return LibraryMethodResult(value: try set(mine ^ other))
        case ("isSubset", "of"): return LibraryMethodResult(value: .bool(mine & other == mine))
        case ("isSuperset", "of"): return LibraryMethodResult(value: .bool(mine & other == other))
        case ("isDisjoint", "with"): return LibraryMethodResult(value: .bool(mine & other == 0))
        // `insert` returns whether the member was new and the member; `remove` the member removed.
        case ("insert", nil):
            let inserted = SwiftValue.tuple([(label: "inserted", value: .bool(mine & other != other)), (label: "memberAfterInsert", value: try set(other))])
            return LibraryMethodResult(value: inserted, newReceiver: try set(mine | other))
        case ("remove", nil):
            let removed: SwiftValue = mine & other == 0 ? .optional(nil) : .optional(try set(mine & other))
            return LibraryMethodResult(value: removed, newReceiver: try set(mine & ~other))
        case ("formUnion", nil): return LibraryMethodResult(value: .void, newReceiver: try set(mine | other))
        case ("formIntersection", nil): return LibraryMethodResult(value: .void, newReceiver: try set(mine & other))
        case ("subtract", nil): return LibraryMethodResult(value: .void, newReceiver: try set(mine & ~other))
        case ("formSymmetricDifference", nil): return LibraryMethodResult(value: .void, newReceiver: try set(mine ^ other))
        default: return nil
        }
    }
}
