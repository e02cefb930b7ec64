/// The vertical metrics of the face Plumb draws a font with, in font units, as the text engine
/// reads them (hhea ascender, descender and line gap; OS/2 cap and x height). The SwiftUI
/// front end gets them through `EvaluationContext.faceMetrics` to answer `UIFont.lineHeight`,
/// `.ascender`, `.capHeight`, … without loading fonts itself.
public struct FontFaceMetrics: Hashable, Sendable {
    public var unitsPerEm: Int
    public var ascender: Int
    /// Negative: below the baseline.
    public var descender: Int
    public var lineGap: Int
    /// OS/2 `sCapHeight` / `sxHeight`; nil when the face's OS/2 table is older than version 2.
    public var capHeight: Int?
    public var xHeight: Int?
    public var familyName: String
    public var styleName: String

    public init(unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int, capHeight: Int?, xHeight: Int?,
                familyName: String, styleName: String) {
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.capHeight = capHeight
        self.xHeight = xHeight
        self.familyName = familyName
        self.styleName = styleName
    }

    /// `units` in points at `size`.
    public func points(_ units: Int, size: Double) -> Double { Double(units) * size / Double(unitsPerEm) }
}
