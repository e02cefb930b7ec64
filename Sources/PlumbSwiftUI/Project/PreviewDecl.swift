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

    /// The name given as the first unlabeled string argument, if any.
    var name: String? {
        guard let first = arguments.first, first.label == nil,
              let s = first.expression.as(StringLiteralExprSyntax.self) else { return nil }
        return s.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
    }
}
