import Foundation
import PlumbModel
@testable import PlumbRender
import PlumbText
import XCTest

/// The glyph cache keys on face, glyph, size and 1/64 pen position, so a long run of varied
/// text meets ever new keys; it must stay within its byte budget and never change a result.
final class GlyphCacheBoundTests: XCTestCase {
    func testCacheStaysWithinItsBudgetAndNeverChangesAGlyph() throws {
        let face = try FontLibrary().face(for: ResolvedFont(size: 17))
        let glyphs = GlyphRasterizer(cacheBudget: 20_000)
        let uncached = GlyphRasterizer(cacheBudget: 1)
        var first: [Int: [UInt8]] = [:]
        var drawn = 0
        for round in 0..<2 {
            for glyph in UInt32(36)..<UInt32(60) {
                for step in 0..<16 {
                    let x = 10 + Double(step) / 16
                    guard let mask = glyphs.mask(face: face, glyph: glyph, sizePixels: 34, x: x, y: 40) else { continue }
                    let key = Int(glyph) * 16 + step
                    if round == 0 {
                        first[key] = mask.coverage
                        drawn += mask.coverage.count
                        // The same glyph drawn without the cache: identical bytes.
                        XCTAssertEqual(uncached.mask(face: face, glyph: glyph, sizePixels: 34, x: x, y: 40)?.coverage, mask.coverage)
                    } else {
                        XCTAssertEqual(first[key], mask.coverage, "glyph \(glyph) at x \(x) changed after the cache rolled over")
                    }
                    XCTAssertLessThanOrEqual(glyphs.cachedBytes, 40_000, "two generations of 20,000 bytes at most")
                }
            }
        }
        XCTAssertGreaterThan(drawn, 100_000, "the run must draw far more than the budget for the bound to mean anything")
        XCTAssertGreaterThan(glyphs.cachedBytes, 10_000, "the cache still keeps glyphs")
    }
}
