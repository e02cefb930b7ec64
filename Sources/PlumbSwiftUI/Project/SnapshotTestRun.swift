import Foundation
import PlumbModel
import SwiftSyntax

/// One assertion of a test, drawn as its strategy hosts the view.
public struct SnapshotTestAssertion: Sendable {
    /// Where swift-snapshot-testing keeps its reference.
    public var referencePath: String
    public var location: PlumbModel.SourceLocation
    /// The image strategy; nil for another strategy (`.dump`, `.json`), which Plumb does not check.
    public var strategy: SnapshotImageStrategy?
    /// The hosted view to lay out and draw (nil when the strategy is not an image one or the
    /// value draws nothing).
    public var component: ResolvedComponent?
    /// `record:` of the assertion or of `withSnapshotTesting(record:)` around it.
    public var record: Bool?
}

/// What running one test gave: its assertions in order, and the warnings and error met.
public struct SnapshotTestRunResult: Sendable {
    public var assertions: [SnapshotTestAssertion] = []
    public var diagnostics: [SwiftDiagnostic] = []
    /// Whether the test stopped on an error before its end (its assertions so far are kept).
    public var failed: Bool { diagnostics.contains { $0.severity == .error } }
}

extension SnapshotTestSuite {
    /// Runs `test` in `context` (its appearance, Dynamic Type size and direction are the
    /// traits the views are drawn with: a caller runs a test again for an assertion whose
    /// traits differ) and hosts each asserted view as its strategy says:
    /// - `.sizeThatFits`: the view at its ideal size;
    /// - `.fixed(width:height:)`: a canvas of that size, the view offered it and centred;
    /// - a device (`.device(config:)`, `.image(on:)`): the screen, the view offered the screen
    ///   less the safe area and centred in it;
    /// always on the system background of the traits' appearance, as a `UIHostingController`'s
    /// view is (not of the view's own colour scheme).
    ///
    /// A `GeometryReader` or a custom `Layout` in an asserted view is given the size layout
    /// finds for it, the test run again until they settle, as a preview is.
    public func run(_ test: TestCase, context: EvaluationContext) -> SnapshotTestRunResult {
        var ctx = context
        var (result, used, proposed) = runOnce(test, context: ctx)
        guard let probe = ctx.layoutProbe, !used.isEmpty || !proposed.isEmpty else { return result }
        let paths = Set(used.keys).union(proposed.keys)
        for _ in 0..<SwiftProject.geometryPasses {
            var measured: [String: GeometrySize] = [:]
            for a in result.assertions {
                guard let c = a.component, let m = try? probe(c, paths) else { continue }
                measured.merge(m) { $1 }
            }
            if SwiftProject.settled(used: used, proposed: proposed, measured: measured) { return result }
            ctx.readerSizes.merge(measured.filter { used[$0.key] != nil }) { $1 }
            ctx.layoutProposals.merge(measured.filter { proposed[$0.key] != nil }) { $1 }
            (result, used, proposed) = runOnce(test, context: ctx)
        }
        return result
    }

    private func runOnce(_ test: TestCase, context: EvaluationContext)
        -> (SnapshotTestRunResult, [String: GeometrySize], [String: GeometrySize]) {
        var result = SnapshotTestRunResult()
        guard let file = project.files.first(where: { $0.path == test.file }),
              let decl = Self.function(in: file, atLine: test.line) else {
            result.diagnostics.append(SwiftDiagnostic(file: test.file, line: test.line, column: 1, severity: .error, message: "the test function is not found"))
            return (result, [:], [:])
        }
        let log = SnapshotAssertionLog(testName: test.function, file: test.file)
        func freshEvaluator() -> SwiftEvaluator {
            let e = SwiftEvaluator(declarations: project.declarations, context: context, assets: project.assets)
            e.snapshotLog = log
            e.finalDeadline = Date(timeIntervalSinceNow: EvaluationLimits.testSeconds)
            return e
        }
        var evaluator = freshEvaluator()
        // A hosted test target runs inside its app, launched before the first test; a launch
        // that runs out of steps leaves nothing behind.
        if let launch {
            let (diagnostics, completed) = launch.run(in: evaluator, declarations: project.declarations)
            result.diagnostics += diagnostics
            if !completed { evaluator = freshEvaluator() }
        }
        do {
            var receiver: SwiftValue?
            if let type = test.typeName {
                let instance = try evaluator.construct(type, [], node: decl, file)
                receiver = instance
                // XCTest calls `setUpWithError()` then `setUp()` before each test.
                for name in ["setUpWithError", "setUp"] {
                    if let f = project.declarations.method(name, in: type) {
                        _ = try evaluator.invoke(function: f, receiver: instance, [], node: decl)
                    }
                }
            }
            var args: [Argument] = []
            if let index = test.argument, let value = try Self.argument(index, of: decl, evaluator, file) {
                let label = decl.signature.parameterClause.parameters.first.map { $0.firstName.text == "_" ? nil : $0.firstName.text } ?? nil
                args = [Argument(label: label, value: value, syntax: nil)]
            }
            _ = try evaluator.invoke(function: FunctionDecl(syntax: decl, file: file), receiver: receiver, args, node: decl)
        } catch let e as EvaluationError {
            result.diagnostics.append(e.diagnostic)
        } catch let e as PlumbError {
            let l = e.location ?? file.location(of: decl)
            result.diagnostics.append(SwiftDiagnostic(file: l.file, line: l.line, column: l.column, severity: .error, message: e.message))
        } catch {
            let l = file.location(of: decl)
            result.diagnostics.append(SwiftDiagnostic(file: l.file, line: l.line, column: l.column, severity: .error, message: "\(error)"))
        }
        for (i, entry) in log.entries.enumerated() {
            var assertion = SnapshotTestAssertion(referencePath: entry.referencePath, location: entry.location, strategy: nil, component: nil,
                                                  record: entry.record)
            guard var strategy = SnapshotImageStrategy.read(entry.strategy) else {
                result.assertions.append(assertion)
                continue
            }
            // A view controller snapshotted without a device or size keeps its view's frame.
            if strategy.layout == .sizeThatFits, let size = UIKitViewBinding.viewFrameSize(of: entry.value) {
                strategy.layout = .fixed(width: size.width, height: size.height)
            }
            assertion.strategy = strategy
            do {
                // Drawn when the assertion ran (`SnapshotAssertionLog.Entry.drawn`).
                let drawn = try entry.drawn?.get() ?? evaluator.materialize(evaluator.asView(entry.value, at: decl, file), path: "test/\(i + 1)")
                if let root = drawn {
                    assertion.component = try Self.hosted(root, strategy, context: context, name: test.name, evaluator: evaluator)
                }
            } catch let e as EvaluationError {
                result.diagnostics.append(e.diagnostic)
            } catch {
                result.diagnostics.append(SwiftDiagnostic(file: entry.location.file, line: entry.location.line, column: entry.location.column,
                                                          severity: .error, message: "\(error)"))
            }
            result.assertions.append(assertion)
        }
        result.diagnostics = evaluator.diagnostics + evaluator.fallbackDiagnostics + result.diagnostics
        return (result, evaluator.readerSizesUsed, evaluator.layoutProposalsUsed)
    }

