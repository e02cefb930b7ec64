import Foundation
import PlumbModel
import XCTest
@testable import PlumbText

final class FontFaceTests: XCTestCase {
    func testNaturalLineHeights() throws {
        let inter = try TestSupport.library.face(path: TestSupport.interPath("Inter-Regular.otf"))
        XCTAssertEqual(inter.unitsPerEm, 2816)
        XCTAssertEqual(inter.ascender - inter.descender + inter.lineGap, 3408)
        XCTAssertEqual(inter.naturalLineHeight(size: 1), 1.21023, accuracy: 0.000005)
        XCTAssertEqual(inter.naturalLineHeight(size: 17), 3408.0 * 17 / 2816)
        XCTAssertEqual(inter.familyName, "Inter")
        XCTAssertEqual(inter.styleName, "Regular")

        let display = try TestSupport.library.face(path: TestSupport.interPath("InterDisplay-Regular.otf"))
        XCTAssertEqual(display.unitsPerEm, 2048)
        XCTAssertEqual(display.ascender - display.descender + display.lineGap, 2476)
        XCTAssertEqual(display.naturalLineHeight(size: 1), 1.20898, accuracy: 0.000005)
        XCTAssertEqual(display.familyName, "Inter Display")
        XCTAssertLessThan(display.descender, 0)
    }

    /// A face whose `hhea` line gap is not zero (NanumSquare: ascender 850, descender −255, gap 30
    /// per 1,000): its line is ascender + descender tall, as iOS sets it — the gap is not added.
    func testLineGapIsNotPartOfTheLine() throws {
        let nanum = try TestSupport.library.face(path: TestSupport.interPath("NanumSquareR.ttf"))
        XCTAssertEqual([nanum.unitsPerEm, nanum.ascender, nanum.descender, nanum.lineGap], [1000, 850, -255, 30])
        XCTAssertEqual(nanum.naturalLineHeight(size: 10), 11.05, accuracy: 1e-12)
    }

    func testFingerprintIsStableAndDistinguishesFiles() throws {
        let path = TestSupport.interPath("Inter-Regular.otf")
        let a = try FontFace(path: path)
        let b = try FontFace(path: path)
        let other = try FontFace(path: TestSupport.interPath("Inter-Bold.otf"))
        XCTAssertEqual(a.fingerprint, b.fingerprint)
        XCTAssertNotEqual(a.fingerprint, other.fingerprint)
        let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
        XCTAssertEqual(a.fingerprint, "\(a.fingerprint.prefix(16))-\(try XCTUnwrap(size))")
        XCTAssertEqual(a.fingerprint.prefix(16).count, 16)
        // FNV-1a 64 reference vector: "a" hashes to af63dc4c8601ec8c.
        XCTAssertEqual(FontFace.fingerprint(of: Data("a".utf8)), "af63dc4c8601ec8c-1")
    }

    func testMissingFontThrowsPlumbError() {
        let library = FontLibrary()
        XCTAssertThrowsError(try library.face(path: "/nonexistent/Nope.otf")) { error in
            XCTAssertEqual((error as? PlumbError)?.message, "cannot load font '/nonexistent/Nope.otf': no such file")
        }
        let map = FontMap(fontDirectories: ["/nonexistent"])
        XCTAssertThrowsError(try FontLibrary(fontMap: map).face(for: ResolvedFont(size: 17))) { error in
            XCTAssertTrue(error is PlumbError)
        }
    }

    func testCorruptFontThrowsPlumbError() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-corrupt-\(UUID()).otf").path
        try Data("this is not a font".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertThrowsError(try FontFace(path: path)) { error in
            let message = (error as? PlumbError)?.message ?? ""
            XCTAssertTrue(message.hasPrefix("cannot load font '\(path)': "), message)
        }
    }

    func testJetBrainsMonoIsMonospaced() throws {
        let library = TestSupport.library
        let font = ResolvedFont(size: 13, design: .monospaced)
        let face = try library.face(for: font)
        XCTAssertEqual(face.path, TestSupport.monoDirectory + "/JetBrainsMono-Regular.ttf")
        XCTAssertEqual(face.familyName, "JetBrains Mono")
        // Every spacing glyph has the same advance; only combining marks are zero-width.
        let advances = Set((0..<face.glyphCount).map { face.advance(glyph: UInt32($0)) }.filter { $0 != 0 })
        XCTAssertEqual(advances, [600])
        let run = try TextShaper(library: library).shape("Wil1 i.m@0", font: font)
        XCTAssertEqual(Set(run.glyphs.map(\.advance)), [600.0 * 13 / 1000])
        XCTAssertEqual(run.width, 10 * 7.8, accuracy: 1e-9)
    }

    func testFontLibraryCachesFaces() throws {
        let library = FontLibrary()
        let a = try library.face(for: ResolvedFont(size: 17))
        let b = try library.face(path: TestSupport.interPath("Inter-Regular.otf"))
        XCTAssertTrue(a === b)
    }
}
