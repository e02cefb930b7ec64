import PlumbModel

/// One attempt at laying out a paragraph of runs at one scale and tightening: breaks it into
/// lines, applies the line limit and the height, truncates the last line with the paragraph's
/// truncation mode, and positions lines, baselines and decorations.
struct ParagraphFitter {
    /// A run as shaped in this attempt: scaled font, face, and line metrics.
    struct Run {
        var source: TextRun
        var font: ResolvedFont
        var face: FontFace
        var syntheticItalic: Bool
        /// The run's face, then its fallback chain.
        var itemizer: FaceItemizer
        var lineHeight: Double
        /// From the line box's top to the baseline, and from the baseline to its bottom (CSS
        /// half-leading: the extra space of the line box is split above and below the glyphs).
        var above: Double
        var below: Double
        /// A text style's leading beyond the face's own line: put between lines, not around them.
        var styleLeading = 0.0
    }

    /// A shaped line: glyphs of every run, positioned from the line's start.
    struct Shaped {
        var text = ""
        var glyphs: [ShapedGlyph] = []
        var width = 0.0
        var characterAdvances: [Double] = []
        /// Each run's stretch of the line: for decorations.
        var segments: [(run: Int, x: Double, width: Double)] = []
        /// Runs on the line (at least one), for its height.
        var runs: [Int] = []
    }

    let runs: [Run]
    let style: TextParagraphStyle
    let scale: Double
    let tightening: Double
    /// Every character of the paragraph (after case transforms) and the run it belongs to.
    let characters: [Character]
    let runOf: [Int]
    /// Scalars of the text that no face of their run's chain has (each once, in order).
    let missing: [Unicode.Scalar]

    init(engine: TextLayoutEngine, runs sources: [TextRun], style: TextParagraphStyle, scale: Double, tighteningEm: Double) throws {
        self.style = style
        self.scale = scale
        var runs: [Run] = []
        var characters: [Character] = []
        var runOf: [Int] = []
        var missing: [Unicode.Scalar] = []
        var tightening = 0.0
        for (index, source) in sources.enumerated() {
            var font = source.font
            if scale != 1 {
                font.size *= scale
                font.lineHeight = font.lineHeight.map { $0 * scale }
                font.tracking *= scale
            }
            if tighteningEm > 0 {
                font.tracking -= tighteningEm * font.size
                if index == 0 { tightening = tighteningEm * font.size }
            }
            let (face, synthetic) = try engine.face(for: font)
            let natural = face.naturalLineHeight(size: font.size)
            // A text style's leading (the Dynamic Type table's) goes between lines, as iOS sets
            // them: a one-line text is the face's own height, the first baseline one ascent down
            // (text-metrics.md). An explicit line height (a spec's `lineHeight`) is the box.
            var styleLeading = 0.0
            var lineHeight = font.lineHeight ?? natural
            if case .textStyle = font.scaling, let leading = font.lineHeight, !style.leadingAroundLines {
                styleLeading = leading - natural
                lineHeight = natural
            }
            guard lineHeight.isFinite, lineHeight >= 0, styleLeading.isFinite else {
                throw PlumbError("line height \(lineHeight) is not a non-negative size")
            }
            let ascent = face.ascent(size: font.size), descent = face.descent(size: font.size)
            let above = (lineHeight - (ascent + descent)) / 2 + ascent
            let text = font.uppercase ? source.text.uppercased() : source.text
            // The chain is loaded (several MB of font files) only for text the run's face cannot
            // draw on its own; "…" is checked too, as truncation adds it.
            let ownFaceSuffices = FaceItemizer.covers(face, text + "…")
            let fallbacks = ownFaceSuffices ? [] : try engine.library.fallbackFaces(for: font)
            let itemizer = FaceItemizer(primary: face, fallbacks: fallbacks)
            runs.append(Run(source: source, font: font, face: face, syntheticItalic: synthetic, itemizer: itemizer,
                            lineHeight: lineHeight, above: above, below: lineHeight - above, styleLeading: styleLeading))
            for character in text {
                characters.append(character)
                runOf.append(index)
            }
            // Text its own face draws has nothing missing; only other text is itemized for it.
            if !ownFaceSuffices {
                for scalar in itemizer.assign(text).missing where !missing.contains(scalar) { missing.append(scalar) }
            }
        }
        self.missing = missing
        self.runs = runs
        lineSpacing = style.lineSpacing + (runs.map(\.styleLeading).max() ?? 0)
        self.tightening = tightening
        self.characters = characters
        self.runOf = runOf
    }

