import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// `List`/`Form`/`Section` in the inset-grouped look, and `List` in the plain look.
final class SwiftUIListTests: XCTestCase {
    /// `.listStyle(.plain)` as measured on an iPhone 13 snapshot of a plain list of two rows:
    /// full-width rows on systemBackground from the top, content 20 pt in and 11 pt from the
    /// row's top and bottom, a one-pixel separator (⅓ pt at 3×) at the bottom of every row,
    /// the last too, from 20 pt in to the trailing edge. Exact pixels at 3×, light and dark.
    func testPlainListRowsAndSeparators() throws {
        let source = """
        import SwiftUI
        #Preview {
            List {
                HStack(spacing: 16) {
                    Color.red.frame(width: 60, height: 90)
                    Text("Castle in the Sky")
                }
                Text("Kiki")
            }
            .listStyle(.plain)
        }
        """
        let r = evaluate(source)
        XCTAssertEqual(r[0].diagnostics.map(\.description), [])
        let t = try sharedLayout.layout(r[0].component!)
        let list = t.node("preview/List")
        assertRect(list.outerFrame, 0, 0, 393, 112 + 44)
        assertRect(t.nodes.first { $0.path.hasSuffix("/Color") && $0.frame.width == 60 }?.frame, 20, 11, 60, 90)
        let kiki = t.nodes.first { $0.text?.lines.first?.text == "Kiki" }!
        XCTAssertEqual(kiki.frame.x, 20)
        XCTAssertEqual(kiki.outerFrame?.y, 112)
        let separators = t.nodes.filter { n in
            if case .fill(.solid(let c))? = n.view.modifiers.first { return c == RGBA(hex: "#3C3C434A")! }
            return false
        }
        XCTAssertEqual(separators.count, 2)
        assertRect(separators.first?.frame, 20, 112 - 1.0 / 3, 373, 1.0 / 3, accuracy: 1e-9)
        assertRect(separators.last?.frame, 20, 156 - 1.0 / 3, 373, 1.0 / 3, accuracy: 1e-9)
        // At 3×: the separator is one pixel row (198, 198, 200 on white, as on iOS), white above it.
        let image = try renderPreview(source, scale: 3)
        let line = [198, 198, 200], white = [255, 255, 255]
        for (x, y, expected) in [(300, 335, line), (300, 334, white), (59, 335, white), (60, 335, line), (300, 467, line)] {
            XCTAssertEqual(previewRGB(image, x, y), expected, "pixel (\(x), \(y))")
        }
    }

    /// A section's header in a plain list (whose look is not measured) is drawn as the
    /// inset-grouped look draws it, 20 pt in, and a warning says so.
    func testPlainListSectionHeaderIsApproximatedWithAWarning() throws {
        let r = evaluate("""
        import SwiftUI
        #Preview {
            List {
                Section("Recent") { Text("One") }
            }
            .listStyle(.plain)
        }
        """)
        XCTAssertEqual(r[0].diagnostics.map(\.description),
                       ["Card.swift:3:5: warning: a plain list's section headers and footers are approximated: drawn as an inset-grouped list's, 20 pt in"])
        let t = try sharedLayout.layout(r[0].component!)
        let header = t.nodes.first { $0.text?.lines.first?.text == "RECENT" }!
        XCTAssertEqual(header.frame.x, 20)
        XCTAssertEqual(t.nodes.first { $0.text?.lines.first?.text == "One" }?.frame.x, 20)
    }

