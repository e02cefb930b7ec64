import PlumbModel
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
