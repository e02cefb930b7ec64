import Foundation
import PlumbLayout
import PlumbModel
import PlumbRender
@testable import PlumbSwiftUI
import XCTest

/// Layouts the sources declare (`struct Flow: Layout`): their own `sizeThatFits` and
/// `placeSubviews` run with the proposal layout gives them, and the subviews are drawn where
/// those methods placed them.
final class CustomLayoutTests: XCTestCase {
    /// A flow layout written the way design systems write them (chips that wrap).
    static let flow = """
    import SwiftUI
    struct Flow: Layout {
        var spacing: CGFloat = 4
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let width = proposal.replacingUnspecifiedDimensions().width
            var x: CGFloat = 0, y: CGFloat = 0, row: CGFloat = 0, widest: CGFloat = 0
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                if x > 0 && x + size.width > width {
                    y += row + spacing
                    x = 0
                    row = 0
                }
                x += size.width + spacing
                row = max(row, size.height)
                widest = max(widest, x - spacing)
            }
            return CGSize(width: widest, height: y + row)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX, y = bounds.minY, row: CGFloat = 0
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                if x > bounds.minX && x + size.width > bounds.maxX {
                    y += row + spacing
                    x = bounds.minX
                    row = 0
                }
                subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + spacing
                row = max(row, size.height)
            }
        }
    }
    """

    private let (red, green, blue, white) = ([255, 59, 48], [52, 199, 89], [0, 122, 255], [255, 255, 255])

    private func render(_ t: LayoutTree) throws -> Renderer.Image {
        try Renderer(fonts: sharedLayout.text.library).render(t, options: .init(scale: 1, background: RGBA(r: 1, g: 1, b: 1, a: 1)))
    }

    private func layout(_ preview: String) throws -> (LayoutTree, [String]) {
        var context = EvaluationContext()
        context.layoutProbe = sharedLayout.geometryProbe
        let r = evaluate(Self.flow + "\n" + preview, context: context)[0]
        return (try sharedLayout.layout(XCTUnwrap(r.component)), r.diagnostics.map(\.description))
    }

    /// Lays `preview` out with the flow layout beside it and checks its size, that nothing is
    /// warned about, and the colour at each point (x, y) of the picture.
    private func assertDrawn(_ preview: String, size: Size, _ colours: [(x: Int, y: Int, rgb: [Int])],
                             file: StaticString = #filePath, line: UInt = #line) throws {
        let (t, warnings) = try layout(preview)
        XCTAssertEqual(warnings, [], file: file, line: line)
        XCTAssertEqual(t.size, size, file: file, line: line)
        let image = try render(t)
        XCTAssertEqual(colours.map { image.rgb($0.x, $0.y) }, colours.map(\.rgb), file: file, line: line)
    }

    /// Proposed 90 pt, the third 40 pt chip wraps onto a second row 4 pt below the taller
    /// first one; the layout is as wide as its widest row and centred in the frame around it.
    func testAFlowLayoutWrapsItsSubviewsAtTheProposedWidth() throws {
        try assertDrawn("""
        #Preview {
            Flow(spacing: 4) {
                Color.red.frame(width: 40, height: 10)
                Color.green.frame(width: 40, height: 20)
                Color.blue.frame(width: 40, height: 10)
            }
            .frame(width: 90)
        }
        """, size: Size(width: 90, height: 34), [
            // Red at (3, 0), green at (47, 0), blue at (3, 24); nothing beside or between them.
            (3, 0, red), (42, 9, red), (47, 0, green), (86, 19, green), (3, 24, blue), (42, 33, blue),
            (2, 5, white), (44, 5, white), (60, 25, white), (3, 22, white),
        ])
    }

    /// Wider, the same chips stand in one row; `AnyLayout(Flow())` and a layout kept in a
    /// variable and called with content are the same layout.
    func testTheLayoutFollowsItsProposalAndIsAValue() throws {
        try assertDrawn("""
        #Preview {
            let flow = AnyLayout(Flow(spacing: 2))
            VStack(spacing: 0) {
                flow {
                    Color.red.frame(width: 40, height: 10)
                    Color.green.frame(width: 40, height: 20)
                }
                Flow() {
                    Color.blue.frame(width: 30, height: 10)
                }
            }
            .frame(width: 200)
        }
        """, size: Size(width: 200, height: 30), [
            (59, 0, red), (98, 9, red), (101, 0, green), (140, 19, green), (85, 20, blue), (114, 29, blue),
            (58, 5, white), (99, 5, white), (84, 25, white),
        ])
    }
}
