import Foundation
import PlumbLayout
import PlumbModel
import PlumbPNG
import PlumbRaster
import PlumbRender
@testable import PlumbSwiftUI
import XCTest

/// The rest of what an app ships in its catalogs and bundle (issue 24 items 3 and 4): custom
/// SF Symbols (`.symbolset`), data sets (`NSDataAsset`), font registration calls, and
/// `resizable(capInsets:)`'s nine slices.
final class CatalogResourceTests: XCTestCase {
    typealias F = AssetCatalogFixture

    private func render(_ f: F, scale: Int) throws -> (LayoutTree, Renderer.Image, [String]) {
        let project = try SwiftProject.load(paths: [f.root])
        let r = project.evaluate(try XCTUnwrap(project.previews.first), context: EvaluationContext())
        let diagnostics = (project.diagnostics + r.diagnostics).map { $0.description.replacingOccurrences(of: f.root, with: "ROOT") }
        let t = try sharedLayout.layout(try XCTUnwrap(r.component, "\(diagnostics)"))
        let renderer = Renderer(fonts: sharedLayout.text.library)
        return (t, try renderer.render(t, options: .init(scale: scale, background: RGBA(r: 1, g: 1, b: 1, a: 1))), diagnostics)
    }

    private func rgb(_ image: Renderer.Image, _ x: Int, _ y: Int) -> [Int] {
        let c = image.pixmap[x + image.originX, y + image.originY]
        return [Int(c.r), Int(c.g), Int(c.b)]
    }

    /// A template as the SF Symbols app exports it, at 100 pt: guides, margins 100 units apart,
    /// and a regular medium glyph 80 × 70 units, 10 units in from the left margin.
    static let template = """
    <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
     <g id="Notes"><rect height="2200" id="artboard" style="fill:white" width="3300" x="0" y="0"/>
      <g transform="matrix(1 0 0 1 263 1933)"><path d="M0 0 L500 0 L500 -500 Z"/></g></g>
     <g id="Guides">
      <line id="Baseline-M" x1="263" x2="3036" y1="1126" y2="1126"/>
      <line id="Capline-M" x1="263" x2="3036" y1="1055.54" y2="1055.54"/>
      <line id="left-margin-Regular-M" x1="1391" x2="1391" y1="1030" y2="1150"/>
      <line id="right-margin-Regular-M" x1="1491" x2="1491" y1="1030" y2="1150"/>
     </g>
     <g id="Symbols">
      <g id="Black-M" transform="matrix(1 0 0 1 2871 1126)"><path d="M0 0 L300 0 L300 -300 Z"/></g>
      <g id="Regular-M" transform="matrix(1 0 0 1 1391 1126)"><path d="M10 -60 L90 -60 L90 10 L10 10 Z"/></g>
     </g>
    </svg>
    """

