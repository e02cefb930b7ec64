import PlumbModel

extension Layout {
    /// This layout as a `LayoutProbe`: a component laid out and read at the nodes asked for —
    /// the size of each (a `GeometryReader`'s node is sized as the reader is, its first
    /// modifier being the clear fill it draws with) and what its parent proposed to it.
    public var geometryProbe: LayoutProbe {
        { component, paths in
            let tree = try self.layout(component)
            var sizes: [String: GeometrySize] = [:]
            for n in tree.nodes where paths.contains(n.path) {
                let r = n.modifierFrames.first ?? n.frame
                sizes[n.path] = GeometrySize(width: r.width, height: r.height, proposedWidth: n.proposal?.width, proposedHeight: n.proposal?.height)
            }
            return sizes
        }
    }
}
