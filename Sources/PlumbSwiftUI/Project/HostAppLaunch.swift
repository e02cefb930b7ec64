import Foundation
import PlumbModel
import SwiftSyntax

/// What iOS runs before a hosted test target's first test: the host app's launch. An app's
/// unit tests run inside the app, so its `UIApplicationDelegate` has finished launching — and
/// set what it sets there, `UINavigationBar.appearance()` above all — before any test draws.
/// Found in the sources (not the tests): the `@main`/`@UIApplicationMain` class adopting
/// `UIApplicationDelegate`, or the `@main` `App` (its initializer, and the delegate of its
/// `@UIApplicationDelegateAdaptor`). Plumb runs `application(_:willFinishLaunchingWithOptions:)`
/// then `application(_:didFinishLaunchingWithOptions:)` (with the shared application and no
/// options) in each test's evaluator before the test, so every test starts from the same state.
struct HostAppLaunch: @unchecked Sendable {
    /// Evaluation steps the launch may take in each test, before the test's own budget.
    static let steps = 200_000

    /// The delegate class whose launch methods run, if any.
    var delegateType: String?
    /// The `@main` `App` constructed first, if any.
    var appType: String?
    /// Where the launch is declared, for diagnostics.
    var file: SwiftSourceFile
    var node: Syntax
    /// Set once a launch ran out of its steps: an app whose launch is more than Plumb runs in
    /// its budget (Home Assistant's registers 7,000 icons first) is not launched for any test.
    let outOfBudget = OutOfBudget()

    /// Shared by the tests of a suite, which may run at once.
    final class OutOfBudget: @unchecked Sendable {
        private let lock = NSLock()
        private var message: String?
        var value: String? { lock.lock(); defer { lock.unlock() }; return message }
        func set(_ m: String) { lock.lock(); if message == nil { message = m }; lock.unlock() }
    }

    /// The launch the sources declare — in any file but the snapshot test files, the first in
    /// path order where several targets declare one (an app and its watch app) — nil when none
    /// does (a package's tests have no host app).
    static func find(in project: SwiftProject, excluding testFiles: Set<String>) -> HostAppLaunch? {
        for file in project.files where !file.isDependency && !testFiles.contains(file.path) {
            for item in file.tree.statements {
                let decl = item.item
                if let c = decl.as(ClassDeclSyntax.self), isEntryPoint(c.attributes),
                   inherits(c.inheritanceClause, "UIApplicationDelegate") {
                    return HostAppLaunch(delegateType: c.name.text, appType: nil, file: file, node: Syntax(c))
                }
                if let s = decl.as(StructDeclSyntax.self), isEntryPoint(s.attributes), inherits(s.inheritanceClause, "App") {
                    return HostAppLaunch(delegateType: adaptorType(in: s), appType: s.name.text, file: file, node: Syntax(s))
                }
            }
        }
        return nil
    }

    /// Runs the launch in `evaluator`, within `steps` evaluation steps of its own (counted, so
    /// the outcome is the same on every machine and in every order the tests run), then gives
    /// the evaluator its budget back. `completed` is false when the launch ran out of steps:
    /// the caller then runs the test in a fresh evaluator, without any of it, as every later
    /// test of the suite is (the launch is not tried again). Launch code Plumb cannot run (an
    /// analytics SDK, a database) stops the launch, not the test: a warning says where, and the
    /// test runs with what was set before it.
    func run(in evaluator: SwiftEvaluator, declarations: SwiftDeclarations) -> (diagnostics: [SwiftDiagnostic], completed: Bool) {
        if let message = outOfBudget.value { return ([warning(message)], false) }
        evaluator.renewBudget()
        evaluator.steps = max(0, evaluator.context.stepLimit - Self.steps)
        defer { evaluator.renewBudget() }
        do {
            if let appType { _ = try evaluator.construct(appType, [], node: node, file) }
            guard let delegateType else { return ([], true) }
            let delegate = try evaluator.construct(delegateType, [], node: node, file)
            let application = Argument(label: nil, value: .native(AnyHashable(UIApplication())), syntax: nil)
            for step in ["willFinishLaunchingWithOptions", "didFinishLaunchingWithOptions"] {
                guard let f = declarations.type(delegateType)?.methods["application"]?.first(where: { $0.labels == [nil, step] }) else { continue }
                _ = try evaluator.invoke(function: f, receiver: delegate, [application, Argument(label: step, value: .optional(nil), syntax: nil)], node: f.syntax)
            }
            return ([], true)
        } catch let e as EvaluationError where e.isBudget {
            let message = "the host app's launch takes more than \(PlumbError.grouped(Self.steps)) evaluation steps, so the tests run "
                + "without it (\(e.diagnostic.file):\(e.diagnostic.line))"
            outOfBudget.set(message)
            return ([warning(message)], false)
        } catch let e as EvaluationError {
            return ([warning("the host app's launch stopped, so the tests run with what it set before: \(e.diagnostic.message)")], true)
        } catch {
            return ([warning("the host app's launch stopped, so the tests run with what it set before: \(error)")], true)
        }
    }

    private func warning(_ message: String) -> SwiftDiagnostic {
        let l = file.location(of: node)
        return SwiftDiagnostic(file: l.file, line: l.line, column: l.column, severity: .warning, message: message)
    }

    private static func isEntryPoint(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { a in
            guard let name = a.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
            return name == "main" || name == "UIApplicationMain"
        }
    }

    private static func inherits(_ clause: InheritanceClauseSyntax?, _ name: String) -> Bool {
        clause?.inheritedTypes.contains { $0.type.trimmedDescription == name || $0.type.trimmedDescription == "UIKit." + name
            || $0.type.trimmedDescription == "SwiftUI." + name } ?? false
    }

    /// `@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate`: `AppDelegate`.
    private static func adaptorType(in app: StructDeclSyntax) -> String? {
        for member in app.memberBlock.members {
            guard let v = member.decl.as(VariableDeclSyntax.self) else { continue }
            for case let a as AttributeSyntax in v.attributes.map({ $0.as(AttributeSyntax.self) as Any })
                where a.attributeName.trimmedDescription == "UIApplicationDelegateAdaptor" {
                guard case .argumentList(let list)? = a.arguments,
                      let m = list.first?.expression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "self" else { continue }
                return m.base?.trimmedDescription
            }
        }
        return nil
    }
}
