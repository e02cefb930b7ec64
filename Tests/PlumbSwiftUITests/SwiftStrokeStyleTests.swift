import PlumbRender
@testable import PlumbSwiftUI
import XCTest

/// `stroke(_:style:)` and `strokeBorder(_:style:)` with SwiftUI's `StrokeStyle`: its width, caps
/// and joins (Home Assistant's gauge widget strokes its arcs with
/// `StrokeStyle(lineWidth: 15, lineCap: .round)`; Plumb drew them one point wide).
final class SwiftStrokeStyleTests: XCTestCase {
    private func line(_ style: String) throws -> Renderer.Image {
        try renderPreview("""
        import SwiftUI
        #Preview {
            Path { p in
                p.move(to: CGPoint(x: 20, y: 20))
                p.addLine(to: CGPoint(x: 60, y: 20))
            }
            .stroke(.blue, \(style))
            .frame(width: 80, height: 40)
        }
        """)
    }

    func testWidthAndCapsOfAStrokeStyle() throws {
        let blue = [0, 122, 255], white = [255, 255, 255]
        // Width 10: y 15…25 covered along the line, nothing 6 pt off it.
        let round = try line("style: StrokeStyle(lineWidth: 10, lineCap: .round)")
        XCTAssertEqual(previewRGB(round, 40, 16), blue)
        XCTAssertEqual(previewRGB(round, 40, 24), blue)
        XCTAssertEqual(previewRGB(round, 40, 27), white)
        // A round cap: a half disc of radius 5 past each end (3 pt out on the axis is inside it,
        // the corner of its square is not).
        XCTAssertEqual(previewRGB(round, 17, 20), blue)
        XCTAssertEqual(previewRGB(round, 62, 20), blue)
        XCTAssertEqual(previewRGB(round, 15, 15), white)
        // Butt (the default): nothing past the ends; square: the corner square too.
        let butt = try line("style: StrokeStyle(lineWidth: 10)")
        XCTAssertEqual(previewRGB(butt, 17, 20), white)
        XCTAssertEqual(previewRGB(butt, 21, 20), blue)
        let square = try line("style: .init(lineWidth: 10, lineCap: .square, lineJoin: .round)")
        XCTAssertEqual(previewRGB(square, 15, 15), blue)
        XCTAssertEqual(previewRGB(square, 14, 20), white)
    }

    func testATrimmedOutlineKeepsButtCapsUnlessTheStyleRoundsThem() throws {
        func arc(_ stroke: String) throws -> Renderer.Image {
            try renderPreview("""
            import SwiftUI
            #Preview {
                Circle().trim(from: 0, to: 0.5).\(stroke).frame(width: 40, height: 40).padding(10)
            }
            """)
        }
        // The half circle runs from 3 o'clock (x 50, y 30) clockwise to 9 o'clock: its ends are
        // cut square at y 30 with butt caps, rounded 3 pt above it with round ones.
        XCTAssertEqual(previewRGB(try arc("stroke(.blue, lineWidth: 8)"), 50, 27), [255, 255, 255])
        XCTAssertEqual(previewRGB(try arc("stroke(.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))"), 50, 27), [0, 122, 255])
    }

    func testStrokeStyleIsAValue() throws {
        let t = try layoutPreview("""
        import SwiftUI
        struct Gauge: View {
            private static let size: CGFloat = 150
            private static var lineWidth: CGFloat { size * 0.1 }
            private func style(_ width: CGFloat) -> StrokeStyle { StrokeStyle(lineWidth: width, lineCap: .round) }
            var body: some View { Text("\\(Int(style(Self.lineWidth).lineWidth)) \\(style(2).miterLimit, specifier: "%.0f")") }
        }
        #Preview { Gauge() }
        """)
        XCTAssertEqual(t.nodes.compactMap(\.text).first?.lines.map(\.text), ["15 10"])
    }
}
