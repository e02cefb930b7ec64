import CZlib
import Foundation
@testable import PlumbPNG
import PlumbRaster
import XCTest

/// Interlaced (Adam7) 16-bit files decode to the pixels of their 8-bit twins (issue 25 item 4):
/// libpng's simplified reader put their rows in the wrong places, silently.
final class PNGInterlaceTests: XCTestCase {
    /// A 13 × 9 image of varied straight RGBA samples, alpha 0, 64, 200 or 255.
    func samples(width: Int, height: Int) -> [[UInt16]] {
        var state: UInt32 = 12345
        func next() -> UInt16 { state = state &* 1_103_515_245 &+ 12345; return UInt16((state >> 16) & 0xFF) }
        return (0..<(width * height)).map { _ in [next(), next(), next(), [0, 64, 200, 255][Int(next()) % 4]] }
    }

    /// `pixels` (straight samples, 0…255, `channels` each) as a PNG of `bits` bits per sample,
    /// interlaced or not; each scanline filtered with the filter its row number picks (0…4),
    /// so every reconstruction is exercised.
    func png(_ pixels: [[UInt16]], width: Int, height: Int, bits: UInt8, colourType: UInt8, interlaced: Bool) -> [UInt8] {
        let channels = pixels[0].count
        let bpp = channels * Int(bits) / 8
        func bytes(_ p: [UInt16]) -> [UInt8] { p.flatMap { bits == 16 ? [UInt8($0), UInt8($0)] : [UInt8($0)] } }  // v · 257
        var raw: [UInt8] = []
        func emit(_ rows: [[UInt8]]) {
            var above = [UInt8](repeating: 0, count: rows.first?.count ?? 0)
            for (r, row) in rows.enumerated() {
                let filter = UInt8(r % 5)
                raw.append(filter)
                for i in row.indices {
                    let a = i >= bpp ? row[i - bpp] : 0, b = above[i], c = i >= bpp ? above[i - bpp] : 0
                    let predicted: UInt8
                    switch filter {
                    case 1: predicted = a
                    case 2: predicted = b
                    case 3: predicted = UInt8((Int(a) + Int(b)) / 2)
                    case 4: predicted = PNGDeinterlace.paeth(a, b, c)
                    default: predicted = 0
                    }
                    raw.append(row[i] &- predicted)
                }
                above = row
            }
        }
        if interlaced {
            for p in PNGDeinterlace.passes {
                let xs = Array(stride(from: p.x, to: width, by: p.dx)), ys = Array(stride(from: p.y, to: height, by: p.dy))
                guard !xs.isEmpty, !ys.isEmpty else { continue }
                emit(ys.map { y in xs.flatMap { x in bytes(pixels[y * width + x]) } })
            }
        } else {
            emit((0..<height).map { y in (0..<width).flatMap { x in bytes(pixels[y * width + x]) } })
        }
        var size = compressBound(uLong(raw.count))
        var z = [UInt8](repeating: 0, count: Int(size))
        XCTAssertEqual(compress(&z, &size, raw, uLong(raw.count)), Z_OK)
        z.removeSubrange(Int(size)...)
        let header = PNGBytes.bigEndian(UInt32(width)) + PNGBytes.bigEndian(UInt32(height)) + [bits, colourType, 0, 0, interlaced ? 1 : 0]
        return PNGBytes.signature + PNGBytes.chunk("IHDR", header) + PNGBytes.chunk("sRGB", [0]) + PNGBytes.chunk("IDAT", z)
            + PNGBytes.chunk("tEXt", Array("Comment\0after".utf8)) + PNGBytes.chunk("IEND", [])
    }

    func testInterlacedSixteenBitRGBAIsItsEightBitTwin() throws {
        let pixels = samples(width: 13, height: 9)
        let twin = try PNGCodec.decode(png(pixels, width: 13, height: 9, bits: 8, colourType: 6, interlaced: false))
        XCTAssertEqual(try PNGCodec.decode(png(pixels, width: 13, height: 9, bits: 16, colourType: 6, interlaced: true)).data, twin.data)
        XCTAssertEqual(try PNGCodec.decode(png(pixels, width: 13, height: 9, bits: 8, colourType: 6, interlaced: true)).data, twin.data)
        XCTAssertEqual(try PNGCodec.decode(png(pixels, width: 13, height: 9, bits: 16, colourType: 6, interlaced: false)).data, twin.data)
    }

    func testInterlacedSixteenBitGreyIsItsEightBitTwin() throws {
        for (w, h) in [(13, 9), (1, 1), (3, 17)] {
            let grey = samples(width: w, height: h).map { [$0[0]] }
            let twin = try PNGCodec.decode(png(grey, width: w, height: h, bits: 8, colourType: 0, interlaced: false))
            XCTAssertEqual(try PNGCodec.decode(png(grey, width: w, height: h, bits: 16, colourType: 0, interlaced: true)).data, twin.data, "\(w)×\(h)")
            let greyAlpha = samples(width: w, height: h).map { [$0[0], $0[3]] }
            let twinAlpha = try PNGCodec.decode(png(greyAlpha, width: w, height: h, bits: 8, colourType: 4, interlaced: false))
            XCTAssertEqual(try PNGCodec.decode(png(greyAlpha, width: w, height: h, bits: 16, colourType: 4, interlaced: true)).data, twinAlpha.data)
        }
    }

    /// Image data that does not inflate to the passes' size is an error, not a guess.
    func testTruncatedInterlacedDataIsAnError() throws {
        let pixels = samples(width: 13, height: 9)
        var file = png(pixels, width: 13, height: 9, bits: 16, colourType: 6, interlaced: true)
        let chunks = try XCTUnwrap(PNGBytes.chunks(file))
        let idat = try XCTUnwrap(chunks.first { $0.type == "IDAT" })
        let shorter = Array(idat.data.dropLast(40))
        let start = 8 + 25 + 13
        file.replaceSubrange(start..<(start + 12 + idat.data.count), with: PNGBytes.chunk("IDAT", shorter))
        XCTAssertThrowsError(try PNGCodec.decode(file)) {
            XCTAssertTrue("\($0)".hasPrefix("invalid PNG: the interlaced image data does not inflate"), "\($0)")
        }
    }
}
