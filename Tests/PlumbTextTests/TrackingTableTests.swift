import Foundation
import PlumbModel
import XCTest
@testable import PlumbText

/// A face's `trak` table, applied as Core Text applies it (docs/reference/system-fonts.md).
final class TrackingTableTests: XCTestCase {
    /// SF Pro Text's normal track, in units of its 2,048-unit em, at a few of its sizes.
    static let sizes: [Double] = [6, 12, 17, 20]
    static let values: [Int] = [82, 0, -47, -55]

    func testValuesAtListedSizesBetweenThemAndBeyondTheEnds() throws {
        let table = try XCTUnwrap(TrackingTable(bytes: SfntTables.trak(sizes: Self.sizes, values: Self.values, otherTracks: [-1, 2]),
                                                unitsPerEm: 2048))
        XCTAssertEqual(table.tracking(size: 12), 0)
        XCTAssertEqual(table.tracking(size: 17), -47 * 17 / 2048.0, accuracy: 1e-12)   // −0.390 pt
        // 18 pt is a third of the way from 17 to 20: −47 − 8/3 units.
        XCTAssertEqual(table.tracking(size: 18), (-47 - 8.0 / 3) * 18 / 2048, accuracy: 1e-12)
        // Below the first size and above the last: the end values.
        XCTAssertEqual(table.tracking(size: 4), 82 * 4 / 2048.0, accuracy: 1e-12)
        XCTAssertEqual(table.tracking(size: 40), -55 * 40 / 2048.0, accuracy: 1e-12)
    }

    /// SF Pro Text at 17 pt takes Apple's published −26/1000 em (−0.442 pt) over the file's
    /// −0.39 pt, as iOS 18 and 26 set it; sizes around it interpolate to it; other faces keep
    /// their tables.
    func testPublishedTrackingOfTheSystemFontAt17Points() throws {
        let file = try XCTUnwrap(TrackingTable(bytes: SfntTables.trak(sizes: Self.sizes, values: Self.values), unitsPerEm: 2048))
        let system = PublishedTracking.corrected(file, family: "SF Pro Text")
        XCTAssertEqual(system.tracking(size: 17), -0.442, accuracy: 1e-12)
        XCTAssertEqual(system.tracking(size: 12), 0)
        XCTAssertEqual(system.tracking(size: 20), file.tracking(size: 20), accuracy: 1e-12)
        XCTAssertEqual(system.tracking(size: 18), file.tracking(size: 18), accuracy: 1e-12)
        // Halfway from 12 to 17: halfway from 0 to −53.248 units.
        XCTAssertEqual(system.tracking(size: 14.5), -53.248 / 2 * 14.5 / 2048, accuracy: 1e-12)
        XCTAssertEqual(PublishedTracking.corrected(file, family: "SF Pro Display"), file)
        XCTAssertEqual(PublishedTracking.corrected(file, family: "Inter"), file)
    }

    func testMalformedTablesAreIgnored() {
        let good = SfntTables.trak(sizes: Self.sizes, values: Self.values)
        XCTAssertNotNil(TrackingTable(bytes: good, unitsPerEm: 2048))
        // Truncated anywhere, version wrong, sizes out of order, or no normal track: no table.
        for cut in [0, 4, 12, 20, good.count - 1] {
            XCTAssertNil(TrackingTable(bytes: Array(good.prefix(cut)), unitsPerEm: 2048), "cut at \(cut)")
        }
        var version = good
        version[1] = 2
        XCTAssertNil(TrackingTable(bytes: version, unitsPerEm: 2048))
        XCTAssertNil(TrackingTable(bytes: SfntTables.trak(sizes: [12, 6], values: [0, 82]), unitsPerEm: 2048))
        XCTAssertNil(TrackingTable(bytes: SfntTables.trak(sizes: Self.sizes, values: Self.values, normalTrack: 1), unitsPerEm: 2048))
        XCTAssertNil(TrackingTable(bytes: good, unitsPerEm: 0))
    }

