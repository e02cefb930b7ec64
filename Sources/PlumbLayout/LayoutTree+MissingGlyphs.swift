import PlumbModel
import PlumbText

extension LayoutTree {
    /// One located warning per text that has characters no face of its fallback chain has
    /// (`file:line:column: warning: missing glyphs: U+1FAE9 in body/text …`): they are drawn as
    /// .notdef boxes, and a run must say so rather than draw them silently.
    public var missingGlyphWarnings: [String] {
        nodes.compactMap { n in
            guard let text = n.text, !text.missingCharacters.isEmpty else { return nil }
            return "\(n.view.location): warning: missing glyphs: \(text.missingCodePoints) in \(n.path) "
                + "(no face of the fallback chain has them: drawn as boxes)"
        }
    }
}
