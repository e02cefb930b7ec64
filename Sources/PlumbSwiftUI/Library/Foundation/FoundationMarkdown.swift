import CMarkGFM
import Foundation

/// Markdown in text, as Foundation reads it for `AttributedString(markdown:)` and SwiftUI for a
/// `Text` whose title is a literal (`LocalizedStringKey`): `**strong**`, `*emphasis*`/`_emphasis_`,
/// `` `code` ``, `~~strikethrough~~`, `[links](url)` and backslash escapes, parsed by cmark-gfm
/// (GitHub's CommonMark parser, which Foundation's parser is built on) rather than by hand.
///
/// Only inline syntax counts, whitespace kept (Foundation's `.inlineOnlyPreservingWhitespace`,
/// what SwiftUI uses): each line is parsed as one paragraph, a line that would start a block
/// (`# `, `> `, `- `, `1. `) keeps that text, and the line's leading and trailing whitespace
/// and the line breaks stay as written.
enum FoundationMarkdown {
    /// Whether `text` has anything Markdown could change (else it is its own plain text).
    static func mayContainMarkup(_ text: String) -> Bool {
        text.contains { "*_`~[\\&<".contains($0) }
    }

    /// `text`'s inline Markdown as runs with Plumb's attribute keys (strong, emphasis, code,
    /// strikethrough) and Foundation's `link`.
    static func attributed(_ text: String) -> AttributedString {
        guard mayContainMarkup(text) else { return AttributedString(text) }
        var result = AttributedString()
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if i > 0 { result += AttributedString("\n") }
            let leading = line.prefix { $0 == " " || $0 == "\t" }
            let trailing = line.reversed().prefix { $0 == " " || $0 == "\t" }
            let body = line.dropFirst(leading.count).dropLast(min(trailing.count, max(0, line.count - leading.count)))
            result += AttributedString(String(leading))
            if !body.isEmpty { result += parseLine(String(body)) }
            if leading.count < line.count { result += AttributedString(String(trailing.reversed())) }
        }
        return result
    }

    /// One line as a paragraph: a block marker at its start is escaped, so it stays text.
    private static func parseLine(_ line: String) -> AttributedString {
        cmark_gfm_core_extensions_ensure_registered()
        guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return AttributedString(line) }
        defer { cmark_parser_free(parser) }
        if let strike = cmark_find_syntax_extension("strikethrough") { cmark_parser_attach_syntax_extension(parser, strike) }
        let source = escapingBlockStart(line)
        source.withCString { cmark_parser_feed(parser, $0, strlen($0)) }
        guard let document = cmark_parser_finish(parser) else { return AttributedString(line) }
        defer { cmark_node_free(document) }
        var out = AttributedString()
        append(children: document, style: Style(), into: &out)
        return out
    }

    /// What an inline node's ancestors make of its text.
    private struct Style {
        var intent: FoundationAttributedString.InlineIntent = []
        var strikethrough = false
        var link: URL?
    }

    private static func append(children node: OpaquePointer, style: Style, into out: inout AttributedString) {
        var child = cmark_node_first_child(node)
        while let c = child {
            append(c, style: style, into: &out)
            child = cmark_node_next(c)
        }
    }

    private static func append(_ node: OpaquePointer, style: Style, into out: inout AttributedString) {
        let type = cmark_node_get_type_string(node).map { String(cString: $0) } ?? ""
        var inner = style
        switch type {
        case "text", "code", "html_inline":
            var run = AttributedString(cmark_node_get_literal(node).map { String(cString: $0) } ?? "")
            var intent = style.intent
            if type == "code" { intent.insert(.code) }
            if !intent.isEmpty { run[FoundationAttributedString.Inline.self] = intent }
            if style.strikethrough { run[FoundationAttributedString.Strikethrough.self] = true }
            if let link = style.link { run.link = link }
            out += run
            return
        case "softbreak": out += AttributedString(" "); return
        case "linebreak": out += AttributedString("\n"); return
        case "strong": inner.intent.insert(.stronglyEmphasized)
        case "emph": inner.intent.insert(.emphasized)
        case "strikethrough": inner.strikethrough = true
        case "link": inner.link = cmark_node_get_url(node).flatMap { URL(string: String(cString: $0)) }
        default: break
        }
        append(children: node, style: inner, into: &out)
    }

    /// `# Title`, `> quote`, `- item`, `* item`, a lone `*`, `***`/`___` rules, `1. item`, `===`:
    /// a backslash before the marker keeps it text, as inline-only parsing does.
    private static func escapingBlockStart(_ line: String) -> String {
        guard let first = line.first else { return line }
        if "#>-+=|".contains(first) { return "\\" + line }
        if first == "*", line.dropFirst().first.map({ $0 == " " || $0 == "\t" }) ?? true { return "\\" + line }
        // A thematic break: three or more of one of `*`/`_`, spaces between.
        if first == "*" || first == "_", line.allSatisfy({ $0 == first || $0 == " " || $0 == "\t" }), line.filter({ $0 == first }).count >= 3 {
            return "\\" + line
        }
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, digits.count <= 9, let marker = line.dropFirst(digits.count).first, marker == "." || marker == ")" {
            return digits + "\\" + line.dropFirst(digits.count)
        }
        return line
    }
}
