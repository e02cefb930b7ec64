/// The budgets of reading asset catalogs from an untrusted repository: each is checked before
/// the work it bounds, and each is far above what real design systems use (a large one has a
/// few hundred colour and image sets). A walk or read over budget is a located error; one set
/// over a per-file budget is a located warning and that set is skipped.
public enum AssetCatalogLimits {
    /// Directory entries looked at while searching the given paths for catalogs and fonts (a
    /// whole repository may be searched; hidden directories such as `.git` and `.build` are skipped).
    public static let walkEntries = 200_000
    /// Directory nesting below a given path.
    public static let walkDepth = 64
    /// Largest `Contents.json` (Xcode writes a few hundred bytes).
    public static let contentsBytes = 256 << 10
    /// Largest SVG file of an image set (icons are a few KiB; a detailed illustration ~100 KiB).
    public static let svgBytes = 1 << 20
    /// Pixels of one PNG file of an image set (4096 × 4096); a larger file is a warning and
    /// is not drawn. Checked from the file's header, before anything is decoded.
    public static let rasterPixels = 1 << 24
    /// Elements in one SVG document.
    public static let svgElements = 10_000
    /// Element nesting in one SVG document.
    public static let svgDepth = 64
    /// Largest PDF file of an image set (icon PDFs are a few KiB; an illustration a few hundred).
    public static let pdfBytes = 2 << 20
    /// Bytes one PDF's streams may inflate to, together (a FlateDecode bomb stops here).
    public static let pdfDecodedBytes = 16 << 20
    /// Content-stream operators interpreted for one PDF page, its form XObjects included.
    public static let pdfOperators = 200_000
    /// Nesting of `q` graphics states, of form XObjects drawn inside each other, of the page
    /// tree, and of arrays and dictionaries in one PDF object.
    public static let pdfDepth = 32
    /// Bytes of all `Contents.json`, SVG and PDF files read together.
    public static let totalBytes = 64 << 20
}
