/// Which font file serves a design, weight and slant. `display` selects the face used at 20 pt
/// and above (Inter Display by default, mirroring SF Pro Display); an override with
/// `display == false` serves both sizes unless a display override exists too.
public struct FontFaceKey: Hashable, Sendable {
    public var design: FontDesign
    public var weight: FontWeight
    public var display: Bool
    /// The italic face (`Font.italic()`).
    public var italic: Bool

    public init(design: FontDesign, weight: FontWeight, display: Bool = false, italic: Bool = false) {
        self.design = design
        self.weight = weight
        self.display = display
        self.italic = italic
    }
}
