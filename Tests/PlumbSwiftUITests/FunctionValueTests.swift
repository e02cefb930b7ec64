@testable import PlumbSwiftUI
import XCTest

/// A function named without a call is a value; called through that value it takes its
/// arguments by position, as a Swift function type has no argument labels.
final class FunctionValueTests: XCTestCase {
    func testAFileLevelFunctionPassedAsAValue() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        struct Holder<Content: View>: View {
            let make: (String) -> Content
            var body: some View { make("hello") }
        }
        func row(text: String) -> some View { Text(text + "!") }
        #Preview { VStack { Holder(make: row); Text(["a", "b"].map(shout).joined()) } }
        func shout(word: String) -> String { word.uppercased() }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["hello!", "AB"])
    }

    func testALocalFunctionWithLabelsPassedAsAValue() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        struct Holder<Content: View>: View {
            let make: (Int) -> Content
            var body: some View { make(3) }
        }
        struct Screen: View {
            var body: some View {
                @ViewBuilder
                func counted(count: Int) -> some View {
                    if count > 2 { Text("many \(count)") } else { Text("few") }
                }
                return Holder(make: counted)
            }
        }
        #Preview { Screen() }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["many 3"])
    }

    func testAMethodWithLabelsPassedAsAValue() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        struct Screen: View {
            let names = ["ann", "bo"]
            func greeting(for name: String) -> String { "hi " + name }
            var body: some View { Text(names.map(greeting).joined(separator: ", ")) }
        }
        #Preview { Screen() }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["hi ann, hi bo"])
    }

    /// A local function handed to `Optional.map` as a value binds its argument as declared: its
    /// `resource: String?` parameter is an optional, whose own `map` makes a view.
    func testALocalFunctionGivenToOptionalMap() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        struct Holder<R, V: View>: View {
            let value: R?
            let make: (R) -> V
            var body: some View { VStack { Text("top"); value.map(make) } }
        }
        func show() -> some View {
            func row(resource: String?) -> some View { resource.map(Text.init(verbatim:)) }
            return Holder(value: "final", make: row)
        }
        #Preview { show() }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["top", "final"])
    }
}
