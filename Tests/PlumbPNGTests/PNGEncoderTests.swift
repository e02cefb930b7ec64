import Foundation
@testable import PlumbPNG
import PlumbRaster
import XCTest

/// `PNGEncoder` (PNGFilter + libdeflate): each row's filter is the one the heuristic names,
/// filtered bytes are the specification's, and libpng reads every file back exactly.
final class PNGEncoderTests: XCTestCase {
    func testRowsAreUpFilteredAsSpecified() throws {
        // Lengths around the 8-byte step and its tail.
        for n in [1, 3, 4, 7, 8, 9, 15, 16, 17, 40, 132] {
            var rng = TestRandom(state: UInt32(11 + n))
            let row = (0..<n).map { _ in rng.byte() }, above = (0..<n).map { _ in rng.byte() }
            var out = [UInt8](repeating: 0, count: n)
            row.withUnsafeBufferPointer { r in
                above.withUnsafeBufferPointer { b in
                    out.withUnsafeMutableBufferPointer { PNGFilter.applyUp(row: r.baseAddress!, above: b.baseAddress!, count: n, to: $0.baseAddress!) }
                }
            }
            XCTAssertEqual([PNGFilter.up] + out, PNGBytes.filtered(row[...], above: above[...], type: 2), "\(n) bytes")
        }
        // Every byte pair, for the borrow handling.
        let xs = (0..<65536).map { UInt8($0 & 0xFF) }, ys = (0..<65536).map { UInt8($0 >> 8) }
        var out = [UInt8](repeating: 0, count: 65536)
        xs.withUnsafeBufferPointer { r in
            ys.withUnsafeBufferPointer { b in
                out.withUnsafeMutableBufferPointer { PNGFilter.applyUp(row: r.baseAddress!, above: b.baseAddress!, count: 65536, to: $0.baseAddress!) }
            }
        }
        XCTAssertEqual(out, zip(xs, ys).map { $0 &- $1 })
    }

    func testLibpngReadsEveryEncodedFileBackExactly() throws {
        var rng = TestRandom(state: 5)
        for (width, height) in [(1, 1), (3, 2), (7, 9), (33, 5), (64, 40)] {
            var pixmap = Pixmap(width: width, height: height)!
            for y in 0..<height {
                for x in 0..<width {
                    let a = [0, 255, rng.byte()][Int(rng.byte()) % 3]
                    func channel() -> UInt8 { UInt8(Int(rng.byte()) * Int(a) / 255) }
                    pixmap[x, y] = Color8(r: channel(), g: channel(), b: channel(), a: UInt8(a))
                }
            }
            let file = try PNGCodec.encode(pixmap)
            XCTAssertEqual(try PNGCodec.decodeWithLibpng(PNGChunkStream.prepared(file), maxPixels: 1 << 26).data, pixmap.data,
                           "\(width)×\(height)")
            XCTAssertEqual(try XCTUnwrap(try PNGDirectDecoder.decode(file, maxPixels: 1 << 26)).data, pixmap.data)
        }
    }

    func testChunksAreExactlyIHDRsRGBIDATIEND() throws {
        var pixmap = Pixmap(width: 30, height: 20)!
        for y in 0..<20 { for x in 0..<30 { pixmap[x, y] = Color8(r: UInt8(x * 8), g: UInt8(y * 12), b: 7, a: 255) } }
        let chunks = try XCTUnwrap(PNGBytes.chunks(try PNGCodec.encode(pixmap)))
        XCTAssertEqual(chunks.map(\.type), ["IHDR", "sRGB", "IDAT", "IEND"])
        XCTAssertTrue(chunks.allSatisfy(\.crcOK))
        XCTAssertEqual(chunks[0].data, [0, 0, 0, 30, 0, 0, 0, 20, 8, 6, 0, 0, 0])
        XCTAssertEqual(chunks[1].data, [0])
        XCTAssertEqual(chunks[3].data, [])
        // A zlib stream with a 32 KiB window, as the direct decoder takes.
        XCTAssertEqual(chunks[2].data.first.map { $0 >> 4 }, 7)
    }
}
