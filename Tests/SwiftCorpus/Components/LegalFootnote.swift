import SwiftUI

/// The consent footnote under a sign-up button: plain text with an underlined, coloured link run
/// and a bold run, built as an `AttributedString`.
struct LegalFootnote: View {
    var product = "Plumb"
    var highlight: Color = .brand

    private var attributed: AttributedString {
        var intro = AttributedString("By continuing you agree to \(product)'s ")
        intro.foregroundColor = .secondary

        var terms = AttributedString("Terms of Service")
        terms.foregroundColor = highlight
        terms.underlineStyle = .single
        terms.link = URL(string: "https://example.com/terms")

        var and = AttributedString(" and ")
        and.foregroundColor = .secondary

        var privacy = AttributedString("Privacy Policy")
        privacy.font = .footnote.bold()
        privacy.foregroundColor = highlight

        return intro + terms + and + privacy + AttributedString(".")
    }

    /// Emphasises every occurrence of `word` in `text`: the pieces between are plain runs.
    static func emphasising(_ word: String, in text: String) -> AttributedString {
        var emphasis = AttributedString(word)
        emphasis.font = .body.weight(.semibold)
        emphasis.foregroundColor = .warning
        let pieces = text.components(separatedBy: word)
        var result = AttributedString(pieces.first ?? "")
        for piece in pieces.dropFirst() {
            result += emphasis
            result += AttributedString(piece)
        }
        return result
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.sm) {
            Text(attributed)
                .font(.footnote)
            Text(Self.emphasising("offline", in: "Saved offline. Edits made offline sync later."))
            Text("Markdown works too: **bold**, *italic* and `code`.")
                .font(.footnote)
        }
        .padding()
    }
}

#Preview("Legal footnote", traits: .sizeThatFitsLayout) {
    LegalFootnote()
        .frame(width: 320)
}

#Preview("Legal footnote, custom tint", traits: .sizeThatFitsLayout) {
    LegalFootnote(product: "Acme", highlight: .success)
        .frame(width: 320)
}
