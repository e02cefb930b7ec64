import PlumbModel
import SwiftSyntax

/// SwiftUI views Plumb does not draw (an empty view, or a split view's first pane) and
/// `GeometryReader`'s description: a located warning says which fallback is used, never a crash
/// and never a silent guess.
enum UnsupportedViews {
    /// SwiftUI's views outside the evaluated subset: each is drawn as an empty view.
    static let names: Set<String> = [
        "DatePicker", "ColorPicker",
        "NavigationSplitView", "OutlineGroup",
        "Map", "VideoPlayer", "ControlGroup", "Table", "SpriteView", "SceneView", "Path",
        "PhotosPicker", "EditButton", "PasteButton", "RenameButton", "GroupBox", "Chart", "WebView",
        "SignInWithAppleButton", "MultiDatePicker", "TupleView",
    ]

    /// `NavigationSplitView`, which Plumb does not draw as such, shows the pane an iPhone shows
    /// first: its sidebar (compact width collapses it to the sidebar's stack), with a warning
    /// naming what is left out. Nil when there is no content closure to take the pane from.
    static func firstPane(_ name: String, _ args: [Argument], evaluator e: SwiftEvaluator, node: some SyntaxProtocol,
                          file: SwiftSourceFile) throws -> SwiftValue? {
        let what: String
        switch name {
        case "NavigationSplitView": what = "NavigationSplitView is drawn as an iPhone shows it first: its sidebar"
        default: return nil
        }
        // The content (a tab view's builder, a split view's first column, `sidebar:` or unlabelled).
        guard case .closure(let c)? = args.first(where: { $0.label == nil || $0.label == "sidebar" || $0.label == "content" })?.value else { return nil }
        e.warn(what, at: node, file)
        let panes = SwiftUIVocabulary.flatten(e.asView(try e.callClosure(c, [], node: node, file), at: node, file))
        guard let first = panes.first else { return .view(.empty(at: file.location(of: node))) }
        return .view(first)
    }

    /// A placeholder for a known SwiftUI view outside the subset; nil for any other name (an
    /// unknown identifier, reported by the evaluator with a suggestion).
    static func placeholder(_ name: String, evaluator e: SwiftEvaluator, node: some SyntaxProtocol, file: SwiftSourceFile) -> SwiftValue? {
        guard names.contains(name) else { return nil }
        e.warn("\(name) is not supported: drawn as an empty view", at: node, file)
        return .view(.empty(at: file.location(of: node)))
    }

    /// `Canvas { context, size in … }` (also `Canvas(opaque:colorMode:rendersAsynchronously:)`):
    /// drawn at materialisation (`CanvasContext`); `symbols:` are not drawn.
    static func canvas(_ args: [Argument], evaluator e: SwiftEvaluator, node: some SyntaxProtocol, file: SwiftSourceFile) throws -> ViewDescription {
        guard let renderer = args.first(where: { $0.label == "renderer" || $0.label == nil }), case .closure(let c) = renderer.value else {
            throw e.fail("Canvas needs a renderer closure", at: node, file)
        }
        if args.contains(where: { $0.label == "symbols" }) { e.warn("Canvas symbols are not drawn", at: node, file) }
        return ViewDescription(.canvas(c, node: Syntax(node), file: file), name: "Canvas", location: file.location(of: node))
    }

    /// `GeometryReader { proxy in … }`: a view that takes all the space it is offered, its
    /// content top-leading in it; the content is made at materialisation (`ViewMaterializer`),
    /// with the size the reader is laid out at.
    static func geometryReader(_ args: [Argument], evaluator e: SwiftEvaluator, node: some SyntaxProtocol, file: SwiftSourceFile) throws -> ViewDescription {
        guard case .closure(let c)? = args.last?.value else { throw e.fail("GeometryReader needs a content closure", at: node, file) }
        return ViewDescription(.geometryReader(c, node: Syntax(node), file: file), name: "GeometryReader", location: file.location(of: node))
    }
}
