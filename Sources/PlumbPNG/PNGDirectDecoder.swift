import CDeflate
import PlumbRaster

/// Decodes the usual PNG — 8-bit RGBA, not interlaced, no critical chunk but IHDR, IDAT and
/// IEND — without libpng: the image data is inflated in one call by libdeflate, then unfiltered
/// (`PNGUnfilter`) and premultiplied in place, in the pixmap's own buffer.
///
/// Why: libpng drives zlib's streaming inflate, which on a 1170 × 2532 screenshot takes
/// 20.7 ms where libdeflate takes 1.5 ms (`benchmarks/pixeldiff.sh`'s pairs); decoding is most
/// of `plumb diff` and of verify's work on a failing snapshot. No maintained library pairs a
/// fast inflate with PNG's unfiltering (libpng and libspng both inflate through zlib), so the
/// unfiltering — five formulas from the PNG specification — is written here.
///
/// Anything else, and any file this path finds fault with, returns nil, and `PNGCodec.decode`
/// gives the file to libpng, which decodes it or says what is wrong in its own words. So the
/// two paths accept the same files and give the same pixels; `PNGDirectDecoderTests` checks
/// both on every filter type, the bundled references and thousands of mutated files.
enum PNGDirectDecoder {
    /// The premultiplied pixmap, or nil when the file is not one this path takes (or is
    /// faulty). Throws what `PNGChunkStream.scan` throws for a broken chunk structure (the
    /// same errors libpng's path gives). Over-limit images return nil before anything is
    /// allocated (libpng's path reports them).
    static func decode(_ bytes: [UInt8], maxPixels: Int) throws -> Pixmap? {
        guard let (width, height, stream) = try imageData(bytes, maxPixels: maxPixels) else { return nil }
        let stride = width * 4
        let total = stride * height
        // The inflated rows (a filter byte each) land in the pixmap's buffer, `height` bytes
        // longer than the pixels, and are reconstructed in place.
        var ok = false
        let data = [UInt8](unsafeUninitializedCapacity: total + height) { buffer, count in
            count = 0
            guard let base = buffer.baseAddress, inflate(stream, into: base, count: total + height) else { return }
            ok = reconstruct(base, width: width, height: height)
            count = ok ? total : 0
        }
        guard ok else { return nil }
        return Pixmap(width: width, height: height, data: data)
    }

    /// The image's size and its IDAT chunks' data concatenated, or nil when the file is not
    /// the plain sequence this path takes: an IHDR of 8-bit RGBA, not interlaced, within the
    /// limits; any ancillary chunks (tRNS aside); one unbroken run of IDAT chunks; IEND. A
    /// palette, a transparency key (invalid with RGBA, but libpng's to judge), an unknown
    /// critical chunk or IDATs split by another chunk all go to libpng.
    static func imageData(_ bytes: [UInt8], maxPixels: Int) throws -> (width: Int, height: Int, stream: [UInt8])? {
        var width = 0, height = 0, eligible = true
        var stream: [UInt8] = []
        var idats = 0  // 0: none yet, 1: in the run, 2: the run has ended
        try PNGChunkStream.scan(bytes) { chunk in
            guard eligible else { return }  // still scanned: CRCs and structure are checked
            let d = chunk.data.lowerBound
            switch chunk.type {
            case PNGChunkStream.Chunk.ihdr:
                guard chunk.data.count == 13 else { eligible = false; return }
                width = Int(bytes[d]) << 24 | Int(bytes[d + 1]) << 16 | Int(bytes[d + 2]) << 8 | Int(bytes[d + 3])
                height = Int(bytes[d + 4]) << 24 | Int(bytes[d + 5]) << 16 | Int(bytes[d + 6]) << 8 | Int(bytes[d + 7])
                // Bit depth 8, colour type 6 (RGBA), compression 0, filter method 0, no interlacing.
                eligible = bytes[d + 8] == 8 && bytes[d + 9] == 6 && bytes[d + 10] == 0 && bytes[d + 11] == 0 && bytes[d + 12] == 0
                    && width > 0 && height > 0 && width <= Pixmap.maxSide && height <= Pixmap.maxSide
                    && width * height <= min(maxPixels, Pixmap.maxPixels)
            case PNGChunkStream.Chunk.idat:
                if idats == 2 { eligible = false; return }
                idats = 1
                stream += bytes[chunk.data]
            case PNGChunkStream.Chunk.iend:
                break
            case PNGChunkStream.Chunk.trns:
                eligible = false
            default:
                if chunk.isCritical { eligible = false }
                if idats == 1 { idats = 2 }
            }
        }
        guard eligible, idats > 0 else { return nil }
        return (width, height, stream)
    }

    /// Inflates the zlib `stream` into exactly `count` bytes at `out`: false unless the stream
    /// is valid (checksum included), fills the buffer exactly and is followed by nothing.
    /// Streams declaring a window under 32 KiB go to libpng: zlib (libpng's inflate) rejects a
    /// distance beyond the declared window, libdeflate does not look.
    static func inflate(_ stream: [UInt8], into out: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard stream.count >= 2, stream[0] >> 4 == 7 else { return false }
        guard let decompressor = libdeflate_alloc_decompressor() else { return false }
        defer { libdeflate_free_decompressor(decompressor) }
        var consumed = 0, produced = 0
        let result = stream.withUnsafeBytes { input in
            libdeflate_zlib_decompress_ex(decompressor, input.baseAddress, input.count, out, count, &consumed, &produced)
        }
        return result == LIBDEFLATE_SUCCESS && consumed == stream.count && produced == count
    }

    /// Unfilters the inflated rows at `base` (each a filter byte then `width × 4` bytes) into
    /// packed premultiplied rows at the start of the same buffer. Each row is premultiplied
    /// once the next one is reconstructed (filters read the straight values above). False for
    /// an unknown filter type.
    static func reconstruct(_ base: UnsafeMutablePointer<UInt8>, width: Int, height: Int) -> Bool {
        let stride = width * 4
        let zeros = [UInt8](repeating: 0, count: stride)
        return zeros.withUnsafeBufferPointer { zeroRow in
            for y in 0..<height {
                let src = base + y * (stride + 1)
                let dst = base + y * stride
                let above = y == 0 ? zeroRow.baseAddress! : UnsafePointer(dst - stride)
                guard PNGUnfilter.row(type: src[0], src: src + 1, dst: dst, above: above, count: stride) else { return false }
                if y > 0 { PNGAlpha.premultiply(dst - stride, count: stride) }
            }
            PNGAlpha.premultiply(base + (height - 1) * stride, count: stride)
            return true
        }
    }
}
