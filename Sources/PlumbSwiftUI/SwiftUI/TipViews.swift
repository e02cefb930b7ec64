import PlumbModel
import SwiftSyntax

/// TipKit's `TipView(tip)` (also `arrowEdge:` and an `action:` closure) with a tip of the
/// sources (`struct PreviewTip: Tip { var title: Text … }`). A preview shows the tip as it
/// appears once eligible, before it is dismissed. Its look is the `.tipViewStyle(_:)` in effect:
/// a `TipViewStyle` of the sources makes it from its configuration (`title`, `message`, `image`,
/// `actions`, `tip`; a tip that does not declare `message` or `image` has none, as `Tip`'s
/// defaults are nil). TipKit's own style is not measured: without one of the sources, the tip is
/// its image, title and message in a padded row, with a warning. `Tips.configure(…)` and the
/// other `Tips` calls change nothing a still preview shows.
enum TipViews {
    static let viewNames: Set<String> = ["TipView"]
    /// Modifiers of TipKit's own style, which a style of the sources draws without.
    static let inertModifiers = ["tipBackground", "tipCornerRadius", "tipImageSize", "tipImageStyle", "popoverTip"]

    static func construct(_ args: [Argument], evaluator e: SwiftEvaluator, node: some SyntaxProtocol, file: SwiftSourceFile) throws -> ViewDescription {
        guard let tip = args.first(where: { $0.label == nil })?.value, case .instance = tip.unwrapped ?? tip else {
            throw e.fail("TipView needs a tip of the sources", at: node, file)
        }
        return ViewDescription(.control(.tip(tip.unwrapped ?? tip, node: Syntax(node), file: file)), name: "TipView", location: file.location(of: node))
    }

    /// The configuration a `TipViewStyle`'s `makeBody(configuration:)` is given.
    static func configuration(_ tip: SwiftValue, evaluator e: SwiftEvaluator, node: Syntax, file: SwiftSourceFile) throws -> Instance {
        func part(_ name: String) throws -> SwiftValue {
            guard let v = try e.member(of: tip, name, node: node, file) else { return .optional(nil) }
            return v
        }
        return Instance(type: "TipViewStyleConfiguration", fields: [
            "tip": tip, "title": try part("title"), "message": try part("message"), "image": try part("image"),
            "actions": .array([]),
        ])
    }

    /// TipKit's own look, unmeasured: the image and the title over the message, padded.
    static func defaultLook(_ configuration: Instance, evaluator e: SwiftEvaluator, at d: ViewDescription) -> ViewDescription {
        let loc = d.location
        func view(_ v: SwiftValue?) -> ViewDescription? {
            guard let v, let inner = v.unwrapped else { return nil }
            if case .view(let view) = inner { return view }
            return nil
        }
        var texts: [ViewDescription] = []
        if let title = view(configuration.fields["title"]) { texts.append(title.modified(.modifier(.fontWeight(.semibold), token: nil))) }
        if let message = view(configuration.fields["message"]) {
            texts.append(message.modified(.modifier(.foregroundColor(.solid(SystemColors.color("secondaryLabel", e.environment.colorScheme)!)), token: nil)))
        }
        var row: [ViewDescription] = []
        if let image = view(configuration.fields["image"]) { row.append(image) }
        row.append(ViewDescription(.stack(.vertical, spacing: 4, alignment: .horizontal(.leading), children: texts), name: "VStack", location: loc))
        var f = FrameSpec()
        f.maxWidth = .infinity
        f.alignment = Alignment(horizontal: .leading, vertical: .center)
        return ViewDescription(.stack(.horizontal, spacing: 12, alignment: .vertical(.top), children: row), name: "TipView", location: loc)
            .modified(.modifier(.frame(f), token: nil))
            .modified(.modifier(.padding(EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)), token: nil))
    }
}
