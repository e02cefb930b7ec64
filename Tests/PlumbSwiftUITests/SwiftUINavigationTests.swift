import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import PlumbRender
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
        let edit = try XCTUnwrap(t.shownText("Edit")), add = try XCTUnwrap(t.shownText("Add"))
        XCTAssertEqual(edit.frame.x, 16)
        XCTAssertEqual(add.frame.maxX, 393 - 16, accuracy: 1e-9)
        XCTAssertEqual(add.foreground, .solid(RGBA(hex: "#007AFF")!))
        assertRect(t.node("NavigationStack/1/VStack").frame, 0, 44, 393, 100)
    }

    /// UIKit keeps an inline title centred in the bar while it clears the items by 14 pt; a
    /// title that cannot is centred in the room between them, and cut there when too long
    /// (RSSReader's add-feed bar: "general_cancel" pushes "add_feed_title" 7 pt right of centre
    /// at the default size and cuts it to "add_f…" at XXXL).
    func testInlineTitleMakesWayForWideItems() throws {
        func bar(_ title: String, _ leading: String, _ trailing: String) throws -> (title: LayoutNode, leading: LayoutNode, trailing: LayoutNode) {
            let t = try layoutPreview("""
            import SwiftUI
            #Preview {
                NavigationStack {
                    Color.red.frame(height: 100)
                        .navigationTitle("\(title)")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("\(leading)") {} }
                            ToolbarItem(placement: .confirmationAction) { Button("\(trailing)") {} }
                        }
                }
            }
            """)
            return (try XCTUnwrap(t.shown.first { $0.text?.lines.first?.text.hasPrefix(String(title.prefix(3))) ?? false }),
                    try XCTUnwrap(t.shownText(leading)), try XCTUnwrap(t.shownText(trailing)))
        }
        let pushed = try bar("Subscriptions", "Cancel everything", "Add")
        XCTAssertEqual(pushed.leading.frame.x, 16, accuracy: 1e-9)
        XCTAssertEqual(pushed.trailing.frame.maxX, 377, accuracy: 1e-9)
        let left = pushed.title.frame.x - pushed.leading.frame.maxX, right = pushed.trailing.frame.x - pushed.title.frame.maxX
        XCTAssertGreaterThanOrEqual(left, 14 - 1e-9)
        XCTAssertEqual(left, right, accuracy: 1e-9, "centred in the room between the items")
        XCTAssertGreaterThan((pushed.title.frame.x + pushed.title.frame.width / 2), 196.5 + 1, "pushed right of the bar's centre")
        XCTAssertEqual(pushed.title.text?.lines.first?.text, "Subscriptions")
        let cut = try bar("A title far too long for the room", "Cancel everything", "Add everything")
        // Cut to the last whole glyph before the ellipsis: the text ends within the room.
        let cutLeft = cut.title.frame.x - cut.leading.frame.maxX
        XCTAssertEqual(cutLeft, cut.trailing.frame.x - cut.title.frame.maxX, accuracy: 1e-9)
        XCTAssertGreaterThanOrEqual(cutLeft, 14 - 1e-9)
        XCTAssertLessThan(cutLeft, 14 + 8)
        XCTAssertEqual(cut.title.text?.lines.first?.text.hasSuffix("…"), true)
        let centred = try bar("Inbox", "Cancel", "Add")
        XCTAssertEqual((centred.title.frame.x + centred.title.frame.width / 2), 196.5, accuracy: 1e-9, "fits in the centre: stays there")
    }

    /// The bar's items and inline title follow Dynamic Type up to XXL only (RSSReader's XXXL
    /// references draw them at 21 pt) and not below the default size (its iPhone SE ones, at the size below,
    /// at 17 pt), its symbols at the large scale (a `plus` 52 / 45 × its
    /// medium size), and a screen 414 pt or wider has 20 pt margins (the iPhone 16 Plus's).
    func testBarItemsStopGrowingAtXXLAndUseWideMarginsOnWidePhones() throws {
        func bar(width: Double, size: DynamicTypeSize) throws -> LayoutTree {
            var context = EvaluationContext()
            context.dynamicType = size
            return try layoutPreview("""
            import SwiftUI
            #Preview {
                NavigationStack {
                    Text("Body").navigationTitle("Feeds").navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                            ToolbarItem(placement: .primaryAction) { Button { } label: { Image(systemName: "plus") } }
                        }
                }
                .frame(width: \(width))
            }
            """, context: context)
        }
        let big = try bar(width: 393, size: .accessibility3)
        XCTAssertEqual(big.shownText("Edit")?.font?.size, 21)
        XCTAssertEqual(big.shownText("Feeds")?.font?.size, 21)
        XCTAssertEqual(big.shownText("Body")?.font?.size, 40, "the content still grows")
        let small = try bar(width: 393, size: .medium)
        XCTAssertEqual(small.shownText("Edit")?.font?.size, 17)
        XCTAssertEqual(small.shownText("Feeds")?.font?.size, 17)
        XCTAssertEqual(small.shownText("Body")?.font?.size, 16)
        let normal = try bar(width: 393, size: .large)
        XCTAssertEqual(normal.shownText("Edit")?.font?.size, 17)
        let plus = try XCTUnwrap(normal.shown.first { if case .icon = $0.view.kind { return true }; return false })
        let medium = try layoutPreview("""
        import SwiftUI
        #Preview { Image(systemName: "plus") }
        """).nodes[0].frame
        XCTAssertEqual(plus.frame.width, medium.width * 52 / 45, accuracy: 1e-9)
        XCTAssertEqual(plus.frame.maxX, 393 - 16, accuracy: 1e-9)
        XCTAssertEqual(normal.shownText("Edit")?.frame.x, 16)
        let wide = try bar(width: 430, size: .large)
        XCTAssertEqual(wide.shownText("Edit")?.frame.x, 20)
        let widePlus = try XCTUnwrap(wide.shown.first { if case .icon = $0.view.kind { return true }; return false })
        XCTAssertEqual(widePlus.frame.maxX, 430 - 20, accuracy: 1e-9)
    }

    /// A list's grouped background reaches under the bar only when the list is at the top of
    /// the stack's content; with a segmented picker above it (RSSReader's explore screen) the bar
    /// and the picker stand on the system background and the grey starts at the list.
    func testGroupedBackgroundUnderTheBarOnlyForAListAtTheTop() throws {
        func screen(_ content: String) throws -> Renderer.Image {
            try renderSourcePreview("""
            import SwiftUI
            #Preview {
                NavigationStack {
                    \(content)
                        .navigationTitle("Explore").navigationBarTitleDisplayMode(.inline)
                }
                .frame(height: 300)
            }
            """)
        }
        let top = try screen("List { Text(\"Row\") }")
        XCTAssertEqual(top.rgb(5, 5), [0xF2, 0xF2, 0xF7])
        let below = try screen("""
        VStack {
                        Picker("Filter", selection: .constant(0)) { Text("A").tag(0); Text("B").tag(1) }.pickerStyle(.segmented).padding()
                        List { Text("Row") }
                    }
        """)
        XCTAssertEqual(below.rgb(5, 5), [255, 255, 255])
        XCTAssertEqual(below.rgb(5, 50), [255, 255, 255], "beside the picker")
        XCTAssertEqual(below.rgb(5, 200), [0xF2, 0xF2, 0xF7], "the list's own background")
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
