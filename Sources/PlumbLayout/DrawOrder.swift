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
            paintingOrder(node.contentChildren, tree).forEach(visit)
            for k in node.view.modifiers.indices {
                if case .overlay = node.view.modifiers[k], let d = node.decorations[k] { visit(d) }
            }
        }
        visit(0)
        return order
    }

    /// A container's children in the order they are painted: by `zIndex` (the outermost one a
    /// child has; 0 without), equal values in their own order.
    public static func paintingOrder(_ children: [Int], _ tree: LayoutTree) -> [Int] {
        func z(_ i: Int) -> Double {
            for m in tree.nodes[i].view.modifiers.reversed() { if case .zIndex(let v) = m { return v } }
            return 0
        }
        guard children.contains(where: { z($0) != 0 }) else { return children }
        return children.enumerated().sorted { (l, r) in
            let (zl, zr) = (z(l.element), z(r.element))
            return zl != zr ? zl < zr : l.offset < r.offset
        }.map(\.element)
    }
}
