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
