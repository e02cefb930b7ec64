import Foundation
import PlumbModel
import SwiftSyntax

/// Layouts the sources declare (`struct FlowLayout: Layout`), called with content
/// (`FlowLayout(spacing: 8) { … }`, `AnyLayout(FlowLayout()) { … }`).
///
/// SwiftUI asks such a layout to size itself for what its parent proposes
/// (`sizeThatFits(proposal:subviews:cache:)`) and then to place its subviews in the bounds it
/// was given (`placeSubviews(in:proposal:subviews:cache:)`); the subviews answer
/// `sizeThatFits(_:)` and `dimensions(in:)` for any proposal. Plumb runs the layout's own
/// methods, as written, when the view is materialised:
/// - the proposal is what the previous layout pass proposed to the layout's node
///   (`SwiftProject.evaluate` runs passes until it settles, as for `GeometryReader`s); on the
///   first pass, the preview's width and no height;
/// - a subview measures itself by laying it out alone under the proposal asked (the caller's
///   `LayoutProbe`), an infinite dimension asked as its ideal one;
/// - each subview is then drawn at the size it takes for the proposal it was placed with, at
///   the point and anchor it was placed at; one never placed is drawn at its ideal size in the
///   centre of the bounds, as SwiftUI does. The layout's node is the size `sizeThatFits` gave.
enum CustomLayouts {
    /// Whether `type` is a layout of the sources (it conforms to `Layout`, directly or through
    /// a protocol of the sources).
    static func isLayout(_ type: String, _ e: SwiftEvaluator) -> Bool {
        e.declarations.type(type).map { e.conformances(of: $0).contains("Layout") } ?? false
    }

    /// `layout { content }`: the views of the content, laid out by `layout`.
    static func view(_ layout: Instance, content: Closure, evaluator e: SwiftEvaluator, node: some SyntaxProtocol,
                     file: SwiftSourceFile) throws -> ViewDescription {
        let made = try e.callClosure(content, [], node: node, file)
        let children = SwiftUIVocabulary.flatten(e.asView(made, at: node, file))
        return ViewDescription(.customLayout(layout, children: children, node: Syntax(node), file: file), name: layout.type,
                               location: file.location(of: node))
    }

    // MARK: Values the layout's methods are given

    /// `ProposedViewSize(width:height:)`: nil on an axis proposes nothing.
    static func proposal(_ width: Double?, _ height: Double?) -> SwiftValue {
        .instance(Instance(type: "ProposedViewSize", fields: ["width": .optional(width.map { .double($0) }),
                                                            "height": .optional(height.map { .double($0) })]))
    }

    /// The proposal a value stands for: `ProposedViewSize(…)`, `.unspecified`, `.zero`,
    /// `.infinity`, `.init(width:height:)`, `ProposedViewSize(size)`.
    static func proposedSize(_ v: SwiftValue?, _ e: SwiftEvaluator, _ node: some SyntaxProtocol,
                             _ file: SwiftSourceFile) throws -> (width: Double?, height: Double?) {
        switch v?.unwrapped ?? v {
        case nil, .implicitMember("unspecified", nil)?, .symbol("unspecified")?: return (nil, nil)
        case .implicitMember("zero", nil)?, .symbol("zero")?: return (0, 0)
        case .implicitMember("infinity", nil)?, .symbol("infinity")?: return (.infinity, .infinity)
        case .instance(let i)? where i.type == "ProposedViewSize":
            return (i.fields["width"]?.unwrapped?.number, i.fields["height"]?.unwrapped?.number)
        case .implicitMember("init", let args?)?:
            return try proposedSize(construct(args, e, node, file), e, node, file)
        case .native(let n)? where n.base is CGSize:
            let s = n.base as! CGSize
            return (Double(s.width), Double(s.height))
        default:
            throw e.fail("expected a ProposedViewSize, found \(v?.kindName ?? "nothing")", at: node, file)
        }
    }

