import Foundation
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// The app's global accent colour: the colour set the Xcode project names in
/// `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME` (`AccentColor` when there is no project),
/// which `Color.accentColor`, `.tint` and tinted controls draw in.
final class AppAccentColorTests: XCTestCase {
    private let source = """
    import SwiftUI
    #Preview {
        VStack {
            Button("Tap") {}
            Text("Accent").foregroundStyle(Color.accentColor)
            Text("Tinted").foregroundStyle(.tint)
        }
    }
    """

    private func colours(_ f: AssetCatalogFixture) throws -> [String: Paint] {
        let project = try SwiftProject.load(paths: [f.root])
        let preview = try XCTUnwrap(project.previews.first)
        let r = project.evaluate(preview, context: EvaluationContext())
        let c = try XCTUnwrap(r.component, "\(r.diagnostics)")
        var found: [String: Paint] = [:]
        for node in try sharedLayout.layout(c).nodes {
            if let line = node.text?.lines.first?.text, let paint = node.foreground { found[line] = paint }
        }
        return found
    }

    private func accentSet(_ f: AssetCatalogFixture, _ name: String, red: String) throws {
        try f.colorSet("App/Assets.xcassets/\(name).colorset",
                       AssetCatalogFixture.color("srgb", ["red": red, "green": "0x9A", "blue": "0xC7", "alpha": "1.000"]))
    }

    func testTheAccentColorSetTintsWithoutAProject() throws {
        let f = try AssetCatalogFixture(self)
        try accentSet(f, "AccentColor", red: "0x00")
        try f.write("App/Views.swift", source)
        let accent = Paint.solid(RGBA(hex: "#009AC7")!)
        XCTAssertEqual(try colours(f), ["Tap": accent, "Accent": accent, "Tinted": accent])
    }

    func testTheProjectNamesTheAccentColorSet() throws {
        let f = try AssetCatalogFixture(self)
        // Home Assistant's spelling: a lower-case set named by the app target, beside an
        // `AccentColor` set without a colour that another target (a widget) names.
        try accentSet(f, "accentColor", red: "0x00")
        try f.write("App/Assets.xcassets/AccentColor.colorset/Contents.json", #"{ "colors" : [ { "idiom" : "universal" } ] }"#)
        try f.write("App/Views.swift", source)
        try f.write("App.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        {
            buildSettings = {
                ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME = AccentColor;
                MY_ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME = Other;
            };
            buildSettings = {
                ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME = "accentColor";
            };
        }
        """)
        XCTAssertEqual(XcodeBuildSettings(near: [f.root + "/App"], workingDirectory: f.root).accentColorNames, ["AccentColor", "accentColor"])
        let cwd = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(f.root)
        defer { FileManager.default.changeCurrentDirectoryPath(cwd) }
        let project = try SwiftProject.load(paths: ["App"])
        XCTAssertEqual(project.assets.accentColorName, "accentColor", "the first named set that has a colour")
    }

    func testAProjectThatNamesNoAccentLeavesTheSystemBlue() throws {
        let f = try AssetCatalogFixture(self)
        try accentSet(f, "AccentColor", red: "0x00")
        try f.write("App/Views.swift", source)
        try f.write("App/App.xcodeproj/project.pbxproj", "{ buildSettings = { PRODUCT_NAME = App; }; }")
        let blue = Paint.solid(RGBA(hex: "#007AFF")!)
        XCTAssertEqual(try colours(f), ["Tap": blue, "Accent": blue, "Tinted": blue])
    }

    /// A row that is a view of the sources whose body is a `NavigationLink` is a navigation row:
    /// its label in the label colour and a chevron, as when the link is written in the list.
    func testARowViewWhoseBodyIsANavigationLinkGetsTheChevron() throws {
        let t = try layoutPreview("""
        import SwiftUI
        struct PickerRow: View {
            var body: some View {
                NavigationLink { Text("Detail") } label: { Text("Select Item") }
            }
        }
        #Preview {
            NavigationStack {
                List {
                    PickerRow()
                    NavigationLink("Written") { Text("Detail") }
                    Button("Plain") {}
                }
            }
        }
        """)
        let label = Paint.solid(RGBA(hex: "#000000")!)
        for title in ["Select Item", "Written"] {
            let node = try XCTUnwrap(t.nodes.first { $0.text?.lines.first?.text == title })
            XCTAssertEqual(node.foreground, label, title)
        }
        let chevrons = t.nodes.filter { if case .icon(let icon) = $0.view.kind { icon.name == "chevron.right" } else { false } }
        XCTAssertEqual(chevrons.count, 2)
        let plain = try XCTUnwrap(t.nodes.first { $0.text?.lines.first?.text == "Plain" })
        XCTAssertEqual(plain.foreground, .solid(RGBA(hex: "#007AFF")!))
    }
}
