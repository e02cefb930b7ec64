import Foundation
@testable import PlumbPNG
import PlumbRaster
import XCTest

final class PNGCodecTests: XCTestCase {
    private func gradient(width: Int, height: Int, alpha: (Int, Int) -> UInt8) -> Pixmap {
        var p = Pixmap(width: width, height: height)!
        for y in 0..<height {
            for x in 0..<width {
                let a = alpha(x, y)
                // Premultiplied: every channel ≤ alpha.
                let r = UInt8(Int(a) * ((x * 37 + y * 11) % 256) / 255)
                let g = UInt8(Int(a) * ((x * 5 + y * 71) % 256) / 255)
                let b = UInt8(Int(a) * ((x * y) % 256) / 255)
                p[x, y] = Color8(r: r, g: g, b: b, a: a)
            }
        }
        return p
    }

    func testOpaqueRoundTripIsExact() throws {
        let p = gradient(width: 37, height: 23) { _, _ in 255 }
        let back = try PNGCodec.decode(try PNGCodec.encode(p))
        XCTAssertEqual(back, p)
    }

    func testSemiTransparentRoundTripIsExact() throws {
        let p = gradient(width: 64, height: 40) { x, y in UInt8((x * 4 + y) % 256) }
        let back = try PNGCodec.decode(try PNGCodec.encode(p))
        XCTAssertEqual(back.width, p.width)
        XCTAssertEqual(back.height, p.height)
        // Round-to-nearest both ways loses nothing for valid premultiplied pixels.
        XCTAssertEqual(back, p)
    }

    func testEveryPremultipliedValueRoundTrips() throws {
        // All (c, a) with c ≤ a: 256 columns of alpha, 256 rows of colour (invalid c > a
        // pixels are clamped to c = a, which the round trip keeps).
        var p = Pixmap(width: 256, height: 256)!
        for a in 0..<256 {
            for c in 0..<256 {
                let v = UInt8(min(c, a))
                p[a, c] = Color8(r: v, g: UInt8(a - Int(v)), b: UInt8(Int(v) / 2), a: UInt8(a))
            }
        }
        XCTAssertEqual(try PNGCodec.decode(try PNGCodec.encode(p)), p)
    }

    func testTransparentPixelsAreStoredAsZero() throws {
        var p = Pixmap(width: 2, height: 1)!
        p[0, 0] = Color8(r: 0, g: 0, b: 0, a: 0)
        p[1, 0] = Color8(r: 50, g: 0, b: 0, a: 100)
        let back = try PNGCodec.decode(try PNGCodec.encode(p))
        XCTAssertEqual(back[0, 0], .transparent)
        XCTAssertEqual(back[1, 0], p[1, 0])
    }

    func testUnpremultiplyRounding() throws {
        // A 1×1 image with premultiplied (1, 2, 3, 7): straight round(c · 255 / 7).
        var p = Pixmap(width: 1, height: 1)!
        p[0, 0] = Color8(r: 1, g: 2, b: 3, a: 7)
        XCTAssertEqual(PNGAlpha.unpremultiply([1, 2, 3, 7]), [36, 73, 109, 7])  // 36.4, 72.9, 109.3
        XCTAssertEqual(PNGAlpha.unpremultiply([1, 0, 0, 2]), [128, 0, 0, 2])  // 127.5 rounds up
        XCTAssertEqual(PNGAlpha.unpremultiply([9, 9, 9, 0]), [0, 0, 0, 0])
        XCTAssertEqual(PNGAlpha.unpremultiply([200, 0, 0, 100]), [255, 0, 0, 100], "invalid c > a clamps")
        var straight: [UInt8] = [36, 73, 109, 7, 10, 20, 30, 255, 255, 255, 255, 0]
        PNGAlpha.premultiply(&straight)
        XCTAssertEqual(straight, [1, 2, 3, 7, 10, 20, 30, 255, 0, 0, 0, 0])
        XCTAssertEqual(try PNGCodec.decode(try PNGCodec.encode(p))[0, 0], p[0, 0])
    }

    func testEncodingIsByteIdentical() throws {
        let p = gradient(width: 50, height: 50) { x, _ in UInt8(x * 5) }
        let a = try PNGCodec.encode(p), b = try PNGCodec.encode(p)
        XCTAssertEqual(a, b)
        XCTAssertEqual(a, try PNGCodec.encode(Pixmap(width: 50, height: 50, data: p.data)!))
    }

    func testChunkListHasSRGBAndNoTime() throws {
        let png = try PNGCodec.encode(gradient(width: 8, height: 8) { _, _ in 200 })
        let chunks = try XCTUnwrap(PNGBytes.chunks(png))
        let types = chunks.map(\.type)
        XCTAssertEqual(types.first, "IHDR")
        XCTAssertEqual(types.last, "IEND")
        XCTAssertTrue(types.contains("sRGB"), "chunks: \(types)")
        XCTAssertTrue(types.contains("IDAT"))
        XCTAssertFalse(types.contains("tIME"))
        XCTAssertTrue(chunks.allSatisfy(\.crcOK))
        // sRGB precedes IDAT (PNG spec), and IHDR says 8-bit RGBA non-interlaced.
        XCTAssertLessThan(types.firstIndex(of: "sRGB")!, types.firstIndex(of: "IDAT")!)
        XCTAssertEqual(Array(chunks[0].data[8...]), [8, 6, 0, 0, 0])
        // Exactly IHDR, sRGB (perceptual intent), IDAT, IEND.
        XCTAssertEqual(chunks.first { $0.type == "sRGB" }?.data, [0])
        XCTAssertEqual(Set(types), ["IHDR", "sRGB", "IDAT", "IEND"])
    }