    /// The space between consecutive lines: the paragraph's `lineSpacing` plus its text style's
    /// leading beyond the face's line (the largest of its runs').
    let lineSpacing: Double

    /// Line box height and baseline of a line holding `lineRuns`: the tallest run above and
    /// below the baseline (one run: its own line height, exactly).
    func metrics(_ lineRuns: [Int]) -> (height: Double, baseline: Double) {
        let distinct = Set(lineRuns)
        if distinct.count == 1, let only = distinct.first { return (runs[only].lineHeight, runs[only].above) }
        let above = distinct.map { runs[$0].above }.max() ?? 0
        let below = distinct.map { runs[$0].below }.max() ?? 0
        return (above + below, above)
    }

    // MARK: Breaking

    func layout(proposedWidth: Double?, maxHeight: Double?) throws -> TextLayout {
        let epsilon = LineBreaker.epsilon
        // Paragraphs split at mandatory breaks; each is shaped once, whole.
        var paragraphs: [Range<Int>] = []
        var start = 0
        for (index, character) in characters.enumerated() where character.isNewline {
            paragraphs.append(start..<index)
            start = index + 1
        }
        paragraphs.append(start..<characters.count)
        // An empty paragraph's line takes the height of the run it sits in.
        func emptyRun(_ paragraph: Range<Int>) -> Int {
            paragraph.lowerBound < runOf.count ? runOf[paragraph.lowerBound] : (runOf.last ?? 0)
        }
        // Bidi: each paragraph's level, nil for plain left-to-right text (shaped as is).
        let levels: [UInt8?] = paragraphs.map { range in
            let bidi = BidiLevels(characters[range], direction: style.layoutDirection)
            return bidi.isPlainLeftToRight ? nil : bidi.paragraphLevel
        }
        let whole = paragraphs.indices.map { shape(pieces(paragraphs[$0]), emptyRun: emptyRun(paragraphs[$0]), paragraphLevel: levels[$0]) }
        let idealWidth = whole.map(\.width).max() ?? 0
        let limit = proposedWidth.map { max(0, $0) } ?? .infinity
        let wraps = limit < idealWidth - epsilon
        let maxLines = style.lineLimit.map { max(1, $0) } ?? Int.max

        var lines: [(paragraph: Int, start: Int, shaped: Shaped)] = []
        var usedHeight = 0.0
        // Whether one more line of `shaped` fits the offered height (the first always does).
        func fitsHeight(_ shaped: Shaped) -> Bool {
            guard let maxHeight, maxHeight.isFinite, !lines.isEmpty else { return true }
            let h = metrics(shaped.runs).height
            // Tolerance so a height of exactly n line boxes (after float maths) keeps n lines.
            return usedHeight + lineSpacing + h <= max(0, maxHeight) + 1e-9 * max(h, 1e-300)
        }
        func add(_ paragraph: Int, _ start: Int, _ shaped: Shaped) -> Bool {
            guard lines.count < maxLines, fitsHeight(shaped) else { return false }
            usedHeight += (lines.isEmpty ? 0 : lineSpacing) + metrics(shaped.runs).height
            lines.append((paragraph, start, shaped))
            return true
        }

        var cut = false
        paragraphLoop: for (index, range) in paragraphs.enumerated() {
            guard wraps, whole[index].width > limit + epsilon else {
                if !add(index, range.lowerBound, whole[index]) { cut = true; break }
                continue
            }
            let paragraphCharacters = Array(characters[range])
            let breaker = LineBreaker(characters: paragraphCharacters, advances: whole[index].characterAdvances, locale: style.locale)
            let base = range.lowerBound
            func shapeLine(_ start: Int, _ end: Int) -> Shaped {
                shape(pieces(base + start..<base + breaker.trimmedEnd(start: start, end: end)), emptyRun: runOf[base + start],
                      paragraphLevel: levels[index])
            }
            var broken: [(start: Int, end: Int, shaped: Shaped)] = []
            var lineStart = 0
            while lineStart < paragraphCharacters.count {
                var end = breaker.lineEnd(from: lineStart, limit: limit)
                var shaped = shapeLine(lineStart, end)
                // Advances from the whole paragraph include kerning across the break; the exact
                // reshaped line can be wider, so step back until it really fits.
                // A single visible grapheme always stays, or zero widths would loop forever.
                while shaped.width > limit + epsilon, breaker.trimmedEnd(start: lineStart, end: end) - lineStart > 1 {
                    end = breaker.shorterEnd(start: lineStart, end: end)
                    shaped = shapeLine(lineStart, end)
                }
                broken.append((lineStart, end, shaped))
                lineStart = end
                // Past the line limit the rest is cut: no need to break it.
                if lines.count + broken.count > maxLines { break }
            }
            // iOS leaves no word alone on a paragraph's last line: the word before it moves down
            // when both fit there and the line above keeps a word.
            if !style.allowsOrphans, broken.count >= 2, lineStart == paragraphCharacters.count {
                let last = broken[broken.count - 1], above = broken[broken.count - 2]
                if breaker.innerBreak(start: last.start, end: breaker.trimmedEnd(start: last.start, end: last.end)) == nil,
                   let split = breaker.innerBreak(start: above.start, end: above.end) {
                    let joined = shapeLine(split, last.end)
                    if joined.width <= limit + epsilon {
                        broken[broken.count - 2] = (above.start, split, shapeLine(above.start, split))
                        broken[broken.count - 1] = (split, last.end, joined)
                    }
                }
            }
            for line in broken where !add(index, base + line.start, line.shaped) { cut = true; break paragraphLoop }
        }

        var truncatedLast = false
        if cut, let last = lines.last {
            lines[lines.count - 1].shaped = truncated(last.start..<paragraphs[last.paragraph].upperBound,
                                                      limit: limit, emptyRun: emptyRun(paragraphs[last.paragraph]),
                                                      paragraphLevel: levels[last.paragraph])
            truncatedLast = true
        }
        return positioned(lines.map(\.shaped), truncatedLast: truncatedLast)
    }

