import CZlib
import Foundation
@testable import PlumbPNG
import PlumbRaster
import XCTest

/// `PNGDirectDecoder` (libdeflate + `PNGUnfilter`) gives exactly libpng's pixels, takes only
/// the files it should, and never accepts a file libpng rejects.
final class PNGDirectDecoderTests: XCTestCase {
    /// Straight RGBA pixels: smooth ramps (so the filters predict well) with noise, and alphas
    /// 0, 255 and in between.
    func straightPixels(width: Int, height: Int, seed: UInt32) -> [UInt8] {
        var rng = TestRandom(state: seed)
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let noise = rng.byte() & 7
                out[i] = UInt8(truncatingIfNeeded: x * 9 + y * 3) &+ noise
                out[i + 1] = UInt8(truncatingIfNeeded: 200 - x * 2 + y * 7)
                out[i + 2] = rng.byte()
                switch rng.next() % 4 {
                case 0: out[i + 3] = 0
                case 1: out[i + 3] = rng.byte()
                default: out[i + 3] = 255
                }
            }
        }
        return out
    }

    func zlib(_ raw: [UInt8], level: Int32 = 6) -> [UInt8] {
        var size = compressBound(uLong(raw.count))
        var z = [UInt8](repeating: 0, count: Int(size))
        XCTAssertEqual(compress2(&z, &size, raw, uLong(raw.count), level), Z_OK)
        return Array(z[0..<Int(size)])
    }

    /// An RGBA8 PNG of `pixels` with row y filtered by `types(y)`, the image data split into
    /// IDAT chunks of `idatSize` bytes, `extra` chunks after IHDR.
    func png(_ pixels: [UInt8], width: Int, height: Int, types: (Int) -> UInt8,
             idatSize: Int = 1 << 20, extra: [[UInt8]] = []) -> [UInt8] {
        let stride = width * 4
        var raw: [UInt8] = []
        for y in 0..<height {
            raw += PNGBytes.filtered(pixels[(y * stride)..<((y + 1) * stride)],
                            above: y == 0 ? nil : pixels[((y - 1) * stride)..<(y * stride)], type: types(y))
        }
        let z = zlib(raw)
        var idats: [UInt8] = []
        var at = 0
        repeat {
            idats += PNGBytes.chunk("IDAT", Array(z[at..<min(at + idatSize, z.count)]))
            at += idatSize
        } while at < z.count
        return PNGBytes.signature + PNGBytes.ihdr(width: UInt32(width), height: UInt32(height)) + extra.flatMap { $0 }
            + idats + PNGBytes.chunk("IEND", [])
    }

    func premultiplied(_ straight: [UInt8]) -> [UInt8] {
        var p = straight
        for i in stride(from: 0, to: p.count, by: 4) {
            let a = Int(p[i + 3])
            for c in 0..<3 { p[i + c] = a == 0 ? 0 : UInt8((Int(p[i + c]) * a + 127) / 255) }
        }
        return p
    }

    /// Both paths on `bytes`: the direct decoder's pixmap (nil if it declined) and libpng's
    /// (or its error).
    func bothPaths(_ bytes: [UInt8]) throws -> (direct: Pixmap?, libpng: Result<Pixmap, Error>) {
        let direct = try PNGDirectDecoder.decode(bytes, maxPixels: 1 << 26)
        let libpng = Result { try PNGCodec.decodeWithLibpng(PNGChunkStream.prepared(bytes), maxPixels: 1 << 26) }
        return (direct, libpng)
    }

    func testEveryFilterTypeAndWidthDecodesExactly() throws {
        // Widths around the 16-byte step of the Up filter and its 4-byte tail.
        for width in [1, 2, 3, 4, 5, 7, 17, 33] {
            let height = 11
            let pixels = straightPixels(width: width, height: height, seed: UInt32(width * 7919))
            let expected = premultiplied(pixels)
            for types in [{ (_: Int) -> UInt8 in 0 }, { _ in 1 }, { _ in 2 }, { _ in 3 }, { _ in 4 }, { y in UInt8(y % 5) },
                          { y in UInt8((y * 3 + 1) % 5) }] {
                let file = png(pixels, width: width, height: height, types: types)
                let (direct, libpng) = try bothPaths(file)
                let pixmap = try XCTUnwrap(direct, "width \(width): the direct path declined")
                XCTAssertEqual(pixmap.width, width)
                XCTAssertEqual(pixmap.height, height)
                XCTAssertEqual(pixmap.data, expected, "width \(width), filters \((0..<height).map(types))")
                XCTAssertEqual(try libpng.get().data, expected)
                XCTAssertEqual(try PNGCodec.decode(file).data, expected)
            }
        }
    }

    func testImageDataSplitOverManyIDATChunksAndAncillaryChunks() throws {
        let pixels = straightPixels(width: 40, height: 30, seed: 3)
        let text = PNGBytes.chunk("tEXt", Array("Comment\u{0}made by a test".utf8))
        let phys = PNGBytes.chunk("pHYs", [0, 0, 0x0B, 0x13, 0, 0, 0x0B, 0x13, 1])
        // Unknown ancillary chunks by the thousand (nothing is kept per chunk).
        let unknown = [[UInt8]](repeating: PNGBytes.chunk("plMb", []), count: 5000)
        let file = png(pixels, width: 40, height: 30, types: { UInt8($0 % 5) }, idatSize: 97, extra: [text, phys] + unknown)
        let (direct, libpng) = try bothPaths(file)
        XCTAssertEqual(try XCTUnwrap(direct).data, premultiplied(pixels))
        XCTAssertEqual(try libpng.get().data, premultiplied(pixels))
    }

    func testPlumbsOwnFilesTakeTheDirectPath() throws {
        // Over 32 KiB of rows: libpng's writer declares a smaller zlib window for less, and
        // those streams stay on libpng (see `testOtherFilesGoToLibpng`).
        var pixmap = Pixmap(width: 161, height: 53)!
        for y in 0..<53 { for x in 0..<161 { pixmap[x, y] = Color8(r: UInt8(x), g: UInt8(y * 4), b: 90, a: 255) } }
        let file = try PNGCodec.encode(pixmap)
        let (direct, _) = try bothPaths(file)
        XCTAssertEqual(try XCTUnwrap(direct).data, pixmap.data)
    }

    /// Formats, chunk layouts and streams the direct path leaves to libpng, which still
    /// decodes the valid ones and rejects the rest.
    func testOtherFilesGoToLibpng() throws {
        let pixels = straightPixels(width: 9, height: 6, seed: 11)
        let good = png(pixels, width: 9, height: 6, types: { UInt8($0 % 5) })
        func chunk(_ type: String, in file: [UInt8]) throws -> PNGChunkStream.Chunk {
            var found: PNGChunkStream.Chunk?
            try PNGChunkStream.scan(file) { if $0.name == type && found == nil { found = $0 } }
            return try XCTUnwrap(found)
        }
        func replacing(_ type: String, in file: [UInt8], with new: [UInt8]) throws -> [UInt8] {
            let c = try chunk(type, in: file)
            return Array(file[..<(c.data.lowerBound - 8)]) + new + Array(file[(c.data.upperBound + 4)...])
        }
        let raw = try chunk("IDAT", in: good).data
        let stream = Array(good[raw])
        func idat(_ bytes: [UInt8]) throws -> [UInt8] { try replacing("IDAT", in: good, with: PNGBytes.chunk("IDAT", bytes)) }

        // Valid files libpng decodes: RGB, a palette chunk, a small window.
        var rgbRows: [UInt8] = [], opaque: [UInt8] = []
        for y in 0..<6 {
            rgbRows.append(0)
            for x in 0..<9 {
                let i = (y * 9 + x) * 4
                rgbRows += pixels[i..<(i + 3)]
                opaque += pixels[i..<(i + 3)] + [255]
            }
        }
        let rgbFile = try replacing("IHDR", in: try idat(zlib(rgbRows)), with: PNGBytes.ihdr(width: 9, height: 6, colorType: 2))
        var (direct, libpng) = try bothPaths(rgbFile)
        XCTAssertNil(direct)
        XCTAssertEqual(try libpng.get().data, opaque)

        let plte = try replacing("IHDR", in: good, with: PNGBytes.ihdr(width: 9, height: 6) + PNGBytes.chunk("PLTE", [1, 2, 3]))
        (direct, libpng) = try bothPaths(plte)
        XCTAssertNil(direct)
        XCTAssertEqual(try libpng.get().data, premultiplied(pixels))

        // A 256-byte window (CINFO 0): zlib checks distances against it, libdeflate would not.
        var narrow = stream
        narrow[0] = 0x08
        narrow[1] = UInt8(31 - (UInt16(narrow[0]) << 8 | UInt16(narrow[1] & 0xE0)) % 31) | (narrow[1] & 0xE0)
        (direct, _) = try bothPaths(try idat(narrow))
        XCTAssertNil(direct)

        // Faulty streams: the direct path declines, and decode ends as libpng does (its
        // error, or — for a stream of the wrong length — whatever libpng makes of it).
        var rows = [UInt8]()
        for y in 0..<6 { rows += [0] + pixels[(y * 36)..<(y * 36 + 36)] }
        var badFilter = rows
        badFilter[3 * 37] = 5
        var badChecksum = stream
        badChecksum[badChecksum.count - 1] ^= 1
        let errors: [(String, [UInt8])] = [
            ("filter type 5", try idat(zlib(badFilter))),
            ("bad Adler-32", try idat(badChecksum)),
            ("stream cut short", try idat(Array(stream.dropLast(6)))),
        ]
        let odd: [(String, [UInt8])] = [
            ("a row short", try idat(zlib(Array(rows.dropLast(37))))),
            ("a byte too many", try idat(zlib(rows + [0]))),
            ("data after the stream", try idat(stream + [1, 2, 3])),
        ]
        for (name, file) in errors + odd {
            (direct, libpng) = try bothPaths(file)
            XCTAssertNil(direct, name)
            switch libpng {
            case .success(let pixmap): XCTAssertEqual(try PNGCodec.decode(file).data, pixmap.data, name)
            case .failure(let error):
                XCTAssertThrowsError(try PNGCodec.decode(file), name) { XCTAssertEqual("\($0)", "\(error)", name) }
            }
        }
        for (name, file) in errors {
            XCTAssertThrowsError(try PNGCodec.decode(file), name)
        }
    }

    /// Thousands of corrupted files: wherever the direct path accepts one, libpng accepts it
    /// too and gives the same pixels. Corruptions keep the chunks' CRCs and, for damaged
    /// compressed data, rewrite the Adler-32 to match what zlib inflates, so they reach the
    /// inflate and unfilter steps instead of stopping at a checksum.
    func testMutatedFilesAreNeverAcceptedByTheDirectPathAlone() throws {
        let width = 13, height = 9
        let pixels = straightPixels(width: width, height: height, seed: 99)
        var rng = TestRandom(state: 2024)
        var accepted = 0, declined = 0
        for round in 0..<1500 {
            let types: (Int) -> UInt8 = { y in UInt8((y + round) % 5) }
            var raw: [UInt8] = []
            for y in 0..<height {
                raw += PNGBytes.filtered(pixels[(y * width * 4)..<((y + 1) * width * 4)],
                                above: y == 0 ? nil : pixels[((y - 1) * width * 4)..<(y * width * 4)], type: types(y))
            }
            var stream: [UInt8]
            if round % 2 == 0 {
                // Damage the filtered rows (filter bytes included), then compress: valid
                // streams of odd content, sometimes of the wrong length.
                for _ in 0..<(1 + Int(rng.next() % 3)) { raw[Int(rng.next()) % raw.count] = rng.byte() }
                if rng.next() % 8 == 0 { raw.removeLast(Int(rng.next() % 5)) }
                if rng.next() % 8 == 0 { raw += [UInt8](repeating: 0, count: Int(rng.next() % 5)) }
                stream = zlib(raw, level: Int32(rng.next() % 10))
            } else {
                // Damage the compressed data itself and re-seal it with the checksum of
                // whatever zlib inflates from it.
                stream = zlib(raw, level: Int32(rng.next() % 10))
                for _ in 0..<(1 + Int(rng.next() % 2)) {
                    stream[2 + Int(rng.next()) % (stream.count - 6)] ^= UInt8(1) << (rng.next() % 8)
                }
                if let inflated = rawInflate(Array(stream[2..<(stream.count - 4)])) {
                    let sum = UInt32(adler32(1, inflated, uInt(inflated.count)))
                    stream.replaceSubrange((stream.count - 4)..., with: PNGBytes.bigEndian(sum))
                }
            }
            let file = PNGBytes.signature + PNGBytes.ihdr(width: UInt32(width), height: UInt32(height))
                + PNGBytes.chunk("IDAT", stream) + PNGBytes.chunk("IEND", [])
            let (direct, libpng) = try bothPaths(file)
            if let direct {
                accepted += 1
                XCTAssertEqual(try libpng.get().data, direct.data, "round \(round)")
            } else {
                declined += 1
            }
        }
        // Not a vacuous test: both outcomes occur.
        XCTAssertGreaterThan(accepted, 300)
        XCTAssertGreaterThan(declined, 300)
    }

    /// The raw deflate data inflated by zlib (up to 64 KiB), or nil if zlib finds it invalid.
    func rawInflate(_ data: [UInt8]) -> [UInt8]? {
        var stream = z_stream()
        guard inflateInit2_(&stream, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var out = [UInt8](repeating: 0, count: 1 << 16)
        var input = data
        let status = input.withUnsafeMutableBufferPointer { inBuf in
            out.withUnsafeMutableBufferPointer { outBuf in
                stream.next_in = inBuf.baseAddress
                stream.avail_in = uInt(inBuf.count)
                stream.next_out = outBuf.baseAddress
                stream.avail_out = uInt(outBuf.count)
                return inflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { return nil }
        return Array(out[0..<Int(stream.total_out)])
    }

    /// Every 17th reference PNG of the bundled design systems decodes to the same pixels on both
    /// paths (all 680 take 47 s in a debug build; `benchmarks/pixeldiff.sh` covers speed).
    func testBundledReferencesDecodeIdenticallyOnBothPaths() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("snapshots")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".png") }.sorted()
        XCTAssertGreaterThan(files.count, 600)
        var direct = 0
        for (index, name) in files.enumerated() where index % 17 == 0 {
            let bytes = [UInt8](try Data(contentsOf: root.appendingPathComponent(name)))
            let (fast, libpng) = try bothPaths(bytes)
            // Images under 32 KiB of rows have a smaller zlib window and stay on libpng.
            guard let pixmap = fast else { continue }
            XCTAssertEqual(pixmap.data, try libpng.get().data, name)
            direct += 1
        }
        XCTAssertGreaterThan(direct, 30)
    }
}
