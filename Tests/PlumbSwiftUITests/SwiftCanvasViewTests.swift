import Foundation
import PlumbLayout
import PlumbModel
import PlumbRender
@testable import PlumbSwiftUI
import XCTest

/// `Canvas { context, size in … }`: the renderer runs with the size layout gives the canvas,
/// and what it fills and strokes is drawn where it said, under its transforms and opacity.
final class SwiftCanvasViewTests: XCTestCase {
    /// The first preview drawn at scale 1 on white, evaluated as `plumb previews` does: a layout
    /// pass first finds the canvas's size.
    private func render(_ source: String) throws -> (diagnostics: [String], image: Renderer.Image) {
        var context = EvaluationContext()
        context.layoutProbe = sharedLayout.geometryProbe
        return (evaluate(source, context: context)[0].diagnostics.map(\.description), try renderPreview(source, context: context))
    }

    func testACanvasDrawsWhatItsRendererFillsAndStrokes() throws {
        let source = #"""
        import SwiftUI
        #Preview {
            Canvas { context, size in
                context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
                // The size is the canvas's: a square at its top-right corner.
                context.fill(Path(CGRect(x: size.width - 6, y: 0, width: 6, height: 6)), with: .color(.green))
                var moved = context
                moved.translateBy(x: 12, y: 0)
                moved.fill(Circle().path(in: CGRect(x: 0, y: 0, width: 8, height: 8)), with: .color(.blue))
                context.stroke(Path { p in
                    p.move(to: CGPoint(x: 0, y: 15)); p.addLine(to: CGPoint(x: 40, y: 15))
                }, with: .color(.black), lineWidth: 2)
            }
            .frame(width: 40, height: 20)
        }
        """#
        let (diagnostics, image) = try render(source)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(previewRGB(image, 5, 5), [255, 59, 48])
        XCTAssertEqual(previewRGB(image, 37, 2), [52, 199, 89])
        XCTAssertEqual(previewRGB(image, 16, 4), [0, 122, 255])
        XCTAssertEqual(previewRGB(image, 20, 15), [0, 0, 0])
        // The copy was moved, not the context: the line starts at the canvas's left edge.
        XCTAssertEqual(previewRGB(image, 3, 15), [0, 0, 0])
        XCTAssertEqual(previewRGB(image, 25, 5), [255, 255, 255])
    }

    /// A renderer drawing dots over its whole size in loops, with `opacity` set on the context.
    func testACanvasLoopsOverItsSizeAndKeepsItsOpacity() throws {
        let source = #"""
        import SwiftUI
        struct Dots: View {
            var spacing: Double = 10
            var body: some View {
                Canvas { ctx, size in
                    ctx.opacity = 0.5
                    for row in 0..<Int(size.height / spacing) {
                        for col in 0..<Int(size.width / spacing) {
                            let rect = CGRect(x: Double(col) * spacing, y: Double(row) * spacing, width: 4, height: 4)
                            ctx.fill(Rectangle().path(in: rect), with: .color(.black))
                        }
                    }
                }
            }
        }
        #Preview { Dots().frame(width: 30, height: 20) }
        """#
        let (diagnostics, image) = try render(source)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(previewRGB(image, 21, 11), [127, 127, 127])
        XCTAssertEqual(previewRGB(image, 1, 1), [127, 127, 127])
        XCTAssertEqual(previewRGB(image, 6, 6), [255, 255, 255])
    }

    /// A renderer that draws past the bound: the first 5,000 paths are drawn, the rest are
    /// not, with one located warning.
    func testACanvasDrawingPastItsBoundSaysSo() throws {
        let (diagnostics, _) = try render(#"""
        import SwiftUI
        #Preview {
            Canvas { context, size in
                for i in 0..<5_001 {
                    context.fill(Path(CGRect(x: Double(i % 10), y: 0, width: 1, height: 1)), with: .color(.black))
                }
            }
            .frame(width: 10, height: 10)
        }
        """#)
        XCTAssertEqual(diagnostics, ["Card.swift:5:13: warning: a Canvas draws more than 5000 paths: the rest are not drawn"])
    }

    /// What a canvas does not draw says so, each where it is written: text and images drawn
    /// into the context, `symbols:`, a non-path to fill, and a canvas with no layout to ask for
    /// its size.
    func testWhatACanvasDoesNotDrawIsALocatedWarning() throws {
        let source = #"""
        import SwiftUI
        #Preview {
            Canvas { context, size in
                context.draw(Text("label"), at: CGPoint(x: 5, y: 5))
                context.fill(3, with: .color(.red))
            } symbols: {
                Text("symbol")
            }
            .frame(width: 10, height: 10)
        }
        """#
        XCTAssertEqual(try render(source).diagnostics, [
            "Card.swift:3:5: warning: Canvas symbols are not drawn",
            "Card.swift:4:9: warning: GraphicsContext.draw is not drawn by Plumb's Canvas: ignored",
            "Card.swift:5:9: warning: GraphicsContext draws a Path, found an Int: the statement is skipped",
        ])
        XCTAssertTrue(evaluate(source)[0].diagnostics.map(\.description)
            .contains("Card.swift:3:5: warning: Canvas is approximated: its renderer is given the preview device's screen (393 × 852 pt)"))
    }
}
