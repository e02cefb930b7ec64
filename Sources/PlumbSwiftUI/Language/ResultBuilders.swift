import SwiftSyntax

/// Result builders the sources declare (`@resultBuilder enum RowsBuilder { static func
/// buildBlock(_ rows: Row...) -> [Row] }`): a closure passed to a parameter marked `@RowsBuilder`,
/// or a function or property marked with it, is built as the compiler builds it — each
/// expression through `buildExpression` (when declared), the block through `buildBlock`, an
/// `if` without `else` through `buildOptional`, `if`/`else` and `switch` through
/// `buildEither(first:)`/`(second:)`, `for` through `buildArray`, and the result through
/// `buildFinalResult` (when declared). SwiftUI's own `@ViewBuilder` is the evaluator's default
/// way of building bodies and is not one of these.
extension SwiftEvaluator {
    /// The declared result builder named by one of `attributes` (`@RowsBuilder`), if any.
    func resultBuilder(in attributes: AttributeListSyntax) -> String? {
        for a in attributes {
            guard case .attribute(let attr) = a else { continue }
            // `@ArrayBuilder<Segment>`: the builder type, whatever its generic arguments.
            let written = attr.attributeName.as(IdentifierTypeSyntax.self)?.name.text ?? attr.attributeName.trimmedDescription
            let name = declarations.resolvedTypeName(written)
            if declarations.type(name)?.isResultBuilder == true { return name }
        }
        return nil
    }

    /// Builds `items` with the declared builder `builder`.
    func buildWithResultBuilder(_ items: CodeBlockItemListSyntax, _ scope: Scope, _ file: SwiftSourceFile, builder: String) throws -> SwiftValue {
        let result = try builderCall(builder, "buildBlock", try builtComponents(items, scope, file, builder: builder), at: items, file)
        return try builderCallIfDeclared(builder, "buildFinalResult", [result], at: items, file) ?? result
    }

    private func builtComponents(_ items: CodeBlockItemListSyntax, _ scope: Scope, _ file: SwiftSourceFile, builder: String) throws -> [SwiftValue] {
        var parts: [SwiftValue] = []
        for item in items {
            try tick(item, file)
            switch item.item {
            case .decl(let d):
                if let c = d.as(IfConfigDeclSyntax.self) {
                    if let inner = CompilationConditions.activeStatements(c) {
                        parts += try builtComponents(inner, scope, file, builder: builder)
                    }
                } else {
                    try declareLocal(d, scope, file)
                }
            case .expr(let e):
                parts.append(try builtExpression(e, scope, file, builder: builder))
            case .stmt(let s):
                if let e = s.as(ExpressionStmtSyntax.self) {
                    parts.append(try builtExpression(e.expression, scope, file, builder: builder))
                } else if let f = s.as(ForStmtSyntax.self) {
                    var each: [SwiftValue] = []
                    for element in try elements(of: eval(f.sequence, scope, file), at: f.sequence, file) {
                        let inner = Scope(parent: scope)
                        bind(f.pattern, element, inner)
                        each.append(try builderCall(builder, "buildBlock", try builtComponents(f.body.statements, inner, file, builder: builder), at: f, file))
                    }
                    parts.append(try builderCall(builder, "buildArray", [.array(each)], at: f, file))
                } else {
                    throw fail("'\(s.firstToken(viewMode: .sourceAccurate)?.text ?? "this")' statements are not allowed in a @\(builder) block", at: s, file)
                }
            }
        }
        return parts
    }

    private func builtExpression(_ e: ExprSyntax, _ scope: Scope, _ file: SwiftSourceFile, builder: String) throws -> SwiftValue {
        if let i = e.as(IfExprSyntax.self) {
            let hasElse = i.elseBody != nil
            guard let branch = try takenBranch(i, scope, file) else {
                return try builderCall(builder, "buildOptional", [.optional(nil)], at: i, file)
            }
            let block = try builderCall(builder, "buildBlock", try builtComponents(branch.body, Scope(parent: branch.scope), file, builder: builder), at: i, file)
            if !hasElse { return try builderCall(builder, "buildOptional", [block], at: i, file) }
            // The first branch is `first:`; any later one (`else if`, `else`) is `second:`.
            let isFirst = branch.body.id == i.body.statements.id
            return try builderCall(builder, "buildEither", [block], label: isFirst ? "first" : "second", at: i, file)
        }
        if let s = e.as(SwitchExprSyntax.self) {
            let (body, inner) = try switchBody(s, scope, file)
            return try builderCall(builder, "buildBlock", try builtComponents(body, inner, file, builder: builder), at: s, file)
        }
        let v = try recovering(e, file) { try eval(e, scope, file) }
        return try builderCallIfDeclared(builder, "buildExpression", [v], at: e, file) ?? v
    }

    /// `Builder.name(values…)`, nil when the builder does not declare `name`.
    private func builderCallIfDeclared(_ builder: String, _ name: String, _ values: [SwiftValue], label: String? = nil,
                                       at node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        guard let overloads = declarations.type(builder)?.staticMethods[name], !overloads.isEmpty else { return nil }
        let args = values.map { Argument(label: label, value: $0, syntax: Syntax(node)) }
        let f = try pick(overloads, args, node: node, file)
        return try invoke(function: f, receiver: .type(builder), args, node: node)
    }

    /// `Builder.name(values…)`; a builder without `buildOptional`/`buildEither`/`buildArray`
    /// leaves the value as it is (the compiler would have refused such a use), one without
    /// `buildBlock` is an error.
    private func builderCall(_ builder: String, _ name: String, _ values: [SwiftValue], label: String? = nil,
                             at node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue {
        if let v = try builderCallIfDeclared(builder, name, values, label: label, at: node, file) { return v }
        if ["buildOptional", "buildEither", "buildArray"].contains(name) { return values.first?.unwrapped ?? .array([]) }
        throw fail("result builder '\(builder)' has no static func \(name)", at: node, file)
    }
}
