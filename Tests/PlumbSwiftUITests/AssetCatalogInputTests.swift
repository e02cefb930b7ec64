import Foundation
import PlumbModel
import PlumbSwiftUI
import XCTest

/// Bad and hostile input: located warnings (the set is skipped, the others read) or located
/// errors, never a crash or a hang.
final class AssetCatalogInputTests: XCTestCase {
    typealias F = AssetCatalogFixture
    let black = F.color("srgb", ["red": "0", "green": "0", "blue": "0"])

    func testMalformedContentsJSONIsALocatedWarning() throws {
        let f = try F(self)
        try f.write("A.xcassets/broken.colorset/Contents.json", "{\n  \"colors\" : [\n    { \"idiom\" : \"universal\", }\n  \n")
        try f.write("A.xcassets/empty.colorset/Contents.json", "")
        try f.write("A.xcassets/list.colorset/Contents.json", "[1, 2]")
        try f.colorSet("A.xcassets/good.colorset", black)
        let c = try f.load()
        XCTAssertEqual(c.colorNames, ["good"])
        XCTAssertEqual(f.lines(c), [
            "ROOT/A.xcassets/broken.colorset/Contents.json:5:1: warning: invalid JSON: did not find expected ',' or ']' while parsing a flow sequence; colour set 'broken' is skipped",
            "ROOT/A.xcassets/empty.colorset/Contents.json:1:1: warning: the file is empty; colour set 'empty' is skipped",
            "ROOT/A.xcassets/list.colorset/Contents.json:1:1: warning: Contents.json is not a JSON object; colour set 'list' is skipped",
        ])
    }

    func testMalformedSVGIsALocatedWarning() throws {
        let f = try F(self)
        try f.imageSet("I.xcassets/open.imageset", filename: "o.svg", svg: "<svg viewBox=\"0 0 24 24\">\n<path d=\"M0 0h1\">\n</svg>\n")
        try f.imageSet("I.xcassets/html.imageset", filename: "h.svg", svg: "<html><path d=\"M0 0h1\"/></html>")
        try f.imageSet("I.xcassets/box.imageset", filename: "b.svg", svg: "<svg viewBox=\"0 0 24\"><path d=\"M0 0h1\"/></svg>")
        try f.imageSet("I.xcassets/wide.imageset", filename: "w.svg", svg: "<svg viewBox=\"0 0 1000 1\"><path d=\"M0 0h1\"/></svg>")
        try f.imageSet("I.xcassets/blank.imageset", filename: "e.svg", svg: "<svg viewBox=\"0 0 24 24\"><path d=\"M0 0h1\" fill=\"none\"/></svg>")
        try f.imageSet("I.xcassets/bomb.imageset", filename: "x.svg", svg: """
        <?xml version="1.0"?>
        <!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
        <svg viewBox="0 0 24 24"><path d="&b;"/></svg>
        """)
        let c = try f.load()
        XCTAssertEqual(c.imageNames, [])
        let lines = f.lines(c)
        XCTAssertEqual(lines.count, 6)
        XCTAssertEqual(lines[0], "ROOT/I.xcassets/blank.imageset/e.svg:1:1: warning: SVG has nothing Plumb draws (no filled or stroked path or shape); image set 'blank' is skipped")
        XCTAssertEqual(lines[1], "ROOT/I.xcassets/bomb.imageset/x.svg:1:1: warning: SVG declares entities, which Plumb does not expand; image set 'bomb' is skipped")
        XCTAssertEqual(lines[2], "ROOT/I.xcassets/box.imageset/b.svg:1:1: warning: viewBox '0 0 24' is not four numbers with a positive width and height; image set 'box' is skipped")
        XCTAssertEqual(lines[3], "ROOT/I.xcassets/html.imageset/h.svg:1:1: warning: the root element is <html>, not <svg>; image set 'html' is skipped")
        // libxml2 reports the mismatch where it sees it: after the closing tag.
        XCTAssertEqual(lines[4], "ROOT/I.xcassets/open.imageset/o.svg:3:7: warning: invalid SVG: opening and closing tags do not match; image set 'open' is skipped")
        XCTAssertEqual(lines[5], "ROOT/I.xcassets/wide.imageset/w.svg:1:1: warning: viewBox aspect ratio 1000 × 1 is beyond 1:100; image set 'wide' is skipped")
    }

