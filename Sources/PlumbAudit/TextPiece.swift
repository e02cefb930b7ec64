import Foundation
import PlumbLayout
import PlumbModel

/// A piece of a text judged for contrast on its own: the whole string of a plain text, or one
/// styled run of a `Text + Text` (each run has its own colour and size, so its own verdict).
struct TextPiece {
    /// The piece's characters, for the finding's message.
    var text: String
    /// The colour it is drawn in.
    var paint: Paint
    /// The token that colour came from (a placeholder colour is only a warning).
    var token: String?
    /// WCAG large text: judged against 3:1 instead of 4.5:1.
    var large: Bool

    /// The pieces of text node `n` that have visible characters, laid out at `fontSize` (each
    /// run at its entry of `runSizes`); `ink` is the colour of text that sets none (the
    /// appearance's primary).
    static func pieces(of n: LayoutNode, string: String, font: ResolvedFont, fontSize: Double, runSizes: [Double],
                       ink: Paint) -> [TextPiece] {
        let plain = [TextPiece(text: string, paint: n.foreground ?? ink, token: n.foregroundToken,
                               large: Contrast.isLarge(size: fontSize, weight: font.weight))]
        let runs = n.view.textRuns
        guard !runs.isEmpty else { return plain }
        return runs.indices.compactMap { r -> TextPiece? in
            guard !runs[r].text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
            // A run's colour, face and size fall back to the text's, as SwiftUI's environment does.
            let own = r < n.runPaints.count ? n.runPaints[r] : TextRunPaint()
            let size = r < runSizes.count ? runSizes[r] : fontSize
            let weight = r < n.runFonts.count ? n.runFonts[r].weight : font.weight
            return TextPiece(text: runs[r].text, paint: own.foreground ?? n.foreground ?? ink,
                             token: own.foregroundToken ?? n.foregroundToken, large: Contrast.isLarge(size: size, weight: weight))
        }
    }
}
