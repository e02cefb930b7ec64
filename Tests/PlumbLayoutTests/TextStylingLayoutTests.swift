import Foundation
import PlumbLayout
import PlumbModel
import PlumbText
import XCTest

/// Item 5 of issue 11 from YAML: the text modifiers as environment values (inherited by the
/// texts inside, overridden by inner ones and by a run's own), runs with props and colours,
/// and the located errors of each new key.
final class TextStylingLayoutTests: XCTestCase {
    let tokens = "colors: {accent: \"#E89B3C\", ink: \"#121212\"}"

    func testParagraphSettingsReachTheTextsInside() throws {
        let t = try layoutSpec("""
        component: c
        width: 200
        body:
          vstack:
            alignment: leading
            children:
              - text: "Two lines with spacing of eight points between"
              - text: "A very long text that will be truncated in the middle for sure"
                modifiers: [{lineLimit: 1}, {truncationMode: head}]
          modifiers: [{lineSpacing: 8}, {truncationMode: middle}, {italic: {}}]
        """, tokens: tokens)
        let first = t.node("0/text"), second = t.node("1/text")
        XCTAssertEqual(first.text?.lines.count, 2)
        // Two lines: 22 pt leading + 8 between their baselines, the last one line tall.
        let line = first.text!.lineHeight
        assertRect(first.frame, 0, 0, first.text!.width, 22 + 8 + line)
        XCTAssertEqual(first.textStyleFacts, ["italic", "lineSpacing 8", "truncationMode middle"])
        // The inner truncationMode wins over the outer one.
        XCTAssertEqual(second.text?.lines.map(\.text).first?.first, "…")
        XCTAssertEqual(second.textStyleFacts, ["italic", "lineSpacing 8", "truncationMode head"])
        XCTAssertEqual((second.text!.facePath as NSString).lastPathComponent, "Inter-Italic.otf")
        // Two texts in a stack with no spacing are their lower font's leading apart: body's
        // 22 pt line less Inter's 20.57.
        assertRect(second.frame, 0, 30 + line + (22 - line), second.text!.width, line)
    }

    func testRunsWithPropsColoursAndTheirOwnStyling() throws {
        let t = try layoutSpec("""
        component: c
        props: {date: "12 March"}
        body:
          text: [{text: "Due "}, {text: "{date}", font: headline, color: accent}, {text: " (was 10 March)", strikethrough: ink, underline: false}]
          modifiers: [{underline: {}}, {foregroundColor: ink}]
        """, tokens: tokens)
        let n = t.node("text")
        guard case .text(let whole) = n.view.kind else { return XCTFail("not a text") }
        XCTAssertEqual(whole, "Due 12 March (was 10 March)")
        XCTAssertEqual(n.view.textRuns.map(\.text), ["Due ", "12 March", " (was 10 March)"])
        XCTAssertEqual(n.runPaints.map(\.foregroundToken), ["ink", "accent", "ink"])
        XCTAssertEqual(n.runPaints.map { $0.underline != nil }, [true, true, false], "underline: false in a run turns it off")
        XCTAssertEqual(n.runPaints[2].strikethrough?.color, .solid(RGBA(hex: "#121212")!))
        XCTAssertEqual(n.runFonts.map(\.weight), [.regular, .semibold, .regular], "headline is semibold")
        XCTAssertEqual(n.runFacts(0), ["underline"])
        XCTAssertEqual(n.runFacts(2), ["strikethrough #121212"])
        let line = n.text!.lines[0]
        XCTAssertEqual(line.text, "Due 12 March (was 10 March)")
        XCTAssertEqual(line.decorations.map(\.kind), [.underline, .underline, .strikethrough])
        XCTAssertEqual(line.decorations.map(\.run), [0, 1, 2])
        // The three decorations tile the line: each starts where the previous run ends.
        XCTAssertEqual(line.decorations[1].x, line.decorations[0].x + line.decorations[0].width, accuracy: 1e-9)
        XCTAssertEqual(line.decorations[2].x + line.decorations[2].width, line.width, accuracy: 1e-9)
        assertRect(n.frame, 0, 0, line.width, n.text!.lineHeight)
    }

