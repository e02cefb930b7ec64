import PlumbModel
import XCTest
@testable import PlumbText

/// Colour emoji (issue 15, item 4): emoji-presentation clusters go to the bundled colour face
/// and are shaped by its GSUB as one glyph each; text-presentation ones stay in the text faces.
final class ColorEmojiTests: XCTestCase {
    let engine = TextLayoutEngine(library: TestSupport.library)
    let body = ResolvedFont(size: 17)
    let emoji = FontMap.defaultFallbackFiles.firstIndex(of: "NotoColorEmoji.ttf")! + 1
    /// Every Noto Color Emoji glyph advances 2,550 units of 2,048: 21.166… pt at 17 pt.
    let advance = 2550.0 * 17 / 2048

    func testTheColourFaceIsLastInTheChainAndKnowsItIsColour() throws {
        XCTAssertEqual(FontMap.defaultFallbackFiles.last, "NotoColorEmoji.ttf")
        let faces = try TestSupport.library.fallbackFaces(for: body)
        XCTAssertEqual(faces.map(\.hasColorBitmaps), Array(repeating: false, count: faces.count - 1) + [true])
        XCTAssertFalse(try TestSupport.library.face(for: body).hasColorBitmaps)
    }

    /// A ZWJ family, a skin tone, a flag, a keycap: one cluster, one glyph (a GSUB ligature of
    /// the colour face), one advance, nothing missing.
    func testSequencesAreOneGlyphOfTheColourFace() throws {
        // U+1FAE8 (shaking face, Unicode 15) was a missing glyph before the colour face came;
        // the phoenix (bird ZWJ fire) is a Unicode 15.1 sequence.
        for text in ["👩‍👩‍👧", "👍🏽", "🇯🇵", "1️⃣", "🏳️‍🌈", "\u{1FAE8}", "\u{1F426}\u{200D}\u{1F525}"] {
            let layout = try engine.layout(text, font: body)
            XCTAssertEqual(layout.lines.count, 1, text)
            let glyphs = layout.lines[0].glyphs
            XCTAssertEqual(glyphs.count, 1, text)
            XCTAssertEqual(glyphs.map(\.face), [emoji], text)
            XCTAssertEqual(glyphs.map(\.cluster), [0], text)
            XCTAssertNotEqual(glyphs.first?.glyphID, 0, text)
            XCTAssertEqual(glyphs.first?.advance ?? 0, advance, accuracy: 1e-12, text)
            XCTAssertEqual(layout.width, advance, accuracy: 1e-12, text)
            XCTAssertEqual(layout.missingCharacters, [], text)
        }
    }

    /// "❤️" is U+2764 (which Inter has) + U+FE0F: the run's own face has every scalar, yet
    /// the cluster asks for emoji, so the chain must be loaded for it (the lazy chain skipped it).
    func testAnEmojiWhoseBaseTheTextFaceHasStillLoadsTheChain() throws {
        let layout = try engine.layout("❤️ ok", font: body)
        XCTAssertEqual(layout.lines[0].glyphs.first?.face, emoji)
        XCTAssertEqual(try engine.layout("❤ ok", font: body).lines[0].glyphs.first?.face, 0)
    }

    /// Tracking turns off optional ligatures, not the emoji sequences: they stay one glyph, with
    /// the tracking once after the cluster.
    func testTrackedSequencesStayWhole() throws {
        var tracked = body
        tracked.tracking = 2
        for text in ["👩‍👩‍👧", "👍🏽", "🇯🇵", "1️⃣"] {
            let layout = try engine.layout(text, font: tracked)
            XCTAssertEqual(layout.lines[0].glyphs.count, 1, text)
            XCTAssertEqual(layout.width, advance + 2, accuracy: 1e-12, text)
        }
    }

    /// A line too narrow for two families breaks between them, never inside one.
    func testSequencesWrapWhole() throws {
        let layout = try engine.layout("👩‍👩‍👧👍🏽", font: body, proposedWidth: 30)
        XCTAssertEqual(layout.lines.map(\.glyphs.count), [1, 1])
        XCTAssertEqual(layout.lines.map(\.text), ["👩‍👩‍👧", "👍🏽"])
    }

    /// The glyphs of the family and of its parts differ: the ligature really formed.
    func testTheFamilyIsALigatureNotItsParts() throws {
        let family = try engine.layout("👩‍👩‍👧", font: body).lines[0].glyphs[0].glyphID
        let parts = try engine.layout("👩👧", font: body).lines[0].glyphs.map(\.glyphID)
        XCTAssertEqual(parts.count, 2)
        XCTAssertFalse(parts.contains(family))
    }

    /// U+FE0F asks for the emoji even where Inter has a text glyph; U+FE0E keeps the text glyph,
    /// and so does a text-default character on its own.
    func testPresentationSelectors() throws {
        let inter = try TestSupport.library.face(for: body)
        XCTAssertTrue(inter.covers("\u{2764}"), "Inter has a text heart")
        XCTAssertEqual(try engine.layout("\u{2764}\u{FE0F}", font: body).lines[0].glyphs.map(\.face), [emoji])
        XCTAssertEqual(Set(try engine.layout("\u{2764}\u{FE0E}", font: body).lines[0].glyphs.map(\.face)), [0])
        XCTAssertEqual(try engine.layout("\u{2764}", font: body).lines[0].glyphs.map(\.face), [0])
        // An Emoji_Presentation character (U+231A watch) is an emoji unless FE0E follows it.
        XCTAssertEqual(try engine.layout("\u{231A}", font: body).lines[0].glyphs.map(\.face), [emoji])
        XCTAssertFalse(try engine.layout("\u{231A}\u{FE0E}", font: body).lines[0].glyphs.contains { $0.face == emoji })
    }

    /// Spaces and punctuation after an emoji stay in the text face (the colour face's space is
    /// an emoji-wide blank), and the character advances add up to the width.
    func testTextAroundEmojiStaysInInter() throws {
        let layout = try engine.layout("Hi 👋🏽, ok", font: body)
        let glyphs = layout.lines[0].glyphs
        XCTAssertEqual(glyphs.map(\.face), [0, 0, 0, emoji, 0, 0, 0, 0])
        let inter = TextShaper(library: TestSupport.library)
        let text = try inter.shape("Hi ", font: body).width + inter.shape(", ok", font: body).width
        XCTAssertEqual(layout.width, text + advance, accuracy: 1e-9)
        XCTAssertEqual(layout.missingCharacters, [])
    }

    /// The emoji rule on its own: which clusters ask for emoji presentation.
    func testEmojiPresentationRule() {
        let emoji: [Character] = ["😀", "❤️", "👍🏽", "🇯🇵", "1️⃣", "#️⃣", "👩‍👩‍👧", "👁‍🗨", "🏴󠁧󠁢󠁥󠁮󠁧󠁿", "⌚"]
        // Text: plain symbols, FE0E, and a ZWJ that joins Devanagari, not emoji.
        let text = Array("A1#©❤❤︎⌚︎日 ") + Array("क्‍ष")
        XCTAssertEqual(emoji.filter { !FaceItemizer.wantsEmoji($0) }, [])
        XCTAssertEqual(text.filter { FaceItemizer.wantsEmoji($0) }, [])
    }
}
