/// Draw order of nodes (background before its view, overlay after), as the renderer draws.
public enum DrawOrder {
    /// Node index → position in draw order (0 = drawn first).
    public static func compute(_ tree: LayoutTree) -> [Int: Int] {
        var order: [Int: Int] = [:]
        func decoration(_ i: Int, _ k: Int) -> Int? {
            let prefix = tree.nodes[i].path + "/modifiers/\(k)/"
            return tree.nodes[i].children.first { tree.nodes[$0].path.hasPrefix(prefix) }
        }
        func visit(_ i: Int) { chain(i, tree.nodes[i].view.modifiers.count - 1) }
        func chain(_ i: Int, _ k: Int) {
            guard k >= 0 else {
                order[i] = order.count
                let n = tree.nodes[i]
                for c in n.children where !tree.nodes[c].path.hasPrefix(n.path + "/modifiers/") { visit(c) }
                return
            }
            switch tree.nodes[i].view.modifiers[k] {
            case .background:
                if let d = decoration(i, k) { visit(d) }
                chain(i, k - 1)
            case .overlay:
                chain(i, k - 1)
                if let d = decoration(i, k) { visit(d) }
            default:
                chain(i, k - 1)
            }
        }
        visit(0)
        return order
    }
}
