/// Splits a run's text into pieces each drawn by one face: the run's own face wherever it has
/// the glyphs, else the first face of the fallback chain that has every one of a character's.
///
/// Decided per grapheme cluster (an emoji sequence or a base with its marks stays in one face),
/// on the faces' character maps. A cluster of only spaces, punctuation, digits or marks stays in
/// the face of the cluster before it when that face has it, so `日本語、テスト` or `مرحبا بالعالم`
/// is shaped as one piece in its fallback face instead of being cut at every space and comma —
/// as browsers keep "common" characters in the run of their script.
struct FaceItemizer {
    /// Index 0: the run's own face; index k: fallback k − 1.
    let faces: [FontFace]

    init(primary: FontFace, fallbacks: [FontFace]) {
        faces = [primary] + fallbacks
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
            if let p = previous, p != 0, allCommon, has(p, character) {
                result.append(p)
                continue
            }
            if primaryHasAll {
                result.append(0)
                previous = 0
                continue
            }
            if let index = faces.indices.dropFirst().first(where: { has($0, character) }) {
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

    /// Whether face `index` has every significant scalar of `character`.
    private func has(_ index: Int, _ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { Self.isIgnorable($0) || faces[index].covers($0) }
    }

    /// Whether `face` has every significant scalar of `text` (no fallback needed).
    static func covers(_ face: FontFace, _ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { isIgnorable($0) || face.covers($0) }
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
