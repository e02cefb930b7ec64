import Foundation
import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// Loads the project under `root` and returns the texts of its first preview, laid out, with
/// its diagnostics (the fixture's root replaced by `ROOT`).
func projectTexts(_ f: AssetCatalogFixture, context: EvaluationContext = EvaluationContext(),
                  file: StaticString = #filePath, line: UInt = #line) throws -> (texts: [String], diagnostics: [String]) {
    let project = try SwiftProject.load(paths: [f.root])
    let preview = try XCTUnwrap(project.previews.first, file: file, line: line)
    let r = project.evaluate(preview, context: context)
    let diagnostics = (project.diagnostics + r.diagnostics).map { $0.description.replacingOccurrences(of: f.root, with: "ROOT") }
    guard let c = r.component else { XCTFail("not evaluated: \(diagnostics)", file: file, line: line); return ([], diagnostics) }
    let texts = try sharedLayout.layout(c).nodes.compactMap { node -> String? in
        if case .text(let s) = node.view.kind { return s }
        return nil
    }
    return (texts, diagnostics)
}

/// `Bundle`: every bundle is the design system's resources (`ProjectResources`).
final class BundleResourceTests: XCTestCase {
    typealias F = AssetCatalogFixture

    func testEveryBundleIsTheResourcesOfTheSources() throws {
        let f = try F(self)
        try f.write("DS/Resources/data.json", "{}")
        try f.write("DS/Resources/notes.txt", "hello")
        try f.colorSet("DS/Assets.xcassets/brand.colorset", F.color("srgb", ["red": "0x11", "green": "0x22", "blue": "0x33"]))
        try f.imageSet("DS/Assets.xcassets/bolt.imageset", filename: "bolt.svg",
                       svg: #"<svg viewBox="0 0 20 10"><path d="M0 0h20v10z"/></svg>"#)
        try f.write("DS/Card.swift", """
        import SwiftUI
        final class Finder {}
        extension Bundle {
            static var designSystem: Bundle { Bundle(for: Finder.self) }
        }
        struct Card: View {
            var body: some View {
                VStack {
                    Text(Bundle.main.bundleIdentifier ?? "none")
                    Text(Bundle.module == Bundle.main ? "same" : "different")
                    Text(Bundle.designSystem == Bundle(identifier: "com.example.ds") ? "equal" : "unequal")
                    Text(Bundle(for: Finder.self).url(forResource: "data", withExtension: "json")?.lastPathComponent ?? "nil")
                    Text(Bundle.main.path(forResource: "notes", ofType: "txt") ?? "nil")
                    Text(Bundle.main.path(forResource: "missing", ofType: "txt") ?? "nil")
                    Text(Bundle.main.url(forResource: "notes.txt", withExtension: nil)?.pathExtension ?? "nil")
                    Text(Bundle.main.object(forInfoDictionaryKey: "CFBundleName") as? String ?? "no name")
                    Text("\\(Bundle.main.infoDictionary?.count ?? -1)")
                    Text(Bundle(path: "/x")?.bundlePath == Bundle.main.bundlePath ? "root" : "other")
                    Text(Bundle(url: URL(fileURLWithPath: "/y"))?.bundleURL.path == Bundle.main.bundlePath ? "url" : "other")
                    Text("\\(Bundle.allBundles.count)")
                    Image("bolt", bundle: .module)
                    Color("brand", bundle: .module).frame(width: 4, height: 4)
                    Color("brand", bundle: Bundle.main).frame(width: 4, height: 4)
                    Color(UIColor(named: "brand", in: .module, compatibleWith: nil)!).frame(width: 4, height: 4)
                }
            }
        }
        #Preview { Card() }
        """)
        let (texts, diagnostics) = try projectTexts(f)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(texts, [FoundationBundle.identifier, "same", "equal", "data.json", f.root + "/DS/Resources/notes.txt", "nil", "txt",
                               "no name", "0", "root", "url", "1"])
    }
    /// `Bundle(for: T.self)` is the bundle of `T`'s target: its info dictionary is the nearest
    /// `Info.plist` at or above `T`'s file, build settings expanded as Xcode expands them (SBB's
    /// test target names its reference folder `$(SOURCE_ROOT)/ci_scripts/__Snapshots__`).
    func testBundleForATypeReadsItsTargetsInfoPlist() throws {
        let f = try F(self)
        try f.write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!")
        try f.write("AppTests/Info.plist", """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict>
            <key>CFBundleName</key><string>$(PRODUCT_NAME)</string>
            <key>ReferenceDir</key><string>$(SOURCE_ROOT)/refs/${UNDEFINED_SETTING}x</string>
            <key>Retries</key><integer>3</integer>
        </dict></plist>
        """)
        try f.write("AppTests/Views/Finder.swift", "final class Finder {}\n")
        try f.write("DS/Card.swift", """
        import SwiftUI
        struct Card: View {
            var body: some View {
                VStack {
                    Text(Bundle(for: Finder.self).infoDictionary!["ReferenceDir"] as! String)
                    Text(Bundle(for: Finder.self).object(forInfoDictionaryKey: "CFBundleName") as? String ?? "none")
                    Text("\\(Bundle(for: Finder.self).infoDictionary?["Retries"] as? Int ?? 0)")
                    Text("\\(Bundle.main.infoDictionary?.count ?? -1)")
                }
            }
        }
        #Preview { Card() }
        """)
        let (texts, diagnostics) = try projectTexts(f)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(texts, [f.root + "/refs/x", "AppTests", "3", "0"])

        try f.write("AppTests/Info.plist", "not a plist <<")
        let (_, broken) = try projectTexts(f)
        XCTAssertTrue(broken.contains { $0.contains("the bundle's Info.plist cannot be read (ROOT/AppTests/Info.plist:1:1: error: not a property list)") }, "\(broken)")
    }
}
