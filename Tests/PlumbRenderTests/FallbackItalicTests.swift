import PlumbModel
import PlumbRaster
import XCTest

/// Italic text drawn by a fallback face (which has no italic file) is slanted as the run's own
/// upright-only faces are (FreeType's oblique, as CoreText synthesises it); colour emoji never are.
final class FallbackItalicTests: XCTestCase {
    func image(_ text: String, italic: Bool) throws -> Pixmap {
        try render("component: c\nbody:\n  text: \"\(text)\"\n  modifiers: [{font: body}, {foregroundColor: ink}\(italic ? ", {italic: {}}" : "")]\n")
    }

    func testItalicCJKIsSlantedAndEmojiIsNot() throws {
        // (Booleans, so a failure does not print two images' bytes.)
        XCTAssertTrue(try image("日本", italic: true).data != image("日本", italic: false).data, "italic CJK is slanted")
        XCTAssertTrue(try image("😀", italic: true).data == image("😀", italic: false).data, "emoji are never slanted")
    }
}
