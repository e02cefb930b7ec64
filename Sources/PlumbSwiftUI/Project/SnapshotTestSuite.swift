import Foundation
import PlumbModel
import SwiftSyntax

/// A team's swift-snapshot-testing tests, read with the sources they test: the files that
/// `import SnapshotTesting` (or a module of the sources that does, a team's own helpers), and in them every XCTest `func test…()` of an `XCTestCase`
/// subclass and every Swift Testing `@Test` function (one run per element of its
/// `arguments:`). Nothing is compiled or run: each test's body is evaluated like a preview's,
/// its assertions noted (`SnapshotAssertionLog`) and their views drawn as the strategy hosts them.
public struct SnapshotTestSuite: Sendable {
    /// One test function (one argument of a parameterised one).
    public struct TestCase: Hashable, Sendable {
        public var file: String
        /// The type declaring it (the `XCTestCase` subclass or the `@Suite`), nil at top level.
        public var typeName: String?
        /// As `#function` gives it: `testCard()`, `chip(size:)`.
        public var function: String
        public var line: Int
        /// The index into a parameterised test's `arguments:` (nil for an ordinary test).
        public var argument: Int?
        /// Whether its body calls the library's assertions or a function that does, directly or
        /// not (a team's `assertLightDarkSnapshots`, `assert(snapshot:)`): a test that stops
        /// before its first assertion is still reported when it does.
        public var callsAssertion = false

        /// `CardTests/testCard()` (with `[2]` for an argument): how reports name the test.
        public var name: String {
            let stem = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            return "\(stem)/\(function)" + (argument.map { "[\($0)]" } ?? "")
        }
    }

    public let project: SwiftProject
    public let tests: [TestCase]
    /// Test files found (those importing SnapshotTesting).
    public let testFiles: [String]
    /// The host app's launch, run before each test (nil: the sources declare no app).
    let launch: HostAppLaunch?

