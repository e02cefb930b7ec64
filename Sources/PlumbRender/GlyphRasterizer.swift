import CFreeType
import Foundation
import PlumbRaster
import PlumbModel
import PlumbText

/// Rasterizes glyphs with FreeType: grayscale anti-aliasing, no hinting (iOS does not hint),
/// at the exact fractional pixel size (to 1/64 px, FreeType's 26.6 precision) and at the
/// sub-pixel pen position (also to 1/64 px: the outline is translated before rendering).
///
/// Rendered glyphs are cached by face, glyph, 26.6 size and 26.6 pen fraction, so the cache
/// never changes a result — only avoids recomputing it. Thread-safe.
public final class GlyphRasterizer: @unchecked Sendable {
    struct Key: Hashable {
        var face: String
        var glyph: UInt32
        var size64: Int
        var fx64: Int
        var fy64: Int
        var oblique: Bool
    }

    /// A cached glyph image: coverage plus its offset from the pen's integer pixel.
    struct Bitmap {
        var left: Int
        var top: Int
        var width: Int
        var height: Int
        var coverage: [UInt8]
    }

    /// FreeType's oblique shear (0x0366A / 0x10000 ≈ tan 12°).
    static let obliqueShear = Double(0x0366A) / 65536

    /// Bytes of glyph bitmaps per cache generation by default (two generations are kept: at
    /// most 512 KiB). A 17 pt glyph at @3x is ~1.5 KB, so a generation holds ~170: the glyphs
    /// of a snapshot, whose light and dark renders are drawn side by side
    /// (`SnapshotSuite.drawingOrder`) and share them all. Measured (callgrind, bundled verify):
    /// 4 MiB generations saved 0.2 % of the instructions and held 3 MB more at 20,000
    /// snapshots, where new text, sizes and 1/64-px pen fractions keep every cache full.
    public static let defaultCacheBudget = 256 << 10

    /// What an entry costs besides its coverage bytes (key, offsets, the table's slot).
    static let entryOverhead = 96

    private let cache: GenerationalCache<Key, Bitmap>
    /// Colour glyphs (emoji) scaled to their pixel size and pen fraction: RGBA, four bytes a
    /// pixel, bounded like the masks (`GlyphRasterizer+Color`).
    let colorCache: GenerationalCache<Key, BitmapResampler.Placed>

    /// `cacheBudget`: bytes of glyph bitmaps per generation of each cache, masks and colour
    /// glyphs (see `GenerationalCache`); a glyph larger than that (a 32× `scaleEffect`) is
    /// drawn, not kept.
    public init(cacheBudget: Int = GlyphRasterizer.defaultCacheBudget) {
        cache = GenerationalCache(capacity: cacheBudget)
        colorCache = GenerationalCache(capacity: cacheBudget)
    }

    /// Bytes the caches hold now (tests).
    var cachedBytes: Int { cache.totalCost + colorCache.totalCost }

    /// The pen's integer pixel and its 1/64 fraction (the fraction moves the glyph before it is
    /// rendered or resampled, so glyphs sit at sub-pixel positions).
    static func pen(x: Double, y: Double) -> (ix: Int, iy: Int, fx: Int, fy: Int) {
        var ix = Int(x.rounded(.down)), iy = Int(y.rounded(.down))
        var fx = Int(((x - Double(ix)) * 64).rounded()), fy = Int(((y - Double(iy)) * 64).rounded())
        if fx == 64 { ix += 1; fx = 0 }
        if fy == 64 { iy += 1; fy = 0 }
        return (ix, iy, fx, fy)
    }

    static func key(face: FontFace, glyph: UInt32, sizePixels: Double, fx64: Int, fy64: Int, oblique: Bool) -> Key {
        Key(face: face.path, glyph: glyph, size64: Int((sizePixels * 64).rounded()), fx64: fx64, fy64: fy64, oblique: oblique)
    }

