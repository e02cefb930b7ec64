import CICUBridge
import PlumbModel

/// Embedding levels of a paragraph's characters by the Unicode bidi algorithm (UAX #9, ICU's
/// `ubidi`): even levels run left to right, odd ones right to left. A paragraph takes its
/// direction from its first strong character (rules P2–P3) and, with none, from the layout
/// direction — CoreText's "natural" writing direction.
struct BidiLevels {
    /// One level per character (the level of its first UTF-16 unit).
    var levels: [UInt8]
    /// The paragraph's level: 0 left to right, 1 right to left.
    var paragraphLevel: UInt8

    /// Whether every character is left to right in a left-to-right paragraph: nothing to reorder.
    var isPlainLeftToRight: Bool { paragraphLevel == 0 && levels.allSatisfy { $0 == 0 } }

    /// Levels of `characters`; `paragraphLevel` imposes the paragraph's direction (a line of a
    /// paragraph whose level is known), nil derives it, defaulting to `direction`.
    init<C: Collection<Character>>(_ characters: C, paragraphLevel: UInt8? = nil, direction: LayoutDirection = .leftToRight) {
        var utf16: [UInt16] = []
        var starts: [Int] = []
        starts.reserveCapacity(characters.count)
        for character in characters {
            starts.append(utf16.count)
            utf16.append(contentsOf: character.utf16)
        }
        let base: UInt8 = paragraphLevel ?? (direction == .rightToLeft ? 0xFF : 0xFE)
        var unitLevels = [UInt8](repeating: 0, count: utf16.count)
        var resolved: UInt8 = 0
        let status = utf16.withUnsafeBufferPointer { text in
            unitLevels.withUnsafeMutableBufferPointer { out in
                plumb_bidi_levels(text.baseAddress, Int32(text.count), base, out.baseAddress, &resolved)
            }
        }
        if status != 0 {
            // ICU failed (out of memory): keep the logical order in the requested direction.
            let level = paragraphLevel ?? (direction == .rightToLeft ? 1 : 0)
            self.levels = Array(repeating: level, count: starts.count)
            self.paragraphLevel = level
            return
        }
        self.levels = starts.map { unitLevels[$0] }
        self.paragraphLevel = resolved
    }

    /// The visual order of runs with `levels`, left to right, as indices into `levels`.
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        guard levels.count > 1 else { return Array(levels.indices) }
        var order = [Int32](repeating: 0, count: levels.count)
        levels.withUnsafeBufferPointer { l in
            order.withUnsafeMutableBufferPointer { o in plumb_bidi_reorder(l.baseAddress, Int32(l.count), o.baseAddress) }
        }
        return order.map(Int.init)
    }
}
