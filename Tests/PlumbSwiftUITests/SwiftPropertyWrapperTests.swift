import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// Property wrappers: `@State`/`@Binding` (initial values, `.constant`, `$x`), `@Previewable`,
/// `@ScaledMetric`, observable objects; actions are never run.
final class SwiftPropertyWrapperTests: XCTestCase {
    func testStateBindingConstantAndProjection() throws {
        let t = try layoutPreview("""
        import SwiftUI
        struct Meter: View {
            @Binding var level: Int
            var body: some View { Rectangle().frame(width: CGFloat(level), height: 4) }
        }
        struct Panel: View {
            @State private var level = 12
            @State private var wide: CGFloat
            init(wide: CGFloat = 30) {
                _wide = State(initialValue: wide)
            }
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Meter(level: $level)
                    Meter(level: .constant(5))
                    Meter(level: Binding.constant(7))
                    Rectangle().frame(width: wide, height: 4)
                }
            }
        }
        #Preview { Panel(wide: 40) }
        """)
        XCTAssertEqual(t.shapes.map(\.frame.width), [12, 5, 7, 40])
    }

    /// A `@State` written from outside its view (a test setting `view.status = …` before the
    /// snapshot) keeps the value the view was made with, as SwiftUI drops writes to a state not
    /// yet installed (RSSReader's notification debug screen shows "Unknown" and no result on iOS
    /// although its test assigns both); an object the state holds is the same object, so a
    /// change made through it shows.
    func testStateWrittenFromOutsideItsViewKeepsItsInitialValue() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        import Observation
        @Observable final class Model { var count = 0 }
        struct Debug: View {
            @State var status = "Unknown"
            @State var model = Model()
            var plain = "plain"
            var body: some View {
                VStack {
                    Text(status)
                    Text("\\(model.count)")
                    Text(plain)
                }
            }
        }
        #Preview {
            var view = Debug()
            view.status = "Authorized"
            view.model.count = 3
            view.plain = "changed"
            return view
        }
        """)
        XCTAssertEqual(texts, ["Unknown", "3", "changed"])
        XCTAssertEqual(warnings, [])
    }

    func testPreviewableStateAndActionsNeverRun() throws {
        let results = evaluate("""
        import SwiftUI
        struct Counter: View {
            @Binding var count: Int
            var body: some View {
                Button {
                    count += 100
                } label: {
                    Rectangle().frame(width: CGFloat(count), height: 4)
                }
                .onAppear { count = 1 }
                .task { count = 2 }
            }
        }
        #Preview {
            @Previewable @State var count = 9
            Counter(count: $count)
        }
        """)
        XCTAssertEqual(results.count, 1)
        XCTAssertEqual(results[0].diagnostics.map(\.description), [])
        let t = try sharedLayout.layout(XCTUnwrap(results[0].component))
        XCTAssertEqual(t.shapes.map(\.frame.width), [9])
    }

    func testScaledMetricFollowsTheTableAtXSmallLargeAndAX5() throws {
        let source = """
        import SwiftUI
        struct Avatar: View {
            @ScaledMetric(relativeTo: .title) private var side: CGFloat = 28
            @ScaledMetric var inset = 17.0
            var body: some View { Circle().frame(width: side, height: inset) }
        }
        #Preview { Avatar() }
        """
        for (size, side, inset) in [(DynamicTypeSize.xSmall, 25.0, 14.0), (.large, 28, 17), (.accessibility5, 58, 53)] {
            let t = try layoutPreview(source, context: EvaluationContext(dynamicType: size))
            XCTAssertEqual(t.node("Avatar/Circle").frame.width, side, accuracy: 1e-9, "\(size)")
            XCTAssertEqual(t.node("Avatar/Circle").frame.height, inset, accuracy: 1e-9, "\(size)")
        }
    }

    func testObservableAndObservableObjectDefaults() throws {
        let t = try layoutPreview("""
        import SwiftUI
        import Observation
        @Observable final class Plan { var sets = 4; var label = "Plan" }
        final class Store: ObservableObject {
            @Published var total: Int = 6
            @Published var items: [Int] = [1, 2]
        }
        struct Summary: View {
            @State private var plan = Plan()
            @StateObject private var store = Store()
            @ObservedObject var other: Store
            var body: some View {
                HStack(spacing: 0) {
                    Rectangle().frame(width: CGFloat(plan.sets), height: 1)
                    Rectangle().frame(width: CGFloat(store.total + store.items.count), height: 1)
                    Rectangle().frame(width: CGFloat(other.total), height: 1)
                }
            }
        }
        #Preview { Summary(other: Store()) }
        """)
        XCTAssertEqual(t.shapes.map(\.frame.width), [4, 8, 6])
    }
}