    func testPseudoLocaleTranslatesEachRun() throws {
        let system = try makeSystem(tokens: tokens, components: ["c": """
        component: c
        body:
          text: [{text: "Due "}, {text: "today", font: headline}]
        """])
        let c = try SpecResolver(system: system, dynamicType: .large).resolve("c", pseudoLocale: .expanded)
        XCTAssertEqual(c.root.textRuns.map(\.text), [PseudoLocale.expanded.transform("Due "), PseudoLocale.expanded.transform("today")])
        guard case .text(let whole) = c.root.kind else { return XCTFail("not a text") }
        XCTAssertEqual(whole, c.root.textRuns.map(\.text).joined())
    }

    func testFontTokensTakeItalicAndMonospacedDigit() throws {
        let t = try layoutSpec("""
        component: c
        body:
          text: "10:45"
          modifiers: [{font: timer}]
        """, tokens: tokens + "\nfonts: {timer: {style: title2, italic: true, monospacedDigit: true}}")
        let n = t.node("text")
        XCTAssertEqual(n.font?.italic, true)
        XCTAssertEqual(n.font?.monospacedDigit, true)
        XCTAssertEqual((n.text!.facePath as NSString).lastPathComponent, "InterDisplay-Italic.otf")
        XCTAssertEqual(n.textStyleFacts, ["italic", "monospacedDigit"])
    }

    func testShrinkAndTightenAreReportedAsFacts() throws {
        let t = try layoutSpec("""
        component: c
        width: 200
        body:
          text: "Shrink this text to fit one line"
          modifiers: [{lineLimit: 1}, {minimumScaleFactor: 0.5}, {allowsTightening: true}]
        """, tokens: tokens)
        let n = t.node("text")
        // Tightening alone (≤ 0.05 em) cannot fit it; shrinking to 86 % does.
        XCTAssertEqual(n.textStyleFacts, ["minimumScaleFactor 0.5", "allowsTightening", "shrunk to 86%"])
        assertRect(n.frame, 0, 0, n.text!.width, n.text!.lineHeight)
    }

    func testBadValuesAreLocatedErrors() {
        func error(_ body: String) -> String {
            do {
                _ = try layoutSpec("component: c\nbody:\n" + body, tokens: tokens)
                return "no error"
            } catch let e as PlumbError {
                return e.description
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(error("  text: a\n  modifiers: [{minimumScaleFactor: 0}]\n"),
                       "components/c.yaml:4:36: error: minimumScaleFactor must be from 0.01 to 1, found 0")
        XCTAssertEqual(error("  text: a\n  modifiers: [{truncationMode: midle}]\n"),
                       "components/c.yaml:4:32: error: unknown truncation mode 'midle' — did you mean 'middle'?")
        XCTAssertTrue(error("  text: [{text: a, lineLimit: 1}]\n").hasPrefix("components/c.yaml:3:20: error: unknown key 'lineLimit' in text run (expected one of: text, font, fontWeight, fontDesign, color"),
                      error("  text: [{text: a, lineLimit: 1}]\n"))
        XCTAssertEqual(error("  text: [{font: body}]\n"), "components/c.yaml:3:10: error: a text run needs 'text'")
        XCTAssertEqual(error("  text: []\n").components(separatedBy: ": error: ").last,
                       "a text made of runs needs at least one run, e.g. [{text: \"Due \"}, {text: \"today\", font: headline}]")
        XCTAssertEqual(error("  text: a\n  modifiers: [{underline: {color: ink, isActive: maybe}}]\n"),
                       "components/c.yaml:4:50: error: expected true or false for isActive, found 'maybe'")
        XCTAssertEqual(error("  text: a\n  modifiers: [{lineSpacing: -2}]\n").components(separatedBy: ": error: ").first,
                       "components/c.yaml:4:29")
    }
}
