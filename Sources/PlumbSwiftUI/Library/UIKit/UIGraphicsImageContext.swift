import Foundation
import PlumbModel

/// An image drawn by code: its size in points and what was drawn into it, in order. `Image(uiImage:)`
/// draws it as the views those operations are (`SwiftUI/DrawnImageView.swift`).
struct DrawnImage: Hashable {
    /// One drawing call.
    enum Operation: Hashable {
        /// `attributed.draw(in: rect)` (`draw(at:)` has an unbounded width): the runs, the
        /// rectangle, and the first paragraph style's alignment (`center`, `natural`, …).
        case text(AttributedString, in: CGRect, alignment: String, bounded: Bool)
        /// `UIRectFill(rect)` / `context.fill(rect)` with the fill colour set last.
        case fill(CGRect, Paint)
        /// `image.draw(at: point)` / `draw(in: rect)`: the image scaled to the rectangle.
        case image(UIImageBinding.Value, in: CGRect)
    }

    var size: CGSize
    var operations: [Operation] = []
    /// The colour `UIColor.setFill()` / `set()` made current.
    var fill: Paint = .solid(RGBA(r: 0, g: 0, b: 0, a: 1))
}

/// UIKit's bitmap contexts as drawing code uses them: `UIGraphicsBeginImageContext(WithOptions)`
/// … `UIGraphicsGetImageFromCurrentImageContext()` … `UIGraphicsEndImageContext()`, and
/// `UIGraphicsImageRenderer(size:).image { context in … }`. Text drawn with `NSAttributedString`'s
/// `draw(in:)`/`draw(at:)` and rectangles filled with `UIRectFill`/`context.fill` are recorded;
/// the contexts begun and not ended are the evaluator's (`SwiftEvaluator.imageContexts`).
/// Nothing is rasterised here: the image is drawn where it is shown, at the preview's scale.
enum UIGraphicsImageContext {
    static let typeNames: Set<String> = ["UIGraphicsImageRenderer", "UIGraphicsImageRendererContext"]

    /// A renderer of images of one size (`UIGraphicsImageRenderer(size:)`).
    struct Renderer: Hashable {
        var size: CGSize
    }

    /// The context `image { context in … }` hands its closure.
    struct RendererContext: Hashable {}

    /// The most contexts open at once (drawing code nests one or two).
    static let maxDepth = 8

    static func call(_ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        let e = site.evaluator
        switch name {
        case "UIGraphicsBeginImageContext", "UIGraphicsBeginImageContextWithOptions":
            try begin(CoreGraphicsValues.size(site.argument(args, nil), site), site)
            return .void
        case "UIGraphicsGetImageFromCurrentImageContext":
            guard let top = e.imageContexts.last else { return .optional(nil) }
            return .optional(.native(AnyHashable(UIImageBinding.Value(drawn: top))))
        case "UIGraphicsEndImageContext":
            if !e.imageContexts.isEmpty { e.imageContexts.removeLast() }
            return .void
        case "UIRectFill":
            try fill(CoreGraphicsValues.rect(site.argument(args, nil), site), site)
            return .void
        case "UIGraphicsImageRenderer":
            if let bounds = site.argument(args, "bounds") { return .native(AnyHashable(Renderer(size: try CoreGraphicsValues.rect(bounds, site).size))) }
            return .native(AnyHashable(Renderer(size: try CoreGraphicsValues.size(site.argument(args, "size"), site))))
        default:
            return nil
        }
    }

    /// `renderer.image { context in … }` and `context.fill(rect)`.
    static func method(_ base: Any, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        switch (base, name) {
        case (let r as Renderer, "image"):
            guard case .closure(let c)? = args.last?.value else { throw site.fail("image(actions:) needs a closure") }
            try begin(r.size, site)
            defer { site.evaluator.imageContexts.removeLast() }
            _ = try site.evaluator.callClosure(c, [.native(AnyHashable(RendererContext()))], node: site.node, site.file)
            return .native(AnyHashable(UIImageBinding.Value(drawn: site.evaluator.imageContexts.last)))
        case (is RendererContext, "fill"):
            try fill(CoreGraphicsValues.rect(site.argument(args, nil), site), site)
            return .void
        default:
            return nil
        }
    }

    /// `color.setFill()` / `color.set()`: the colour later fills use.
    static func setFill(_ paint: Paint, _ site: FoundationSite) {
        changeCurrent(site) { $0.fill = paint }
    }

    /// `attributed.draw(in: rect)` / `draw(at: point)` into the current context.
    static func draw(_ s: NSAttributedString, _ args: [Argument], _ site: FoundationSite) throws {
        let rect: CGRect, bounded: Bool
        if let r = site.argument(args, "in") {
            (rect, bounded) = (try CoreGraphicsValues.rect(r, site), true)
        } else {
            let p = try CoreGraphicsValues.point(site.argument(args, "at"), site)
            (rect, bounded) = (CGRect(x: p.x, y: p.y, width: 0, height: 0), false)
        }
        guard !site.evaluator.imageContexts.isEmpty else {
            site.warn("an attributed string drawn outside an image context draws nothing")
            return
        }
        let (runs, alignment) = FoundationNSAttributedString.attributed(s, site)
        changeCurrent(site) { $0.operations.append(.text(runs, in: rect, alignment: alignment, bounded: bounded)) }
    }

    /// `image.draw(at:)` / `draw(in:)` into the current context.
    static func draw(_ image: UIImageBinding.Value, in rect: CGRect, _ site: FoundationSite) {
        guard !site.evaluator.imageContexts.isEmpty else {
            site.warn("an image drawn outside an image context draws nothing")
            return
        }
        changeCurrent(site) { $0.operations.append(.image(image, in: rect)) }
    }

    private static func begin(_ size: CGSize, _ site: FoundationSite) throws {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0, size.width <= 10_000, size.height <= 10_000 else {
            throw site.fail("an image context of \(Double(size.width)) × \(Double(size.height)) pt is not in 0…10000 pt")
        }
        guard site.evaluator.imageContexts.count < maxDepth else { throw site.fail("more than \(maxDepth) image contexts are open at once") }
        site.evaluator.imageContexts.append(DrawnImage(size: size))
    }

    private static func fill(_ rect: CGRect, _ site: FoundationSite) throws {
        changeCurrent(site) { $0.operations.append(.fill(rect, $0.fill)) }
    }

    /// Changes the innermost open context; with none open, drawing does nothing (as in UIKit).
    private static func changeCurrent(_ site: FoundationSite, _ change: (inout DrawnImage) -> Void) {
        guard !site.evaluator.imageContexts.isEmpty else { return }
        change(&site.evaluator.imageContexts[site.evaluator.imageContexts.count - 1])
    }
}
