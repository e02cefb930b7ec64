import Foundation
import PlumbModel
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// One parsed Swift file: its syntax tree with operators folded (so `a + b * c` is a tree, not a
/// sequence) and the converter that turns positions into lines and columns.
final class SwiftSourceFile: @unchecked Sendable {
    let path: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    /// Parses `text` (named `path` in diagnostics). Parsing never fails: syntax errors become
    /// missing or unexpected nodes, which the evaluator reports where it meets them.
    init(path: String, text: String) {
        self.path = path
        let parsed = Parser.parse(source: text)
        // Unknown custom operators stay unfolded; the evaluator reports them where used.
        let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }
        tree = folded.as(SourceFileSyntax.self) ?? parsed
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// Line and column of the first token of `node`.
    func location(of node: some SyntaxProtocol) -> SourceLocation {
        let l = node.startLocation(converter: converter, afterLeadingTrivia: true)
        return SourceLocation(file: path, line: l.line, column: l.column)
    }

    /// Syntax errors the parser recovered from, as located errors (the first few).
    func syntaxErrors(limit: Int = 5) -> [SwiftDiagnostic] {
        var out: [SwiftDiagnostic] = []
        for token in tree.tokens(viewMode: .all) where out.count < limit {
            if token.presence == .missing {
                let l = location(of: token)
                out.append(SwiftDiagnostic(file: path, line: l.line, column: l.column, severity: .error,
                                           message: "syntax error: missing \(token.tokenKind)"))
            }
        }
        return out
    }
}
