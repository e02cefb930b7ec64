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
struct HostAppLaunch {
    /// The delegate class whose launch methods run, if any.
    var delegateType: String?
    /// The `@main` `App` constructed first, if any.
    var appType: String?
    /// Where the launch is declared, for diagnostics.
    var file: SwiftSourceFile
    var node: Syntax

    /// The launch the sources declare — in any file but the snapshot test files — nil when none
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

    /// Runs the launch in `evaluator`. Launch code Plumb cannot run (an analytics SDK, a
    /// database) stops the launch, not the test: a warning says where, and the tests run with
    /// what ran before it.
    func run(in evaluator: SwiftEvaluator, declarations: SwiftDeclarations) -> [SwiftDiagnostic] {
        do {
            if let appType { _ = try evaluator.construct(appType, [], node: node, file) }
            guard let delegateType else { return [] }
            let delegate = try evaluator.construct(delegateType, [], node: node, file)
            let application = Argument(label: nil, value: .native(AnyHashable(UIApplication())), syntax: nil)
            for step in ["willFinishLaunchingWithOptions", "didFinishLaunchingWithOptions"] {
                guard let f = declarations.type(delegateType)?.methods["application"]?.first(where: { $0.labels == [nil, step] }) else { continue }
                _ = try evaluator.invoke(function: f, receiver: delegate, [application, Argument(label: step, value: .optional(nil), syntax: nil)], node: f.syntax)
            }
            return []
        } catch let e as EvaluationError {
            return [warning("the host app's launch stopped, so the tests run with what it set before: \(e.diagnostic.message)")]
        } catch {
            return [warning("the host app's launch stopped, so the tests run with what it set before: \(error)")]
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
