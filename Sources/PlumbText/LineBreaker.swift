/// Greedy line breaking over one paragraph's characters using their shaped advances.
///
/// Break opportunities follow the common subset of UAX #14 that design-system text needs: after
/// spaces and tabs, after a hyphen, en/em dash or slash inside a word, after a zero-width space,
/// and between CJK ideographs/kana. A word wider than the line breaks between graphemes.
struct LineBreaker {
    /// Slack for floating-point sums: a line exactly as wide as the proposal fits.
    static let epsilon = 1e-9

    let characters: [Character]
    let advances: [Double]
    /// `breakAfter[i]`: a line may end after character i.
    let breakAfter: [Bool]
    /// `isSpace[i]`: character i is breaking whitespace, not counted at a line's end.
    let isSpace: [Bool]

    init(characters: [Character], advances: [Double]) {
        self.characters = characters
        self.advances = advances
        let spaces = characters.map(Self.isBreakingSpace)
        isSpace = spaces
        let count = characters.count
        breakAfter = (0..<count).map { index in
            let character = characters[index]
            if spaces[index] || character == "\u{200B}" { return true }
            guard index + 1 < count else { return false }
            if Self.isBreakingPunctuation(character) {
                // Only inside a word: "-5" or " / " must not strand the mark on its own line.
                return index > 0 && !spaces[index - 1] && !spaces[index + 1]
            }
            return Self.isIdeographic(character) && Self.isIdeographic(characters[index + 1])
        }
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

    static func isBreakingPunctuation(_ character: Character) -> Bool {
        character == "-" || character == "\u{2013}" || character == "\u{2014}" || character == "/"
    }

    static func isIdeographic(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3040...0x30FF,   // Hiragana, Katakana
             0x3400...0x4DBF,   // CJK Extension A
             0x4E00...0x9FFF,   // CJK Unified Ideographs
             0xF900...0xFAFF,   // CJK Compatibility Ideographs
             0x20000...0x3FFFF: // CJK Extensions B…
            return true
        default:
            return false
        }
    }
}
