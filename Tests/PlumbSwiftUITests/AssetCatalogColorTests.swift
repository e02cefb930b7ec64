import PlumbModel
import PlumbSwiftUI
import XCTest

final class AssetCatalogColorTests: XCTestCase {
    typealias F = AssetCatalogFixture

    func testFloatIntegerAndHexComponentsInLightAndDark() throws {
        let f = try F(self)
        try f.colorSet("Colors.xcassets/brand.colorset",
                       F.color("srgb", ["red": "0.345", "green": "0.500", "blue": "1.000", "alpha": "0.800"]),
                       F.color("srgb", ["red": "255", "green": "128", "blue": "0", "alpha": "1.000"], appearance: "dark"))
        try f.colorSet("Colors.xcassets/accent.colorset",
                       F.color("srgb", ["red": "0xA5", "green": "0x00", "blue": "0xff", "alpha": "1"]))
        let c = try f.load()
        XCTAssertEqual(c.color(named: "brand", appearance: .light), RGBA(r: 0.345, g: 0.5, b: 1, a: 0.8))
        XCTAssertEqual(c.color(named: "brand", appearance: .dark), RGBA(r: 1, g: 128.0 / 255, b: 0, a: 1))
        XCTAssertEqual(c.color(named: "accent", appearance: .light), RGBA(r: 165.0 / 255, g: 0, b: 1, a: 1))
        // No dark entry: dark falls back to the any appearance.
        XCTAssertEqual(c.color(named: "accent", appearance: .dark), RGBA(r: 165.0 / 255, g: 0, b: 1, a: 1))
        XCTAssertEqual(c.colorNames, ["accent", "brand"])
        XCTAssertNil(c.color(named: "Brand", appearance: .light))
        XCTAssertEqual(f.lines(c), [])
    }

    func testExplicitLightBeatsAnyAndIPhoneBeatsUniversal() throws {
        let f = try F(self)
        try f.colorSet("A.xcassets/x.colorset",
                       F.color("srgb", ["red": "0", "green": "0", "blue": "0"]),
                       F.color("srgb", ["red": "0", "green": "0", "blue": "255"], appearance: "light"),
                       F.color("srgb", ["red": "0", "green": "255", "blue": "0"], appearance: "light", idiom: "iphone"),
                       F.color("srgb", ["red": "255", "green": "0", "blue": "0"], appearance: "dark", idiom: "ipad"))
        let c = try f.load()
        XCTAssertEqual(c.color(named: "x", appearance: .light), RGBA(r: 0, g: 1, b: 0))
        // The iPad dark is not for an iPhone: dark falls back to any.
        XCTAssertEqual(c.color(named: "x", appearance: .dark), RGBA(r: 0, g: 0, b: 0))
    }

    func testHighContrastEntriesAreIgnored() throws {
        let f = try F(self)
        let highContrast = #"    { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" }, { "appearance" : "contrast", "value" : "high" } ], "color" : { "color-space" : "srgb", "components" : { "red" : "255", "green" : "255", "blue" : "255" } }, "idiom" : "universal" }"#
        try f.colorSet("A.xcassets/x.colorset",
                       F.color("srgb", ["red": "0", "green": "0", "blue": "0"]),
                       highContrast,
                       F.color("srgb", ["red": "0", "green": "0", "blue": "51"], appearance: "dark"))
        let c = try f.load()
        XCTAssertEqual(c.color(named: "x", appearance: .dark), RGBA(r: 0, g: 0, b: 0.2))
        XCTAssertEqual(f.lines(c), [])
    }

    func testDisplayP3IsConvertedToSRGB() throws {
        let f = try F(self)
        try f.colorSet("A.xcassets/warm.colorset",
                       F.color("display-p3", ["red": "0.800", "green": "0.500", "blue": "0.300", "alpha": "1.000"]),
                       F.color("display-p3", ["red": "0.500", "green": "0.600", "blue": "0.700", "alpha": "0.500"], appearance: "dark"))
        let c = try f.load()
        // Expected values: CSS Color 4's lin_P3_to_XYZ then XYZ_to_lin_sRGB, computed separately.
        let light = try XCTUnwrap(c.color(named: "warm", appearance: .light))
        XCTAssertEqual(light.r, 0.8496920022253374, accuracy: 1e-12)
        XCTAssertEqual(light.g, 0.4818762962454571, accuracy: 1e-12)
        XCTAssertEqual(light.b, 0.25216560169431884, accuracy: 1e-12)
        XCTAssertEqual(light.hex, "#D97B40")
        let dark = try XCTUnwrap(c.color(named: "warm", appearance: .dark))
        XCTAssertEqual(dark.r, 0.4737381387042952, accuracy: 1e-12)
        XCTAssertEqual(dark.g, 0.6037505571602877, accuracy: 1e-12)
        XCTAssertEqual(dark.b, 0.710275670668421, accuracy: 1e-12)
        XCTAssertEqual(dark.a, 0.5)
        XCTAssertEqual(f.lines(c), [])
    }

    func testP3OutsideSRGBIsClampedWithAWarning() throws {
        let f = try F(self)
        try f.colorSet("A.xcassets/red.colorset", F.color("display-p3", ["red": "1.000", "green": "0.000", "blue": "0.000"]))
        let c = try f.load()
        XCTAssertEqual(c.color(named: "red", appearance: .light), RGBA(r: 1, g: 0, b: 0))
        XCTAssertEqual(f.lines(c), [
            "ROOT/A.xcassets/red.colorset/Contents.json:3:64: warning: colour set 'red' (any) is outside the sRGB gamut "
                + "(display-p3 → sRGB 1.093, -0.227, -0.15, 1.0); clamped to 0…1",
        ])
    }