    /// `ProposedViewSize(width:height:)` or `ProposedViewSize(size)`.
    static func construct(_ args: [Argument], _ e: SwiftEvaluator, _ node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue {
        if args.count == 1, args[0].label == nil {
            let s = try e.coerce(args[0].value, to: "CGSize", at: node, file)
            guard case .native(let n) = s, let size = n.base as? CGSize else { throw e.fail("ProposedViewSize takes a CGSize or a width and a height", at: node, file) }
            return proposal(Double(size.width), Double(size.height))
        }
        func axis(_ label: String) -> Double? { args.first { $0.label == label }?.value.unwrapped?.number }
        return proposal(axis("width"), axis("height"))
    }

    /// `ProposedViewSize.unspecified`, `.zero`, `.infinity`.
    static func staticValue(_ name: String) -> SwiftValue? {
        switch name {
        case "unspecified": return proposal(nil, nil)
        case "zero": return proposal(0, 0)
        case "infinity": return proposal(.infinity, .infinity)
        default: return nil
        }
    }

    /// A subview of a custom layout, as its methods see it (`LayoutSubview`).
    struct Subview: Hashable {
        let index: Int
        let recorder: Recorder
    }

    /// The space a subview wants beside others (`ViewSpacing`): SwiftUI's default 8 pt, which
    /// Plumb's stacks use too.
    struct Spacing: Hashable {}

    /// What a custom layout's subviews are and what its methods did with them: the subviews'
    /// materialised nodes, their measurements (by proposal) and where each was placed.
    final class Recorder: Hashable {
        let nodes: [ViewNode]
        let measure: (Int, Double?, Double?) throws -> (width: Double, height: Double)
        var sizes: [Int: [ProposalKey: (width: Double, height: Double)]] = [:]
        var placements: [Int: Placement] = [:]
        /// Each subview's layout values by key type (`.layoutValue(key:value:)`).
        var layoutValues: [[String: SwiftValue]] = []

        struct ProposalKey: Hashable {
            var width: Double?
            var height: Double?
        }

        /// Where `place(at:anchor:proposal:)` put a subview.
        struct Placement {
            var x, y, anchorX, anchorY: Double
            var proposal: ProposalKey
        }

        init(nodes: [ViewNode], measure: @escaping (Int, Double?, Double?) throws -> (width: Double, height: Double)) {
            self.nodes = nodes
            self.measure = measure
        }

        /// Subview `index`'s size for a proposal (an infinite dimension asks its ideal one).
        func size(_ index: Int, _ width: Double?, _ height: Double?) throws -> (width: Double, height: Double) {
            let key = ProposalKey(width: width.flatMap { $0.isFinite ? $0 : nil }, height: height.flatMap { $0.isFinite ? $0 : nil })
            if let s = sizes[index]?[key] { return s }
            let s = try measure(index, key.width, key.height)
            sizes[index, default: [:]][key] = s
            return s
        }

        static func == (a: Recorder, b: Recorder) -> Bool { a === b }
        func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    }

    /// `subview.sizeThatFits(_:)`, `.dimensions(in:)`, `.place(at:anchor:proposal:)`;
    /// `spacing.distance(to:along:)`.
    static func method(_ receiver: SwiftValue, _ name: String, _ args: [Argument], evaluator e: SwiftEvaluator, node: some SyntaxProtocol,
                       file: SwiftSourceFile) throws -> SwiftValue? {
        guard case .native(let n) = receiver else {
            if case .instance(let i) = receiver, i.type == "ProposedViewSize", name == "replacingUnspecifiedDimensions" {
                let by = try args.first.map { try e.coerce($0.value, to: "CGSize", at: node, file) }
                var fallback = CGSize(width: 10, height: 10)
                if case .native(let b)? = by, let s = b.base as? CGSize { fallback = s }
                let p = try proposedSize(receiver, e, node, file)
                return .native(AnyHashable(CGSize(width: p.width ?? Double(fallback.width), height: p.height ?? Double(fallback.height))))
            }
            return nil
        }
        if n.base is Spacing, name == "distance" { return .double(8) }
        guard let s = n.base as? Subview else { return nil }
        switch name {
        case "sizeThatFits":
            let p = try proposedSize(args.first?.value, e, node, file)
            let size = try s.recorder.size(s.index, p.width, p.height)
            return .native(AnyHashable(CGSize(width: size.width, height: size.height)))
        case "dimensions":
            let p = try proposedSize(args.first?.value, e, node, file)
            let size = try s.recorder.size(s.index, p.width, p.height)
            return .native(AnyHashable(AlignmentGuideModifier.Dimensions(width: size.width, height: size.height, baseline: size.height,
                                                                         guide: .leading)))
        case "place":
            let point = try e.coerce(args.first { $0.label == "at" }?.value ?? .void, to: "CGPoint", at: node, file)
            guard case .native(let pn) = point, let at = pn.base as? CGPoint else { throw e.fail("place(at:) needs a CGPoint", at: node, file) }
            let anchor = try InsetAndShapeModifiers.unitPoint(args.first { $0.label == "anchor" }?.value ?? .implicitMember(name: "topLeading", arguments: nil),
                                                              e, node, file)
            let p = try proposedSize(args.first { $0.label == "proposal" }?.value, e, node, file)
            s.recorder.placements[s.index] = Recorder.Placement(x: Double(at.x), y: Double(at.y), anchorX: anchor.x, anchorY: anchor.y,
                                                                proposal: .init(width: p.width, height: p.height))
            return .void
        default:
            return nil
        }
    }

    /// `subview[Key.self]`: the value the subview's `.layoutValue(key:value:)` set for the
    /// `LayoutValueKey`, else the key's `defaultValue`.
    static func subscriptValue(_ v: SwiftValue, _ args: [Argument], evaluator e: SwiftEvaluator, node: some SyntaxProtocol,
                               file: SwiftSourceFile) throws -> SwiftValue? {
        guard case .native(let n) = v, let s = n.base as? Subview, args.count == 1, args[0].label == nil,
              case .type(let written) = args[0].value else { return nil }
        let key = e.declarations.resolvedTypeName(written)
        if s.index < s.recorder.layoutValues.count, let set = s.recorder.layoutValues[s.index][key] { return set }
        return try e.staticMember(key, "defaultValue", node: node, file)
    }

    /// `subview.spacing`, `subview.priority` (the layout priority it was given, else 0).
    static func property(_ v: SwiftValue, _ name: String) -> SwiftValue? {
        guard case .native(let n) = v, let s = n.base as? Subview else { return nil }
        switch name {
        case "spacing": return .native(AnyHashable(Spacing()))
        case "priority":
            for m in s.recorder.nodes[s.index].modifiers { if case .layoutPriority(let p) = m { return .double(p) } }
            return .double(0)
        default: return nil
        }
    }
}
