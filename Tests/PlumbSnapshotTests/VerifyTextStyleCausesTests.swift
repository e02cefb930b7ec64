import Foundation
import PlumbSnapshot
import XCTest

/// A change of text styling is named by verify: paragraph facts as `text style ±fact`, a
/// text made of runs per run (its text, font, colour and styling).
final class VerifyTextStyleCausesTests: XCTestCase {
    static let price = """
    component: c
    width: 240
    body:
      text: [{text: "Now "}, {text: "$32", color: accent}, {text: " was $40", strikethrough: danger}]
      modifiers: [{foregroundColor: ink}, {lineLimit: 1}, {minimumScaleFactor: 0.8}]
    """

    func testLosingAStrikethroughIsNamedOnItsRun() throws {
        let r = try verify(Self.price) { $0.replacingOccurrences(of: ", strikethrough: danger", with: "") }
        assertCause(r, kind: "text", contains: "run 2 style −strikethrough #E85C4C")
    }

    func testARunColourChangeIsNamedWithItsTokens() throws {
        let r = try verify(Self.price) { $0.replacingOccurrences(of: "color: accent", with: "color: danger") }
        assertCause(r, kind: "color", contains: "run 1 color accent #E89B3C → danger #E85C4C")
    }

    func testParagraphSettingsAreNamed() throws {
        let r = try verify(Self.price) { $0.replacingOccurrences(of: "{minimumScaleFactor: 0.8}", with: "{truncationMode: middle}") }
        assertCause(r, kind: "text", contains: "text style −minimumScaleFactor 0.8, +truncationMode middle")
        let italic = try verify(Self.price) { $0.replacingOccurrences(of: "{lineLimit: 1}", with: "{lineLimit: 1}, {italic: {}}") }
        assertCause(italic, kind: "text", contains: "run 0 style +italic")
        assertCause(italic, kind: "font", contains: "run 0 font face Inter-Regular.otf → Inter-Italic.otf")
    }
}
