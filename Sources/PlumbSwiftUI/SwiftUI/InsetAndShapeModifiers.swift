import PlumbModel
import SwiftSyntax

/// `safeAreaInset(edge:alignment:spacing:content:)`, `navigationBarItems(leading:trailing:)`
/// and the modifiers of `Shape` that return a shape (`rotation`, `scale`, `offset`, `inset(by:)`).
enum InsetAndShapeModifiers {
    /// `safeAreaInset`: the inset content stands at `edge` of the view, which is offered what
    /// is left: a stack of the two, `spacing` apart (0 when not given), the content aligned by
    /// `alignment` (centre by default) — a vertical stack for `.top`/`.bottom`, a horizontal one
    /// for `.leading`/`.trailing`. A scroll view, list or form at the bottom edge fills the
    /// space, the inset content over its bottom (the content scrolls underneath); a scroll view
    /// at the top edge is stacked below it, which is where its content starts; at the other
    /// edges (and a list's top) Plumb stops the view before the inset content, with a warning.
    static func safeAreaInset(_ view: ViewDescription, _ args: [Argument], evaluator e: SwiftEvaluator, node: some SyntaxProtocol,
                              here: Syntax, file: SwiftSourceFile) throws -> ViewDescription {
        guard case .implicitMember(let edge, nil)? = args.first(where: { $0.label == "edge" })?.value,
              ["top", "bottom", "leading", "trailing"].contains(edge) else {
            throw e.fail("safeAreaInset takes edge: .top, .bottom, .leading or .trailing", at: node, file)
        }
        guard case .closure(let c)? = args.last(where: { $0.label == "content" || $0.label == nil })?.value else {
            throw e.fail("safeAreaInset needs its content", at: node, file)
        }
        let content = e.asView(try e.callClosure(c, [], node: node, file), at: node, file)
        let spacingArg = args.first { $0.label == "spacing" }?.value
        let spacing = spacingArg.flatMap { $0.isNil ? nil : $0.number } ?? 0
        let alignmentArg = args.first { $0.label == "alignment" }?.value
        let vertical = edge == "top" || edge == "bottom"
        let alignment: StackAlignment = vertical ? .horizontal(try SwiftUIVocabulary.horizontalAlignment(alignmentArg, e, node, file))
                                                 : .vertical(try SwiftUIVocabulary.verticalAlignment(alignmentArg, e, node, file))
        if ["List", "Form", "ScrollView"].contains(view.name) {
            // A scroll view fills the whole space and takes the inset as a content inset: at the
            // initial scroll position its content starts at the top, under a bottom inset, which
            // is drawn over it (offered the scroll view's size) at the size it takes.
            if edge == "bottom", case .horizontal(let h) = alignment {
                return ViewDescription(.zstack(Alignment(horizontal: h, vertical: .bottom), children: [view, content]),
                                       name: "SafeAreaInset", location: file.location(of: node))
            }
            // A top inset moves the content down by its height and spacing, as stacking does;
            // only what the scroll view draws behind it (a list's grouped background, a
            // background modifier) would differ.
            if !(edge == "top" && view.name == "ScrollView" && !view.modifiers.contains(where: Self.drawsBehind)) {
                e.warn("safeAreaInset on a \(view.name) is approximated: the \(view.name) stops at the inset content (SwiftUI scrolls it underneath)",
                       at: here, file)
            }
        }
        let children = edge == "top" || edge == "leading" ? [content, view] : [view, content]
        return ViewDescription(.stack(vertical ? .vertical : .horizontal, spacing: spacing, alignment: alignment, children: children),
                               name: "SafeAreaInset", location: file.location(of: node))
    }

    /// Whether a modification draws where the view's frame is (a background or overlay, a
    /// border), which a scroll view's frame under an inset would show.
    private static func drawsBehind(_ m: ViewModification) -> Bool {
        switch m {
        case .background, .overlay: return true
        case .modifier(let mod, _):
            switch mod {
            case .background, .overlay, .backdropBlur, .glassEffect: return true
            default: return false
            }
        default: return false
        }
    }

    /// `navigationBarItems(leading:trailing:)` (deprecated): the views as toolbar items in the
    /// bar's leading and trailing placements.
    static func navigationBarItems(_ view: ViewDescription, _ args: [Argument], evaluator e: SwiftEvaluator, node: some SyntaxProtocol,
                                   file: SwiftSourceFile) throws -> ViewDescription {
        var items: [(placement: ToolbarPlacement, views: [ViewDescription])] = []
        for (label, placement) in [("leading", ToolbarPlacement.leading), ("trailing", .trailing)] {
            guard let v = args.first(where: { $0.label == label })?.value else { continue }
            let value = try { () throws -> SwiftValue in
                if case .closure(let c) = v { return try e.callClosure(c, [], node: node, file) }
                return v
            }()
            items.append((placement, SwiftUIVocabulary.flatten(e.asView(value, at: node, file))))
        }
        let key = file.location(of: node)
        return view.modified(.navigation { $0.setItems(items, declaredAt: key) })
    }