    func testGreyAndLinearSpaces() throws {
        let f = try F(self)
        try f.colorSet("A.xcassets/g22.colorset", F.color("gray-gamma-22", ["white": "0.500", "alpha": "1.000"]))
        try f.colorSet("A.xcassets/eg.colorset", F.color("extended-gray", ["white": "0.250", "alpha": "1.000"]))
        try f.colorSet("A.xcassets/lin.colorset", F.color("extended-linear-srgb", ["red": "0.5", "green": "0", "blue": "1.0"]))
        try f.colorSet("A.xcassets/ext.colorset", F.color("extended-srgb", ["red": "0.5", "green": "0.25", "blue": "255"]))
        let c = try f.load()
        let g = try XCTUnwrap(c.color(named: "g22", appearance: .light))
        XCTAssertEqual(g.r, 0.5038667822745281, accuracy: 1e-12)
        XCTAssertEqual(g.r, g.b)
        XCTAssertEqual(c.color(named: "eg", appearance: .light), RGBA(r: 0.25, g: 0.25, b: 0.25))
        // Whole numbers are 8-bit (Xcode's 0–255 input): a linear 1 must be written "1.0".
        let lin = try XCTUnwrap(c.color(named: "lin", appearance: .light))
        XCTAssertEqual(lin.r, 0.7353569830524495, accuracy: 1e-12)
        XCTAssertEqual(lin.b, 1, accuracy: 1e-12)
        XCTAssertEqual(c.color(named: "ext", appearance: .light), RGBA(r: 0.5, g: 0.25, b: 1))
    }

    func testNamespacedFolders() throws {
        let f = try F(self)
        let namespace = #"{ "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "provides-namespace" : true } }"#
        try f.write("DS.xcassets/Brand/Contents.json", namespace)
        try f.write("DS.xcassets/Brand/Text/Contents.json", namespace)
        try f.write("DS.xcassets/Plain/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        let black = F.color("srgb", ["red": "0", "green": "0", "blue": "0"])
        try f.colorSet("DS.xcassets/Brand/primary.colorset", black)
        try f.colorSet("DS.xcassets/Brand/Text/body.colorset", black)
        try f.colorSet("DS.xcassets/Brand/NoJSON/inner.colorset", black)
        try f.colorSet("DS.xcassets/Plain/surface.colorset", black)
        let c = try f.load()
        XCTAssertEqual(c.colorNames, ["Brand/Text/body", "Brand/inner", "Brand/primary", "surface"])
        XCTAssertEqual(c.catalogs, [f.root + "/DS.xcassets"])
    }

    func testComponentProblemsAreLocatedWarnings() throws {
        let f = try F(self)
        try f.colorSet("A.xcassets/bad.colorset",
                       F.color("srgb", ["red": "300", "green": "0", "blue": "0"]),
                       F.color("srgb", ["red": "0", "green": "0", "blue": "0"], appearance: "dark"))
        try f.colorSet("A.xcassets/space.colorset", F.color("display-p4", ["red": "0.5", "green": "0.5", "blue": "0.5"]))
        try f.colorSet("A.xcassets/none.colorset", F.color("srgb", ["red": "0.1"]))
        try f.colorSet("A.xcassets/hex.colorset", F.color("srgb", ["red": "0xZZ", "green": "0", "blue": "0"]))
        try f.colorSet("A.xcassets/sys.colorset",
                       #"    { "color" : { "platform" : "ios", "reference" : "systemBlueColor" }, "idiom" : "universal" }"#)
        let c = try f.load()
        // A bad any appearance leaves the dark one: light falls back to it.
        XCTAssertEqual(c.color(named: "bad", appearance: .light), RGBA(r: 0, g: 0, b: 0))
        XCTAssertEqual(c.color(named: "space", appearance: .light), RGBA(r: 0.5, g: 0.5, b: 0.5))
        XCTAssertEqual(c.colorNames, ["bad", "space"])
        XCTAssertEqual(f.lines(c), [
            "ROOT/A.xcassets/bad.colorset/Contents.json:3:97: warning: colour set 'bad' (any): '300' is outside 0–255 for an 8-bit component; that appearance is skipped",
            "ROOT/A.xcassets/hex.colorset/Contents.json:3:97: warning: colour set 'hex' (any): '0xZZ' is not a hex byte (0x00–0xFF); that appearance is skipped",
            "ROOT/A.xcassets/hex.colorset/Contents.json:2:14: warning: colour set 'hex' has no usable iPhone or universal colour; colour set 'hex' is skipped",
            "ROOT/A.xcassets/none.colorset/Contents.json:3:58: warning: colour set 'none' (any) has no 'green' component (srgb needs red, green, blue); that appearance is skipped",
            "ROOT/A.xcassets/none.colorset/Contents.json:2:14: warning: colour set 'none' has no usable iPhone or universal colour; colour set 'none' is skipped",
            "ROOT/A.xcassets/space.colorset/Contents.json:3:35: warning: colour set 'space' (any) has colour space 'display-p4', which is not supported; its components are read as sRGB — did you mean 'display-p3'?",
            "ROOT/A.xcassets/sys.colorset/Contents.json:3:17: warning: colour set 'sys' (any) refers to a system colour, which is not read; that appearance is skipped",
            "ROOT/A.xcassets/sys.colorset/Contents.json:2:14: warning: colour set 'sys' has no usable iPhone or universal colour; colour set 'sys' is skipped",
        ])
    }
}
