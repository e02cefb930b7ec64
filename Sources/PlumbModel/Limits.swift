/// Every resource budget Plumb applies to its input, in one place.
///
/// Bad input — a malformed spec, a hostile pull request, a corrupt reference — must end in a
/// located one-line error, never a crash, a hang or a huge allocation. Each limit is checked
/// *before* the work it bounds is done, and far above what real design systems need (the five
/// bundled systems use at most a tenth of any of them). README's "Limits" section lists them;
/// keep the two in step.
public enum Limits {
    // Input files.
    /// Largest spec or tokens file.
    public static let fileBytes = 4 << 20
    /// Largest font file named by `fontFaces` (real faces are a few hundred KiB; a variable
    /// CJK face can reach ~20 MiB).
    public static let fontFileBytes = 64 << 20
    /// Faces a `fontFallback` chain may list (each is loaded, and tried per missing character).
    public static let fontFallbackFaces = 32
    /// YAML values a document may expand to (alias bombs).
    public static let yamlValues = 200_000
    /// YAML nesting depth.
    public static let yamlDepth = 128

    // Specs and tokens.
    /// Any length or position in points (offsets, paddings and spacing may be negative within it).
    public static let points = 16_384.0
    /// Modifiers on one node (each is a level of the layout and drawing recursion; with
    /// `treeDepth` it sizes `LargeStack`).
    public static let modifiersPerNode = 32
    /// Hops in one token reference chain (`a: b`, `b: c`, …).
    public static let tokenChain = 64
    /// Nested `use:` of other components.
    public static let useNesting = 16
    /// Views along any path of a resolved component, `use` bodies, backgrounds and overlays included.
    /// 128, not 256: a snapshot's `.layout.json` nests two JSON levels per view, and Foundation's
    /// JSON encoder and decoder refuse documents nested deeper than 512 (a 256-deep tree could be
    /// laid out but never recorded), and the drawing recursion at 128 × 32 modifiers fits the
    /// large-stack threads in debug builds. A tenth of it is more than any real component uses.
    public static let treeDepth = 128
    /// Views in one resolved component (`use:` can multiply a small spec).
    public static let viewsPerComponent = 20_000
    /// Characters in one text.
    public static let textCharacters = 10_000
    /// |scaleEffect| factor.
    public static let scaleEffect = 32.0

    // Rendering, per snapshot.
    /// Pixels of a snapshot's canvas, decided from the layout before anything is allocated
    /// (4096 × 4096; an iPhone screen at @3x is 3.0 M).
    public static let canvasPixels = 1 << 24
    /// Either side of a snapshot's canvas, in pixels.
    public static let canvasSide = 16_384
    /// Nested offscreen layers (opacity groups, shadows) alive at once.
    public static let layerDepth = 8
    /// Blur radius in pixels (shadows, backdrop blurs, glass).
    public static let blurRadiusPixels = 512.0
    /// Pixel operations one snapshot may cost (blurs count pixels × kernel taps). A full-screen
    /// Liquid Glass sheet at @3x (390 × 844 pt) costs 4.4 G and renders in about 2.6 s of CPU
    /// in a release build, so 8.6 G bounds a snapshot to seconds while allowing it.
    public static let pixelWork = 1 << 33
}
