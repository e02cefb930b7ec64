import CJPEGBridge
import PlumbRaster

/// JPEG images, read (asset catalogs' photo sets): decoded by libjpeg-turbo, which no Swift
/// library on Linux matches for speed and coverage of baseline, progressive and arithmetic
/// JPEGs. Read only — Plumb writes PNG. The pixels are taken as sRGB (an embedded ICC profile
/// is not applied) and the EXIF orientation is not applied, as Xcode's asset catalogs store
/// photos upright. This module holds Plumb's raster codecs: PNG (`PNGCodec`) and this one.
public enum JPEGCodec {
    /// Whether `bytes` start as a JPEG file does (the SOI marker then another marker).
    public static func isJPEG(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.count >= 3 && bytes[bytes.startIndex] == 0xFF && bytes[bytes.startIndex + 1] == 0xD8 && bytes[bytes.startIndex + 2] == 0xFF
    }

    /// Reads the PNG or JPEG at `path`, told apart by their signatures (an asset catalog's
    /// `photo.png` may hold JPEG data, which iOS draws all the same); an image over `maxPixels`,
    /// a malformed or CMYK file is a `PNGError` naming the file.
    public static func readImage(path: String, maxPixels: Int = 1 << 26) throws -> Pixmap {
        let bytes = try PNGCodec.readFile(path)
        do {
            return isJPEG(bytes[...]) ? try decode(bytes, maxPixels: maxPixels) : try PNGCodec.decode(bytes, maxPixels: maxPixels)
        } catch let error as PNGError {
            throw error.at(path)
        }
    }

    /// Decodes a JPEG held in memory; the size is checked against `maxPixels` before any pixel
    /// is decoded.
    public static func decode(_ bytes: [UInt8], maxPixels: Int) throws -> Pixmap {
        guard isJPEG(bytes[...]) else { throw PNGError("not a JPEG file (missing JPEG signature)") }
        var error = [CChar](repeating: 0, count: 256)
        var width: Int32 = 0, height: Int32 = 0
        let sized = bytes.withUnsafeBufferPointer { b in
            error.withUnsafeMutableBufferPointer { e in plumb_jpeg_size(b.baseAddress, b.count, &width, &height, e.baseAddress, e.count) }
        }
        guard sized == 0 else { throw PNGError("malformed JPEG: \(message(error))") }
        let w = Int(width), h = Int(height)
        guard w > 0, h > 0, w <= Pixmap.maxSide, h <= Pixmap.maxSide, w * h <= maxPixels, var pixmap = Pixmap(width: w, height: h) else {
            throw PNGError("image is \(w) × \(h) pixels, over the limit of \(maxPixels) pixels")
        }
        let decoded = bytes.withUnsafeBufferPointer { b in
            pixmap.data.withUnsafeMutableBufferPointer { out in
                error.withUnsafeMutableBufferPointer { e in plumb_jpeg_decode(b.baseAddress, b.count, out.baseAddress, width, height, e.baseAddress, e.count) }
            }
        }
        guard decoded == 0 else { throw PNGError("malformed JPEG: \(message(error))") }
        return pixmap
    }

    private static func message(_ buffer: [CChar]) -> String {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.isEmpty ? "unreadable data" : text
    }
}
