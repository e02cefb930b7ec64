import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// Two texts down a `VStack`: the lower one's leading apart, and a text style's leading is its
/// Dynamic Type line height less the face's own line (docs/reference/stack-spacing.md).
final class SwiftTextStyleSpacingTests: XCTestCase {
    private func gap(_ upper: String, _ lower: String, size: String = ".large") throws -> (gap: Double, leading: Double) {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            VStack {
                Text("12:23 AM").font(\(upper))
                Text("Arrival").font(\(lower))
            }
            .dynamicTypeSize(\(size))
        }
        """)
        let texts = t.nodes.filter { $0.text != nil }
        XCTAssertEqual(texts.count, 2)
        let font = try XCTUnwrap(texts[1].font)
        let m = try XCTUnwrap(sharedLayout.text.library.metrics(for: font))
        let natural = Double(m.ascender - m.descender) * font.size / Double(m.unitsPerEm)
        return (texts[1].frame.y - texts[0].frame.maxY, try XCTUnwrap(font.lineHeight) - natural)
    }

    /// ferrostar's trip progress (a `.title2.bold()` value above its `.subheadline` caption):
    /// iOS puts the caption's baseline 21.67 pt under the value's, the two SF Pro lines
    /// (19.59 pt) plus subheadline's leading, 20 − 17.90 = 2.10 pt; Plumb's texts touched.
    func testASubheadlineUnderATitleKeepsItsLeading() throws {
        let (gap, leading) = try gap(".title2.bold()", ".subheadline")
        XCTAssertGreaterThan(leading, 1.5, "subheadline's 20 pt line is taller than the face's")
        XCTAssertEqual(gap, leading, accuracy: 1e-9)
    }

    /// Home Assistant's onboarding row at the medium size (`.headline` 16 pt above `.caption`
    /// 11 pt on a 13 pt line): a line shorter than the face's has no leading, so the texts touch
    /// — iOS's baselines are 14.33 pt apart, SF Pro's descender and ascender at those sizes.
    func testALineShorterThanTheFacesAddsNothing() throws {
        let (gap, leading) = try gap(".headline", ".caption", size: ".medium")
        XCTAssertLessThan(leading, 0)
        XCTAssertEqual(gap, 0, accuracy: 1e-9)
    }
}
