import PlumbLayout
import PlumbModel
import PlumbRaster
import PlumbRender
@testable import PlumbSwiftUI
import XCTest

/// Sheets, covers, alerts and confirmation dialogs a preview shows presented
/// (`isPresented: .constant(true)`, an `item:` that is set): the preview becomes the phone's
/// screen with the presentation over the dimmed presenting view (issue 24 item 6).
final class PresentationLookTests: XCTestCase {
    static let home = """
    import SwiftUI
    struct Home: View {
        var body: some View { Text("Home").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.white) }
    }
    """

    private func texts(_ t: LayoutTree) -> [String] {
        t.nodes.compactMap { n -> String? in if case .text(let s) = n.view.kind { return s }; return nil }
    }

    private func node(_ t: LayoutTree, text: String) throws -> LayoutNode {
        try XCTUnwrap(t.nodes.first { if case .text(let s) = $0.view.kind { return s == text }; return false })
    }

    /// A medium sheet: the lower half of the screen on the system background with its
    /// grabber (two detents), over the presenting view dimmed by 20 % black.
    func testMediumSheet() throws {
        let source = Self.home + """
        #Preview {
            Home().sheet(isPresented: .constant(true)) {
                Text("Filters").presentationDetents([.large, .medium])
            }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        XCTAssertEqual(t.nodes[0].outerFrame, Rect(x: 0, y: 0, width: 393, height: 852))
        let sheet = try XCTUnwrap(t.nodes.first { $0.path.hasSuffix("/Sheet") })
        XCTAssertTrue(sheet.modifierFrames.contains(Rect(x: 0, y: 426, width: 393, height: 426)), "\(sheet.modifierFrames)")
        // The content is centred in the sheet above the 34 pt bottom safe area.
        let filters = try node(t, text: "Filters")
        XCTAssertEqual(filters.frame.y + filters.frame.height / 2, 426 + (426 - 34) / 2, accuracy: 1e-9)
        let p = try renderSourcePreview(source)
        XCTAssertEqual(p.rgb(200, 300), [204, 204, 204])   // white under 20 % black
        XCTAssertEqual(p.rgb(200, 470), [255, 255, 255])   // the sheet
        XCTAssertNotEqual(p.rgb(196, 433), [255, 255, 255], "the grabber, 5 pt below the sheet's top")
    }

    /// Not presented, a sheet changes nothing: the preview keeps its own size.
    func testSheetNotPresented() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview { Text("Home").sheet(isPresented: .constant(false)) { Text("Hidden") } }
        """)
        XCTAssertEqual(texts(t), ["Home"])
        XCTAssertNotEqual(t.nodes[0].frame.height, 852)
    }

    /// `.sheet(item:)` hands its item to the content; a large sheet reaches 10 pt below the
    /// 59 pt top safe area, with no grabber for one detent.
    func testItemSheetAtTheLargeDetent() throws {
        let t = try layoutPreview(Self.home + """
        struct Pick: Identifiable { let id: Int; let name: String }
        #Preview { Home().sheet(item: .constant(Pick(id: 1, name: "Oil"))) { pick in Text(pick.name) } }
        """)
        XCTAssertEqual(texts(t), ["Home", "Oil"])
        let sheet = try XCTUnwrap(t.nodes.first { $0.path.hasSuffix("/Sheet") })
        XCTAssertTrue(sheet.modifierFrames.contains(Rect(x: 0, y: 69, width: 393, height: 783)), "\(sheet.modifierFrames)")
    }

    /// An alert: a 270 pt card in the middle; with two buttons side by side the cancel one
    /// leads; a destructive one is red.
    func testAlert() throws {
        let source = Self.home + """
        #Preview {
            Home().alert("Delete car?", isPresented: .constant(true)) {
                Button("Delete", role: .destructive) {}
                Button("Keep", role: .cancel) {}
            } message: { Text("Its service history goes too.") }
        }
        """
        let t = try layoutPreview(source)
        XCTAssertEqual(texts(t), ["Home", "Delete car?", "Its service history goes too.", "Keep", "Delete"])
        let card = try XCTUnwrap(t.nodes.first { $0.path.hasSuffix("/Alert") })
        XCTAssertEqual(card.frame.x, (393 - 270) / 2)
        XCTAssertEqual(card.frame.width, 270)
        XCTAssertEqual(card.frame.y + card.frame.height / 2, 426, accuracy: 1e-9)
        let keep = try node(t, text: "Keep"), delete = try node(t, text: "Delete")
        XCTAssertLessThan(keep.frame.x, delete.frame.x)
        let red = Paint.solid(SystemColors.color("systemRed", .light)!)
        XCTAssertTrue(delete.view.modifiers.contains { if case .foregroundColor(let p) = $0 { return p == red }; return false })
    }

    /// An alert without actions has "OK".
    func testAlertWithoutActions() throws {
        let t = try layoutPreview(Self.home + """
        #Preview { Home().alert("Saved", isPresented: .constant(true)) {} }
        """)
        XCTAssertEqual(texts(t), ["Home", "Saved", "OK"])
    }

    /// A confirmation dialog: the action sheet at the bottom, above the 34 pt safe area, 8 pt
    /// from the sides, its 57 pt buttons, and the Cancel iOS adds in a card of its own.
    func testConfirmationDialog() throws {
        let t = try layoutPreview(Self.home + """
        #Preview {
            Home().confirmationDialog("Options", isPresented: .constant(true)) {
                Button("Share") {}
                Button("Remove", role: .destructive) {}
            }
        }
        """)
        // The title is hidden unless `titleVisibility: .visible`.
        XCTAssertEqual(texts(t), ["Home", "Share", "Remove", "Cancel"])
        let cancel = try node(t, text: "Cancel")
        let buttons = t.nodes.filter { $0.path.hasSuffix("/Button") }.compactMap(\.outerFrame)
        XCTAssertEqual(buttons.map(\.height), [57, 57, 57])
        XCTAssertEqual(buttons.last, Rect(x: 8, y: 852 - 34 - 57, width: 377, height: 57))
        XCTAssertEqual(buttons[1].maxY + 8, buttons[2].y)
        XCTAssertTrue(cancel.frame.y > buttons[2].y)
    }

    /// A full-screen cover hides the presenting view.
    func testFullScreenCover() throws {
        let source = """
        import SwiftUI
        #Preview { Color.red.fullScreenCover(isPresented: .constant(true)) { Text("Welcome") } }
        """
        let t = try layoutPreview(source)
        let welcome = try node(t, text: "Welcome")
        XCTAssertEqual(welcome.frame.y + welcome.frame.height / 2, 59 + (852 - 59 - 34) / 2, accuracy: 1e-9)
        XCTAssertEqual(try renderSourcePreview(source).rgb(20, 20), [255, 255, 255])
    }

    /// iOS presents one thing at a time: a second presentation is a warning.
    func testSecondPresentationIsAWarning() {
        let r = evaluate(Self.home + """
        #Preview {
            Home()
                .sheet(isPresented: .constant(true)) { Text("One") }
                .alert("Two", isPresented: .constant(true)) {}
        }
        """)
        XCTAssertEqual(r[0].diagnostics.map(\.message), ["only the first presentation a preview shows is drawn"])
    }

    /// `.presentationBackground(…)` and `.presentationCornerRadius(…)` on the content style the
    /// sheet; `.interactiveDismissDisabled()` changes nothing drawn.
    func testSheetBackgroundAndCorners() throws {
        let source = Self.home + """
        #Preview {
            Home().sheet(isPresented: .constant(true)) {
                Text("Tip")
                    .presentationDetents([.medium])
                    .presentationBackground(Color.yellow)
                    .presentationCornerRadius(24)
                    .interactiveDismissDisabled()
            }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let p = try renderSourcePreview(source)
        XCTAssertEqual(p.rgb(200, 500), [0xFF, 0xCC, 0x00])       // systemYellow
        XCTAssertEqual(p.rgb(3, 429), [204, 204, 204], "outside the 24 pt corner: the dimmed page")
    }
}
