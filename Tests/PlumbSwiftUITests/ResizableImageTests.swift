import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// `Image(…).resizable()` with no `.frame` after it: SwiftUI's resizable image takes the size it
/// is offered (its own where none is), and `.scaledToFit()`/`.scaledToFill()` keep its aspect.
final class ResizableImageTests: XCTestCase {
    /// A symbol made resizable in an overlay fills the 90 × 90 base it is offered, scaled to fit
    /// (EssentialGhibli's row thumbnails: iOS draws the triangle edge to edge; Plumb drew it at
    /// the body font's 17 pt size, centred).
    func testAResizableSymbolInAnOverlayFitsTheBase() throws {
        let tree = try layoutPreview("""
        import SwiftUI
        #Preview {
            Color.cyan
                .frame(width: 90, height: 60)
                .overlay {
                    Image(systemName: "star")
                        .resizable()
                        .scaledToFit()
                }
        }
        """)
        let star = tree.nodes.first { if case .icon = $0.view.kind { return true }; return false }
        // The star's box is 66 : 59 (132 × 118 units, wider than tall): fitted into 90 × 60 it
        // is 60 tall, 60 × 66/59 wide, centred.
        assertRect(star?.frame, (90 - 3960.0 / 59) / 2, 0, 3960.0 / 59, 60)
    }

    /// Without an aspect modifier the image stretches to the offer; `.scaledToFill()` covers
    /// it keeping the aspect (and overflows it, centred).
    func testStretchedAndFilledResizableImages() throws {
        let tree = try layoutPreview("""
        import SwiftUI
        #Preview {
            VStack(spacing: 0) {
                ZStack {
                    Image(systemName: "star").resizable()
                }
                .frame(width: 100, height: 30)
                ZStack {
                    Image(systemName: "star").resizable().scaledToFill()
                }
                .frame(width: 80, height: 20)
            }
        }
        """)
        let stars = tree.nodes.filter { if case .icon = $0.view.kind { return true }; return false }
        XCTAssertEqual(stars.count, 2)
        assertRect(stars[0].frame, 0, 0, 100, 30)
        // Filling 80 × 20 with a 66 : 59 box: 80 wide, 80 × 59/66 tall, centred on the ZStack.
        assertRect(stars[1].frame, 10, 30 + (20 - 80 * 59.0 / 66) / 2, 80, 80 * 59.0 / 66)
    }
}
