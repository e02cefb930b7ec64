import Foundation
import PlumbModel
import SwiftSyntax

/// Views whose picture in a still image is one state of something that changes: a
/// `TimelineView` draws its content for the preview's fixed now (`PreviewDeterminism`); an
/// `AsyncImage`, which never loads in a preview (nothing is fetched), draws what it shows
/// until it has: its `placeholder:` or its content for the `.empty` phase.
enum StillStateViews {
    static let names: Set<String> = ["TimelineView", "AsyncImage"]

    static func construct(_ name: String, _ args: [Argument], evaluator e: SwiftEvaluator, node: some SyntaxProtocol,
                          file: SwiftSourceFile) throws -> SwiftValue? {
        let closures = args.compactMap { a -> (label: String?, closure: Closure)? in
            if case .closure(let c) = a.value { return (a.label, c) }
            return nil
        }
        switch name {
        case "TimelineView":
            // `TimelineView(.periodic(from:by:)) { context in … }`: the content at the preview's now.
            guard let content = closures.last?.closure else { return nil }
            let context = Instance(type: "TimelineView.Context",
                                   fields: ["date": FoundationLibrary.wrap(e.determinism.now), "cadence": .implicitMember(name: "live", arguments: nil)])
            return .view(e.asView(try e.callClosure(content, [.instance(context)], node: node, file), at: node, file))
        case "AsyncImage":
            if let placeholder = closures.first(where: { $0.label == "placeholder" })?.closure {
                return .view(e.asView(try e.callClosure(placeholder, [], node: node, file), at: node, file))
            }
            // `AsyncImage(url:) { phase in … }`: the content for the phase before any loading.
            if let content = closures.first(where: { $0.label == nil || $0.label == "content" })?.closure, content.parameters.count == 1 {
                return .view(e.asView(try e.callClosure(content, [emptyPhase], node: node, file), at: node, file))
            }
            // `AsyncImage(url:)`: its standard placeholder, which fills the space it is offered.
            e.warn("AsyncImage's standard placeholder is approximated: drawn as secondarySystemFill", at: node, file)
            var fill = FrameSpec()
            fill.maxWidth = .infinity
            fill.maxHeight = .infinity
            let color = SystemColors.color("secondarySystemFill", e.environment.colorScheme) ?? RGBA(r: 0.47, g: 0.47, b: 0.5, a: 0.16)
            return .view(ViewDescription(.leaf(.shape(.rectangle), textRuns: []), name: "AsyncImage", location: file.location(of: node))
                .modified(.modifier(.fill(.solid(color)), token: nil)).modified(.modifier(.frame(fill), token: nil)))
        default:
            return nil
        }
    }

    /// `AsyncImagePhase.empty`: no image and no error yet.
    static var emptyPhase: SwiftValue { .enumCase(type: "AsyncImagePhase", name: "empty", payload: []) }

    /// `phase.image`, `phase.error` of the empty phase: nil.
    static func property(_ v: SwiftValue, _ name: String) -> SwiftValue? {
        guard case .enumCase("AsyncImagePhase", _, _) = v, name == "image" || name == "error" else { return nil }
        return .optional(nil)
    }
}
