import SwiftSyntax

/// XCTest's and Swift Testing's own assertions inside a snapshot test: they check values, not
/// pictures, so each is accepted and goes nowhere — `XCTAssert…`, `XCTFail`, `XCTExpectFailure`,
/// `#expect(…)` — except those that hand a value on: `XCTUnwrap(x)` and `#require(x)` give the
/// unwrapped value (nil ends the test, as the thrown error does).
enum XCTestBinding {
    static let assertions: Set<String> = [
        "XCTAssert", "XCTAssertTrue", "XCTAssertFalse", "XCTAssertNil", "XCTAssertNotNil", "XCTAssertEqual", "XCTAssertNotEqual",
        "XCTAssertIdentical", "XCTAssertNotIdentical", "XCTAssertGreaterThan", "XCTAssertGreaterThanOrEqual", "XCTAssertLessThan",
        "XCTAssertLessThanOrEqual", "XCTAssertThrowsError", "XCTAssertNoThrow", "XCTFail", "XCTExpectFailure",
    ]
    static let typeNames: Set<String> = ["XCTestCase"]
    /// XCTest's class hierarchy, nearest superclass first.
    static let superclasses: [String: [String]] = ["XCTestCase": ["XCTest", "NSObject"], "XCTest": ["NSObject"]]
}

extension SwiftEvaluator {
    func xcTestCall(_ name: String, _ args: [Argument], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        if XCTestBinding.assertions.contains(name) { return .void }
        guard name == "XCTUnwrap" else { return nil }
        return try unwrapped(args.first?.value, what: "XCTUnwrap", node: node, file)
    }

    /// `#expect(…)` and `#require(…)`; nil for any other macro.
    func testingMacro(_ e: MacroExpansionExprSyntax, _ scope: Scope, _ file: SwiftSourceFile) throws -> SwiftValue? {
        switch e.macroName.text {
        case "expect": return .void
        case "require":
            guard let first = e.arguments.first else { return .void }
            let v = try eval(first.expression, scope, file)
            if case .bool = v { return .void }
            return try unwrapped(v, what: "#require", node: e, file)
        default: return nil
        }
    }

    private func unwrapped(_ v: SwiftValue?, what: String, node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue {
        guard let v else { return .void }
        if case .optional(let inner) = v {
            guard let inner else { throw fail("\(what) found nil: the test stops here", at: node, file) }
            return inner
        }
        return v
    }
}
