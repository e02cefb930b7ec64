/// Draw order of nodes (background before its view, overlay after), as the renderer draws.
public enum DrawOrder {
    /// Node index → position in draw order (0 = drawn first).
    ///
    /// The modifier chain (first modifier innermost) unrolled without recursing per modifier:
    /// backgrounds draw outermost first, then the view, then overlays innermost first. Only
    /// views recurse, so the depth is the tree's (at most `Limits.treeDepth`).
    public static func compute(_ tree: LayoutTree) -> [Int: Int] {
        var order: [Int: Int] = [:]
        func visit(_ i: Int) {
            let node = tree.nodes[i]
            for k in node.view.modifiers.indices.reversed() {
                if case .background = node.view.modifiers[k], let d = node.decorations[k] { visit(d) }
            }
            order[i] = order.count
            node.contentChildren.forEach(visit)
            for k in node.view.modifiers.indices {
                if case .overlay = node.view.modifiers[k], let d = node.decorations[k] { visit(d) }
            }
        }
        visit(0)
        return order
    }
}