    /// Reads the test files under `tests` and the sources under `sources` (both files or
    /// folders). A syntax error in either is in `project.diagnostics`.
    public static func load(tests: [String], sources: [String]) throws -> SnapshotTestSuite {
        let project = try SwiftProject.load(paths: tests + sources)
        var found: [TestCase] = []
        var testFiles: [String] = []
        let testRoots = tests.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        // A team's own helper module around the library (`TestUtility` with its `assertSnapshot(view:)`):
        // a test file importing it is a snapshot test file too.
        let helpers = Set(project.files.filter { Self.imports($0.tree, ["SnapshotTesting"]) }.compactMap { Self.moduleName(of: $0.path) })
        // A test target one of whose files imports the library or a helper module
        // (`Tests/ListTests/Helpers/XCTest+assert.swift`, `import TestSupport` in one file) makes
        // every file of that target a snapshot test file: Swift lets an imported module's
        // extension members (`XCTestCase.assertView`) be used in all files of the importing one.
        let importing = helpers.union(["SnapshotTesting"])
        let asserting = Self.assertingFunctions(in: project.files)
        let targets = helpers.union(project.files.filter { Self.imports($0.tree, importing) }.compactMap { Self.moduleName(of: $0.path) })
        for file in project.files where !file.isDependency
            && (Self.imports(file.tree, importing) || Self.moduleName(of: file.path).map(targets.contains) == true) {
            let path = URL(fileURLWithPath: file.path).standardizedFileURL.path
            guard testRoots.contains(where: { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else { continue }
            testFiles.append(file.path)
            found += Self.testCases(in: file, declarations: project.declarations, asserting: asserting)
        }
        return SnapshotTestSuite(project: project, tests: found, testFiles: testFiles,
                                 launch: HostAppLaunch.find(in: project, excluding: Set(testFiles)))
    }

    /// The names of the functions that call the library's assertions (`assertSnapshot`,
    /// `assertSnapshots`, `verifySnapshot`), directly or through other such functions (a team's
    /// `assertLightDarkSnapshots`, `assertView`, `assert(snapshot:)`), across `files`.
    static func assertingFunctions(in files: [SwiftSourceFile]) -> Set<String> {
        final class Calls: SyntaxVisitor {
            var byFunction: [(name: String, calls: Set<String>)] = []
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                if let body = node.body { byFunction.append((node.name.text, SnapshotTestSuite.calledNames(body))) }
                return .visitChildren
            }
        }
        let finder = Calls(viewMode: .sourceAccurate)
        for file in files { finder.walk(file.tree) }
        var asserting: Set<String> = ["assertSnapshot", "assertSnapshots", "verifySnapshot"]
        // Each round adds the callers of the last; a chain of wrappers is short.
        for _ in 0..<8 {
            let grown = asserting.union(finder.byFunction.filter { !$0.calls.isDisjoint(with: asserting) }.map(\.name))
            if grown == asserting { break }
            asserting = grown
        }
        return asserting
    }

    /// The base names of the functions and methods `body` calls.
    static func calledNames(_ body: CodeBlockSyntax) -> Set<String> {
        final class Finder: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
                    names.insert(name)
                }
                return .visitChildren
            }
        }
        let f = Finder(viewMode: .sourceAccurate)
        f.walk(body)
        return f.names
    }

    /// Whether the file imports one of `modules` (`@testable` or not).
    static func imports(_ tree: SourceFileSyntax, _ modules: Set<String>) -> Bool {
        tree.statements.contains { item in
            guard let i = item.item.as(ImportDeclSyntax.self), let name = i.path.first?.name.text else { return false }
            return modules.contains(name)
        }
    }

    /// The Swift package module (or test target) a file belongs to: the folder after the last
    /// `Sources/` or `Tests/` of its path.
    static func moduleName(of path: String) -> String? {
        let parts = path.split(separator: "/").map(String.init)
        guard let i = parts.lastIndex(where: { $0 == "Sources" || $0 == "Tests" }), i + 2 < parts.count else { return nil }
        return parts[i + 1]
    }

    /// The tests a file declares, in source order.
    static func testCases(in file: SwiftSourceFile, declarations: SwiftDeclarations, asserting: Set<String>) -> [TestCase] {
        final class Finder: SyntaxVisitor {
            let file: SwiftSourceFile
            let declarations: SwiftDeclarations
            let asserting: Set<String>
            var out: [TestCase] = []
            init(file: SwiftSourceFile, declarations: SwiftDeclarations, asserting: Set<String>) {
                self.file = file
                self.declarations = declarations
                self.asserting = asserting
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                let typeName = SwiftEvaluator.enclosingTypeName(of: Syntax(node))
                let isStatic = node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
                let line = file.location(of: node).line
                let function = SwiftEvaluator.enclosingFunctionName(node.body.map { Syntax($0) } ?? Syntax(node))
                let calls = node.body.map { !SnapshotTestSuite.calledNames($0).isDisjoint(with: asserting) } ?? false
                if let test = node.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) }).first(where: { $0.attributeName.trimmedDescription == "Test" }) {
                    let count = SnapshotTestSuite.argumentCount(test)
                    if let count {
                        for i in 0..<count { out.append(TestCase(file: file.path, typeName: typeName, function: function, line: line, argument: i, callsAssertion: calls)) }
                    } else {
                        out.append(TestCase(file: file.path, typeName: typeName, function: function, line: line, argument: nil, callsAssertion: calls))
                    }
                } else if node.name.text.hasPrefix("test"), node.signature.parameterClause.parameters.isEmpty, !isStatic,
                          let typeName, declarations.inherits(typeName, from: "XCTestCase") {
                    out.append(TestCase(file: file.path, typeName: typeName, function: function, line: line, argument: nil, callsAssertion: calls))
                }
                return .skipChildren
            }
        }
        let finder = Finder(file: file, declarations: declarations, asserting: asserting)
        finder.walk(file.tree)
        return finder.out
    }

    /// How many elements `@Test(arguments: [a, b, c])` lists (an array literal), nil when the
    /// test takes none.
    static func argumentCount(_ attribute: AttributeSyntax) -> Int? {
        guard case .argumentList(let list)? = attribute.arguments,
              let arguments = list.first(where: { $0.label?.text == "arguments" }) else { return nil }
        if let array = arguments.expression.as(ArrayExprSyntax.self) { return array.elements.count }
        return nil
    }
}

extension SwiftDeclarations {
    /// Whether the declared class `type` inherits from `base` (directly, or through classes of
    /// the sources).
    func inherits(_ type: String, from base: String) -> Bool {
        var current = type
        var seen: Set<String> = []
        while let t = self.type(current), seen.insert(current).inserted {
            let parents = t.inheritedTypeNames
            if parents.contains(base) { return true }
            guard let next = parents.first(where: { self.type($0) != nil }) else { return false }
            current = next
        }
        return false
    }
}
