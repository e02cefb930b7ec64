import Foundation
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// `rotation3DEffect` drawn through its projection: the view's points rotated about the axis
/// through the anchor and seen from `max(width, height) / perspective` in front (the
/// composition OpenSwiftUI documents for SwiftUI); layout is unchanged.
final class Rotation3DEffectTests: XCTestCase {
    /// An 80 pt square turned 60° about the x axis through its centre (the vanishing distance
    /// is 80 pt): its top edge recedes, its bottom comes closer. The corner (±40, −40) goes to
    /// (±40, −20, −34.64) and is seen at w = 1 + 34.64 / 80 = 1.433, (±27.9, −14.0) from the
    /// centre; (±40, 40) to (±40, 20, 34.64), w = 0.567, at (±70.5, 35.3) — beyond the frame.
    func testASquareTurnedAboutTheXAxisBecomesATrapezoid() throws {
        let source = """
        import SwiftUI
        #Preview {
            Color.blue.frame(width: 80, height: 80)
                .rotation3DEffect(.degrees(60), axis: (x: 1, y: 0, z: 0))
                .padding(40)
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        XCTAssertEqual(t.nodes.first { $0.path.hasSuffix("Color") }?.frame.width, 80, "layout is unchanged")
        let image = try renderPreview(source)
        let blue = [0, 122, 255], white = [255, 255, 255]
        // The centre is (80, 80); the top edge at y = 66.0, 27.9 either side.
        XCTAssertEqual(previewRGB(image, 80, 68), blue)
        XCTAssertEqual(previewRGB(image, 80, 64), white)
        XCTAssertEqual(previewRGB(image, 80 + 25, 68), blue)
        XCTAssertEqual(previewRGB(image, 80 + 31, 68), white)
        // The bottom edge at y = 115.3, 70.5 either side: wider than the 80 pt frame.
        XCTAssertEqual(previewRGB(image, 80, 113), blue)
        XCTAssertEqual(previewRGB(image, 80, 117), white)
        XCTAssertEqual(previewRGB(image, 80 - 66, 113), blue)
        XCTAssertEqual(previewRGB(image, 80 + 66, 113), blue)
        XCTAssertEqual(previewRGB(image, 80 + 73, 113), white)
    }

    /// About the y axis through the leading edge (a loading bar's tilt): the leading edge stays
    /// where it is, the trailing edge recedes toward the centre line.
    func testATurnAboutTheLeadingEdgeKeepsThatEdge() throws {
        let source = """
        import SwiftUI
        #Preview {
            Color.red.frame(width: 100, height: 40)
                .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0), anchor: .leading)
        }
        """
        let image = try renderPreview(source)
        let red = [255, 59, 48], white = [255, 255, 255]
        // (100, ±20) from the anchor (0, 20) goes to (70.7, ±20, −70.7), seen at
        // w = 1 + 70.7 / 100 = 1.707: x = 41.4, y = 20 ± 11.7.
        XCTAssertEqual(previewRGB(image, 1, 1), red, "the leading edge is where it was")
        XCTAssertEqual(previewRGB(image, 1, 38), red)
        XCTAssertEqual(previewRGB(image, 39, 20), red)
        XCTAssertEqual(previewRGB(image, 44, 20), white)
        XCTAssertEqual(previewRGB(image, 38, 5), white, "above the receding top edge (y = 8.3 at x = 41.4)")
    }
}
