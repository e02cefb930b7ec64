import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// `containerRelativeFrame`: lengths of the nearest container — the size the preview is
/// proposed (393 pt wide), or an enclosing `ScrollView` or `List` — never of a plain frame.
final class SwiftContainerRelativeFrameTests: XCTestCase {
    /// A frame is no container: inside a 300 pt frame the view is still the screen's 393 pt,
    /// or `span` of `count` columns of it: (393 − 2 × 9) / 3 × 2 + 9 = 259, centred.
    func testTheScreenIsTheContainerOutsideScrollViewsAndLists() throws {
        let source = """
        import SwiftUI
        #Preview {
            VStack(spacing: 0) {
                Color.red.frame(height: 10).containerRelativeFrame(.horizontal)
                Color.green.frame(height: 10).containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 9)
                Color.blue.frame(width: 20, height: 10).containerRelativeFrame(.horizontal, count: 4, spacing: 0, alignment: .trailing)
            }
            .frame(width: 300)
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        let colours = t.nodes.filter { $0.path.hasSuffix("Color") }
        XCTAssertEqual(colours.count, 3)
        assertRect(colours[0].frame, -46.5, 0, 393, 10)
        assertRect(colours[1].frame, 20.5, 10, 259, 10)
        // A quarter of the screen (98.25 pt) with the 20 pt square at its trailing edge.
        assertRect(colours[2].frame, 150 - 98.25 / 2 + 98.25 - 20, 20, 20, 10)
    }

    /// In a horizontal scroll view padded 20 pt on each side, each page is the scroll view's
    /// 353 pt: the second starts where the first ends, out of sight.
    func testAScrollViewIsTheContainerOfItsContent() throws {
        let source = """
        import SwiftUI
        #Preview {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    Color.red.frame(height: 20).containerRelativeFrame(.horizontal)
                    Color.green.frame(height: 20).containerRelativeFrame(.horizontal, count: 2, spacing: 13)
                }
            }
            .padding(.horizontal, 20)
        }
        """
        let t = try layoutPreview(source)
        let colours = t.nodes.filter { $0.path.hasSuffix("Color") }
        assertRect(colours[0].frame, 20, 0, 353, 20)
        assertRect(colours[1].frame, 373, 0, 170, 20)
    }

    /// A list measures as its own size (the screen's width here), not its row's inset.
    func testAListIsTheContainerOfItsRows() throws {
        let source = """
        import SwiftUI
        #Preview {
            List {
                Color.red.frame(height: 20).containerRelativeFrame(.horizontal, count: 3, spacing: 0, alignment: .leading)
            }
            .padding(.horizontal, 30)
        }
        """
        let t = try layoutPreview(source)
        let red = try XCTUnwrap(t.nodes.first { $0.path.hasSuffix("Color") && $0.frame.height == 20 })
        XCTAssertEqual(red.frame.width, 111, accuracy: 1e-9)
    }

    /// A preview's height is not proposed: a vertical container length is absent there, and
    /// the view keeps its own height.
    func testAnUnproposedAxisLeavesTheViewItsOwnLength() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            Color.red.frame(height: 30).containerRelativeFrame([.horizontal, .vertical])
        }
        """)
        assertRect(t.node("Color").frame, 0, 0, 393, 30)
    }

    /// The closure form needs the container's length while the sources are evaluated: a
    /// located warning, and the view as it is; so is a count out of range.
    func testTheClosureFormWarnsAndABadCountIsAnError() throws {
        let closure = evaluate("""
        import SwiftUI
        #Preview {
            Color.red.frame(height: 30).containerRelativeFrame(.horizontal) { length, _ in length * 0.8 }
        }
        """)[0]
        XCTAssertEqual(closure.diagnostics.map(\.description),
                       ["Card.swift:3:33: warning: containerRelativeFrame with a length closure is not supported: the view keeps its own size"])
        let bad = evaluate("""
        import SwiftUI
        #Preview {
            Color.red.containerRelativeFrame(.horizontal, count: 0, spacing: 8)
        }
        """)[0]
        XCTAssertEqual(bad.diagnostics.map(\.description).first,
                       "Card.swift:3:15: warning: containerRelativeFrame count must be a whole number from 1 to 1000, found 0: the modifier is ignored")
    }
}
