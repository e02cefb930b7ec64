import Foundation
import PlumbModel

/// Loads and caches font faces by path. Create one per run and pass it to whatever measures
/// text; it is deliberately not a singleton so tests and concurrent runs can use different maps.
public final class FontLibrary: @unchecked Sendable {
    /// How fonts map to files.
    public let fontMap: FontMap
    /// The FreeType library every face of this cache is created in.
    public let freeType: FreeTypeLibrary
    private let lock = NSLock()
    private var faces: [String: FontFace] = [:]
    /// The fallback chains, regular and heavy, once loaded.
    private var fallbacks: [Bool: [FontFace]] = [:]

    /// Creates an empty cache using `fontMap`.
    public init(fontMap: FontMap = FontMap()) {
        self.fontMap = fontMap
        self.freeType = FreeTypeLibrary()
    }

    /// The face serving `font`, loaded on first use.
    /// - Throws: `PlumbError` when the mapped file is missing or not a font.
    public func face(for font: ResolvedFont) throws -> FontFace {
        try face(path: fontMap.path(for: font))
    }

    /// The vertical metrics of the face serving `font` (what `UIFont.lineHeight`, `.ascender`,
    /// `.capHeight` report in the SwiftUI front end); nil when the face cannot be loaded.
    public func metrics(for font: ResolvedFont) -> FontFaceMetrics? {
        guard let f = try? face(for: font) else { return nil }
        return FontFaceMetrics(unitsPerEm: f.unitsPerEm, ascender: f.ascender, descender: f.descender, lineGap: f.lineGap,
                               capHeight: f.capHeight, xHeight: f.xHeight, familyName: f.familyName, styleName: f.styleName)
    }

    /// This library's metrics and names, for the SwiftUI front end (`EvaluationContext`).
    public var faceLookup: FontFaceLookup {
        FontFaceLookup(metrics: { self.metrics(for: $0) }, names: { self.names(ofFile: $0) })
    }

    /// The names of the face in the font file at `path` (what `Font.custom` looks it up by);
    /// nil when the file cannot be loaded.
    public func names(ofFile path: String) -> FontFaceNames? {
        guard let f = try? face(path: path) else { return nil }
        return FontFaceNames(postScriptName: f.postScriptName, fullName: f.fullName, familyName: f.familyName, styleName: f.styleName,
                             weightClass: f.weightClass, isItalic: f.isItalic)
    }

    /// The faces tried, in order, for characters the face of `font` lacks
    /// (`FontMap.fallbackPaths(heavy:)`, heavy from semibold up).
    /// - Throws: `PlumbError` when a file of the chain is missing or not a font.
    public func fallbackFaces(for font: ResolvedFont) throws -> [FontFace] {
        let heavy = font.weight >= .semibold
        if let chain = lock.withLock({ fallbacks[heavy] }) { return chain }
        let chain = try fontMap.fallbackPaths(heavy: heavy).map { try face(path: $0) }
        lock.withLock { fallbacks[heavy] = chain }
        return chain
    }

    /// The face for the file at `path`, loaded on first use. Failures are not cached, so a file
    /// that appears later can still be loaded.
    public func face(path: String) throws -> FontFace {
        // Loading under the lock keeps each file loaded exactly once; loads are fast (the bytes
        // are read and parsed lazily by HarfBuzz) so the contention does not matter.
        try lock.withLock {
            if let face = faces[path] { return face }
            let face = try FontFace(path: path, freeType: freeType)
            faces[path] = face
            return face
        }
    }
}
