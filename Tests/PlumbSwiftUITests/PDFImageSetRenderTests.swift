import Foundation
import PlumbModel
import PlumbRender
import XCTest

/// PDF image sets drawn by `Image("name")` in a SwiftUI preview: as vectors at every scale,
/// in the foreground style, even-odd holes kept, at the page's point size unless resizable.
final class PDFImageSetRenderTests: XCTestCase {
    typealias F = AssetCatalogFixture

    /// A 10 × 10 pt page holding a square ring: two squares wound alike, filled even-odd, so
    /// the 4 × 4 hole from 3 to 7 stays empty (the non-zero rule would fill it).
    private func fixture(_ body: String) throws -> F {
        let f = try F(self)
        let pdf = PDFTestFile.page("0 0 10 10 re 3 3 4 4 re f*", box: "0 0 10 10")
        try f.pdfImageSet("DS/Assets.xcassets/ring.imageset", pdf.bytes(), properties: #""template-rendering-intent" : "template""#)
        try f.write("DS/Card.swift", "import SwiftUI\n#Preview {\n\(body)\n}\n")
        return f
    }

    func testAResizableRingKeepsItsHoleWithExactEdgesAtTwoScales() throws {
        let f = try fixture("Image(\"ring\").resizable().frame(width: 20, height: 20).foregroundColor(Color(red: 1, green: 0, blue: 0))")
        for scale in [1, 2] {
            let (image, diagnostics) = try renderProjectPreview(root: f.root, scale: scale)
            XCTAssertEqual(diagnostics, [])
            // 20 pt for 10 units: the hole is 6…14 pt, i.e. pixels 6·scale ..< 14·scale.
            let s = scale
            XCTAssertEqual(image.rgb(0, 10 * s), [255, 0, 0], "scale \(s)")
            XCTAssertEqual(image.rgb(6 * s - 1, 10 * s), [255, 0, 0], "scale \(s)")
            XCTAssertEqual(image.rgb(6 * s, 10 * s), [255, 255, 255], "scale \(s)")
            XCTAssertEqual(image.rgb(14 * s - 1, 10 * s), [255, 255, 255], "scale \(s)")
            XCTAssertEqual(image.rgb(14 * s, 10 * s), [255, 0, 0], "scale \(s)")
            XCTAssertEqual(image.rgb(10 * s, 6 * s - 1), [255, 0, 0], "scale \(s)")
            XCTAssertEqual(image.rgb(10 * s, 6 * s), [255, 255, 255], "scale \(s)")
            XCTAssertEqual(image.rgb(20 * s - 1, 20 * s - 1), [255, 0, 0], "scale \(s)")
        }
    }

    func testANonResizableImageShowsAtThePagesPointSize() throws {
        let f = try fixture("HStack(spacing: 0) { Image(\"ring\"); Color.blue.frame(width: 2, height: 2) }.foregroundColor(.black)")
        let (image, diagnostics) = try renderProjectPreview(root: f.root, scale: 2)
        XCTAssertEqual(diagnostics, [])
        // 10 pt wide (20 px at 2x); the hole 3…7 pt; the blue square after it, centred vertically.
        XCTAssertEqual(image.rgb(5, 10), [0, 0, 0])
        XCTAssertEqual(image.rgb(6, 10), [255, 255, 255])
        XCTAssertEqual(image.rgb(13, 10), [255, 255, 255])
        XCTAssertEqual(image.rgb(14, 10), [0, 0, 0])
        XCTAssertEqual(image.rgb(19, 10), [0, 0, 0])
        XCTAssertEqual(image.rgb(20, 10), [0, 122, 255])
    }
}
