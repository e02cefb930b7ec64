import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// `NavigationStack` with `.navigationTitle`, `.navigationBarTitleDisplayMode` and `.toolbar`:
/// the iOS navigation bar above the content, as a preview shows it.
final class SwiftUINavigationTests: XCTestCase {
    func testLargeTitleDeclaredInsideACustomViewSitsBelowTheBar() throws {
        let t = try layoutPreview("""
        import SwiftUI
        struct SettingsScreen: View {
            var body: some View {
                Text("Hello").navigationTitle("Settings")
            }
        }
        #Preview {
            NavigationStack { SettingsScreen() }
        }
        """)
        let stack = t.node("preview/NavigationStack")
        XCTAssertEqual(stack.frame.width, 393)
        // 44 pt bar, then the 52 pt large-title area; the title is 34 pt bold, 16 pt in, 8 pt
        // above the area's bottom.
        let bar = t.node("NavigationStack/0/NavigationBar")
        assertRect(bar.frame, 0, 0, 393, 96)
        assertRect(t.node("NavigationBar/0/NavigationBar").outerFrame, 0, 0, 393, 44)
        let title = t.node("NavigationBar/1/Text")
        XCTAssertEqual(title.text?.lines.map(\.text), ["Settings"])
        XCTAssertEqual(title.font?.size, 34)
        XCTAssertEqual(title.font?.weight, .bold)
        XCTAssertEqual(title.frame.x, 16)
        XCTAssertEqual(title.frame.maxY, 96 - 8)
        XCTAssertEqual(t.node("SettingsScreen/Text").frame.y, 96)
        guard case .background(let bg, _)? = stack.view.modifiers.dropFirst().first, case .fill(let p)? = bg.modifiers.first else {
            return XCTFail("no background")
        }
        XCTAssertEqual(p, .solid(RGBA(hex: "#FFFFFF")!))
    }

    func testInlineTitleIsCentredInTheBarWithToolbarItemsAtTheEdges() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            NavigationStack {
                Color.red.frame(height: 100)
                    .navigationTitle("Inbox")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                        ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
                    }
            }
        }
        """)
        let bar = t.node("NavigationStack/0/NavigationBar")
        assertRect(bar.outerFrame, 0, 0, 393, 44)
        let title = t.nodes.first { $0.text?.lines.first?.text == "Inbox" }!
        XCTAssertEqual(title.frame.x + title.frame.width / 2, 196.5, accuracy: 1e-9)
        XCTAssertEqual(title.frame.y + title.frame.height / 2, 22, accuracy: 1e-9)
        XCTAssertEqual(title.font?.size, 17)
        XCTAssertEqual(title.font?.weight, .semibold)
        let edit = t.nodes.first { $0.text?.lines.first?.text == "Edit" }!
        let add = t.nodes.first { $0.text?.lines.first?.text == "Add" }!
        XCTAssertEqual(edit.frame.x, 16)
        XCTAssertEqual(add.frame.maxX, 393 - 16, accuracy: 1e-9)
        XCTAssertEqual(add.foreground, .solid(RGBA(hex: "#007AFF")!))
        assertRect(t.node("NavigationStack/1/VStack").frame, 0, 44, 393, 100)
    }

    /// A `Label` in the toolbar shows its icon only (RSSReader's iOS 26 references draw a "+"
    /// where its `Label("feed_list_add_feed", systemImage: "plus")` stands); a `.labelStyle(…)`
    /// inside the item still decides.
    func testToolbarLabelsShowTheirIcons() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            NavigationStack {
                Color.red.frame(height: 100)
                    .navigationTitle("Feeds")
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) {
                            Button {} label: { Label("Add feed", systemImage: "plus") }
                        }
                        ToolbarItem(placement: .topBarLeading) {
                            Label("Sort", systemImage: "arrow.up.arrow.down").labelStyle(.titleAndIcon)
                        }
                    }
            }
        }
        """)
        let texts = t.nodes.compactMap { $0.text?.lines.first?.text }
        XCTAssertFalse(texts.contains("Add feed"), "\(texts)")
        XCTAssertTrue(texts.contains("Sort"), "\(texts)")
        XCTAssertTrue(t.nodes.contains { if case .icon(let i) = $0.view.kind { return i.name == "plus" }; return false })
    }

    /// Neither a title nor toolbar items: no bar takes room (EssentialGhibli's iOS references);
    /// a toolbar item alone brings the 44 pt bar back.
    func testWithoutATitleOrItemsNoBarTakesRoom() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            NavigationView { Text("Body") }
        }
        """)
        XCTAssertTrue(t.nodes.allSatisfy { !$0.path.hasSuffix("NavigationBar") })
        XCTAssertEqual(t.node("NavigationView/1/VStack").frame.y, 0)
        let withItem = try layoutPreview("""
        import SwiftUI
        #Preview {
            NavigationView { Text("Body").toolbar { Button("Add") {} } }
        }
        """)
        assertRect(withItem.node("NavigationView/0/NavigationBar").outerFrame, 0, 0, 393, 44)
        XCTAssertEqual(withItem.node("NavigationView/1/VStack").frame.y, 44)
    }
}
