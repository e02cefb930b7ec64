import Foundation
import PlumbModel
import XCTest
@testable import PlumbText

/// The default faces ship with Plumb as resources: every file the default map can name is
/// in the bundle, with its licence, and nothing is read from the machine's font folders.
final class BundledFontsTests: XCTestCase {
    func testTheDefaultMapNamesOnlyBundledFilesThatExist() {
        let map = FontMap()
        XCTAssertEqual(map.fontDirectories, [BundledFonts.directory])
        XCTAssertFalse(BundledFonts.directory.hasPrefix("/usr/share"), BundledFonts.directory)
        var files = Set<String>()
        for design in [FontDesign.default, .rounded, .serif, .monospaced] {
            for weight in FontWeight.allCases {
                for size in [12.0, 28.0] {
                    let path = map.path(for: ResolvedFont(size: size, weight: weight, design: design))
                    XCTAssertTrue(path.hasPrefix(BundledFonts.directory + "/"), path)
                    XCTAssertTrue(FileManager.default.fileExists(atPath: path), "missing bundled font \(path)")
                    files.insert((path as NSString).lastPathComponent)
                }
            }
        }
        XCTAssertEqual(files.count, 9 + 9 + 8, "Inter and Inter Display in 9 weights, JetBrains Mono in 8")
        for licence in ["LICENSE-Inter.txt", "LICENSE-JetBrainsMono.txt"] {
            let text = (try? String(contentsOfFile: BundledFonts.directory + "/" + licence, encoding: .utf8)) ?? ""
            XCTAssertTrue(text.contains("SIL OPEN FONT LICENSE Version 1.1"), licence)
        }
    }

    /// The test runner finds the fonts the way an installed `plumb` does: in the resource
    /// bundle SwiftPM copies next to the executable, not in the source tree.
    func testTheFontsAreFoundInTheResourceBundleNextToTheExecutable() {
        XCTAssertTrue(BundledFonts.directory.hasSuffix("/Plumb_PlumbText.resources/Fonts"), BundledFonts.directory)
    }

    /// The pinned bytes: Inter Regular's fingerprint (what every layout dump records).
    func testPinnedFileBytes() throws {
        let face = try FontLibrary().face(for: ResolvedFont(size: 17))
        XCTAssertEqual((face.path as NSString).lastPathComponent, "Inter-Regular.otf")
        XCTAssertEqual(face.fingerprint, "b721255871cf9491-258992")
    }
}