    /// The coverage mask of `glyph` with its pen (baseline origin) at pixel position (x, y),
    /// y down; nil for an empty glyph (a space) or a face FreeType cannot render.
    /// `oblique` slants the outline as FreeType's synthetic italic does (an italic font served by
    /// an upright file).
    public func mask(face: FontFace, glyph: UInt32, sizePixels: Double, x: Double, y: Double, oblique: Bool = false) -> Mask? {
        guard sizePixels.isFinite, sizePixels > 0, sizePixels < 4096, x.isFinite, y.isFinite else { return nil }
        // Integer pixel + 1/64 fraction; the fraction moves the outline before rendering.
        let (ix, iy, fx, fy) = Self.pen(x: x, y: y)
        let key = Self.key(face: face, glyph: glyph, sizePixels: sizePixels, fx64: fx, fy64: fy, oblique: oblique)
        let bitmap: Bitmap?
        if let cached = cache.value(key) {
            bitmap = cached
        } else {
            bitmap = Self.render(face: face, key: key)
            if let bitmap { cache.store(key, bitmap, cost: bitmap.coverage.count + Self.entryOverhead) }
        }
        guard let b = bitmap, b.width > 0, b.height > 0 else { return nil }
        return Mask(x: ix + b.left, y: iy - b.top, width: b.width, height: b.height, coverage: b.coverage)
    }

    /// Pixels that glyphs of `face` at `sizePixels` with the pen at (x, y) can cover (the
    /// face's bounding box, rounded out by a pixel): decides, before FreeType renders a glyph,
    /// whether it can be seen and what it costs. Empty for sizes `mask` does not draw.
    public func bounds(face: FontFace, sizePixels: Double, x: Double, y: Double, oblique: Bool = false) -> PixelRect {
        guard sizePixels.isFinite, sizePixels > 0, sizePixels < 4096, x.isFinite, y.isFinite,
              face.unitsPerEm > 0 else { return PixelRect(x0: 0, y0: 0, x1: 0, y1: 0) }
        let box = face.withFreeTypeFace { $0.pointee.bbox }
        let k = sizePixels / Double(face.unitsPerEm)
        // The oblique shear moves points right by 0.2126 × their height above the baseline.
        let lean = oblique ? Self.obliqueShear : 0
        let xMin = Double(box.xMin) + min(0, Double(box.yMin) * lean), xMax = Double(box.xMax) + max(0, Double(box.yMax) * lean)
        return PixelRect(x0: Int((x + xMin * k).rounded(.down)) - 1, y0: Int((y - Double(box.yMax) * k).rounded(.down)) - 1,
                         x1: Int((x + xMax * k).rounded(.up)) + 1, y1: Int((y - Double(box.yMin) * k).rounded(.up)) + 1)
    }

    private static func render(face: FontFace, key: Key) -> Bitmap? {
        face.withFreeTypeFace { ft -> Bitmap? in
            guard FT_Set_Char_Size(ft, 0, FT_F26Dot6(key.size64), 72, 72) == 0 else { return nil }
            let flags = Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP | FT_LOAD_NO_AUTOHINT)
            guard FT_Load_Glyph(ft, key.glyph, flags) == 0, let slot = ft.pointee.glyph else { return nil }
            guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
            // FreeType's synthetic oblique (FT_GlyphSlot_Oblique): x += 0.2126 y, about 12°.
            if key.oblique { FT_GlyphSlot_Oblique(slot) }
            // FreeType's y axis points up: moving the pen down by fy means translating by −fy.
            FT_Outline_Translate(&slot.pointee.outline, FT_Pos(key.fx64), FT_Pos(-key.fy64))
            guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
            let bm = slot.pointee.bitmap
            let w = Int(bm.width), h = Int(bm.rows), pitch = Int(bm.pitch)
            var coverage = [UInt8](repeating: 0, count: w * h)
            if w > 0, h > 0, let buffer = bm.buffer {
                for row in 0..<h {
                    let src = pitch >= 0 ? buffer + row * pitch : buffer + (h - 1 - row) * (-pitch)
                    for col in 0..<w { coverage[row * w + col] = src[col] }
                }
            }
            return Bitmap(left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top), width: w, height: h, coverage: coverage)
        }
    }
}
