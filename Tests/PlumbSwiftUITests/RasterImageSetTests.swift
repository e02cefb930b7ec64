import Foundation
import PlumbLayout
import PlumbModel
import PlumbPNG
import PlumbRaster
import PlumbRender
@testable import PlumbSwiftUI
import XCTest

/// PNG image sets: the variant for the render scale, drawn at its point size, resizable,
/// template or original.
final class RasterImageSetTests: XCTestCase {
    typealias F = AssetCatalogFixture

    /// A `side` × `side` PNG of one colour.
    private func png(_ f: F, _ relative: String, side: Int, _ c: Color8) throws {
        let pixmap = try XCTUnwrap(Pixmap(width: side, height: side, filledWith: c))
        let path = f.root + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(PNGCodec.encode(pixmap)).write(to: URL(fileURLWithPath: path))
    }

    static let red = Color8(r: 255, g: 0, b: 0, a: 255), green = Color8(r: 0, g: 255, b: 0, a: 255), blue = Color8(r: 0, g: 0, b: 255, a: 255)

    /// A set `dot` of a 2 pt square: red at 1x, green at 2x, blue at 3x; `mark`: 2x only, white, template.
    private func fixture(_ body: String) throws -> F {
        let f = try F(self)
        let set = "DS/Assets.xcassets/dot.imageset"
        try f.write(set + "/Contents.json", """
        { "images" : [
            { "filename" : "dot.png", "idiom" : "universal", "scale" : "1x" },
            { "filename" : "dot@2x.png", "idiom" : "universal", "scale" : "2x" },
            { "filename" : "dot@3x.png", "idiom" : "universal", "scale" : "3x" } ],
          "info" : { "author" : "xcode", "version" : 1 } }
        """)
        try png(f, set + "/dot.png", side: 2, Self.red)
        try png(f, set + "/dot@2x.png", side: 4, Self.green)
        try png(f, set + "/dot@3x.png", side: 6, Self.blue)
        let mark = "DS/Assets.xcassets/mark.imageset"
        try f.write(mark + "/Contents.json", """
        { "images" : [ { "filename" : "mark@2x.png", "idiom" : "universal", "scale" : "2x" } ],
          "info" : { "author" : "xcode", "version" : 1 },
          "properties" : { "template-rendering-intent" : "template" } }
        """)
        try png(f, mark + "/mark@2x.png", side: 8, Color8(r: 255, g: 255, b: 255, a: 255))
        try f.write("DS/Card.swift", "import SwiftUI\n#Preview {\n\(body)\n}\n")
        return f
    }

    private func render(_ f: F, scale: Int) throws -> (Renderer.Image, [String]) {
        let project = try SwiftProject.load(paths: [f.root])
        let r = project.evaluate(try XCTUnwrap(project.previews.first), context: EvaluationContext())
        let diagnostics = (project.diagnostics + r.diagnostics).map { $0.description.replacingOccurrences(of: f.root, with: "ROOT") }
        let t = try sharedLayout.layout(try XCTUnwrap(r.component))
        let renderer = Renderer(fonts: sharedLayout.text.library)
        return (try renderer.render(t, options: .init(scale: scale, background: RGBA(r: 1, g: 1, b: 1, a: 1))), diagnostics)
    }

    /// The colour at device pixel (x, y) from the component's origin.
    private func rgb(_ image: Renderer.Image, _ x: Int, _ y: Int) -> [Int] {
        let c = image.pixmap[x + image.originX, y + image.originY]
        return [Int(c.r), Int(c.g), Int(c.b)]
    }

    func testTheVariantForTheRenderScaleIsDrawnAtItsPointSize() throws {
        let f = try fixture("HStack(spacing: 0) { Image(\"dot\"); Image(\"dot\", bundle: .module); Color.black.frame(width: 2, height: 2) }")
        for (scale, colour) in [(1, [255, 0, 0]), (2, [0, 255, 0]), (3, [0, 0, 255])] {
            let (image, diagnostics) = try render(f, scale: scale)
            XCTAssertEqual(diagnostics, [])
            let s = scale
            // Each image is 2 pt square: 2·scale device pixels of its variant's colour, then the black square.
            for x in 0..<(4 * s) { XCTAssertEqual(rgb(image, x, 0), colour, "scale \(scale) x \(x)") }
            XCTAssertEqual(rgb(image, 2 * s - 1, 2 * s - 1), colour)
            XCTAssertEqual(rgb(image, 4 * s, 0), [0, 0, 0])
        }
    }

    func testResizableTemplateAndUIImage() throws {
        let f = try fixture("""
        VStack(alignment: .leading, spacing: 0) {
            Image("dot").resizable().frame(width: 10, height: 4)
            Image("mark").foregroundColor(.red)
            Image("mark").renderingMode(.original)
            Image(uiImage: UIImage(named: "dot", in: .module, compatibleWith: nil)!)
            Image("dot").resizable().scaledToFit().frame(width: 6, height: 4)
        }
        """)
        let (image, diagnostics) = try render(f, scale: 2)
        XCTAssertEqual(diagnostics, [])
        // Rows (pt): 0…4 the stretched 10 × 4 image; 4…8 the red template mark (4 pt: 8 px at 2x);
        // 8…12 the original white mark; 12…14 the UIImage; 14…18 the fitted 4 × 4 image in its 6 × 4 frame.
        XCTAssertEqual(rgb(image, 19, 7), [0, 255, 0])
        XCTAssertEqual(rgb(image, 0, 8), [255, 59, 48]) // SwiftUI's red
        XCTAssertEqual(rgb(image, 7, 15), [255, 59, 48])
        XCTAssertEqual(rgb(image, 0, 16), [255, 255, 255])
        XCTAssertEqual(rgb(image, 8, 16), [255, 255, 255])
        XCTAssertEqual(rgb(image, 3, 24), [0, 255, 0])
        XCTAssertEqual(rgb(image, 4, 24), [255, 255, 255])
        // The fitted image: 4 × 4 pt centred in 6 × 4: x 1…5 pt.
        XCTAssertEqual(rgb(image, 1, 28), [255, 255, 255])
        XCTAssertEqual(rgb(image, 2, 28), [0, 255, 0])
        XCTAssertEqual(rgb(image, 9, 35), [0, 255, 0])
        XCTAssertEqual(rgb(image, 10, 35), [255, 255, 255])
        let again = try render(f, scale: 2).0
        XCTAssertEqual(again.pixmap, image.pixmap)
    }

