import CFreeType
import PlumbRaster
import PlumbText

extension GlyphRasterizer {
    /// Colour glyph images are kept while they fit; what an entry costs besides its bytes.
    static let colorEntryOverhead = 96

    /// The colour image of `glyph` of a colour-bitmap face (`FontFace.hasColorBitmaps`, e.g.
    /// Noto Color Emoji) with its pen at pixel position (x, y), y down: FreeType's BGRA bitmap
    /// of the face's strike (`FT_LOAD_COLOR`), scaled to `sizePixels` by `BitmapResampler`
    /// and placed by the strike's bearings scaled the same way. Premultiplied RGBA; drawn in
    /// its own colours (the text's colour does not tint it). Nil for an empty glyph, a face
    /// without strikes, or a size `mask` would not draw either.
    public func colorImage(face: FontFace, glyph: UInt32, sizePixels: Double, x: Double, y: Double) -> (x: Int, y: Int, image: Pixmap)? {
        guard sizePixels.isFinite, sizePixels > 0, sizePixels < 4096, x.isFinite, y.isFinite else { return nil }
        let (ix, iy, fx, fy) = Self.pen(x: x, y: y)
        let key = Self.key(face: face, glyph: glyph, sizePixels: sizePixels, fx64: fx, fy64: fy, oblique: false)
        let placed: BitmapResampler.Placed
        if let cached = colorCache.value(key) {
            placed = cached
        } else {
            guard let rendered = Self.renderColor(face: face, key: key) else { return nil }
            colorCache.store(key, rendered, cost: rendered.image.data.count + Self.colorEntryOverhead)
            placed = rendered
        }
        return (ix + placed.x, iy + placed.y, placed.image)
    }

    /// The strike to scale from: the smallest at least `sizePixels` tall, else the largest
    /// (downscaling loses less than upscaling), as Skia picks emoji strikes.
    static func strike(of ft: FT_Face, sizePixels: Double) -> (index: Int32, ppem: Int)? {
        let n = Int(ft.pointee.num_fixed_sizes)
        guard n > 0, let sizes = ft.pointee.available_sizes else { return nil }
        var best: (index: Int32, ppem: Int)?
        for i in 0..<n {
            let ppem = Int(sizes[i].y_ppem) / 64
            guard ppem > 0 else { continue }
            guard let b = best else { best = (Int32(i), ppem); continue }
            let fits = Double(ppem) >= sizePixels, bestFits = Double(b.ppem) >= sizePixels
            if fits ? (!bestFits || ppem < b.ppem) : (!bestFits && ppem > b.ppem) { best = (Int32(i), ppem) }
        }
        return best
    }

    private static func renderColor(face: FontFace, key: Key) -> BitmapResampler.Placed? {
        face.withFreeTypeFace { ft -> BitmapResampler.Placed? in
            guard let (index, ppem) = strike(of: ft, sizePixels: Double(key.size64) / 64),
                  FT_Select_Size(ft, index) == 0,
                  FT_Load_Glyph(ft, key.glyph, Int32(FT_LOAD_COLOR)) == 0, let slot = ft.pointee.glyph else { return nil }
            let bm = slot.pointee.bitmap
            let w = Int(bm.width), h = Int(bm.rows), pitch = Int(bm.pitch)
            guard slot.pointee.format == FT_GLYPH_FORMAT_BITMAP, bm.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue),
                  w > 0, h > 0, let buffer = bm.buffer else { return nil }
            // FreeType's BGRA (premultiplied) → Plumb's RGBA (premultiplied).
            var rgba = [UInt8](repeating: 0, count: w * h * 4)
            rgba.withUnsafeMutableBufferPointer { dst in
                for row in 0..<h {
                    let src = pitch >= 0 ? buffer + row * pitch : buffer + (h - 1 - row) * (-pitch)
                    for col in 0..<w {
                        let s = 4 * col, d = (row * w + col) * 4
                        dst[d] = src[s + 2]; dst[d + 1] = src[s + 1]; dst[d + 2] = src[s]; dst[d + 3] = src[s + 3]
                    }
                }
            }
            // One grid for both: a destination pixel is 64 × ppem steps, a strike pixel size64
            // steps (the scale size / ppem exactly), the pen fraction fx/64 px is fx × ppem steps.
            let left = Int(slot.pointee.bitmap_left), top = Int(slot.pointee.bitmap_top)
            return BitmapResampler.resample(rgba, width: w, height: h,
                                            originX: key.fx64 * ppem + left * key.size64,
                                            originY: key.fy64 * ppem - top * key.size64,
                                            step: key.size64, unit: 64 * ppem)
        }
    }
}
