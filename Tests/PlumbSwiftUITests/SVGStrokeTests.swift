import Foundation
import PlumbLayout
import PlumbModel
import PlumbRender
@testable import PlumbSwiftUI
import XCTest

/// SVG image sets drawn with strokes, as stroke-based icon sets are: the outline at the
/// stroke's width scaled with the image, with its caps and joins, in the image's colour.
final class SVGStrokeTests: XCTestCase {
    typealias F = AssetCatalogFixture

    private func render(_ svg: String, _ body: String) throws -> (Renderer.Image, [String]) {
        let f = try F(self)
        try f.imageSet("DS/Assets.xcassets/bar.imageset", filename: "bar.svg", svg: svg)
        try f.write("DS/Card.swift", "import SwiftUI\n#Preview {\n\(body)\n}\n")
        let project = try SwiftProject.load(paths: [f.root])
        let r = project.evaluate(try XCTUnwrap(project.previews.first), context: EvaluationContext())
        let diagnostics = (project.diagnostics + r.diagnostics).map { $0.description.replacingOccurrences(of: f.root, with: "ROOT") }
        let t = try sharedLayout.layout(try XCTUnwrap(r.component))
        let renderer = Renderer(fonts: sharedLayout.text.library)
        return (try renderer.render(t, options: .init(scale: 1, background: RGBA(r: 1, g: 1, b: 1, a: 1))), diagnostics)
    }

    private func rgb(_ image: Renderer.Image, _ x: Int, _ y: Int) -> [Int] {
        let c = image.pixmap[x + image.originX, y + image.originY]
        return [Int(c.r), Int(c.g), Int(c.b)]
    }

    func testAStrokedLineIsDrawnAtItsScaledWidth() throws {
        // A 10-unit viewBox drawn 20 pt wide: the 2-unit stroke is 4 pt, from y = 8 to 12.
        let (image, diagnostics) = try render("""
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" fill="none" stroke="currentColor" stroke-width="2">
        <line x1="0" y1="5" x2="10" y2="5"/>
        </svg>
        """, "Image(\"bar\").resizable().frame(width: 20, height: 20).foregroundColor(Color(red: 1, green: 0, blue: 0))")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(rgb(image, 10, 10), [255, 0, 0])
        XCTAssertEqual(rgb(image, 10, 8), [255, 0, 0])
        XCTAssertEqual(rgb(image, 10, 11), [255, 0, 0])
        XCTAssertEqual(rgb(image, 10, 6), [255, 255, 255])
        XCTAssertEqual(rgb(image, 10, 13), [255, 255, 255])
    }

    func testAnOpenPolylineStaysOpenAndACircleIsARing() throws {
        let (image, diagnostics) = try render("""
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" fill="none" stroke="#000000" stroke-width="2" stroke-linecap="round">
        <circle cx="10" cy="10" r="8"/>
        <polyline points="6 10 10 14 14 6"/>
        </svg>
        """, "Image(\"bar\").resizable().frame(width: 20, height: 20)")
        XCTAssertEqual(diagnostics, [])
        // The ring: ink on the circle, paper inside it and outside it.
        XCTAssertEqual(rgb(image, 10, 2), [0, 0, 0])
        XCTAssertEqual(rgb(image, 10, 0), [255, 255, 255])
        XCTAssertEqual(rgb(image, 4, 10), [255, 255, 255])
        // The check mark's corner is inked; the polyline is not closed (no ink at the midpoint of 6,10 → 14,6).
        XCTAssertEqual(rgb(image, 10, 13), [0, 0, 0])
        XCTAssertEqual(rgb(image, 10, 8), [255, 255, 255])
    }

    /// `fill-rule="evenodd"`: a hole wound the same way as its outline stays empty, as Core
    /// Graphics fills it (SchweizerischeBundesbahnen's `binoculars-large` icon: its lenses are
    /// rings on iOS, filled discs with the non-zero rule).
    func testAnEvenOddPathLeavesItsSameWoundHoleEmpty() throws {
        let square = "M0 0 H20 V20 H0 Z M5 5 H15 V15 H5 Z"   // both contours clockwise
        let (image, diagnostics) = try render("""
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><path fill="#000" fill-rule="evenodd" d="\(square)"/></svg>
        """, "Image(\"bar\").resizable().frame(width: 20, height: 20)")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(rgb(image, 2, 2), [0, 0, 0])
        XCTAssertEqual(rgb(image, 10, 10), [255, 255, 255])
        // The non-zero rule (the default) fills the hole.
        let (filled, _) = try render("""
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><path fill="#000" d="\(square)"/></svg>
        """, "Image(\"bar\").resizable().frame(width: 20, height: 20)")
        XCTAssertEqual(rgb(filled, 10, 10), [0, 0, 0])
    }
}
