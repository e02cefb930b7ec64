import CPNG
import PlumbRaster

/// PNG encoding and decoding of premultiplied RGBA8 pixmaps through libpng's simplified API
/// (`png_image`), which reports errors through the `png_image` instead of longjmp-ing, so no
/// error can unwind through Swift frames.
///
/// Encoded files are 8-bit RGBA with straight alpha and an sRGB chunk (libpng's simplified
/// writer adds it for 8-bit images) and carry no time stamp, so the same pixmap always
/// encodes to the same bytes (given the same libpng and zlib).
public enum PNGCodec {
    /// `png_image.version` for the API we compile against.
    private static let imageVersion = UInt32(PNG_IMAGE_VERSION)
    /// PNG_FORMAT_RGBA: colour and alpha flags, 8 bits per channel.
    private static let formatRGBA = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)

    /// The PNG bytes for `pixmap`: premultiplied colours are unpremultiplied with
    /// c = round(c · 255 / a) (ties up) and fully transparent pixels written as 0, 0, 0, 0.
    public static func encode(_ pixmap: Pixmap) throws -> [UInt8] {
        guard pixmap.width > 0, pixmap.height > 0, pixmap.width <= Int(Int32.max) / 4,
              pixmap.data.count == pixmap.width * pixmap.height * 4 else {
            throw PNGError("cannot encode a \(pixmap.width)×\(pixmap.height) pixmap")
        }
        let straight = PNGAlpha.unpremultiply(pixmap.data)
        var image = png_image()
        image.version = imageVersion
        image.width = UInt32(pixmap.width)
        image.height = UInt32(pixmap.height)
        image.format = formatRGBA
        image.flags = 0
        let stride = Int32(pixmap.width * 4)

        // One compression pass in the usual case: a buffer the size of the raw rows plus
        // slack is plenty (deflate's stored-block worst case adds about 0.01 %); if libpng
        // says it is too small it reports the size it needs and we compress once more.
        var capacity = pixmap.height * (pixmap.width * 4 + 1) + pixmap.height / 8 + 4096
        for _ in 0..<2 {
            var out = [UInt8](repeating: 0, count: capacity)
            var size = png_alloc_size_t(capacity)
            let ok = straight.withUnsafeBytes { src in
                out.withUnsafeMutableBytes { dst in
                    png_image_write_to_memory(&image, dst.baseAddress, &size, 0, src.baseAddress, stride, nil)
                }
            }
            if ok != 0 {
                out.removeSubrange(Int(size)...)
                return out
            }
            let message = Self.message(of: &image)
            png_image_free(&image)
            guard size > png_alloc_size_t(capacity) else {
                throw PNGError("PNG encoding failed: \(message)")
            }
            capacity = Int(size)
            image.opaque = nil
            image.warning_or_error = 0
        }
        throw PNGError("PNG encoding failed: output buffer size kept changing")
    }

    /// The premultiplied pixmap in PNG `bytes`, colours premultiplied with
    /// c = (c · a + 127) / 255 (exact round-to-nearest; opaque pixels are unchanged).
    ///
    /// The usual file (8-bit RGBA, not interlaced) is decoded by `PNGDirectDecoder`; any other
    /// PNG libpng reads (palette, grey, 16-bit, interlaced …) is converted to RGBA8 by its
    /// stored sample values: colour-space chunks are not applied and 16-bit samples are scaled
    /// to 8 bits (see `PNGChunkStream`). Every chunk's CRC is checked. The header is checked
    /// before any pixel memory is allocated: an image with more than `maxPixels` pixels, or a
    /// side over `Pixmap.maxSide`, is rejected. Truncated, corrupt and non-PNG input throws.
    public static func decode(_ bytes: [UInt8], maxPixels: Int = 1 << 26) throws -> Pixmap {
        if let pixmap = try PNGDirectDecoder.decode(bytes, maxPixels: maxPixels) { return pixmap }
        return try decodeWithLibpng(PNGChunkStream.prepared(bytes), maxPixels: maxPixels)
    }

    /// `decode` through libpng alone, given the prepared chunk stream (`PNGChunkStream`):
    /// every format, and the error messages. Tests compare `PNGDirectDecoder` with it.
    static func decodeWithLibpng(_ bytes: [UInt8], maxPixels: Int) throws -> Pixmap {
        return try bytes.withUnsafeBytes { raw -> Pixmap in
            var image = png_image()
            image.version = imageVersion
            // On failure libpng has already released the image's internal state.
            guard png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count) != 0 else {
                throw PNGError("invalid PNG: \(message(of: &image))")
            }
            let width = Int(image.width), height = Int(image.height)
            guard width > 0, height > 0 else {
                png_image_free(&image)
                throw PNGError("invalid PNG: image is \(width)×\(height)")
            }
            guard width <= Pixmap.maxSide, height <= Pixmap.maxSide,
                  width * height <= min(maxPixels, Pixmap.maxPixels) else {
                png_image_free(&image)
                throw PNGError("PNG is \(width)×\(height) pixels, over the limit of \(min(maxPixels, Pixmap.maxPixels)) pixels")
            }
            image.format = formatRGBA
            var data = [UInt8](repeating: 0, count: width * height * 4)
            let ok = data.withUnsafeMutableBytes { dst in
                png_image_finish_read(&image, nil, dst.baseAddress, Int32(width * 4), nil)
            }
            // finish_read frees the image's state whether or not it succeeds.
            guard ok != 0 else {
                throw PNGError("invalid PNG: \(message(of: &image))")
            }
            PNGAlpha.premultiply(&data)
            guard let pixmap = Pixmap(width: width, height: height, data: data) else {
                throw PNGError("invalid PNG: image is \(width)×\(height)")
            }
            return pixmap
        }
    }

    /// libpng's error text from `png_image.message` (a NUL-terminated char[64]).
    private static func message(of image: inout png_image) -> String {
        let text = withUnsafeBytes(of: &image.message) { raw -> String in
            let chars = raw.prefix { $0 != 0 }
            return String(decoding: chars, as: UTF8.self)
        }
        return text.isEmpty ? "unknown libpng error" : text
    }
}
