import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// `List`/`Form`/`Section` in the inset-grouped look.
final class SwiftUIListTests: XCTestCase {
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
        XCTAssertGreaterThan(row.frame.y, title.frame.maxY)
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
