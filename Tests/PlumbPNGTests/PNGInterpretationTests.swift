import CZlib
import Foundation
@testable import PlumbPNG
import PlumbRaster
import XCTest

/// Issue 10 items 7–8: every chunk's CRC is checked, and images from other tools decode to
/// their stored sample values (16-bit scaled to 8, colour-space chunks not applied).
final class PNGInterpretationTests: XCTestCase {
    /// Straight RGBA samples of a 3 × 2 test image: opaque, semi-transparent and clear pixels.
    let straight: [[UInt16]] = [[255, 0, 0, 255], [18, 52, 86, 255], [200, 100, 50, 128],
                                [0, 0, 0, 0], [255, 255, 255, 64], [1, 2, 3, 255]]

    /// A PNG of `straight`, 8 or 16 bits per sample, with `extra` chunks after IHDR.
    func png(bits: UInt8, extra: [[UInt8]] = [], samples: [[UInt16]]? = nil) -> [UInt8] {
        var raw: [UInt8] = []
        let px = samples ?? straight.map { $0.map { bits == 16 ? $0 * 257 : $0 } }
        for row in 0..<2 {
            raw.append(0)  // filter: none
            for p in px[(row * 3)..<(row * 3 + 3)] {
                for v in p { raw += bits == 16 ? [UInt8(v >> 8), UInt8(v & 0xFF)] : [UInt8(v)] }
            }
        }
        var size = compressBound(uLong(raw.count))
        var z = [UInt8](repeating: 0, count: Int(size))
        XCTAssertEqual(compress(&z, &size, raw, uLong(raw.count)), Z_OK)
        z.removeSubrange(Int(size)...)
        return PNGBytes.signature + PNGBytes.ihdr(width: 3, height: 2, bitDepth: bits) + extra.flatMap { $0 }
            + PNGBytes.chunk("IDAT", z) + PNGBytes.chunk("IEND", [])
    }

    func testSixteenBitImagesDecodeToTheSameValuesAsEightBit() throws {
        let eight = try PNGCodec.decode(png(bits: 8))
        XCTAssertEqual(eight[1, 0], Color8(r: 18, g: 52, b: 86, a: 255))
        let gammaOne = PNGBytes.chunk("gAMA", PNGBytes.bigEndian(100_000))
        for file in [png(bits: 16), png(bits: 16, extra: [gammaOne]), png(bits: 8, extra: [gammaOne]),
                     png(bits: 16, extra: [PNGBytes.chunk("sRGB", [0])])] {
            XCTAssertEqual(try PNGCodec.decode(file).data, eight.data)
        }
    }

    func testSixteenBitSamplesAreScaledByRounding() throws {
        // 1000 / 65535 · 255 = 3.89 → 4; 32896 → 128.0; 65535 → 255; 128 → 0.498 → 0.
        let samples: [[UInt16]] = Array(repeating: [1000, 32896, 65535, 65535], count: 5) + [[128, 129, 0, 65535]]
        let p = try PNGCodec.decode(png(bits: 16, samples: samples))
        XCTAssertEqual(p[0, 0], Color8(r: 4, g: 128, b: 255, a: 255))
        XCTAssertEqual(p[2, 1], Color8(r: 0, g: 1, b: 0, a: 255))
    }

    func testABadCRCInAnyChunkIsAnError() throws {
        var file = try PNGCodec.encode(PNGCodec.decode(png(bits: 8)))
        let chunks = PNGBytes.chunks(file)!
        XCTAssertEqual(chunks.map(\.type), ["IHDR", "sRGB", "IDAT", "IEND"])
        // sRGB starts after the signature (8) and IHDR (25); its CRC is its last 4 bytes.
        file[8 + 25 + 12] ^= 0x01
        XCTAssertThrowsError(try PNGCodec.decode(file)) {
            XCTAssertEqual("\($0)", "invalid PNG: chunk 'sRGB' at byte 33 has a bad CRC (corrupt file)")
        }
        // A corrupt unknown ancillary chunk, which libpng would skip silently.
        let text = PNGBytes.chunk("tEXt", Array("Comment\0hi".utf8))
        var tagged = png(bits: 8, extra: [text])
        XCTAssertNoThrow(try PNGCodec.decode(tagged))
        tagged[8 + 25 + 8] ^= 0x20
        XCTAssertThrowsError(try PNGCodec.decode(tagged)) {
            XCTAssertEqual("\($0)", "invalid PNG: chunk 'tEXt' at byte 33 has a bad CRC (corrupt file)")
        }
    }
}
