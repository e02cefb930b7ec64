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
    /// faulty); `chunks` are the file's checked chunks (`PNGChunkStream.chunks`). Over-limit
    /// images return nil before anything is allocated (libpng's path reports them).
    static func decode(_ bytes: [UInt8], chunks: [PNGChunkStream.Chunk], maxPixels: Int) -> Pixmap? {
        guard let header = chunks.first, header.type == PNGChunkStream.Chunk.ihdr, header.data.count == 13 else { return nil }
        let h = header.data.lowerBound
        let width = Int(bytes[h]) << 24 | Int(bytes[h + 1]) << 16 | Int(bytes[h + 2]) << 8 | Int(bytes[h + 3])
        let height = Int(bytes[h + 4]) << 24 | Int(bytes[h + 5]) << 16 | Int(bytes[h + 6]) << 8 | Int(bytes[h + 7])
        // Bit depth 8, colour type 6 (RGBA), compression 0, filter method 0, no interlacing.
        guard bytes[h + 8] == 8, bytes[h + 9] == 6, bytes[h + 10] == 0, bytes[h + 11] == 0, bytes[h + 12] == 0,
              width > 0, height > 0, width <= Pixmap.maxSide, height <= Pixmap.maxSide,
              width * height <= min(maxPixels, Pixmap.maxPixels) else { return nil }
        guard let stream = imageData(bytes, chunks: chunks) else { return nil }

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

    /// The concatenated data of the file's IDAT chunks, or nil when the chunks are not the
    /// plain sequence this path takes: IHDR, any ancillary chunks (tRNS aside), one unbroken
    /// run of IDAT chunks, ancillary chunks, IEND. A palette, a transparency key (invalid with
    /// RGBA, but libpng's to judge), an unknown critical chunk or IDATs split by another chunk
    /// all go to libpng.
    static func imageData(_ bytes: [UInt8], chunks: [PNGChunkStream.Chunk]) -> [UInt8]? {
        var firstIDAT = -1, lastIDAT = -1, size = 0
        for (index, chunk) in chunks.enumerated().dropFirst() {
            switch chunk.type {
            case PNGChunkStream.Chunk.idat:
                if firstIDAT < 0 { firstIDAT = index } else if lastIDAT != index - 1 { return nil }
                lastIDAT = index
                size += chunk.data.count
            case PNGChunkStream.Chunk.iend:
                guard index == chunks.count - 1 else { return nil }
            case PNGChunkStream.Chunk.trns:
                return nil
            default:
                if chunk.isCritical { return nil }
            }
        }
        guard firstIDAT > 0 else { return nil }
        if firstIDAT == lastIDAT { return Array(bytes[chunks[firstIDAT].data]) }
        var out = [UInt8]()
        out.reserveCapacity(size)
        for chunk in chunks[firstIDAT...lastIDAT] { out += bytes[chunk.data] }
        return out
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
