import SwiftSyntax

/// XCTest's and Swift Testing's own assertions inside a snapshot test: they check values, not
/// pictures, so each is accepted and goes nowhere — `XCTAssert…`, `XCTFail`, `XCTExpectFailure`,
/// `#expect(…)`, `addTeardownBlock` (it runs after the pictures) — except those that hand a
/// value on: `XCTUnwrap(x)` and `#require(x)` give the unwrapped value (nil ends the test, as
/// the thrown error does).
///
/// Waiting turns the test's main queue (`PreviewMainQueue`): `wait(for:timeout:)`,
/// `waitForExpectations(timeout:)`, `await fulfillment(of:timeout:)`, `XCTWaiter.wait(for:timeout:)`
/// and `XCTWaiter().wait(for:timeout:)` run the work due until every expectation waited for is
/// fulfilled (`expectation(description:)`, `XCTestExpectation(description:)`, `fulfill()`,
/// `expectedFulfillmentCount`), or, an inverted one or none fulfilled, until the timeout.
enum XCTestBinding {
    static let assertions: Set<String> = [
        "XCTAssert", "XCTAssertTrue", "XCTAssertFalse", "XCTAssertNil", "XCTAssertNotNil", "XCTAssertEqual", "XCTAssertNotEqual",
        "XCTAssertIdentical", "XCTAssertNotIdentical", "XCTAssertGreaterThan", "XCTAssertGreaterThanOrEqual", "XCTAssertLessThan",
        "XCTAssertLessThanOrEqual", "XCTAssertThrowsError", "XCTAssertNoThrow", "XCTFail", "XCTExpectFailure",
    ]
    static let typeNames: Set<String> = ["XCTestCase", "XCTWaiter", "XCTestExpectation"]
    /// The methods of `XCTestCase` that wait or make expectations, called on the test itself.
    static let waitingFunctions: Set<String> = ["wait", "waitForExpectations", "expectation", "fulfillment"]

    /// An expectation a test waits for.
    final class Expectation: Hashable {
        var fulfilled = 0
        var expected = 1
        var inverted = false
        /// Whether a wait for it may end: fulfilled as often as expected (an inverted one never
        /// ends a wait early).
        var isSatisfied: Bool { !inverted && fulfilled >= expected }
        static func == (a: Expectation, b: Expectation) -> Bool { a === b }
        func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    }

    /// `XCTWaiter()`: waits as the test does.
    struct Waiter: Hashable {}
    /// XCTest's class hierarchy, nearest superclass first.
    static let superclasses: [String: [String]] = ["XCTestCase": ["XCTest", "NSObject"], "XCTest": ["NSObject"]]
}

extension SwiftEvaluator {
    func xcTestCall(_ name: String, _ args: [Argument], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        if XCTestBinding.assertions.contains(name) || name == "addTeardownBlock" { return .void }
        switch name {
        case "XCTUnwrap": return try unwrapped(args.first?.value, what: "XCTUnwrap", node: node, file)
        case "XCTestExpectation", "expectation":
            let made = XCTestBinding.Expectation()
            testExpectations.append(made)
            return .native(AnyHashable(made))
        case "XCTWaiter": return .native(AnyHashable(XCTestBinding.Waiter()))
        case "wait", "fulfillment": return try waitForExpectations(args, all: false, node: node, file)
        case "waitForExpectations": return try waitForExpectations(args, all: true, node: node, file)
        default: return nil
        }
    }

    /// `XCTWaiter.wait(for:timeout:)`.
    func xcTestStaticCall(_ type: String, _ name: String, _ args: [Argument], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        guard type == "XCTWaiter", name == "wait" else { return nil }
        return try waitForExpectations(args, all: false, node: node, file)
    }

    /// `expectation.fulfill()`, `XCTWaiter().wait(for:timeout:)`.
    func xcTestMethod(_ receiver: SwiftValue, _ name: String, _ args: [Argument], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        guard case .native(let n) = receiver else { return nil }
        if let e = n.base as? XCTestBinding.Expectation, name == "fulfill" {
            e.fulfilled += 1
            return .void
        }
        if n.base is XCTestBinding.Waiter, name == "wait" { return try waitForExpectations(args, all: false, node: node, file) }
        return nil
    }

    /// `expectation.expectedFulfillmentCount = 2`, `expectation.isInverted = true`.
    func xcTestSetProperty(_ receiver: SwiftValue, _ name: String, _ value: SwiftValue) -> Bool {
        guard case .native(let n) = receiver, let e = n.base as? XCTestBinding.Expectation else { return false }
        switch (name, value) {
        case ("expectedFulfillmentCount", .int(let count)): e.expected = count
        case ("isInverted", .bool(let inverted)): e.inverted = inverted
        default: break
        }
        return true
    }

    /// The test waits: the main queue runs until the expectations in `for:`/`of:` (every one
    /// made so far for `waitForExpectations`; an element that is none, as `[.init()]`, is never
    /// fulfilled) are fulfilled, or until `timeout:` seconds have passed. Gives
    /// `XCTWaiter.Result` `.completed` or `.timedOut`.
    private func waitForExpectations(_ args: [Argument], all: Bool, node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue {
        let timeout = args.first { $0.label == "timeout" }?.value.number ?? 0
        var expectations: [XCTestBinding.Expectation?] = all ? testExpectations : []
        if case .array(let items)? = args.first(where: { $0.label == "for" || $0.label == "of" })?.value {
            expectations = items.map { if case .native(let n) = $0 { return n.base as? XCTestBinding.Expectation }; return nil }
        }
        let waited = { expectations.allSatisfy { $0?.isSatisfied ?? false } }
        try waitOnMainQueue(for: timeout, until: { !expectations.isEmpty && waited() }, node: node, file)
        return .implicitMember(name: !expectations.isEmpty && waited() ? "completed" : "timedOut", arguments: nil)
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
