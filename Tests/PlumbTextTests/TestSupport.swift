import Foundation
import PlumbModel
@testable import PlumbText

/// Shared helpers: the package root (found from this file's path) and font paths.
enum TestSupport {
    /// The package root, two levels above Tests/PlumbTextTests.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The fonts bundled with Plumb (never the machine's).
    static let interDirectory = BundledFonts.directory
    static let monoDirectory = BundledFonts.directory

    /// One library for the whole test run, so faces are loaded once.
    static let library = FontLibrary()

    static func interPath(_ file: String) -> String { interDirectory + "/" + file }

    /// Tolerance of the Chromium reference: it lays text out in 1/64 px units.
    static let oneSixtyFourth = 1.0 / 64.0
    /// Chromium scales advances with FreeType's 16.16 x_scale, rounded (up to ~3e-5 relative too
    /// large), before rounding up to 1/64; that can push its width one more 1/64 above the exact
    /// one. This bounds the extra (≈ 0.0017 pt for 150 pt of text), far below one design unit.
    static let chromiumFloatSlack = 0.002

    /// Chromium's width for a run: glyph advances scaled with FreeType's rounded 16.16 x_scale,
    /// tracking added, the total rounded up to 1/64 px.
    static func chromiumWidth(run: ShapedRun, face: FontFace, size: Double, tracking: Double) -> Double {
        let characters = Double(run.text.count)
        let glyphPart = run.width - tracking * characters
        let exactScale = size * 64 * 65536 / Double(face.unitsPerEm)
        let ratio = exactScale.rounded() / exactScale
        let total = glyphPart * ratio + tracking * characters
        return (total * 64 - 1e-7).rounded(.up) / 64
    }
}
