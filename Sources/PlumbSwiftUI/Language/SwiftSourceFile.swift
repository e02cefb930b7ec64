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
    /// Square brackets nested deeper than this are refused before parsing: swift-syntax's
    /// lookahead for inline-array types (`[3 of Int]`) takes time exponential in their depth
    /// (`[[[[…]]]]` 20 deep parses for seconds). Array literals in view code nest 2 or 3 deep.
    static let maximumBracketNesting = 12

    let path: String
    /// A file of a package the project depends on (a SwiftPM checkout): its declarations are
    /// in scope, its previews are not the project's.
    var isDependency = false
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    /// The nesting or depth problem that made the file unusable, if any (its tree is empty).
    let refusal: SwiftDiagnostic?

    /// Parses `text` (named `path` in diagnostics). Parsing never fails: syntax errors become
    /// missing or unexpected nodes, which the evaluator reports where it meets them.
    init(path: String, text: String) {
        self.path = path
        if let problem = Self.nestingProblem(text) {
            let (line, column) = Self.lineAndColumn(of: problem.offset, in: text)
            refusal = SwiftDiagnostic(file: path, line: line, column: column, severity: .error, message: problem.message)
            tree = Parser.parse(source: "")
            converter = SourceLocationConverter(fileName: path, tree: tree)
            return
        }
        var utf8 = text
        let parsed = utf8.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: Self.maximumNesting) }
        if let problem = Self.depthProblem(parsed) {
            // Located from the text: a converter built from this tree would walk it recursively.
            let (line, column) = Self.lineAndColumn(of: problem.node.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
            refusal = SwiftDiagnostic(file: path, line: line, column: column, severity: .error, message: problem.message)
            tree = Parser.parse(source: "")
            converter = SourceLocationConverter(fileName: path, tree: tree)
            return
        }
        refusal = nil
        // Operators the file declares (`infix operator ~~: AdditionPrecedence`) fold with the
        // standard ones; operators declared nowhere here stay unfolded and are reported where used.
        var operators = OperatorTable.standardOperators
        try? operators.addSourceFile(parsed)
        let folded = operators.foldAll(parsed) { _ in }
        tree = folded.as(SourceFileSyntax.self) ?? parsed
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// Brackets nested past `maximumNesting` (or square brackets past `maximumBracketNesting`),
    /// found in the text before the parser sees it; comments and string literals are skipped.
    /// Returns the byte offset of the first bracket too deep.
    static func nestingProblem(_ text: String) -> (offset: Int, message: String)? {
        let bytes = Array(text.utf8)
        var i = 0
        var depth = 0
        var squares: [Bool] = []  // per open bracket: whether it is a `[`
        var squareDepth = 0
        func at(_ k: Int) -> UInt8 { k < bytes.count ? bytes[k] : 0 }
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "/") {
                while i < bytes.count, bytes[i] != 0x0A { i += 1 }
                continue
            }
            if b == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
                var level = 0
                repeat {
                    if at(i) == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") { level += 1; i += 2 } else if at(i) == UInt8(ascii: "*"), at(i + 1) == UInt8(ascii: "/") {
                        level -= 1; i += 2
                    } else { i += 1 }
                } while level > 0 && i < bytes.count
                continue
            }
            if b == UInt8(ascii: "\"") {
                // A string literal (single- or multi-line); interpolations are skipped with it.
                let quote = UInt8(ascii: "\"")
                let triple = at(i + 1) == quote && at(i + 2) == quote
                i += triple ? 3 : 1
                while i < bytes.count {
                    if bytes[i] == UInt8(ascii: "\\") { i += 2; continue }
                    if triple ? (bytes[i] == quote && at(i + 1) == quote && at(i + 2) == quote) : (bytes[i] == quote || bytes[i] == 0x0A) {
                        i += triple ? 3 : 1
                        break
                    }
                    i += 1
                }
                continue
            }
            switch b {
            case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                let square = b == UInt8(ascii: "[")
                squares.append(square)
                if square { squareDepth += 1 }
                if depth > maximumNesting { return (i, "the code nests deeper than \(maximumNesting) levels") }
                if squareDepth > maximumBracketNesting {
                    return (i, "square brackets nest deeper than \(maximumBracketNesting) levels (the parser's limit for array literals)")
                }
            case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"):
                if let last = squares.popLast() {
                    depth -= 1
                    if last { squareDepth -= 1 }
                }
            default:
                break
            }
            i += 1
        }
        return nil
    }

    /// A tree deeper than `maximumTreeDepth`, found without recursion (an explicit stack), so
    /// hostile input cannot overflow the stack here.
    private static func depthProblem(_ tree: SourceFileSyntax) -> (node: Syntax, message: String)? {
        var stack: [(Syntax, Int)] = [(Syntax(tree), 0)]
        while let (node, depth) = stack.popLast() {
            if depth > maximumTreeDepth {
                return (node, "the code nests deeper than \(maximumTreeDepth) syntax levels")
            }
            for child in node.children(viewMode: .sourceAccurate) { stack.append((child, depth + 1)) }
        }
        return nil
    }

    /// 1-based line and column (in UTF-8 bytes, as compilers count) of a byte offset.
    static func lineAndColumn(of offset: Int, in text: String) -> (Int, Int) {
        var line = 1, lineStart = 0, index = 0
        for byte in text.utf8 {
            if index >= offset { break }
            if byte == 0x0A { line += 1; lineStart = index + 1 }
            index += 1
        }
        return (line, offset - lineStart + 1)
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
        // Code the parser could not place at all lands in unexpected-code nodes with no token
        // missing around it (junk often does): the first such stretch is an error too.
        if out.count < limit, let junk = UnexpectedCodeFinder.first(in: tree) {
            let l = location(of: junk)
            let text = junk.trimmedDescription.prefix(20).map { $0.isASCII && !$0.isWhitespace && $0.asciiValue! >= 0x20 ? String($0) : "?" }.joined()
            out.append(SwiftDiagnostic(file: path, line: l.line, column: l.column, severity: .error,
                                       message: "syntax error: unexpected code '\(text)'"))
        }
        return out
    }
}
