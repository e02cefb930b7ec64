import Foundation
import PlumbModel
import PlumbPNG
import PlumbRaster
import PlumbRender
import XCTest

final class TextRenderTests: XCTestCase {
    /// Pixels of the text colour exactly where stems fully cover pixels, nothing outside the
    /// text frame, anti-aliased values in between.
    func testGlyphsDrawInsideTheTextFrameInTheExactColour() throws {
        let p = try render("""
        component: c
        body:
          text: "HI"
          modifiers: [{font: {size: 40, weight: bold}}, {foregroundColor: ink}, {padding: 10}]
        """, scale: 3)
        var dark = 0, exact = 0, outside = 0
        for y in 0..<p.height {
            for x in 0..<p.width {
                let c = rgba(p, x, y)
                if c[0] < 255 {
                    dark += 1
                    if c == hex("#121212") { exact += 1 }
                    if x < 30 || y < 30 || x >= p.width - 30 || y >= p.height - 30 { outside += 1 }
                }
            }
        }
        XCTAssertGreaterThan(dark, 2000)
        XCTAssertGreaterThan(exact, 1000, "fully covered stem pixels are exactly the token colour")
        XCTAssertEqual(outside, 0, "nothing is drawn in the padding")
    }

    /// Across, a glyph keeps its exact position (a quarter point shows); down, each line's
    /// baseline is on a whole pixel, as iOS sets lines (SBB's eight-line paragraph: without it
    /// every line sat up to half a pixel off iOS's, alternating as the 71.625 px pitch went).
    func testGlyphsAreExactAcrossAndOnWholePixelBaselines() throws {
        let spec = { (x: Double, y: Double) in """
        component: c
        body:
          text: "l"
          modifiers: [{font: {size: 17}}, {offset: {x: \(x), y: \(y)}}, {frame: {width: 30, height: 30, alignment: leading}}]
        """ }
        let a = try render(spec(5, 0), scale: 1)
        XCTAssertNotEqual(a.data, try render(spec(5.25, 0), scale: 1).data, "a quarter point across is visible")
        let across = try render(spec(6, 0), scale: 1)
        for y in 0..<30 {
            for x in 0..<29 { XCTAssertEqual(rgba(a, x, y), rgba(across, x + 1, y)) }
        }
        // Down by tenths of a point, the glyph is drawn on one row or the next, never between.
        let below = try render(spec(5, 1), scale: 1)
        var rows: Set<Int> = []
        for k in 0...10 {
            let moved = try render(spec(5, Double(k) / 10), scale: 1)
            if moved.data == a.data { rows.insert(0) } else if moved.data == below.data { rows.insert(1) } else { XCTFail("\(k) tenths: between rows") }
        }
        XCTAssertEqual(rows, [0, 1])
    }

    func testCustomIconPathIsMappedFromItsViewBox() throws {
        // A 10 × 20 viewBox triangle at 40 pt: the box is 20 × 40 and the path fills its left half.
        let p = try render("""
        component: c
        body:
          icon: {path: "M0 0 H5 V20 H0 Z", viewBox: [10, 20]}
          modifiers: [{font: {size: 40}}, {foregroundColor: ink}]
        """, scale: 1)
        XCTAssertEqual([p.width, p.height], [20, 40])
        XCTAssertEqual(rgba(p, 4, 20), hex("#121212"))
        XCTAssertEqual(rgba(p, 15, 20), hex("#FFFFFF"))
        XCTAssertThrowsError(try render("component: c\nbody:\n  icon: {path: \"M0 0 Q\"}\n")) { e in
            XCTAssertEqual((e as? PlumbError)?.location?.line, 3)
        }
    }

    func testIconsDrawInTheirBox() throws {
        let p = try render("""
        component: c
        body:
          hstack:
            spacing: 10
            children:
              - icon: chevron.right
              - icon: checkmark
              - icon: car.side.fill
          modifiers: [{font: {size: 40, weight: semibold}}, {foregroundColor: ink}, {padding: 5}]
        """, scale: 1)
        // car.side.fill body covers the middle of its 76 × 36 box exactly.
        let carX = 5 + 24 + 10 + 40 + 10
        XCTAssertEqual(rgba(p, carX + 38, 5 + 2 + 18), hex("#121212"))
        XCTAssertEqual(rgba(p, 1, 1), hex("#FFFFFF"))
        // The chevron's stroke passes through its box's middle-right region.
        var chevronInk = 0
        for y in 5..<(5 + 40) { for x in 5..<(5 + 24) where rgba(p, x, y)[0] < 128 { chevronInk += 1 } }
        XCTAssertGreaterThan(chevronInk, 40)
    }

    /// Squeezed below one character, "Weis" is sized as four one-grapheme lines: the image has
    /// ink in each of the four line boxes of its frame, inside that line's width, and nowhere else.
    func testTextIsDrawnWithTheLinesItWasSizedWith() throws {
        let (output, renderer) = try renderOutput("""
        component: c
        body:
          text: "Weis"
          modifiers: [{font: {size: 16, weight: bold}}, {foregroundColor: ink}, {frame: {width: 1, height: 200, alignment: topLeading}}, {padding: {trailing: 30}}]
        """, scale: 3)
        let p = output.image.pixmap
        guard let node = output.tree.nodes.first(where: { $0.kind == "text" }), let font = node.font else {
            return XCTFail("no text node")
        }
        let sized = try renderer.layout.text.layout("Weis", font: font, proposedWidth: 1, maxHeight: 200)
        XCTAssertEqual(sized.lines.map(\.text), ["W", "e", "i", "s"])
        // Sized in whole pixels of the 3× screen, rounded up, as iOS sizes text.
        XCTAssertEqual(node.frame.height, (sized.height * 3).rounded(.up) / 3, accuracy: 1e-9)
        let s = 3.0, slack = 1.0 // one pixel of anti-aliasing around the advance box
        var inkPerLine = [Int](repeating: 0, count: sized.lines.count)
        var outside: [String] = []
        for y in 0..<p.height {
            for x in 0..<p.width where rgba(p, x, y) != hex("#FFFFFF") {
                let k = Int(Double(y) / (sized.lineHeight * s))
                guard k < sized.lines.count else { outside.append("(\(x), \(y)) below the last line"); continue }
                let line = sized.lines[k]
                let left = (node.frame.x + line.x) * s - slack, right = (node.frame.x + line.x + line.width) * s + slack
                if Double(x) < left || Double(x) + 1 > right {
                    outside.append("(\(x), \(y)) outside line \(k) \"\(line.text)\" [\(left), \(right)]")
                }
                inkPerLine[k] += 1
            }
        }
        XCTAssertEqual(outside.count, 0, "first: \(outside.prefix(3))")
        for (k, ink) in inkPerLine.enumerated() {
            XCTAssertGreaterThan(ink, 50, "line \(k) \"\(sized.lines[k].text)\" is drawn in its own line box")
        }
    }
}
