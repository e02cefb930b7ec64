import Foundation
import PlumbModel
import PlumbRaster
import PlumbRender
import XCTest

/// `blendMode:` and `blur:` in a spec's modifiers, drawn through the renderer, and their budgets.
final class BlendBlurRenderTests: XCTestCase {
    func testEveryModelBlendModeHasItsRasterMode() {
        // The renderer maps SwiftUI's cases onto the raster's by name.
        XCTAssertEqual(BlendMode.allCases.map(\.rawValue), Compositing.BlendMode.allCases.map(\.rawValue))
        XCTAssertEqual(BlendMode.allCases.count, 21)
    }

    func testMultiplyOverTheViewsBeneath() throws {
        // accent #E89B3C × teal #4CABA8: 232·76/255 = 69.1 → 69, 155·171/255 = 103.9 → 104,
        // 60·168/255 = 39.5 → 40 (39.53).
        let p = try render("""
        component: c
        body:
          zstack:
            children:
              - rectangle: {}
                modifiers: [{fill: accent}]
              - rectangle: {}
                modifiers: [{fill: teal}, {frame: {width: 10, height: 10}}, {blendMode: multiply}]
          modifiers: [{frame: {width: 20, height: 20}}]
        """)
        XCTAssertEqual(rgba(p, 10, 10), [69, 104, 40, 255])
        XCTAssertEqual(rgba(p, 1, 1), hex("#E89B3C"))
    }

    func testBlurSpreadsBeyondTheFrameWithoutMovingLayout() throws {
        let spec = """
        component: c
        body:
          zstack:
            children:
              - rectangle: {}
                modifiers: [{fill: ink}, {frame: {width: 10, height: 10}}, {blur: BLUR}]
          modifiers: [{frame: {width: 30, height: 30}}]
        """
        let sharp = try render(spec.replacingOccurrences(of: "BLUR", with: "0"))
        let blurred = try render(spec.replacingOccurrences(of: "BLUR", with: "{radius: 2, opaque: false}"))
        XCTAssertEqual([blurred.width, blurred.height], [sharp.width, sharp.height])
        XCTAssertEqual(rgba(sharp, 8, 15), [255, 255, 255, 255])
        XCTAssertLessThan(rgba(blurred, 8, 15)[0], 255)   // 2 px left of the frame: reached by the blur
        XCTAssertEqual(rgba(blurred, 15, 15), hex("#121212"))
    }

    func testAbsurdBlurRadiusIsOneLocatedErrorBeforeAnyWork() {
        expectRenderError("""
        component: c
        body:
          rectangle: {}
          modifiers: [{fill: accent}, {frame: {width: 100, height: 100}}, {blur: 4000}]
        """, scale: 2, "c.yaml:3:3: error: blur radius of 8000 px (4000 pt × 2) on body/rectangle exceeds the blur radius limit of 512 px")
    }

    func testUnknownBlendModeIsALocatedError() {
        XCTAssertThrowsError(try render("""
        component: c
        body:
          rectangle: {}
          modifiers: [{blendMode: multipy}]
        """)) { error in
            XCTAssertTrue("\(error)".contains("unknown blend mode 'multipy' — did you mean 'multiply'?"), "\(error)")
        }
    }
}
