import CHarfBuzz
import PlumbModel

/// Shapes strings with HarfBuzz the way Chromium and CoreText do for the reference measurements:
/// kerning and ligatures on, tracking added after every character (including the last), and the
/// optional ligature/contextual features off when tracking is non-zero (spaced-out ligatures
/// would look wrong, so browsers and CoreText disable them).
public struct TextShaper: Sendable {
    /// Longest text, in characters, Plumb will shape; longer input is refused, not slowly laid out.
    public static let maximumCharacterCount = 100_000

    /// Where faces come from.
    public let library: FontLibrary

    /// Creates a shaper that loads faces from `library`.
    public init(library: FontLibrary) {
        self.library = library
    }

    /// Shapes `text` in `font`, applying `font.uppercase` first.
    /// - Throws: `PlumbError` when the font file cannot be loaded, the size is not a positive
    ///   finite number, or the text is absurdly long.
    public func shape(_ text: String, font: ResolvedFont) throws -> ShapedRun {
        try Self.validate(text: text, font: font)
        let face = try library.face(for: font)
        let shown = font.uppercase ? text.uppercased() : text
        return Self.shape(shown, face: face, size: font.size, tracking: font.tracking, monospacedDigit: font.monospacedDigit)
    }

    /// Refuses input that would make measurement meaningless or very slow.
    static func validate(text: String, font: ResolvedFont) throws {
        guard font.size.isFinite, font.size > 0, font.size <= 10_000 else {
            throw PlumbError("font size \(font.size) is not a positive size up to 10000 pt")
        }
        guard font.tracking.isFinite else {
            throw PlumbError("tracking \(font.tracking) is not a finite number")
        }
        // utf8.count is O(1) for native strings; only count graphemes when it could matter.
        if text.utf8.count > maximumCharacterCount, text.count > maximumCharacterCount {
            throw PlumbError("text is longer than \(maximumCharacterCount) characters")
        }
    }

    /// Shapes already-transformed text with a loaded face.
    /// - Parameters:
    ///   - text: the string to shape, exactly as displayed.
    ///   - size: point size.
    ///   - tracking: points added after every character.
    ///   - monospacedDigit: tabular figures (OpenType `tnum`), SwiftUI's `monospacedDigit()`.
    ///   - rightToLeft: the run's direction from the bidi algorithm; nil lets HarfBuzz guess it
    ///     from the script. Right-to-left glyphs come out in visual order, left to right.
    ///   - language: a BCP 47 tag (`ja`) for the font's language-specific forms (`locl`);
    ///     empty lets HarfBuzz use its default.
    public static func shape(_ text: String, face: FontFace, size: Double, tracking: Double,
                             monospacedDigit: Bool = false, rightToLeft: Bool? = nil, language: String = "") -> ShapedRun {
        // UTF-8 start offset of every Character: HarfBuzz clusters are UTF-8 offsets, tracking
        // is per Character (grapheme cluster).
        var starts: [Int] = []
        var byteCount = 0
        for character in text {
            starts.append(byteCount)
            byteCount += character.utf8.count
        }
        let scale = size / Double(face.unitsPerEm)
        let explicitTracking = tracking
        // What every character adds after its advance: the text's tracking plus the face's own
        // tracking at this size (its `trak` table, as Core Text applies it).
        let tracking = tracking + face.opticalTracking(size: size)
        guard byteCount > 0, let buffer = hb_buffer_create() else {
            return ShapedRun(text: text, glyphs: [], width: 0, characterAdvances: [])
        }
        defer { hb_buffer_destroy(buffer) }

        var utf8 = text
        utf8.withUTF8 { bytes in
            bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { pointer in
                hb_buffer_add_utf8(buffer, pointer, Int32(bytes.count), 0, Int32(bytes.count))
            }
        }
        if let rightToLeft { hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR) }
        if !language.isEmpty { hb_buffer_set_language(buffer, hb_language_from_string(language, -1)) }
        // Script and language (and the direction, when not given) from the text.
        hb_buffer_guess_segment_properties(buffer)

        var features: [hb_feature_t] = []
        if monospacedDigit {
            features.append(hb_feature_t(tag: hb_tag_from_string("tnum", -1), value: 1, start: 0, end: UInt32.max))
        }
        // Explicit tracking turns optional ligatures off; the face's own size tracking (`trak`)
        // does not: it is the face's designed spacing at that size, not letters spaced out.
        if explicitTracking != 0 {
            for tag in ["liga", "clig", "calt", "dlig"] {
                features.append(hb_feature_t(tag: hb_tag_from_string(tag, -1), value: 0,
                                             start: 0, end: UInt32.max))
            }
        }
        hb_shape(face.hbFont, buffer, features, UInt32(features.count))

        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        let glyphCount = Int(count)
        guard glyphCount > 0, let infos, let positions else {
            return ShapedRun(text: text, glyphs: [], width: tracking * Double(starts.count),
                             characterAdvances: Array(repeating: tracking, count: starts.count))
        }

        // Each cluster covers the characters starting between it and the next larger cluster;
        // sorting makes this work for right-to-left runs too, whose clusters decrease.
        let sortedClusters = Array(Set((0..<glyphCount).map { Int(infos[$0].cluster) })).sorted()
        func nextCluster(after cluster: Int) -> Int {
            let index = lowerBound(sortedClusters, cluster + 1)
            return index < sortedClusters.count ? sortedClusters[index] : byteCount
        }

        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(glyphCount)
        var characterAdvances = Array(repeating: 0.0, count: starts.count)
        var penUnits = 0
        var trackingSoFar = 0.0
        var index = 0
        while index < glyphCount {
            let cluster = Int(infos[index].cluster)
            var groupUnits = 0
            while index < glyphCount, Int(infos[index].cluster) == cluster {
                let position = positions[index]
                glyphs.append(ShapedGlyph(
                    glyphID: infos[index].codepoint,
                    cluster: cluster,
                    x: Double(penUnits + Int(position.x_offset)) * scale + trackingSoFar,
                    y: Double(position.y_offset) * scale,
                    advance: Double(position.x_advance) * scale))
                penUnits += Int(position.x_advance)
                groupUnits += Int(position.x_advance)
                index += 1
            }
            let firstCovered = lowerBound(starts, cluster)
            let endCovered = lowerBound(starts, nextCluster(after: cluster))
            let owner = max(0, lowerBound(starts, cluster + 1) - 1)
            characterAdvances[owner] += Double(groupUnits) * scale
            if endCovered > firstCovered {
                for character in firstCovered..<endCovered { characterAdvances[character] += tracking }
                trackingSoFar += tracking * Double(endCovered - firstCovered)
            }
        }
        let width = Double(penUnits) * scale + tracking * Double(starts.count)
        return ShapedRun(text: text, glyphs: glyphs, width: width, characterAdvances: characterAdvances)
    }
}

/// Index of the first element of the sorted `array` that is not less than `value`.
func lowerBound(_ array: [Int], _ value: Int) -> Int {
    var low = 0
    var high = array.count
    while low < high {
        let mid = (low + high) / 2
        if array[mid] < value { low = mid + 1 } else { high = mid }
    }
    return low
}
