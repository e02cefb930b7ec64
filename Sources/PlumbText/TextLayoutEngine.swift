import PlumbModel

/// Lays out a `Text` — one string in one font, or styled runs (`Text + Text`) laid out and
/// broken as one paragraph: shapes it, wraps it to a proposed width, fits it to the line limit
/// and height (tightening, then shrinking, then truncating, as SwiftUI does), and positions
/// lines, baselines and decorations.
public struct TextLayoutEngine: Sendable {
    /// Where faces come from.
    public let library: FontLibrary
    /// 128 layouts per generation: snapshots are drawn with the light and dark renders of each
    /// variant and size side by side (`SnapshotSuite.drawingOrder`), which share every layout,
    /// so the reuse is a snapshot's worth of layouts apart. 2 × 128 layouts of about 5 KB each
    /// bound the cache at ~1.3 MB. 512 a generation held ~2 MB more at 20,000 snapshots and,
    /// with that drawing order, saved nothing (callgrind, bundled verify: the paragraph fitter
    /// took 463.1 M instructions with 512, 463.2 M with 128).
    private let cache = TextLayoutCache(capacity: 128)

    /// The most `allowsTightening` removes: 0.05 em per character, tried in steps of 0.01 em.
    /// Apple publishes no figure; this is about what tightened UIKit labels show, and the
    /// smallest step that still fits is taken, so it rarely reaches the maximum.
    public static let maximumTighteningEm = 0.05
    static let tighteningStepEm = 0.01
    /// `minimumScaleFactor` tries sizes in steps of 1 % and keeps the largest that fits.
    static let scaleStepPercent = 1

    /// Creates an engine that loads faces from `library`.
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
        try layout([TextRun(text: text, font: font)], style: TextParagraphStyle(lineLimit: lineLimit, alignment: alignment),
                   proposedWidth: proposedWidth, maxHeight: maxHeight)
    }

    /// Lays out styled runs as one paragraph (mandatory breaks inside runs start new lines).
    /// - Parameters:
    ///   - runs: at least one run; glyphs and decorations carry the index of their run.
    ///   - style: line limit, alignment, line spacing and how a text that does not fit is fitted.
    ///   - proposedWidth: the width offered; `nil` lays out one unwrapped line per paragraph.
    ///   - maxHeight: the height offered; only as many whole lines as fit are kept (at least one).
    /// - Throws: `PlumbError` for an unloadable font, non-finite numbers or too long a text.
    public func layout(_ runs: [TextRun], style: TextParagraphStyle = TextParagraphStyle(),
                       proposedWidth: Double? = nil, maxHeight: Double? = nil) throws -> TextLayout {
        let key = TextLayoutCacheKey(runs: runs, style: style, proposedWidth: proposedWidth, maxHeight: maxHeight)
        if let hit = cache.value(key) { return hit }
        let result = try computeLayout(runs, style: style, proposedWidth: proposedWidth, maxHeight: maxHeight)
        cache.store(key, result)
        return result
    }

    private func computeLayout(_ runs: [TextRun], style: TextParagraphStyle, proposedWidth: Double?,
                               maxHeight: Double?) throws -> TextLayout {
        guard !runs.isEmpty else { throw PlumbError("a text needs at least one run") }
        for run in runs { try TextShaper.validate(text: run.text, font: run.font) }
        if runs.count > 1, runs.map(\.text.utf8.count).reduce(0, +) > TextShaper.maximumCharacterCount,
           runs.map(\.text.count).reduce(0, +) > TextShaper.maximumCharacterCount {
            throw PlumbError("text is longer than \(TextShaper.maximumCharacterCount) characters")
        }
        if let proposedWidth, proposedWidth.isNaN { throw PlumbError("proposed text width is not a number") }
        if let maxHeight, maxHeight.isNaN { throw PlumbError("proposed text height is not a number") }
        guard style.lineSpacing.isFinite, style.lineSpacing >= 0 else {
            throw PlumbError("line spacing \(style.lineSpacing) is not a non-negative size")
        }
        guard style.minimumScaleFactor.isFinite, style.minimumScaleFactor > 0, style.minimumScaleFactor <= 1 else {
            throw PlumbError("minimum scale factor \(style.minimumScaleFactor) is not in (0, 1]")
        }
        func fit(percent: Double, tighteningEm: Double = 0) throws -> TextLayout {
            try ParagraphFitter(engine: self, runs: runs, style: style, scale: percent / 100, tighteningEm: tighteningEm)
                .layout(proposedWidth: proposedWidth, maxHeight: maxHeight)
        }
        // SwiftUI's order for a text that does not fit: tighten, then shrink, then truncate.
        let full = try fit(percent: 100)
        guard full.truncated else { return full }
        if style.allowsTightening {
            let steps = Int((Self.maximumTighteningEm / Self.tighteningStepEm).rounded())
            for step in 1...steps {
                let tightened = try fit(percent: 100, tighteningEm: Double(step) * Self.tighteningStepEm)
                if !tightened.truncated { return tightened }
            }
        }
        guard style.minimumScaleFactor < 1 else { return full }
        let minimum = style.minimumScaleFactor * 100
        var low = Int(minimum.rounded(.up))
        // Not even the smallest whole step fits: shrink as far as allowed, then truncate.
        guard low < 100, !(try fit(percent: Double(low))).truncated else { return try fit(percent: minimum) }
        var high = 100 - Self.scaleStepPercent
        while low < high {
            let mid = (low + high + 1) / 2
            if try fit(percent: Double(mid)).truncated { high = mid - 1 } else { low = mid }
        }
        return try fit(percent: Double(low))
    }

    /// The face serving `font`, and whether it must be slanted (an upright-only mapped family).
    func face(for font: ResolvedFont) throws -> (face: FontFace, syntheticItalic: Bool) {
        (try library.face(for: font), library.fontMap.needsSyntheticItalic(for: font))
    }
}
