import CZlib
import PlumbRaster

/// Rewrites an interlaced 16-bit image's data as non-interlaced scanlines.
///
/// Why: libpng 1.6's simplified reader (`png_image_finish_read`, Debian's 1.6.39) puts the
/// pixels of an interlaced 16-bit image in the wrong places when it scales them to the 8-bit
/// format Plumb asks for — each Adam7 pass's rows land on the rows of the pass below, so the
/// picture comes out as stripes of duplicated rows; 8-bit interlaced files and 16-bit
/// non-interlaced ones read correctly. A reference exported by an image tool at 16 bits with
/// interlacing on is therefore de-interlaced here, with the PNG specification's Adam7 passes
/// (§8.2) and filters (§9), and handed to libpng as the same image without interlacing.
enum PNGDeinterlace {
    /// Adam7's passes: first column and row, column and row steps.
    static let passes: [(x: Int, y: Int, dx: Int, dy: Int)] = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]

    /// Samples per pixel by colour type (0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA).
    static func channels(colourType: UInt8) -> Int? {
        switch colourType {
        case 0, 3: return 1
        case 2: return 3
        case 4: return 2
        case 6: return 4
        default: return nil
        }
    }

    /// The zlib stream of the image without interlacing (each row filter 0), from the zlib
    /// stream `idat` of its Adam7 passes. `bytesPerPixel` is whole (bit depth 8 or 16).
    /// - Throws: `PNGError` for data that does not inflate to exactly the passes' size or a
    ///   filter type other than 0…4.
    static func rewrite(idat: [UInt8], width: Int, height: Int, bytesPerPixel bpp: Int) throws -> [UInt8] {
        var sizes: [(w: Int, h: Int)] = []
        var expected = 0
        for p in passes {
            let w = width > p.x ? (width - p.x + p.dx - 1) / p.dx : 0
            let h = height > p.y ? (height - p.y + p.dy - 1) / p.dy : 0
            sizes.append((w, h))
            if w > 0 && h > 0 { expected += h * (1 + w * bpp) }
        }
        var raw = [UInt8](repeating: 0, count: expected)
        var rawCount = uLongf(expected)
        let status = raw.withUnsafeMutableBufferPointer { out in
            idat.withUnsafeBufferPointer { inp in uncompress(out.baseAddress, &rawCount, inp.baseAddress, uLong(inp.count)) }
        }
        guard status == Z_OK, Int(rawCount) == expected else {
            throw PNGError("invalid PNG: the interlaced image data does not inflate to its \(expected) bytes")
        }
        let stride = width * bpp
        var image = [UInt8](repeating: 0, count: height * (1 + stride))
        var offset = 0
        for (p, size) in zip(passes, sizes) where size.w > 0 && size.h > 0 {
            let rowBytes = size.w * bpp
            var above = [UInt8](repeating: 0, count: rowBytes)
            var row = [UInt8](repeating: 0, count: rowBytes)
            for r in 0..<size.h {
                let filter = raw[offset]
                for i in 0..<rowBytes {
                    let x = raw[offset + 1 + i]
                    let a = i >= bpp ? row[i - bpp] : 0, b = above[i], c = i >= bpp ? above[i - bpp] : 0
                    switch filter {
                    case 0: row[i] = x
                    case 1: row[i] = x &+ a
                    case 2: row[i] = x &+ b
                    case 3: row[i] = x &+ UInt8((Int(a) + Int(b)) / 2)
                    case 4: row[i] = x &+ paeth(a, b, c)
                    default: throw PNGError("invalid PNG: filter type \(filter) in an interlaced pass")
                    }
                }
                offset += 1 + rowBytes
                let y = p.y + r * p.dy
                for k in 0..<size.w {
                    let x = p.x + k * p.dx
                    let dst = y * (1 + stride) + 1 + x * bpp
                    for j in 0..<bpp { image[dst + j] = row[k * bpp + j] }
                }
                swap(&above, &row)
            }
        }
        var bound = compressBound(uLong(image.count))
        var out = [UInt8](repeating: 0, count: Int(bound))
        let done = out.withUnsafeMutableBufferPointer { o in
            image.withUnsafeBufferPointer { i in compress2(o.baseAddress, &bound, i.baseAddress, uLong(i.count), 1) }
        }
        guard done == Z_OK else { throw PNGError("invalid PNG: the de-interlaced image could not be compressed") }
        return Array(out.prefix(Int(bound)))
    }

    /// The Paeth predictor (PNG §9.4): whichever of a, b, c is nearest to a + b − c, ties to a, then b.
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
    }
}