    /// The last line for the rest of its paragraph, `rest`, with "…" where the truncation mode
    /// puts it: the most characters that fit the width with it.
    func truncated(_ rest: Range<Int>, limit: Double, emptyRun: Int, paragraphLevel: UInt8?) -> Shaped {
        func trimmedEnd(_ r: Range<Int>) -> Range<Int> {
            var end = r.upperBound
            while end > r.lowerBound, LineBreaker.isBreakingSpace(characters[end - 1]) { end -= 1 }
            return r.lowerBound..<end
        }
        func trimmedStart(_ r: Range<Int>) -> Range<Int> {
            var start = r.lowerBound
            while start < r.upperBound, LineBreaker.isBreakingSpace(characters[start]) { start += 1 }
            return start..<r.upperBound
        }
        // "…" takes the style of the text it touches.
        func ellipsis(after prefix: Range<Int>?, before suffix: Range<Int>?) -> (text: String, run: Int) {
            if let prefix, !prefix.isEmpty { return ("…", runOf[prefix.upperBound - 1]) }
            if let suffix, !suffix.isEmpty { return ("…", runOf[suffix.lowerBound]) }
            return ("…", rest.isEmpty ? emptyRun : runOf[rest.lowerBound])
        }
        func candidate(_ kept: Int) -> Shaped {
            switch style.truncationMode {
            case .tail:
                let prefix = trimmedEnd(rest.lowerBound..<rest.lowerBound + kept)
                return shape(pieces(prefix) + [ellipsis(after: prefix, before: nil)], emptyRun: emptyRun, paragraphLevel: paragraphLevel)
            case .head:
                let suffix = trimmedStart(rest.upperBound - kept..<rest.upperBound)
                return shape([ellipsis(after: nil, before: suffix)] + pieces(suffix), emptyRun: emptyRun, paragraphLevel: paragraphLevel)
            case .middle:
                let prefix = trimmedEnd(rest.lowerBound..<rest.lowerBound + (kept + 1) / 2)
                let suffix = trimmedStart(rest.upperBound - kept / 2..<rest.upperBound)
                return shape(pieces(prefix) + [ellipsis(after: prefix, before: suffix)] + pieces(suffix), emptyRun: emptyRun,
                             paragraphLevel: paragraphLevel)
            }
        }
        var low = 0
        var high = rest.count
        while low < high {
            let mid = (low + high + 1) / 2
            if candidate(mid).width <= limit + LineBreaker.epsilon { low = mid } else { high = mid - 1 }
        }
        return candidate(low)
    }

