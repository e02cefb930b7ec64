/// Shaping of a line's pieces: each stretch of one run and one face (and, in a paragraph with
/// right-to-left text, one bidi level) is shaped by HarfBuzz on its own and placed in visual
/// order.
extension ParagraphFitter {
    /// The runs' pieces of `range`, in order, one per run touched.
    func pieces(_ range: Range<Int>) -> [(text: String, run: Int)] {
        var out: [(text: String, run: Int)] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let run = runOf[index]
            var end = index + 1
            while end < range.upperBound, runOf[end] == run { end += 1 }
            out.append((String(characters[index..<end]), run))
            index = end
        }
        return out
    }

    /// Shapes pieces as one line. Adjacent pieces of one run are shaped together (so "text…"
    /// kerns as one string); different runs are shaped apart, as a font change is.
    /// `paragraphLevel`: the bidi level of a paragraph that is not plain left to right (nil:
    /// it is, and the line is shaped in logical order).
    func shape(_ pieces: [(text: String, run: Int)], emptyRun: Int, paragraphLevel: UInt8? = nil) -> Shaped {
        if let paragraphLevel { return shapeBidi(pieces, emptyRun: emptyRun, paragraphLevel: paragraphLevel) }
        var merged: [(text: String, run: Int)] = []
        for piece in pieces where !piece.text.isEmpty {
            if let last = merged.last, last.run == piece.run {
                merged[merged.count - 1].text += piece.text
            } else {
                merged.append(piece)
            }
        }
        var line = Shaped()
        for (text, run) in merged {
            let r = runs[run]
            let runStart = line.width
            // Each stretch of one face is shaped on its own (a face change ends a shaping run,
            // as a font change does).
            for (piece, face) in Self.faceRuns(text, r.itemizer) {
                let shaped = TextShaper.shape(piece, face: r.itemizer.faces[face], size: r.font.size, tracking: r.font.tracking,
                                              monospacedDigit: r.font.monospacedDigit, language: style.locale)
                let byteOffset = line.text.utf8.count
                for var glyph in shaped.glyphs {
                    glyph.x += line.width
                    glyph.cluster += byteOffset
                    glyph.run = run
                    glyph.face = face
                    line.glyphs.append(glyph)
                }
                line.characterAdvances += shaped.characterAdvances
                line.text += piece
                line.width += shaped.width
            }
            line.segments.append((run, runStart, line.width - runStart))
            line.runs.append(run)
        }
        if line.runs.isEmpty { line.runs = [emptyRun] }
        return line
    }

    /// A line of a paragraph with right-to-left text: cut into stretches of one run, one face
    /// and one bidi level (each shaped in its direction), laid out in visual order (UAX #9
    /// rule L2). `text`, `characterAdvances` and glyph clusters stay in logical order.
    func shapeBidi(_ pieces: [(text: String, run: Int)], emptyRun: Int, paragraphLevel: UInt8) -> Shaped {
        var characters: [Character] = []
        var runOfCharacter: [Int] = []
        for piece in pieces {
            for c in piece.text {
                characters.append(c)
                runOfCharacter.append(piece.run)
            }
        }
        var line = Shaped()
        guard !characters.isEmpty else {
            line.runs = [emptyRun]
            return line
        }
        let levels = BidiLevels(characters, paragraphLevel: paragraphLevel).levels
        // Faces per run piece, then stretches of equal (run, face, level).
        var faces: [Int] = []
        var index = 0
        while index < characters.count {
            var end = index + 1
            while end < characters.count, runOfCharacter[end] == runOfCharacter[index] { end += 1 }
            faces += runs[runOfCharacter[index]].itemizer.faceIndices(characters[index..<end])
            index = end
        }
        var stretches: [Range<Int>] = []
        index = 0
        while index < characters.count {
            var end = index + 1
            while end < characters.count, runOfCharacter[end] == runOfCharacter[index], faces[end] == faces[index],
                  levels[end] == levels[index] { end += 1 }
            stretches.append(index..<end)
            index = end
        }
        // Shape in logical order (byte offsets and advances are logical), place visually.
        var shaped: [ShapedRun] = []
        var byteOffsets: [Int] = []
        line.characterAdvances = []
        for r in stretches {
            let run = runs[runOfCharacter[r.lowerBound]]
            let text = String(characters[r])
            byteOffsets.append(line.text.utf8.count)
            let s = TextShaper.shape(text, face: run.itemizer.faces[faces[r.lowerBound]], size: run.font.size,
                                     tracking: run.font.tracking, monospacedDigit: run.font.monospacedDigit,
                                     rightToLeft: levels[r.lowerBound] % 2 == 1, language: style.locale)
            shaped.append(s)
            line.text += text
            line.characterAdvances += s.characterAdvances
        }
        for k in BidiLevels.visualOrder(stretches.map { levels[$0.lowerBound] }) {
            let r = stretches[k], runIndex = runOfCharacter[r.lowerBound]
            for var glyph in shaped[k].glyphs {
                glyph.x += line.width
                glyph.cluster += byteOffsets[k]
                glyph.run = runIndex
                glyph.face = faces[r.lowerBound]
                line.glyphs.append(glyph)
            }
            line.segments.append((runIndex, line.width, shaped[k].width))
            line.width += shaped[k].width
            if line.runs.last != runIndex { line.runs.append(runIndex) }
        }
        return line
    }

    /// `text` cut where its characters' face changes, with the face index of each piece.
    static func faceRuns(_ text: String, _ itemizer: FaceItemizer) -> [(text: String, face: Int)] {
        let faces = itemizer.faceIndices(text)
        guard let first = faces.first else { return [] }
        if faces.allSatisfy({ $0 == first }) { return [(text, first)] }
        var out: [(text: String, face: Int)] = []
        var current = "", face = first
        for (character, f) in zip(text, faces) {
            if f != face, !current.isEmpty {
                out.append((current, face))
                current = ""
            }
            face = f
            current.append(character)
        }
        out.append((current, face))
        return out
    }
}
