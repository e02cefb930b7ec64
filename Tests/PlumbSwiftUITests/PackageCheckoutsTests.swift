import Foundation
import PlumbLayout
import PlumbText
@testable import PlumbSwiftUI
import XCTest

/// The packages a project depends on, read from where SwiftPM (`.build/checkouts`) or Xcode
/// (`SourcePackages/checkouts`) checked them out: the targets the project imports (and those
/// they import) are in scope, their previews are not listed, and nothing else is read.
final class PackageCheckoutsTests: XCTestCase {
    func testCheckedOutPackagesAreInScopeButNotListed() throws {
        let f = try AssetCatalogFixture(self)
        try f.write("Sources/App/Card.swift", #"""
        import SwiftUI
        import Flow
        import Kit
        struct Card: View {
            var body: some View {
                HStack { Text(Kit.title); FlowTag(label: "new") }
            }
        }
        #Preview("Card") { Card() }
        """#)
        // A SwiftPM checkout: its Sources are read, its own preview is not listed, its tests
        // (which would not even parse as view code) are not read.
        try f.write(".build/checkouts/Flow/Sources/Flow/FlowTag.swift", #"""
        import SwiftUI
        import FlowCore
        public struct FlowTag: View {
            public var label: String
            public init(label: String) { self.label = label }
            public var body: some View { Text(Casing.shout(label)) }
        }
        #Preview("Tag") { FlowTag(label: "x") }
        """#)
        // A target the imported one imports is read too; one nothing imports is not.
        try f.write(".build/checkouts/Flow/Sources/FlowCore/Casing.swift", #"""
        public enum Casing { public static func shout(_ s: String) -> String { s.uppercased() } }
        """#)
        try f.write(".build/checkouts/Flow/Sources/FlowBenchmarks/Broken.swift", "this is not Swift {{{")
        try f.write(".build/checkouts/Flow/Tests/FlowTests/Broken.swift", "this is not Swift {{{")
        // An Xcode project's checkout whose manifest puts its target elsewhere (`path:`); a
        // path leaving the checkout is not followed.
        try f.write("SourcePackages/checkouts/Kit/Package.swift", #"""
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Kit", targets: [
            .target(name: "Kit", path: "Lib/Kit"),
            .target(name: "Escape", path: "../../../Sources/App"),
            .testTarget(name: "KitTests", dependencies: ["Kit"]),
        ])
        """#)
        try f.write("SourcePackages/checkouts/Kit/Lib/Kit/Kit.swift", #"""
        public enum Kit { public static let title = "Kit" }
        #Preview("Kit") { Text(Kit.title) }
        """#)
        try f.write("SourcePackages/checkouts/Kit/Sources/Kit/Decoy.swift", "this is not Swift {{{")
        let project = try SwiftProject.load(paths: [f.root])
        XCTAssertEqual(project.diagnostics.map(\.description), [])
        XCTAssertEqual(project.previews.map(\.name), ["Card"])
        let e = project.evaluate(project.previews[0])
        XCTAssertEqual(e.diagnostics.map(\.description), [])
        let t = try sharedLayout.layout(XCTUnwrap(e.component))
        XCTAssertEqual(t.nodes.compactMap(\.text?.lines.first?.text), ["Kit", "NEW"])
    }
}

extension PackageCheckoutsTests {
    /// A design system shipped as a package brings its resources with its code: the asset
    /// catalogs, font files and strings of the targets read are the project's too (what the
    /// package's `Bundle.module` holds), after the project's own.
    func testAPackagesAssetCatalogsFontsAndStringsAreInScope() throws {
        let f = try AssetCatalogFixture(self)
        try f.write("App/Card.swift", #"""
        import SwiftUI
        import Theme
        #Preview("Card") {
            VStack {
                Text(Theme.greeting).font(Theme.font)
                Color("brandRed").frame(width: 10, height: 10)
            }
        }
        """#)
        try f.write(".build/checkouts/theme/Sources/Theme/Theme.swift", #"""
        import SwiftUI
        public enum Theme {
            public static let font = Font.custom("Inter-Bold", size: 20)
            public static let greeting = NSLocalizedString("greeting", bundle: .module, comment: "")
        }
        """#)
        try f.write(".build/checkouts/theme/Sources/Theme/Resources/Colors.xcassets/brandRed.colorset/Contents.json", #"""
        {"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}}], "info": {"version": 1, "author": "xcode"}}
        """#)
        try f.write(".build/checkouts/theme/Sources/Theme/Resources/en.lproj/Localizable.strings", #""greeting" = "Hello from the package";"#)
        let fonts = f.root + "/.build/checkouts/theme/Sources/Theme/Resources/Fonts"
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: BundledFonts.directory + "/Inter-Bold.otf", toPath: fonts + "/theme-bold.otf")
        // No warning: the colour set and the font are found (a missing one is a located warning).
        let (_, diagnostics, tree) = try layoutWithFontFaces(URL(fileURLWithPath: f.root))
        XCTAssertEqual(diagnostics, [])
        let text = try XCTUnwrap(tree.nodes.compactMap(\.text).first)
        XCTAssertEqual(text.lines.first?.text, "Hello from the package")
        XCTAssertEqual((text.facePath as NSString).lastPathComponent, "theme-bold.otf")
    }
}
