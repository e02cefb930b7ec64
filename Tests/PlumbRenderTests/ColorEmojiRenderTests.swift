import Foundation
import PlumbModel
import PlumbPNG
import PlumbRaster
@testable import PlumbRender
import XCTest

/// Colour emoji (issue 15, item 4): drawn from Noto Color Emoji's bitmap strike in their own
/// colours, scaled by integer area averaging, composited like an image.
final class ColorEmojiRenderTests: XCTestCase {
    func spec(_ text: String, colour: String = "ink", size: Double = 40, extra: String = "") -> String {
        """
        component: c
        body:
          text: "\(text)"
          modifiers: [{font: {size: \(size)}}, {foregroundColor: \(colour)}, {padding: 10}\(extra)]
        """
    }

    /// One opaque red source pixel, 1.5 destination pixels wide, starting half a pixel in:
    /// the first destination row and column are half covered, the corner a quarter.
    func testResamplerWeighsByExactArea() throws {
        let red: [UInt8] = [255, 0, 0, 255]
        let placed = try XCTUnwrap(BitmapResampler.resample(red, width: 1, height: 1, originX: 1, originY: 1, step: 3, unit: 2))
        XCTAssertEqual([placed.x, placed.y, placed.image.width, placed.image.height], [0, 0, 2, 2])
        // 255 × 1/4 = 63.75 → 64; 255 × 1/2 = 127.5 → 128 (half up); full → 255.
        XCTAssertEqual(placed.image.data, [64, 0, 0, 64, 128, 0, 0, 128, 128, 0, 0, 128, 255, 0, 0, 255])
    }

    /// A 2 × 2 block averaged into one pixel; a negative origin lands left of pixel 0.
    func testResamplerAveragesADownscale() throws {
        let source: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255,
                               0, 0, 255, 255, 0, 0, 0, 0]
        let placed = try XCTUnwrap(BitmapResampler.resample(source, width: 2, height: 2, originX: -4, originY: 0, step: 2, unit: 4))
        XCTAssertEqual([placed.x, placed.y, placed.image.width, placed.image.height], [-1, 0, 1, 1])
        XCTAssertEqual(placed.image.data, [64, 64, 64, 191])   // 255/4 = 63.75 → 64; 765/4 = 191.25 → 191
    }

    /// The grinning face is yellow (R and G high, B low: colour, not the grey of a coverage
    /// mask), the same in ink and in accent (the run's colour does not tint it), and pinned to
    /// the byte at a few pixels.
    func testEmojiAreDrawnInTheirOwnColours() throws {
        let (out, _) = try renderOutput(spec("😀"))
        let p = out.image.pixmap
        let accent = try render(spec("😀", colour: "accent"))
        XCTAssertEqual(p.data, accent.data, "the text colour does not tint an emoji")
        XCTAssertEqual([p.width, p.height], [70, 69])   // 2550/2048 em wide at 40 pt, Inter's line height
        XCTAssertEqual(rgba(p, 20, 25), [248, 200, 44, 255])   // yellow face
        XCTAssertEqual(rgba(p, 30, 20), [250, 207, 45, 255])
        XCTAssertEqual(rgba(p, 25, 45), [66, 43, 13, 255])     // the mouth
        XCTAssertEqual(rgba(p, 40, 40), [255, 255, 255, 255])  // a tooth
        XCTAssertEqual(rgba(p, 5, 5), [255, 255, 255, 255])    // the padding is untouched
    }

    /// An opacity group fades an emoji like any view: the yellow pixel at half opacity over
    /// white is div255(248 × 128) + div255(255 × 127) = 124 + 127 = 251 …
    func testOpacityFadesAnEmoji() throws {
        let p = try render(spec("😀", extra: ", {opacity: 0.5}"))
        XCTAssertEqual(rgba(p, 20, 25), [251, 227, 149, 255])
    }

    /// Drawn again from the cache, and by a fresh renderer, the bytes are the same.
    func testTheCacheNeverChangesAPixel() throws {
        let (first, renderer) = try renderOutput(spec("👍🏽 🇯🇵", size: 17), scale: 3)
        let again = try renderer.render(component: "c", variant: "default", appearance: .light, dynamicType: .large, scale: 3)
        XCTAssertEqual(first.image.pixmap.data, again.image.pixmap.data)
        XCTAssertEqual(first.image.pixmap.data, try render(spec("👍🏽 🇯🇵", size: 17), scale: 3).data)
    }

    /// A line of emoji between text (a face, a skin tone, a flag, a ZWJ family, a keycap, the
    /// red heart of U+2764 U+FE0F and Inter's text heart without it), byte for byte.
    /// After an intended change: `PLUMB_RECORD_GOLDENS=1 swift test --filter ColorEmojiRenderTests`.
    func testGolden() throws {
        let image = try render(spec("Hi 😀👍🏽🇯🇵👩‍👩‍👧 1️⃣ ❤️ ❤"), scale: 2)
        let bytes = Data(try PNGCodec.encode(image))
        let file = GoldenImageTests.root.appendingPathComponent("Tests/PlumbRenderTests/Goldens/emoji-text-light@2x.png")
        if ProcessInfo.processInfo.environment["PLUMB_RECORD_GOLDENS"] == "1" {
            try bytes.write(to: file)
            return
        }
        XCTAssertEqual(try Data(contentsOf: file), bytes, "emoji-text-light@2x.png differs")
    }
}
