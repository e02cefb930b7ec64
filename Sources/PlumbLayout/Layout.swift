import PlumbModel
import PlumbText

/// Lays out resolved components. Holds the text engine (and through it the font cache), so
/// one instance serves many components and threads.
public struct Layout: Sendable {
    public let text: TextLayoutEngine

    public init(text: TextLayoutEngine) {
        self.text = text
    }

    /// Convenience: a layout with its own font library using `overrides` (from `tokens.yaml`).
    public init(fontOverrides: [FontFaceKey: String] = [:]) {
        self.text = TextLayoutEngine(library: FontLibrary(fontMap: FontMap(overrides: fontOverrides)))
    }

    /// Proposes the component's width (and height, if the spec gives one) to its root and
    /// places everything. The root's outer frame starts at (0, 0).
    public func layout(_ component: ResolvedComponent) throws -> LayoutTree {
        let graph = LayoutGraph(root: component.root, dynamicType: component.dynamicType)
        var engine = LayoutEngine(graph: graph, text: text)
        let proposal = ProposedSize(width: component.width, height: component.height)
        let rootElement = graph.nodes[0].outer
        try engine.place(rootElement, at: (0, 0), proposal)
        var nodes: [LayoutNode] = []
        nodes.reserveCapacity(graph.nodes.count)
        for info in graph.nodes {
            let frame = engine.frames[info.base] ?? Rect(x: 0, y: 0, width: 0, height: 0)
            let hasLayoutModifiers = info.view.modifiers.contains { $0.affectsLayout }
            var textLayout: TextLayout?
            var font: ResolvedFont?
            if case .text(_, let f, _, _) = graph.elements[info.base].op {
                // The lines it was sized with (one source for the frame, the drawing and the dump).
                textLayout = try engine.placedTextLayout(info.base)
                font = f
            } else if case .icon = graph.elements[info.base].op {
                // Icons take their size and weight (stroke thickness) from the font in effect.
                font = info.environment.effectiveFont
            }
            nodes.append(LayoutNode(
                path: info.view.path, kind: info.kind, frame: frame,
                outerFrame: hasLayoutModifiers ? engine.frames[info.outer] : nil,
                modifierFrames: info.modifierElements.map { engine.frames[$0] ?? frame },
                children: info.children, contentChildren: info.contentChildren, decorations: info.decorations, view: info.view, text: textLayout, font: font,
                foreground: info.environment.foreground, foregroundToken: info.environment.foregroundToken,
                component: info.component,
                isSpacer: graph.elements[info.base].isSpacer))
        }
        let rootFrame = engine.frames[rootElement]!
        return LayoutTree(component: component, size: rootFrame.size, nodes: nodes,
                          textLayoutCount: engine.textLayouts)
    }
}
