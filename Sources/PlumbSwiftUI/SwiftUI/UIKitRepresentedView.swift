import PlumbModel
import SwiftSyntax

/// A `UIViewRepresentable` whose view Plumb can draw without running UIKit: `makeUIView(context:)`
/// and then `updateUIView(_:context:)` are evaluated (with `context.coordinator` from
/// `makeCoordinator()` and `context.environment`), and when they give a plain `UIView` or a
/// `UIImageView` with no image and no subviews, it is drawn as UIKit draws it — its
/// `backgroundColor` (clear by default) over the space SwiftUI gives it, which is what
/// `UIKitPlaceholder` gives a UIKit view. Anything else stays the labelled placeholder.
extension SwiftEvaluator {
    func representedUIKitView(_ instance: Instance, base: String, at loc: SourceLocation) -> ViewDescription? {
        // Asked each time the view is drawn: evaluated once.
        if let known = representedViews[ObjectIdentifier(instance)] { return known.view }
        representedViews[ObjectIdentifier(instance)] = (instance, nil, true)
        let drawn = evaluateRepresented(instance, base: base, at: loc)
        representedViews[ObjectIdentifier(instance)] = (instance, drawn, false)
        return drawn
    }

    /// Whether `instance`'s `makeUIView`/`updateUIView` are running: asked then whether `self`
    /// is a view, it is (a placeholder), with no warning for a view not yet known to need one.
    func isRepresenting(_ instance: Instance) -> Bool {
        representedViews[ObjectIdentifier(instance)]?.evaluating == true
    }

    private func evaluateRepresented(_ instance: Instance, base: String, at loc: SourceLocation) -> ViewDescription? {
        guard base == "UIViewRepresentable", let t = declarations.type(instance.type),
              let make = t.methods["makeUIView"]?.first else { return nil }
        let mark = fallbackMark
        let made: SwiftValue
        do {
            let coordinator = try t.methods["makeCoordinator"]?.first.map {
                try invoke(function: $0, receiver: .instance(instance), [], node: $0.syntax)
            } ?? .void
            let context = SwiftValue.instance(Instance(type: "UIViewRepresentableContext", fields: [
                "coordinator": coordinator, "environment": SwiftUINonViewValues.value("EnvironmentValues", "current"),
            ]))
            made = try invoke(function: make, receiver: .instance(instance), [Argument(label: "context", value: context, syntax: nil)],
                              node: make.syntax)
            if let update = t.methods["updateUIView"]?.first {
                _ = try invoke(function: update, receiver: .instance(instance),
                               [Argument(label: nil, value: made, syntax: nil), Argument(label: "context", value: context, syntax: nil)],
                               node: update.syntax)
            }
        } catch {
            _ = takeFallbacks(since: mark)
            return nil
        }
        guard case .native(let n) = made, let view = n.base as? UIKitViewBinding.Object, view.subviewCount == 0,
              view.type == "UIView" || (view.type == "UIImageView" && (view.properties["image"] ?? .optional(nil)).isNil) else {
            // Not one Plumb draws: what evaluating it said gives way to the placeholder's warning.
            _ = takeFallbacks(since: mark)
            return nil
        }
        var fill = Paint.solid(.clear)
        if let color = view.properties["backgroundColor"],
           let typed = try? coerce(color, to: "UIColor", at: make.syntax, make.file), case .color(let p) = resolvingColors(typed.unwrapped ?? typed) { fill = p }
        return ViewDescription(.leaf(.shape(.rectangle), textRuns: []), name: instance.type, location: loc)
            .modified(.modifier(.fill(fill), token: nil))
            .modified(.modifier(.frame(UIKitPlaceholder.frame(controller: false)), token: nil))
    }
}
