import Foundation
import PlumbModel

/// Chooses the font file that serves a `ResolvedFont`.
///
/// SF Pro cannot be shipped, so the default map mirrors Apple's optical-size split with Inter:
/// Inter (the "Text" cut) below 20 pt and Inter Display at 20 pt and above. Monospaced text uses
/// JetBrains Mono; rounded and serif fall back to the default design unless the user maps them.
/// A team that supplies Apple's own files (`systemFonts`) gets them instead (`SystemFontFiles`);
/// a design's files in `fontFaces` still come first.
public struct FontMap: Sendable, Hashable {
    /// Point size from which the display cut is used (SF Pro switches Text → Display at 20 pt).
    public static let displayThreshold: Double = 20

    /// Directories searched, in order, for the default font files: only the fonts bundled with
    /// Plumb, never the machine's, so the same inputs draw the same pixels everywhere.
    public static let defaultFontDirectories: [String] = [BundledFonts.directory]

    /// The bundled fallback faces, in the order they are tried for a character the run's own
    /// face lacks: one face per script Inter does not cover, then symbols, then colour emoji (which
    /// `FaceItemizer` also gives every emoji-presentation cluster, even one Inter has). Regular files; a
    /// `Bold` sibling (`NotoSansArabic-Bold.ttf`) serves semibold and heavier text.
    public static let defaultFallbackFiles = [
        "NotoSansArabic-Regular.ttf",      // Arabic
        "NotoSansHebrew-Regular.ttf",      // Hebrew
        "NotoSansDevanagari-Regular.ttf",  // Devanagari
        "NotoSansThai-Regular.ttf",        // Thai
        "DroidSansFallbackFull.ttf",       // CJK ideographs, kana, CJK punctuation
        "NanumSquareR.ttf",                // Hangul (all 11,172 syllables)
        "NotoSansSymbols2-Regular.ttf",    // arrows, shapes, dingbats
        "NotoSansSymbols-Regular.ttf",     // other symbols
        "NotoColorEmoji.ttf",              // emoji, in colour (last: text-style symbols stay monochrome)
    ]

    /// User mappings from (design, weight, display) to a font file path.
    public var overrides: [FontFaceKey: String]
    /// Directories searched for the default files (Inter, Inter Display, JetBrains Mono, the
    /// fallback faces).
    public var fontDirectories: [String]
    /// Apple's system fonts a team supplies (`systemFonts:` in `plumb.yaml`): they serve the
    /// system designs in place of the bundled stand-ins; nil without them.
    public var systemFonts: SystemFontFiles?
    /// The system's own fallback chain (`fontFallback` in tokens.yaml, absolute paths), used
    /// instead of the bundled one; nil for the bundled chain.
    public var fallbackOverride: [String]?

    /// Creates a map.
    /// - Parameters:
    ///   - overrides: file paths per design/weight/display. An override with `display == false`
    ///     also serves sizes ≥ 20 pt unless a `display == true` override for the same design and
    ///     weight exists.
    ///   - fontDirectories: where to look for the default font files; the first directory that
    ///     contains the file wins.
    public init(overrides: [FontFaceKey: String] = [:],
                fontDirectories: [String] = FontMap.defaultFontDirectories, fallbacks: [String]? = nil,
                systemFonts: SystemFontFiles? = nil) {
        self.overrides = overrides
        self.systemFonts = systemFonts
        self.fontDirectories = fontDirectories
        self.fallbackOverride = fallbacks
    }

    /// The fallback files tried, in order, for characters a run's face lacks: the system's
    /// chain when it has one, else the bundled faces — for `heavy` (semibold and heavier) text
    /// the `Bold` cut of those that have one.
    public func fallbackPaths(heavy: Bool) -> [String] {
        if let fallbackOverride { return fallbackOverride }
        return Self.defaultFallbackFiles.map { file in
            if heavy, file.hasSuffix("-Regular.ttf") {
                let bold = locate(file.replacingOccurrences(of: "-Regular.ttf", with: "-Bold.ttf"))
                if FileManager.default.fileExists(atPath: bold) { return bold }
            }
            return locate(file)
        }
    }

    /// The font file path for `font`. Never fails: a missing file is reported when it is loaded,
    /// so the error can name the path the user would expect.
    ///
    /// An italic font takes the italic override for its design and weight, else — when the
    /// system maps only the upright face of its own font — that upright face, which the glyph
    /// rasterizer then slants (`needsSyntheticItalic`), as CoreText does for a family without
    /// italics; otherwise the bundled italic file.
    public func path(for font: ResolvedFont) -> String {
        if let file = font.faceFile { return file }
        let display = font.size >= Self.displayThreshold
        if font.italic {
            if let path = overridePath(design: font.design, weight: font.weight, display: display, italic: true) { return path }
            if let path = uprightOverride(font, display: display) { return path }
            if let path = systemFontPath(font, display: display, italic: true) { return path }
            if let path = systemFontPath(font, display: display, italic: false) { return path }
            return locate(defaultFileName(design: font.design, weight: font.weight, display: display, italic: true))
        }
        if let path = uprightOverride(font, display: display) { return path }
        if let path = systemFontPath(font, display: display, italic: false) { return path }
        return locate(defaultFileName(design: font.design, weight: font.weight, display: display))
    }

