import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// `#Preview(as: .systemSmall) { Widget() } timeline: { … }`: the widget's view for the first
/// entry, at the family's size, inside WidgetKit's 16 pt margins, its `containerBackground`
/// reaching the widget's edges.
final class SwiftWidgetPreviewTests: XCTestCase {
    static let widget = """
    import SwiftUI
    import WidgetKit
    struct StepsEntry: TimelineEntry { let date: Date; let steps: Int }
    struct StepsView: View {
        @Environment(\\.widgetFamily) var family
        let entry: StepsEntry
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("\\(entry.steps)")
                Text(family == .systemMedium ? "medium" : "small")
            }
            .containerBackground(for: .widget) { Color.orange }
        }
    }
    struct StepsWidget: Widget {
        let kind = "steps"
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: kind, provider: StepsProvider()) { entry in StepsView(entry: entry) }
                .configurationDisplayName("Steps")
                .supportedFamilies([.systemSmall, .systemMedium])
        }
    }
    #Preview(as: .systemSmall) { StepsWidget() } timeline: {
        StepsEntry(date: .now, steps: 4200)
        StepsEntry(date: .now, steps: 9000)
    }
    #Preview(as: .systemMedium, widget: { StepsWidget() }, timeline: { StepsEntry(date: .now, steps: 12) })
    """

    func testAWidgetPreviewDrawsTheFirstEntryAtTheFamilysSize() throws {
        let results = evaluate(Self.widget)
        XCTAssertEqual(results.map { $0.diagnostics.map(\.description) }, [[], []])
        for (index, (width, texts)) in [(158.0, ["4200", "small"]), (338.0, ["12", "medium"])].enumerated() {
            let t = try layoutPreview(Self.widget, index: index)
            let root = try XCTUnwrap(t.nodes.first)
            XCTAssertEqual(root.outerFrame?.width, width)
            XCTAssertEqual(root.outerFrame?.height, 158)
            XCTAssertEqual(t.nodes.filter { $0.kind == "text" }.map { $0.text?.lines.first?.text }, texts)
            // The orange background covers the whole widget, margins included.
            let orange = try XCTUnwrap(t.nodes.first { n in
                if case .fill(.solid(let c))? = n.view.modifiers.first { return c.r > 0.99 && c.g > 0.5 && c.g < 0.7 }
                return false
            })
            XCTAssertEqual(orange.frame, Rect(x: 0, y: 0, width: width, height: 158))
        }
    }

    func testAWidgetPreviewWithoutEntriesIsALocatedError() {
        let e = evaluate("""
        import SwiftUI
        import WidgetKit
        struct W: Widget {
            var body: some WidgetConfiguration { StaticConfiguration(kind: "w", provider: P()) { _ in Text("x") } }
        }
        #Preview(as: .systemSmall) { W() }
        """)
        XCTAssertEqual(e.first?.diagnostics.map(\.description), ["Card.swift:6:1: error: a widget preview needs a timeline: { … } with an entry"])
    }

    /// watchOS's corner complication: a `#Preview(as: .accessoryCorner)` is drawn at 34 × 34 pt
    /// (a 41 mm watch), with no margins and no background; `widgetLabel` is not drawn.
    func testACornerComplicationIsDrawnAtItsWatchSize() throws {
        let source = """
        import SwiftUI
        import WidgetKit
        struct Entry: TimelineEntry { let date: Date; let value: String }
        struct CornerView: View {
            let entry: Entry
            var body: some View {
                Image(systemName: "bolt.fill")
                    .widgetLabel { Text(entry.value) }
                    .containerBackground(for: .widget) { Color.clear }
            }
        }
        struct Complications: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "c", provider: Provider()) { entry in CornerView(entry: entry) }
            }
        }
        #Preview(as: .accessoryCorner) { Complications() } timeline: { Entry(date: .now, value: "68%") }
        """
        XCTAssertEqual(evaluate(source).map { $0.diagnostics.map(\.description) }, [[]])
        let root = try XCTUnwrap(try layoutPreview(source).nodes.first)
        XCTAssertEqual(root.outerFrame, Rect(x: 0, y: 0, width: 34, height: 34))
    }
}
