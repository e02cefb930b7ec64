import PlumbModel
import XCTest
@testable import PlumbText

final class FontMapTests: XCTestCase {
    let inter = TestSupport.interDirectory
    let mono = TestSupport.monoDirectory

    func testDefaultMapOpticalSizesAndWeights() {
        let map = FontMap()
        XCTAssertEqual(map.path(for: ResolvedFont(size: 19.9)), inter + "/Inter-Regular.otf")
        XCTAssertEqual(map.path(for: ResolvedFont(size: 20)), inter + "/InterDisplay-Regular.otf")
        XCTAssertEqual(map.path(for: ResolvedFont(size: 12, weight: .ultraLight)), inter + "/Inter-Thin.otf")
        XCTAssertEqual(map.path(for: ResolvedFont(size: 12, weight: .thin)), inter + "/Inter-ExtraLight.otf")
        XCTAssertEqual(map.path(for: ResolvedFont(size: 34, weight: .heavy)), inter + "/InterDisplay-ExtraBold.otf")
        XCTAssertEqual(map.path(for: ResolvedFont(size: 12, weight: .black, design: .rounded)), inter + "/Inter-Black.otf")
        XCTAssertEqual(map.path(for: ResolvedFont(size: 28, weight: .semibold, design: .serif)),
                       inter + "/InterDisplay-SemiBold.otf")
        XCTAssertEqual(map.path(for: ResolvedFont(size: 28, design: .monospaced)), mono + "/JetBrainsMono-Regular.ttf")
        XCTAssertEqual(map.path(for: ResolvedFont(size: 12, weight: .black, design: .monospaced)),
                       mono + "/JetBrainsMono-ExtraBold.ttf")
        XCTAssertEqual(map.path(for: ResolvedFont(size: 12, weight: .ultraLight, design: .monospaced)),
                       mono + "/JetBrainsMono-Thin.ttf")
    }

    func testOverrides() {
        let map = FontMap(overrides: [
            FontFaceKey(design: .rounded, weight: .bold): "/fonts/Round-Bold.otf",
            FontFaceKey(design: .default, weight: .regular): "/fonts/Brand-Text.otf",
            FontFaceKey(design: .default, weight: .regular, display: true): "/fonts/Brand-Display.otf",
        ])
        // A text-size override also serves display sizes when no display override exists.
        XCTAssertEqual(map.path(for: ResolvedFont(size: 12, weight: .bold, design: .rounded)), "/fonts/Round-Bold.otf")
        XCTAssertEqual(map.path(for: ResolvedFont(size: 30, weight: .bold, design: .rounded)), "/fonts/Round-Bold.otf")
        XCTAssertEqual(map.path(for: ResolvedFont(size: 12)), "/fonts/Brand-Text.otf")
        XCTAssertEqual(map.path(for: ResolvedFont(size: 20)), "/fonts/Brand-Display.otf")
        // Rounded without its own mapping follows the default design, overrides included.
        XCTAssertEqual(map.path(for: ResolvedFont(size: 12, design: .rounded)), "/fonts/Brand-Text.otf")
        XCTAssertEqual(map.path(for: ResolvedFont(size: 12, weight: .medium)), inter + "/Inter-Medium.otf")
        XCTAssertEqual(map.path(for: ResolvedFont(size: 12, design: .monospaced)), mono + "/JetBrainsMono-Regular.ttf")
    }
}

/// Apple's fonts a team supplies (`systemFonts:`), found by Apple's file names.
final class SystemFontFilesTests: XCTestCase {
    func testAppleFilesServeTheSystemDesignsByOpticalSizeWeightAndSlant() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-sf-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for name in ["SF-Pro-Text-Regular.otf", "SF-Pro-Text-Semibold.otf", "SF-Pro-Text-RegularItalic.otf",
                     "SF-Pro-Display-Regular.otf", "SF-Pro-Display-Bold.otf", "SF-Pro-Rounded-Medium.otf", "SF-Mono-Regular.otf",
                     "NewYorkSmall-Regular.otf", "NewYorkMedium-Bold.otf", "notes.txt"] {
            FileManager.default.createFile(atPath: dir + "/" + name, contents: Data())
        }
        let map = FontMap(overrides: [FontFaceKey(design: .monospaced, weight: .bold): "/brand/Code-Bold.otf"],
                          systemFonts: SystemFontFiles(directory: dir))
        func file(_ font: ResolvedFont) -> String { (map.path(for: font) as NSString).lastPathComponent }
        // Text below 20 pt, Display from 20 pt.
        XCTAssertEqual(file(ResolvedFont(size: 17)), "SF-Pro-Text-Regular.otf")
        XCTAssertEqual(file(ResolvedFont(size: 19.9, weight: .semibold)), "SF-Pro-Text-Semibold.otf")
        XCTAssertEqual(file(ResolvedFont(size: 20)), "SF-Pro-Display-Regular.otf")
        XCTAssertEqual(file(ResolvedFont(size: 34, weight: .bold)), "SF-Pro-Display-Bold.otf")
        // A weight the folder lacks: the nearest it has, heavier on a tie (medium → semibold at
        // Text sizes, whose regular and semibold are both one step away).
        XCTAssertEqual(file(ResolvedFont(size: 15, weight: .medium)), "SF-Pro-Text-Semibold.otf")
        XCTAssertEqual(file(ResolvedFont(size: 15, weight: .ultraLight)), "SF-Pro-Text-Regular.otf")
        // An optical size the folder lacks for the weight: the other cut's face of that weight
        // comes after the nearest weight of the right cut.
        XCTAssertEqual(file(ResolvedFont(size: 28, weight: .semibold)), "SF-Pro-Display-Bold.otf")
        // Italic: the italic file (of the other optical size when its own is missing), else
        // the upright one slanted.
        XCTAssertEqual(file(ResolvedFont(size: 17, italic: true)), "SF-Pro-Text-RegularItalic.otf")
        XCTAssertFalse(map.needsSyntheticItalic(for: ResolvedFont(size: 17, italic: true)))
        XCTAssertEqual(file(ResolvedFont(size: 24, italic: true)), "SF-Pro-Text-RegularItalic.otf")
        XCTAssertEqual(file(ResolvedFont(size: 24, weight: .bold, italic: true)), "SF-Pro-Text-RegularItalic.otf")
        XCTAssertEqual(file(ResolvedFont(size: 17, design: .rounded, italic: true)), "SF-Pro-Rounded-Medium.otf")
        XCTAssertTrue(map.needsSyntheticItalic(for: ResolvedFont(size: 17, design: .rounded, italic: true)))
        // The other designs.
        XCTAssertEqual(file(ResolvedFont(size: 17, design: .rounded)), "SF-Pro-Rounded-Medium.otf")
        XCTAssertEqual(file(ResolvedFont(size: 13, design: .monospaced)), "SF-Mono-Regular.otf")
        XCTAssertEqual(file(ResolvedFont(size: 13, design: .serif)), "NewYorkSmall-Regular.otf")
        XCTAssertEqual(file(ResolvedFont(size: 28, weight: .bold, design: .serif)), "NewYorkMedium-Bold.otf")
        // A design's files in fontFaces come first.
        XCTAssertEqual(map.path(for: ResolvedFont(size: 13, weight: .bold, design: .monospaced)), "/brand/Code-Bold.otf")
        // A design the folder lacks keeps the bundled stand-in.
        let empty = FontMap(systemFonts: SystemFontFiles(directory: dir + "/nowhere"))
        XCTAssertEqual(empty.path(for: ResolvedFont(size: 17)), TestSupport.interPath("Inter-Regular.otf"))
    }
}
