/// Splits a run's text into pieces each drawn by one face: the run's own face wherever it has
/// the glyphs, else the first face of the fallback chain that has every one of a character's.
///
/// Decided per grapheme cluster (an emoji sequence or a base with its marks stays in one face),
/// on the faces' character maps. A cluster of only spaces, punctuation, digits or marks stays in
/// the face of the cluster before it when that face has it, so `日本語、テスト` or `مرحبا بالعالم`
/// is shaped as one piece in its fallback face instead of being cut at every space and comma —
/// as browsers keep "common" characters in the run of their script.
///
/// Emoji: a cluster that asks for emoji presentation (`wantsEmoji`) goes to the first colour
/// face that has it, even when the run's face has a text glyph for its base ("❤️" is the red
/// heart, not Inter's outline); every other cluster prefers the text faces and gets a colour
/// face only when no text face has it. Common characters never stay in a colour face (its
/// space is an emoji-wide blank and its digits are keycap bases).
struct FaceItemizer {
    /// Index 0: the run's own face; index k: fallback k − 1.
    let faces: [FontFace]
    /// Indices of the faces whose glyphs are colour bitmaps, in chain order.
    let colorFaces: [Int]

    init(primary: FontFace, fallbacks: [FontFace]) {
        let faces = [primary] + fallbacks
        self.faces = faces
        colorFaces = faces.indices.filter { faces[$0].hasColorBitmaps }
    }

    /// The face index of every character, and the scalars no face has (each once, in order).
    func assign<C: Collection<Character>>(_ characters: C) -> (faces: [Int], missing: [Unicode.Scalar]) {
        var result: [Int] = []
        result.reserveCapacity(characters.count)
        var missing: [Unicode.Scalar] = []
        var previous: Int?
        for character in characters {
            // One pass without allocating: the common case is a character of the run's own face.
            var significant = false, primaryHasAll = true, allCommon = true
            for scalar in character.unicodeScalars where !Self.isIgnorable(scalar) {
                significant = true
                if primaryHasAll, !faces[0].covers(scalar) { primaryHasAll = false }
                if allCommon, !Self.isCommon(scalar) { allCommon = false }
            }
            guard significant else {
                result.append(previous ?? 0)
                continue
            }
            if !colorFaces.isEmpty, Self.wantsEmoji(character), let index = colorFaces.first(where: { has($0, character) }) {
                result.append(index)
                previous = index
                continue
            }
            if let p = previous, p != 0, allCommon, !faces[p].hasColorBitmaps, has(p, character) {
                result.append(p)
                continue
            }
            if primaryHasAll {
                result.append(0)
                previous = 0
                continue
            }
            let fallbacks = faces.indices.dropFirst()
            if let index = fallbacks.first(where: { !faces[$0].hasColorBitmaps && has($0, character) })
                ?? fallbacks.first(where: { has($0, character) }) {
                result.append(index)
                previous = index
                continue
            }
            // No face has the whole cluster: the face with its base character (or the run's own)
            // draws it, and what nothing has is reported — never drawn silently.
            let scalars = Array(character.unicodeScalars.filter { !Self.isIgnorable($0) })
            let index = faces.firstIndex { $0.covers(scalars[0]) } ?? 0
            for scalar in scalars where !faces.contains(where: { $0.covers(scalar) }) && !missing.contains(scalar) {
                missing.append(scalar)
            }
            result.append(index)
            previous = index
        }
        return (result, missing)
    }

    /// The face index of every character (what `assign` gives, without the missing scalars):
    /// all the run's own face when it has no fallback chain.
    func faceIndices<C: Collection<Character>>(_ characters: C) -> [Int] {
        faces.count == 1 ? Array(repeating: 0, count: characters.count) : assign(characters).faces
    }

    /// Whether face `index` has every significant scalar of `character`.
    private func has(_ index: Int, _ character: Character) -> Bool {
        Self.has(faces[index], character.unicodeScalars)
    }

    /// Whether `face` has every significant (not ignorable) scalar of `scalars`.
    static func has<S: Sequence<Unicode.Scalar>>(_ face: FontFace, _ scalars: S) -> Bool {
        scalars.allSatisfy { isIgnorable($0) || face.covers($0) }
    }

    /// Whether `face` draws all of `text` on its own: it has every significant scalar and no
    /// cluster asks for emoji presentation (no fallback needed, so the chain is not loaded).
    static func covers(_ face: FontFace, _ text: String) -> Bool {
        has(face, text.unicodeScalars) && !text.contains(where: wantsEmoji)
    }

    /// Whether `character` asks for emoji presentation (UTS #51): an Emoji_Presentation base
    /// not followed by U+FE0E, or any cluster with U+FE0F, a skin-tone modifier, regional
    /// indicators (a flag), the keycap mark U+20E3, tag characters (subdivision flags) or a ZWJ
    /// joining emoji. A text-default symbol alone ("❤", "©") or with U+FE0E stays text.
    static func wantsEmoji(_ character: Character) -> Bool {
        var scalars = character.unicodeScalars.makeIterator()
        guard let base = scalars.next() else { return false }
        // Below U+00A9 only keycap bases (# * 0–9), which need U+FE0F or U+20E3 anyway: no
        // property lookup for ASCII text.
        var emoji = base.value >= 0x231A && base.properties.isEmojiPresentation
        var joined = false, pictographic = base.value >= 0xA9 && base.properties.isEmoji
        var first = true
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0xFE0E where first:
                return false
            case 0xFE0F, 0x20E3, 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F:
                emoji = true
            case 0x200D:
                joined = true
            default:
                if !pictographic, scalar.value >= 0xA9, scalar.properties.isEmoji { pictographic = true }
            }
            first = false
        }
        return emoji || (joined && pictographic)
    }

    /// Characters a font need not have: joiners, variation selectors, bidi and other format
    /// controls, control codes (HarfBuzz hides them or they select another glyph).
    static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.generalCategory == .control
    }

    /// Spaces, punctuation, digits and marks: characters every script uses.
    static func isCommon(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation, .decimalNumber,
             .nonspacingMark, .spacingMark, .enclosingMark:
            return true
        default:
            return false
        }
    }
}
