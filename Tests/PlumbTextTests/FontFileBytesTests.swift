import Foundation
import PlumbModel
import XCTest
@testable import PlumbText

/// Bundled font files are mapped (an unused fallback face costs no heap); others are read.
final class FontFileBytesTests: XCTestCase {
    func testBundledFilesAreMappedOthersReadWithTheSameBytes() throws {
        let bundled = TestSupport.interPath("NotoColorEmoji.ttf")
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-emoji-\(UUID().uuidString).ttf")
        try FileManager.default.copyItem(atPath: bundled, toPath: copy.path)
        defer { try? FileManager.default.removeItem(at: copy) }
        let mapped = try FontFace(path: bundled), read = try FontFace(path: copy.path)
        XCTAssertEqual([mapped.file.isMapped, read.file.isMapped], [true, false])
        XCTAssertEqual(mapped.file.bytes.count, 10_980_856)
        XCTAssertEqual(mapped.fingerprint, read.fingerprint)
        XCTAssertEqual(mapped.glyphCount, read.glyphCount)
        // A missing bundled file is not mapped and fails as before.
        XCTAssertThrowsError(try FontFace(path: BundledFonts.directory + "/nope.ttf")) { error in
            XCTAssertEqual((error as? PlumbError)?.message, "cannot load font '\(BundledFonts.directory)/nope.ttf': no such file")
        }
    }
}
