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

    /// Modifiers after the Group (`Group { … }.previewLayout(.sizeThatFits).environmentObject(m)`)
    /// apply to each child: still one preview per child, each with the Group's environment object
    /// and layout trait.
    func testModifiersOnAPreviewGroupApplyToEachChild() throws {
        let source = """
        import SwiftUI
        final class Toasts: ObservableObject {
            @Published var items: [String]
            init(items: [String] = []) { self.items = items }
        }
        struct ToastList: View {
            @EnvironmentObject var toasts: Toasts
            var body: some View { VStack(spacing: 0) { ForEach(toasts.items, id: \\.self) { Text($0) } } }
        }
        struct ToastList_Previews: PreviewProvider {
            static var model = Toasts(items: ["One", "Two"])
            static var previews: some View {
                Group {
                    ToastList()
                        .previewDisplayName("light")
                    ToastList()
                        .previewDisplayName("large")
                        .environment(\\.sizeCategory, .extraLarge)
                }
                .previewLayout(.sizeThatFits)
                .environmentObject(model)
            }
        }
        """
        let project = SwiftProject.parse([("Toasts.swift", source)])
        XCTAssertEqual(project.previews.map(\.name), ["light", "large"])
        XCTAssertEqual(project.previews.map(\.sizeThatFits), [true, true])
        let results = project.previews.map { project.evaluate($0) }
        XCTAssertEqual(results.flatMap(\.diagnostics).map(\.description), [])
        let texts = try results.map { r in
            try sharedLayout.layout(XCTUnwrap(r.component)).nodes.compactMap { n -> String? in
                if case .text(let s) = n.view.kind { return s }
                return nil
            }
        }
        XCTAssertEqual(texts, [["One", "Two"], ["One", "Two"]])
    }

    /// Previews of one file sharing a name (two `#Preview("Row")`, a Group's children under one
    /// `.previewDisplayName`) are numbered in source order, so each writes its own image.
    func testPreviewsSharingANameAreNumbered() throws {
        let source = """
        import SwiftUI
        #Preview("Row") { Text("one") }
        #Preview("Row") { Text("two") }
        #Preview("Row 2") { Text("three") }
        struct Tags_Previews: PreviewProvider {
            static var previews: some View {
                Group {
                    Text("a")
                    Text("b")
                }
                .previewDisplayName("Tag")
            }
        }
        """
        let project = SwiftProject.parse([("Rows.swift", source)])
        XCTAssertEqual(project.previews.map(\.name), ["Row", "Row 3", "Row 2", "Tag", "Tag 2"])
        let texts = try project.previews.map { p in
            try sharedLayout.layout(XCTUnwrap(project.evaluate(p).component)).nodes.compactMap { n -> String? in
                if case .text(let s) = n.view.kind { return s }
                return nil
            }
        }
        XCTAssertEqual(texts, [["one"], ["two"], ["three"], ["a"], ["b"]])
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
