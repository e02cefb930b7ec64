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
        // 16 pt side margins, 20 pt top inset; the header is 16 pt in from the card, 7 pt above it.
        let header = t.nodes.first { $0.text?.lines.first?.text == "GENERAL" }!
        XCTAssertEqual(header.frame.x, 32)
        XCTAssertEqual(header.frame.y, 20)
        XCTAssertEqual(header.font?.size, 13)
        XCTAssertEqual(header.foreground, .solid(RGBA(hex: "#3C3C4399")!))
        let card = t.node("List/0/Section/1/VStack")
        assertRect(card.frame, 16, header.frame.maxY + 7, 361, 88)
        // Rows: at least 44 pt, content 16 pt in; a 0.5 pt separator 16 pt in under all but the last.
        let about = t.node("Section/1/VStack/0/Text"), update = t.node("Section/1/VStack/1/Text")
        XCTAssertEqual(about.frame.x, 32)
        assertRect(about.outerFrame, 16, card.frame.y, 361, 44)
        assertRect(update.outerFrame, 16, card.frame.y + 44, 361, 44)
        let separators = t.nodes.filter { n in
            if case .fill(.solid(let c))? = n.view.modifiers.first { return c == RGBA(hex: "#3C3C434A")! }
            return false
        }
        XCTAssertEqual(separators.count, 1)
        assertRect(separators.first?.frame, 32, card.frame.y + 44 - 0.5, 345, 0.5)
        let footer = t.nodes.first { $0.text?.lines.first?.text == "Shown to everyone" }!
        XCTAssertEqual(footer.frame.x, 32)
        XCTAssertEqual(footer.frame.y, card.frame.maxY + 7)
        // The second section is 35 pt below the first; the list stands on the grouped background.
        let second = t.node("List/1/Section/0/VStack")
        XCTAssertEqual(second.frame.y, footer.frame.maxY + 35)
        XCTAssertEqual(second.frame.height, 44)
        XCTAssertEqual(list.outerFrame?.width, 393)
        XCTAssertEqual(list.outerFrame?.maxY, second.frame.maxY + 20)
        func background(_ n: LayoutNode) -> Paint? {
            for m in n.view.modifiers { if case .background(let b, _) = m, case .fill(let p)? = b.modifiers.first { return p } }
            return nil
        }
        XCTAssertEqual(background(list), .solid(RGBA(hex: "#F2F2F7")!))
        XCTAssertEqual(background(card), .solid(RGBA(hex: "#FFFFFF")!))
        XCTAssertTrue(card.view.modifiers.contains { m in
            if case .clipShape(.roundedRectangle(let r, .continuous)) = m { return r.topLeading == 10 && r.bottomTrailing == 10 }
            return false
        })
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
        XCTAssertEqual(rows.map { $0.outerFrame?.y }, [116, 160, 204])
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
}
