import Foundation
import SwiftSyntax

/// Foundation's value types as view code uses them, backed by swift-corelibs-foundation's own
/// types (`.native` values): Plumb calls Foundation rather than re-implementing it. Every value
/// that would depend on the machine (the clock, the locale, the time zone, UUIDs) comes from
/// the preview's `PreviewDeterminism` instead.
enum FoundationLibrary {
    /// Type names this binding answers for (so they are not reported as unknown identifiers).
    static let typeNames: Set<String> = []

    static func call(_ name: String, _ args: [Argument], evaluator: SwiftEvaluator, node: some SyntaxProtocol,
                     file: SwiftSourceFile) throws -> SwiftValue? {
        nil
    }

    static func staticMember(_ type: String, _ name: String, evaluator: SwiftEvaluator, node: some SyntaxProtocol,
                             file: SwiftSourceFile) throws -> SwiftValue? {
        nil
    }

    static func staticCall(_ type: String, _ name: String, _ args: [Argument], evaluator: SwiftEvaluator, node: some SyntaxProtocol,
                           file: SwiftSourceFile) throws -> SwiftValue? {
        nil
    }

    static func property(_ receiver: SwiftValue, _ name: String, evaluator: SwiftEvaluator, node: some SyntaxProtocol,
                         file: SwiftSourceFile) throws -> SwiftValue? {
        nil
    }

    static func method(_ receiver: SwiftValue, _ name: String, _ args: [Argument], evaluator: SwiftEvaluator, node: some SyntaxProtocol,
                       file: SwiftSourceFile) throws -> SwiftValue? {
        nil
    }
}
