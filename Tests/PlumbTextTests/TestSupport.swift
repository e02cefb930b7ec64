import Foundation
import PlumbModel
@testable import PlumbText

/// Shared helpers: the package root (found from this file's path) and font paths.
enum TestSupport {
    /// The package root, two levels above Tests/PlumbTextTests.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let interDirectory = "/usr/share/fonts/opentype/inter"
    static let monoDirectory = "/usr/share/fonts/truetype/jetbrains-mono"

    /// One library for the whole test run, so faces are loaded once.
    static let library = FontLibrary()

    static func interPath(_ file: String) -> String { interDirectory + "/" + file }

    /// Tolerance of the Chromium reference: it lays text out in 1/64 px units.
    static let oneSixtyFourth = 1.0 / 64.0
    /// Chromium sums 32-bit float advances before rounding up to 1/64, which can push the ceiling
    /// one unit further; this bounds that float error (much less than one design unit).
    static let chromiumFloatSlack = 0.001
}