    /// A face with a `trak` table: every character of a run advances by its tracking at the
    /// run's size, on top of the text's own `tracking`; the run's ligature features stay on.
    func testShapingAddsTheFacesTrackingAtItsSize() throws {
        let inter = try Data(contentsOf: URL(fileURLWithPath: TestSupport.interPath("Inter-Regular.otf")))
        let tracked = try SfntTables.adding(tag: "trak", table: SfntTables.trak(sizes: Self.sizes, values: Self.values), to: [UInt8](inter))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-trak-\(UUID().uuidString).otf").path
        try Data(tracked).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let face = try FontFace(path: path)
        let plain = try FontFace(path: TestSupport.interPath("Inter-Regular.otf"))
        XCTAssertNotNil(face.trackingTable)
        XCTAssertNil(plain.trackingTable)
        let text = "Office hours"   // 12 characters
        let untracked = TextShaper.shape(text, face: plain, size: 17, tracking: 0)
        // Table values are in the face's units (Inter's em is 2,816 units): −0.284 pt at 17 pt.
        let step = -47 * 17 / Double(plain.unitsPerEm)
        XCTAssertEqual(plain.unitsPerEm, 2816)
        let run = TextShaper.shape(text, face: face, size: 17, tracking: 0)
        XCTAssertEqual(run.width, untracked.width + 12 * step, accuracy: 1e-9)
        XCTAssertEqual(run.glyphs.count, untracked.glyphs.count)
        // The last glyph sits eleven trackings left of where it sat.
        XCTAssertEqual(run.glyphs.last!.x, untracked.glyphs.last!.x + 11 * step, accuracy: 1e-9)
        // At 12 pt the table adds nothing; explicit tracking adds to the table's.
        XCTAssertEqual(TextShaper.shape(text, face: face, size: 12, tracking: 0).width,
                       TextShaper.shape(text, face: plain, size: 12, tracking: 0).width, accuracy: 1e-12)
        XCTAssertEqual(TextShaper.shape(text, face: face, size: 17, tracking: 1).width, run.width + 12, accuracy: 1e-9)
    }
}

/// Builds OpenType tables for tests, in our own words: a `trak` table, and a font file with one
/// more table spliced into its table directory.
enum SfntTables {
    static func u16(_ v: Int) -> [UInt8] { [UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
    static func u32(_ v: Int) -> [UInt8] { u16(v >> 16) + u16(v & 0xFFFF) }
    static func fixed(_ v: Double) -> [UInt8] { u32(Int(Int32(v * 65536)) & 0xFFFF_FFFF) }

    /// A version 1.0 `trak` table with horizontal data only: the track `normalTrack` with
    /// `values` (font units) at `sizes`, and `otherTracks` holding the values + 10.
    static func trak(sizes: [Double], values: [Int], normalTrack: Double = 0, otherTracks: [Double] = []) -> [UInt8] {
        let tracks = [normalTrack] + otherTracks
        let header = 12, trackData = 8 + 8 * tracks.count
        let sizeTable = header + trackData
        let valuesStart = sizeTable + 4 * sizes.count
        var out = fixed(1) + u16(0) + u16(header) + u16(0) + u16(0)
        out += u16(tracks.count) + u16(sizes.count) + u32(sizeTable)
        for (i, t) in tracks.enumerated() {
            out += fixed(t) + u16(256 + i) + u16(valuesStart + 2 * sizes.count * i)
        }
        for s in sizes { out += fixed(s) }
        for (i, _) in tracks.enumerated() {
            for v in values { out += u16((v + (i == 0 ? 0 : 10)) & 0xFFFF) }
        }
        return out
    }

    /// `font` with `table` added under `tag`: the directory gains a record (kept sorted by tag),
    /// every table moves down 16 bytes, and the new table goes at the end, 4-byte aligned.
    static func adding(tag: String, table: [UInt8], to font: [UInt8]) throws -> [UInt8] {
        func read16(_ at: Int) -> Int { Int(font[at]) << 8 | Int(font[at + 1]) }
        func read32(_ at: Int) -> Int { read16(at) << 16 | read16(at + 2) }
        let count = read16(4)
        var records: [(tag: [UInt8], checksum: Int, offset: Int, length: Int)] = (0..<count).map {
            let r = 12 + 16 * $0
            return (Array(font[r..<r + 4]), read32(r + 4), read32(r + 8) + 16, read32(r + 12))
        }
        var body = Array(font[(12 + 16 * count)...])
        while (12 + 16 * (count + 1) + body.count) % 4 != 0 { body.append(0) }
        records.append((Array(tag.utf8), 0, 12 + 16 * (count + 1) + body.count, table.count))
        records.sort { $0.tag.lexicographicallyPrecedes($1.tag) }
        var out = Array(font[0..<4]) + u16(count + 1) + Array(font[6..<12])
        for r in records { out += r.tag + u32(r.checksum) + u32(r.offset) + u32(r.length) }
        return out + body + table
    }
}
