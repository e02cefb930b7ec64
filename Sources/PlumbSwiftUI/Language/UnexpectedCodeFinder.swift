import SwiftSyntax

/// Finds the first stretch of code the parser could not place (an `UnexpectedNodesSyntax`),
/// in source order.
final class UnexpectedCodeFinder: SyntaxVisitor {
    private(set) var found: UnexpectedNodesSyntax?

    static func first(in tree: some SyntaxProtocol) -> UnexpectedNodesSyntax? {
        let finder = UnexpectedCodeFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        if found == nil { found = node }
        return .skipChildren
    }
}
