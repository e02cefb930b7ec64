/// SwiftUI's `Edge.Set` and `Axis.Set` as the option sets they are: `contains`, `union`,
/// `intersection`, `subtracting`, `isEmpty`, `Edge.Set(edge)`, `Axis.Set([.horizontal, …])`.
/// A set is kept as SwiftUI code writes one — a name (`.horizontal`, `.top`, `.all`) or an
/// array of names — so every modifier that takes edges or axes reads the result. The two
/// share one representation: the horizontal axis is the leading and trailing edges, the
/// vertical one the top and bottom, so `Axis.Set.horizontal.contains(.vertical)` is false
/// read either way.
enum EdgeSets {
    static let allEdges: Set<String> = ["top", "leading", "bottom", "trailing"]

    /// The edges a value names (`.horizontal` is leading and trailing; `.init(edge)` and
    /// `Edge.Set(edge)` the edge), nil for any other value.
    static func edges(_ v: SwiftValue) -> Set<String>? {
        switch v.unwrapped ?? v {
        case .implicitMember(let n, nil), .symbol(let n), .enumCase("Edge", let n, _), .enumCase("Edge.Set", let n, _):
            switch n {
            case "all": return allEdges
            case "horizontal": return ["leading", "trailing"]
            case "vertical": return ["top", "bottom"]
            case "top", "leading", "bottom", "trailing": return [n]
            default: return nil
            }
        case .implicitMember("init", let args?):
            guard args.count == 1, args[0].label == nil else { return nil }
            return edges(args[0].value)
        case .array(let items):
            var all: Set<String> = []
            for item in items {
                guard let e = edges(item) else { return nil }
                all.formUnion(e)
            }
            return all
        default:
            return nil
        }
    }

    /// The set as SwiftUI code writes it: one name when one names it (`.horizontal`, `.all`),
    /// else the array of axes and edges it holds (`[.vertical, .leading]`), `[]` when empty.
    static func value(_ edges: Set<String>) -> SwiftValue {
        if edges == allEdges { return .symbol("all") }
        var names: [String] = []
        var rest = edges
        if rest.isSuperset(of: ["leading", "trailing"]) { names.append("horizontal"); rest.subtract(["leading", "trailing"]) }
        if rest.isSuperset(of: ["top", "bottom"]) { names.append("vertical"); rest.subtract(["top", "bottom"]) }
        names += ["top", "leading", "bottom", "trailing"].filter(rest.contains)
        if names.count == 1 { return .symbol(names[0]) }
        return .array(names.map { .implicitMember(name: $0, arguments: nil) })
    }

    /// `Edge.Set(…)`, `Axis.Set(…)`: the set of an edge, an axis or an array of them (empty
    /// without an argument).
    static func construct(_ args: [Argument]) -> SwiftValue? {
        if args.isEmpty { return value([]) }
        guard args.count == 1, args[0].label == nil || args[0].label == "arrayLiteral", let e = edges(args[0].value) else { return nil }
        return value(e)
    }

    /// The option set's algebra on a set; nil when the receiver or argument is not a set of
    /// edges or the method is not one of `SetAlgebra`'s.
    static func method(_ receiver: SwiftValue, _ name: String, _ args: [Argument]) -> SwiftValue? {
        guard args.count == 1, let set = edges(receiver), let other = edges(args[0].value) else { return nil }
        switch name {
        case "contains", "isSuperset": return .bool(other.isSubset(of: set))
        case "isSubset": return .bool(set.isSubset(of: other))
        case "isDisjoint": return .bool(other.isDisjoint(with: set))
        case "union": return value(set.union(other))
        case "intersection": return value(set.intersection(other))
        case "subtracting": return value(set.subtracting(other))
        case "symmetricDifference": return value(set.symmetricDifference(other))
        default: return nil
        }
    }
}
