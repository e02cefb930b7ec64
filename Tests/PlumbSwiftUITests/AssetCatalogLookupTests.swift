import PlumbModel
import PlumbRender
@testable import PlumbSwiftUI
import XCTest

/// The catalog seen through the evaluator: `Color("name")` and `Image("name")` in a preview.
final class AssetCatalogLookupTests: XCTestCase {
    typealias F = AssetCatalogFixture

    func testPreviewsFindCatalogColoursAndImages() throws {
        let f = try F(self)
        try f.colorSet("DS/Colors.xcassets/brand.colorset",
                       F.color("srgb", ["red": "0x11", "green": "0x22", "blue": "0x33"]),
                       F.color("srgb", ["red": "0xAA", "green": "0xBB", "blue": "0xCC"], appearance: "dark"))
        try f.imageSet("DS/Colors.xcassets/bolt.imageset", filename: "bolt.svg",
                       svg: #"<svg viewBox="0 0 20 10"><path d="M0 0h20v10z"/></svg>"#)
        try f.write("DS/Swatch.swift", """
        import SwiftUI
        #Preview("swatch") {
            HStack {
                Color("brand").frame(width: 10, height: 10)
                Image("bolt")
            }
        }
        """)
        let project = try SwiftProject.load(paths: [f.root + "/DS"])
        let preview = try XCTUnwrap(project.previews.first)
        for (appearance, hex) in [(Appearance.light, "#112233"), (.dark, "#AABBCC")] {
            let r = project.evaluate(preview, context: EvaluationContext(appearance: appearance))
            XCTAssertEqual(r.diagnostics.map(\.description), [])
            let root = try XCTUnwrap(r.component?.root)
            guard case .stack(_, _, _, let children) = root.kind, children.count == 2 else { return XCTFail("\(root.kind)") }
            guard case .fill(.solid(let c)) = children[0].modifiers.first else { return XCTFail("\(children[0].modifiers)") }
            XCTAssertEqual(c, RGBA(hex: hex))
            guard case .icon(let icon) = children[1].kind else { return XCTFail("\(children[1].kind)") }
            XCTAssertEqual(icon.pathData, "M0 0h20v10z")
            XCTAssertEqual(icon.widthEm, 2)
            XCTAssertEqual(icon.viewBoxWidth, 20)
            XCTAssertEqual(icon.viewBoxHeight, 10)
        }
    }
}

/// A vector image set painted in several colours renders in them, as Xcode renders an image set
/// as original (Home Assistant's two-colour logo, SBB's red-and-white train badges); as a
/// template it is one shape in the foreground style.
final class ColouredVectorImageTests: XCTestCase {
    typealias F = AssetCatalogFixture

    func testASeveralColouredImageKeepsItsColoursUnlessTemplated() throws {
        let f = try F(self)
        // A red square, a blue circle painted over it, a green 2-unit stroke across the top.
        try f.imageSet("DS/A.xcassets/badge.imageset", filename: "b.svg", svg: """
        <svg viewBox="0 0 20 20" width="20" height="20">
        <rect width="20" height="20" fill="#FF0000"/>
        <circle cx="10" cy="10" r="5" fill="#0000FF"/>
        <path d="M0 1 H20" stroke="#00FF00" stroke-width="2" fill="none"/>
        </svg>
        """)
        try f.write("DS/Badge.swift", """
        import SwiftUI
        #Preview("badge") {
            HStack(spacing: 0) {
                Image("badge").foregroundColor(.black)
                Image("badge").renderingMode(.template).foregroundColor(Color(red: 1, green: 1, blue: 0))
                Image("badge").resizable().frame(width: 40, height: 40)
            }
        }
        """)
        let project = try SwiftProject.load(paths: [f.root + "/DS"])
        let r = project.evaluate(try XCTUnwrap(project.previews.first), context: EvaluationContext())
        XCTAssertEqual(r.diagnostics.map(\.description), [])
        XCTAssertEqual(try AssetCatalog.load(paths: [f.root + "/DS"]).imageSet(named: "badge")?.colouredLayers.map(\.color.hex),
                       ["#FF0000", "#0000FF", "#00FF00"])
        let tree = try sharedLayout.layout(try XCTUnwrap(r.component))
        let image = try Renderer(fonts: sharedLayout.text.library).render(tree, options: .init(scale: 1, background: RGBA(r: 1, g: 1, b: 1, a: 1)))
        XCTAssertEqual(previewRGB(image, 2, 25), [255, 0, 0])
        XCTAssertEqual(previewRGB(image, 10, 20), [0, 0, 255])
        XCTAssertEqual(previewRGB(image, 10, 10), [0, 255, 0])
        // The template: every element in the foreground style.
        XCTAssertEqual(previewRGB(image, 22, 25), [255, 255, 0])
        XCTAssertEqual(previewRGB(image, 30, 20), [255, 255, 0])
        // Drawn larger than Xcode bakes it: its 20 × 20 pt bitmap in colour, scaled (the HStack
        // is 40 tall, so the two 20 pt images sit 10 pt down).
        XCTAssertEqual(previewRGB(image, 60, 20), [0, 0, 255])
        XCTAssertEqual(previewRGB(image, 44, 36), [255, 0, 0])
        XCTAssertEqual(previewRGB(image, 60, 1), [0, 255, 0])
    }
}
