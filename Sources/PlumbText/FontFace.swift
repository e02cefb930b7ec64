import CFreeType
import CHarfBuzz
import Foundation
import PlumbModel

/// One loaded font file: a FreeType face (kept for glyph rasterization) and an immutable HarfBuzz
/// font for shaping. Immutable after `init`, so it can be shared and shaped from any thread.
///
/// HarfBuzz is given the file's bytes and its own OpenType font functions with the scale set to
/// units-per-em, so every advance and offset comes out as an exact integer in design units;
/// FreeType's 26.6 size metrics are rounded and would not match the reference measurements.
public final class FontFace: @unchecked Sendable {
    /// The file this face was loaded from.
    public let path: String
    /// Design units per em (the `head` table's unitsPerEm).
    public let unitsPerEm: Int
    /// `hhea` ascender in design units (positive, above the baseline).
    public let ascender: Int
    /// `hhea` descender in design units (negative, below the baseline).
    public let descender: Int
    /// `hhea` line gap in design units.
    public let lineGap: Int
    /// `post` underline position in design units: the centre of the stroke, negative below the
    /// baseline (as FreeType reports it).
    public let underlinePosition: Int
    /// `post` underline thickness in design units.
    public let underlineThickness: Int
    /// `OS/2` strikeout position in design units: the top of the stroke above the baseline.
    public let strikeoutPosition: Int
    /// `OS/2` strikeout thickness in design units.
    public let strikeoutThickness: Int
    /// OS/2 `sCapHeight` and `sxHeight` in font units; nil when the OS/2 table is missing or
    /// older than version 2 (which has no such fields).
    public let capHeight: Int?
    public let xHeight: Int?
    /// Number of glyphs in the font.
    public let glyphCount: Int
    /// Family name as FreeType reports it, e.g. "Inter" or "Inter Display".
    public let familyName: String
    /// Style name as FreeType reports it, e.g. "Regular" or "SemiBold".
    public let styleName: String
    /// The PostScript name (`name` ID 6): what `Font.custom` and `UIFont(name:)` look a face up by.
    public let postScriptName: String
    /// The full name (`name` ID 4, `Brand Light Italic`), which `UIFont(name:)` also accepts.
    public let fullName: String
    /// OS/2 `usWeightClass` (100 … 900; 400 without an OS/2 table).
    public let weightClass: Int
    /// FreeType's italic style flag (OS/2 `fsSelection`/`head` macStyle).
    public let isItalic: Bool
    /// Whether the glyphs are colour bitmaps (a CBDT or sbix table, as Noto Color Emoji): they
    /// are drawn as images in their own colours, not as coverage filled with the text's colour,
    /// and `FaceItemizer` gives emoji-presentation clusters to such a face.
    public let hasColorBitmaps: Bool
    /// The size-specific tracking of the face's `trak` table (Apple's fonts), applied by
    /// `TextShaper` as Core Text applies it; nil for faces without one (Inter, Noto).
    public let trackingTable: TrackingTable?
    /// FNV-1a 64 of the file bytes (16 hex digits) and the byte count, e.g. `"0123abcd…-412345"`;
    /// snapshots record it so a different font version is reported instead of a confusing diff.
    /// Computed on first use: only faces that drew are fingerprinted, and hashing every face of
    /// the fallback chain (18 MB, 11 of them the emoji) for each design system would cost more
    /// than laying out most of them.
    public var fingerprint: String {
        fingerprintLock.withLock {
            if let cached = fingerprintCache { return cached }
            let value = Self.fingerprint(of: file.bytes)
            fingerprintCache = value
            return value
        }
    }
    private let fingerprintLock = NSLock()
    private var fingerprintCache: String?

    /// The FreeType face, for glyph rasterization. Callers must not change its size or
    /// transform from several threads at once: go through `withFreeTypeFace`.
    public let ftFace: FT_Face
    // Serialises use of `ftFace` (set size, load, render mutate the face's glyph slot).
    private let faceLock = NSLock()
    /// The immutable HarfBuzz font (`hb_font_t *`), scaled to design units.
    let hbFont: OpaquePointer
    // Kept alive so the FT_Library outlives the face and deinit can free it under the lock.
    private let freeType: FreeTypeLibrary
    // The file's bytes (read once, or mapped for a bundled file); the FreeType face and the
    // HarfBuzz font both read them, so they live as long as this face.
    let file: FontFileBytes

