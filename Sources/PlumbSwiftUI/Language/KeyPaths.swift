import SwiftSyntax

/// Key paths as values and as functions (`items.map(\\.title)`, `value[keyPath: path]`): each
/// component is a member, looked up as `value.member` is (the sources, then the libraries,
/// then SwiftUI's vocabulary).
extension SwiftEvaluator {
    /// The value a key path (`\.title`, `\.owner.name`) reaches from `v`.
    func keyPathValue(_ v: SwiftValue, _ path: [String], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue {
        var current = v
        for component in path {
            let receiver = current.unwrapped ?? current
            guard let next = try member(of: receiver, component, node: node, file) ?? builtinProperty(receiver, component)
                ?? SwiftUIVocabulary.property(of: receiver, name: component, evaluator: self, node: node, file: file) else {
                throw fail("\(receiver.kindName) has no member '\(component)'", at: node, file)
            }
            current = next
        }
        return current
    }
}