    func testGarbageAndTruncatedInputThrow() throws {
        let png = try PNGCodec.encode(gradient(width: 20, height: 20) { _, _ in 255 })
        XCTAssertThrowsError(try PNGCodec.decode([]))
        XCTAssertThrowsError(try PNGCodec.decode(Array("hello, not a png at all".utf8)))
        XCTAssertThrowsError(try PNGCodec.decode(PNGBytes.signature))
        // Complete image data but the IEND chunk cut off.
        XCTAssertThrowsError(try PNGCodec.decode(Array(png.dropLast(12)))) { error in
            XCTAssertTrue("\(error)".contains("truncated"), "\(error)")
        }
        for cut in [9, 20, 33, 40, png.count / 2, png.count - 13, png.count - 1] {
            XCTAssertThrowsError(try PNGCodec.decode(Array(png[0..<cut])), "cut at \(cut)") { error in
                XCTAssertTrue(error is PNGError)
            }
        }
        // Corrupt the IDAT payload (and its CRC no longer matches).
        var corrupt = png
        let idat = try XCTUnwrap(indexOfChunk("IDAT", in: png))
        for i in (idat + 8)..<(idat + 20) { corrupt[i] ^= 0x5A }
        XCTAssertThrowsError(try PNGCodec.decode(corrupt)) { XCTAssertTrue($0 is PNGError) }
        // Pseudo-random bytes after a valid signature.
        var seed: UInt32 = 7
        var junk = PNGBytes.signature
        for _ in 0..<500 {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            junk.append(UInt8(truncatingIfNeeded: seed >> 24))
        }
        XCTAssertThrowsError(try PNGCodec.decode(junk))
    }

    func testZeroSizeHeaderThrows() {
        let png = PNGBytes.signature + PNGBytes.ihdr(width: 0, height: 10)
            + PNGBytes.chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + PNGBytes.chunk("IEND", [])
        XCTAssertThrowsError(try PNGCodec.decode(png)) { XCTAssertTrue($0 is PNGError) }
    }

    func testHugeHeaderIsRejectedBeforeAllocating() {
        // A valid IHDR (correct CRC) claiming 100000 × 100000 RGBA: 40 GB if allocated.
        let png = PNGBytes.signature + PNGBytes.ihdr(width: 100_000, height: 100_000)
            + PNGBytes.chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + PNGBytes.chunk("IEND", [])
        XCTAssertThrowsError(try PNGCodec.decode(png)) { error in
            let message = (error as? PNGError)?.message ?? ""
            XCTAssertTrue(message.contains("100000×100000"), "message: \(message)")
            XCTAssertTrue(message.contains("limit"), message)
        }
        // Within a side limit but over a caller's pixel budget.
        let small = PNGBytes.signature + PNGBytes.ihdr(width: 300, height: 300)
            + PNGBytes.chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + PNGBytes.chunk("IEND", [])
        XCTAssertThrowsError(try PNGCodec.decode(small, maxPixels: 300 * 299)) { error in
            XCTAssertTrue("\(error)".contains("limit"), "\(error)")
        }
    }

    func testFileWriteAndRead() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-png-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("out.png").path
        let p = gradient(width: 9, height: 7) { x, y in UInt8(x * 20 + y) }
        try PNGCodec.write(p, to: path)
        try PNGCodec.write(p, to: path)  // replaces atomically
        XCTAssertEqual(try PNGCodec.read(path: path), p)
        XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: path))), try PNGCodec.encode(p))
        // No temporary files left behind.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["out.png"])

        let missing = dir.appendingPathComponent("missing.png").path
        XCTAssertThrowsError(try PNGCodec.read(path: missing)) { error in
            XCTAssertEqual((error as? PNGError)?.path, missing)
            XCTAssertTrue("\(error)".hasPrefix(missing + ": "), "\(error)")
        }
        let garbage = dir.appendingPathComponent("garbage.png").path
        try Data("nope".utf8).write(to: URL(fileURLWithPath: garbage))
        XCTAssertThrowsError(try PNGCodec.read(path: garbage)) { error in
            XCTAssertTrue("\(error)".contains(garbage), "\(error)")
        }
        let badDir = dir.appendingPathComponent("no/such/dir/x.png").path
        XCTAssertThrowsError(try PNGCodec.write(p, to: badDir)) { error in
            XCTAssertEqual((error as? PNGError)?.path, badDir)
        }
        XCTAssertThrowsError(try PNGCodec.read(path: dir.path)) { error in
            XCTAssertTrue("\(error)".contains("not a regular file"), "\(error)")
        }
    }

    // MARK: Helpers

    private func indexOfChunk(_ type: String, in png: [UInt8]) -> Int? {
        var i = 8
        while i + 12 <= png.count {
            let len = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            if String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self) == type { return i }
            i += 12 + len
        }
        return nil
    }
}
