import Foundation
import PlumbModel
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// One parsed Swift file: its syntax tree with operators folded (so `a + b * c` is a tree, not a
/// sequence) and the converter that turns positions into lines and columns.
final class SwiftSourceFile: @unchecked Sendable {
    /// Brackets, parentheses and braces nested deeper than this are not parsed further. The
    /// parser's own default differs between debug (20) and release (256) builds; one fixed
    /// value keeps the diagnostics the same in both, far above what view code nests.
    static let maximumNesting = 128
    /// Syntax trees deeper than this (a 100,000-link modifier chain, a sum of 100,000 terms:
    /// flat in the source, deep once parsed) are refused before anything walks them
    /// recursively (operator folding, the evaluator).
    static let maximumTreeDepth = 3_000

    let path: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    /// The nesting or depth problem that made the file unusable, if any (its tree is empty).
    let refusal: SwiftDiagnostic?

    /// Parses `text` (named `path` in diagnostics). Parsing never fails: syntax errors become
    /// missing or unexpected nodes, which the evaluator reports where it meets them.
    init(path: String, text: String) {
        self.path = path
        var utf8 = text
        let parsed = utf8.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: Self.maximumNesting) }
        let parsedConverter = SourceLocationConverter(fileName: path, tree: parsed)
        if let problem = Self.depthProblem(parsed) {
            let l = problem.node.startLocation(converter: parsedConverter, afterLeadingTrivia: true)
            refusal = SwiftDiagnostic(file: path, line: l.line, column: l.column, severity: .error, message: problem.message)
            tree = Parser.parse(source: "")
            converter = SourceLocationConverter(fileName: path, tree: tree)
            return
        }
        refusal = nil
        // Unknown custom operators stay unfolded; the evaluator reports them where used.
        let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }
        tree = folded.as(SourceFileSyntax.self) ?? parsed
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// Bracket nesting past `maximumNesting` or a tree deeper than `maximumTreeDepth`, found
    /// without recursion (an explicit stack), so hostile input cannot overflow the stack here.
    private static func depthProblem(_ tree: SourceFileSyntax) -> (node: Syntax, message: String)? {
        var nesting = 0
        for token in tree.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .leftParen, .leftBrace, .leftSquare:
                nesting += 1
                if nesting > maximumNesting {
                    return (Syntax(token), "the code nests deeper than \(maximumNesting) levels")
                }
            case .rightParen, .rightBrace, .rightSquare:
                nesting = max(0, nesting - 1)
            default:
                break
            }
        }
        var stack: [(Syntax, Int)] = [(Syntax(tree), 0)]
        while let (node, depth) = stack.popLast() {
            if depth > maximumTreeDepth {
                return (node, "the code nests deeper than \(maximumTreeDepth) syntax levels")
            }
            for child in node.children(viewMode: .sourceAccurate) { stack.append((child, depth + 1)) }
        }
        return nil
    }

    /// Line and column of the first token of `node`.
    func location(of node: some SyntaxProtocol) -> SourceLocation {
        let l = node.startLocation(converter: converter, afterLeadingTrivia: true)
        return SourceLocation(file: path, line: l.line, column: l.column)
    }

    /// The refusal, else syntax errors the parser recovered from, as located errors (the first few).
    func syntaxErrors(limit: Int = 5) -> [SwiftDiagnostic] {
        if let refusal { return [refusal] }
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
