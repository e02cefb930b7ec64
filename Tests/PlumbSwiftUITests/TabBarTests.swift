import Foundation
import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// `TabView` with iOS's tab bar (`TabBarChrome`), as measured on an iPhone 16 at 3× (iOS 18).
final class TabBarTests: XCTestCase {
    /// The bar: 49 pt above the 34 pt bottom safe area, items sharing its width, each symbol
    /// (its `.fill` variant) centred 18.5 pt below the bar's top in a 31 × 25 pt box, each title
    /// (10 pt medium) with its baseline 45 pt below the top; the selected item in the accent
    /// colour, the others #929292; no background behind the bar.
    func testTheBarItsItemsAndTheirColours() throws {
        let source = #"""
        import SwiftUI
        #Preview {
            TabView {
                Text("One").tabItem { Label("Feeds", systemImage: "globe") }
                Text("Two").tabItem {
                    Image(systemName: "star")
                    Text("Stars")
                }
            }
        }
        """#
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        // The selected tab's one line of body text (`bodyLine`) above the 49 + 34 pt bar.
        let top = bodyLine
        assertRect(t.node("preview/TabView").frame, 0, 0, 393, top + 49 + 34)
        assertRect(t.node("TabView/1/TabBar").outerFrame, 0, top, 393, 83)
        let icons = t.nodes.filter { if case .icon = $0.view.kind { return true }; return false }
        XCTAssertEqual(icons.compactMap { if case .icon(let i) = $0.view.kind { return i.name }; return nil }, ["globe.fill", "star.fill"])
        // globe (1.2 × 1.2 em) fits 25 pt tall; star (1.2 × 1.15 em) too, 26.09 pt wide.
        assertRect(icons[0].frame, 98.25 - 12.5, top + 18.5 - 12.5, 25, 25, accuracy: 1e-9)
        XCTAssertEqual(icons[1].frame.x + icons[1].frame.width / 2, 196.5 + 98.25, accuracy: 1e-9)
        XCTAssertEqual(icons[1].frame.y + icons[1].frame.height / 2, top + 18.5, accuracy: 1e-9)
        let titles = t.nodes.filter { n in ["Feeds", "Stars"].contains(n.text?.lines.first?.text ?? "") }
        XCTAssertEqual(titles.map(\.font?.size), [10, 10])
        XCTAssertEqual(titles.map(\.font?.weight), [.medium, .medium])
        XCTAssertEqual(titles.map(\.foreground), [.solid(RGBA(hex: "#007AFF")!), .solid(RGBA(hex: "#929292")!)])
        XCTAssertEqual(titles[0].frame.x + titles[0].frame.width / 2, 98.25, accuracy: 1e-9)
        // At 3×: "Feeds" sits on the baseline 45 pt below the bar's top: ink above it, none a
        // pixel below (past the round letters' overshoot).
        let image = try renderPreview(source, scale: 3)
        let columns = Int(titles[0].frame.x * 3)..<Int(titles[0].frame.maxX * 3)
        func inked(_ row: Int) -> Bool { columns.contains { previewRGB(image, $0, row) != [255, 255, 255] } }
        let baseline = Int(((top + 45) * 3).rounded())
        XCTAssertTrue(inked(baseline - 2))
        XCTAssertFalse((baseline + 1...baseline + 14).contains(where: inked))
        XCTAssertEqual(previewRGB(image, 5, 3 * 30), [255, 255, 255])
    }

    /// `UITabBar.appearance().isHidden = true` (a design system drawing its own bar, as SBB's
    /// `SBBTabView` does in its initializer): the selected tab fills the tab view, no bar below.
    func testAHiddenTabBarLeavesTheWholeFrameToTheTab() throws {
        let t = try layoutPreview(#"""
        import SwiftUI
        import UIKit
        struct Tabs: View {
            init() { UITabBar.appearance().isHidden = true }
            var body: some View {
                TabView {
                    Text("One").tabItem { Label("Feeds", systemImage: "globe") }
                    Text("Two").tabItem { Label("Stars", systemImage: "star") }
                }
            }
        }
        #Preview { Tabs().frame(width: 390, height: 600) }
        """#)
        let one = try XCTUnwrap(t.nodes.first { $0.text?.lines.first?.text == "One" })
        XCTAssertEqual(one.frame.y + one.frame.height / 2, 300, accuracy: 1e-9)
        XCTAssertNil(t.nodes.first { $0.text?.lines.first?.text == "Feeds" })
        XCTAssertTrue(t.nodes.allSatisfy { !$0.path.hasSuffix("TabBar") })
    }

    /// `TabView(selection:)`: the tab whose tag is the selection is drawn, and its item is the
    /// selected one; `.tabViewStyle(.page)` draws the selected page (here the first) alone, with a warning.
    func testTheSelectedTabAndThePageStyle() throws {
        let source = #"""
        import SwiftUI
        enum Tab { case home, search }
        #Preview {
            VStack {
                TabView(selection: .constant(Tab.search)) {
                    Text("Home page").tabItem { Label("Home", systemImage: "star") }.tag(Tab.home)
                    Text("Search page").tabItem { Label("Search", systemImage: "globe") }.tag(Tab.search)
                }
                TabView {
                    Text("First page")
                    Text("Second page")
                }
                .tabViewStyle(.page)
            }
        }
        """#
        let r = evaluate(source)
        XCTAssertEqual(r[0].diagnostics.map(\.description), [])
        let t = try sharedLayout.layout(r[0].component!)
        let texts = t.nodes.compactMap(\.text?.lines.first?.text)
        XCTAssertEqual(texts, ["Search page", "Home", "Search", "First page"])
        let colours = t.nodes.filter { ["Home", "Search"].contains($0.text?.lines.first?.text ?? "") }.map(\.foreground)
        XCTAssertEqual(colours, [.solid(RGBA(hex: "#929292")!), .solid(RGBA(hex: "#007AFF")!)])
    }

    /// The page style: the selected page, and over its bottom the page control — a 7 pt dot a
    /// page, 9 pt apart, the current one white, the others white at 30 %, on a 20 % black
    /// capsule with `.indexViewStyle(.page(backgroundDisplayMode: .always))`.
    func testPageStyleDots() throws {
        let source = """
        import SwiftUI
        #Preview {
            TabView {
                Color.blue
                Color.green
                Color.red
            }
            .tabViewStyle(.page)
            .indexViewStyle(.page(backgroundDisplayMode: .always))
            .frame(width: 200, height: 100)
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        let control = try XCTUnwrap(t.nodes.first { $0.path.hasSuffix("/PageControl") })
        // Three dots and two gaps: 39 pt, centred; the 26 pt strip at the bottom.
        XCTAssertEqual(control.frame, Rect(x: (200 - 39) / 2, y: 100 - 13 - 3.5, width: 39, height: 7))
        let p = try renderSourcePreview(source)
        XCTAssertEqual(p.rgb(Int(control.frame.x) + 3, 87), [255, 255, 255])       // the current page's dot
        // #007AFF under 20 % black is (0, 98, 204); white at 30 % over that:
        XCTAssertEqual(p.rgb(Int(control.frame.x) + 16 + 3, 87), [77, 145, 219])
        XCTAssertEqual(p.rgb(Int(control.frame.x) + 12, 87), [0, 98, 204])        // the capsule between the dots
    }

    /// `indexDisplayMode: .never`, and one page under `.automatic`: no dots.
    func testPageStyleWithoutDots() throws {
        for source in ["TabView { Color.blue; Color.red }.tabViewStyle(.page(indexDisplayMode: .never))",
                       "TabView { Color.blue }.tabViewStyle(.page)"] {
            let t = try layoutPreview("import SwiftUI\n#Preview { \(source) }")
            XCTAssertNil(t.nodes.first { $0.path.hasSuffix("/PageControl") }, source)
        }
    }

    /// `.bottomBar` items stand in the bottom toolbar from its leading edge, `.status` in its
    /// middle: 49 pt above the 34 pt bottom safe area.
    func testBottomBar() throws {
        let source = """
        import SwiftUI
        #Preview {
            NavigationStack {
                Text("Inbox").frame(height: 200)
                    .toolbar {
                        ToolbarItem(placement: .bottomBar) { Button("Edit") {} }
                        ToolbarItem(placement: .status) { Text("Updated now") }
                    }
            }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        let bar = try XCTUnwrap(t.nodes.first { $0.path.hasSuffix("/BottomToolbar") })
        let edit = try XCTUnwrap(t.nodes.first { $0.text?.lines.first?.text == "Edit" })
        let status = try XCTUnwrap(t.nodes.first { $0.text?.lines.first?.text == "Updated now" })
        XCTAssertEqual(edit.frame.x, 16)
        XCTAssertEqual(status.frame.x + status.frame.width / 2, 393 / 2, accuracy: 1e-9)
        let strip = try XCTUnwrap(bar.modifierFrames.first { $0.height == 49 }, "\(bar.modifierFrames)")
        XCTAssertEqual(strip.width, 393)
        XCTAssertEqual(edit.frame.y + edit.frame.height / 2, strip.y + 24.5, accuracy: 1e-9)
        XCTAssertEqual(t.nodes[0].frame.maxY - strip.maxY, 34, accuracy: 1e-9)
    }
}