    /// The view as the strategy hosts it, as a component to lay out: on the traits' system
    /// background; on a device, inside the screen's safe area (what ignores it reaches the
    /// screen's edges, `Modifier.ignoresSafeArea`).
    static func hosted(_ root: ViewNode, _ s: SnapshotImageStrategy, context: EvaluationContext, name: String,
                       evaluator: SwiftEvaluator) throws -> ResolvedComponent? {
        let loc = root.location
        let background = SystemColors.color("systemBackground", context.appearance == .dark ? .dark : .light)!
        let content = ViewDescription.holding(root, name: "Hosted", at: loc)
        let backdrop = ViewDescription.shape(.rectangle, at: loc).fill(.solid(background))
        let host: ViewDescription
        var size: (Double?, Double?) = (nil, nil)
        var safeArea: EdgeInsets?
        switch s.layout {
        case .sizeThatFits:
            host = content.modified(.background(backdrop, alignment: .center))
        case .fixed(let w, let h):
            host = content.framed { $0.width = w; $0.height = h }.modified(.background(backdrop, alignment: .center))
            size = (w, h)
        case .device(_, let w, let h, let config):
            let safe = s.hostedSafeArea(on: context.simulator) ?? config
            host = content.framed { $0.maxWidth = .infinity; $0.maxHeight = .infinity }
                .modified(.modifier(.padding(safe), token: nil))
                .framed { $0.width = w; $0.height = h }
                .modified(.background(backdrop, alignment: .center))
            size = (w, h)
            safeArea = safe
        }
        guard let node = try evaluator.materialize(host.renamed("Host"), path: "host") else { return nil }
        var component = ResolvedComponent(system: "tests", name: name, variant: "", state: nil, interactive: false, width: size.0, height: size.1,
                                          appearance: context.appearance, dynamicType: context.dynamicType, root: node,
                                          layoutDirection: context.layoutDirection)
        component.safeArea = safeArea
        return component
    }

    /// The function declared at `line` of `file`.
    static func function(in file: SwiftSourceFile, atLine line: Int) -> FunctionDeclSyntax? {
        final class Finder: SyntaxVisitor {
            let file: SwiftSourceFile, line: Int
            var found: FunctionDeclSyntax?
            init(_ file: SwiftSourceFile, _ line: Int) { self.file = file; self.line = line; super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                if found == nil, file.location(of: node).line == line { found = node }
                return found == nil ? .visitChildren : .skipChildren
            }
        }
        let f = Finder(file, line)
        f.walk(file.tree)
        return f.found
    }

    /// Element `index` of the test's `@Test(arguments: [...])`.
    static func argument(_ index: Int, of decl: FunctionDeclSyntax, _ e: SwiftEvaluator, _ file: SwiftSourceFile) throws -> SwiftValue? {
        for case let a? in decl.attributes.map({ $0.as(AttributeSyntax.self) }) where a.attributeName.trimmedDescription == "Test" {
            guard case .argumentList(let list)? = a.arguments, let arguments = list.first(where: { $0.label?.text == "arguments" }),
                  let array = arguments.expression.as(ArrayExprSyntax.self), index < array.elements.count else { continue }
            return try e.eval(Array(array.elements)[index].expression, e.globalScope, file)
        }
        return nil
    }
}

extension SwiftDeclarations {
    /// The method `name` of the class `type` or of the classes of the sources it inherits from.
    func method(_ name: String, in type: String) -> FunctionDecl? {
        var current = type
        var seen: Set<String> = []
        while let t = self.type(current), seen.insert(current).inserted {
            if let f = t.methods[name]?.first(where: { $0.syntax.signature.parameterClause.parameters.isEmpty }) { return f }
            guard let next = t.inheritedTypeNames.first(where: { self.type($0) != nil }) else { return nil }
            current = next
        }
        return nil
    }
}
