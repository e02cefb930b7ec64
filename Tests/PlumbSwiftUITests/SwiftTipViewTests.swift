import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// TipKit's `TipView`: drawn by a `TipViewStyle` of the sources from the tip's title, message
/// and image; without one, an unmeasured stand-in with a warning.
final class SwiftTipViewTests: XCTestCase {
    private let tip = #"""
    import SwiftUI
    import TipKit
    struct SaveTip: Tip {
        var title: Text { Text("Save") }
        var message: Text? { Text("Keep your work") }
    }
    struct BareTip: Tip {
        var title: Text { Text("Only a title") }
    }
    struct Banner: TipViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                configuration.image?.frame(width: 20, height: 20)
                VStack(alignment: .leading, spacing: 0) {
                    configuration.title
                    configuration.message
                }
            }
            .padding(10)
            .background(Color.yellow)
        }
    }
    """#

    /// The style's body is the tip: its title and message, no image (the tip declares none).
    func testATipViewStyleOfTheSourcesDrawsTheTip() throws {
        let source = tip + """

        #Preview {
            VStack {
                TipView(SaveTip()).tipViewStyle(Banner())
                TipView(BareTip(), arrowEdge: .top).tipViewStyle(Banner()).tipBackground(.red)
            }
        }
        """
        let (texts, warnings) = try textsAndWarnings(source)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["Save", "Keep your work", "Only a title"])
        let t = try layoutPreview(source)
        // 10 pt of padding around the texts, on the style's yellow.
        let save = try XCTUnwrap(t.nodes.first { if case .text("Save") = $0.view.kind { return true }; return false })
        let box = try XCTUnwrap(t.nodes.first { $0.kind == "hstack" })
        XCTAssertEqual(save.frame.x - box.frame.x, 0, accuracy: 1e-9)
        XCTAssertEqual(save.frame.y - box.frame.y, 0, accuracy: 1e-9)
        XCTAssertEqual((box.outerFrame ?? box.frame).width - box.frame.width, 20, accuracy: 1e-9)
    }

    /// TipKit's own look is not measured: a stand-in row, and a warning that says so.
    func testTheSystemTipLookWarns() throws {
        let (texts, warnings) = try textsAndWarnings(tip + """

        #Preview { TipView(SaveTip()) }
        """)
        XCTAssertEqual(texts, ["Save", "Keep your work"])
        XCTAssertEqual(warnings, ["Card.swift:23:12: warning: TipView's system look is not measured: drawn as its image, title and message in a padded row"])
    }
}
