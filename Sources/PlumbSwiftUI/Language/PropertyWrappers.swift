import SwiftSyntax

/// Property wrappers the sources declare (`@propertyWrapper struct Clamped { … }`): the
/// property holds an instance of the wrapper, made with `init(wrappedValue:…)` and the
/// attribute's arguments; reading the property reads the wrapper's `wrappedValue`, `$x` its
/// `projectedValue`, `_x` the wrapper itself. SwiftUI's own wrappers (`@State`, `@Binding`, …)
/// hold their value directly (a preview is its initial state), so `wrappedValue` and
/// `projectedValue` of any other value are that value.
extension SwiftEvaluator {
    /// The declared wrapper type of `p`, if its attribute names one.
    func declaredWrapper(of p: PropertyDecl) -> TypeDecl? {
        guard let base = p.wrapperBase, let t = declarations.type(declarations.resolvedTypeName(base)), t.isPropertyWrapper else { return nil }
        return t
    }

    /// `@Clamped(0...10) var level = 15` → `Clamped(wrappedValue: 15, 0...10)`.
    func makeWrapper(_ p: PropertyDecl, _ w: AttributeSyntax, wrappedValue: SwiftValue?, _ scope: Scope) throws -> SwiftValue {
        guard let t = declaredWrapper(of: p) else { return wrappedValue ?? .optional(nil) }
        var args: [Argument] = []
        if let wrappedValue { args.append(Argument(label: "wrappedValue", value: wrappedValue, syntax: Syntax(p.binding))) }
        if case .argumentList(let list)? = w.arguments {
            for a in list {
                args.append(Argument(label: a.label?.text, value: try eval(a.expression, scope, p.file), syntax: Syntax(a.expression)))
            }
        }
        return try construct(t.name, args, node: w, p.file)
    }

    /// What reading a stored property gives: the value, or a declared wrapper's `wrappedValue`.
    func wrappedRead(_ value: SwiftValue, of type: TypeDecl?, _ name: String, node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue {
        guard let p = type?.properties[name], declaredWrapper(of: p) != nil, case .instance = value else { return value }
        return try member(of: value, "wrappedValue", node: node, file) ?? value
    }

    /// `$x` of a property with a declared wrapper: its `projectedValue`; of a library wrapper
    /// whose projection is not its value, the library's (`@Published`'s publisher); nil when
    /// the caller reads `x` itself, as for SwiftUI's wrappers.
    func projectedValue(_ name: String, of me: Instance, node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        guard let p = declarations.type(me.type)?.properties[name] else { return nil }
        if declaredWrapper(of: p) == nil, let w = p.wrapperName, let v = me.fields[name] { return libraryProjectedValue(wrapper: w, value: v) }
        guard declaredWrapper(of: p) != nil, let wrapper = me.fields[name], case .instance = wrapper else { return nil }
        return try member(of: wrapper, "projectedValue", node: node, file)
    }
}
