/// Finds a colour that YAML read as a comment. `fill: #00A58E` unquoted is `fill:` with no
/// value followed by the comment `#00A58E`, so Plumb sees nothing where a colour belongs; the
/// parsed tree keeps only positions, so this looks at the source line itself.
struct CommentedColour: Equatable {
    /// 1-based column of the `#`.
    var column: Int
    /// The colour as written, `#00A58E`.
    var text: String
    /// The comment also hid a `]` or `}` after the colour, breaking a `{…}` or `[…]`.
    var hidesCloser: Bool

    /// The hint appended to the error.
    var hint: String { " — a '#' starts a YAML comment: write \"\(text)\" in quotes" }

    /// The first comment on `line` at or after `column` (1-based) that is a hex colour and sits
    /// where a value would: after `:`, `-`, `,`, `[` or `{` and whitespace. Nil otherwise, so a
    /// real comment (`# todo`) gets no quoting advice.
    static func find(in line: String, from column: Int) -> CommentedColour? {
        let chars = Array(line)
        var i = max(0, column - 1)
        while i < chars.count {
            defer { i += 1 }
            guard chars[i] == "#", i > 0, chars[i - 1] == " " || chars[i - 1] == "\t" else { continue }
            var before = i - 1
            while before >= 0, chars[before] == " " || chars[before] == "\t" { before -= 1 }
            guard before >= 0, ":-,[{".contains(chars[before]) else { continue }
            var end = i + 1
            while end < chars.count, chars[end].isHexDigit { end += 1 }
            guard end == chars.count || " \t,]}".contains(chars[end]) else { continue }
            let text = String(chars[i..<end])
            guard RGBA(hex: text) != nil else { continue }
            return CommentedColour(column: i + 1, text: text, hidesCloser: chars[end...].contains { $0 == "]" || $0 == "}" })
        }
        return nil
    }

    /// The nearest line at or before `line` (1-based) of `text` where a commented colour hid
    /// the `]` or `}` after it: the cause of a YAML syntax error at `line`.
    static func findHidingCloser(in text: String, before line: Int) -> (line: Int, colour: CommentedColour)? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var n = min(line, lines.count)
        while n >= 1 {
            if let c = find(in: String(lines[n - 1]), from: 1), c.hidesCloser { return (n, c) }
            n -= 1
        }
        return nil
    }
}
