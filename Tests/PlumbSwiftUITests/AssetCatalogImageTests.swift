import PlumbModel
import PlumbSwiftUI
import XCTest

final class AssetCatalogImageTests: XCTestCase {
    typealias F = AssetCatalogFixture

    func testSVGPathsBecomePathDataInViewBoxUnits() throws {
        let f = try F(self)
        try f.imageSet("Icons.xcassets/bolt.imageset", filename: "bolt.svg", svg: """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="30" viewBox="0 0 40 60" fill="none">
          <title>Bolt</title>
          <path d="M10 0L30 0L20 30Z" fill="#1C1B1F"/>
          <g fill="#1C1B1F">
            <path d="m5 5 10 0 0 10z"/>
          </g>
        </svg>
        """, properties: #""preserves-vector-representation" : true, "template-rendering-intent" : "template""#)
        let c = try f.load()
        XCTAssertEqual(c.imageNames, ["bolt"])
        let set = try XCTUnwrap(c.imageSet(named: "bolt"))
        XCTAssertEqual(set.paths, ["M10 0L30 0L20 30Z", "M0 0m5 5 10 0 0 10z"])
        XCTAssertEqual(set.pathData, "M10 0L30 0L20 30Z M0 0m5 5 10 0 0 10z")
        XCTAssertEqual(set.width, 20)
        XCTAssertEqual(set.height, 30)
        XCTAssertEqual(set.renderingIntent, .template)
        XCTAssertEqual(set.fillColor, RGBA(hex: "#1C1B1F"))
        let icon = try XCTUnwrap(c.image(named: "bolt"))
        XCTAssertNil(icon.name)
        XCTAssertEqual(icon.pathData, set.pathData)
        XCTAssertEqual(icon.viewBoxWidth, 40)
        XCTAssertEqual(icon.viewBoxHeight, 60)
        XCTAssertEqual(icon.widthEm, 40.0 / 60)
        XCTAssertEqual(icon.heightEm, 1)
        XCTAssertEqual(f.lines(c), [])
    }

    func testBasicShapesBecomePathData() throws {
        let f = try F(self)
        try f.imageSet("I.xcassets/shapes.imageset", filename: "s.svg", svg: """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
        <rect x="2" y="3" width="10" height="4"/>
        <rect x="0" y="0" width="8" height="6" rx="2"/>
        <circle cx="12" cy="12" r="5"/>
        <ellipse cx="6" cy="18" rx="4" ry="2"/>
        <polygon points="1,1 5,1 3,4"/>
        <polyline points="0 20 4 20 4 24"/>
        <rect width="0" height="5"/>
        <line x1="0" y1="0" x2="24" y2="24"/>
        <path d="M1 1h2" display="none"/>
        </svg>
        """)
        let c = try f.load()
        XCTAssertEqual(c.imageSet(named: "shapes")?.paths, [
            "M2 3H12V7H2Z",
            "M2 0H6A2 2 0 0 1 8 2V4A2 2 0 0 1 6 6H2A2 2 0 0 1 0 4V2A2 2 0 0 1 2 0Z",
            "M17 12A5 5 0 1 1 7 12A5 5 0 1 1 17 12Z",
            "M10 18A4 2 0 1 1 2 18A4 2 0 1 1 10 18Z",
            "M1 1L5 1L3 4Z",
            "M0 20L4 20L4 24Z",
        ])
        // Without width and height, the image is as large as its viewBox.
        XCTAssertEqual(c.imageSet(named: "shapes")?.width, 24)
        XCTAssertEqual(f.lines(c), [])
    }

    func testFigmaWholeCanvasClipIsSilentAndOtherClipsAreReported() throws {
        let f = try F(self)
        try f.imageSet("I.xcassets/figma.imageset", filename: "f.svg", svg: """
        <svg width="24" height="24" viewBox="0 0 24 24" fill="none" xmlns="http://www.w3.org/2000/svg">
        <g clip-path="url(#clip0_1_2)">
        <path d="M0 0H24V24Z" fill="currentColor"/>
        </g>
        <defs>
        <clipPath id="clip0_1_2">
        <rect width="24" height="24" fill="white"/>
        </clipPath>
        </defs>
        </svg>
        """)
        try f.imageSet("I.xcassets/clipped.imageset", filename: "c.svg", svg: """
        <svg viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg">
        <defs><clipPath id="half"><rect width="12" height="24"/></clipPath></defs>
        <path clip-path="url(#half)" d="M0 0H24V24Z"/>
        </svg>
        """)
        // The same whole-canvas clip written as a path (SBB's icon exports: `M0 0h59v20H0z`).
        try f.imageSet("I.xcassets/pathclip.imageset", filename: "p.svg", svg: """
        <svg width="59" height="20" viewBox="0 0 59 20" fill="none" xmlns="http://www.w3.org/2000/svg">
        <g clip-path="url(#a)"><path fill="#000" d="M2 2H57V18Z"/></g>
        <defs><clipPath id="a"><path fill="#fff" d="M0 0h59v20H0z"/></clipPath></defs>
        </svg>
        """)
        // A path that is no whole-canvas rectangle is still reported.
        try f.imageSet("I.xcassets/pathhalf.imageset", filename: "h.svg", svg: """
        <svg viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg">
        <defs><clipPath id="tri"><path d="M0 0h24v24z"/></clipPath></defs>
        <path clip-path="url(#tri)" d="M0 0H24V24Z"/>
        </svg>
        """)
        let c = try f.load()
        XCTAssertEqual(c.imageSet(named: "pathclip")?.paths, ["M2 2H57V18Z"])
        XCTAssertEqual(c.imageSet(named: "figma")?.paths, ["M0 0H24V24Z"])
        XCTAssertNil(c.imageSet(named: "figma")?.fillColor)
        XCTAssertEqual(c.imageSet(named: "clipped")?.paths, ["M0 0H24V24Z"])
        XCTAssertEqual(f.lines(c), [
            "ROOT/I.xcassets/clipped.imageset/c.svg:3:1: warning: clip-path 'url(#half)' is not applied; the content is drawn unclipped",
            "ROOT/I.xcassets/pathhalf.imageset/h.svg:3:1: warning: clip-path 'url(#tri)' is not applied; the content is drawn unclipped",
        ])
    }

    func testApproximationsAreReportedOncePerFileWithACount() throws {
        let f = try F(self)
        try f.imageSet("I.xcassets/lucide.imageset", filename: "l.svg", svg: """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 28 28" fill="none" stroke="currentColor">
        <path d="M5 12h14"/>
        <path d="M12 5v14"/>
        <g transform="translate(2 2)" fill="#FF0000" opacity="0.5"><rect width="4" height="4" fill-rule="evenodd"/></g>
        <circle cx="3" cy="3" r="1" fill="#00FF00" stroke="none"/>
        <text x="0" y="0">A</text>
        <use href="#a"/>
        </svg>
        """)
        let c = try f.load()
        // The viewBox origin (-2, -2) and the group's translate(2 2) are applied.
        XCTAssertEqual(c.imageSet(named: "lucide")?.paths, ["M 6 5 A 1 1 0 1 1 4 5 A 1 1 0 1 1 6 5 Z"])
        // The even-odd rect is filled with its own rule.
        XCTAssertEqual(c.imageSet(named: "lucide")?.evenOddPaths, ["M 4 4 H 8 V 8 H 4 Z"])
        XCTAssertNil(c.imageSet(named: "lucide")?.fillColor)
        // The two paths and the rect (which inherits the stroke) are stroked, 1 unit wide.
        XCTAssertEqual(c.imageSet(named: "lucide")?.strokes.map(\.width), [1, 1, 1])
        XCTAssertEqual(f.lines(c), [
            "ROOT/I.xcassets/lucide.imageset/l.svg:4:60: warning: opacity is not applied; the element is drawn opaque",
            "ROOT/I.xcassets/lucide.imageset/l.svg:6:1: warning: <text> is not drawn",
            "ROOT/I.xcassets/lucide.imageset/l.svg:7:1: warning: <use> is not followed; what it refers to is not drawn",
            "ROOT/I.xcassets/lucide.imageset/l.svg:1:1: warning: image set 'lucide' paints with 3 colours, currentcolor among them, "
                + "which Plumb does not draw as a colour of its own; Plumb draws it in one colour",
        ])
    }

    /// Illustrator and Figma write colours as `<style>` class rules (`.cls-1{fill:#eb0000;}`):
    /// they apply by class, element and id with CSS's precedence (an element's `style`
    /// attribute over the rules, the rules over its presentation attributes, an id over a
    /// class over an element name); a rule with another selector is not applied, and said so.
    func testStyleSheetRulesColourTheElementsTheyMatch() throws {
        let f = try F(self)
        try f.imageSet("I.xcassets/art.imageset", filename: "a.svg", svg: """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
        <defs><style>/* exported */ .cls-1{fill:#eb0000;} .cls-2, .cls-3 { fill: #0000ff } #dot{fill:#00ff00}
        path.cls-1 { fill: #ffffff } g rect { fill: #123456 }</style></defs>
        <rect class="cls-1" width="2" height="2" fill="#000000"/>
        <rect class="cls-2" x="2" width="2" height="2"/>
        <rect class="cls-3 cls-1" x="4" width="2" height="2"/>
        <rect id="dot" class="cls-1" x="6" width="2" height="2"/>
        <path class="cls-1" d="M0 4h2v2h-2z"/>
        <rect class="cls-2" x="8" width="2" height="2" style="fill: #ff00ff"/>
        </svg>
        """)
        let c = try f.load()
        XCTAssertEqual(c.imageSet(named: "art")?.colouredLayers.map(\.color.hex),
                       ["#EB0000", "#0000FF", "#0000FF", "#00FF00", "#FFFFFF", "#FF00FF"])
        XCTAssertEqual(f.lines(c), [
            "ROOT/I.xcassets/art.imageset/a.svg:3:1: warning: CSS rules with selectors other than an element, a .class or an #id are not applied",
        ])
    }

    func testImageSetsWithoutADrawableFileAreSkippedWithAWarning() throws {
        let f = try F(self)
        try f.write("I.xcassets/photo.imageset/Contents.json", """
        {
          "images" : [
            { "filename" : "photo.png", "idiom" : "universal", "scale" : "1x" },
            { "filename" : "photo@2x.png", "idiom" : "universal", "scale" : "2x" },
            { "idiom" : "universal", "scale" : "3x" }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }
        """)
        try f.write("I.xcassets/heic.imageset/Contents.json", """
        {
          "images" : [ { "filename" : "icon.heic", "idiom" : "universal" } ],
          "info" : { "author" : "xcode", "version" : 1 }
        }
        """)
        try f.imageSet("I.xcassets/escape.imageset", filename: "../../secret.svg", svg: nil)
        try f.imageSet("I.xcassets/missing.imageset", filename: "gone.svg", svg: nil)
        let c = try f.load()
        XCTAssertEqual(c.imageNames, [])
        XCTAssertEqual(f.lines(c).sorted(), [
            "ROOT/I.xcassets/escape.imageset/Contents.json:3:5: warning: image file '../../secret.svg' is not a file of the image set; image set 'escape' is skipped",
            "ROOT/I.xcassets/missing.imageset/gone.svg:1:1: warning: cannot read file (missing or unreadable); image set 'missing' is skipped",
            "ROOT/I.xcassets/photo.imageset/photo.png:1:1: warning: image file 'photo.png' of image set 'photo' is not a readable PNG or JPEG; it is not used",
            "ROOT/I.xcassets/photo.imageset/photo@2x.png:1:1: warning: image file 'photo@2x.png' of image set 'photo' is not a readable PNG or JPEG; it is not used",
            "ROOT/I.xcassets/photo.imageset/Contents.json:1:1: warning: image set 'photo' has no PNG or JPEG Plumb can draw; it is skipped",
            "ROOT/I.xcassets/heic.imageset/Contents.json:2:14: warning: image set 'heic' has no SVG, PDF, PNG or JPEG (icon.heic); Plumb draws SVG, PDF, PNG and JPEG image sets, so image set 'heic' is skipped",
        ].sorted())
    }

    func testNamespacedImageAndDarkVariant() throws {
        let f = try F(self)
        try f.write("I.xcassets/Icons/Contents.json", #"{ "properties" : { "provides-namespace" : true } }"#)
        try f.write("I.xcassets/Icons/star.imageset/Contents.json", """
        {
          "images" : [
            { "filename" : "star.svg", "idiom" : "universal" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "filename" : "star-dark.svg", "idiom" : "universal" }
          ]
        }
        """)
        try f.write("I.xcassets/Icons/star.imageset/star.svg", #"<svg viewBox="0 0 10 10"><path d="M0 0h10v10z"/></svg>"#)
        try f.write("I.xcassets/Icons/star.imageset/star-dark.svg", ##"<svg viewBox="0 0 10 10"><path d="M0 0h5v5z" fill="#ffffff"/></svg>"##)
        // A set with no dark image draws its any image in both appearances.
        try f.imageSet("I.xcassets/plain.imageset", filename: "plain.svg", svg: #"<svg viewBox="0 0 4 4"><path d="M0 0h4v4z"/></svg>"#)
        let c = try f.load()
        XCTAssertEqual(c.imageNames, ["Icons/star", "plain"])
        XCTAssertEqual(c.image(named: "Icons/star")?.pathData, "M0 0h10v10z")
        XCTAssertEqual(c.imageSet(named: "Icons/star")?.fillColor, .black)
        XCTAssertEqual(c.image(named: "Icons/star", appearance: .dark)?.pathData, "M0 0h5v5z", "the dark image in the dark appearance")
        XCTAssertEqual(c.imageSet(named: "Icons/star", appearance: .dark)?.fillColor, RGBA(r: 1, g: 1, b: 1, a: 1))
        XCTAssertEqual(c.image(named: "plain", appearance: .dark)?.pathData, "M0 0h4v4z")
        XCTAssertEqual(f.lines(c), [])
    }

    func testAxisAlignedTransformsAreAppliedToPathData() throws {
        let f = try F(self)
        try f.imageSet("I.xcassets/t.imageset", filename: "t.svg", svg: """
        <svg viewBox="10 20 24 24" xmlns="http://www.w3.org/2000/svg">
        <g transform="translate(10, 20) scale(2)">
          <path d="M1 1h2v-.5.5l1e1 0a1 2 0 01-1 1z" transform="matrix(-1 0 0 1 4 0)"/>
          <path d="m1 1 2 2 3 3"/>
          <path d="M0 0C1 2 3 4 5 6S7 8 9 10Q1 1 2 2T3 3V4"/>
        </g>
        <path d="M0 0h1" transform="rotate(45)"/>
        <path d="M0 0A2 1 30 0 1 4 4" transform="scale(2 1)"/>
        </svg>
        """)
        let c = try f.load()
        XCTAssertEqual(c.imageSet(named: "t")?.paths, [
            // matrix mirrors x (flag 0 → 1 for the sweep), then ×2 and the origin and translate cancel.
            "M 6 2 h -4 v -1 1 l -20 0 a 2 4 0 0 0 2 2 z",
            "M 0 0 m 2 2 4 4 6 6",
            "M 0 0 C 2 4 6 8 10 12 S 14 16 18 20 Q 2 2 4 4 T 6 6 V 8",
            "M0 0h1",
            "M0 0A2 1 30 0 1 4 4",
        ])
        XCTAssertEqual(f.lines(c), [
            "ROOT/I.xcassets/t.imageset/t.svg:7:1: warning: a rotation or skew is not applied; the element is drawn untransformed",
            "ROOT/I.xcassets/t.imageset/t.svg:8:1: warning: a rotated arc under a non-uniform scale (or unreadable path data) is drawn untransformed",
        ])
    }
}
