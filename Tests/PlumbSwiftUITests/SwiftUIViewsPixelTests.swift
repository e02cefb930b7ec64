import PlumbLayout
import PlumbModel
import PlumbRaster
import PlumbRender
@testable import PlumbSwiftUI
import XCTest

/// The iOS looks as drawn: pixels of the switch, the progress bar, the list card and the
/// navigation bar, at scale 1 on a white canvas.
final class SwiftUIViewsPixelTests: XCTestCase {
    /// The image and where the component's origin is in it (the canvas leaves room for shadows).
    private func pixels(_ source: String, appearance: Appearance = .light, scale: Int = 1) throws -> Renderer.Image {
        let t = try layoutPreview(source, context: EvaluationContext(appearance: appearance))
        let renderer = Renderer(fonts: sharedLayout.text.library)
        return try renderer.render(t, options: .init(scale: scale, background: RGBA(r: 1, g: 1, b: 1, a: 1)))
    }

    /// The pixel at (x, y) in points from the component's origin.
    private func rgb(_ image: Renderer.Image, _ x: Int, _ y: Int) -> [Int] {
        let c = image.pixmap[x + image.originX, y + image.originY]
        return [Int(c.r), Int(c.g), Int(c.b)]
    }

    func testSwitchTrackThumbAndProgressFill() throws {
        let p = try pixels("""
        import SwiftUI
        #Preview {
            VStack(spacing: 0) {
                Toggle("", isOn: .constant(true)).frame(width: 63)
                ProgressView(value: 0.5).frame(width: 100)
            }
        }
        """)
        // The switch at x 22.5…85.5 (after the empty label and the 8 pt spacer), rows 0…28:
        // iOS 26's green track, white capsule thumb (x 46.5…83.5, rows 2…26) at its trailing end.
        XCTAssertEqual(rgb(p, 30, 14), [0x65, 0xC4, 0x66])
        XCTAssertEqual(rgb(p, 65, 14), [255, 255, 255])
        XCTAssertEqual(rgb(p, 65, 1), [0x65, 0xC4, 0x66])
        // The bar at x 0…100, y 28…32: accent in the first half, systemGray5 in the second,
        // its ends rounded (the corner pixels are partly the white canvas).
        XCTAssertEqual(rgb(p, 20, 30), [0x00, 0x7A, 0xFF])
        XCTAssertEqual(rgb(p, 80, 30), [0xE5, 0xE5, 0xEA])
        XCTAssertNotEqual(rgb(p, 0, 28), [0x00, 0x7A, 0xFF])
        XCTAssertNotEqual(rgb(p, 99, 28), [0xE5, 0xE5, 0xEA])
    }

    func testListCardOnTheGroupedBackgroundWithASeparator() throws {
        let p = try pixels("""
        import SwiftUI
        #Preview {
            List {
                Text("A")
                Text("B")
            }
        }
        """, scale: 2)
        // At 2× (pixels).
        // The card from 35 pt down (the list's 17.5 pt and half the section spacing).
        XCTAssertEqual(rgb(p, 400, 68), [0xF2, 0xF2, 0xF7])
        XCTAssertEqual(rgb(p, 400, 71), [255, 255, 255])
        // The corner outside the 26 pt radius is background (a 10 pt one would be white at
        // (20, 40) pt); inside the card it is white.
        XCTAssertEqual(rgb(p, 40, 80), [0xF2, 0xF2, 0xF7])
        XCTAssertEqual(rgb(p, 120, 160), [255, 255, 255])
        // The separator at y 86…87 pt (the first 52 pt row's last point): two whole pixel rows
        // (172, 173) from x 32 pt to 16 pt before the card's trailing edge (361 pt).
        XCTAssertEqual(rgb(p, 400, 172), [0xE8, 0xE8, 0xE8])
        XCTAssertEqual(rgb(p, 400, 173), [0xE8, 0xE8, 0xE8])
        XCTAssertEqual(rgb(p, 400, 171), [255, 255, 255])
        XCTAssertEqual(rgb(p, 400, 174), [255, 255, 255])
        XCTAssertEqual(rgb(p, 62, 172), [255, 255, 255])
        XCTAssertEqual(rgb(p, 64, 172), [0xE8, 0xE8, 0xE8])
        XCTAssertEqual(rgb(p, 721, 172), [0xE8, 0xE8, 0xE8])
        XCTAssertEqual(rgb(p, 723, 172), [255, 255, 255])
    }

    func testDarkNavigationBarWithALargeTitle() throws {
        let p = try pixels("""
        import SwiftUI
        #Preview {
            NavigationStack { Color.red.frame(height: 10).navigationTitle("T") }
        }
        """, appearance: .dark)
        XCTAssertEqual(rgb(p, 300, 20), [0, 0, 0])
        XCTAssertEqual(rgb(p, 300, 100), [0xFF, 0x45, 0x3A])
    }
}
