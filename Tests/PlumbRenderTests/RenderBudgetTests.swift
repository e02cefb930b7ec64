import Foundation
import PlumbModel
import PlumbRaster
import PlumbRender
import XCTest

/// Unbounded work from one number and memory from layers, now bounded before the work is done
/// (before, each case below ran past 20 s or allocated gigabytes).
final class RenderBudgetTests: XCTestCase {
    func testBackdropBlurRadiusIsBoundedInPixels() {
        for radius in ["400", "16384"] {
            let pixels = radius == "400" ? "1200" : "49152"
            expectRenderError("""
            component: c
            body:
              rectangle: {}
              modifiers: [{fill: accent}, {frame: {width: 1000, height: 1000}}, {backdropBlur: \(radius)}]
            """, scale: 3, "c.yaml:3:3: error: backdropBlur radius of \(pixels) px (\(radius) pt × 3) on body/rectangle "
                + "exceeds the blur radius limit of 512 px")
        }
    }

    func testShadowRadiusCountsScaleEffect() {
        // 10 pt is fine at @3x (30 px) but 20× larger under scaleEffect: 600 px.
        expectRenderError("""
        component: c
        body:
          rectangle: {}
          modifiers: [{frame: {width: 10, height: 10}}, {shadow: {color: "#000000", radius: 10}}, {scaleEffect: 20}]
        """, scale: 3, "c.yaml:3:3: error: shadow radius of 600 px (10 pt × 60) on body/rectangle exceeds the blur radius limit of 512 px")
    }

    func testGlassOnAHugeShapeExceedingThePixelWorkBudgetIsRefusedBeforeBlurring() {
        // A 20 pt blur at @3x (σ = 30 px) over 9 M px, charged before it runs: 4 channels ×
        // (9 M px read + 38.3 M of decimated blur) + 9 M blended = 198 M operations (13 G with
        // the 181-tap kernel before the blur was O(1) per pixel). The default budget holds it;
        // a budget of 100 M refuses it.
        let start = Date()
        XCTAssertThrowsError(try render("""
        component: c
        body:
          rectangle: {}
          modifiers: [{fill: accent}, {frame: {width: 1000, height: 1000}}, {glassEffect: {}}]
        """, tokens: defaultTokens + "\nlimits: {pixelWork: 100000000}\n", scale: 3)) { error in
            XCTAssertEqual("\(error)", "c.yaml:3:3: error: drawing body/rectangle exceeds the pixel work limit of 100000000 operations "
                           + "per snapshot (9000000 spent, the next operation needs 198203280)")
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 5, "ended within 5 s")
    }

    func testHugeScaledTextCostsOnlyWhatLandsOnTheCanvas() throws {
        // 42 pt × 32 × 3 = 4032 px glyphs: before, every glyph of the text was rendered and
        // cached (9 s, 860 MB for this text at 300 repeats); now only those on the canvas are.
        let words = Array(repeating: "Lorem ipsum dolor sit amet", count: 60).joined(separator: " ")
        let start = Date()
        let (output, _) = try renderOutput("""
        component: c
        body:
          text: "\(words)"
          modifiers: [{font: {size: 42}}, {frame: {width: 1300, height: 1000}}, {scaleEffect: 32}, {clipShape: rectangle}]
        """, scale: 3)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        XCTAssertEqual([output.image.pixmap.width, output.image.pixmap.height], [3900, 3000])
        // About 40 glyphs of 4032² px reach the canvas; FreeType renders each whole.
        XCTAssertLessThan(output.image.work, Limits.pixelWork / 2)
    }

    func testConsecutiveOpacitiesAreOneLayerOfTheirProduct() throws {
        // Before: one full-canvas layer per modifier (30 × 36 MB here; 2.5–3.8 GB and a crash
        // for bigger frames and longer stacks) and seconds of compositing. 30 opacities and the
        // fill and frame are the modifiers-per-node limit of 32.
        let stack = Array(repeating: "{opacity: 0.99}", count: 30).joined(separator: ", ")
        let start = Date()
        let p = try render("""
        component: c
        body:
          rectangle: {}
          modifiers: [{fill: ink}, {frame: {width: 1000, height: 1000}}, \(stack)]
        """, scale: 3)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        // One composite at coverage round(0.99³⁰ × 255) = 189 of ink (0x12) over white.
        let c = UInt32((pow(0.99, 30) * 255 + 0.5).rounded(.down))
        XCTAssertEqual(c, 189)
        let ink = Compositing.sourceOver(Color8(r: 0x12, g: 0x12, b: 0x12, a: 255), coverage: UInt8(c), onto: Color8(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(rgba(p, 1500, 1500), [Int(ink.r), Int(ink.g), Int(ink.b), 255])
    }

    func testNestedLayersBeyondTheDepthLimitAreALocatedError() {
        // Opacity groups that are not consecutive nest: 9 deep passes the limit of 8.
        let chain = Array(repeating: "{opacity: 0.9}, {padding: 1}", count: 9).joined(separator: ", ")
        expectRenderError("""
        component: c
        body:
          rectangle: {}
          modifiers: [{frame: {width: 10, height: 10}}, \(chain)]
        """, scale: 1, "c.yaml:3:3: error: body/rectangle needs 9 nested layers (opacity groups, shadows, blend modes and blurs), exceeding the layer depth limit of 8")
    }

    func testShadowsCountAsLayers() {
        // Nine shadowed zstacks, each inside the last: nine offscreen layers at once.
        let nested = (0..<9).reduce("{rectangle: {}, modifiers: [{frame: {width: 4, height: 4}}]}") { inner, _ in
            "{zstack: {children: [\(inner)]}, modifiers: [{shadow: {color: \"#000000\", radius: 1}}]}"
        }
        expectRenderError("component: c\nbody: \(nested)\n", scale: 1,
                          "c.yaml:2:\(8 + 8 * 21):"
                          + " error: body/zstack/0/zstack/0/zstack/0/zstack/0/zstack/0/zstack/0/zstack/0/zstack/0/zstack needs 9 nested layers (opacity groups, shadows, blend modes and blurs), exceeding the layer depth limit of 8")
    }

    func testAShadowBlursOnlyWhatWasDrawnAndTheSameBytesAsBefore() throws {
        // A small shadowed view on a large canvas: the blur covers the view's pixels, not the canvas.
        let (output, _) = try renderOutput("""
        component: c
        body:
          zstack:
            children:
              - rectangle: {}
                modifiers: [{frame: {width: 1000, height: 1000}}, {fill: accent}]
              - rectangle: {}
                modifiers: [{fill: ink}, {frame: {width: 10, height: 10}}, {shadow: {color: "#000000", radius: 8}}]
        """, scale: 3)
        XCTAssertLessThan(output.image.work, 60_000_000, "about 2 canvases of compositing and a 30 × 30 px blur")
    }
}
