import Foundation
import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// Every diagnostic is located and names its fallback; an evaluation that cannot go on is an
/// error of that preview only; hostile input never crashes.
final class SwiftDiagnosticTests: XCTestCase {
    /// Diagnostics per preview. The time limit is raised so that, on a loaded machine, the
    /// step and depth limits are what these tests meet (the time limit ends an evaluation the
    /// steps have not: it cannot be made deterministic).
    private func messages(_ source: String, file: String = "Card.swift") -> [[String]] {
        var context = EvaluationContext()
        context.timeLimit = 600
        return evaluate(source, file: file, context: context).map { $0.diagnostics.map(\.description) }
    }

    func testUnknownIdentifierSuggestsTheClosestName() {
        XCTAssertEqual(messages("""
        import SwiftUI
        struct Header: View {
            let title: String
            var body: some View {
                Text(titel)
            }
        }
        #Preview { Header(title: "A") }
        """), [["Card.swift:5:14: warning: unknown identifier 'titel': evaluated as its source text — did you mean 'title'?"]])
    }

    func testUnsupportedModifierIsAWarningAndIgnored() throws {
        let results = evaluate("""
        import SwiftUI
        #Preview {
            Rectangle()
                .frame(width: 10, height: 10)
                .allowedDynamicRange(.high)
        }
        """)
        XCTAssertEqual(results[0].diagnostics.map(\.description), ["Card.swift:5:10: warning: modifier 'allowedDynamicRange' is not supported: ignored"])
        let t = try sharedLayout.layout(XCTUnwrap(results[0].component))
        XCTAssertEqual(t.shapes.first?.frame.width, 10)
    }

    func testAnExpressionOutsideTheSubsetIsALocatedFallback() {
        XCTAssertEqual(messages("""
        import SwiftUI
        #Preview {
            Rectangle().frame(width: #externalMacro(module: "M", type: "T"))
        }
        """), [["Card.swift:3:30: warning: the macro #externalMacro cannot be evaluated: evaluated as 0"]])
    }

    func testEndlessLoopEndsAtTheStepLimitAndOtherPreviewsRender() {
        let results = evaluate("""
        import SwiftUI
        func spin() -> Int {
            var n = 0
            while true { n += 1 }
            return n
        }
        #Preview("spins") { Text("\\(spin())") }
        #Preview("fine") { Rectangle() }
        """)
        XCTAssertEqual(results.map { $0.diagnostics.map(\.description) }, [
            ["Card.swift:4:5: error: the loop runs more than 10000 times (the loop limit)"],
            [],
        ])
        XCTAssertNil(results[0].component)
        XCTAssertNotNil(results[1].component)
    }

    func testUnboundedRecursionEndsAtTheCallDepthLimit() {
        XCTAssertEqual(messages("""
        import SwiftUI
        func depth(_ n: Int) -> Int {
            depth(n + 1)
        }
        #Preview { Text("\\(depth(0))") }
        """), [["Card.swift:3:5: error: calls nest deeper than 64 (unbounded recursion?)"]])
    }

