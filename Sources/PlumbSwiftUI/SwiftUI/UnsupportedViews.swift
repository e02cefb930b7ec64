import PlumbModel
import SwiftSyntax

/// SwiftUI views Plumb does not draw (an empty view, or a split view's first pane) and
/// `GeometryReader`'s description: a located warning says which fallback is used, never a crash
/// and never a silent guess.
enum UnsupportedViews {
    /// SwiftUI's views outside the evaluated subset: each is drawn as an empty view.
    static let names: Set<String> = [
        "OutlineGroup",
        "Map", "VideoPlayer", "ControlGroup", "Table", "SpriteView", "SceneView", "Path",
        "PhotosPicker", "EditButton", "PasteButton", "RenameButton", "GroupBox", "Chart", "WebView",
        "SignInWithAppleButton", "MultiDatePicker", "TupleView",
    ]

    /// `NavigationSplitView` as an iPhone shows it: compact width collapses it into one
    /// navigation stack whose top is the `preferredCompactColumn:` binding's column, else the
    /// sidebar (the column is drawn inside a navigation stack, so its `navigationTitle` and
    /// toolbar are the bar's). A sidebar holding a `List(selection:)` may instead start on the
    /// column its selection pushes, which Plumb does not follow: that case says so with a
    /// warning. Nil when there is no column closure to take the pane from.
    static func firstPane(_ name: String, _ args: [Argument], evaluator e: SwiftEvaluator, node: some SyntaxProtocol,
                          file: SwiftSourceFile) throws -> SwiftValue? {
        guard name == "NavigationSplitView" else { return nil }
        var column = "sidebar"
        if let preferred = args.first(where: { $0.label == "preferredCompactColumn" })?.value {
            switch preferred.unwrapped ?? preferred {
            // `.detail`, or `NavigationSplitViewColumn.detail` written in full.
            case .implicitMember(let n, nil), .symbol(let n), .enumCase(_, let n, _): column = String(n.split(separator: ".").last ?? "")
            case let v: column = String(e.describe(v).split(separator: ".").last ?? "")
            }
        }
        func closure(_ labels: [String?]) -> Closure? {
            for a in args where labels.contains(a.label) { if case .closure(let c) = a.value { return c } }
            return nil
        }
        let sidebar = closure([nil, "sidebar"])
        let chosen: Closure?
        switch column {
        case "detail": chosen = closure(["detail"]) ?? sidebar
        case "content": chosen = closure(["content"]) ?? sidebar
        default: chosen = sidebar
        }
        guard let c = chosen else { return nil }
        if column == "sidebar", let sidebar, Self.holdsSelectionList(sidebar.body) {
            e.warn("NavigationSplitView with a List(selection:) in its sidebar is drawn on its sidebar: an iPhone may start on the column the selection pushes",
                   at: node, file)
        }
        let panes = try e.callClosure(c, [], node: node, file)
        let pane = ViewDescription(.navigation(children: SwiftUIVocabulary.flatten(e.asView(panes, at: node, file))), name: "NavigationStack",
                                   location: file.location(of: node))
        return .view(pane)
    }

    /// Whether a column's code makes a `List(selection:)` (outside nested closures' own
    /// declarations): its selection, when set, decides the column an iPhone shows first.
    static func holdsSelectionList(_ body: CodeBlockItemListSyntax) -> Bool {
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if node.calledExpression.trimmedDescription == "List", node.arguments.contains(where: { $0.label?.text == "selection" }) { found = true }
                return .visitChildren
            }
        }
        let f = Finder(viewMode: .sourceAccurate)
        f.walk(body)
        return f.found
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
        let c: Closure
        switch args.last?.value {
        case .closure(let given)?: c = given
        // `GeometryReader(content: content)` with a method `content(geometry:)` of the view: the
        // method as a function of the proxy.
        case .boundMethod(let receiver, let f)?:
            guard let body = f.syntax.body else { fallthrough }
            let scope = Scope(parent: e.globalScope)
            e.defineSelf(receiver, declaredIn: f.syntax, in: scope)
            c = Closure(function: f.syntax, body: body, scope: scope, file: f.file)
        default: throw e.fail("GeometryReader needs a content closure", at: node, file)
        }
        return ViewDescription(.geometryReader(c, node: Syntax(node), file: file), name: "GeometryReader", location: file.location(of: node))
    }
}