    /// iOS 26's inset-grouped look (home-assistant's iOS 26 references, docs/reference/system-controls.md),
    /// at the preview's large Dynamic Type size.
    func testInsetGroupedSectionsCardsRowsSeparatorsAndHeader() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            List {
                Section(header: Text("General"), footer: Text("Shown to everyone")) {
                    Text("About")
                    Text("Software Update")
                }
                Section {
                    Text("Privacy")
                }
            }
        }
        """)
        let list = t.node("preview/List")
        // 16 pt side margins, the list's 17.5 pt inset; the header, as written, `.headline` in
        // secondaryLabel, 16 pt in from the card, 10 pt above its text and 10 pt below it.
        let header = t.nodes.first { $0.text?.lines.first?.text == "General" }!
        XCTAssertEqual(header.frame.x, 32)
        XCTAssertEqual(header.frame.y, 27.5)
        XCTAssertEqual(header.font?.size, 17)
        XCTAssertEqual(header.font?.weight, .semibold)
        XCTAssertEqual(header.foreground, .solid(RGBA(hex: "#3C3C4399")!))
        let card = t.node("List/0/Section/1/VStack")
        // Rows: a body line (22 pt at the large size) and 15 pt above and below: 52 pt.
        assertRect(card.frame, 16, header.frame.maxY + 10, 361, 104)
        let about = t.node("Section/1/VStack/0/Text"), update = t.node("Section/1/VStack/1/Text")
        XCTAssertEqual(about.frame.x, 32)
        assertRect(about.outerFrame, 16, card.frame.y, 361, 52)
        assertRect(update.outerFrame, 16, card.frame.y + 52, 361, 52)
        // A 1 pt line 16 pt in from both sides of the card, under all rows but the last.
        let separators = t.nodes.filter { n in
            if case .fill(.solid(let c))? = n.view.modifiers.first { return c == RGBA(hex: "#E8E8E8")! }
            return false
        }
        XCTAssertEqual(separators.count, 1)
        assertRect(separators.first?.frame, 32, card.frame.y + 52 - 1, 329, 1)
        // The footer: footnote, its lines 16 pt apart (the style's 18 less 2), 8 pt below the card.
        let footer = t.nodes.first { $0.text?.lines.first?.text == "Shown to everyone" }!
        XCTAssertEqual(footer.frame.x, 32)
        XCTAssertEqual(footer.frame.y, card.frame.maxY + 8)
        XCTAssertEqual(footer.font?.lineHeight, 16)
        // The next card: 6 pt below the footer's text and half the 35 pt section spacing.
        let second = t.node("List/1/Section/0/VStack")
        XCTAssertEqual(second.frame.y, footer.frame.maxY + 6 + 17.5, accuracy: 1e-9)
        XCTAssertEqual(second.frame.height, 52)
        XCTAssertEqual(list.outerFrame?.width, 393)
        XCTAssertEqual(list.outerFrame?.maxY, second.frame.maxY + 35)
        func background(_ n: LayoutNode) -> Paint? {
            for m in n.view.modifiers { if case .background(let b, _) = m, case .fill(let p)? = b.modifiers.first { return p } }
            return nil
        }
        XCTAssertEqual(background(list), .solid(RGBA(hex: "#F2F2F7")!))
        XCTAssertEqual(background(card), .solid(RGBA(hex: "#FFFFFF")!))
        XCTAssertTrue(card.view.modifiers.contains { m in
            if case .clipShape(.roundedRectangle(let r, .circular)) = m { return r.topLeading == 26 && r.bottomTrailing == 26 }
            return false
        })
    }

    /// Sections without a header or footer are 35 pt apart; a header's text stands in the half
    /// above the card (10 pt above the text), a footer's in the half below (6 pt below it), as
    /// iOS 26 spaces them (23.67 pt from footer text to the next card, 27.67 from a card to the
    /// next header's text, 35 between two bare cards on home-assistant's references).
    func testSectionSpacingGivesWayToHeadersAndFooters() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            List {
                Section { Text("One") }
                Section { Text("Two") }
                Section("Three") { Text("Row three") }
                Section { Text("Four") } footer: { if false { Text("Never") } }
                Section { Text("Five") }
            }
        }
        """)
        let cards = (0..<5).map { t.node("List/\($0)/Section/\($0 == 2 ? 1 : 0)/VStack").frame }
        XCTAssertEqual(cards[1].y - cards[0].maxY, 35)
        let header = t.nodes.first { $0.text?.lines.first?.text == "Three" }!
        XCTAssertEqual(header.frame.y - cards[1].maxY, 17.5 + 10)
        XCTAssertEqual(cards[2].y, header.frame.maxY + 10)
        // A footer whose `if` does not hold is no footer.
        XCTAssertEqual(cards[4].y - cards[3].maxY, 35)
    }

    /// A toggle in a list row is the row's accessory: the row is as tall as a text row.
    func testAToggleDoesNotMakeItsListRowTaller() throws {
        let source = """
        import SwiftUI
        #Preview {
            List {
                Toggle("Remember Last Page", isOn: .constant(true))
                Text("Plain")
            }
        }
        """
        let t = try layoutPreview(source)
        let toggle = try XCTUnwrap(t.nodes.first { $0.text?.lines.first?.text == "Remember Last Page" })
        let plain = try XCTUnwrap(t.nodes.first { $0.text?.lines.first?.text == "Plain" })
        XCTAssertEqual(plain.frame.y - toggle.frame.y, 52, accuracy: 1e-9, "both texts centred in 52 pt rows")
        let track = try XCTUnwrap(t.nodes.first { $0.path.contains("Switch") && $0.frame.width == 63 }, "\(t.nodes.map(\.path))")
        XCTAssertEqual(track.frame.height, 28)
        XCTAssertEqual(track.frame.y + 14, toggle.frame.y + toggle.frame.height / 2, accuracy: 0.5)
        // iOS 26's green track (#65C466), where iOS 17's switch was systemGreen.
        let image = try renderPreview(source)
        XCTAssertEqual(previewRGB(image, Int(track.frame.x) + 4, Int(track.frame.y + 14)), [101, 196, 102])
    }

    func testDarkFormOverDataAndTheNavigationBarOnTheGroupedBackground() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            NavigationStack {
                Form {
                    ForEach(["A", "B", "C"], id: \\.self) { Text($0) }
                }
                .navigationTitle("Form")
            }
        }
        """, context: EvaluationContext(appearance: .dark))
        let rows = t.nodes.filter { ["A", "B", "C"].contains($0.text?.lines.first?.text ?? "") }
        XCTAssertEqual(rows.map { $0.outerFrame?.y }, [131, 183, 235])
        let stack = t.node("preview/NavigationStack")
        guard case .background(let bg, _)? = stack.view.modifiers.dropFirst().first, case .fill(let p)? = bg.modifiers.first else {
            return XCTFail("no background")
        }
        XCTAssertEqual(p, .solid(RGBA(hex: "#000000")!))
        let card = t.nodes.first { n in n.view.modifiers.contains { if case .background(let b, _) = $0, case .fill(.solid(let c))? = b.modifiers.first { return c == RGBA(hex: "#1C1C1E")! }; return false } }
        XCTAssertNotNil(card)
    }

    func testSectionOutsideAListStacksHeaderRowsAndFooter() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            Section("Title") { Text("Row") }
        }
        """)
        let title = t.node("Section/0/Text"), row = t.node("Section/1/Text")
        XCTAssertEqual(title.text?.lines.map(\.text), ["Title"])
        // Stacked below the header, as texts in a stack are: the row's leading apart (body's 22 pt
        // line less Inter's 20.57).
        XCTAssertEqual(row.frame.y, title.frame.maxY + 22 - row.frame.height, accuracy: 1e-9)
    }

    func testNavigationLinkRowHasTheLabelColourAndAChevron() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            List {
                NavigationLink("Privacy") { Text("Detail") }
            }
        }
        """)
        let label = t.node("NavigationLink/0/Text"), chevron = t.node("NavigationLink/2/Image")
        XCTAssertEqual(label.foreground, .solid(RGBA(hex: "#000000")!))
        XCTAssertEqual(chevron.foreground, .solid(RGBA(hex: "#3C3C434C")!))
        XCTAssertEqual(chevron.font?.size, 13)
        XCTAssertEqual(chevron.frame.maxX, 393 - 16 - 16, accuracy: 1e-9)
        XCTAssertNil(t.nodes.first { $0.text?.lines.first?.text == "Detail" })
    }

    /// A list scrolls: taller than what it is offered, it keeps the offered height, its first
    /// card 35 pt below its top and its rows cut at its bottom (home-assistant's `AboutView`,
    /// whose list runs past the screen: its first card at the top, not centred above it).
    func testAListTallerThanItsRoomStartsAtItsTopAndIsCut() throws {
        let source = """
        import SwiftUI
        #Preview {
            List { ForEach(0..<20) { Text("Row \\($0)") } }
                .frame(height: 300)
        }
        """
        let t = try layoutPreview(source)
        let list = t.node("preview/List")
        XCTAssertEqual(list.outerFrame?.height, 300)
        let first = try XCTUnwrap(t.nodes.first { $0.text?.lines.first?.text == "Row 0" })
        XCTAssertEqual(first.outerFrame?.y, 35)
        // The row that crosses the list's bottom is cut there, as a scroll view cuts its content.
        XCTAssertTrue(list.view.modifiers.contains { if case .clipShape(.rectangle) = $0 { true } else { false } })
    }

    /// A `NavigationLink` with no navigation stack around it leads nowhere: SwiftUI draws it
    /// disabled, label and chevron at half opacity (home-assistant's `AboutView.test`: the
    /// label (127, 127, 127) on the white card, where one inside a stack is black).
    func testANavigationLinkOutsideAStackIsDrawnDisabled() throws {
        func labelDarkest(_ source: String) throws -> [Int] {
            let t = try layoutPreview(source)
            let label = t.node("NavigationLink/0/Text")
            let image = try renderPreview(source)
            var darkest = [255, 255, 255]
            for y in Int(label.frame.y)..<Int(label.frame.maxY) {
                for x in Int(label.frame.x)..<Int(label.frame.maxX) {
                    let p = previewRGB(image, x, y)
                    if p.reduce(0, +) < darkest.reduce(0, +) { darkest = p }
                }
            }
            return darkest
        }
        let alone = try labelDarkest("""
        import SwiftUI
        #Preview { List { NavigationLink("Acknowledgements") { Text("Detail") } } }
        """)
        let stacked = try labelDarkest("""
        import SwiftUI
        #Preview { NavigationStack { List { NavigationLink("Acknowledgements") { Text("Detail") } } } }
        """)
        XCTAssertEqual(stacked, [0, 0, 0])
        XCTAssertEqual(alone, [127, 127, 127])
    }
}
