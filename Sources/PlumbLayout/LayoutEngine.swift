import PlumbModel
import PlumbText

/// SwiftUI's propose → choose size → place protocol over a `LayoutGraph`.
///
/// `size(_:_:)` answers "how big would you be if offered this?" and is memoised per element
/// and proposal, because stacks ask each child several times (at 0, at ∞, then for real).
/// `place(_:at:_:)` then fixes every element's frame. All geometry is Double points.
struct LayoutEngine {
    let graph: LayoutGraph
    let text: TextLayoutEngine
    /// The container relative lengths measure against: the component's proposed size, or
    /// inside a `.container` layer (a scroll view, a list) that layer's proposal.
    private(set) var container: ProposedSize
    /// A size depends on the proposal and, through container-relative frames, on the container.
    struct SizeKey: Hashable {
        var proposal: ProposedSize
        var container: ProposedSize
    }
    private var sizeCache: [[SizeKey: Size]]
    private var textCache: [Int: [ProposedSize: TextLayout]] = [:]
    /// The default gaps between a stack's children (no `spacing`), by the stack's axis and
    /// children: they depend on the children alone, not on the proposal a stack is sized for.
    private var gapCache: [GapKey: [Double]] = [:]
    struct GapKey: Hashable {
        var axis: PlumbModel.Axis
        var children: [Int]
    }
    private(set) var frames: [Rect?]
    /// How far `.offset` layers around each placed element moved its frame (`frames` includes
    /// it): drawing rounds the frame where layout put it and moves it after (`LayoutNode.shifts`).
    private(set) var shifts: [Shift]
    /// The proposal each element was placed with: its frame is its size for this proposal, so
    /// what it draws (a text's lines) must come from the same proposal, not from its frame.
    private(set) var placements: [ProposedSize?]
    /// For each placed `viewThatFits` element, the index of the child it chose.
    private(set) var chosen: [Int: Int] = [:]
    /// How many text layouts were computed (for benchmarks).
    private(set) var textLayouts = 0
    /// The screen the component is hosted on and the part of it clear of its safe-area insets,
    /// in the root's coordinates; nil without a safe area (`ResolvedComponent.safeArea`).
    var screen: Rect?
    /// Pixels per point text sizes are rounded up to (`ResolvedComponent.displayScale`); nil:
    /// unrounded.
    var displayScale: Double?
    var safeRect: Rect?

    init(graph: LayoutGraph, text: TextLayoutEngine, container: ProposedSize = .unspecified) {
        self.graph = graph
        self.text = text
        self.container = container
        sizeCache = Array(repeating: [:], count: graph.elements.count)
        frames = Array(repeating: nil, count: graph.elements.count)
        shifts = Array(repeating: .zero, count: graph.elements.count)
        placements = Array(repeating: nil, count: graph.elements.count)
    }

    // MARK: Sizing

    /// A chain of single-child layers (a node's padding, frame, offset, background, …
    /// modifiers) is walked in a loop: down to the content computing each layer's proposal,
    /// then back up computing each layer's size. Only views recurse, so the depth of the
    /// recursion is the tree's (at most `Limits.treeDepth`), not views × modifiers.
    mutating func size(_ e: Int, _ p: ProposedSize) throws -> Size {
        if let s = sizeCache[e][SizeKey(proposal: p, container: container)] { return s }
        var chain: [(element: Int, proposal: ProposedSize)] = []
        var (current, proposal) = (e, p)
        var result: Size
        while true {
            let key = SizeKey(proposal: proposal, container: container)
            if let s = sizeCache[current][key] {
                result = s
                break
            }
            // A container layer sizes its child with itself as the container (a recursion per
            // container, not per layer).
            if case .container(let child) = graph.elements[current].op {
                result = try sizeInContainer(child, proposal)
                sizeCache[current][key] = result
                break
            }
            guard let (child, childProposal) = wrapped(current, proposal) else {
                result = try computeSize(current, proposal)
                sizeCache[current][key] = result
                break
            }
            chain.append((current, proposal))
            (current, proposal) = (child, childProposal)
        }
        for (layer, layerProposal) in chain.reversed() {
            result = wrapperSize(layer, layerProposal, child: result)
            sizeCache[layer][SizeKey(proposal: layerProposal, container: container)] = result
        }
        return result
    }

    /// `child`'s size for `p` with `p` as the container.
    private mutating func sizeInContainer(_ child: Int, _ p: ProposedSize) throws -> Size {
        try inContainer(p) { try $0.size(child, p) }
    }

    /// `body` run with `p` as the container, the one outside restored after (also on a throw).
    private mutating func inContainer<T>(_ p: ProposedSize, _ body: (inout LayoutEngine) throws -> T) rethrows -> T {
        let outside = container
        container = p
        defer { container = outside }
        return try body(&self)
    }