    /// A `UnitPoint` argument (`anchor:`): a named point or `UnitPoint(x:y:)`.
    static func unitPoint(_ v: SwiftValue?, _ e: SwiftEvaluator, _ node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> UnitPoint {
        guard let v else { return UnitPoint.named["center"]! }
        switch v {
        case .implicitMember(let n, nil), .symbol(let n):
            if let p = UnitPoint.named[n] { return p }
            throw e.fail("unknown UnitPoint '.\(n)'\(Suggestions.hint(for: n, in: UnitPoint.named.keys))", at: node, file)
        case .implicitMember("init", let a?):
            return UnitPoint(x: a.first { $0.label == "x" }?.value.number ?? 0, y: a.first { $0.label == "y" }?.value.number ?? 0)
        case .instance(let i) where i.type == "UnitPoint":
            return UnitPoint(x: i.fields["x"]?.number ?? 0.5, y: i.fields["y"]?.number ?? 0.5)
        default:
            throw e.fail("expected a UnitPoint, found \(v.kindName)", at: node, file)
        }
    }

    /// An `Angle` argument (`.degrees(30)`, `.radians(.pi)`, `Angle(degrees:)`) in degrees.
    static func degrees(_ v: SwiftValue?, _ what: String, _ e: SwiftEvaluator, _ node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> Double {
        switch v {
        case .implicitMember(let unit, let a?)? where unit == "degrees" || unit == "radians":
            // `.radians(.pi)`: the argument is a Double, whose `.pi` Swift finds.
            let pi: Double? = { if case .implicitMember("pi", nil)? = a.first?.value { return .pi }; return nil }()
            if let x = a.first?.value.number ?? pi { return unit == "radians" ? x * 180 / .pi : x }
        case .implicitMember("init", let a?)?:
            if let d = a.first(where: { $0.label == "degrees" })?.value.number { return d }
            if let r = a.first(where: { $0.label == "radians" })?.value.number { return r * 180 / .pi }
        case .instance(let i)? where i.type == "Angle":
            if let d = i.fields["degrees"]?.number { return d }
            if let r = i.fields["radians"]?.number { return r * 180 / .pi }
        // `Angle.zero`, `startAngle: .zero`.
        case .implicitMember("zero", nil)?, .symbol("zero")?:
            return 0
        // `.quarter` from the sources' `extension Angle { static let quarter = Angle(degrees: 90) }`.
        case .implicitMember(let name, _)?:
            let resolved = try e.resolvingImplicitMember(v!, as: "Angle", at: node, file)
            if case .implicitMember(name, _) = resolved {} else { return try degrees(resolved, what, e, node, file) }
        default:
            break
        }
        throw e.fail("\(what) takes .degrees(…) or .radians(…)", at: node, file)
    }

    /// An `Angle` as SwiftUI's value (`.degrees(x)`), for the arithmetic Swift allows on it.
    static func angle(degrees d: Double) -> SwiftValue {
        .implicitMember(name: "degrees", arguments: [Argument(label: nil, value: .double(d), syntax: nil)])
    }

    /// `a + b`, `a - b`, `a * 2`, `2 * a`, `a / 2`, `a < b` on `Angle`s (SwiftClockUI's
    /// `.fullRound * Double(hour) / 12`); nil when an operand is no angle or the operator is
    /// not one `Angle` has.
    static func angleBinary(_ op: String, _ l: SwiftValue, _ r: SwiftValue, _ e: SwiftEvaluator, _ node: some SyntaxProtocol,
                            _ file: SwiftSourceFile) throws -> SwiftValue? {
        // SwiftUI's `Angle` values are implicit members (`.degrees(90)`, a declared `.quarter`).
        func deg(_ v: SwiftValue) -> Double? {
            guard case .implicitMember = v else { return nil }
            return try? degrees(v, "", e, node, file)
        }
        switch (deg(l), deg(r), l.number, r.number) {
        case (let a?, let b?, _, _):
            switch op {
            case "+": return angle(degrees: a + b)
            case "-": return angle(degrees: a - b)
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            case ">=": return .bool(a >= b)
            default: return nil
            }
        case (let a?, nil, _, let k?):
            switch op {
            case "*": return angle(degrees: a * k)
            case "/": return angle(degrees: a / k)
            default: return nil
            }
        case (nil, let b?, let k?, _) where op == "*":
            return angle(degrees: k * b)
        default:
            return nil
        }
    }

    /// Whether `view` is a shape leaf (`Circle()`, `RoundedRectangle(…)`), so `Shape`'s own
    /// `rotation`/`scale`/`inset` apply.
    static func isShape(_ view: ViewDescription) -> Bool {
        if case .leaf(.shape, _) = view.content { return true }
        return false
    }
}
