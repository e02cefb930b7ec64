import CICUBridge

/// Greedy line breaking over one paragraph's characters using their shaped advances.
///
/// Break opportunities are UAX #14's, from ICU's line-break iterator (ICU is what Apple's text
/// stack builds on), with ICU's CLDR tailorings for the text's locale: no break between `/` and
/// a digit in `03/12/2026`, kinsoku in Japanese (no line starts with `。` or `」`, none ends with
/// `「`), breaks around an em dash, none at a no-break space. One tailoring of Plumb's: no break
/// after "/" inside a word (`front/rear`; see `tailorSolidus`). A word wider than the line
/// breaks between grapheme clusters (Swift's `Character`: the same UAX #29 clusters as ICU's
/// character iterator).
struct LineBreaker {
    /// Slack for floating-point sums: a line exactly as wide as the proposal fits.
    static let epsilon = 1e-9

    let characters: [Character]
    let advances: [Double]
    /// `breakAfter[i]`: a line may end after character i.
    let breakAfter: [Bool]
    /// `isSpace[i]`: character i is breaking whitespace, not counted at a line's end.
    let isSpace: [Bool]

    /// `locale`: a BCP 47 / ICU locale identifier ("ja", "en-US"); empty for the root rules.
    init(characters: [Character], advances: [Double], locale: String = "") {
        self.characters = characters
        self.advances = advances
        isSpace = characters.map(Self.isBreakingSpace)
        breakAfter = Self.opportunities(characters, locale: locale)
    }

    /// `result[i]`: ICU allows a line break after character i (never after the last one: the
    /// paragraph's end is not a choice). A boundary inside a grapheme cluster is not taken.
    static func opportunities(_ characters: [Character], locale: String) -> [Bool] {
        var result = [Bool](repeating: false, count: characters.count)
        guard characters.count > 1 else { return result }
        // UTF-16 end offset of each character, to map ICU's offsets back.
        var utf16: [UInt16] = []
        var ends: [Int] = []
        ends.reserveCapacity(characters.count)
        for character in characters {
            utf16.append(contentsOf: character.utf16)
            ends.append(utf16.count)
        }
        var offsets = [Int32](repeating: 0, count: utf16.count + 1)
        let count = utf16.withUnsafeBufferPointer { text in
            offsets.withUnsafeMutableBufferPointer { out in
                plumb_line_breaks(text.baseAddress, Int32(text.count), locale, out.baseAddress, Int32(out.count))
            }
        }
        guard count > 0 else {
            // ICU could not open its rules (no data): breaking whitespace still wraps.
            for (i, c) in characters.enumerated() where i + 1 < characters.count && isBreakingSpace(c) { result[i] = true }
            return result
        }
        var character = 0
        for offset in offsets[..<Int(count)] {
            let b = Int(offset)
            while character < ends.count, ends[character] < b { character += 1 }
            if character < ends.count - 1, ends[character] == b { result[character] = true }
        }
        tailorSolidus(characters, &result)
        return result
    }

    /// The one tailoring of UAX #14: no break after "/" between two letters or digits, so
    /// `front/rear`, `and/or` and `km/h` stay whole. UAX #14 (and ICU) allow that break; the
    /// Chromium reference Plumb is measured against does not (Blink's table for ASCII pairs
    /// allows no break after "/"). Before a digit UAX #14 itself forbids it (`03/12/2026`).
    static func tailorSolidus(_ characters: [Character], _ breaks: inout [Bool]) {
        for i in characters.indices.dropFirst().dropLast() where breaks[i] && characters[i] == "/" {
            if isWordCharacter(characters[i - 1]), isWordCharacter(characters[i + 1]) { breaks[i] = false }
        }
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    /// End (exclusive) of the greedy line starting at `start` whose content fits `limit`.
    /// Always at least `start + 1`, so a zero-width proposal still makes progress.
    func lineEnd(from start: Int, limit: Double) -> Int {
        var running = 0.0
        var lastBreak: Int?
        var index = start
        while index < characters.count {
            running += advances[index]
            // Trailing spaces never overflow a line: only visible content is checked.
            if !isSpace[index], index > start, running > limit + Self.epsilon {
                return lastBreak ?? index
            }
            if breakAfter[index] { lastBreak = index + 1 }
            index += 1
        }
        return characters.count
    }

    /// A shorter end for the line `start..<end` when its exact width turned out too wide: the
    /// previous break opportunity, else one grapheme less; never below `start + 1`.
    func shorterEnd(start: Int, end: Int) -> Int {
        var candidate = end - 1
        while candidate > start {
            if breakAfter[candidate - 1], candidate < end { return candidate }
            candidate -= 1
        }
        return max(start + 1, end - 1)
    }

    /// The last break opportunity strictly inside `start..<end` (a line `start..<result` and
    /// one from it), nil when the range is one word.
    func innerBreak(start: Int, end: Int) -> Int? {
        var candidate = end - 1
        while candidate > start {
            if breakAfter[candidate - 1] { return candidate }
            candidate -= 1
        }
        return nil
    }

    /// `end` moved back over trailing breaking whitespace (not below `start`).
    func trimmedEnd(start: Int, end: Int) -> Int {
        var trimmed = end
        while trimmed > start, isSpace[trimmed - 1] { trimmed -= 1 }
        return trimmed
    }

    static func isBreakingSpace(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, !character.isNewline else { return false }
        // No-break spaces are whitespace but must keep their neighbours together.
        if scalar.value == 0x00A0 || scalar.value == 0x2007 || scalar.value == 0x202F { return false }
        return scalar.properties.isWhitespace
    }
}
