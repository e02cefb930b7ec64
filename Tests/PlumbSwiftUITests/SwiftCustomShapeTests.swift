import Foundation
import PlumbLayout
import PlumbModel
import PlumbRender
@testable import PlumbSwiftUI
import XCTest

/// Shapes the sources declare (`struct …: Shape { func path(in rect: CGRect) -> Path }`) are
/// drawn through their own `path(in:)`, asked with the rectangle of the frame they fill; the
/// `Path` and `UIBezierPath` APIs they use build CoreGraphics' paths.
final class SwiftCustomShapeTests: XCTestCase {
    private func render(_ body: String) throws -> (Renderer.Image, [String]) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-shapes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try (Self.shapes + "\n#Preview {\n" + body + "\n}\n").write(to: root.appendingPathComponent("Shapes.swift"), atomically: true, encoding: .utf8)
        return try renderProjectPreview(root: root.path, scale: 2)
    }

    static let shapes = """
    import SwiftUI
    import UIKit
    struct RoundedCorner: Shape {
        var radius: CGFloat = .infinity
        var corners: UIRectCorner = .allCorners
        func path(in rect: CGRect) -> Path {
            let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
            return Path(path.cgPath)
        }
    }
    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.move(to: CGPoint(x: rect.midX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                p.closeSubpath()
            }
        }
    }
    struct Quarter: Shape {
        func path(in rect: CGRect) -> Path {
            var p = Path()
            let c = CGPoint(x: rect.midX, y: rect.midY)
            p.move(to: c)
            p.addArc(center: c, radius: rect.width / 2, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
            p.closeSubpath()
            return p
        }
    }
    /// A quarter disc by `addRelativeArc`: from 0° through +90°, clockwise on screen.
    struct RelativeQuarter: Shape {
        func path(in rect: CGRect) -> Path {
            var p = Path()
            let c = CGPoint(x: rect.midX, y: rect.midY)
            p.move(to: c)
            p.addRelativeArc(center: c, radius: rect.width / 2, startAngle: .degrees(0), delta: .degrees(90))
            p.closeSubpath()
            return p
        }
    }

    /// A square whose top-left corner is rounded by a tangent arc (a tooltip's corners).
    struct TangentCorner: Shape {
        func path(in rect: CGRect) -> Path {
            var p = Path()
            p.move(to: CGPoint(x: rect.minX, y: rect.maxY))
            p.addArc(tangent1End: .init(x: rect.minX, y: rect.minY), tangent2End: .init(x: rect.maxX, y: rect.minY), radius: 20)
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            p.closeSubpath()
            return p
        }
    }
    """

    /// `addArc(tangent1End:tangent2End:radius:)` rounds the corner the two tangents meet at
    /// with a 20 pt arc (centre 20, 20): outside it is empty, the rest of the square filled.
    func testATangentArcRoundsTheCornerItsTangentsMeetAt() throws {
        let (image, diagnostics) = try render("TangentCorner().fill(Color.red).frame(width: 50, height: 50)")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(image.rgb(4, 4), [255, 255, 255], "the corner cut off by the arc")
        XCTAssertEqual(image.rgb(14, 14), [255, 59, 48], "inside the arc (6 pt in from the corner)")
        XCTAssertEqual(image.rgb(1, 60), [255, 59, 48], "the left edge below the arc")
        XCTAssertEqual(image.rgb(60, 1), [255, 59, 48], "the top edge right of the arc")
        XCTAssertEqual(image.rgb(98, 98), [255, 59, 48])
    }

    /// `addRelativeArc(center:radius:startAngle:delta:)` draws what `addArc` from 0° to 90°
    /// (`clockwise: false`) draws: the bottom-right quarter, pixel for pixel.
    func testARelativeArcTurnsByItsDelta() throws {
        let (relative, diagnostics) = try render("RelativeQuarter().fill(Color.green).frame(width: 60, height: 60)")
        XCTAssertEqual(diagnostics, [])
        let (absolute, _) = try render("Quarter().fill(Color.green).frame(width: 60, height: 60)")
        XCTAssertEqual(relative.rgb(90, 90), [52, 199, 89])
        XCTAssertEqual(relative.rgb(90, 30), [255, 255, 255])
        XCTAssertEqual(relative.pixmap.data, absolute.pixmap.data)
    }

    func testACustomShapeFillsItsFrameThroughPathIn() throws {
        let (image, diagnostics) = try render("Triangle().fill(Color.red).frame(width: 60, height: 40)")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual([image.pixmap.width, image.pixmap.height], [120, 80])
        XCTAssertEqual(image.rgb(60, 2), [255, 59, 48], "the apex, at the top centre")
        XCTAssertEqual(image.rgb(2, 2), [255, 255, 255])
        XCTAssertEqual(image.rgb(2, 78), [255, 59, 48], "the base spans the frame's width")
        XCTAssertEqual(image.rgb(117, 78), [255, 59, 48])
    }

    func testAUIBezierPathWithChosenCornersClipsAView() throws {
        let (image, diagnostics) = try render(
            "Color.blue.frame(width: 80, height: 40).clipShape(RoundedCorner(radius: 16, corners: [.topLeft, .bottomRight]))")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(image.rgb(1, 1), [255, 255, 255], "top left rounded")
        XCTAssertEqual(image.rgb(158, 1), [0, 122, 255], "top right square")
        XCTAssertEqual(image.rgb(1, 78), [0, 122, 255], "bottom left square")
        XCTAssertEqual(image.rgb(158, 78), [255, 255, 255], "bottom right rounded")
    }

    /// SwiftUI's `clockwise: false` turns clockwise on screen (y down): 0° to 90° is the
    /// bottom-right quarter.
    func testAnArcTurnsAsSwiftUIsFlippedClockwiseSays() throws {
        let (image, diagnostics) = try render("Quarter().fill(Color.green).frame(width: 60, height: 60)")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(image.rgb(90, 90), [52, 199, 89])
        XCTAssertEqual(image.rgb(90, 30), [255, 255, 255])
        XCTAssertEqual(image.rgb(30, 90), [255, 255, 255])
    }

    func testAPathDrawnAsAViewKeepsItsPoints() throws {
        let (image, diagnostics) = try render("""
        Path { p in
            p.addRect(CGRect(x: 10, y: 5, width: 20, height: 10))
        }
        .fill(Color.black)
        .frame(width: 40, height: 20)
        """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(image.rgb(40, 20), [0, 0, 0])
        XCTAssertEqual(image.rgb(10, 20), [255, 255, 255])
        XCTAssertEqual(image.rgb(40, 5), [255, 255, 255])
    }

    func testArcsAreQuarterTurnCubics() {
        let p = GraphicsPath()
        p.arc(center: 0, 0, radius: 10, start: 0, end: .pi / 2, increasing: true)
        XCTAssertEqual(p.svgData, "M10 0 C10 5.5228 5.5228 10 0 10")
        let full = GraphicsPath()
        full.arc(center: 0, 0, radius: 1, start: 0, end: 0.0001, increasing: false)
        XCTAssertEqual(full.elements.filter { if case .cubic = $0 { return true }; return false }.count, 4, "almost a whole turn the other way")
    }
}
