import PlumbModel

/// Custom alignment guides (`alignmentGuide`): the value a container lines a child up by.
///
/// A guide is set on the view as modified so far, so the layers written after it see it: a
/// frame, overlay or background aligned on it puts the guide on its own, and a stack or zstack
/// finds it through the single-child layers (padding, frames, offsets, …) around the view,
/// shifted by where each layer puts its content — SwiftUI's explicit alignment values, which
/// those layers pass on. Positions are logical (leading = 0); right to left mirrors them later.
extension LayoutEngine {
    /// Whether element `e` or a single-child layer inside it sets a guide `a` reads.
    func hasGuide(_ e: Int, _ a: StackAlignment) -> Bool {
        let chain = graph.elements[e].chainGuides
        return !chain.isEmpty && chain.contains { $0.applies(to: a) }
    }

    /// The value of alignment `a` for element `e` offered `p`, from its leading (or top) edge:
    /// the first custom guide found walking in through its single-child layers, else its
    /// natural value (edge, centre or baseline).
    mutating func guide(_ a: StackAlignment, _ e: Int, _ p: ProposedSize) throws -> Double {
        var (current, proposal, shift) = (e, p, 0.0)
        while hasGuide(current, a) {
            if let g = graph.elements[current].guides.first(where: { $0.applies(to: a) }) {
                let s = try size(current, proposal)
                return shift + g.value(natural: try guideValue(a, current, proposal, s), width: s.width, height: s.height)
            }
            guard let inner = try innerPlacement(current, proposal) else { break }
            if case .horizontal = a { shift += inner.offset.x } else { shift += inner.offset.y }
            (current, proposal) = (inner.child, inner.proposal)
        }
        return try guideValue(a, e, p, size(e, p))
    }

    /// Where a single-child layer offered `p` puts its child (logical, from its top-leading
    /// corner) and what it proposes; nil for views.
    mutating func innerPlacement(_ e: Int, _ p: ProposedSize) throws -> (child: Int, proposal: ProposedSize, offset: (x: Double, y: Double))? {
        switch graph.elements[e].op {
        case .padding(let i, let child):
            return (child, wrapped(e, p)!.proposal, (i.leading, i.top))
        case .frame(let f, let child):
            let r = try frameLayout(f, child, p)
            return (child, r.childProposal, try frameChildOffset(f, r.size, child, r.childProposal, r.childSize))
        case .aspectRatio(let a, let child):
            return (child, try aspectProposal(a, child, p), (0, 0))
        case .position(let px, let py, let child):
            let cs = try size(child, p)
            return (child, p, (px - cs.width / 2, py - cs.height / 2))
        case .fixedSize, .offset, .decorated, .passthrough:
            let (child, cp) = wrapped(e, p)!
            return (child, cp, (0, 0))
        // A container's guides are its own (the walk would size its content in the wrong container).
        case .text, .shape, .spacer, .divider, .icon, .stack, .zstack, .grid, .viewThatFits, .container:
            return nil
        }
    }

    /// Where a frame of size `s` puts its child (logical): the child's guide for the frame's
    /// alignment on the frame's own (its edge or centre). A baseline alignment keeps the child
    /// at the top, as before guides.
    mutating func frameChildOffset(_ f: FrameSpec, _ s: Size, _ child: Int, _ cp: ProposedSize, _ cs: Size) throws -> (x: Double, y: Double) {
        let h = StackAlignment.horizontal(f.alignment.horizontal), v = StackAlignment.vertical(f.alignment.vertical)
        let dx = hasGuide(child, h) ? alignOffset(f.alignment.horizontal, container: s.width, child: 0) - (try guide(h, child, cp))
            : alignOffset(f.alignment.horizontal, container: s.width, child: cs.width)
        if f.alignment.vertical == .firstTextBaseline || f.alignment.vertical == .lastTextBaseline { return (dx, 0) }
        let dy = hasGuide(child, v) ? alignOffset(f.alignment.vertical, container: s.height, child: 0) - (try guide(v, child, cp))
            : alignOffset(f.alignment.vertical, container: s.height, child: cs.height)
        return (dx, dy)
    }

    /// Where an overlay or background offered `dp` sits on the view it decorates (`child`,
    /// offered `p`, of size `s`): its guide on the view's, the view's own custom guide included.
    mutating func decorationOffset(_ alignment: Alignment, _ child: Int, _ p: ProposedSize, _ s: Size,
                                   _ decoration: Int, _ dp: ProposedSize, _ ds: Size) throws -> (x: Double, y: Double) {
        let h = StackAlignment.horizontal(alignment.horizontal), v = StackAlignment.vertical(alignment.vertical)
        let dx = hasGuide(child, h) || hasGuide(decoration, h) ? try guide(h, child, p) - guide(h, decoration, dp)
            : alignOffset(alignment.horizontal, container: s.width, child: ds.width)
        let dy = hasGuide(child, v) || hasGuide(decoration, v) ? try guide(v, child, p) - guide(v, decoration, dp)
            : alignOffset(alignment.vertical, container: s.height, child: ds.height)
        return (dx, dy)
    }

    /// Children lined up by their guides for `a`, as stacks (across) and zstacks do: each
    /// starts at (largest guide − its guide), normalised so the first starts at 0; the length
    /// spans them all.
    mutating func guidedOffsets(_ a: StackAlignment, _ children: [Int], _ proposals: [ProposedSize],
                                _ sizes: [Size]) throws -> (offsets: [Double], length: Double) {
        var guides: [Double] = []
        for (i, c) in children.enumerated() { guides.append(try guide(a, c, proposals[i])) }
        let shared = guides.max() ?? 0
        let starts = guides.map { shared - $0 }
        let minStart = starts.min() ?? 0
        let offsets = starts.map { $0 - minStart }
        let horizontal: Bool
        if case .horizontal = a { horizontal = true } else { horizontal = false }
        let length = zip(offsets, sizes).reduce(0) { max($0, $1.0 + (horizontal ? $1.1.width : $1.1.height)) }
        return (offsets, length)
    }
}
