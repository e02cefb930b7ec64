import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// Preview discovery: `#Preview` names and traits, `PreviewProvider` groups named by
/// `.previewDisplayName`.
final class SwiftPreviewTests: XCTestCase {
    func testPreviewProviderGroupGivesOnePreviewPerChild() throws {
        let source = """
        import SwiftUI
        struct Tag: View {
            var width: CGFloat
            var body: some View { Rectangle().frame(width: width, height: 8) }
        }
        struct Tag_Previews: PreviewProvider {
            static var previews: some View {
                Group {
                    Tag(width: 10)
                        .previewDisplayName("Small")
                    Tag(width: 20)
                        .previewLayout(.sizeThatFits)
                        .previewDisplayName("Large")
                    Tag(width: 30)
                        .preferredColorScheme(.dark)
                }
            }
        }
        """
        let project = SwiftProject.parse([("Tag.swift", source)])
        XCTAssertEqual(project.previews.map(\.name), ["Small", "Large", "Tag_Previews 3"])
        XCTAssertEqual(project.previews.map(\.line), [9, 11, 14])
        XCTAssertEqual(project.previews.map(\.sizeThatFits), [false, true, false])
        XCTAssertEqual(project.previews.map(\.preferredColorScheme), [nil, nil, .dark])
        let results = project.previews.map { project.evaluate($0) }
        XCTAssertEqual(results.flatMap(\.diagnostics).map(\.description), [])
        let widths = try results.map { try sharedLayout.layout(XCTUnwrap($0.component)).shapes.first?.frame.width }
        XCTAssertEqual(widths, [10, 20, 30])
        XCTAssertEqual(results.map { $0.component?.width }, [393, nil, 393])
    }

    func testPreviewNamesAndSizeThatFitsTrait() throws {
        let source = """
        import SwiftUI
        #Preview("Compact", traits: .sizeThatFitsLayout) {
            Rectangle().frame(width: 40, height: 10)
        }
        #Preview {
            Rectangle().frame(height: 10)
        }
        #Preview(traits: .fixedLayout(width: 100, height: 50)) {
            Rectangle()
        }
        """
        let project = SwiftProject.parse([("Chip.swift", source)])
        XCTAssertEqual(project.previews.map(\.name), ["Compact", "Chip 2", "Chip 3"])
        let results = project.previews.map { project.evaluate($0) }
        XCTAssertEqual(results.flatMap(\.diagnostics).map(\.description), [])
        let sizes = try results.map { try sharedLayout.layout(XCTUnwrap($0.component)).size }
        XCTAssertEqual(sizes.map(\.width), [40, 393, 100])
        XCTAssertEqual(sizes.map(\.height), [10, 10, 50])
    }
}
