/// The names a font file's face goes by, as its `name` and OS/2 tables give them: how
/// `Font.custom("Brand-Light", …)` finds `brand-light-v3.ttf`. The SwiftUI front end gets them
/// through `EvaluationContext.faceNames` without loading fonts itself.
public struct FontFaceNames: Hashable, Sendable {
    public var postScriptName: String
    public var fullName: String
    public var familyName: String
    public var styleName: String
    /// OS/2 `usWeightClass` (100 … 900).
    public var weightClass: Int
    public var isItalic: Bool

    public init(postScriptName: String, fullName: String, familyName: String, styleName: String, weightClass: Int, isItalic: Bool) {
        self.postScriptName = postScriptName
        self.fullName = fullName
        self.familyName = familyName
        self.styleName = styleName
        self.weightClass = weightClass
        self.isItalic = isItalic
    }
}

/// What the text engine knows of font files, handed down to the SwiftUI front end (which
/// sits below it and loads no fonts): a font's face metrics and a file's face names.
public struct FontFaceLookup: Sendable {
    public var metrics: @Sendable (ResolvedFont) -> FontFaceMetrics?
    public var names: @Sendable (String) -> FontFaceNames?

    public init(metrics: @escaping @Sendable (ResolvedFont) -> FontFaceMetrics?, names: @escaping @Sendable (String) -> FontFaceNames?) {
        self.metrics = metrics
        self.names = names
    }
}