    func testAnOversizedPNGIsAWarningNotADecode() throws {
        let f = try F(self)
        try f.write("DS/A.xcassets/big.imageset/Contents.json", """
        { "images" : [ { "filename" : "big.png", "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }
        """)
        // Only the signature and a header claiming 5000 × 5000 pixels.
        let header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
                               0, 0, 0x13, 0x88, 0, 0, 0x13, 0x88, 8, 6, 0, 0, 0]
        try Data(header).write(to: URL(fileURLWithPath: f.root + "/DS/A.xcassets/big.imageset/big.png"))
        let catalog = try f.load()
        XCTAssertNil(catalog.imageSet(named: "big"))
        XCTAssertEqual(f.lines(catalog), [
            "ROOT/DS/A.xcassets/big.imageset/big.png:1:1: warning: image file 'big.png' is 5000 × 5000 pixels, over the limit of 16777216 pixels (asset-raster-pixels); it is not used",
            "ROOT/DS/A.xcassets/big.imageset/Contents.json:1:1: warning: image set 'big' has no PNG or JPEG Plumb can draw; it is skipped",
        ])
    }

    /// A set made only for another device (a watchOS target's `"idiom" : "watch"`) is drawn
    /// when it has nothing for an iPhone; beside an iPhone or universal file it is not used.
    func testAnotherDevicesImageIsUsedOnlyWhenTheSetHasNoIPhoneImage() throws {
        let f = try fixture("HStack(spacing: 0) { Image(\"face\"); Image(\"both\") }")
        let face = "DS/Assets.xcassets/face.imageset", both = "DS/Assets.xcassets/both.imageset"
        try f.write(face + "/Contents.json", """
        { "images" : [ { "filename" : "face@2x.png", "idiom" : "watch", "scale" : "2x" } ], "info" : { "version" : 1 } }
        """)
        try png(f, face + "/face@2x.png", side: 4, Self.green)
        try f.write(both + "/Contents.json", """
        { "images" : [ { "filename" : "w@2x.png", "idiom" : "watch", "scale" : "2x" },
                       { "filename" : "u@2x.png", "idiom" : "universal", "scale" : "2x" } ], "info" : { "version" : 1 } }
        """)
        try png(f, both + "/w@2x.png", side: 4, Self.red)
        try png(f, both + "/u@2x.png", side: 4, Self.blue)
        let (image, diagnostics) = try render(f, scale: 2)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(rgb(image, 1, 1), [0, 255, 0])
        XCTAssertEqual(rgb(image, 5, 1), [0, 0, 255])
    }

    /// A set's dark image is what a dark preview draws (`Image("logo")`, `UIImage(named:)`);
    /// a light one draws the any image.
    func testADarkVariantIsDrawnInTheDarkAppearance() throws {
        let f = try F(self)
        let set = "DS/Assets.xcassets/logo.imageset"
        try f.write(set + "/Contents.json", """
        { "images" : [
            { "filename" : "logo@2x.png", "idiom" : "universal", "scale" : "2x" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "filename" : "logo-dark@2x.png", "idiom" : "universal", "scale" : "2x" } ],
          "info" : { "author" : "xcode", "version" : 1 } }
        """)
        try png(f, set + "/logo@2x.png", side: 4, Self.red)
        try png(f, set + "/logo-dark@2x.png", side: 8, Self.blue)
        try f.write("DS/Card.swift", "import SwiftUI\nimport UIKit\n#Preview {\nHStack(spacing: 0) { Image(\"logo\"); Image(uiImage: UIImage(named: \"logo\")!) }\n}\n")
        let project = try SwiftProject.load(paths: [f.root])
        func drawn(_ appearance: Appearance) throws -> (Double, [Int]) {
            let r = project.evaluate(try XCTUnwrap(project.previews.first), context: EvaluationContext(appearance: appearance))
            XCTAssertEqual(r.diagnostics.map(\.description), [])
            let t = try sharedLayout.layout(try XCTUnwrap(r.component))
            let image = try Renderer(fonts: sharedLayout.text.library).render(t, options: .init(scale: 2, background: RGBA(r: 1, g: 1, b: 1, a: 1)))
            return (t.nodes[0].frame.width, rgb(image, 1, 1))
        }
        let light = try drawn(.light), dark = try drawn(.dark)
        XCTAssertEqual(light.0, 4, "two 2 pt images")
        XCTAssertEqual(light.1, [255, 0, 0])
        XCTAssertEqual(dark.0, 8, "two 4 pt dark images")
        XCTAssertEqual(dark.1, [0, 0, 255])
    }
}