    /// Runs `body` with exclusive use of the FreeType face (its size and glyph slot).
    public func withFreeTypeFace<T>(_ body: (FT_Face) throws -> T) rethrows -> T {
        faceLock.lock()
        defer { faceLock.unlock() }
        return try body(ftFace)
    }

    /// Loads the font file at `path`.
    /// - Parameter freeType: the FreeType library to create the face in; one is created when
    ///   omitted (a `FontLibrary` passes its shared one).
    /// - Throws: `PlumbError("cannot load font '<path>': <reason>")` for a missing, unreadable
    ///   or corrupt file.
    public init(path: String, freeType: FreeTypeLibrary = FreeTypeLibrary()) throws {
        self.path = path
        self.freeType = freeType
        let file = try FontFileBytes(path: path)
        let bytes = file.bytes
        let face = try freeType.newFace(bytes: bytes, path: path)
        self.file = file
        // HarfBuzz reads the same bytes (READONLY: they live as long as this face).
        let blob: OpaquePointer? = hb_blob_create(bytes.baseAddress!.assumingMemoryBound(to: CChar.self), UInt32(bytes.count),
                                                  HB_MEMORY_MODE_READONLY, nil, nil)
        let hbFace = hb_face_create(blob, 0)
        hb_blob_destroy(blob)
        let upem = Int(hb_face_get_upem(hbFace))
        let glyphs = Int(hb_face_get_glyph_count(hbFace))
        guard glyphs > 0, upem > 0, let font = hb_font_create(hbFace) else {
            hb_face_destroy(hbFace)
            freeType.doneFace(face)
            throw PlumbError("cannot load font '\(path)': HarfBuzz found no glyphs")
        }
        hasColorBitmaps = hb_ot_color_has_png(hbFace) != 0
        let family = face.pointee.family_name.map { String(cString: $0) } ?? ""
        trackingTable = Self.trackingTable(hbFace, unitsPerEm: upem).map { PublishedTracking.corrected($0, family: family) }
        hb_face_destroy(hbFace)  // the font holds its own reference
        hb_ot_font_set_funcs(font)
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        // Immutable fonts may be shaped with from several threads at once.
        hb_font_make_immutable(font)

        self.ftFace = face
        self.hbFont = font
        self.unitsPerEm = upem
        self.glyphCount = glyphs

        // Line metrics come from hhea, as iOS and Chromium use them for line height.
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) {
            let hhea = raw.assumingMemoryBound(to: TT_HoriHeader.self).pointee
            ascender = Int(hhea.Ascender)
            descender = Int(hhea.Descender)
            lineGap = Int(hhea.Line_Gap)
        } else {
            ascender = Int(face.pointee.ascender)
            descender = Int(face.pointee.descender)
            lineGap = Int(face.pointee.height) - ascender + descender
        }
        // A font without these tables still gets visible decorations: a stroke of 1/20 em,
        // under the baseline by 1/10 em and through the middle of the ascent.
        let fallbackThickness = max(1, upem / 20)
        underlinePosition = face.pointee.underline_thickness > 0 ? Int(face.pointee.underline_position) : -upem / 10
        underlineThickness = face.pointee.underline_thickness > 0 ? Int(face.pointee.underline_thickness) : fallbackThickness
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2), case let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee,
           os2.yStrikeoutSize > 0 {
            strikeoutPosition = Int(os2.yStrikeoutPosition)
            strikeoutThickness = Int(os2.yStrikeoutSize)
        } else {
            strikeoutPosition = Int(face.pointee.ascender) / 3 + fallbackThickness / 2
            strikeoutThickness = fallbackThickness
        }
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2), case let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee,
           os2.version >= 2, os2.version != 0xFFFF {
            capHeight = Int(os2.sCapHeight)
            xHeight = Int(os2.sxHeight)
        } else {
            capHeight = nil
            xHeight = nil
        }
        familyName = family
        styleName = face.pointee.style_name.map { String(cString: $0) } ?? ""
        postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? ""
        fullName = Self.sfntName(face, id: 4) ?? [familyName, styleName].filter { !$0.isEmpty }.joined(separator: " ")
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2), case let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee,
           os2.version != 0xFFFF, os2.usWeightClass > 0 {
            weightClass = Int(os2.usWeightClass)
        } else {
            weightClass = 400
        }
        isItalic = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
    }

    /// The face's `trak` table, when it has a usable one.
    private static func trackingTable(_ face: OpaquePointer?, unitsPerEm: Int) -> TrackingTable? {
        guard let blob = hb_face_reference_table(face, hb_tag_from_string("trak", 4)) else { return nil }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        let bytes = UnsafeRawBufferPointer(start: data, count: Int(length))
        return TrackingTable(bytes: Array(bytes), unitsPerEm: unitsPerEm)
    }

    /// The tracking in points Core Text adds after every glyph of this face at `size` by
    /// itself, from the face's `trak` table (SF Pro's size-specific tracking); 0 without one.
    public func opticalTracking(size: Double) -> Double {
        trackingTable?.tracking(size: size) ?? 0
    }

    /// A `name` table entry: the Windows Unicode (UTF-16BE) record, else a Mac Roman one.
    private static func sfntName(_ face: FT_Face, id: UInt16) -> String? {
        var fallback: String?
        for i in 0..<FT_Get_Sfnt_Name_Count(face) {
            var entry = FT_SfntName()
            guard FT_Get_Sfnt_Name(face, i, &entry) == 0, entry.name_id == id, let bytes = entry.string, entry.string_len > 0 else { continue }
            let data = Array(UnsafeBufferPointer(start: bytes, count: Int(entry.string_len)))
            if entry.platform_id == 3 {
                let units = stride(from: 0, to: data.count - 1, by: 2).map { UInt16(data[$0]) << 8 | UInt16(data[$0 + 1]) }
                return String(decoding: units, as: UTF16.self)
            }
            if entry.platform_id == 1, fallback == nil { fallback = String(decoding: data.filter { $0 < 0x80 }, as: UTF8.self) }
        }
        return fallback
    }

    deinit {
        hb_font_destroy(hbFont)
        freeType.doneFace(ftFace)
    }

    /// Natural line height in points, as iOS sets a line of the face: (ascender − descender) ×
    /// size / unitsPerEm from `hhea`, without its line gap — Core Text puts ascent + descent
    /// (+ `lineSpacing`) between baselines, measured on iOS references where a face's gap is not
    /// zero (docs/reference/text-metrics.md). Chromium adds the gap; Plumb follows the phone.
    public func naturalLineHeight(size: Double) -> Double {
        Double(ascender - descender) * size / Double(unitsPerEm)
    }

    /// Ascent in points at `size` (positive).
    public func ascent(size: Double) -> Double { Double(ascender) * size / Double(unitsPerEm) }

    /// Descent in points at `size` (positive: the distance below the baseline).
    public func descent(size: Double) -> Double { Double(-descender) * size / Double(unitsPerEm) }

    /// Whether the face's character map has a glyph for `scalar` (HarfBuzz's cmap lookup:
    /// thread-safe, no FreeType state).
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0 && glyph != 0
    }

    /// Horizontal advance of a glyph in design units, unshaped (no kerning).
    public func advance(glyph: UInt32) -> Int {
        Int(hb_font_get_glyph_h_advance(hbFont, glyph))
    }

    /// FNV-1a 64 over the bytes, as 16 hex digits, then "-" and the byte count.
    static func fingerprint(of data: Data) -> String {
        data.withUnsafeBytes { fingerprint(of: $0) }
    }

    static func fingerprint(of raw: UnsafeRawBufferPointer) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in raw {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex + "-\(raw.count)"
    }
}