    func testStepLimitEndsNestedLoops() {
        XCTAssertEqual(messages("""
        import SwiftUI
        func work() -> Int {
            var n = 0
            for i in 0..<10000 {
                for j in 0..<10000 { n += i + j }
            }
            return n
        }
        #Preview { Text("\\(work())") }
        """).map { $0.map { $0.replacingOccurrences(of: #"\d+:\d+"#, with: "L:C", options: .regularExpression) } },
        [["Card.swift:L:C: error: evaluation exceeds the step limit of 2000000 (an endless loop or recursion?)"]])
    }

    func testForEachOverAMillionEndsAtTheLoopLimit() {
        XCTAssertEqual(messages("""
        import SwiftUI
        #Preview {
            VStack {
                ForEach(0..<1_000_000) { i in Text("\\(i)") }
            }
        }
        """), [["Card.swift:4:9: error: a range of 1000000 elements exceeds the loop limit of 10000"]])
    }

    func testStrictTurnsWarningsIntoErrorsInTheCLIOnly() {
        // The evaluation keeps warnings as warnings; `plumb previews --strict` promotes them.
        let d = evaluate("""
        import SwiftUI
        #Preview { Rectangle().allowedDynamicRange(.high) }
        """)[0].diagnostics
        XCTAssertEqual(d.map(\.severity), [.warning])
    }

    // MARK: Hostile input

    private func withTemporaryFile(_ bytes: Data, _ body: (String) throws -> Void) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Junk.swift").path
        try bytes.write(to: URL(fileURLWithPath: path))
        try body(path)
    }

    func testNonUTF8FileIsALocatedErrorAndOtherFilesStillLoad() throws {
        var bytes = Data("import SwiftUI\nlet a = \"".utf8)
        bytes += Data([0xFF, 0xFE, 0x41])
        bytes += Data("\"\n".utf8)
        try withTemporaryFile(bytes) { path in
            let project = try SwiftProject.load(paths: [path])
            XCTAssertEqual(project.diagnostics.map(\.description), ["\(path):2:10: error: the file is not UTF-8 text (byte 0xFF)"])
            XCTAssertEqual(project.previews.count, 0)
        }
    }

    func testOversizedFileIsALocatedError() throws {
        let bytes = Data(repeating: UInt8(ascii: " "), count: SwiftProject.maximumFileBytes + 1)
        try withTemporaryFile(bytes) { path in
            let project = try SwiftProject.load(paths: [path])
            XCTAssertEqual(project.diagnostics.map(\.severity), [.error])
            XCTAssertTrue(project.diagnostics[0].description.hasPrefix("\(path):1:1: error: "), project.diagnostics[0].description)
        }
    }

    /// Seeded junk (it was `SystemRandomNumberGenerator`, and failed now and then): seed 15
    /// parses with no missing token at all — every byte lands in unexpected-code nodes — and
    /// was accepted without a word.
    func testBinaryJunkIsLocatedSyntaxErrorsNotACrash() throws {
        for seed in [15, 1, 2, 3] {
            var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1
            var bytes = Data((0..<20_000).map { _ -> UInt8 in
                state ^= state << 13; state ^= state >> 7; state ^= state << 17
                return UInt8(state % 128)
            })
            bytes += Data("\n#Preview { Rectangle() }\n".utf8)
            try withTemporaryFile(bytes) { path in
                let project = try SwiftProject.load(paths: [path])
                XCTAssertFalse(project.diagnostics.isEmpty, "seed \(seed)")
                XCTAssertTrue(project.diagnostics.allSatisfy { $0.severity == .error && $0.file == path })
                for p in project.previews { _ = project.evaluate(p) }
            }
        }
    }

    func testDeepNestingIsALocatedErrorNotACrash() throws {
        for (open, close) in [("(", ")"), ("{", "}"), ("[", "]")] {
            let depth = 10_000
            let source = "import SwiftUI\nlet x = " + String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)
                + "\n#Preview { Text(\"\\(x)\") }\n"
            let result = try LargeStack.run { () -> [String] in
                let project = SwiftProject.parse([("Deep.swift", source)])
                return project.diagnostics.map(\.description) + project.previews.flatMap { project.evaluate($0).diagnostics.map(\.description) }
            }
            let expected = open == "["
                ? "Deep.swift:2:\(9 + SwiftSourceFile.maximumBracketNesting): error: square brackets nest deeper than \(SwiftSourceFile.maximumBracketNesting) levels (the parser's limit for array literals)"
                : "Deep.swift:2:\(9 + SwiftSourceFile.maximumNesting): error: the code nests deeper than \(SwiftSourceFile.maximumNesting) levels"
            XCTAssertEqual(result, [expected], open)
        }
    }

    func testLongChainsAreALocatedErrorNotACrash() throws {
        let source = "import SwiftUI\n#Preview { Rectangle()" + String(repeating: ".padding(1)", count: 20_000) + " }\n"
        let result = try LargeStack.run { () -> [String] in
            let project = SwiftProject.parse([("Chain.swift", source)])
            return project.diagnostics.map(\.description) + project.previews.flatMap { project.evaluate($0).diagnostics.map(\.description) }
        }
        XCTAssertEqual(result.count, 1)
        XCTAssertTrue(result[0].hasPrefix("Chain.swift:2:"), result[0])
        XCTAssertTrue(result[0].hasSuffix("error: the code nests deeper than \(SwiftSourceFile.maximumTreeDepth) syntax levels"), result[0])
    }
}
