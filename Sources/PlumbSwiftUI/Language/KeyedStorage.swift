import SwiftSyntax

/// Keyed storage: a property of a values type (SwiftUI's `EnvironmentValues`,
/// swift-dependencies' `DependencyValues`) whose getter reads `self[SomeKey.self]`, the key
/// type holding the value as a static (`defaultValue`, `liveValue`).
extension SwiftEvaluator {
    /// The key type the getter of `prop` subscripts `self` with (`self[ThemeKey.self]`), or nil.
    func storageKeyType(of prop: PropertyDecl) -> String? {
        guard let accessors = prop.binding.accessorBlock else { return nil }
        final class Finder: SyntaxVisitor {
            var key: String?
            override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard key == nil, node.calledExpression.trimmedDescription == "self", node.arguments.count == 1,
                      let m = node.arguments.first?.expression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "self",
                      let base = m.base else { return .visitChildren }
                key = base.trimmedDescription
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(accessors)
        return finder.key
    }

    /// The value `prop` of `container` reads: the first of `statics` its key type declares
    /// (the key may be declared inside the extension of `container` that reads it).
    func keyedStorageValue(_ prop: PropertyDecl, container: String, statics: [String]) throws -> SwiftValue? {
        guard let written = storageKeyType(of: prop) else { return nil }
        // A `private enum ThemeKey` is its file's own.
        let key = declarations.scoped(written, in: prop.file)
        let type = declarations.type(key) == nil && declarations.type("\(container).\(key)") != nil ? "\(container).\(key)" : key
        for name in statics {
            if let v = try staticMember(type, name, node: prop.binding, prop.file) { return v }
        }
        return nil
    }
}
