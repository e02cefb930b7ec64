import PlumbModel

/// Lays out a `Text`: shapes it, wraps it to a proposed width, applies the line limit with tail
/// truncation, and positions lines and baselines the way SwiftUI does.
public struct TextLayoutEngine: Sendable {
    /// Where faces come from.
    public let library: FontLibrary

    /// Creates an engine that loads faces from `library`.
    private let cache = TextLayoutCache()

    public init(library: FontLibrary) {
        self.library = library
    }

    /// Lays out `text` in `font`.
    /// - Parameters:
    ///   - proposedWidth: the width offered by the parent; `nil` (or at least the ideal width)
    ///     lays out one unwrapped line per paragraph.
    ///   - lineLimit: maximum number of lines (values below 1 act as 1).
    ///   - maxHeight: the height offered; only as many whole lines as fit are kept (at least one).
    ///   - alignment: horizontal placement of lines narrower than the widest one.
    /// - Returns: the lines and the box they occupy; `width` is the widest line.
    /// - Throws: `PlumbError` for an unloadable font, a non-finite size/width/height or
    ///   text longer than `TextShaper.maximumCharacterCount` characters.
    public func layout(_ text: String, font: ResolvedFont, proposedWidth: Double? = nil,
                       lineLimit: Int? = nil, maxHeight: Double? = nil,
                       alignment: TextAlignment = .leading) throws -> TextLayout {
        let key = TextLayoutCache.Key(text: text, font: font, proposedWidth: proposedWidth, lineLimit: lineLimit,
                                      maxHeight: maxHeight, alignment: alignment)
        if let hit = cache.value(key) { return hit }
        let result = try computeLayout(text, font: font, proposedWidth: proposedWidth, lineLimit: lineLimit,
                                       maxHeight: maxHeight, alignment: alignment)
        cache.store(key, result)
        return result
    }

    private func computeLayout(_ text: String, font: ResolvedFont, proposedWidth: Double?, lineLimit: Int?,
                               maxHeight: Double?, alignment: TextAlignment) throws -> TextLayout {
        try TextShaper.validate(text: text, font: font)
        if let proposedWidth, proposedWidth.isNaN {
            throw PlumbError("proposed text width is not a number")
        }
        if let maxHeight, maxHeight.isNaN {
            throw PlumbError("proposed text height is not a number")
        }
        let face = try library.face(for: font)
        let size = font.size
        let tracking = font.tracking
        let lineHeight = font.lineHeight ?? face.naturalLineHeight(size: size)
        guard lineHeight.isFinite, lineHeight >= 0 else {
            throw PlumbError("line height \(lineHeight) is not a non-negative size")
        }
        let shown = font.uppercase ? text.uppercased() : text
        func shape(_ string: String) -> ShapedRun {
            TextShaper.shape(string, face: face, size: size, tracking: tracking)
        }

        var maxLines = Int.max
        if let lineLimit { maxLines = max(1, lineLimit) }
        if let maxHeight, lineHeight > 0, maxHeight.isFinite {
            // Tolerance so a height of exactly n line boxes (after float maths) keeps n lines.
            let fitting = ((max(0, maxHeight) / lineHeight) + 1e-9).rounded(.down)
            // A tiny line height (1e-300 pt) fits more lines than Int holds: Int(_:) would trap.
            if fitting < Double(maxLines) { maxLines = max(1, Int(fitting)) }
        }

        // Paragraphs split at mandatory breaks; each is shaped once, whole.
        let paragraphs: [[Character]] = shown.split(omittingEmptySubsequences: false,
                                                    whereSeparator: { $0.isNewline }).map(Array.init)
        let paragraphRuns = paragraphs.map { shape(String($0)) }
        let idealWidth = paragraphRuns.map(\.width).max() ?? 0
        let limit = proposedWidth.map { max(0, $0) } ?? .infinity
        let wraps = limit < idealWidth - LineBreaker.epsilon

        // Candidate lines as (paragraph, character range), stopping once the limit is exceeded.
        var pieces: [(paragraph: Int, start: Int, end: Int, run: ShapedRun)] = []
        var cut = false
        paragraphLoop: for (index, characters) in paragraphs.enumerated() {
            if pieces.count == maxLines { cut = true; break }
            guard wraps, paragraphRuns[index].width > limit + LineBreaker.epsilon else {
                pieces.append((index, 0, characters.count, paragraphRuns[index]))
                continue
            }
            let breaker = LineBreaker(characters: characters, advances: paragraphRuns[index].characterAdvances)
            var start = 0
            while start < characters.count {
                if pieces.count == maxLines { cut = true; break paragraphLoop }
                var end = breaker.lineEnd(from: start, limit: limit)
                var run = shape(String(characters[start..<breaker.trimmedEnd(start: start, end: end)]))
                // Advances from the whole paragraph include kerning across the break; the exact
                // reshaped line can be wider, so step back until it really fits.
                // A single visible grapheme always stays, or zero widths would loop forever.
                while run.width > limit + LineBreaker.epsilon, breaker.trimmedEnd(start: start, end: end) - start > 1 {
                    end = breaker.shorterEnd(start: start, end: end)
                    run = shape(String(characters[start..<breaker.trimmedEnd(start: start, end: end)]))
                }
                pieces.append((index, start, end, run))
                start = end
            }
        }

        var truncatedLast = false
        if cut, let last = pieces.last {
            // Tail truncation: the longest prefix of the rest of the paragraph that fits with "…".
            let remaining = Array(paragraphs[last.paragraph][last.start...])
            func candidate(_ count: Int) -> ShapedRun {
                var prefix = String(remaining[..<count])
                while let tail = prefix.last, LineBreaker.isBreakingSpace(tail) { prefix.removeLast() }
                return shape(prefix + "…")
            }
            var low = 0
            var high = remaining.count
            while low < high {
                let mid = (low + high + 1) / 2
                if candidate(mid).width <= limit + LineBreaker.epsilon { low = mid } else { high = mid - 1 }
            }
            pieces[pieces.count - 1].run = candidate(low)
            truncatedLast = true
        }

        let ascent = face.ascent(size: size)
        let descent = face.descent(size: size)
        // CSS half-leading: the extra space of the line box is split above and below the glyphs.
        let baselineOffset = (lineHeight - (ascent + descent)) / 2 + ascent
        let boxWidth = pieces.map(\.run.width).max() ?? 0
        var lines: [TextLine] = []
        for (index, piece) in pieces.enumerated() {
            let width = piece.run.width
            let x: Double
            switch alignment {
            case .leading: x = 0
            case .center: x = (boxWidth - width) / 2
            case .trailing: x = boxWidth - width
            }
            lines.append(TextLine(text: piece.run.text, width: width, x: x,
                                  baselineY: Double(index) * lineHeight + baselineOffset,
                                  glyphs: piece.run.glyphs,
                                  truncated: truncatedLast && index == pieces.count - 1))
        }
        return TextLayout(lines: lines, width: boxWidth, height: Double(lines.count) * lineHeight,
                          lineHeight: lineHeight, firstBaseline: lines.first?.baselineY ?? baselineOffset,
                          lastBaseline: lines.last?.baselineY ?? baselineOffset,
                          fontSize: size, facePath: face.path)
    }
}