    /// `Image("name")` of a symbol set is the template's regular medium glyph, following the
    /// font as SF Symbols do (100 template units an em: 20 × 14 pt at 20 pt) in the foreground
    /// style; the notes and the other weights are not drawn.
    func testCustomSymbolFollowsTheFont() throws {
        let f = try F(self)
        try f.write("DS/Assets.xcassets/brand.mark.symbolset/Contents.json",
                    #"{ "info" : { "author" : "xcode", "version" : 1 }, "symbols" : [ { "filename" : "brand.mark.svg", "idiom" : "universal" } ] }"#)
        try f.write("DS/Assets.xcassets/brand.mark.symbolset/brand.mark.svg", Self.template)
        try f.write("DS/Card.swift", "import SwiftUI\n#Preview { Image(\"brand.mark\").font(.system(size: 20)).foregroundStyle(.red) }\n")
        let (t, image, diagnostics) = try render(f, scale: 1)
        XCTAssertEqual(diagnostics, [])
        // As wide as its margins (100 units), as tall as its glyph (70 units).
        XCTAssertEqual(t.nodes[0].frame.size, Size(width: 20, height: 14))
        XCTAssertEqual(rgb(image, 8, 7), [0xFF, 0x3B, 0x30])
        XCTAssertEqual(rgb(image, 1, 7), [255, 255, 255], "10 units of margin before the glyph")
        XCTAssertEqual(rgb(image, 18, 7), [255, 255, 255])
    }

    /// The glyph's bounds are its outline's, not its control points'.
    func testTightBoundsOfCurves() throws {
        let p = try SVGPath.parse("M0 0 C0 -10 10 -10 10 0 Z")
        let b = try XCTUnwrap(p.tightBounds)
        XCTAssertEqual(b.minY, -7.5, accuracy: 1e-12)   // the cubic's top at t = ½: ¾ of the control height
        XCTAssertEqual(b.maxX, 10)
        XCTAssertEqual(try XCTUnwrap(p.controlBounds).minY, -10)
    }

    /// `NSDataAsset(name:)` reads a data set's file; an unknown name is nil.
    func testDataAsset() throws {
        let f = try F(self)
        try f.write("DS/Assets.xcassets/greeting.dataset/Contents.json",
                    #"{ "data" : [ { "filename" : "greeting.txt", "idiom" : "universal", "universal-type-identifier" : "public.plain-text" } ], "info" : { "author" : "xcode", "version" : 1 } }"#)
        try f.write("DS/Assets.xcassets/greeting.dataset/greeting.txt", "Hello")
        try f.write("DS/Card.swift", """
        import SwiftUI
        import UIKit
        #Preview {
            VStack {
                Text(NSDataAsset(name: "greeting").map { String(decoding: $0.data, as: UTF8.self) } ?? "none")
                Text(NSDataAsset(name: "greeting", bundle: .main)?.typeIdentifier ?? "none")
                Text(NSDataAsset(name: "missing") == nil ? "nil" : "found")
            }
        }
        """)
        let (t, _, diagnostics) = try render(f, scale: 1)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(t.nodes.compactMap(\.text?.lines.first?.text), ["Hello", "public.plain-text", "nil"])
    }

    /// Registering the app's fonts changes nothing drawn and reports success.
    func testFontRegistrationIsAccepted() throws {
        let f = try F(self)
        try f.write("DS/Card.swift", """
        import SwiftUI
        import CoreText
        enum BrandFonts {
            static func register() -> Bool {
                let url = URL(fileURLWithPath: "/fonts/Brand-Regular.ttf")
                var error: Unmanaged<CFError>?
                guard let provider = CGDataProvider(url: url as CFURL), let font = CGFont(provider) else { return false }
                return CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil) && CTFontManagerRegisterGraphicsFont(font, &error)
            }
        }
        #Preview { Text(BrandFonts.register() ? "registered" : "not") }
        """)
        let (t, _, diagnostics) = try render(f, scale: 1)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(t.nodes.compactMap(\.text?.lines.first?.text), ["registered"])
    }

    /// `resizable(capInsets:)`: the 2 pt red border of a 6 pt image keeps its width when the
    /// image is stretched to 20 × 10; the blue middle stretches.
    func testCapInsetsKeepTheEdges() throws {
        let f = try F(self)
        var pixmap = try XCTUnwrap(Pixmap(width: 6, height: 6, filledWith: Color8(r: 255, g: 0, b: 0, a: 255)))
        for y in 2..<4 { for x in 2..<4 { pixmap[x, y] = Color8(r: 0, g: 0, b: 255, a: 255) } }
        let set = "DS/Assets.xcassets/frame.imageset"
        try f.write(set + "/Contents.json", #"{ "images" : [ { "filename" : "frame.png", "idiom" : "universal", "scale" : "1x" } ], "info" : { "author" : "xcode", "version" : 1 } }"#)
        try Data(PNGCodec.encode(pixmap)).write(to: URL(fileURLWithPath: f.root + "/" + set + "/frame.png"))
        try f.write("DS/Card.swift", """
        import SwiftUI
        #Preview {
            Image("frame")
                .resizable(capInsets: EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2))
                .frame(width: 20, height: 10)
        }
        """)
        let (_, image, diagnostics) = try render(f, scale: 1)
        XCTAssertEqual(diagnostics, [])
        let red = [255, 0, 0], blue = [0, 0, 255]
        XCTAssertEqual((0..<20).map { rgb(image, $0, 5) }, [red, red] + Array(repeating: blue, count: 16) + [red, red])
        XCTAssertEqual((0..<10).map { rgb(image, 10, $0) }, [red, red] + Array(repeating: blue, count: 6) + [red, red])
    }

    /// A vector set without `preserves-vector-representation` is a bitmap of its own size on
    /// iOS: enlarged, its edges are that bitmap's pixels scaled; with the flag, the vector is
    /// redrawn sharp. (A 10 pt square icon whose square's edges fall mid-pixel, drawn 40 pt.)
    func testVectorSetsWithoutPreservedVectorsScaleTheirBitmap() throws {
        let f = try F(self)
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10"><rect x="2.5" y="2.5" width="5" height="5" fill="#000"/></svg>"##
        for (name, preserve) in [("baked", false), ("sharp", true)] {
            let properties = preserve ? #", "properties" : { "preserves-vector-representation" : true }"# : ""
            try f.write("DS/Assets.xcassets/\(name).imageset/Contents.json",
                        #"{ "images" : [ { "filename" : "i.svg", "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 }"# + properties + " }")
            try f.write("DS/Assets.xcassets/\(name).imageset/i.svg", svg)
        }
        try f.write("DS/Card.swift", """
        import SwiftUI
        #Preview {
            HStack(spacing: 0) {
                Image("baked").resizable().frame(width: 40, height: 40)
                Image("sharp").resizable().frame(width: 40, height: 40)
                Image("baked")
            }
        }
        """)
        let (_, image, diagnostics) = try render(f, scale: 1)
        XCTAssertEqual(diagnostics, [])
        // The square spans 10…30 pt. Sharp: pixel 10 is inside. Baked: the 10 px bitmap's pixel 2
        // is half covered (coverage 128: 127 over white), and it spans pixels 8…11 once scaled four times.
        XCTAssertEqual(rgb(image, 40 + 10, 20), [0, 0, 0])
        XCTAssertEqual(rgb(image, 40 + 9, 20), [255, 255, 255])
        XCTAssertEqual(rgb(image, 10, 20), [127, 127, 127])
        XCTAssertEqual(rgb(image, 9, 20), [127, 127, 127])
        XCTAssertEqual(rgb(image, 20, 20), [0, 0, 0])
        // At its own size the bitmap is the vector drawn at that size.
        XCTAssertEqual(rgb(image, 80 + 2, 15 + 5), [127, 127, 127])
    }
}
