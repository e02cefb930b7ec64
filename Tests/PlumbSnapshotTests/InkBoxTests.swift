import PlumbRaster
import PlumbSnapshot
import XCTest

/// The ink box: what differs from the corner's colour by more than about 10 %, so that a
/// faint anti-aliasing fringe one renderer draws and another does not leaves the box alone.
final class InkBoxTests: XCTestCase {
    func image(_ paint: (inout Pixmap) -> Void) throws -> Pixmap {
        var p = try XCTUnwrap(Pixmap(width: 12, height: 10))
        p.fill(Color8(r: 255, g: 255, b: 255, a: 255))
        paint(&p)
        return p
    }

    func testBoxOfTheInkAndTheFaintFringeLeftOut() throws {
        let p = try image { p in
            for y in 2...5 { for x in 3...8 { p[x, y] = Color8(r: 0, g: 0, b: 200, a: 255) } }
            // 24 below white in every channel: not ink (the threshold is "more than 24").
            p[10, 8] = Color8(r: 231, g: 231, b: 231, a: 255)
            // 25 below: ink.
            p[1, 7] = Color8(r: 230, g: 255, b: 255, a: 255)
        }
        XCTAssertEqual(InkBox.of(p), InkBox(x: 1, y: 2, width: 8, height: 6))
        XCTAssertEqual(InkBox.of(p)?.points(scale: 2), "0.50,1 4×3 pt")
    }

    func testOneColourHasNoBox() throws {
        XCTAssertNil(InkBox.of(try image { _ in }))
    }

    func testLargestEdgeOffset() {
        let a = InkBox(x: 3, y: 2, width: 6, height: 4)
        // Right edge 9 → 10, bottom 6 → 9: the bottom's 3 px is the largest.
        XCTAssertEqual(a.largestEdgeOffset(to: InkBox(x: 3, y: 2, width: 7, height: 7)), 3)
        XCTAssertEqual(a.largestEdgeOffset(to: InkBox(x: 1, y: 2, width: 8, height: 4)), 2)
        XCTAssertEqual(a.largestEdgeOffset(to: a), 0)
    }
}
