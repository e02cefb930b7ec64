import SwiftSyntax

/// Operators and subscripts the sources declare: `static func + (lhs: Money, rhs: Money)`,
/// a global `func ~~ (…)` with its `infix operator` declaration (folded with the file, see
/// `SwiftSourceFile`), and `subscript(key: Key) -> Value { … }` on a type.
extension SwiftEvaluator {
    /// `l op r` through an operator function the sources declare for one of the operands'
    /// types (or globally); nil when none is declared.
    func declaredOperator(_ op: String, _ l: SwiftValue, _ r: SwiftValue, node: some SyntaxProtocol) throws -> SwiftValue? {
        var candidates: [FunctionDecl] = []
        for v in [l, r] {
            let type = typeName(of: v.unwrapped ?? v)
            candidates += declarations.type(type)?.staticMethods[op] ?? []
            for conformance in declarations.type(type)?.conformances ?? [] { candidates += declarations.type(conformance)?.staticMethods[op] ?? [] }
        }
        candidates += declarations.functions[op] ?? []
        guard let f = candidates.first(where: { $0.syntax.signature.parameterClause.parameters.count == 2 }) else { return nil }
        // Operator parameters take no argument labels: each binds by position.
        let labels = f.labels
        let args = [Argument(label: labels[0], value: l, syntax: Syntax(node)), Argument(label: labels[1], value: r, syntax: Syntax(node))]
        let receiver: SwiftValue? = f.isStatic ? .type(typeName(of: l.unwrapped ?? l)) : nil
        return try invoke(function: f, receiver: receiver, args, node: node)
    }

    /// `°°"key"` through a `static prefix func °°` the operand's type (or one of the library
    /// types it is, `extension String`) declares, or a global `prefix func`; nil when none is.
    func declaredPrefixOperator(_ op: String, _ v: SwiftValue, node: some SyntaxProtocol) throws -> SwiftValue? {
        let types = [typeName(of: v.unwrapped ?? v)] + builtinTypeNames(of: v.unwrapped ?? v)
        func isPrefix(_ f: FunctionDecl) -> Bool {
            f.syntax.modifiers.contains { $0.name.text == "prefix" } && f.syntax.signature.parameterClause.parameters.count == 1
        }
        for type in types {
            if let f = declarations.type(type)?.staticMethods[op]?.first(where: isPrefix) {
                return try invoke(function: f, receiver: .type(type), [Argument(label: f.labels.first ?? nil, value: v, syntax: Syntax(node))], node: node)
            }
        }
        guard let f = declarations.functions[op]?.first(where: isPrefix) else { return nil }
        return try invoke(function: f, receiver: nil, [Argument(label: f.labels.first ?? nil, value: v, syntax: Syntax(node))], node: node)
    }

    /// `value[key]` through a subscript the value's type declares (`Theme.self[.primary]` for a
    /// static one); nil when it declares none.
    func declaredSubscript(_ base: SwiftValue, _ args: [Argument], node: some SyntaxProtocol) throws -> SwiftValue? {
        let isStatic: Bool
        let typeName: String
        // On a library value only a subscript the arguments' labels fit is the sources' (`self[i]`
        // inside `subscript(safe i:)` is the library's own).
        var libraryValue = false
        switch base {
        case .instance(let i): (typeName, isStatic) = (i.type, false)
        case .enumCase(let t, _, _): (typeName, isStatic) = (t, false)
        case .type(let t): (typeName, isStatic) = (t, true)
        case .implicitMember(let name, let memberArgs):
            // `.caption[.bold]` where a Font is expected: the member of the library type whose
            // extension in the sources declares subscripts (Swift infers it from the context).
            for t in declarations.types.values.sorted(by: { $0.name < $1.name }) where t.kind == .extensionOnly {
                guard let file = t.subscriptFiles.first,
                      var typed = try SwiftUIVocabulary.implicit(name, memberArgs, type: t.name, evaluator: self, node: node, file: file) else { continue }
                if case .implicitMember = typed { typed = try coerce(typed, to: t.name, at: node, file) }
                if case .implicitMember = typed { continue }
                return try declaredSubscript(typed, args, node: node)
            }
            return nil
        default:
            // A library value (`Font`, `Color`, `String`) whose type the sources extend with a subscript.
            guard let extended = builtinTypeNames(of: base).first(where: { declarations.type($0)?.subscripts.isEmpty == false }) else { return nil }
            (typeName, isStatic, libraryValue) = (extended, false, true)
        }
        guard let t = declarations.type(typeName) else { return nil }
        let candidates = zip(t.subscripts, t.subscriptFiles).filter { s, _ in
            s.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" } == isStatic
        }
        // Subscript parameters have no argument label unless one is written twice (`key key:`;
        // `argumentLabel(of:)`), so `fits` and `bindParameters` serve them as any parameters.
        // Overloads by type (`subscript(weight: Font.Weight)` beside `subscript(width: Font.Width)`):
        // the one whose parameter types the arguments have.
        let fitting = candidates.filter { fits($0.0.parameterClause.parameters, args) }
        guard let (s, file) = fitting.first(where: { argumentsMatchDeclaredTypes($0.0.parameterClause.parameters, args) }) ?? fitting.first
                ?? (libraryValue ? nil : candidates.first) else { return nil }
        return try nested(node, file) {
            let scope = Scope(parent: globalScope)
            scope.define("self", base)
            scope.define("Self", .type(typeName))
            // `self[.a, .b]` for `subscript(parts: Part...)`: the arguments as an array.
            _ = try bindParameters(s.parameterClause.parameters, args, into: scope, node: node, file)
            switch s.accessorBlock?.accessors {
            case .getter(let items)?:
                return try runBody(items, scope, file)
            case .accessors(let list)?:
                guard let body = list.first(where: { $0.accessorSpecifier.text == "get" })?.body else {
                    throw fail("this subscript has no getter", at: s, file)
                }
                return try runBody(body.statements, scope, file)
            case nil:
                throw fail("this subscript has no body", at: s, file)
            }
        }
    }
}