    /// Whether `font` is italic but served by an upright file (a mapped family without an
    /// italic face): its glyphs are drawn slanted.
    public func needsSyntheticItalic(for font: ResolvedFont) -> Bool {
        guard font.italic else { return false }
        // A registered file is one face: italic is slanted unless the file is an italic one.
        if let file = font.faceFile { return !file.lowercased().contains("italic") }
        let display = font.size >= Self.displayThreshold
        if overridePath(design: font.design, weight: font.weight, display: display, italic: true) != nil { return false }
        if uprightOverride(font, display: display) != nil { return true }
        // Apple's fonts without their italic files (SF Pro Rounded has none): slanted upright.
        return systemFontPath(font, display: display, italic: true) == nil && systemFontPath(font, display: display, italic: false) != nil
    }

    /// The team's Apple font file for the font's design, weight and slant, if it supplied one.
    private func systemFontPath(_ font: ResolvedFont, display: Bool, italic: Bool) -> String? {
        systemFonts?.path(design: font.design, weight: font.weight, display: display, italic: italic)
    }

    /// The user's upright file for the font, if any. Rounded and serif have no bundled face:
    /// they follow whatever serves the default design, including the user's default-design
    /// overrides, so a custom brand font covers them too.
    private func uprightOverride(_ font: ResolvedFont, display: Bool) -> String? {
        if let path = overridePath(design: font.design, weight: font.weight, display: display, italic: false) { return path }
        if font.design == .rounded || font.design == .serif {
            return overridePath(design: .default, weight: font.weight, display: display, italic: false)
        }
        return nil
    }

    /// The bundled default file name (no directory) for a design, weight, optical size and slant.
    public func defaultFileName(design: FontDesign, weight: FontWeight, display: Bool, italic: Bool = false) -> String {
        switch design {
        case .monospaced:
            // JetBrains Mono ships no Black cut; ExtraBold is the heaviest.
            let suffix = weight == .black ? "ExtraBold" : Self.suffix(for: weight)
            return "JetBrainsMono-\(Self.styled(suffix, italic: italic)).ttf"
        case .default, .rounded, .serif:
            return (display ? "InterDisplay-" : "Inter-") + Self.styled(Self.suffix(for: weight), italic: italic) + ".otf"
        }
    }

    /// `Bold` → `BoldItalic`; `Regular` → `Italic` (the files' naming).
    private static func styled(_ suffix: String, italic: Bool) -> String {
        guard italic else { return suffix }
        return suffix == "Regular" ? "Italic" : suffix + "Italic"
    }

    /// Font-file style suffix for a SwiftUI weight (`FontWeight.fileStyleName`).
    public static func suffix(for weight: FontWeight) -> String { weight.fileStyleName }

    private func overridePath(design: FontDesign, weight: FontWeight, display: Bool, italic: Bool) -> String? {
        if display, let path = overrides[FontFaceKey(design: design, weight: weight, display: true, italic: italic)] {
            return path
        }
        return overrides[FontFaceKey(design: design, weight: weight, display: false, italic: italic)]
    }

    private func locate(_ fileName: String) -> String {
        for directory in fontDirectories {
            let candidate = (directory as NSString).appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
        }
        // Not found anywhere: return the first candidate so the load error names a real path.
        let first = fontDirectories.first ?? "."
        return (first as NSString).appendingPathComponent(fileName)
    }
}

public extension FontMap {
    /// The map a design system draws with: its `fontFaces` and `fontFallback` from `tokens.yaml`
    /// and the Apple fonts its project supplies (`systemFonts:`).
    init(system: DesignSystem) {
        self.init(overrides: system.tokens.fontFaces, fallbacks: system.tokens.fontFallback,
                  systemFonts: Self.systemFonts(of: system.project))
    }

    /// The map of a project's SwiftUI sources and snapshot tests: the bundled faces, with the
    /// Apple fonts the project supplies (`systemFonts:`).
    init(project: PlumbProject?) {
        self.init(systemFonts: Self.systemFonts(of: project))
    }

    private static func systemFonts(of project: PlumbProject?) -> SystemFontFiles? {
        project?.systemFonts.map { SystemFontFiles(directory: $0) }
    }
}
