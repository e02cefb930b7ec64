import Foundation
import PlumbLayout
import PlumbModel
import PlumbText
@testable import PlumbSwiftUI
import XCTest

/// Item 4's "fonts registered by file": `Font.custom` names a font file the sources ship, by
/// PostScript name (`Brand-Bold`) or by family and weight (`Brand` + `.weight(.bold)`), and the
/// text is shaped and drawn with that file; an unknown non-Apple family is a located warning.
final class SwiftFontFileTests: XCTestCase {
    func testCustomFontsUseTheRegisteredFiles() throws {
        // Stand-in brand files: copies of two bundled faces under the brand's names.
        let root = try sourcesWithFonts([("Inter-Regular.otf", "Brand-Regular.otf"), ("Inter-Bold.otf", "Brand-Bold.otf")], "Type.swift", """
        import SwiftUI
        #Preview {
            VStack {
                Text("PostScript").font(.custom("Brand-Bold", size: 17))
                Text("Family").font(.custom("Brand", size: 17).weight(.bold))
                Text("Regular").font(.custom("Brand", size: 17))
                Text("Unknown").font(.custom("Avenir Next", size: 17))
            }
        }
        """)
        defer { try? FileManager.default.removeItem(at: root) }
        let project = try SwiftProject.load(paths: [root.path])
        let r = project.evaluate(project.previews[0])
        XCTAssertEqual(r.diagnostics.map(\.description),
                       ["\(root.path)/Type.swift:7:30: warning: font 'Avenir Next' is not among the font files under the sources: drawn with Plumb's default design"])
        let tree = try Layout().layout(XCTUnwrap(r.component))
        let faces = tree.nodes.compactMap { $0.text }.map { ($0.facePath as NSString).lastPathComponent }
        XCTAssertEqual(faces, ["Brand-Bold.otf", "Brand-Bold.otf", "Brand-Regular.otf", "Inter-Regular.otf"])
        // The brand file measures as the face it is (a copy of Inter Bold).
        let bold = try Layout().layout(XCTUnwrap(SwiftProject.parse([("B.swift", "import SwiftUI\n#Preview { Text(\"PostScript\").font(.system(size: 17, weight: .bold)) }")])
            .evaluate(SwiftProject.parse([("B.swift", "import SwiftUI\n#Preview { Text(\"PostScript\").font(.system(size: 17, weight: .bold)) }")]).previews[0]).component))
        XCTAssertEqual(tree.nodes.first { $0.kind == "text" }?.text?.width, bold.nodes.first { $0.kind == "text" }?.text?.width)
    }

    /// iOS finds a registered font by the names inside the file, not the file's name: a team's
    /// `brand-light-v3.ttf` is `Font.custom("Brand-Light", …)` by its PostScript name, and
    /// `Font.custom("Brand", …).weight(.bold)` is the family's face nearest bold.
    func testCustomFontsAreFoundByTheNamesInsideTheirFiles() throws {
        // Files named nothing like their faces (Inter's PostScript names are Inter-Light, Inter-Bold).
        let root = try sourcesWithFonts([("Inter-Light.otf", "brand-lt-v3.otf"), ("Inter-Bold.otf", "brand-hv-v3.otf"),
                                         ("Inter-Regular.otf", "brand-rg-v3.otf")], "Type.swift", """
        import SwiftUI
        #Preview {
            VStack {
                Text("PostScript").font(.custom("Inter-Light", size: 17))
                Text("Family").font(.custom("Inter", size: 17).weight(.bold))
                Text("Semibold").font(.custom("Inter", size: 17).weight(.semibold))
                Text("Regular").font(.custom("Inter", size: 17))
            }
        }
        """)
        defer { try? FileManager.default.removeItem(at: root) }
        let (project, diagnostics, tree) = try layoutWithFontFaces(root)
        XCTAssertEqual(diagnostics, [])
        let faces = tree.nodes.compactMap { $0.text }.map { ($0.facePath as NSString).lastPathComponent }
        XCTAssertEqual(faces, ["brand-lt-v3.otf", "brand-hv-v3.otf", "brand-hv-v3.otf", "brand-rg-v3.otf"])
        // Without the faces' names (no text engine at hand), file names are all there is.
        let unnamed = project.evaluate(project.previews[0])
        XCTAssertEqual(unnamed.diagnostics.count, 0)
    }
}
