import PlumbModel
import SwiftSyntax

/// `.alignmentGuide(_:computeValue:)` with one of SwiftUI's guides.
///
/// The closure is given the view's `ViewDimensions`, which only layout knows. What closures
/// compute from them is a sum of the view's width, height and own guide values with constant
/// factors (`d[.leading] + 12`, `d.width / 2`, `d[VerticalAlignment.center] - 4`), so the
/// closure is called with a few sample sizes and the guide kept as those factors; layout then
/// gives it the view's real size. A closure that is not such a sum (it branches on the size,
/// or takes a maximum) is found out by one more sample and the modifier ignored with a warning.
enum AlignmentGuideModifier {
    /// The dimensions a guide closure is called with: a size, and (for a text baseline guide)
    /// the baseline's default position.
    struct Dimensions: Hashable, NamedNativeValue {
        static let typeName = "ViewDimensions"
        var width: Double
        var height: Double
        var baseline: Double
        /// The guide the closure computes, so `.center` means its axis's centre.
        var guide: AlignmentGuide.Guide
        var isVerticalGuide: Bool { [.top, .bottom, .firstTextBaseline, .lastTextBaseline].contains(guide) }

        /// `d[.leading]`, `d[HorizontalAlignment.center]`, `d[.firstTextBaseline]`: the guide's
        /// default value. `written` is the index as written, which tells the two centres apart.
        func value(of name: String, written: String) -> Double? {
            switch name {
            case "leading", "top": return 0
            case "trailing": return width
            case "bottom": return height
            case "center":
                let vertical = written.contains("VerticalAlignment") || !written.contains("HorizontalAlignment") && isVerticalGuide
                return vertical ? height / 2 : width / 2
            case "firstTextBaseline", "lastTextBaseline": return baseline
            default: return nil
            }
        }
    }

    static func apply(_ view: ViewDescription, _ args: [Argument], evaluator e: SwiftEvaluator, node: FunctionCallExprSyntax,
                      file: SwiftSourceFile) throws -> ViewDescription {
        // Warnings are located at the modifier's name, not at the start of the chain it ends.
        let here = node.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(node.calledExpression)
        let name = SwiftUIVocabulary.memberName(args.first?.value)
        guard let name, let guide = AlignmentGuide.Guide(rawValue: name) else {
            throw e.fail("alignmentGuide takes one of SwiftUI's guides (.leading, .center, .firstTextBaseline, …), found '\(args.first?.syntax?.trimmedDescription ?? "nothing")'",
                         at: here, file)
        }
        guard case .closure(let c)? = args.last?.value else { throw e.fail("alignmentGuide needs a closure", at: here, file) }
        func f(_ w: Double, _ h: Double, _ b: Double) throws -> Double {
            let d = SwiftValue.native(AnyHashable(Dimensions(width: w, height: h, baseline: b, guide: guide)))
            let v = try e.callClosure(c, [d], node: node, file)
            guard let n = v.number else { throw e.fail("alignmentGuide's closure gives \(v.kindName), not a number", at: here, file) }
            return n
        }
        let c0 = try f(0, 0, 0)
        let (a, b) = (try f(1, 0, 0) - c0, try f(0, 1, 0) - c0)
        let k = try f(0, 0, 1) - c0
        let predicted = c0 + 37 * a + 53 * b + 11 * k
        guard abs(try f(37, 53, 11) - predicted) < 1e-6 else {
            throw e.fail("alignmentGuide's value is not a sum of the view's width, height and guides", at: here, file)
        }
        let isBaseline = guide == .firstTextBaseline || guide == .lastTextBaseline
        if !isBaseline, k != 0 { throw e.fail("alignmentGuide(.\(name)) reads a text baseline: not supported", at: here, file) }
        let g: AlignmentGuide
        switch k {
        // A baseline guide moved from where it is (`d[.firstTextBaseline] - 2`).
        case 1: g = AlignmentGuide(guide: guide, offset: c0, widthFactor: a, heightFactor: b)
        case 0: g = AlignmentGuide(guide: guide, value: c0, widthFactor: a, heightFactor: b)
        default: throw e.fail("alignmentGuide scales the view's baseline: not supported", at: here, file)
        }
        return view.modified(.modifier(.alignmentGuide(g), token: nil))
    }

    /// `d.width`, `d.height` of the dimensions a guide closure is given.
    static func property(_ v: SwiftValue, _ name: String) -> SwiftValue? {
        guard case .native(let n) = v, let d = n.base as? Dimensions else { return nil }
        switch name {
        case "width": return .double(d.width)
        case "height": return .double(d.height)
        default: return nil
        }
    }

    /// `d[.leading]`, `d[VerticalAlignment.center]`; `d[explicit: g]` is nil (no guide of the
    /// view's own is known while its guide is computed).
    static func subscriptValue(_ v: SwiftValue, _ args: [Argument]) -> SwiftValue? {
        guard case .native(let n) = v, let d = n.base as? Dimensions, args.count == 1 else { return nil }
        if args[0].label == "explicit" { return .optional(nil) }
        guard let name = SwiftUIVocabulary.memberName(args[0].value),
              let value = d.value(of: name, written: args[0].syntax?.trimmedDescription ?? "") else { return nil }
        return .double(value)
    }
}
