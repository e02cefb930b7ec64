import Foundation
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// The symbols Xcode generates for a catalog's assets (`Image(.brandLogo)`, `Color(.accent)`,
/// `ImageResource.brandLogo`) name the image and colour sets they were made from.
final class GeneratedAssetSymbolTests: XCTestCase {
    func testSymbolNamesAreLowerCamelCaseWithoutTheTypeSuffix() {
        XCTAssertEqual(AssetLookup.generatedSymbolName("brand-logo"), "brandLogo")
        XCTAssertEqual(AssetLookup.generatedSymbolName("Brand Primary"), "brandPrimary")
        XCTAssertEqual(AssetLookup.generatedSymbolName("URLIcon"), "urlIcon")
        XCTAssertEqual(AssetLookup.generatedSymbolName("icon_close_24"), "iconClose24")
        XCTAssertEqual(AssetLookup.generatedSymbolAsset("accent", among: ["AccentColor", "Other"], suffix: "Color"), "AccentColor")
        XCTAssertEqual(AssetLookup.generatedSymbolAsset("logo", among: ["Icons/logo"], suffix: "Image"), "Icons/logo")
        XCTAssertNil(AssetLookup.generatedSymbolAsset("missing", among: ["logo"], suffix: "Image"))
    }

    func testImageAndColorTakeGeneratedSymbols() throws {
        let f = try AssetCatalogFixture(self)
        try f.colorSet("Assets.xcassets/BrandPrimaryColor.colorset",
                       AssetCatalogFixture.color("srgb", ["red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"]))
        try f.imageSet("Assets.xcassets/brand-logo.imageset", filename: "logo.svg",
                       svg: #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>"#)
        try f.write("Logo.swift", """
        import SwiftUI
        #Preview {
            VStack {
                Image(.brandLogo).resizable().frame(width: 20, height: 20)
                Image(ImageResource.brandLogo)
                Color(.brandPrimary).frame(width: 10, height: 10)
                Text("done")
            }
        }
        """)
        let (texts, diagnostics) = try projectTexts(f)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(texts, ["done"])
    }
}
