import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// Memberwise initialisers as Swift synthesises them, delegating and failable initialisers,
/// and property wrappers (SwiftUI's and the sources' own).
final class SwiftInitializerTests: XCTestCase {
    func testMemberwiseParametersFollowSwiftsRules() throws {
        XCTAssertEqual(try previewTexts("""
        import SwiftUI
        struct Card: View {
            let title: String
            var subtitle: String?
            var footer: String = "f"
            let kind = "k"
            @State private var expanded = false
            @Binding var isOn: Bool
            @Environment(\\.colorScheme) private var scheme
            @FocusState private var focused: Bool
            @Namespace private var space
            var body: some View {
                VStack {
                    Text([title, subtitle ?? "-", footer, kind, isOn ? "on" : "off", expanded ? "open" : "closed", focused ? "focused" : "-"].joined(separator: " "))
                }
            }
        }
        #Preview {
            VStack {
                Card(title: "A", isOn: .constant(true))
                Card(title: "B", subtitle: "s", footer: "g", expanded: true, isOn: .constant(false))
            }
        }
        """), ["A - f k on closed -", "B s g k off open -"])
    }

    func testDelegatingFailableAndThrowingInitializers() throws {
        XCTAssertEqual(try previewTexts("""
        import SwiftUI
        enum BadInput: Error { case negative }
        struct Money {
            let cents: Int
            init(cents: Int) { self.cents = cents }
            init(dollars: Int) { self.init(cents: dollars * 100) }
            init?(text: String) {
                guard let n = Int(text) else { return nil }
                self.init(cents: n)
            }
            init(checked: Int) throws {
                if checked < 0 { throw BadInput.negative }
                self.cents = checked
            }
        }
        #Preview {
            VStack {
                Text("\\(Money(dollars: 3).cents)")
                Text("\\(Money(text: "42")?.cents ?? -1) \\(Money(text: "x")?.cents ?? -1)")
                Text("\\((try? Money(checked: -5))?.cents ?? -1) \\((try? Money(checked: 7))?.cents ?? -1)")
            }
        }
        """), ["300", "42 -1", "-1 7"])
    }

    func testDeclaredPropertyWrappersAndSwiftUIStorage() throws {
        XCTAssertEqual(try previewTexts("""
        import SwiftUI
        @propertyWrapper
        struct Clamped {
            private var value: Int
            let range: ClosedRange<Int>
            init(wrappedValue: Int, _ range: ClosedRange<Int>) {
                self.range = range
                self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
            }
            var wrappedValue: Int { value }
            var projectedValue: String { "\\(range.lowerBound)–\\(range.upperBound)" }
        }
        struct Meter: View {
            @Clamped(0...10) var level = 15
            @State private var count: Int
            @AppStorage("theme") private var theme = "light"
            @GestureState private var drag = 0.0
            init(start: Int) { _count = State(initialValue: start) }
            var body: some View {
                VStack {
                    Text("\\(level) \\($level)")
                    Text("\\(count) \\(_count.wrappedValue) \\(theme) \\(drag)")
                }
            }
        }
        #Preview { Meter(start: 4) }
        """), ["10 0–10", "4 4 light 0.0"])
    }

    /// A `self.init(…)` never re-enters the initializer that is running (compiled, it would
    /// recurse until the stack ends): it takes the stored properties as given. It once
    /// overflowed Plumb's stack; now it renders.
    func testAnInitializerThatDelegatesToItselfIsNotReentered() throws {
        XCTAssertEqual(try previewTexts("""
        import SwiftUI
        struct Loop {
            let v: Int
            init(v: Int) { self.init(v: v) }
        }
        #Preview { Text("\\(Loop(v: 1).v)") }
        """), ["1"])
    }
}

/// Assignments take the declared type of what they assign to.
final class SwiftAssignmentTypingTests: XCTestCase {
    func testAnImplicitMemberAssignedToAPropertyIsACaseOfItsEnum() throws {
        XCTAssertEqual(try previewTexts("""
        import SwiftUI
        struct Card: View {
            enum Style { case plain, titled(title: String, level: Int) }
            private let style: Style
            init(title: String) { self.style = .titled(title: title, level: 2) }
            var body: some View {
                switch style {
                case .plain: Text("plain")
                case .titled(let title, let level): Text("\\(title) \\(level)")
                }
            }
        }
        #Preview { Card(title: "Hi") }
        """), ["Hi 2"])
    }
}

/// Names declared with backticks are called without them.
final class SwiftBacktickNameTests: XCTestCase {
    func testBacktickedMethodsPropertiesAndCases() throws {
        XCTAssertEqual(try previewTexts("""
        import SwiftUI
        enum Tone { case `default`, loud }
        struct Theme { static let `default` = "plain" }
        extension View {
            @ViewBuilder func `if`<V: View>(_ condition: Bool, transform: (Self) -> V) -> some View {
                if condition { transform(self) } else { self }
            }
        }
        #Preview {
            VStack {
                Text(Theme.default).if(true) { $0.padding(2) }
                Text("\\(Tone.default)")
            }
        }
        """), ["plain", "default"])
    }
}

/// Patterns of mock-heavy app code that recursed: a convenience init whose parameters all
/// have defaults delegating to `self.init()`, a static property named like the static factory
/// it calls.
final class SwiftMockPatternTests: XCTestCase {
    func testConvenienceInitAndStaticFactoryNamedLikeItsProperty() throws {
        XCTAssertEqual(try previewTexts("""
        import SwiftUI
        final class Service {
            var items: [String] = []
            init() {}
        }
        extension Service {
            convenience init(_ names: [String] = ["a", "b"]) {
                self.init()
                items = names
            }
        }
        struct Model {
            let title: String
            static let mock = mock(title: "mocked")
            static func mock(title: String = "plain") -> Model { Model(title: title) }
        }
        #Preview {
            VStack {
                Text(Service(["x"]).items.joined())
                Text(Model.mock.title + " " + Model.mock(title: "called").title)
            }
        }
        """), ["x", "mocked called"])
    }
}
