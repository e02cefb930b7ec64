import SwiftSyntax

/// `#if` as the compiler building the app for an iPhone sees it: `os(iOS)`, `canImport` of the
/// iOS SDK's frameworks, `DEBUG` (previews are debug builds), `targetEnvironment(simulator)`
/// and any `swift(>=…)`/`compiler(>=…)` are true; other platforms, `canImport(AppKit)`,
/// unknown flags and `#if false` are false. `#available` is handled where it is evaluated.
enum CompilationConditions {
    /// Frameworks an iOS app can import (`canImport(UIKit)` is true, `canImport(AppKit)` not).
    static let iOSModules: Set<String> = [
        "SwiftUI", "UIKit", "Foundation", "Combine", "CoreGraphics", "CoreText", "QuartzCore", "CoreImage", "CoreFoundation",
        "Observation", "SwiftData", "CoreData", "MapKit", "AVFoundation", "AVKit", "Photos", "PhotosUI", "WebKit", "Charts",
        "CoreLocation", "CoreMotion", "StoreKit", "UniformTypeIdentifiers", "OSLog", "os", "Accessibility", "Darwin",
        "Dispatch", "Swift", "XCTest", "ActivityKit", "WidgetKit", "AppIntents", "SafariServices", "MessageUI", "LinkPresentation",
    ]
    /// Custom `-D` flags a preview build has.
    static let flags: Set<String> = ["DEBUG"]

    /// The clause of an `#if` whose condition holds (the `#else` when none does), or nil.
    static func activeClause(_ clauses: IfConfigClauseListSyntax) -> IfConfigClauseSyntax? {
        for clause in clauses {
            guard let condition = clause.condition else { return clause }   // `#else`
            if holds(condition) { return clause }
        }
        return nil
    }

    /// The statements of an `#if` inside a body that an iOS debug build compiles (nil: none).
    static func activeStatements(_ c: IfConfigDeclSyntax) -> CodeBlockItemListSyntax? {
        if case .statements(let items)? = activeClause(c.clauses)?.elements { return items }
        return nil
    }

    /// Whether a compilation condition holds for an iOS debug build.
    static func holds(_ e: ExprSyntax) -> Bool {
        if let b = e.as(BooleanLiteralExprSyntax.self) { return b.literal.text == "true" }
        if let i = e.as(IntegerLiteralExprSyntax.self) { return i.literal.text != "0" }
        if let r = e.as(DeclReferenceExprSyntax.self) { return flags.contains(r.baseName.text) }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let inner = t.elements.first { return holds(inner.expression) }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "!" { return !holds(p.expression) }
        if let i = e.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            if op == "&&" { return holds(i.leftOperand) && holds(i.rightOperand) }
            if op == "||" { return holds(i.leftOperand) || holds(i.rightOperand) }
        }
        // `#if` conditions are not folded by the operator table: `A && B || C` is a sequence.
        if let s = e.as(SequenceExprSyntax.self) { return holds(sequence: Array(s.elements)) }
        if let call = e.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            let argument = call.arguments.first?.expression.trimmedDescription ?? ""
            switch name {
            case "os": return argument == "iOS"
            case "canImport": return iOSModules.contains(argument.split(separator: ".").first.map(String.init) ?? argument)
            case "targetEnvironment": return argument == "simulator"
            case "arch": return argument == "arm64"
            case "swift", "compiler": return argument.hasPrefix(">=")
            case "hasFeature", "hasAttribute": return true
            default: return false
            }
        }
        return false
    }

    /// `a && b || c` unfolded: `&&` binds tighter than `||`.
    private static func holds(sequence elements: [ExprSyntax]) -> Bool {
        var orGroups: [[ExprSyntax]] = [[]]
        for element in elements {
            if let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text {
                if op == "||" { orGroups.append([]) }
                continue
            }
            orGroups[orGroups.count - 1].append(element)
        }
        return orGroups.contains { group in group.allSatisfy(holds) }
    }
}
