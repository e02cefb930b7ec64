import PlumbModel
import PlumbText

/// The component flattened into layout elements: one per view plus one per layout-changing
/// modifier, each wrapping the previous like SwiftUI's modifier chain. Elements refer to each
/// other by index, so the engine's caches are flat arrays.
struct LayoutGraph {
    /// One layer of layout.
    enum Op {
        /// A text: its runs (one for a plain text) and paragraph settings.
        case text([TextRun], style: TextParagraphStyle)
        /// Shapes take whatever they are proposed (ideal 10 × 10).
        case shape
        case spacer(minLength: Double, axis: PlumbModel.Axis?)
        case divider(thickness: Double, axis: PlumbModel.Axis)
        /// An image's own size; a resizable one takes the proposal instead where one is given.
        case icon(Size, resizable: Bool)
        case stack(PlumbModel.Axis, spacing: Double?, alignment: StackAlignment, children: [Int])
        case zstack(Alignment, children: [Int])
        case grid(columns: Int, spacing: Double, rowSpacing: Double, alignment: HorizontalAlignment, children: [Int], adaptive: AdaptiveColumns?)
        case padding(EdgeInsets, child: Int)
        case frame(FrameSpec, child: Int)
        case aspectRatio(AspectRatio, child: Int)
        case fixedSize(horizontal: Bool, vertical: Bool, child: Int)
        case offset(x: Double, y: Double, child: Int)
        /// `.position(x:y:)`: the proposal's size, the child centred at (x, y).
        case position(x: Double, y: Double, child: Int)
        case decorated(child: Int, decoration: Int, alignment: Alignment)
        /// A `use:` wrapper: lays out exactly as its body.
        case passthrough(child: Int)
        /// A `containerRelativeFrame` container: lays out as its child, which (with everything
        /// inside it) measures container-relative lengths against this layer's proposal.
        case container(child: Int)
        /// Lays out as the first child whose ideal size fits on `axes`, else the last.
        case viewThatFits(FitAxes, children: [Int])

        /// The one child a layer places at its origin or inside itself (a decorated view's
        /// main view, not its decoration); nil for views with children of their own.
        var singleChild: Int? {
            switch self {
            case .padding(_, let c), .frame(_, let c), .aspectRatio(_, let c), .fixedSize(_, _, let c),
                 .offset(_, _, let c), .position(_, _, let c), .decorated(let c, _, _), .passthrough(let c), .container(let c):
                return c
            case .text, .shape, .spacer, .divider, .icon, .stack, .zstack, .grid, .viewThatFits:
                return nil
            }
        }
    }

    struct Element {
        var op: Op
        /// The spec node this layer belongs to.
        var node: Int
        /// Stack priority as seen by the parent (from `layoutPriority`).
        var priority: Double = 0
        var isSpacer = false
        /// Served after every other view of its stack (a `Spacer`, unless a `.frame` wraps it:
        /// then its stack sees a framed view and serves it by flexibility with the others).
        var servedLast = false
        /// Lays its children out mirrored (a right-to-left environment).
        var rightToLeft = false
        /// Custom alignment guides written on the view at this layer (`alignmentGuide` after
        /// the layers inside it, before those outside).
        var guides: [AlignmentGuide] = []
        /// The guides set on this layer or on the single-child layers inside it: what a
        /// container may find walking in (`LayoutEngine.guide`); empty for most elements.
        var chainGuides: Set<AlignmentGuide.Guide> = []
        /// The safe-area edges this layer (a passthrough) reaches past (`ignoresSafeArea`).
        var ignoresSafeArea: SafeAreaEdges = []
    }

    /// A spec node and the elements that make it up.
    struct NodeInfo {
        var view: ViewNode
        var kind: String
        /// Innermost element: the node's own content.
        var base: Int
        /// Outermost element: what the parent lays out.
        var outer: Int
        /// The element after each modifier (same as the previous for drawing-only modifiers).
        var modifierElements: [Int]
        var children: [Int] = []
        /// Stack/zstack/grid children and a `use` node's body, in order.
        var contentChildren: [Int] = []
        /// Modifier index → the node a background/overlay at that index draws.
        var decorations: [Int: Int] = [:]
        var environment: TextEnvironment
        /// The layout direction each modifier is in (its environment: the modifiers after it
        /// and the node's parent).
        var modifierDirections: [LayoutDirection] = []
        var component: String?
    }

    var elements: [Element] = []
    var nodes: [NodeInfo] = []

    init(root: ViewNode, dynamicType: DynamicTypeSize, layoutDirection: LayoutDirection = .leftToRight) {
        _ = add(root, environment: TextEnvironment(dynamicType: dynamicType, layoutDirection: layoutDirection), parentAxis: nil)
    }

    private mutating func element(_ op: Op, node: Int, in env: TextEnvironment) -> Int {
        var e = Element(op: op, node: node, rightToLeft: env.layoutDirection == .rightToLeft)
        e.chainGuides = op.singleChild.map { elements[$0].chainGuides } ?? []
        elements.append(e)
        return elements.count - 1
    }