    /// For a single-child layer offered `p`: its child and what it offers the child; nil for
    /// views (content, stacks, grids).
    func wrapped(_ e: Int, _ p: ProposedSize) -> (child: Int, proposal: ProposedSize)? {
        switch graph.elements[e].op {
        case .padding(let i, let child):
            return (child, ProposedSize(width: p.width.map { max($0 - i.leading - i.trailing, 0) },
                                        height: p.height.map { max($0 - i.top - i.bottom, 0) }))
        case .frame(let f, let child):
            return (child, frameChildProposal(f, p))
        case .fixedSize(let h, let v, let child):
            return (child, ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height))
        case .offset(_, _, let child), .position(_, _, let child), .decorated(let child, _, _), .passthrough(let child):
            return (child, p)
        // Walked by the callers that know to change the container (`size`, `place`, `baseline`).
        case .container:
            return nil
        case .text, .shape, .spacer, .divider, .icon, .stack, .zstack, .grid, .viewThatFits, .aspectRatio:
            return nil
        }
    }

    /// A single-child layer's size offered `p`, given its child's size for `wrapped(e, p)`.
    func wrapperSize(_ e: Int, _ p: ProposedSize, child s: Size) -> Size {
        switch graph.elements[e].op {
        case .padding(let i, _):
            return Size(width: s.width + i.leading + i.trailing, height: s.height + i.top + i.bottom)
        case .frame(let f, _):
            return frameSize(f, p, childProposal: frameChildProposal(f, p), child: s)
        case .position:
            // SwiftUI replaces an unspecified dimension by 10, as for a shape's ideal size.
            return Size(width: p.width ?? 10, height: p.height ?? 10)
        default:
            return s
        }
    }

    mutating func textLayout(_ e: Int, _ p: ProposedSize) throws -> TextLayout {
        if let t = textCache[e]?[p] { return t }
        guard case .text(let runs, let style) = graph.elements[e].op else {
            preconditionFailure("textLayout on a non-text element")
        }
        let width = p.width.flatMap { $0.isFinite ? max($0, 0) : nil }
        let maxHeight = p.height.flatMap { $0.isFinite ? max($0, 0) : nil }
        let t = try text.layout(runs, style: style, proposedWidth: width, maxHeight: maxHeight)
        textLayouts += 1
        textCache[e, default: [:]][p] = t
        return t
    }

    private mutating func computeSize(_ e: Int, _ p: ProposedSize) throws -> Size {
        switch graph.elements[e].op {
        case .text:
            let t = try textLayout(e, p)
            guard displayScale != nil else { return Size(width: t.width, height: t.height) }
            // iOS reports a text's size in whole pixels, rounded up — but never wider than the
            // width it wrapped to fit.
            let limit = p.width.flatMap { $0.isFinite && $0 >= t.width ? $0 : nil } ?? .infinity
            return Size(width: min(pixelCeiling(t.width), limit), height: pixelCeiling(t.height))
        case .shape:
            return Size(width: p.width ?? 10, height: p.height ?? 10)
        case .spacer(let minLength, let axis):
            switch axis {
            case .horizontal: return Size(width: max(p.width ?? minLength, minLength), height: 0)
            case .vertical: return Size(width: 0, height: max(p.height ?? minLength, minLength))
            case nil: return Size(width: max(p.width ?? minLength, minLength), height: max(p.height ?? minLength, minLength))
            }
        case .divider(let thickness, let axis):
            return axis == .horizontal ? Size(width: p.width ?? 0, height: thickness) : Size(width: thickness, height: p.height ?? 0)
        case .icon(let s, let resizable):
            return resizable ? Size(width: p.width ?? s.width, height: p.height ?? s.height) : s
        case .stack(let axis, let spacing, let alignment, let children):
            return try stackLayout(axis, spacing, alignment, children, p).size
        case .zstack(let alignment, let children):
            return try zstackLayout(alignment, children, p).size
        case .grid(let columns, let spacing, let rowSpacing, let alignment, let children, let adaptive):
            return try gridLayout(columns, spacing, rowSpacing, alignment, children, p, adaptive: adaptive).size
        case .container(let child):
            return try sizeInContainer(child, p)
        case .padding, .frame, .fixedSize, .offset, .position, .decorated, .passthrough:
            // `size` walks these layers itself; reached only if called directly.
            let (child, cp) = wrapped(e, p)!
            return wrapperSize(e, p, child: try size(child, cp))
        case .aspectRatio(let a, let child):
            return try size(child, try aspectProposal(a, child, p))
        case .viewThatFits(let axes, let children):
            return try size(children[try choice(axes, children, p)], p)
        }
    }

    // MARK: ViewThatFits

    /// SwiftUI's `ViewThatFits` rule: each child in order is measured at its ideal size on the
    /// constrained axes (proposal unspecified there, kept on the others); the first that is
    /// no larger than the proposal on every constrained axis is chosen — an unspecified or
    /// infinite proposal fits anything — else the last. The chosen child then gets the
    /// proposal itself.
    mutating func choice(_ axes: FitAxes, _ children: [Int], _ p: ProposedSize) throws -> Int {
        let h = axes.contains(.horizontal), v = axes.contains(.vertical)
        let probe = ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height)
        func fits(_ ideal: Double, _ offered: Double?) -> Bool {
            guard let offered else { return true }
            // Text widths are sums of advances: forgive rounding noise, not a real overflow.
            return ideal <= offered + 1e-9
        }
        for (k, c) in children.enumerated() {
            let ideal = try size(c, probe)
            if (!h || fits(ideal.width, p.width)) && (!v || fits(ideal.height, p.height)) { return k }
        }
        return children.count - 1
    }

    // MARK: Stacks

    struct StackResult {
        var size: Size
        var childSizes: [Size]
        var proposals: [ProposedSize]
        var gaps: [Double]
        var crossOffsets: [Double]?
    }

    /// What a text at a stack child's edge asks of its neighbours along a vertical stack with no
    /// `spacing` (SwiftUI's spacing preferences; docs/reference/stack-spacing.md): another text
    /// sits its `leading` away (the face's `hhea` line gap at its size), any other view `above`
    /// it or `below` it that far from its line box.
    struct TextEdge {
        var leading: Double
        var above: Double
        var below: Double
    }

    /// `v` rounded up to the display's pixels (`displayScale`); `v` itself without a scale.
    func pixelCeiling(_ v: Double) -> Double {
        guard let scale = displayScale, scale > 0 else { return v }
        return (v * scale - 1e-9).rounded(.up) / scale
    }

    /// The element a stack child shows at its top or bottom edge: walking in through layers
    /// that keep the edges of what they wrap (a background, an offset, a fixed size, a frame
    /// `passes` lets through) and to a vertical stack's first or last child.
    func edgeElement(_ element: Int, atTop: Bool, through passes: (FrameSpec) -> Bool) -> Int {
        switch graph.elements[element].op {
        case .decorated(let child, _, _), .offset(_, _, let child), .fixedSize(_, _, let child), .passthrough(let child):
            return edgeElement(child, atTop: atTop, through: passes)
        case .frame(let f, let child) where passes(f):
            return edgeElement(child, atTop: atTop, through: passes)
        case .stack(.vertical, _, _, let children):
            guard let edge = atTop ? children.first : children.last else { return element }
            return edgeElement(edge, atTop: atTop, through: passes)
        default:
            return element
        }
    }

    /// The text an element shows at its top or bottom edge, with what it asks of its
    /// neighbours: the largest metrics of its runs. With `a` the ascender, `d` the descender, `c`
    /// the cap height and `r` a tenth of the line `a + d` rounded up to the pixel, a view above
    /// keeps `r + d` from it and a view below `max(a + d + r − c, r + d)`. A frame that sets a
    /// height, padding and other views are not text edges (`edgeElement` walks the rest). Nil
    /// when the edge is not a text's.
    func textEdge(_ element: Int, atTop: Bool) -> TextEdge? {
        let edge = edgeElement(element, atTop: atTop) { f in
            f.height == nil && f.minHeight == nil && f.idealHeight == nil && f.maxHeight == nil
                && !["height", "minHeight", "idealHeight", "maxHeight"].contains(where: { f.relative[$0] != nil })
        }
        guard case .text(let runs, _) = graph.elements[edge].op else { return nil }
        var leading = 0.0, ascent = 0.0, descent = 0.0, cap = 0.0
        for run in runs {
            guard let m = text.library.metrics(for: run.font), m.unitsPerEm > 0 else { continue }
            let em = run.font.size / Double(m.unitsPerEm)
            leading = max(leading, Double(max(m.lineGap, 0)) * em)
            // A text style's font leads by its Dynamic Type line less the face's own (none
            // when the style's line is the shorter, as caption's 13 pt at the medium size is).
            if case .textStyle = run.font.scaling, let line = run.font.lineHeight {
                leading = max(leading, line - Double(m.ascender - m.descender) * em)
            }
            ascent = max(ascent, Double(m.ascender) * em)
            descent = max(descent, Double(abs(m.descender)) * em)
            // A face without an OS/2 cap height: SF Pro's proportion.
            cap = max(cap, Double(m.capHeight ?? Int((0.7046 * Double(m.unitsPerEm)).rounded())) * em)
        }
        let line = ascent + descent
        let r = pixelCeiling(line / 10)
        return TextEdge(leading: pixelCeiling(leading), above: r + descent, below: max(line + r - cap, r + descent))
    }

    /// Whether an element shows an SF Symbol at its edge (through any frame): a symbol's spacing
    /// to a text follows its baseline, which Plumb does not model, so the pair keeps 8 pt.
    func symbolEdge(_ element: Int, atTop: Bool) -> Bool {
        let e = graph.elements[edgeElement(element, atTop: atTop) { _ in true }]
        guard case .icon = e.op, case .icon(let spec) = graph.nodes[e.node].view.kind else { return false }
        return spec.name != nil && spec.bitmap == nil
    }

    /// The gaps between a stack's children when it sets no `spacing`: none next to a spacer;
    /// down a vertical stack a text keeps its leading from a text and its own room from another
    /// view (`textEdge`); 8 pt between views otherwise. Cached: a stack is sized many times.
    mutating func defaultGaps(_ axis: PlumbModel.Axis, _ children: [Int]) -> [Double] {
        let key = GapKey(axis: axis, children: children)
        if let cached = gapCache[key] { return cached }
        var gaps: [Double] = []
        for i in 0..<max(children.count - 1, 0) {
            if graph.elements[children[i]].isSpacer || graph.elements[children[i + 1]].isSpacer { gaps.append(0); continue }
            if axis == .vertical {
                let upper = textEdge(children[i], atTop: false), lower = textEdge(children[i + 1], atTop: true)
                switch (upper, lower) {
                case (_?, let l?): gaps.append(l.leading); continue
                case (let u?, nil) where !symbolEdge(children[i + 1], atTop: true): gaps.append(u.below); continue
                case (nil, let l?) where !symbolEdge(children[i], atTop: false): gaps.append(l.above); continue
                default: break
                }
            }
            gaps.append(8)
        }
        gapCache[key] = gaps
        return gaps
    }

    /// SwiftUI's stack algorithm (shared/reference/layout-semantics.md): children grouped by
    /// layoutPriority, least flexible first within a group, each offered an equal share of
    /// what is left after the minimums of lower-priority groups.
    mutating func stackLayout(_ axis: PlumbModel.Axis, _ spacing: Double?, _ alignment: StackAlignment,
                              _ children: [Int], _ p: ProposedSize) throws -> StackResult {
        let n = children.count
        guard n > 0 else { return StackResult(size: .zero, childSizes: [], proposals: [], gaps: [], crossOffsets: nil) }
        let gaps = spacing.map { [Double](repeating: $0, count: n - 1) } ?? defaultGaps(axis, children)
        let totalSpacing = gaps.reduce(0, +)
        let cross = p.across(axis)
        var proposals = [ProposedSize](repeating: .unspecified, count: n)
        var sizes = [Size](repeating: .zero, count: n)
        if let main = p.along(axis) {
            var minimum = [Double](repeating: 0, count: n)
            var flexibility = [Double](repeating: 0, count: n)
            for (i, c) in children.enumerated() {
                let lo = try size(c, .make(axis, main: 0, cross: cross)).along(axis)
                let hi = try size(c, .make(axis, main: .infinity, cross: cross)).along(axis)
                minimum[i] = lo
                flexibility[i] = hi.isInfinite ? .infinity : hi - lo
            }
            // Spacers form the lowest group of all: every view is served before any spacer,
            // which keeps only its minimum reserved (layout-semantics.md, stacks rule 6). A
            // spacer in a `.frame` is a framed view to the stack and is served with the others.
            let priority = children.map { graph.elements[$0].servedLast ? -Double.infinity : graph.elements[$0].priority }
            let priorities = Set(priority).sorted(by: >)
            var remaining = main - totalSpacing
            for level in priorities {
                let group = (0..<n).filter { priority[$0] == level }
                    .sorted { flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1 }
                let reserved = (0..<n).filter { priority[$0] < level }.reduce(0) { $0 + minimum[$1] }
                var available = remaining - reserved
                for (k, i) in group.enumerated() {
                    let offer = available.isInfinite ? available : max(available / Double(group.count - k), 0)
                    let prop = ProposedSize.make(axis, main: offer, cross: cross)
                    let s = try size(children[i], prop)
                    proposals[i] = prop
                    sizes[i] = s
                    if !available.isInfinite { available -= s.along(axis) }
                }
                if !remaining.isInfinite {
                    remaining -= group.reduce(0) { $0 + sizes[$1].along(axis) }
                }
            }
        } else {
            for (i, c) in children.enumerated() {
                proposals[i] = .make(axis, main: nil, cross: cross)
                sizes[i] = try size(c, proposals[i])
            }
        }
        let mainLength = sizes.reduce(0) { $0 + $1.along(axis) } + totalSpacing
        var crossLength = sizes.reduce(0) { max($0, $1.across(axis)) }
        var crossOffsets: [Double]?
        let baselines: Bool
        if case .vertical(let v) = alignment, v == .firstTextBaseline || v == .lastTextBaseline { baselines = true } else { baselines = false }
        if baselines || children.contains(where: { hasGuide($0, alignment) }) {
            // Align guides: each child starts at (shared guide − its guide), so a child whose
            // guide lies further in sits further out; the stack spans them all.
            let r = try guidedOffsets(alignment, children, proposals, sizes)
            crossOffsets = r.offsets
            crossLength = r.length
        }
        let size = axis == .horizontal ? Size(width: mainLength, height: crossLength) : Size(width: crossLength, height: mainLength)
        return StackResult(size: size, childSizes: sizes, proposals: proposals, gaps: gaps, crossOffsets: crossOffsets)
    }

    /// A child's alignment guide before any custom one: edges, centre, or its text baseline
    /// (its bottom when it has no text, as SwiftUI does).
    mutating func guideValue(_ alignment: StackAlignment, _ c: Int, _ p: ProposedSize, _ s: Size) throws -> Double {
        switch alignment {
        case .horizontal(let h):
            switch h {
            case .leading: return 0
            case .center: return s.width / 2
            case .trailing: return s.width
            }
        case .vertical(let v):
            switch v {
            case .top: return 0
            case .center: return s.height / 2
            case .bottom: return s.height
            case .firstTextBaseline, .lastTextBaseline: return try baseline(c, p, last: v == .lastTextBaseline) ?? s.height
            }
        }
    }

    /// A zstack's size and, on an axis where a child sets a custom guide the alignment reads,
    /// each child's offset on it (children lined up by their guides, the zstack spanning them).
    mutating func zstackLayout(_ alignment: Alignment, _ children: [Int], _ p: ProposedSize) throws
        -> (size: Size, childSizes: [Size], xOffsets: [Double]?, yOffsets: [Double]?) {
        var sizes: [Size] = []
        for c in children { sizes.append(try size(c, p)) }
        var w = sizes.reduce(0) { max($0, $1.width) }
        var h = sizes.reduce(0) { max($0, $1.height) }
        var xOffsets: [Double]?, yOffsets: [Double]?
        let proposals = [ProposedSize](repeating: p, count: children.count)
        let hA = StackAlignment.horizontal(alignment.horizontal), vA = StackAlignment.vertical(alignment.vertical)
        if children.contains(where: { hasGuide($0, hA) }) {
            (xOffsets, w) = try guidedOffsets(hA, children, proposals, sizes)
        }
        if children.contains(where: { hasGuide($0, vA) }) {
            (yOffsets, h) = try guidedOffsets(vA, children, proposals, sizes)
        }
        return (Size(width: w, height: h), sizes, xOffsets, yOffsets)
    }

    struct GridResult {
        var size: Size
        var columnWidths: [Double]
        var rowHeights: [Double]
        var childSizes: [Size]
        var proposals: [ProposedSize]
    }

    /// A fixed-column grid: with a finite width the columns share it equally (like
    /// `GridItem(.flexible())`); unproposed, each column is as wide as its widest cell.
    /// Adaptive columns: as many as fit a finite width (one when unproposed), sharing it, each
    /// at most the item's maximum.
    mutating func gridLayout(_ fixedColumns: Int, _ spacing: Double, _ rowSpacing: Double, _ alignment: HorizontalAlignment,
                             _ children: [Int], _ p: ProposedSize, adaptive: AdaptiveColumns? = nil) throws -> GridResult {
        var columns = fixedColumns
        var widthCap = Double.infinity
        if let adaptive {
            columns = p.width.map { $0.isFinite ? adaptive.count(width: $0, spacing: spacing) : 1 } ?? 1
            widthCap = adaptive.maximum
        }
        let n = children.count
        let rows = (n + columns - 1) / columns
        var widths = [Double](repeating: 0, count: columns)
        var proposals = [ProposedSize](repeating: .unspecified, count: n)
        var sizes = [Size](repeating: .zero, count: n)
        if let w = p.width, w.isFinite {
            let colWidth = min(max((w - spacing * Double(columns - 1)) / Double(columns), 0), widthCap)
            widths = Array(repeating: colWidth, count: columns)
            for (i, c) in children.enumerated() {
                proposals[i] = ProposedSize(width: colWidth, height: nil)
                sizes[i] = try size(c, proposals[i])
            }
        } else {
            for (i, c) in children.enumerated() {
                proposals[i] = ProposedSize(width: p.width, height: nil)
                sizes[i] = try size(c, proposals[i])
                widths[i % columns] = max(widths[i % columns], sizes[i].width)
            }
        }
        var heights = [Double](repeating: 0, count: rows)
        for i in 0..<n { heights[i / columns] = max(heights[i / columns], sizes[i].height) }
        let width = widths.reduce(0, +) + spacing * Double(columns - 1)
        let height = heights.reduce(0, +) + rowSpacing * Double(max(rows - 1, 0))
        return GridResult(size: Size(width: n == 0 ? 0 : width, height: height), columnWidths: widths,
                          rowHeights: heights, childSizes: sizes, proposals: proposals)
    }

    // MARK: Frames

    /// `.frame(width:height:)` and `.frame(min…max…)`. The flexible rule: the proposal,
    /// clamped to [min, max], goes to the child (ideal when unproposed); the result is
    /// max(min, min(child, proposal)) then min(max, max(that, proposal)) per constrained axis.
    mutating func frameLayout(_ f: FrameSpec, _ child: Int, _ p: ProposedSize) throws -> (size: Size, childProposal: ProposedSize, childSize: Size) {
        let cp = frameChildProposal(f, p)
        let cs = try size(child, cp)
        return (frameSize(f, p, childProposal: cp, child: cs), cp, cs)
    }

    /// The frame with its relative lengths (`62%`, container-relative) in points for proposal `p`.
    func resolvedFrame(_ spec: FrameSpec, _ p: ProposedSize) -> FrameSpec {
        spec.resolved(width: p.width, height: p.height, containerWidth: container.width, containerHeight: container.height)
    }

    /// What a frame offered `p` proposes to its child.
    func frameChildProposal(_ spec: FrameSpec, _ p: ProposedSize) -> ProposedSize {
        let f = resolvedFrame(spec, p)
        if f.isFixed { return ProposedSize(width: f.width ?? p.width, height: f.height ?? p.height) }
        func proposalAxis(_ pv: Double?, _ mn: Double?, _ ideal: Double?, _ mx: Double?) -> Double? {
            guard var v = pv ?? ideal else { return nil }
            if let mn { v = max(mn, v) }
            if let mx { v = min(mx, v) }
            return v
        }
        return ProposedSize(width: proposalAxis(p.width, f.minWidth, f.idealWidth, f.maxWidth),
                            height: proposalAxis(p.height, f.minHeight, f.idealHeight, f.maxHeight))
    }

    /// A frame's size, offered `p`, given the proposal it made to its child and the child's answer.
    func frameSize(_ spec: FrameSpec, _ p: ProposedSize, childProposal cp: ProposedSize, child cs: Size) -> Size {
        let f = resolvedFrame(spec, p)
        if f.isFixed { return Size(width: f.width ?? cs.width, height: f.height ?? cs.height) }
        func resultAxis(_ c: Double, _ proposed: Double?, _ mn: Double?, _ mx: Double?) -> Double {
            var r = c
            let pv = proposed ?? c
            if let mn { r = max(mn, min(r, pv)) }
            if let mx { r = min(mx, max(r, pv)) }
            return r
        }
        return Size(width: resultAxis(cs.width, cp.width, f.minWidth, f.maxWidth),
                    height: resultAxis(cs.height, cp.height, f.minHeight, f.maxHeight))
    }

    // MARK: Aspect ratio

    /// What `.aspectRatio` proposes to its child: the ratio's size (`ratio` × 1, or the
    /// child's ideal size) scaled by the proposal — the smaller of the per-axis scales to fit,
    /// the larger to fill; an axis that is unspecified sets no scale. Unproposed on both axes
    /// (or a degenerate ideal size) the proposal passes through. The view is its child's answer.
    mutating func aspectProposal(_ a: AspectRatio, _ child: Int, _ p: ProposedSize) throws -> ProposedSize {
        let base = try a.ratio.map { Size(width: $0, height: 1) } ?? size(child, .unspecified)
        guard base.width > 0, base.height > 0, base.width.isFinite, base.height.isFinite else { return p }
        var scales: [Double] = []
        if let w = p.width { scales.append(w / base.width) }
        if let h = p.height { scales.append(h / base.height) }
        guard let first = scales.first else { return p }
        let scale = scales.dropFirst().reduce(first) { a.contentMode == .fit ? min($0, $1) : max($0, $1) }
        return ProposedSize(width: base.width * scale, height: base.height * scale)
    }

    // MARK: Baselines

    /// The first (or last) text baseline of an element offered `p`, from its top; nil when
    /// it contains no text (callers then use its bottom edge, as SwiftUI does).
    mutating func baseline(_ e: Int, _ p: ProposedSize, last: Bool) throws -> Double? {
        // Single-child layers only shift the baseline: walk them in a loop, like `size`.
        var (current, proposal, shift) = (e, p, 0.0)
        while let (child, childProposal) = wrapped(current, proposal) {
            switch graph.elements[current].op {
            case .padding(let i, _):
                shift += i.top
            case .frame(let f, _):
                let r = try frameLayout(f, child, proposal)
                shift += try frameChildOffset(f, r.size, child, r.childProposal, r.childSize).y
            case .position(_, let py, _):
                shift += py - (try size(child, childProposal)).height / 2
            default:
                break
            }
            (current, proposal) = (child, childProposal)
        }
        return try contentBaseline(current, proposal, last: last).map { $0 + shift }
    }

    /// The baseline of a view (not a single-child layer).
    private mutating func contentBaseline(_ e: Int, _ p: ProposedSize, last: Bool) throws -> Double? {
        switch graph.elements[e].op {
        case .text:
            let t = try textLayout(e, p)
            return last ? t.lastBaseline : t.firstBaseline
        case .shape, .spacer, .divider, .icon:
            return nil
        case .padding, .frame, .fixedSize, .offset, .position, .decorated, .passthrough:
            return try baseline(e, p, last: last)
        case .container(let child):
            return try inContainer(p) { try $0.baseline(child, p, last: last) }
        case .aspectRatio(let a, let child):
            return try baseline(child, try aspectProposal(a, child, p), last: last)
        case .viewThatFits(let axes, let children):
            return try baseline(children[try choice(axes, children, p)], p, last: last)
        case .stack(let axis, let spacing, let alignment, let children):
            let r = try stackLayout(axis, spacing, alignment, children, p)
            let order = last ? Array(children.indices.reversed()) : Array(children.indices)
            if axis == .vertical {
                guard let i = order.first else { return nil }
                var y = 0.0
                for j in 0..<i { y += r.childSizes[j].height + r.gaps[j] }
                return y + (try baseline(children[i], r.proposals[i], last: last) ?? r.childSizes[i].height)
            }
            for i in order {
                if let b = try baseline(children[i], r.proposals[i], last: last) {
                    let top = r.crossOffsets?[i] ?? crossOffset(alignment, container: r.size.height, child: r.childSizes[i].height)
                    return top + b
                }
            }
            return nil
        case .zstack(let alignment, let children):
            let r = try zstackLayout(alignment, children, p)
            for (i, c) in children.enumerated() {
                if let b = try baseline(c, p, last: last) {
                    return b + (r.yOffsets?[i] ?? alignOffset(alignment.vertical, container: r.size.height, child: r.childSizes[i].height))
                }
            }
            return nil
        case .grid:
            return nil
        }
    }

    func alignOffset(_ a: HorizontalAlignment, container: Double, child: Double) -> Double {
        switch a {
        case .leading: return 0
        case .center: return (container - child) / 2
        case .trailing: return container - child
        }
    }

    func alignOffset(_ a: VerticalAlignment, container: Double, child: Double) -> Double {
        switch a {
        case .top, .firstTextBaseline, .lastTextBaseline: return 0
        case .center: return (container - child) / 2
        case .bottom: return container - child
        }
    }

    func crossOffset(_ a: StackAlignment, container: Double, child: Double) -> Double {
        switch a {
        case .horizontal(let h): return alignOffset(h, container: container, child: child)
        case .vertical(let v): return alignOffset(v, container: container, child: child)
        }
    }

    // MARK: Placement

    /// The lines of text element `e` for the proposal it was placed with — the layout its frame
    /// was sized from. Re-laying it at its frame width instead can break differently: a text
    /// narrower than its widest unbreakable piece is as wide as that piece, not the proposal.
    mutating func placedTextLayout(_ e: Int) throws -> TextLayout? {
        guard case .text = graph.elements[e].op, let p = placements[e] else { return nil }
        return try textLayout(e, p)
    }

    /// One element to place: offered `proposal`, top-left at `origin`, drawn moved by `shift`.
    struct Placement {
        var element: Int
        var origin: (Double, Double)
        var proposal: ProposedSize
        var shift: (Double, Double)
        /// The container the element is inside (see `container`).
        var container: ProposedSize
    }

    /// Offers `p` to element `e`, fixes its frame with its top-left at `origin`, and places
    /// its descendants. `shift` is the accumulated `offset` (drawing moves, layout does not).
    ///
    /// A work list, not recursion: a tree at the depth limit with every view's modifiers is
    /// views × modifiers elements deep (~8,300), more than a thread's stack holds in a debug build.
    /// Elements are placed in pre-order, as the recursion did.
    mutating func place(_ e: Int, at origin: (Double, Double), _ p: ProposedSize, shift: (Double, Double) = (0, 0)) throws {
        let outside = container
        defer { container = outside }
        var work = [Placement(element: e, origin: origin, proposal: p, shift: shift, container: container)]
        var children: [Placement] = []
        while let next = work.popLast() {
            children.removeAll(keepingCapacity: true)
            container = next.container
            try placeOne(next.element, at: next.origin, next.proposal, shift: next.shift, children: &children)
            work.append(contentsOf: children.reversed())
        }
    }

    /// Fixes element `e`'s frame and appends its children's placements to `children`.
    private mutating func placeOne(_ e: Int, at origin: (Double, Double), _ p: ProposedSize, shift: (Double, Double),
                                   children out: inout [Placement]) throws {
        // A container layer's child (and all inside it) measures against the layer's proposal.
        let inside: ProposedSize
        if case .container = graph.elements[e].op { inside = p } else { inside = container }
        func place(_ c: Int, at o: (Double, Double), _ cp: ProposedSize, shift sh: (Double, Double)) {
            out.append(Placement(element: c, origin: o, proposal: cp, shift: sh, container: inside))
        }
        let s = try size(e, p)
        frames[e] = Rect(x: origin.0 + shift.0, y: origin.1 + shift.1, width: s.width, height: s.height)
        shifts[e] = Shift(dx: shift.0, dy: shift.1)
        placements[e] = p
        let (x, y) = origin
        // Right to left, every horizontal position inside this element is mirrored: leading
        // (x = 0 from the left) becomes x = 0 from the right. Offsets (`shift`) stay physical.
        let rtl = graph.elements[e].rightToLeft
        func mx(_ dx: Double, _ width: Double) -> Double { rtl ? s.width - dx - width : dx }
        switch graph.elements[e].op {
        case .text, .shape, .spacer, .divider, .icon:
            break
        case .stack(let axis, let spacing, let alignment, let children):
            let r = try stackLayout(axis, spacing, alignment, children, p)
            var cursor = 0.0
            for (i, c) in children.enumerated() {
                let cs = r.childSizes[i]
                let crossPos = r.crossOffsets?[i] ?? crossOffset(alignment, container: s.across(axis), child: cs.across(axis))
                let o = axis == .horizontal ? (x + mx(cursor, cs.width), y + crossPos) : (x + mx(crossPos, cs.width), y + cursor)
                place(c, at: o, r.proposals[i], shift: shift)
                cursor += cs.along(axis) + (i < r.gaps.count ? r.gaps[i] : 0)
            }
        case .zstack(let alignment, let children):
            let r = try zstackLayout(alignment, children, p)
            var baselines: [Double?] = []
            let baselineAligned = alignment.vertical == .firstTextBaseline || alignment.vertical == .lastTextBaseline
            if baselineAligned {
                for c in children { baselines.append(try baseline(c, p, last: alignment.vertical == .lastTextBaseline)) }
            }
            for (i, c) in children.enumerated() {
                let cs = r.childSizes[i]
                let dx = r.xOffsets?[i] ?? alignOffset(alignment.horizontal, container: s.width, child: cs.width)
                var dy = alignOffset(alignment.vertical, container: s.height, child: cs.height)
                if let guided = r.yOffsets?[i] {
                    dy = guided
                } else if baselineAligned {
                    let shared = baselines.compactMap { $0 }.max() ?? 0
                    dy = shared - (baselines[i] ?? cs.height)
                }
                place(c, at: (x + mx(dx, cs.width), y + dy), p, shift: shift)
            }
        case .grid(let fixedColumns, let spacing, let rowSpacing, let alignment, let children, let adaptive):
            let r = try gridLayout(fixedColumns, spacing, rowSpacing, alignment, children, p, adaptive: adaptive)
            let columns = r.columnWidths.count
            var rowY = 0.0
            for row in 0..<r.rowHeights.count {
                var colX = 0.0
                for col in 0..<columns {
                    let i = row * columns + col
                    guard i < children.count else { break }
                    let cs = r.childSizes[i]
                    let dx = alignOffset(alignment, container: r.columnWidths[col], child: cs.width)
                    let dy = (r.rowHeights[row] - cs.height) / 2
                    place(children[i], at: (x + mx(colX + dx, cs.width), y + rowY + dy), r.proposals[i], shift: shift)
                    colX += r.columnWidths[col] + spacing
                }
                rowY += r.rowHeights[row] + rowSpacing
            }
        case .padding(let i, let child):
            let inner = ProposedSize(width: p.width.map { max($0 - i.leading - i.trailing, 0) },
                                     height: p.height.map { max($0 - i.top - i.bottom, 0) })
            let childWidth = try size(child, inner).width
            place(child, at: (x + mx(i.leading, childWidth), y + i.top), inner, shift: shift)
        case .frame(let f, let child):
            let r = try frameLayout(f, child, p)
            let (dx, dy) = try frameChildOffset(f, s, child, r.childProposal, r.childSize)
            place(child, at: (x + mx(dx, r.childSize.width), y + dy), r.childProposal, shift: shift)
        case .aspectRatio(let a, let child):
            place(child, at: origin, try aspectProposal(a, child, p), shift: shift)
        case .fixedSize(let h, let v, let child):
            place(child, at: origin, ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height), shift: shift)
        case .offset(let dx, let dy, let child):
            // The offset layer keeps the layout position; what it wraps is drawn moved.
            frames[e] = Rect(x: x + shift.0, y: y + shift.1, width: s.width, height: s.height)
            place(child, at: origin, p, shift: (shift.0 + dx, shift.1 + dy))
        case .position(let px, let py, let child):
            let cs = try size(child, p)
            place(child, at: (x + mx(px - cs.width / 2, cs.width), y + py - cs.height / 2), p, shift: shift)
        case .decorated(let child, let decoration, let alignment):
            place(child, at: origin, p, shift: shift)
            let dp = ProposedSize(width: s.width, height: s.height)
            let ds = try size(decoration, dp)
            let (dx, dy) = try decorationOffset(alignment, child, p, s, decoration, dp, ds)
            place(decoration, at: (x + mx(dx, ds.width), y + dy), dp, shift: shift)
        case .passthrough(let child) where !graph.elements[e].ignoresSafeArea.isEmpty:
            // `ignoresSafeArea`: reaching a safe-area edge, the view is proposed the region out to
            // the screen's edge there and placed at the region's origin, as SwiftUI grows the
            // proposal and moves the origin by the insets it ignores (a fixed-height header
            // moves up under the status bar; a colour fills it). Its parent's layout is unchanged.
            guard let grown = safeAreaGrowth(graph.elements[e].ignoresSafeArea, Rect(x: x, y: y, width: s.width, height: s.height), rtl: rtl) else {
                place(child, at: origin, p, shift: shift)
                break
            }
            let gp = ProposedSize(width: grown.horizontal ? grown.rect.width : p.width, height: grown.vertical ? grown.rect.height : p.height)
            let cs = try size(child, gp)
            let (cx, cy) = (grown.horizontal ? grown.rect.x : x, grown.vertical ? grown.rect.y : y)
            frames[e] = Rect(x: cx + shift.0, y: cy + shift.1, width: cs.width, height: cs.height)
            placements[e] = gp
            place(child, at: (cx, cy), gp, shift: shift)
        case .passthrough(let child), .container(let child):
            place(child, at: origin, p, shift: shift)
        case .viewThatFits(let axes, let children):
            // Only the chosen child is placed; the others keep no frame and leave the tree.
            let k = try choice(axes, children, p)
            chosen[e] = k
            place(children[k], at: origin, p, shift: shift)
        }
    }

    /// `frame` (laid out, before offsets) grown out to the screen on each of `edges` where it
    /// reaches the safe area's edge, as SwiftUI extends a view that ignores the safe area; nil
    /// when nothing grows (no safe area, or the view keeps clear of its edges).
    func safeAreaGrowth(_ edges: SafeAreaEdges, _ frame: Rect, rtl: Bool) -> (rect: Rect, horizontal: Bool, vertical: Bool)? {
        guard let screen, let safe = safeRect else { return nil }
        let touch = 0.001
        let left: SafeAreaEdges = rtl ? .trailing : .leading, right: SafeAreaEdges = rtl ? .leading : .trailing
        var minX = frame.x, minY = frame.y, maxX = frame.x + frame.width, maxY = frame.y + frame.height
        if edges.contains(.top), minY <= safe.y + touch { minY = min(minY, screen.y) }
        if edges.contains(.bottom), maxY >= safe.y + safe.height - touch { maxY = max(maxY, screen.y + screen.height) }
        if edges.contains(left), minX <= safe.x + touch { minX = min(minX, screen.x) }
        if edges.contains(right), maxX >= safe.x + safe.width - touch { maxX = max(maxX, screen.x + screen.width) }
        let horizontal = minX != frame.x || maxX != frame.x + frame.width
        let vertical = minY != frame.y || maxY != frame.y + frame.height
        guard horizontal || vertical else { return nil }
        return (Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), horizontal, vertical)
    }
}
