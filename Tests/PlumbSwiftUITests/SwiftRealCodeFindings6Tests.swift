import Foundation
import PlumbLayout
import PlumbModel
import PlumbRender
@testable import PlumbSwiftUI
import XCTest

/// Constructs found on public SwiftUI repositories (sixth round), each in our own words.
final class SwiftRealCodeFindings6Tests: XCTestCase {

    /// `Content.self != EmptyView.self` in a generic view's body: the generic parameter is the
    /// type of the stored property declared with it, as Swift infers it from the call.
    func testAGenericParameterInferredFromTheStoredPropertyItTypes() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        struct Header<Content: View>: View {
            let title: String
            let content: Content
            init(title: String, @ViewBuilder content: () -> Content) {
                self.title = title
                self.content = content()
            }
            var body: some View {
                VStack {
                    Text(title)
                    if Content.self != EmptyView.self { content } else { Text("no content") }
                    Text(Content.self == Text.self ? "text" : "other")
                }
            }
        }
        extension Header where Content == EmptyView {
            init(title: String) { self.init(title: title) { EmptyView() } }
        }
        #Preview {
            VStack {
                Header(title: "A")
                Header(title: "B") { Text("b") }
            }
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["A", "no content", "other", "B", "b", "text"])
    }
}