    /// Lines placed top to bottom with their alignment, baselines and decorations.
    func positioned(_ shapedLines: [Shaped], truncatedLast: Bool) -> TextLayout {
        let boxWidth = shapedLines.map(\.width).max() ?? 0
        var lines: [TextLine] = []
        let boxes = shapedLines.map { metrics($0.runs) }
        // Lines of one height sit at index × (height + spacing): a product, not a running sum,
        // so n lines are exactly n line heights tall.
        let uniform = boxes.allSatisfy { $0.height == boxes.first?.height }
        var top = 0.0
        for (index, shaped) in shapedLines.enumerated() {
            let (height, baseline) = boxes[index]
            if uniform {
                top = Double(index) * (height + lineSpacing)
            } else if index > 0 {
                top += lineSpacing
            }
            let width = shaped.width
            let x: Double
            switch style.alignment {
            case .leading: x = 0
            case .center: x = (boxWidth - width) / 2
            case .trailing: x = boxWidth - width
            }
            let baselineY = top + baseline
            var decorations: [TextDecorationSpan] = []
            for segment in shaped.segments where segment.width > 0 {
                let run = runs[segment.run]
                let k = run.font.size / Double(run.face.unitsPerEm)
                if run.source.underline {
                    let thickness = Double(run.face.underlineThickness) * k
                    decorations.append(TextDecorationSpan(kind: .underline, run: segment.run, x: x + segment.x, width: segment.width,
                                                          y: baselineY - Double(run.face.underlinePosition) * k - thickness / 2,
                                                          thickness: thickness))
                }
                if run.source.strikethrough {
                    decorations.append(TextDecorationSpan(kind: .strikethrough, run: segment.run, x: x + segment.x, width: segment.width,
                                                          y: baselineY - Double(run.face.strikeoutPosition) * k,
                                                          thickness: Double(run.face.strikeoutThickness) * k))
                }
            }
            lines.append(TextLine(text: shaped.text, width: width, x: x, baselineY: baselineY, glyphs: shaped.glyphs,
                                  truncated: truncatedLast && index == shapedLines.count - 1, height: height,
                                  decorations: decorations))
            if !uniform { top += height }
        }
        let height = uniform ? Double(boxes.count) * (boxes.first?.height ?? 0) + Double(max(0, boxes.count - 1)) * lineSpacing : top
        let first = runs[0]
        return TextLayout(lines: lines, width: boxWidth, height: height, lineHeight: first.lineHeight,
                          firstBaseline: lines.first?.baselineY ?? first.above, lastBaseline: lines.last?.baselineY ?? first.above,
                          fontSize: first.font.size, facePath: first.face.path,
                          runs: runs.map { run in
                              var face = TextRunFace(facePath: run.face.path, fontSize: run.font.size, lineHeight: run.lineHeight,
                                                     syntheticItalic: run.syntheticItalic)
                              face.fallbackPaths = run.itemizer.faces.dropFirst().map(\.path)
                              face.fallbackOblique = run.font.italic
                              return face
                          },
                          scaleFactor: scale, tightening: tightening, missingCharacters: missing)
    }
}
