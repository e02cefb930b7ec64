import SwiftSyntax

/// The type an expression has by its declarations, where the value does not say it.
///
/// Plumb's values carry their type when the sources declare it (an instance, an enum case), but
/// a library value written as an implicit member (`.topLeading`) does not: the same name is an
/// `Alignment` and a `UnitPoint`. Swift's type checker knows which from the declaration the
/// expression reads — `var alignment: Alignment`, a parameter `_ a: Alignment`, `self` in
/// `extension HorizontalAlignment` — and so the sources' extension of that type is the one a
/// member access means. These are the declarations read here, by syntax, without inference.
extension SwiftEvaluator {
    /// The declared type of `expr`: `self` (the type being extended), a parameter of the
    /// function around it, a property of `Self`, or a member of one of those; nil when no
    /// declaration says.
    func declaredType(of expr: ExprSyntax, _ scope: Scope, _ file: SwiftSourceFile) -> String? {
        if let r = expr.as(DeclReferenceExprSyntax.self) {
            let name = r.baseName.text
            if name == "self", case .type(let t)? = scope.lookup("Self") { return t }
            if let written = Self.parameterType(named: name, around: Syntax(r)) { return written }
            guard case .type(let t)? = scope.lookup("Self") ?? scope.lookup("self").map({ .type(typeName(of: $0)) }) else { return nil }
            return memberType(of: t, name)
        }
        if let m = expr.as(MemberAccessExprSyntax.self), let base = m.base, let t = declaredType(of: base, scope, file) {
            return memberType(of: t, m.declName.baseName.text)
        }
        return nil
    }

    /// The declared type of property `name` of type `t` (the sources' declaration, else the
    /// library's), without an optional mark.
    private func memberType(of t: String, _ name: String) -> String? {
        let type = declarations.canonical(declarations.resolvedTypeName(t))
        if let written = declarations.type(type)?.properties[name]?.typeName {
            return declarations.canonical(nestedTypeName(Self.nonOptional(written), in: type))
        }
        // SwiftUI's types declare theirs in its vocabulary (`Alignment.horizontal`).
        return SwiftUIVocabulary.memberType(type, name)
    }

    /// The type a parameter named `name` of the nearest function, initializer or subscript
    /// around `node` is declared with.
    private static func parameterType(named name: String, around node: Syntax) -> String? {
        var cursor = node.parent
        while let n = cursor {
            let parameters: FunctionParameterListSyntax?
            if let f = n.as(FunctionDeclSyntax.self) { parameters = f.signature.parameterClause.parameters }
            else if let i = n.as(InitializerDeclSyntax.self) { parameters = i.signature.parameterClause.parameters }
            else if let s = n.as(SubscriptDeclSyntax.self) { parameters = s.parameterClause.parameters }
            else { parameters = nil }
            if let p = parameters?.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return nonOptional(p.type.trimmedDescription)
            }
            // A type's body ends the search: its members are not parameters.
            if n.is(MemberBlockSyntax.self) { return nil }
            cursor = n.parent
        }
        return nil
    }

    private static func nonOptional(_ type: String) -> String {
        type.hasSuffix("?") || type.hasSuffix("!") ? String(type.dropLast()) : type
    }

    /// Whether a value is a library value that does not carry its type (an implicit member
    /// such as `.topLeading`, or a symbol a library static gave).
    static func isUntypedLibraryValue(_ v: SwiftValue) -> Bool {
        switch v {
        case .implicitMember(_, nil), .symbol: return true
        default: return false
        }
    }
}
