import PlumbModel
import XCTest
@testable import PlumbText

/// Characters the run's face lacks are drawn by the fallback chain (issue 15), and what no face
/// has is reported, never drawn silently.
final class FontFallbackTests: XCTestCase {
    let engine = TextLayoutEngine(library: TestSupport.library)
    let body = ResolvedFont(size: 17)
    /// Index of a bundled fallback file in a run's chain, as `ShapedGlyph.face` counts (0: own face).
    func faceIndex(_ file: String) -> Int { FontMap.defaultFallbackFiles.firstIndex(of: file)! + 1 }

    func testJapaneseFallsBackToTheCJKFaceAndLatinStaysInInter() throws {
        let layout = try engine.layout("日本語のテキスト。Hello", font: body)
        let glyphs = layout.lines[0].glyphs
        let cjk = faceIndex("DroidSansFallbackFull.ttf")
        XCTAssertEqual(glyphs.map(\.face), Array(repeating: cjk, count: 9) + Array(repeating: 0, count: 5))
        XCTAssertFalse(glyphs.contains { $0.glyphID == 0 }, "no .notdef box")
        // Droid Sans Fallback's ideographs, kana and 。 are one em: 17 pt each, exactly.
        XCTAssertEqual(glyphs.prefix(9).map(\.advance), Array(repeating: 17, count: 9))
        let hello = try TextShaper(library: TestSupport.library).shape("Hello", font: body).width
        XCTAssertEqual(layout.width, 9 * 17 + hello)
        XCTAssertEqual(layout.missingCharacters, [])
        XCTAssertEqual((layout.runs[0].fallbackPaths[cjk - 1] as NSString).lastPathComponent, "DroidSansFallbackFull.ttf")
    }

    /// The space between two Arabic words stays in the Arabic face (one shaping run), and the
    /// width is the Noto Sans Arabic advances: 4,818 units of 1,000 at 17 pt.
    func testArabicIsOneRunInNotoSansArabic() throws {
        let layout = try engine.layout("مرحبا بالعالم", font: body)
        let glyphs = layout.lines[0].glyphs
        XCTAssertEqual(Set(glyphs.map(\.face)), [faceIndex("NotoSansArabic-Regular.ttf")])
        XCTAssertEqual(glyphs.count, 13)
        XCTAssertEqual(layout.width * 1000 / 17, 4818, accuracy: 1e-9)
        XCTAssertEqual(layout.missingCharacters, [])
    }

    func testBoldTextFallsBackToBoldCuts() throws {
        let bold = ResolvedFont(size: 17, weight: .bold)
        let layout = try engine.layout("שלום", font: bold)
        let face = layout.lines[0].glyphs[0].face
        XCTAssertEqual((layout.runs[0].fallbackPaths[face - 1] as NSString).lastPathComponent, "NotoSansHebrew-Bold.ttf")
    }

    func testEveryScriptOfTheChainIsCovered() throws {
        for (text, file) in [("नमस्ते", "NotoSansDevanagari-Regular.ttf"), ("สวัสดี", "NotoSansThai-Regular.ttf"),
                             ("한국어", "NanumSquareR.ttf"), ("中文", "DroidSansFallbackFull.ttf"),
                             ("♔", "NotoSansSymbols2-Regular.ttf")] {
            let layout = try engine.layout(text, font: body)
            XCTAssertEqual(Set(layout.lines[0].glyphs.map(\.face)), [faceIndex(file)], text)
            XCTAssertFalse(layout.lines[0].glyphs.contains { $0.glyphID == 0 }, text)
            XCTAssertEqual(layout.missingCharacters, [], text)
        }
    }

    /// A character no face has is drawn as the own face's .notdef and listed, once. U+1FAE9
    /// (face with bags under eyes) is a Unicode 16 emoji, newer than the bundled Noto Color
    /// Emoji 2.042 (Unicode 15): a real character that no bundled face has.
    func testMissingGlyphsAreListed() throws {
        let layout = try engine.layout("\u{1FAE9} ok \u{1FAE9}", font: body)
        XCTAssertEqual(layout.missingCharacters, ["\u{1FAE9}"])
        XCTAssertEqual(layout.lines[0].glyphs.first?.glyphID, 0)
        XCTAssertEqual(try engine.layout("Oil change", font: body).missingCharacters, [])
    }

    /// Text the run's face draws on its own never loads the chain (several MB of fonts: it
    /// grew a 200-snapshot verify from 33 to 41 MB when every text loaded it).
    func testTheChainIsLoadedOnlyForTextThatNeedsIt() throws {
        XCTAssertEqual(try engine.layout("Oil change due", font: body).runs[0].fallbackPaths, [])
        XCTAssertEqual(try engine.layout("Oil 日本", font: body).runs[0].fallbackPaths.count, FontMap.defaultFallbackFiles.count)
    }

    /// A system's own chain replaces the bundled one.
    func testASystemChainReplacesTheBundledOne() throws {
        let hebrewOnly = FontMap(fallbacks: [TestSupport.interPath("NotoSansHebrew-Regular.ttf")])
        let custom = TextLayoutEngine(library: FontLibrary(fontMap: hebrewOnly))
        XCTAssertEqual(try custom.layout("שלום 日本", font: body).missingCharacters, ["日", "本"])
        XCTAssertEqual(try custom.layout("שלום", font: body).lines[0].glyphs.map(\.face), [1, 1, 1, 1])
    }
}
