import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// Kingfisher's `KFImage`: drawn before any download, it shows its placeholder (RSSReader's feed
/// rows on iOS: the `photo` symbol where the feed's icon would load), or nothing in its frame.
final class KingfisherBindingTests: XCTestCase {
    func testAKFImageShowsItsPlaceholderInItsFrame() throws {
        let source = """
        import Kingfisher
        import SwiftUI
        #Preview {
            HStack(spacing: 0) {
                KFImage(URL(string: "https://example.com/icon.png"))
                    .placeholder { Image(systemName: "photo") }
                    .resizable()
                    .fade(duration: 0.25)
                    .aspectRatio(contentMode: .fit)
                    .frame(width: 40, height: 40)
                KFImage(URL(string: "https://example.com/other.png"))
                    .onSuccess { _ in }
                    .frame(width: 30, height: 30)
                Text("Feed")
            }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        let icon = try XCTUnwrap(t.nodes.first { if case .icon(let i) = $0.view.kind { return i.name == "photo" }; return false })
        // The symbol at its own size, centred in the 40 × 40 frame.
        XCTAssertEqual(icon.frame.x + icon.frame.width / 2, 20, accuracy: 1e-9)
        XCTAssertLessThan(icon.frame.width, 40)
        let text = try XCTUnwrap(t.nodes.first { $0.text?.lines.first?.text == "Feed" })
        XCTAssertEqual(text.frame.x, 70, accuracy: 1e-9, "the second image keeps its 30 pt, empty")
    }
}
