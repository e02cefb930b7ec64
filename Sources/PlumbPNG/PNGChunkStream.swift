import CZlib
import PlumbRaster

/// The chunk stream of a PNG file, checked and prepared for libpng's simplified reader.
///
/// libpng checks the CRC of critical chunks but by default only warns about — and drops — an
/// ancillary chunk with a bad CRC, and stops reading after the last IDAT, so a reference with a
/// corrupt chunk or a cut-off tail would be accepted. Every chunk up to IEND is checked here.
///
/// It also fixes how samples are interpreted. Plumb compares images by their stored sample
/// values, as image libraries (pngjs, which pixelmatch uses; Pillow) and browsers for untagged
/// files show them. libpng's simplified API instead treats 16-bit data without colour chunks,
/// and any data tagged `gAMA 1.0`, as linear light and re-encodes it to sRGB, so the same
/// pixels saved at 16 bits read differently. The colour-space chunks (gAMA, cHRM, iCCP, sRGB)
/// are therefore dropped and one sRGB chunk is declared after IHDR: samples are then only
/// scaled (16 → 8 bits: round(v · 255 / 65535)), never gamma-converted.
enum PNGChunkStream {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// Colour-management chunks Plumb does not apply.
    static let colourSpaceChunks: Set<String> = ["gAMA", "cHRM", "iCCP", "sRGB"]

    /// One chunk of a checked file: its type and where its data lies in the file.
    struct Chunk: Equatable {
        /// The four type bytes, big-endian (`IHDR` is 0x4948_4452).
        var type: UInt32
        /// The data's byte range in the file (length and CRC excluded).
        var data: Range<Int>

        /// The type as text, e.g. "IDAT".
        var name: String {
            String(decoding: [UInt8(type >> 24), UInt8((type >> 16) & 0xFF), UInt8((type >> 8) & 0xFF), UInt8(type & 0xFF)],
                   as: UTF8.self)
        }

        /// Critical chunks (upper-case first letter) must be understood by a decoder.
        var isCritical: Bool { type & 0x2000_0000 == 0 }

        static let ihdr: UInt32 = 0x4948_4452, idat: UInt32 = 0x4944_4154, iend: UInt32 = 0x4945_4E44
        static let trns: UInt32 = 0x7452_4E53
    }

    /// Calls `visit` with every chunk from IHDR to IEND, in order, each one's CRC checked
    /// before it is visited. Nothing is kept per chunk: a file of millions of empty chunks
    /// costs no memory beyond its bytes.
    /// - Throws: `PNGError` for a missing signature, a chunk running past the end, a bad CRC,
    ///   a missing IHDR first or a missing IEND; or what `visit` throws.
    static func scan(_ bytes: [UInt8], _ visit: (Chunk) throws -> Void) throws {
        guard bytes.count >= 8, bytes[0..<8].elementsEqual(signature) else {
            throw PNGError("not a PNG file (missing PNG signature)")
        }
        var i = 8
        var first = true
        while i + 12 <= bytes.count {
            let length = Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            guard length <= Int(Int32.max) else { throw PNGError("invalid PNG: chunk length \(length) at byte \(i)") }
            guard i + 12 + length <= bytes.count else {
                throw PNGError("truncated PNG: chunk at byte \(i) needs \(length + 12) bytes, \(bytes.count - i) left")
            }
            let type = UInt32(bytes[i + 4]) << 24 | UInt32(bytes[i + 5]) << 16 | UInt32(bytes[i + 6]) << 8 | UInt32(bytes[i + 7])
            let chunk = Chunk(type: type, data: (i + 8)..<(i + 8 + length))
            let stored = UInt32(bytes[i + 8 + length]) << 24 | UInt32(bytes[i + 9 + length]) << 16
                | UInt32(bytes[i + 10 + length]) << 8 | UInt32(bytes[i + 11 + length])
            guard crc(bytes, from: i + 4, count: length + 4) == stored else {
                throw PNGError("invalid PNG: chunk '\(printable(chunk.name))' at byte \(i) has a bad CRC (corrupt file)")
            }
            if first && type != Chunk.ihdr {
                throw PNGError("invalid PNG: the first chunk is '\(printable(chunk.name))', not IHDR")
            }
            first = false
            try visit(chunk)
            if type == Chunk.iend { return }
            i += 12 + length
        }
        throw PNGError("truncated PNG: no IEND chunk")
    }

