import Dispatch
import PlumbModel
import XCTest
@testable import PlumbText

final class TextShaperTests: XCTestCase {
    let shaper = TextShaper(library: TestSupport.library)

    func testTrackingAddsExactlyTrackingTimesCharacters() throws {
        // Letters without ligatures or contextual alternates, so only tracking differs.
        let text = "WAV Zürich"
        let plain = try shaper.shape(text, font: ResolvedFont(size: 17))
        let tracked = try shaper.shape(text, font: ResolvedFont(size: 17, tracking: 1.5))
        XCTAssertEqual(tracked.width - plain.width, 1.5 * 10, accuracy: 1e-9)
        // Tracking follows every character, so the second glyph moves by exactly one tracking.
        XCTAssertEqual(tracked.glyphs[1].x - plain.glyphs[1].x, 1.5, accuracy: 1e-9)
        XCTAssertEqual(tracked.characterAdvances.reduce(0, +), tracked.width, accuracy: 1e-9)
    }

    func testTrackingCountsGraphemesNotScalars() throws {
        // "e" + combining acute is one Character: tracked once.
        let text = "Cafe\u{301}"
        let plain = try shaper.shape(text, font: ResolvedFont(size: 17))
        let tracked = try shaper.shape(text, font: ResolvedFont(size: 17, tracking: 2))
        XCTAssertEqual(tracked.width - plain.width, 2 * 4, accuracy: 1e-9)
    }

    func testLigatureOnWithoutTrackingOffWithTracking() throws {
        // Inter 4.0 beta7 has no default "fi" ligature (its f and i do not collide); its
        // ligature/contextual arrows are the default-on ligatures, so "->" exercises them.
        let plain = try shaper.shape("A->B", font: ResolvedFont(size: 17))
        XCTAssertEqual(plain.glyphs.count, 3, "'->' forms one arrow glyph")
        XCTAssertEqual(plain.glyphs.map(\.cluster), [0, 1, 3])
        let tracked = try shaper.shape("A->B", font: ResolvedFont(size: 17, tracking: 0.5))
        XCTAssertEqual(tracked.glyphs.count, 4, "ligatures are off when tracking is non-zero")
        XCTAssertEqual(tracked.glyphs.map(\.cluster), [0, 1, 2, 3])
        // The arrow ligature spans two characters, and both are still tracked.
        let ligatedTracked = TextShaper.shape("A->B", face: try TestSupport.library.face(for: ResolvedFont(size: 17)),
                                              size: 17, tracking: 0)
        XCTAssertEqual(ligatedTracked.characterAdvances.count, 4)
        XCTAssertEqual(ligatedTracked.characterAdvances[2], 0, "a ligature's advance goes to its first character")
        // In this font "fi" stays two glyphs either way.
        XCTAssertEqual(try shaper.shape("fi", font: ResolvedFont(size: 17)).glyphs.count, 2)
    }

    func testUppercaseTransformEqualsShapingUppercasedString() throws {
        let upper = try shaper.shape("Due soon", font: ResolvedFont(size: 13, uppercase: true))
        let manual = try shaper.shape("DUE SOON", font: ResolvedFont(size: 13))
        XCTAssertEqual(upper.text, "DUE SOON")
        XCTAssertEqual(upper.width, manual.width)
        XCTAssertEqual(upper.glyphs, manual.glyphs)
        let lower = try shaper.shape("Due soon", font: ResolvedFont(size: 13))
        XCTAssertNotEqual(upper.width, lower.width)
    }

    func testGlyphPositionsAndWidthAreExactDesignUnits() throws {
        let run = try shaper.shape("AV", font: ResolvedFont(size: 17))
        let face = try TestSupport.library.face(for: ResolvedFont(size: 17))
        XCTAssertEqual(run.glyphs.count, 2)
        XCTAssertEqual(run.glyphs[0].x, 0)
        XCTAssertEqual(run.glyphs[1].x, run.glyphs[0].advance)
        // Every advance is an integer number of design units.
        for glyph in run.glyphs {
            let units = glyph.advance * Double(face.unitsPerEm) / 17
            XCTAssertEqual(units, units.rounded(), accuracy: 1e-9)
        }
        // "AV" kerns: the shaped width is below the sum of the nominal advances.
        let nominal = run.glyphs.map { Double(face.advance(glyph: $0.glyphID)) * 17 / Double(face.unitsPerEm) }
        XCTAssertLessThan(run.width, nominal.reduce(0, +))
    }

    func testEmptyStringHasNoGlyphs() throws {
        let run = try shaper.shape("", font: ResolvedFont(size: 17, tracking: 1))
        XCTAssertEqual(run.glyphs.count, 0)
        XCTAssertEqual(run.width, 0)
    }

    func testAbsurdInputIsRefused() {
        let long = String(repeating: "a", count: TextShaper.maximumCharacterCount + 1)
        XCTAssertThrowsError(try shaper.shape(long, font: ResolvedFont(size: 17))) { error in
            XCTAssertTrue(error is PlumbError)
        }
        XCTAssertThrowsError(try shaper.shape("x", font: ResolvedFont(size: .nan)))
        XCTAssertThrowsError(try shaper.shape("x", font: ResolvedFont(size: -3)))
    }

    func testConcurrentShapingGivesIdenticalResults() throws {
        // A fresh library so faces are also created concurrently.
        let library = FontLibrary()
        let shaper = TextShaper(library: library)
        let texts = ["Keep practicing! Review the explanations below.", "office fjord", "32,500 mi • 2022"]
        let fonts = [ResolvedFont(size: 15, weight: .medium), ResolvedFont(size: 24, weight: .bold),
                     ResolvedFont(size: 12, design: .monospaced, tracking: 1.2)]
        let expected = try texts.flatMap { text in try fonts.map { try TextShaper(library: FontLibrary()).shape(text, font: $0) } }
        let results = ResultBox(count: 64)
        DispatchQueue.concurrentPerform(iterations: 64) { iteration in
            let index = iteration % expected.count
            let run = try? shaper.shape(texts[index / fonts.count], font: fonts[index % fonts.count])
            results.set(iteration, run)
        }
        for iteration in 0..<64 {
            XCTAssertEqual(results.get(iteration), expected[iteration % expected.count], "iteration \(iteration)")
        }
    }
}

/// Lock-protected result slots for the concurrency test.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [ShapedRun?]

    init(count: Int) { values = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: ShapedRun?) { lock.withLock { values[index] = value } }
    func get(_ index: Int) -> ShapedRun? { lock.withLock { values[index] } }
}