    /// Adds a node (and its subtree); returns the node index.
    @discardableResult
    mutating func add(_ view: ViewNode, environment inherited: TextEnvironment, parentAxis: PlumbModel.Axis?) -> Int {
        let index = nodes.count
        // envAt[k] is the environment inside modifier k; the content sees envAt[0].
        var envAt = [TextEnvironment](repeating: inherited, count: view.modifiers.count + 1)
        for k in stride(from: view.modifiers.count - 1, through: 0, by: -1) {
            envAt[k] = envAt[k + 1].applying(view.modifiers[k], token: view.tokenName(k))
        }
        nodes.append(NodeInfo(view: view, kind: view.kind.name, base: -1, outer: -1, modifierElements: [],
                              environment: envAt[0]))
        let env = envAt[0]
        var childNodes: [Int] = []
        var decorations: [Int: Int] = [:]
        func addChildren(_ children: [ViewNode], axis: PlumbModel.Axis?) -> [Int] {
            children.map { child in
                let n = add(child, environment: env, parentAxis: axis)
                childNodes.append(n)
                return nodes[n].outer
            }
        }
        let base: Int
        switch view.kind {
        case .stack(let axis, let spacing, let alignment, let children):
            let kids = addChildren(children, axis: axis)
            base = element(.stack(axis, spacing: spacing, alignment: alignment, children: kids), node: index, in: env)
        case .zstack(let alignment, let children):
            let kids = addChildren(children, axis: nil)
            base = element(.zstack(alignment, children: kids), node: index, in: env)
        case .grid(let columns, let spacing, let rowSpacing, let alignment, let children, let adaptive):
            let kids = addChildren(children, axis: nil)
            base = element(.grid(columns: columns, spacing: spacing ?? 8, rowSpacing: rowSpacing ?? 8,
                                 alignment: alignment, children: kids, adaptive: adaptive), node: index, in: env)
        case .text(let s):
            base = element(.text(env.textRuns(view, text: s), style: env.paragraphStyle), node: index, in: env)
        case .spacer(let minLength):
            base = element(.spacer(minLength: minLength ?? 8, axis: parentAxis), node: index, in: env)
            elements[base].isSpacer = true
        case .divider(let thickness):
            // A divider runs across its stack: vertical in an HStack, horizontal elsewhere.
            base = element(.divider(thickness: thickness, axis: parentAxis == .horizontal ? .vertical : .horizontal), node: index, in: env)
        case .shape:
            base = element(.shape, node: index, in: env)
        case .icon(let icon):
            let s = env.effectiveFont.size
            // A bitmap or a PDF image is its size in points; a symbol or SVG image scales with the font.
            var size = icon.bitmap.map { Size(width: $0.width, height: $0.height) } ?? Size(width: icon.widthEm * s, height: icon.heightEm * s)
            if icon.bitmap == nil, let w = icon.pointWidth, let h = icon.pointHeight { size = Size(width: w, height: h) }
            base = element(.icon(size, resizable: icon.resizable), node: index, in: env)
        case .viewThatFits(let axes, let children):
            // A chooser, not a container: its children sit where it sits (a spacer in it
            // stretches along the enclosing stack).
            let kids = addChildren(children, axis: parentAxis)
            base = element(.viewThatFits(axes, children: kids), node: index, in: env)
        case .use(let name, let body):
            let kids = addChildren([body], axis: parentAxis)
            base = element(.passthrough(child: kids[0]), node: index, in: env)
            nodes[index].component = name
        }
        var outer = base
        var after: [Int] = []
        var priority = 0.0
        for (k, m) in view.modifiers.enumerated() {
            // A layout modifier sits inside the modifiers after it: their environment is its.
            func element(_ op: Op, node: Int) -> Int { self.element(op, node: node, in: envAt[k + 1]) }
            switch m {
            case .padding(let insets): outer = element(.padding(insets, child: outer), node: index)
            case .frame(let f): outer = element(.frame(f, child: outer), node: index)
            case .aspectRatio(let a): outer = element(.aspectRatio(a, child: outer), node: index)
            case .alignmentGuide(let g):
                // On the view as modified so far: the layers after it align by it, or carry it out.
                elements[outer].guides.removeAll { $0.guide == g.guide }
                elements[outer].guides.append(g)
                elements[outer].chainGuides.insert(g.guide)
            case .fixedSize(let h, let v): outer = element(.fixedSize(horizontal: h, vertical: v, child: outer), node: index)
            case .offset(let x, let y): outer = element(.offset(x: x, y: y, child: outer), node: index)
            case .position(let x, let y): outer = element(.position(x: x, y: y, child: outer), node: index)
            case .background(let content, let alignment), .overlay(let content, let alignment), .mask(let content, let alignment):
                let n = add(content, environment: envAt[k + 1], parentAxis: nil)
                childNodes.append(n)
                decorations[k] = n
                outer = element(.decorated(child: outer, decoration: nodes[n].outer, alignment: alignment), node: index)
            case .containerBoundary: outer = element(.container(child: outer), node: index)
            case .ignoresSafeArea(let edges):
                outer = element(.passthrough(child: outer), node: index)
                elements[outer].ignoresSafeArea = edges
            case .layoutPriority(let p): priority = p
            default: break
            }
            after.append(outer)
        }
        elements[outer].priority = priority
        if elements[base].isSpacer {
            elements[outer].isSpacer = true
            elements[outer].servedLast = !view.modifiers.contains { if case .frame = $0 { return true }; return false }
        }
        nodes[index].base = base
        nodes[index].outer = outer
        nodes[index].modifierElements = after
        nodes[index].modifierDirections = envAt.dropFirst().map(\.layoutDirection)
        nodes[index].children = childNodes
        nodes[index].decorations = decorations
        nodes[index].contentChildren = childNodes.filter { !decorations.values.contains($0) }
        return index
    }
}
