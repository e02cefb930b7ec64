import PlumbLayout
import PlumbModel

/// How the Swift front end learns a `GeometryReader`'s size: a layout of the preview as
/// evaluated so far, read at the readers' nodes (the size after a reader's own flexible frame,
/// its first modifier). The front end cannot import the layout stage, so the CLI hands it this.
enum GeometryReaderProbe {
    static func probe(_ layout: Layout) -> @Sendable (ResolvedComponent, Set<String>) throws -> [String: GeometrySize] {
        { component, paths in
            let tree = try layout.layout(component)
            var sizes: [String: GeometrySize] = [:]
            for n in tree.nodes where paths.contains(n.path) {
                let r = n.modifierFrames.first ?? n.frame
                sizes[n.path] = GeometrySize(width: r.width, height: r.height)
            }
            return sizes
        }
    }
}