    func testOversizedFilesAndElementBudgetsSkipTheSet() throws {
        let f = try F(self)
        let big = "<svg viewBox=\"0 0 24 24\"><!--" + String(repeating: "x", count: AssetCatalogLimits.svgBytes) + "--></svg>"
        try f.imageSet("I.xcassets/big.imageset", filename: "b.svg", svg: big)
        let many = "<svg viewBox=\"0 0 24 24\">\n" + String(repeating: "<g/>\n", count: AssetCatalogLimits.svgElements) + "</svg>"
        try f.imageSet("I.xcassets/many.imageset", filename: "m.svg", svg: many)
        let deep = "<svg viewBox=\"0 0 24 24\">" + String(repeating: "<g>", count: 70) + String(repeating: "</g>", count: 70) + "</svg>"
        try f.imageSet("I.xcassets/deep.imageset", filename: "d.svg", svg: deep)
        let c = try f.load()
        XCTAssertEqual(c.imageNames, [])
        XCTAssertEqual(f.lines(c), [
            "ROOT/I.xcassets/big.imageset/b.svg:1:1: warning: file of 1,048,614 bytes exceeds the svg-file-size limit of 1,048,576 bytes; image set 'big' is skipped",
            "ROOT/I.xcassets/deep.imageset/d.svg:1:215: warning: SVG nesting of 65 levels exceeds the svg-depth limit of 64 levels; image set 'deep' is skipped",
            "ROOT/I.xcassets/many.imageset/m.svg:10001:1: warning: SVG of more than 10,000 elements exceeds the svg-elements limit of 10,000; image set 'many' is skipped",
        ])
    }

    func testSymbolicLinksAreNotFollowed() throws {
        let f = try F(self)
        try f.colorSet("repo/A.xcassets/real.colorset", black)
        try f.colorSet("outside/B.xcassets/linked.colorset", black)
        let fm = FileManager.default
        // A loop back to the top, a linked catalog, and a link inside a catalog.
        try fm.createSymbolicLink(atPath: f.root + "/repo/loop", withDestinationPath: f.root + "/repo")
        try fm.createSymbolicLink(atPath: f.root + "/repo/Linked.xcassets", withDestinationPath: f.root + "/outside/B.xcassets")
        try fm.createSymbolicLink(atPath: f.root + "/repo/A.xcassets/alias.colorset", withDestinationPath: f.root + "/outside/B.xcassets/linked.colorset")
        let c = try f.load(["repo"])
        XCTAssertEqual(c.colorNames, ["real"])
        XCTAssertEqual(c.catalogs, [f.root + "/repo/A.xcassets"])
        XCTAssertEqual(f.lines(c), [
            "ROOT/repo/A.xcassets/alias.colorset:1:1: warning: 'alias.colorset' in an asset catalog is a symbolic link, which is not followed",
            "ROOT/repo/Linked.xcassets:1:1: warning: asset catalog 'ROOT/repo/Linked.xcassets' is a symbolic link, which is not followed",
        ])
        // A catalog named directly is read, even through a link: the user chose it.
        XCTAssertEqual(try f.load(["repo/Linked.xcassets"]).colorNames, ["linked"])
    }

    func testMissingPathIsALocatedError() throws {
        let f = try F(self)
        XCTAssertThrowsError(try f.load(["nowhere"])) { error in
            XCTAssertEqual("\(error)".replacingOccurrences(of: f.root, with: "ROOT"),
                           "ROOT/nowhere:1:1: error: 'ROOT/nowhere' does not exist")
        }
    }

    func testFontsDuplicatesAndHiddenDirectories() throws {
        let f = try F(self)
        try f.write("Fonts/Brand-Bold.ttf", "not really a font")
        try f.write("Fonts/Brand-Italic.OTF", "")
        try f.write("Fonts/readme.txt", "")
        try f.colorSet("A/One.xcassets/ink.colorset", black)
        try f.colorSet("B/Two.xcassets/ink.colorset", F.color("srgb", ["red": "255", "green": "255", "blue": "255"]))
        try f.colorSet(".build/checkouts/Dep.xcassets/hidden.colorset", black)
        let c = try f.load()
        XCTAssertEqual(c.fontFiles, [f.root + "/Fonts/Brand-Bold.ttf", f.root + "/Fonts/Brand-Italic.OTF"])
        XCTAssertEqual(c.colorNames, ["ink"])
        XCTAssertEqual(c.color(named: "ink", appearance: .dark), RGBA(r: 0, g: 0, b: 0))
        XCTAssertEqual(f.lines(c), [
            "ROOT/B/Two.xcassets/ink.colorset/Contents.json:1:1: warning: colour set 'ink' is also defined by ROOT/A/One.xcassets/ink.colorset/Contents.json; the first is used",
        ])
    }
}
