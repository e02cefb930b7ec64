/// Draw order of nodes (background before its view, overlay after), as the renderer draws.
public enum DrawOrder {
    /// Node index → position in draw order (0 = drawn first).
    public static func compute(_ tree: LayoutTree) -> [Int: Int] {
        var order: [Int: Int] = [:]
        func visit(_ i: Int) { chain(i, tree.nodes[i].view.modifiers.count - 1) }
        func chain(_ i: Int, _ k: Int) {
            guard k >= 0 else {
                order[i] = order.count
                tree.nodes[i].contentChildren.forEach(visit)
                return
            }
            switch tree.nodes[i].view.modifiers[k] {
            case .background:
                if let d = tree.nodes[i].decorations[k] { visit(d) }
                chain(i, k - 1)
            case .overlay:
                chain(i, k - 1)
                if let d = tree.nodes[i].decorations[k] { visit(d) }
            default:
                chain(i, k - 1)
            }
        }
        visit(0)
        return order
    }
}
