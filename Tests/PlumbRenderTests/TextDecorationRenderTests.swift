import Foundation
import PlumbModel
import PlumbRaster
import PlumbRender
import XCTest

/// Underlines, strikethroughs and slanted faces drawn: exact colours where the strokes fully
/// cover pixels, and nowhere else.
final class TextDecorationRenderTests: XCTestCase {
    let tokens = defaultTokens + "\n  red: \"#FF0000\"\n  blue: \"#0000FF\"\n"

    func testUnderlineAndStrikethroughAreSolidStrokesInTheirColours() throws {
        let (out, _) = try renderOutput("""
        component: c
        body:
          text: [{text: "Was "}, {text: "$40", underline: red, strikethrough: blue}]
          modifiers: [{foregroundColor: ink}, {padding: 10}]
        """, tokens: tokens, scale: 3)
        let p = out.image.pixmap
        let n = out.tree.nodes.first { $0.kind == "text" }!
        let line = n.text!.lines[0]
        for d in line.decorations {
            let expected = d.kind == .underline ? [255, 0, 0, 255] : [0, 0, 255, 255]
            // The stroke's middle row, in pixels (origin at the padding's corner).
            let y = Int(((n.frame.y + d.y + d.thickness / 2) * 3).rounded(.down)) + out.image.originY
            let x0 = Int(((n.frame.x + d.x) * 3).rounded(.up)) + out.image.originX
            let x1 = Int(((n.frame.x + d.x + d.width) * 3).rounded(.down)) + out.image.originX
            XCTAssertGreaterThan(d.thickness * 3, 3, "Inter's strokes are over 3 px thick at @3x")
            for x in x0..<x1 { XCTAssertEqual(rgba(p, x, y), expected, "\(d.kind) at \(x),\(y)") }
            // Before the run ("Was "), the same row holds no stroke colour.
            for x in (Int(n.frame.x * 3) + out.image.originX)..<(x0 - 3) {
                XCTAssertNotEqual(rgba(p, x, y), expected, "\(d.kind) must not reach \(x),\(y)")
            }
        }
    }

    func testItalicDrawsTheItalicFaceAndAnUprightOnlyFamilyIsSlanted() throws {
        func pixels(_ modifiers: String, tokens extra: String = "") throws -> [UInt8] {
            try render("""
            component: c
            body:
              text: "Il"
              modifiers: [\(modifiers){font: {size: 40}}, {foregroundColor: ink}, {frame: {width: 60, height: 60}}]
            """, tokens: tokens + extra).data
        }
        let upright = try pixels(""), italic = try pixels("{italic: {}}, ")
        XCTAssertNotEqual(upright, italic)
        // A system mapping only an upright file: the same file, drawn slanted.
        let mapped = "fontFaces: {default-display: {regular: \(BundledFontsPath.file("InterDisplay-Regular.otf"))}}\n"
        let mappedUpright = try pixels("", tokens: mapped), mappedItalic = try pixels("{italic: {}}, ", tokens: mapped)
        XCTAssertEqual(mappedUpright, upright, "the mapped file is Inter Display itself")
        XCTAssertNotEqual(mappedItalic, mappedUpright)
        XCTAssertNotEqual(mappedItalic, italic, "slanted upright glyphs are not the designed italics")
    }
}

/// Paths of the bundled font files, for systems that map them explicitly.
enum BundledFontsPath {
    static func file(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/PlumbText/Fonts/\(name)").path
    }
}
