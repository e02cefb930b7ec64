import SwiftSyntax

/// A `#Preview` macro use as found in a file (declaration or expression form).
struct PreviewDecl {
    enum Macro {
        case decl(MacroExpansionDeclSyntax)
        case expr(MacroExpansionExprSyntax)
    }

    let macro: Macro
    let file: SwiftSourceFile

    var node: Syntax {
        switch macro {
        case .decl(let d): return Syntax(d)
        case .expr(let e): return Syntax(e)
        }
    }

    var arguments: LabeledExprListSyntax {
        switch macro {
        case .decl(let d): return d.arguments
        case .expr(let e): return e.arguments
        }
    }

    var body: ClosureExprSyntax? {
        switch macro {
        case .decl(let d): return d.trailingClosure
        case .expr(let e): return e.trailingClosure
        }
    }

    /// `#Preview(as: .systemSmall) { … }`: the widget family a widget preview is drawn in.
    var widgetFamily: String? {
        guard let a = arguments.first(where: { $0.label?.text == "as" }), let m = a.expression.as(MemberAccessExprSyntax.self),
              m.base == nil else { return nil }
        return m.declName.baseName.text
    }

    /// A widget preview's widget: the trailing closure or `widget:`.
    var widgetClosure: ClosureExprSyntax? {
        body ?? arguments.first { $0.label?.text == "widget" }?.expression.as(ClosureExprSyntax.self)
    }

    /// A widget preview's entries: `timeline:` as an argument or an additional trailing closure.
    var timelineClosure: ClosureExprSyntax? {
        let trailing: MultipleTrailingClosureElementListSyntax
        switch macro {
        case .decl(let d): trailing = d.additionalTrailingClosures
        case .expr(let e): trailing = e.additionalTrailingClosures
        }
        return trailing.first { $0.label.text == "timeline" }?.closure
            ?? arguments.first { $0.label?.text == "timeline" }?.expression.as(ClosureExprSyntax.self)
    }

    /// The name given as the first unlabeled string argument, if any.
    var name: String? {
        guard let first = arguments.first, first.label == nil,
              let s = first.expression.as(StringLiteralExprSyntax.self) else { return nil }
        return s.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
    }
}
