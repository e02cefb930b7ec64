/// Lines of text measured and positioned in their own box, as SwiftUI's `Text` sizes itself.
public struct TextLayout: Hashable, Sendable {
    /// The lines, top to bottom.
    public var lines: [TextLine]
    /// Width of the widest line (not the proposed width): `Text` hugs its content.
    public var width: Double
    /// `lines.count × lineHeight`.
    public var height: Double
    /// Height of every line box.
    public var lineHeight: Double
    /// Baseline of the first line from the top of the box.
    public var firstBaseline: Double
    /// Baseline of the last line from the top of the box.
    public var lastBaseline: Double
    /// Point size used.
    public var fontSize: Double
    /// Font file the text was shaped with (the first run's).
    public var facePath: String
    /// Face and size of every run, indexed by `ShapedGlyph.run` (one entry for a plain text).
    public var runs: [TextRunFace]
    /// The fraction of its size the text was shrunk to by `minimumScaleFactor` (1: not shrunk).
    public var scaleFactor: Double
    /// Points per character removed by `allowsTightening` (0: not tightened).
    public var tightening: Double
    /// Characters no face of the text's fallback chain has (each once, in text order): drawn as
    /// the face's `.notdef` box, and reported (a warning in render/record/verify, an ERROR in
    /// the audit) rather than drawn silently.
    public var missingCharacters: [Unicode.Scalar]

    /// The missing characters as warnings and audit findings name them: `U+1FAE9 U+65E5`.
    public var missingCodePoints: String {
        missingCharacters.map { Self.codePoint($0) }.joined(separator: " ")
    }

    /// `U+1FAE9`: how a missing character is named in warnings and audit findings.
    public static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Creates a layout.
    public init(lines: [TextLine], width: Double, height: Double, lineHeight: Double,
                firstBaseline: Double, lastBaseline: Double, fontSize: Double, facePath: String,
                runs: [TextRunFace]? = nil, scaleFactor: Double = 1, tightening: Double = 0,
                missingCharacters: [Unicode.Scalar] = []) {
        self.missingCharacters = missingCharacters
        self.runs = runs ?? [TextRunFace(facePath: facePath, fontSize: fontSize, lineHeight: lineHeight)]
        self.scaleFactor = scaleFactor
        self.tightening = tightening
        self.lines = lines
        self.width = width
        self.height = height
        self.lineHeight = lineHeight
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.fontSize = fontSize
        self.facePath = facePath
    }

    /// Whether any line was truncated (the text did not fit the line limit or height).
    public var truncated: Bool { lines.contains { $0.truncated } }
}
