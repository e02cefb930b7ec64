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
    public init(fontOverrides: [FontFaceKey: String] = [:], fontFallback: [String]? = nil) {
        self.text = TextLayoutEngine(library: FontLibrary(fontMap: FontMap(overrides: fontOverrides, fallbacks: fontFallback)))
    }

    /// Convenience: a layout with its own font library drawing as `system` does (its
    /// `fontFaces`, `fontFallback` and its project's `systemFonts:`).
    public init(system: DesignSystem) {
        self.text = TextLayoutEngine(library: FontLibrary(fontMap: FontMap(system: system)))
    }

    /// Proposes the component's width (and height, if the spec gives one) to its root and
    /// places everything. The root's outer frame starts at (0, 0).
    public func layout(_ component: ResolvedComponent) throws -> LayoutTree {
        let graph = LayoutGraph(root: component.root, dynamicType: component.dynamicType, layoutDirection: component.layoutDirection)
        let proposal = ProposedSize(width: component.width, height: component.height)
        var engine = LayoutEngine(graph: graph, text: text, container: proposal)
        engine.displayScale = component.displayScale.map(Double.init)
        let rootElement = graph.nodes[0].outer
        if let insets = component.safeArea {
            // The screen is the root's frame; the safe area is inset from it.
            let size = try engine.size(rootElement, proposal)
            engine.screen = Rect(x: 0, y: 0, width: size.width, height: size.height)
            engine.safeRect = Rect(x: insets.leading, y: insets.top, width: max(size.width - insets.leading - insets.trailing, 0),
                                   height: max(size.height - insets.top - insets.bottom, 0))
        }
        try engine.place(rootElement, at: (0, 0), proposal)
        // A viewThatFits keeps only the child it chose: the others are not laid out, drawn,
        // dumped or audited. Nodes are in pre-order, so dropping subtrees keeps that order.
        var visible = [Bool](repeating: false, count: graph.nodes.count)
        var chosenChild = [Int?](repeating: nil, count: graph.nodes.count)
        var newIndex = [Int](repeating: -1, count: graph.nodes.count)
        var count = 0
        for (i, info) in graph.nodes.enumerated() where i == 0 || visible[i] {
            visible[i] = true
            newIndex[i] = count
            count += 1
            var kids = info.children
            if let k = engine.chosen[info.base] {
                chosenChild[i] = k
                let dropped = Set(info.contentChildren.enumerated().filter { $0.offset != k }.map(\.element))
                kids.removeAll { dropped.contains($0) }
            }
            for c in kids { visible[c] = true }
        }
        var nodes: [LayoutNode] = []
        nodes.reserveCapacity(count)
        for (i, info) in graph.nodes.enumerated() where visible[i] {
            let children = info.children.filter { visible[$0] }.map { newIndex[$0] }
            let contentChildren = info.contentChildren.filter { visible[$0] }.map { newIndex[$0] }
            let decorations = info.decorations.mapValues { newIndex[$0] }
            let frame = engine.frames[info.base] ?? Rect(x: 0, y: 0, width: 0, height: 0)
            let hasLayoutModifiers = info.view.modifiers.contains { $0.affectsLayout }
            var textLayout: TextLayout?
            var font: ResolvedFont?
            var runPaints: [TextRunPaint] = []
            var runFonts: [ResolvedFont] = []
            var paragraphStyle: TextParagraphStyle?
            if case .text(let runs, let style) = graph.elements[info.base].op {
                paragraphStyle = style
                // The lines it was sized with (one source for the frame, the drawing and the dump).
                textLayout = try engine.placedTextLayout(info.base)
                font = runs.first?.font
                runFonts = runs.map(\.font)
                runPaints = info.environment.runEnvironments(info.view).map {
                    TextRunPaint(foreground: $0.foreground, foregroundToken: $0.foregroundToken,
                                 underline: $0.underline, strikethrough: $0.strikethrough)
                }
            } else if case .icon = graph.elements[info.base].op {
                // Icons take their size and weight (stroke thickness) from the font in effect.
                font = info.environment.effectiveFont
            }
            nodes.append(LayoutNode(
                path: info.view.path, kind: info.kind, frame: frame,
                outerFrame: hasLayoutModifiers ? engine.frames[info.outer] : nil,
                modifierFrames: info.modifierElements.map { engine.frames[$0] ?? frame },
                children: children, contentChildren: contentChildren, decorations: decorations, view: info.view, text: textLayout, font: font,
                foreground: info.environment.foreground, foregroundToken: info.environment.foregroundToken,
                component: info.component,
                isSpacer: graph.elements[info.base].isSpacer, chosenChild: chosenChild[i],
                layoutDirection: info.environment.layoutDirection, modifierDirections: info.modifierDirections,
                runPaints: runPaints, runFonts: runFonts, paragraphStyle: paragraphStyle, proposal: engine.placements[info.modifierElements.first ?? info.base],
                shifts: FrameShifts(frame: engine.shifts[info.base], outerFrame: engine.shifts[info.outer],
                                    modifierFrames: info.modifierElements.map { engine.shifts[$0] })))
        }
        let rootFrame = engine.frames[rootElement]!
        return LayoutTree(component: component, size: rootFrame.size, nodes: nodes,
                          textLayoutCount: engine.textLayouts)
    }
}