    /// The checked file with its colour-space chunks replaced by one sRGB chunk (see the
    /// type's documentation), for libpng.
    ///
    /// An interlaced 16-bit image is also given without interlacing (`PNGDeinterlace`: libpng's
    /// simplified reader misplaces its pixels), once its size is checked against `maxPixels`.
    static func prepared(_ bytes: [UInt8], maxPixels: Int = 1 << 26) throws -> [UInt8] {
        var out = signature
        out.reserveCapacity(bytes.count + 13)
        var deinterlace: (width: Int, height: Int, bpp: Int)?
        var idat: [UInt8] = []
        var idatWritten = false
        try scan(bytes) { chunk in
            guard !colourSpaceChunks.contains(chunk.name) else { return }
            if chunk.type == Chunk.ihdr, chunk.data.count == 13 {
                let d = Array(bytes[chunk.data])
                let width = Int(d[0]) << 24 | Int(d[1]) << 16 | Int(d[2]) << 8 | Int(d[3])
                let height = Int(d[4]) << 24 | Int(d[5]) << 16 | Int(d[6]) << 8 | Int(d[7])
                if d[8] == 16, d[12] == 1, let channels = PNGDeinterlace.channels(colourType: d[9]) {
                    guard width > 0, height > 0, width <= Pixmap.maxSide, height <= Pixmap.maxSide,
                          width * height <= min(maxPixels, Pixmap.maxPixels) else {
                        throw PNGError("PNG is \(width)×\(height) pixels, over the limit of \(min(maxPixels, Pixmap.maxPixels)) pixels")
                    }
                    deinterlace = (width, height, channels * 2)
                    var header = d
                    header[12] = 0
                    out += self.chunk("IHDR", header)
                    out += self.chunk("sRGB", [0])
                    return
                }
            }
            if deinterlace != nil, chunk.type == Chunk.idat {
                idat += bytes[chunk.data]
                return
            }
            if let target = deinterlace, !idat.isEmpty, !idatWritten {
                // The first chunk after the image data: the whole de-interlaced image goes before it.
                appendChunk("IDAT", try PNGDeinterlace.rewrite(idat: idat, width: target.width, height: target.height, bytesPerPixel: target.bpp)[...], to: &out)
                idatWritten = true
            }
            out += bytes[(chunk.data.lowerBound - 8)..<(chunk.data.upperBound + 4)]
            if chunk.type == Chunk.ihdr {
                out += self.chunk("sRGB", [0])  // perceptual intent; only marks the samples as display values
            }
        }
        return out
    }

    /// zlib's CRC-32 of `count` bytes from `start`.
    static func crc(_ bytes: [UInt8], from start: Int, count: Int) -> UInt32 {
        bytes.withUnsafeBufferPointer { b in
            UInt32(crc32(0, b.baseAddress! + start, UInt32(count)))
        }
    }

    /// A chunk with its length and CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        appendChunk(type, data[...], to: &out)
        return out
    }

    /// Appends a chunk — length, type, `data`, CRC of type and data — to `file`, without
    /// copying `data` anywhere else (the encoder's IDAT is the whole compressed image).
    static func appendChunk(_ type: String, _ data: ArraySlice<UInt8>, to file: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        file += bigEndian(UInt32(data.count))
        file += typeBytes
        file += data
        var c = typeBytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        // zlib's crc32 of a null buffer is the initial value, not `c`: skip empty data.
        if !data.isEmpty {
            c = data.withUnsafeBufferPointer { crc32(c, $0.baseAddress, uInt($0.count)) }
        }
        file += bigEndian(UInt32(c))
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    /// A chunk type as text, with anything that is not a letter shown as `?`.
    private static func printable(_ type: String) -> String {
        String(type.map { $0.isASCII && $0.isLetter ? $0 : "?" })
    }
}
