import Foundation
import PlumbModel
import SwiftSyntax

extension SwiftEvaluator {
    /// A layout of the sources at `path` with its subviews (`CustomLayouts` says how): its
    /// `sizeThatFits` and `placeSubviews` run with the proposal the previous layout pass gave
    /// its node, and the subviews are drawn where they were placed, at the sizes they take for
    /// the proposals they were placed with, inside a frame of the size it asked for.
    func materializeCustomLayout(_ d: ViewDescription, _ layout: Instance, _ children: [ViewDescription], _ node: Syntax,
                                 _ file: SwiftSourceFile, path: String) throws -> [ViewNode] {
        let own = path + "/" + d.name
        let subviewNodes = try materializeChildren(children, own + "/subviews")
        let topLeading = Alignment(horizontal: .leading, vertical: .top)
        guard let probe = context.layoutProbe, let type = declarations.type(layout.type),
              let sizeThatFits = type.methods["sizeThatFits"]?.first, let placeSubviews = type.methods["placeSubviews"]?.first else {
            warn("the layout '\(layout.type)' cannot be run here (no layout pass or no sizeThatFits/placeSubviews): its subviews are drawn in a VStack",
                 at: node, file)
            var stack = ViewDescription(.stack(.vertical, spacing: nil, alignment: .horizontal(.center),
                                               children: subviewNodes.map { ViewDescription(.prebuilt($0), name: d.name, location: d.location) }),
                                        name: d.name, location: d.location)
            stack.modifiers = d.modifiers
            return try materializeAll(stack, path: path)
        }
        // What the parent proposed in the previous pass; on the first, the preview's width.
        let previous = context.layoutProposals[own]
        let proposedWidth = previous == nil ? PreviewDevice.width : previous?.proposedWidth
        let proposedHeight = previous?.proposedHeight
        layoutProposalsUsed[own] = GeometrySize(width: 0, height: 0, proposedWidth: proposedWidth, proposedHeight: proposedHeight)
        let appearance = context.appearance, dynamicType = environment.dynamicType, direction = context.layoutDirection
        let recorder = CustomLayouts.Recorder(nodes: subviewNodes) { index, width, height in
            // The subview laid out alone under the proposal, read from a stack around it.
            let root = ViewNode(kind: .zstack(alignment: topLeading, children: [subviewNodes[index]]), path: "layout-subview", location: d.location)
            let c = ResolvedComponent(system: "swift", name: layout.type, variant: "subview", state: nil, interactive: false, width: width, height: height,
                                      appearance: appearance, dynamicType: dynamicType, root: root, layoutDirection: direction)
            guard let s = try probe(c, ["layout-subview"])["layout-subview"] else { throw PlumbError("a subview of '\(layout.type)' could not be measured") }
            return (s.width, s.height)
        }
        // What each subview's `.layoutValue(key:value:)` set, where the written subviews are the
        // materialised ones one for one.
        let written = children.flatMap(SwiftUIVocabulary.flatten)
        if written.count == subviewNodes.count { recorder.layoutValues = written.map(\.layoutValues) }
        let subviews = SwiftValue.array(subviewNodes.indices.map { .native(AnyHashable(CustomLayouts.Subview(index: $0, recorder: recorder))) })
        // The cache (`makeCache(subviews:)`, else `()`), passed `inout` to both methods.
        let cacheScope = Scope(parent: globalScope)
        var cache = SwiftValue.void
        if let make = type.methods["makeCache"]?.first {
            cache = try invoke(function: make, receiver: .instance(layout), [Argument(label: "subviews", value: subviews, syntax: nil)], node: node)
        }
        cacheScope.define("cache", cache)
        let cacheReference = ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("cache")))
        func cacheArgument() -> Argument {
            Argument(label: "cache", value: cacheScope.lookup("cache") ?? .void, syntax: nil, inoutTarget: (cacheReference, cacheScope))
        }
        let proposal = Argument(label: "proposal", value: CustomLayouts.proposal(proposedWidth, proposedHeight), syntax: nil)
        let subviewsArgument = Argument(label: "subviews", value: subviews, syntax: nil)
        let asked = try coerce(invoke(function: sizeThatFits, receiver: .instance(layout), [proposal, subviewsArgument, cacheArgument()], node: node),
                               to: "CGSize", at: node, file)
        guard case .native(let n) = asked, let size = n.base as? CGSize, size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0,
              size.width <= 100_000, size.height <= 100_000 else {
            throw fail("'\(layout.type)'.sizeThatFits gave \(describe(asked)), not a finite size", at: node, file)
        }
        let bounds = CGRect(origin: .zero, size: size)
        _ = try invoke(function: placeSubviews, receiver: .instance(layout),
                       [Argument(label: "in", value: .native(AnyHashable(bounds)), syntax: nil), proposal, subviewsArgument, cacheArgument()], node: node)
        var placed: [ViewDescription] = []
        for (i, var subview) in subviewNodes.enumerated() {
            let s: (width: Double, height: Double)
            let origin: (x: Double, y: Double)
            if let p = recorder.placements[i] {
                s = try recorder.size(i, p.proposal.width, p.proposal.height)
                origin = (p.x - p.anchorX * s.width, p.y - p.anchorY * s.height)
            } else {
                // Never placed: its ideal size, centred, as SwiftUI draws it.
                s = try recorder.size(i, nil, nil)
                origin = ((Double(size.width) - s.width) / 2, (Double(size.height) - s.height) / 2)
            }
            var frame = FrameSpec()
            frame.width = s.width
            frame.height = s.height
            subview.tokenNames += [String?](repeating: nil, count: max(0, subview.modifiers.count - subview.tokenNames.count) + 2)
            subview.modifiers += [.frame(frame), .offset(x: origin.x, y: origin.y)]
            placed.append(ViewDescription(.prebuilt(subview), name: d.name, location: d.location))
        }
        var frame = FrameSpec()
        frame.width = Double(size.width)
        frame.height = Double(size.height)
        frame.alignment = topLeading
        var container = ViewDescription(.zstack(topLeading, children: placed), name: d.name, location: d.location)
        container.modifiers = [.modifier(.frame(frame), token: nil)] + d.modifiers
        return try materializeAll(container, path: path)
    }
}
