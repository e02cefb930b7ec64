import CPNG
import PlumbRaster

/// PNG encoding and decoding of premultiplied RGBA8 pixmaps.
///
/// Encoded files (`PNGEncoder`, libdeflate) are 8-bit RGBA with straight alpha and an sRGB
/// chunk and carry no time stamp, so the same pixmap always encodes to the same bytes (given
/// the same libdeflate). The usual file decodes through `PNGDirectDecoder` (libdeflate),
/// every other through libpng's simplified API (`png_image`), which reports errors through
/// the `png_image` instead of longjmp-ing, so no error can unwind through Swift frames.
public enum PNGCodec {
    /// `png_image.version` for the API we compile against.
    private static let imageVersion = UInt32(PNG_IMAGE_VERSION)
    /// PNG_FORMAT_RGBA: colour and alpha flags, 8 bits per channel.
    private static let formatRGBA = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)

    /// The PNG bytes for `pixmap` (see `PNGEncoder`): premultiplied colours are
    /// unpremultiplied with c = round(c · 255 / a) (ties up) and fully transparent pixels
    /// written as 0, 0, 0, 0.
    public static func encode(_ pixmap: Pixmap) throws -> [UInt8] {
        try PNGEncoder.encode(pixmap)
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
        return try decodeWithLibpng(PNGChunkStream.prepared(bytes, maxPixels: maxPixels), maxPixels: maxPixels)
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
