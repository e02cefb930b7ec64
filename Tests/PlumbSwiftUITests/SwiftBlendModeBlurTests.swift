import PlumbLayout
import PlumbModel
import PlumbRaster
import PlumbRender
@testable import PlumbSwiftUI
import XCTest

/// `.blendMode(_:)` and `.blur(radius:opaque:)` drawn as iOS draws them, at scale 1 on white.
final class SwiftBlendModeBlurTests: XCTestCase {
    private func warnings(_ source: String) -> [String] {
        evaluate(source).flatMap(\.diagnostics).map(\.description)
    }

    func testMultiplyBlendsWithTheColourBeneath() throws {
        let source = """
        import SwiftUI
        #Preview {
            ZStack {
                Color(red: 1, green: 0.5, blue: 0)
                Color(white: 0.5).blendMode(.multiply)
            }
            .frame(width: 20, height: 20)
        }
        """
        XCTAssertEqual(warnings(source), [])
        // Orange (255, 128, 0) × grey 128: 255·128/255 = 128, 128·128/255 = 64.25 → 64, 0.
        XCTAssertEqual(previewRGB(try renderPreview(source), 10, 10), [128, 64, 0])
    }

    func testBlendModeFromATernaryAndNormal() throws {
        let source = """
        import SwiftUI
        struct Card: View {
            var on: Bool
            var body: some View {
                ZStack {
                    Color(red: 1, green: 0.5, blue: 0)
                    Color(white: 0.5).blendMode(on ? .screen : .normal)
                }
                .frame(width: 20, height: 20)
            }
        }
        #Preview {
            VStack(spacing: 0) {
                Card(on: true)
                Card(on: false)
            }
        }
        """
        let p = try renderPreview(source)
        // Screen: 255 + 128 − 128 = 255, 128 + 128 − 64.25 = 191.75 → 192, 0 + 128 = 128.
        XCTAssertEqual(previewRGB(p, 10, 10), [255, 192, 128])
        XCTAssertEqual(previewRGB(p, 10, 30), [128, 128, 128])   // .normal: the grey over the orange
    }

    func testBlurredSquareCentreAndSpreadOutsideItsFrame() throws {
        let source = """
        import SwiftUI
        #Preview {
            ZStack {
                Color.blue.frame(width: 20, height: 20).blur(radius: 4)
            }
            .frame(width: 60, height: 60)
        }
        """
        XCTAssertEqual(warnings(source), [])
        let t = try layoutPreview(source)
        assertRect(t.nodes.first { $0.path.hasSuffix("Color") }?.frame, 20, 20, 20, 20)   // layout unchanged
        let p = try renderPreview(source)
        // σ = 2 px, taps −6…6: 10 px inside every edge the square keeps its colour exactly.
        XCTAssertEqual(previewRGB(p, 30, 30), [0x00, 0x7A, 0xFF])
        // 2 px left of the frame (x = 18) the blur reaches with taps 2…6 of the kernel:
        // 7937 + 4248 + 1771 + 575 + 145 = 14,676 of 65,536, so α = round(255 · 0.22394) = 57 and
        // green round(122 · 0.22394) = 27; over white: (0 + 198, 27 + 198, 57 + 198).
        XCTAssertEqual(previewRGB(p, 18, 30), [198, 225, 255])
        XCTAssertEqual(previewRGB(p, 10, 30), [255, 255, 255])   // beyond the kernel's reach
    }

    func testOpaqueBlurStaysInsideTheFrame() throws {
        let p = try renderPreview("""
        import SwiftUI
        #Preview {
            ZStack {
                Color.blue.frame(width: 20, height: 20).blur(radius: 4, opaque: true)
            }
            .frame(width: 60, height: 60)
        }
        """)
        XCTAssertEqual(previewRGB(p, 20, 20), [0x00, 0x7A, 0xFF])   // the corner: edges repeated, still blue
        XCTAssertEqual(previewRGB(p, 18, 30), [255, 255, 255])      // nothing outside the frame
    }

    func testAbsurdBlurRadiusIsOneLocatedError() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            Rectangle().fill(.blue).frame(width: 20, height: 20).blur(radius: 1e9)
        }
        """)
        XCTAssertThrowsError(try Renderer(fonts: sharedLayout.text.library).render(t, options: .init(scale: 1))) { error in
            guard let e = error as? PlumbError else { return XCTFail("\(error)") }
            XCTAssertEqual(e.message, "blur radius of 1000000000 px (1000000000 pt × 1) on preview/Rectangle exceeds the blur radius limit of 512 px")
            XCTAssertEqual(e.location?.line, 3, "\(e)")
        }
    }
}
