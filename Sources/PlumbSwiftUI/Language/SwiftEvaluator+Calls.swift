import PlumbModel
import SwiftSyntax

/// Calls: functions and methods declared in the sources (free, static, instance, extension
/// methods on SwiftUI types), initializers (explicit and memberwise), closures, and SwiftUI's
/// builtins. Arguments bind by label with default values, as Swift does.
extension SwiftEvaluator {
    func call(_ e: FunctionCallExprSyntax, _ scope: Scope, _ file: SwiftSourceFile) throws -> SwiftValue {
        let args = try arguments(e, scope, file)
        let callee = e.calledExpression
        // `[(Request) -> String?]()`, `[Key: Value]()`: an empty collection of a written type,
        // whatever the element type (a function type is no expression to evaluate).
        if args.isEmpty, e.trailingClosure == nil {
            if let a = callee.as(ArrayExprSyntax.self), a.elements.count == 1 { return .array([]) }
            if let d = callee.as(DictionaryExprSyntax.self), case .elements(let list) = d.content, list.count == 1 { return .dictionary([]) }
        }
        if let m = callee.as(MemberAccessExprSyntax.self) {
            let name = m.declName.baseName.text
            if m.base?.is(SuperExprSyntax.self) == true { return try superCall(name, args, e, scope, file) }
            // A modifier that changes the environment (`.environment(\.colorScheme, .dark)`)
            // changes it for the expression it modifies too: colours written there resolve in it.
            let evaluatedBase: SwiftValue?
            if let change = SwiftUIVocabulary.receiverEnvironment(name, args) {
                // Restored however the receiver's evaluation ends (an error is recovered from above).
                let saved = environment
                defer { environment = saved }
                change(&environment)
                // Its colours resolve in the changed environment (`Color.primary.colorScheme(.dark)`).
                evaluatedBase = try receiverValue(m, scope, file).map(resolvingColors)
            } else {
                evaluatedBase = try receiverValue(m, scope, file)
            }
            guard let base = evaluatedBase else { return .implicitMember(name: name, arguments: args) }
            let baseExpr = m.base
            let onSelf = baseExpr?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
            if case .placeholder(let p) = base { return .placeholder(p.extended(to: e)) }
            if base.isNil, let baseExpr, Self.isOptionalChain(baseExpr) { return .optional(nil) }
            // `self.init(…)` in a struct's initializer delegates to another of its initializers.
            if name == "init", case .instance(let me) = base, let t = declarations.type(me.type), onSelf {
                _ = try initialize(me, t, args, delegating: true, node: e, file)
                return .void
            }
            let receiver = try resolveImplicitReceiver(base.unwrapped ?? base, calling: name, node: m, file)
            // `SwiftUI.Color(…)`, `SwiftUI.Text(…)`: the type the module names.
            if case .type(let t) = receiver, t.hasPrefix(Self.modulePrefix) {
                let module = String(t.dropFirst(Self.modulePrefix.count))
                // `SharedTesting.assertLightDarkSnapshots(…)`, `Swift.max(a, b)`: a module's free function.
                if name.first?.isLowercase == true {
                    if !SwiftDeclarations.platformModules.contains(module), let fs = declarations.functions[name] {
                        return try invoke(function: try pick(fs, args, node: e, file), receiver: nil, args, node: e)
                    }
                    if let v = try libraryCall(name, args, node: e, file) { return v }
                }
                // `SwiftUI.TextField(…)` stays qualified (SwiftUI's); `Models.List(…)` is the module's type.
                let qualified = SwiftDeclarations.platformModules.contains(module) ? "\(module).\(name)" : declarations.canonical("\(module).\(name)")
                return try construct(qualified, args, node: e, file)
            }
            if case .type(let t) = receiver {
                if name == "init" {
                    let made = try construct(t, args, node: e, file)
                    // `self.init(…)` inside an extension initializer (`Color(hex:)`) makes the value.
                    if onSelf, scope.assign(Self.initResult, made) {
                        // The rest of the initializer reads the value made (`self = self.renderingMode(…)`).
                        _ = scope.assign("self", made)
                        return .void
                    }
                    return made
                }
                // A call means a static method even where a static property shares its name
                // (`static let mock = mock(kind: .live)`).
                if let f = declarations.type(t)?.staticMethods[name]?.first { return try invoke(.boundMethod(receiver: .type(t), function: f), args, node: e, file) }
                if let v = try staticMember(t, name, node: m, file) { return try invoke(v, args, node: e, file) }
                if let v = try libraryStaticCall(t, name, args, node: e, file) { return v }
                if let v = try SwiftUIVocabulary.staticCall(type: t, name: name, args, evaluator: self, node: e, file: file) { return v }
                // `Bound.Stride(x)`: a library type's member type that is another type, made.
                if name.first?.isUppercase == true, case .type(let member)? = builtinStaticMember(t, name) { return try construct(member, args, node: e, file) }
                // `Outer.Nested(…)`: a type nested in a library type, made.
                if name.first?.isUppercase == true, isLibraryTypeName("\(t).\(name)") { return try construct("\(t).\(name)", args, node: e, file) }
                // `Screen.Model(…)` with `typealias Screen = Loader<String>`: a type the sources
                // nest in the generic type (in an extension of it), made.
                let generic = SwiftDeclarations.withoutGenericArguments(t)
                if name.first?.isUppercase == true, generic != t, declarations.type("\(generic).\(name)") != nil {
                    return try construct("\(generic).\(name)", args, node: e, file)
                }
                return try placeholder("type '\(t)' has no function '\(name)'", for: e, file)
            }
            // A stored property named like a modifier (`var padding: CGFloat` on a view given
            // `.padding()`) is not what a call means: methods first, then extension methods and
            // SwiftUI's modifiers, then a closure-valued property.
            var found = try member(of: receiver, name, node: m, file)
            // A stored property may share its base name with a method (`var opacity: Double`
            // beside `func opacity(for:)`): a call whose arguments fit the method means it.
            if let v = found, !isCallable(v),
               let f = methodOverloads(of: receiver, name, visibleFrom: file).first(where: { fits($0.syntax.signature.parameterClause.parameters, args) }) {
                found = .boundMethod(receiver: receiver, function: f)
            }
            // Overloads: the sources' method whose labels the arguments fit; none fitting, a
            // library method or SwiftUI modifier of that name is meant (`content.font(.body)`
            // beside the sources' `func font(size:style:)`), else the first declared one.
            // Among overloads the labels fit, the one whose declared types the arguments have
            // (`padding(_ insets: Insets)` beside `padding(_ length: Space)`).
            var unfit: FunctionDecl?
            if case .boundMethod(let r, let f)? = found {
                let fitting = methodOverloads(of: r, name, visibleFrom: file).filter { fits($0.syntax.signature.parameterClause.parameters, args) }
                if let best = mostSpecialised(fitting.filter { argumentsMatchDeclaredTypes($0, args) }) ?? fitting.first {
                    found = .boundMethod(receiver: r, function: best)
                } else if !fits(f.syntax.signature.parameterClause.parameters, args) {
                    (unfit, found) = (f, nil)
                }
            }
            // The sources' `func padding(_ length: Space)` beside SwiftUI's `padding(_:)`: Swift picks
            // by the arguments' types (and `@_disfavoredOverload`); a value that is not of the
            // declared parameter types means SwiftUI's modifier.
            if case .boundMethod(_, let f)? = found, viewIfPossible(receiver) != nil, SwiftUIVocabulary.modifierNames.contains(name),
               !argumentsMatchDeclaredTypes(f, args) || yieldsToSwiftUI(f) || promotesToOptional(f, args) {
                (unfit, found) = (f, nil)
            }
            // Likewise on a library value: `text.append(attributed)` beside the sources'
            // `extension NSMutableAttributedString { func append(_ s: String, …) }` is the library's.
            if case .boundMethod(_, let f)? = found, meansLibraryMethod(f, on: receiver, args) {
                (unfit, found) = (f, nil)
            }
            // A `mutating func` the sources add to a library value type: the changed value goes
            // back to what it was called on (an instance of the sources changes in place).
            if case .boundMethod(let r, let f)? = found, !isInstance(r), f.syntax.modifiers.contains(where: { $0.name.text == "mutating" }),
               let baseExpr, fits(f.syntax.signature.parameterClause.parameters, args) {
                let call = try invokeKeepingSelf(function: overload(of: f, on: r, fitting: args), receiver: r, args, node: e)
                if let changed = call.newSelf { try assign(baseExpr, changed, scope, file) }
                return call.result
            }
            if let v = found, isCallable(v) { return try invoke(v, args, node: e, file) }
            if found != nil, let f = extensionMethod(of: receiver, name, visibleFrom: file) { return try invoke(function: f, receiver: receiver, args, node: e) }
            // `[.top, .leading].contains(.init(edge))`: an array literal of SwiftUI's edges or axes
            // is an `Edge.Set`/`Axis.Set`, whose algebra is not an Array's.
            if case .array = receiver, let v = SwiftUIVocabulary.optionSetMethod(receiver, name, args) { return v }
            if let r = try libraryMethodCall(on: base, receiver, name, args, node: e, file) {
                // A mutating library method (`items.append(x)`, `isOn.toggle()`): its receiver's
                // new value is assigned back to what it was called on.
                if let updated = r.newReceiver, let baseExpr { try assign(baseExpr, updated, scope, file) }
                return r.value
            }
            do {
                if let v = try SwiftUIVocabulary.method(receiver, name: name, args, evaluator: self, node: e, file: file) { return v }
            } catch where viewIfPossible(receiver) != nil {
                // A modifier whose arguments Plumb cannot use leaves the view as it was.
                try ignore(error, what: "the modifier")
                return receiver
            }
            if let v = found { return try invoke(v, args, node: e, file) }
            // The sources' method the arguments do not fit, for its diagnostics — never from its
            // own body (`self.append(x)` inside `func append(_:_:)` means the library's, which
            // Plumb does not know: calling itself would only recurse).
            if let f = unfit, !isOwnUnfittingMethod(.boundMethod(receiver: receiver, function: f), args, calledAt: e, file) {
                return try invoke(function: f, receiver: receiver, args, node: e)
            }
            return try placeholder("'\(name)' is not a method Plumb knows on \(receiver.kindName)", for: e, file)
        }
        if let r = callee.as(DeclReferenceExprSyntax.self) {
            let name = r.baseName.identifier?.name ?? r.baseName.text
            // A local function overloaded by labels: the one the call's labels name.
            if let v = scope.lookup(Self.localOverloadKey(name, args.map { $0.label ?? "_" })) { return try invoke(v, args, node: e, file) }
            // One whose omitted parameters have defaults (`row(_:cents:)` for `row(_:cents:emphasis:)`).
            if case .array(let overloads)? = scope.lookup(Self.localOverloadsKey(name)), overloads.count > 1,
               let v = overloads.first(where: { o in
                   if case .closure(let c) = o, let f = c.function { return fits(f.signature.parameterClause.parameters, args) }
                   return false
               }) {
                return try invoke(v, args, node: e, file)
            }
            if let v = scope.lookup(name) { return try invoke(v, args, node: e, file) }
            // `Provider { … }` in `struct Example<Provider: ProviderView>`: the type it was made with.
            if case .instance(let me)? = scope.lookup("self"), let g = me.genericArguments[name] { return try invoke(g, args, node: e, file) }
            // `Bound(2)` in `extension ClosedRange`: the library type's generic parameter.
            if name.first?.isUppercase == true, declarations.type(name) == nil, let me = scope.lookup("self"), !isInstance(me),
               let g = libraryGenericArgument(name, of: me) {
                return try invoke(g, args, node: e, file)
            }
            // `body(for: content)` inside `var body`: a call means the method of the type its
            // arguments fit, not the property of the same base name (evaluating which would
            // recurse). A protocol extension's method does not hide the type's own property
            // (`let label: () -> Label` called `label()` beside some `View.label(…)`).
            if case .instance(let me)? = scope.lookup("self"),
               let f = declarations.type(me.type)?.methods[name]?.first(where: { fits($0.syntax.signature.parameterClause.parameters, args) }) {
                // Among its overloads, the one the arguments' types call for (as `self.f(…)` picks).
                return try invoke(function: overload(of: f, on: .instance(me), fitting: args), receiver: .instance(me), args, node: e)
            }
            if case .instance(let me)? = scope.lookup("self"), let v = try member(of: .instance(me), name, node: r, file) {
                return try invoke(v, args, node: e, file)
            }
            // An enclosing type's static method by its plain name, from inside a nested type
            // (`label(i)` in `Example.Grid`): after self's own members, before SwiftUI's modifiers
            // are guessed at for a name that is none.
            if !SwiftUIVocabulary.modifierNames.contains(name), let outer = enclosingType(declaringStatic: name, scope, methodsOnly: true),
               let fs = declarations.type(outer)?.staticMethods[name] {
                return try invoke(.boundMethod(receiver: .type(outer), function: fs.count == 1 ? fs[0] : try pick(fs, args, node: e, file)),
                                  args, node: e, file)
            }
            if let self_ = scope.lookup("self"), !isInstance(self_) || viewIfPossible(self_) != nil, name.first?.isLowercase == true,
               declarations.functions[name] == nil, !Self.freeFunctions.contains(name), !SwiftUINonViewValues.actionFunctions.contains(name) {
                // Inside `extension View { … }`: `padding()` is `self.padding()` (self may be a
                // custom view the extension method was called on).
                // The sources' method whose labels fit comes first; none fitting, SwiftUI's
                // modifier of that name (`alert(_:isPresented:…)` beside the sources' `alert(item:)`).
                let found = try member(of: self_, name, node: r, file)
                // In `extension NSMutableAttributedString { func append(_ s: String, …) }`,
                // `append(attributed)` is the library's own method: the arguments are not of the
                // sources' declared types (calling the extension again would never end).
                if case .boundMethod(_, let f)? = found, meansLibraryMethod(f, on: self_, args),
                   let v = try libraryMethod(self_, name, args, node: e, file) {
                    return v
                }
                if let v = found, fitsAnOverload(v, args) {
                    if case .boundMethod(_, let f) = v, SwiftUIVocabulary.modifierNames.contains(name),
                       !argumentsMatchDeclaredTypes(f, args) || yieldsToSwiftUI(f) {
                        // SwiftUI's modifier of that name is what the arguments' types call for.
                    } else {
                        return try invoke(v, args, node: e, file)
                    }
                }
                // In `extension Array { … }`: `map { … }` is `self.map { … }`.
                if let v = try libraryMethod(self_, name, args, node: e, file) { return v }
                do {
                    if let v = try SwiftUIVocabulary.method(self_, name: name, args, evaluator: self, node: e, file: file) { return v }
                } catch where viewIfPossible(self_) != nil {
                    // As for `self.modifier(…)`: a modifier whose arguments Plumb cannot use
                    // leaves the view as it was.
                    try ignore(error, what: "the modifier")
                    return self_
                }
                if let v = found, !isOwnUnfittingMethod(v, args, calledAt: e, file) { return try invoke(v, args, node: e, file) }
            }
            if case .type(let t)? = scope.lookup("Self"), let fs = declarations.type(t)?.staticMethods[name], let first = fs.first {
                // `custom(font.name, size:)` inside SwiftGen's `static func custom(_ font: FontConvertible, size:)`:
                // arguments not of any overload's declared types mean the library's function.
                if !fs.contains(where: { fits($0.syntax.signature.parameterClause.parameters, args) && argumentsMatchDeclaredTypes($0, args) }) {
                    if let v = try libraryStaticCall(t, name, args, node: e, file) { return v }
                    if let v = try SwiftUIVocabulary.staticCall(type: t, name: name, args, evaluator: self, node: e, file: file) { return v }
                }
                return try invoke(.boundMethod(receiver: .type(t), function: fs.count == 1 ? first : try pick(fs, args, node: e, file)), args, node: e, file)
            }
            if case .type(let t)? = scope.lookup("Self"), let v = try staticMember(t, name, node: r, file) {
                return try invoke(v, args, node: e, file)
            }
            if declarations.aliases[name] != nil { return try construct(name, args, node: e, file) }
            let own = declarations.scoped(name, in: file)
            if own != name { return try construct(own, args, node: e, file) }
            if let nested = enclosingNestedType(name, scope, at: e, in: file) { return try construct(nested, args, node: e, file) }
            if declarations.type(name) != nil, !(SwiftUIVocabulary.isBuiltinName(name) && declarations.type(name)?.kind == .extensionOnly) {
                return try construct(name, args, node: e, file)
            }
            if let fs = declarations.functions(named: name, calledFrom: file) {
                // A call whose labels fit none of the sources' overloads is the library's
                // function of that name (a team's `assertSnapshot(of:layout:traits:)` wrapper
                // calling swift-snapshot-testing's `assertSnapshot(of:as:…)`).
                if !fs.contains(where: { fits($0.syntax.signature.parameterClause.parameters, args) }),
                   let v = try libraryCall(name, args, node: e, file) { return v }
                // A global function of the sources that the arguments' types rule out (`func
                // pow<T: BinaryInteger>` called with Doubles) leaves the call to the library's.
                let chosen = try pick(fs, args, node: e, file)
                if !argumentsMatchDeclaredTypes(chosen, args), let v = try libraryCall(name, args, node: e, file) { return v }
                return try invoke(function: chosen, receiver: nil, args, node: e)
            }
            if let v = try constructViaExtension(name, args, node: e, file) { return v }
            if let v = try libraryCall(name, args, node: e, file) { return v }
            if let v = try SwiftUIVocabulary.construct(name, args, evaluator: self, node: e, file: file) { return v }
            // In an extension of a platform value (`extension GeometryProxy { var circle: CGRect {
            // frame(in: .local) } }`): a bare call is the platform's method on `self`.
            if name.first?.isLowercase == true, let me = scope.lookup("self"), isPlatformValue(me) {
                if let v = try libraryMethod(me, name, args, node: e, file) { return v }
                if let v = SwiftUINonViewValues.method(me, name: name, args) { return v }
            }
            let what = name.first?.isUppercase == true ? "type" : "function"
            return try placeholder("unknown \(what) '\(name)'", hint: suggestion(for: name, scope: scope), for: e, file)
        }
        // `Relay<Key>()`: the type's generic parameters take the written arguments, resolved
        // here (`Key` may be the calling function's own generic parameter).
        // Bound before the initializer runs, so its parameters of those types take their
        // arguments as such (`Protected<Cache>(value: .init())` makes a `Cache`).
        if let g = callee.as(GenericSpecializationExprSyntax.self), case .type(let t) = try eval(g.expression, scope, file) {
            var bound: [String: SwiftValue] = [:]
            for (name, argument) in zip(declarations.type(t)?.genericParameters ?? [], g.genericArgumentClause.arguments) {
                let written = argument.argument.trimmedDescription
                if case .type(let outer)? = scope.lookup(written) { bound[name] = .type(outer) } else {
                    // `Example<Parameters>()` inside `struct BlurExample`: its own nested
                    // `Parameters` first, as Swift looks names up in the enclosing types.
                    var nested: String?
                    if case .type(let enclosing)? = scope.lookup("Self") { nested = nestedTypeName(written, in: enclosing) }
                    bound[name] = .type(nested.flatMap { declarations.type($0) != nil ? $0 : nil } ?? declarations.resolvedTypeName(written))
                }
            }
            let made = try construct(t, args, genericArguments: bound, node: e, file)
            if case .instance(let i) = made { i.genericArguments.merge(bound) { _, written in written } }
            return made
        }
        let v = try eval(callee, scope, file)
        if case .type(let t) = v { return try construct(t, args, node: e, file) }
        // `action?()`, `config?.action?()`: a nil function called through `?` is nil (the chain
        // stops), a function there is called and its result optional.
        if Self.isOptionalChain(callee), case .optional(let wrapped) = v {
            guard let f = wrapped else { return .optional(nil) }
            return .optional(try invoke(f, args, node: e, file))
        }
        return try invoke(v, args, node: e, file)
    }

    /// Whether `v` is a method of the sources called from its own body with arguments that do
    /// not fit it: Swift would never call it so (`self.append(x)` inside `func append(_:_:)`
    /// means another `append`), and calling it would only recurse.
    func isOwnUnfittingMethod(_ v: SwiftValue, _ args: [Argument], calledAt e: some SyntaxProtocol, _ file: SwiftSourceFile) -> Bool {
        guard case .boundMethod(_, let f) = v, f.file.path == file.path, f.syntax.range.contains(e.position) else { return false }
        return !fits(f.syntax.signature.parameterClause.parameters, args)
    }

    private func isCallable(_ v: SwiftValue) -> Bool {
        switch v {
        case .closure, .boundMethod, .type: return true
        case .implicitMember(let name, nil): return name.contains(".")
        default: return false
        }
    }

    /// The `get:` closure of `Binding(get:set:)`: a still preview reads the value it gives now.
    static func bindingGetter(_ args: [Argument]) -> Closure? {
        guard case .closure(let get)? = args.first(where: { $0.label == "get" })?.value else { return nil }
        return get
    }

    /// Whether a colon stands outside any brackets, parentheses or angle brackets (`K: V`, not
    /// `(a: Int)`).
    static func hasTopLevelColon(_ type: String) -> Bool {
        topLevelColon(type) != nil
    }

    /// Where `type` has a colon outside brackets (`String: [Int]` of a dictionary type).
    static func topLevelColon(_ type: String) -> String.Index? {
        var depth = 0
        for i in type.indices {
            switch type[i] {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case ":" where depth == 0: return i
            default: break
            }
        }
        return nil
    }

    /// The element labels of a tuple type written `(name: String, symbol: String)` (nil for an
    /// unlabelled element), split at its top-level commas.
    static func tupleTypeLabels(_ type: String) -> [String?] {
        var parts: [String] = [], current = "", depth = 0
        for ch in type.dropFirst().dropLast() {
            if "([<".contains(ch) { depth += 1 } else if ")]>".contains(ch) { depth -= 1 }
            if ch == ",", depth == 0 { parts.append(current); current = "" } else { current.append(ch) }
        }
        parts.append(current)
        return parts.map { part in
            guard let colon = part.firstIndex(of: ":") else { return nil }
            let label = part[..<colon].trimmingCharacters(in: .whitespaces)
            return label.isEmpty || label.contains(" ") ? nil : label
        }
    }

    /// Whether each argument is of the type its parameter declares, where the parameter names a
    /// type of the sources (`Space`) or a number, string or Bool: what tells the sources'
    /// method from a library or SwiftUI one of the same name and labels.
    func argumentsMatchDeclaredTypes(_ f: FunctionDecl, _ args: [Argument]) -> Bool {
        argumentsMatchDeclaredTypes(f.syntax.signature.parameterClause.parameters, args)
    }

    /// Whether a value is the platform's, not an instance of a type the sources declare (a
    /// library value, or an instance of a platform type only the sources' extensions name, as
    /// the `GeometryProxy` a reader gives).
    func isPlatformValue(_ v: SwiftValue) -> Bool {
        switch v {
        case .native: return true
        case .instance(let i): return declarations.type(i.type).map { $0.kind == .extensionOnly } ?? true
        default: return false
        }
    }

    /// Whether a type of the sources conforms to `Error` (directly, through `LocalizedError` and
    /// friends, or through a protocol of the sources that refines one).
    func isError(typeNamed name: String) -> Bool {
        var seen: Set<String> = []
        var queue = [name]
        while let n = queue.popLast(), seen.insert(n).inserted, seen.count < 64 {
            guard let t = declarations.type(n) else { continue }
            if t.conformances.contains(where: { FoundationErrors.errorProtocols.contains($0) }) { return true }
            queue += t.inheritedTypeNames
        }
        return false
    }

    private func isPlaceholder(_ v: SwiftValue) -> Bool {
        if case .placeholder = v { return true }
        return false
    }

    /// Whether a parameter of a specialised generic type of the sources (`key: Key<String?>`) is
    /// given a value of that type with other arguments (a `Key<Privacy>`: an instance made with
    /// them, or a static the type declares of that type). A written argument that is a generic
    /// parameter of the function itself (`Key<T>`) takes any.
    private func genericArgumentsDiffer(declared type: String, of p: FunctionParameterSyntax, _ value: SwiftValue) -> Bool {
        guard type.contains("<"), let declared = genericBinding(type) else { return false }
        let own = Self.genericParameterNames(around: p)
        let given: [String: SwiftValue]
        switch value {
        case .instance(let i) where i.type == declared.type:
            given = i.genericArguments
        case .implicitMember(let m, nil):
            guard let written = declarations.type(declared.type)?.staticProperties[m]?.typeName, let bound = genericBinding(written),
                  bound.type == declared.type else { return false }
            given = bound.arguments
        default:
            return false
        }
        for (name, wanted) in declared.arguments {
            guard case .type(let w) = wanted, !own.contains(w), case .type(let g)? = given[name] else { continue }
            if w.filter({ !$0.isWhitespace }) != g.filter({ !$0.isWhitespace }) { return true }
        }
        return false
    }

    /// Whether a parameter typed by a generic parameter of its function (`_ base: T` in
    /// `func pow<T: BinaryInteger>`) is given a value its constraints exclude: a `Double` for an
    /// integer protocol, a non-number for a numeric one, a non-string for `StringProtocol`, or a
    /// value (a closure among them) that does not conform to a protocol of the sources. Such a
    /// call means another overload (the library's `pow`, SwiftUI's `onDrag(_:)`).
    private func violatesGenericConstraint(_ type: String, of p: FunctionParameterSyntax, _ value: SwiftValue) -> Bool {
        var name = type
        if name.hasSuffix("?") { name.removeLast() }
        guard Self.genericParameterNames(around: p).contains(name) else { return false }
        for constraint in Self.genericConstraints(of: name, around: Syntax(p)) {
            switch constraint {
            case _ where Self.integerProtocols.contains(constraint):
                if case .int = value {} else if case .placeholder = value {} else { return true }
            case _ where Self.floatingPointProtocols.contains(constraint), "Numeric", "SignedNumeric", "AdditiveArithmetic":
                if value.number == nil, !isPlaceholder(value) { return true }
            case "StringProtocol":
                if case .string = value {} else if case .placeholder = value {} else { return true }
            default:
                guard let t = declarations.type(declarations.resolvedTypeName(constraint)), t.kind == .protocol else { continue }
                if case .closure = value { return true }
                if !conforms(value, to: t.name) { return true }
            }
        }
        return false
    }

    /// The generic parameters of the function, initializer or subscript a parameter belongs to.
    static func genericParameterNames(around p: FunctionParameterSyntax) -> Set<String> {
        var node: Syntax? = Syntax(p)
        while let n = node {
            if let f = n.as(FunctionDeclSyntax.self) { return Set(f.genericParameterClause?.parameters.map(\.name.text) ?? []) }
            if let i = n.as(InitializerDeclSyntax.self) { return Set(i.genericParameterClause?.parameters.map(\.name.text) ?? []) }
            if let s = n.as(SubscriptDeclSyntax.self) { return Set(s.genericParameterClause?.parameters.map(\.name.text) ?? []) }
            node = n.parent
        }
        return []
    }

    /// Among overloads whose parameter types the arguments have, the one Swift ranks first: the
    /// one with fewest parameters typed by a generic parameter (the function's or its type's:
    /// `finish(with error: Error)` before `finish(with resource: Resource)` in `Loader<Resource>`),
    /// then a non-generic function before a generic one (it is the more specialised).
    func mostSpecialised(_ matching: [FunctionDecl]) -> FunctionDecl? {
        func rank(_ f: FunctionDecl) -> Int {
            let generic = f.syntax.genericParameterClause == nil ? 0 : 1
            let params = f.syntax.signature.parameterClause.parameters
            guard let first = params.first else { return generic }
            let names = Self.genericParameterNames(around: first).union(enclosingGenericParameterNames(around: Syntax(first)))
            let typed = params.filter { p in
                var t = Self.existentialBase(Self.constrainingType(of: p))
                while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
                return names.contains(t)
            }
            return typed.count * 2 + generic
        }
        return matching.enumerated().min { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }?.element
    }

    /// The generic parameters of the type a declaration is in (`Resource` in `Loader<Resource>`
    /// or an extension of it).
    func enclosingGenericParameterNames(around node: Syntax) -> Set<String> {
        guard let name = Self.enclosingTypeName(of: node) else { return [] }
        return Set(declarations.type(declarations.resolvedTypeName(name))?.genericParameters ?? [])
    }

    /// Whether `value` is of a type that declares conformance to the sources' protocol `name`
    /// (itself, a superclass or an extension); true for values Plumb cannot type (placeholders,
    /// library values, closures).
    func conforms(_ value: SwiftValue, to name: String) -> Bool {
        let typeNames: [String]
        switch value {
        case .instance(let i): typeNames = [i.type] + builtinTypeNames(of: value)
        case .enumCase(let t, _, _): typeNames = [t]
        case .color, .adaptiveColor, .font, .view, .string, .int, .double, .bool, .shape: typeNames = [typeName(of: value)] + builtinTypeNames(of: value)
        // `.tint` where `any Token` is expected: only a static the protocol declares
        // (`extension Token where Self == Brand { static var brand }`) is one.
        case .implicitMember(let n, _), .symbol(let n):
            guard let p = declarations.type(name) else { return false }
            return p.staticProperties[n] != nil || p.staticMethods[n] != nil
        default: return true
        }
        return typeNames.contains { n in n == name || declarations.type(n)?.inheritedTypeNames.contains(name) == true }
    }

    /// The label a caller writes for a parameter: its first name (none for `_`), except in a
    /// subscript, whose parameters have none unless one is written twice (`subscript(key key:)`).
    static func argumentLabel(of p: FunctionParameterSyntax) -> String? {
        if p.parent?.parent?.parent?.is(SubscriptDeclSyntax.self) == true {
            return p.secondName == nil || p.firstName.text == "_" ? nil : p.firstName.text
        }
        return p.firstName.text == "_" ? nil : p.firstName.text
    }

    /// Each argument with the parameter its label names, in order, defaulted parameters the call
    /// leaves out passed over (`font(size: 31, style: .title)` against `font(size:style:weight:)`,
    /// and `font(style: .body)` against the same); unlabelled arguments take the next unlabelled
    /// parameter or a closure parameter.
    func labelPairs(_ parameters: FunctionParameterListSyntax, _ args: [Argument]) -> [(FunctionParameterSyntax, Argument)] {
        var pairs: [(FunctionParameterSyntax, Argument)] = []
        var i = 0
        for p in parameters where i < args.count {
            let label = Self.argumentLabel(of: p)
            if args[i].label == label || args[i].label == nil && declarations.isFunctionType(p.type.trimmedDescription, in: nil) {
                pairs.append((p, args[i]))
                i += 1
            } else if p.defaultValue == nil && p.ellipsis == nil {
                // Not a call these parameters take: pair by position, as before any label is read.
                return Array(zip(parameters, args))
            }
        }
        return pairs
    }

    /// Whether `args` have the declared types of `parameters` as far as Plumb can tell.
    func argumentsMatchDeclaredTypes(_ parameters: FunctionParameterListSyntax, _ args: [Argument]) -> Bool {
        for (p, a) in labelPairs(parameters, args) {
            let written = p.type.trimmedDescription
            let type = Self.existentialBase(written)
            let value = a.value.unwrapped ?? a.value
            // nil is a value of every optional type (`record: Bool? = nil` given a nil `Bool?`).
            if a.value.isNil, written.hasSuffix("?") || written.hasSuffix("!") || written.hasPrefix("Optional<") { continue }
            if genericArgumentsDiffer(declared: type, of: p, value) { return false }
            if violatesGenericConstraint(type, of: p, value) { return false }
            let resolved = declarations.resolvedTypeName(type)
            // A protocol of the sources takes what conforms to it (`Color` only where the sources
            // declare `extension Color: ColorToken`).
            if let t = declarations.type(resolved), t.kind == .protocol {
                if !conforms(value, to: resolved) { return false }
                continue
            }
            if let t = declarations.type(resolved), t.kind != .extensionOnly {
                switch value {
                case .instance(let i) where i.type == resolved: continue
                case .enumCase(let n, _, _) where n == resolved: continue
                case .implicitMember(let m, _) where t.cases[m] != nil || t.staticProperties[m] != nil || t.staticMethods[m] != nil: continue
                default: return false
                }
            }
            // A library value of another library type (`CGSize` for `_ point: CGPoint`): SwiftUI's
            // `offset(_ size:)` is meant, not the sources' `offset(_ point:)`.
            if case .native(let n) = value, isLibraryTypeName(type) || type.contains("<"), isLibraryTypeName(SwiftValue.nativeTypeName(n)),
               SwiftValue.nativeTypeName(n) != type {
                // (`SIMD2<Double>` too: a concrete generic library type is no CGSize either.)
                return false
            }
            // A variadic parameter of a non-collection element (`_ parts: Part...`) takes
            // elements, never an array (Swift does not splat one): `self[parts]` with an array
            // means the overload taking `[Part]`.
            if p.ellipsis != nil, case .array = value, !type.hasPrefix("["), !["Any", "AnyObject", "AnyHashable"].contains(type),
               type.first?.isUppercase == true, !Self.genericParameterNames(around: p).contains(type) {
                return false
            }
            // A collection parameter (`[T]`, `some Collection`, `Traits: Sequence`) takes a
            // collection, not one element (`traits(.italic)` means the variadic overload).
            if p.ellipsis == nil, type.hasPrefix("[") || ["Collection", "Sequence", "RandomAccessCollection", "BidirectionalCollection"]
                .contains(Self.constrainingType(of: p)), sequenceElements(value) == nil, !isPlaceholder(value) {
                return false
            }
            // `.bold` is no member of `Font.Width`: a library enum's cases are known.
            if case .implicitMember(let m, nil) = value, let members = SwiftUIVocabulary.enumCases(of: resolved), !members.contains(m) {
                return false
            }
            // A key path literal (`\.errorSolid`) is passed only where a key path or a function
            // is declared: `icon: KeyPath<Icons, Image>`, not a generic `icon: Icon`.
            let takesKeyPath = type.contains("KeyPath") || type.contains("->")
            if case .keyPath = value, !takesKeyPath { return false }
            if type.contains("KeyPath"), !type.contains("->") {
                switch value {
                case .keyPath, .placeholder: continue
                default: return false
                }
            }
            // An `Error` parameter takes an error: a value of a type the sources declare conforming
            // to `Error` (or `LocalizedError`, …), or a library error.
            if FoundationErrors.errorProtocols.contains(type) || type == "Swift.Error" {
                switch value {
                case .instance(let i) where !isError(typeNamed: i.type): return false
                case .enumCase(let t, _, _) where !isError(typeNamed: t): return false
                case .string, .int, .double, .bool, .array, .dictionary, .tuple, .view, .color, .font: return false
                default: continue
                }
            }
            switch (type, value) {
            case ("CGFloat", .placeholder), ("Double", .placeholder), ("Int", .placeholder): continue
            case ("CGFloat", let v), ("Double", let v), ("Float", let v), ("Int", let v):
                if v.number == nil { return false }
            case ("String", let v):
                if case .string = v {} else { return false }
            // `headline(.semibold)` beside `headline(_ bold: Bool)` and `headline(_ weight: Font.Weight)`.
            case ("Bool", let v):
                switch v {
                case .bool, .placeholder: continue
                default: return false
                }
            default: continue
            }
        }
        return true
    }

    /// Whether a call on a library value means the library's method rather than `f`, the
    /// sources' method of that name: the arguments are not of `f`'s declared types.
    func meansLibraryMethod(_ f: FunctionDecl, on receiver: SwiftValue, _ args: [Argument]) -> Bool {
        guard case .native = receiver else { return false }
        return !argumentsMatchDeclaredTypes(f, args)
    }

    /// A `@_disfavoredOverload` copy of a SwiftUI modifier (a back-deployed `onChange(of:initial:_:)`)
    /// that no parameter of a type of the sources' own sets apart: SwiftUI's modifier fits the
    /// same arguments, so Swift calls SwiftUI's — and the copy calling the modifier by its own
    /// name inside would otherwise call itself for ever.
    func yieldsToSwiftUI(_ f: FunctionDecl) -> Bool {
        guard f.isDisfavored else { return false }
        return !f.syntax.signature.parameterClause.parameters.contains { p in
            var type = p.type.trimmedDescription
            if type.hasSuffix("?") { type.removeLast() }
            guard let t = declarations.type(declarations.resolvedTypeName(type)) else { return false }
            return t.kind != .extensionOnly
        }
    }

    /// Whether calling `f` makes an optional of its one unlabelled argument, present, of a
    /// platform type (`padding(_ p: EdgeInsets?)` given an `EdgeInsets`): Swift ranks that below
    /// SwiftUI's modifier of the same name taking the value as it is (`padding(_ insets:
    /// EdgeInsets)`). SwiftUI has no overload taking a type of the sources (`fill(_ token: (any
    /// ColorToken)?)` is the only `fill` a token fits).
    func promotesToOptional(_ f: FunctionDecl, _ args: [Argument]) -> Bool {
        let parameters = Array(f.syntax.signature.parameterClause.parameters)
        guard parameters.count == 1, args.count == 1, args[0].label == nil, parameters[0].firstName.text == "_" else { return false }
        let written = parameters[0].type.trimmedDescription
        guard written.hasSuffix("?"), !args[0].value.isNil, !isClosure(args[0].value) else { return false }
        return declarations.type(declarations.resolvedTypeName(Self.existentialBase(written))).map { $0.kind == .extensionOnly } ?? true
    }

    /// A parameter's type without its optional's `?` and, for an existential, the parentheses
    /// and `any` around the protocol: `(any ColorToken)?` is `ColorToken`.
    static func existentialBase(_ written: String) -> String {
        var type = written
        if type.hasSuffix("?") { type.removeLast() }
        if type.hasPrefix("("), type.hasSuffix(")") { type = String(type.dropFirst().dropLast()) }
        if type.hasPrefix("any ") { type.removeFirst(4) }
        return type
    }

    /// Whether `v` is not a method of the sources, or one with an overload the arguments fit.
    func fitsAnOverload(_ v: SwiftValue, _ args: [Argument]) -> Bool {
        guard case .boundMethod(let receiver, let f) = v else { return true }
        return fits(overload(of: f, on: receiver, fitting: args).syntax.signature.parameterClause.parameters, args)
    }

    /// Among the methods named like `f` that `receiver` has (static ones for a type), the
    /// first whose labels the arguments fit, preferring one whose declared types they have;
    /// `f` itself when none fits.
    func overload(of f: FunctionDecl, on receiver: SwiftValue, fitting args: [Argument]) -> FunctionDecl {
        let candidates: [FunctionDecl]
        if case .type(let t) = receiver { candidates = declarations.type(t)?.staticMethods[f.name] ?? [] } else { candidates = methodOverloads(of: receiver, f.name) }
        let fitting = ([f] + candidates).filter { fits($0.syntax.signature.parameterClause.parameters, args) }
        return mostSpecialised(fitting.filter { argumentsMatchDeclaredTypes($0, args) }) ?? fitting.first ?? f
    }

    /// Every method named `name` the sources declare for `value`: its own type's, then those of
    /// the extensions of the types and protocols it is (`extension View`).
    func methodOverloads(of value: SwiftValue, _ name: String, visibleFrom file: SwiftSourceFile? = nil) -> [FunctionDecl] {
        var names = builtinTypeNames(of: value)
        if case .instance(let i) = value { names.insert(i.type, at: 0) }
        if case .enumCase(let t, _, _) = value { names.insert(t, at: 0) }
        let all = names.flatMap { declarations.type($0)?.methods[name] ?? [] }
        guard let file else { return all }
        return all.filter { $0.isVisible(from: file) }
    }

    /// A method declared in an extension of a type or protocol the value is (`extension View`)
    /// that code in `file` sees.
    func extensionMethod(of value: SwiftValue, _ name: String, visibleFrom file: SwiftSourceFile) -> FunctionDecl? {
        for typeName in builtinTypeNames(of: value) {
            if let f = declarations.type(typeName)?.methods[name]?.first(where: { $0.isVisible(from: file) }) { return f }
        }
        return nil
    }

    /// `.body` in `.body.weight(.semibold)`, `.black` in `.black.opacity(0.4)`: an implicit
    /// member used as a receiver gets the type its name and the method imply (a Font for text
    /// styles and font methods, a Color for colours), since no parameter type is there to say.
    func resolveImplicitReceiver(_ v: SwiftValue, calling method: String, node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue {
        guard case .implicitMember(let name, let args) = v else { return v }
        // The root of a typed declaration's initialiser chain: the declared type's member.
        if let context = contextualRoot, Syntax(node).as(MemberAccessExprSyntax.self)?.base?.id == context.id {
            let typed = try coerce(v, to: context.type, at: node, file)
            if case .implicitMember = typed {} else { return typed }
        }
        let fontMethods = ["weight", "bold", "italic", "monospacedDigit", "monospaced", "smallCaps", "leading", "width", "lowercaseSmallCaps", "uppercaseSmallCaps"]
        let colorMethods = ["opacity", "mix", "gradient", "shadow"]
        // `.compound.bodySM.monospaced()`: a chain waiting for its type (several types declare
        // `compound`) is the Font that a font's method says it is.
        if fontMethods.contains(method) {
            return try coerce(v, to: "Font", at: node, file)
        }
        guard !name.contains(".") else { return v }
        // `Glass.clear.interactive()`, `.regular.tint(.blue)`: a glass, not a colour.
        if method == "interactive" || method == "tint" && SwiftUINonViewValues.glassVariants.contains(name) { return v }
        if colorMethods.contains(method) || args == nil && (SystemColors.color(name, environment.colorScheme) != nil) {
            return try coerce(v, to: "Color", at: node, file)
        }
        // `.body.traits(.italic)`: a method the sources declare in `extension Font` says the
        // receiver is a Font where the name is one of Font's members.
        if declarations.type("Font")?.methods[method] != nil,
           let font = try SwiftUIVocabulary.implicit(name, args, type: "Font", evaluator: self, node: node, file: file) {
            return font
        }
        // Only a base that has the member asked for (`.zero.left` is a UIEdgeInsets' `.zero`,
        // not the sources' `Space.zero`).
        if let base = try implicitChainBase(name, args, node: node, file), declaresMember(base, method) { return base }
        // Several types declare that static (`Color.compound`, `Font.compound`, `UIColor.compound`):
        // the values that have the member asked for; of those, one kind of value is meant
        // (SwiftUI's types before UIKit's, as view code means them).
        if let base = try implicitChainBase(name, args, havingMember: method, node: node, file) { return base }
        return v
    }

    /// Among the types that declare the static `name`, the one whose value has `member`, when
    /// those values are all of one type (SwiftUI's owners first).
    private func implicitChainBase(_ name: String, _ args: [Argument]?, havingMember member: String, node: some SyntaxProtocol,
                                   _ file: SwiftSourceFile) throws -> SwiftValue? {
        guard args == nil else { return nil }
        let owners = declarations.types.values.filter { $0.staticProperties[name] != nil }.map(\.name).sorted()
        guard owners.count > 1, owners.count <= 8 else { return nil }
        var found: [(owner: String, value: SwiftValue)] = []
        for owner in owners {
            guard let v = try staticMember(owner, name, node: node, file), case .instance(let i) = v, let t = declarations.type(i.type),
                  t.properties[member] != nil || t.methods[member] != nil || (t.dynamicMemberParameterType != nil && declaresMember(v, member)) else { continue }
            found.append((owner, v))
        }
        let swiftUIOwners = found.filter { !$0.owner.hasPrefix("UI") }
        let candidates = swiftUIOwners.isEmpty ? found : swiftUIOwners
        guard let first = candidates.first, candidates.allSatisfy({ typeName(of: $0.value) == typeName(of: first.value) }) else { return nil }
        return first.value
    }

    /// Whether a value of a type the sources declare has a member of that name (library values
    /// are given the benefit of the doubt).
    private func declaresMember(_ v: SwiftValue, _ name: String) -> Bool {
        let typeName: String
        switch v {
        case .enumCase(let t, _, _): typeName = t
        case .instance(let i): typeName = i.type
        default: return true
        }
        guard let t = declarations.type(typeName) else { return true }
        if name == "rawValue" { return t.rawType != nil }
        if ["hashValue", "self", "description"].contains(name) { return true }
        // `@dynamicMemberLookup` over `KeyPath<Root, …>`: the names `Root` declares; over a String: any.
        if let type = t.dynamicMemberParameterType {
            guard let open = type.firstIndex(of: "<"), let comma = type.firstIndex(of: ",") else { return true }
            let root = declarations.resolvedTypeName(type[type.index(after: open)..<comma].trimmingCharacters(in: .whitespaces))
            if let r = declarations.type(root), r.properties[name] != nil || r.storedProperties.contains(where: { $0.name == name }) { return true }
        }
        return t.properties[name] != nil || t.methods[name] != nil || !(t.conformances.allSatisfy { declarations.type($0)?.methods[name] == nil && declarations.type($0)?.properties[name] == nil })
    }

    /// The base of an implicit member chain (`.palette.randomElement()!`, `.compact.rawValue`)
    /// whose contextual type Plumb does not track: Swift looks `.palette` up in that type; the
    /// one type the sources declare a static member or case of that name on is meant (nil
    /// when none or several do). Called, only a static method the arguments fit counts: the
    /// sources' `Font.modifier(for:)` is not SwiftUI's `.modifier(active:identity:)`.
    func implicitChainBase(_ name: String, _ args: [Argument]?, node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        let owners = declarations.types.values.filter { t in
            if let args, let methods = t.staticMethods[name], t.staticProperties[name] == nil, t.cases[name] == nil {
                return methods.contains { fits($0.syntax.signature.parameterClause.parameters, args) }
            }
            return t.staticProperties[name] != nil || t.staticMethods[name] != nil || t.cases[name] != nil
        }
        guard owners.count == 1, let owner = owners.first, let member = try staticMember(owner.name, name, node: node, file) else { return nil }
        // A case with a payload (`.tag("new")`) is made from the arguments.
        if case .implicitMember = member { return try args.map { try enumCase(owner.name, name, $0, node: node, file) } }
        return try args.map { try invoke(member, $0, node: node, file) } ?? member
    }

    private func isInstance(_ v: SwiftValue) -> Bool {
        if case .instance = v { return true }
        return false
    }

    /// The call's arguments in order, trailing closures last (the first unlabeled).
    func arguments(_ e: FunctionCallExprSyntax, _ scope: Scope, _ file: SwiftSourceFile) throws -> [Argument] {
        var args = try e.arguments.map { a -> Argument in
            // An argument that cannot be evaluated is a placeholder: the call still happens.
            var value = try recovering(a.expression, file) {
                try literalArithmetic(a.expression).map { SwiftValue.double($0) } ?? eval(a.expression, scope, file)
            }
            // `.padding(.space24)` with `extension CGFloat { static let space24 … }`: a name only
            // the sources' number extensions declare is that number, whatever else the
            // parameter could take (an Edge.Set for padding).
            var written: SwiftValue?
            if case .implicitMember(let name, nil) = value {
                for type in ["CGFloat", "Double"] where declarations.type(type)?.staticProperties[name] != nil {
                    if let v = try staticMember(type, name, node: a, file) { written = value; value = v; break }
                }
            }
            var argument = Argument(label: a.label?.text, value: value, syntax: Syntax(a.expression), implicitMember: written)
            if let target = a.expression.as(InOutExprSyntax.self) { argument.inoutTarget = (target.expression, scope) }
            return argument
        }
        if let t = e.trailingClosure {
            args.append(Argument(label: nil, value: .closure(closure(t, scope, file)), syntax: Syntax(t)))
        }
        for extra in e.additionalTrailingClosures {
            args.append(Argument(label: extra.label.text, value: .closure(closure(extra.closure, scope, file)), syntax: Syntax(extra.closure)))
        }
        return args
    }

    /// Calls a callable value: a closure, a bound method, a type (initializer) or an enum case
    /// constructor.
    func invoke(_ v: SwiftValue, _ args: [Argument], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue {
        switch v {
        case .placeholder:
            return v
        case .closure(let c):
            if let f = c.function { return try callLocalFunction(c, f, args, node: node) }
            if args.contains(where: { $0.inoutTarget != nil }) { return try callClosureWritingBack(c, args, node: node, file) }
            return try callClosure(c, args.map(\.value), node: node, file)
        case .boundMethod(let receiver, let function):
            let chosen = overload(of: function, on: receiver, fitting: args)
            return try invoke(function: chosen, receiver: receiver, Self.labelledByPosition(args, for: chosen.syntax), node: node)
        case .type(let t):
            if let f = fileLevelFunction(named: t) {
                return try invoke(function: f, receiver: nil, Self.labelledByPosition(args, for: f.syntax), node: node)
            }
            return try construct(t, args, node: node, file)
        case .implicitMember(let qualified, nil) where qualified.contains("."):
            // An enum case with a payload: `Kind.amount(12)`.
            let parts = qualified.split(separator: ".", maxSplits: 1).map(String.init)
            return try enumCase(parts[0], parts[1], args, node: node, file)
        // A key path used as a function (`sum(of: \.width)` calling `block(item)`): the value at
        // that path of its argument, as SE-0249 makes it.
        case .keyPath(let path) where args.count == 1:
            return try keyPathValue(args[0].value.unwrapped ?? args[0].value, path, node: node, file)
        case .native(let n) where n.base is CallableNativeValue:
            return (n.base as! CallableNativeValue).resultOfCall
        case .native(let n) where n.base is CallableWithArguments:
            return try (n.base as! CallableWithArguments).call(args, evaluator: self, node: Syntax(node), file: file)
        // `layout { … }` with a layout of the sources (`let layout = FlowLayout()`).
        case .instance(let i) where args.count == 1:
            if case .closure(let content) = args[0].value, let view = try SwiftUIVocabulary.customLayoutView(i, content: content, evaluator: self, node: node, file: file) {
                return view
            }
            throw fail("\(v.kindName) cannot be called", at: node, file)
        default:
            // `[String]()`, `[String: Int]()`: an empty collection of a written type.
            if args.isEmpty, let empty = emptyCollection(ofTypeLiteral: v) { return empty }
            throw fail("\(v.kindName) cannot be called", at: node, file)
        }
    }

    /// Whether a value is a function already (a closure, a bound method, an evaluated
    /// autoclosure), so an `@autoclosure` parameter keeps it as it is.
    static func isCallable(_ v: SwiftValue) -> Bool {
        switch v {
        case .closure, .boundMethod: return true
        case .native(let n): return n.base is EvaluatedAutoclosure
        default: return false
        }
    }

    func callClosure(_ c: Closure, _ values: [SwiftValue], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue {
        // A local function handed to the library as a value (`optional.map(row)`): its
        // parameters are bound as declared (`resource: String?` makes the argument optional).
        if let f = c.function { return try callLocalFunction(c, f, values.map { Argument(label: nil, value: $0, syntax: nil) }, node: node) }
        return try callClosure(c, values, inoutFirst: false, node: node, file).result
    }

    /// Calls a closure; with `inoutFirst`, also gives back the first argument's value at the end
    /// of the body (an `inout` parameter: `reduce(into: [:]) { $0[$1, default: 0] += 1 }`).
    func callClosure(_ c: Closure, _ values: [SwiftValue], inoutFirst: Bool, node: some SyntaxProtocol,
                     _ file: SwiftSourceFile) throws -> (result: SwiftValue, first: SwiftValue?) {
        let r = try callClosureKeepingParameters(c, values, node: node, file)
        return (r.result, inoutFirst ? r.parameters.first ?? nil : nil)
    }

    /// A closure value of the sources called with `&x` arguments (`change(&value)` for a
    /// `(inout Value) -> Void` parameter): each such argument's variable gets the parameter's
    /// value at the end of the body.
    private func callClosureWritingBack(_ c: Closure, _ args: [Argument], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue {
        let r = try callClosureKeepingParameters(c, args.map(\.value), node: node, file)
        for (i, a) in args.enumerated() where a.inoutTarget != nil {
            if i < r.parameters.count, let v = r.parameters[i] { try writeBack(v, to: a, file) }
        }
        return r.result
    }

    /// Calls a closure and gives back, with its result, each parameter's value at the end of its
    /// body (by position; nil where the closure names fewer).
    private func callClosureKeepingParameters(_ c: Closure, _ values: [SwiftValue], node: some SyntaxProtocol,
                                              _ file: SwiftSourceFile) throws -> (result: SwiftValue, parameters: [SwiftValue?]) {
        try nested(node, file) {
            let scope = Scope(parent: c.scope)
            var values = values
            // `{ index, item in … }` over `enumerated()` pairs (or `{ $0 + $1 }` over `zip` pairs):
            // the tuple spreads over the names.
            if values.count == 1, case .tuple(let parts) = values[0],
               c.parameters.count > 1 && parts.count == c.parameters.count || c.parameters.isEmpty && c.usesSecondAnonymousArgument {
                values = parts.map(\.value)
            }
            for (i, name) in c.parameters.enumerated() where i < values.count { scope.define(name, values[i]) }
            // Anonymous `$0`, `$1`.
            for (i, v) in values.enumerated() { scope.define("$\(i)", v) }
            var result = try runBody(c.body, scope, c.file, builder: c.builder)
            if let tuple = c.resultTupleType, case .tuple = result { result = try coerce(result, to: tuple, at: node, file) }
            let names = c.parameters.isEmpty ? values.indices.map { "$\($0)" } : c.parameters
            return (result, names.map { scope.lookup($0) })
        }
    }

    /// A local function called by name: arguments bind by label with defaults, in a scope
    /// inside the one it was declared in.
    private func callLocalFunction(_ c: Closure, _ f: FunctionDeclSyntax, _ args: [Argument], node: some SyntaxProtocol) throws -> SwiftValue {
        try nested(node, c.file) {
            let scope = Scope(parent: c.scope)
            let inouts = try bindParameters(f.signature.parameterClause.parameters, Self.labelledByPosition(args, for: f), into: scope, node: node, c.file)
            let result = try runBody(c.body, scope, c.file)
            try writeBack(inouts, from: scope, c.file)
            return result
        }
    }

    /// The arguments of a call through a function value (`make("hello")` where `make` holds
    /// `row(text:)`): a function type has no argument labels, so unlabelled arguments, one for
    /// each parameter, take the parameters' labels in order. A direct call that leaves out a
    /// label Swift requires cannot compile unless a trailing closure or a default fills the
    /// gap, so any other arguments are kept as written.
    static func labelledByPosition(_ args: [Argument], for f: FunctionDeclSyntax) -> [Argument] {
        let params = f.signature.parameterClause.parameters
        guard args.count == params.count, args.allSatisfy({ $0.label == nil }), !params.contains(where: { $0.ellipsis != nil }) else { return args }
        return zip(args, params).map { a, p in
            var a = a
            a.label = argumentLabel(of: p)
            return a
        }
    }

    /// The file-level function a bare name refers to when it names no type (`Holder(make: row)`),
    /// the first of its overloads as Swift requires a function value's name to be unambiguous.
    func fileLevelFunction(named name: String) -> FunctionDecl? {
        guard declarations.type(name) == nil else { return nil }
        return declarations.functions[name]?.first
    }

    /// Chooses among overloads the one whose labels the arguments fit, preferring one whose
    /// declared types they have (`buildExpression(_ item: Item)` beside `buildExpression(_ title: String)`).
    func pick(_ overloads: [FunctionDecl], _ args: [Argument], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> FunctionDecl {
        if overloads.count == 1 { return overloads[0] }
        let fitting = overloads.filter { fits($0.syntax.signature.parameterClause.parameters, args) }
        return mostSpecialised(fitting.filter { argumentsMatchDeclaredTypes($0, args) }) ?? fitting.first ?? overloads[0]
    }

    func fits(_ params: FunctionParameterListSyntax, _ args: [Argument]) -> Bool {
        var i = 0
        for p in params {
            let label = Self.argumentLabel(of: p)
            // A trailing closure goes to the next parameter that takes one: a defaulted parameter of
            // another type before it (`elevation: Elevation = .level1`) is skipped, as Swift does.
            let takesClosure = p.defaultValue == nil || declarations.isFunctionType(p.type.trimmedDescription, in: nil)
            if i < args.count, !Self.skipsClosure(p, args[i], in: params, args[i...]), !cannotBind(args[i].value, to: p),
               args[i].label == label || (args[i].label == nil && isClosure(args[i].value) && takesClosure) {
                i += 1
                // A variadic parameter takes the unlabelled arguments after its first too.
                if p.ellipsis != nil { while i < args.count, args[i].label == nil { i += 1 } }
            } else if p.defaultValue == nil, p.ellipsis == nil {
                return false
            }
        }
        return i == args.count
    }

    /// Whether `value` cannot be the argument of `p` whatever its label: only a key path is one
    /// for a `KeyPath<…>` parameter, and a closure is not a struct, class or enum the sources
    /// declare (SwiftGen's `UIColor.init?(asset: ColorAsset)` is not what `UIColor { traits
    /// in … }` calls, nor `sorted(by keyPath:)` what `sorted { … }` or `sorted(by: >)` do).
    func cannotBind(_ value: SwiftValue, to p: FunctionParameterSyntax) -> Bool {
        var type = p.type.trimmedDescription
        if type.hasSuffix("?") { type.removeLast() }
        if declarations.isFunctionType(type, in: nil) {
            // A string, number, Boolean or collection is not a function (`init(title: String)`
            // beside `init(title: @escaping () -> Title)`), unless the parameter makes its
            // argument one (`@autoclosure`).
            if type.contains("@autoclosure") { return false }
            switch value {
            case .string, .int, .double, .bool, .array, .dictionary: return true
            // Nor is a value of the sources' types, unless it is callable (`callAsFunction`).
            case .instance(let i): return declarations.type(i.type)?.methods["callAsFunction"] == nil
            case .enumCase: return true
            default: return false
            }
        }
        if ["KeyPath<", "WritableKeyPath<", "ReferenceWritableKeyPath<", "PartialKeyPath<"].contains(where: type.hasPrefix) {
            if case .keyPath = value { return false }
            return true
        }
        // A metatype (`from key: Key.Type`) takes a type, never a closure.
        if isClosure(value), type.hasSuffix(".Type") || type.hasSuffix(".Protocol") { return true }
        // Nor does a number, string, Boolean or collection (`init(rgbaValue: UInt32)` is not
        // what `UIColor { traits in … }` calls).
        if isClosure(value), Self.closureFreeTypes.contains(type) || type.hasPrefix("[") { return true }
        // Nor is a colour, font, view or shape one (`UIColor(color)` is UIKit's `init(_: Color)`,
        // not the sources' `init(_ hex: String)`).
        switch value {
        case .color, .adaptiveColor, .font, .view, .shape: if Self.closureFreeTypes.contains(type) { return true }
        default: break
        }
        guard isClosure(value), let t = declarations.type(declarations.resolvedTypeName(type)) else { return false }
        return [.struct, .class, .enum].contains(t.kind)
    }

    /// Standard-library value types a closure is never passed as.
    static let closureFreeTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
                                                "Double", "Float", "CGFloat", "String", "Substring", "Character", "Bool"]

    /// A trailing closure passes over a defaulted parameter whose type is not a function type,
    /// even an unlabelled one (`init(_ title: String = "", content: () -> Content)` called
    /// `Section { … }`), as Swift's forward scan does.
    /// A defaulted function parameter is passed over too when a later parameter needs a closure
    /// and no other trailing closure is left for it (`init(action: (() -> Void)? = nil, label:
    /// () -> Label)` called `Surface { … }`): SE-0286's forward scan.
    static func skipsClosure(_ p: FunctionParameterSyntax, _ a: Argument, in params: FunctionParameterListSyntax, _ args: ArraySlice<Argument>) -> Bool {
        guard a.label == nil, case .closure = a.value, p.defaultValue != nil else { return false }
        let type = p.type.trimmedDescription
        if !type.contains("->") && !type.hasPrefix("@escaping") && !type.hasPrefix("@autoclosure") { return true }
        guard let at = params.firstIndex(where: { $0.id == p.id }) else { return false }
        // Later closure parameters the call does not pass by label (`Surface {} label: { … }` has one).
        let labels = Set(args.compactMap(\.label))
        let needing = params[params.index(after: at)...].filter {
            $0.defaultValue == nil && $0.ellipsis == nil && $0.type.trimmedDescription.contains("->") && !labels.contains($0.firstName.text)
        }.count
        let closuresLeft = args.filter { $0.label == nil && { if case .closure = $0.value { return true }; return false }($0) }.count
        return needing > 0 && closuresLeft <= needing
    }

    /// `Configurations<Data>.Configuration<Data>`: the declared type `Configurations.Configuration`
    /// and each component's generic parameters bound to its written arguments (`Item` and
    /// `ConfigurationItem` to `Data`); nil when no type of the sources has that name.
    func genericBinding(_ written: String) -> (type: String, arguments: [String: SwiftValue])? {
        var names: [String] = [], arguments: [[String]] = []
        var depth = 0, name = "", argument = "", current: [String] = []
        for c in written {
            switch c {
            case "<" where depth == 0: depth = 1
            case "<": depth += 1; argument.append(c)
            case ">" where depth == 1:
                depth = 0
                current.append(argument.trimmingCharacters(in: .whitespaces))
                argument = ""
            case ">": depth -= 1; argument.append(c)
            case "," where depth == 1:
                current.append(argument.trimmingCharacters(in: .whitespaces))
                argument = ""
            case "." where depth == 0:
                names.append(name); arguments.append(current)
                name = ""; current = []
            default:
                if depth == 0 { name.append(c) } else { argument.append(c) }
            }
        }
        guard depth == 0 else { return nil }
        names.append(name); arguments.append(current)
        let base = declarations.resolvedTypeName(names.joined(separator: "."))
        guard declarations.type(base) != nil else { return nil }
        var bound: [String: SwiftValue] = [:]
        for k in names.indices where !arguments[k].isEmpty {
            let owner = names[...k].joined(separator: ".")
            guard let parameters = declarations.type(declarations.resolvedTypeName(owner))?.genericParameters else { continue }
            for (parameter, argument) in zip(parameters, arguments[k]) {
                bound[parameter] = .type(declarations.resolvedTypeName(argument))
            }
        }
        return (base, bound)
    }

    /// `item: ConfigurationItem` in the initialiser of an instance whose `ConfigurationItem` is
    /// bound (`Configuration<Data>`): `Data`, so `.init(…)` for it makes a `Data`.
    func boundGenericParameter(_ type: String, in scope: Scope) -> String {
        guard case .instance(let me)? = scope.lookup("self") else { return type }
        return boundGenericParameter(type, of: me)
    }

    func boundGenericParameter(_ type: String, of instance: Instance) -> String {
        guard !instance.genericArguments.isEmpty else { return type }
        let optional = type.hasSuffix("?")
        let bare = optional ? String(type.dropLast()) : type
        guard case .type(let bound)? = instance.genericArguments[bare] else { return type }
        return bound + (optional ? "?" : "")
    }

    static func isTuple(_ v: SwiftValue) -> Bool {
        if case .tuple = v { return true }
        return false
    }

    /// The result of a function type when it is a tuple type with labels:
    /// `@escaping (Point) -> (start: Double, end: Double)` → `(start: Double, end: Double)`.
    static func tupleResult(ofFunctionType type: String) -> String? {
        var depth = 0
        var arrow: String.Index?
        var i = type.startIndex
        while i < type.endIndex {
            let c = type[i]
            if c == "(" || c == "<" || c == "[" { depth += 1 } else if c == ")" || c == "]" { depth -= 1 } else if c == ">" {
                if i > type.startIndex, type[type.index(before: i)] == "-" {
                    if depth == 0 { arrow = type.index(after: i) }
                } else {
                    depth -= 1
                }
            }
            i = type.index(after: i)
        }
        guard let arrow else { return nil }
        let result = type[arrow...].trimmingCharacters(in: .whitespaces)
        guard result.hasPrefix("("), result.hasSuffix(")"), !result.contains("->"), result.contains(":") else { return nil }
        return result
    }

    private func isClosure(_ v: SwiftValue) -> Bool {
        if case .closure = v { return true }
        return false
    }

    /// Runs a function declared in the sources with `receiver` as `self`.
    func invoke(function f: FunctionDecl, receiver: SwiftValue?, _ args: [Argument], node: some SyntaxProtocol) throws -> SwiftValue {
        try invokeKeepingSelf(function: f, receiver: receiver, args, node: node).result
    }

    /// `invoke(function:…)`, also giving `self` as the body left it: a `mutating func` of an
    /// extension of a library value type (`extension AttributedString { mutating func append(…) }`)
    /// changes the value, which the caller writes back to its variable.
    func invokeKeepingSelf(function f: FunctionDecl, receiver: SwiftValue?, _ args: [Argument],
                           node: some SyntaxProtocol) throws -> (result: SwiftValue, newSelf: SwiftValue?) {
        try nested(node, f.file) {
            let scope = Scope(parent: globalScope)
            if let receiver { defineSelf(receiver, declaredIn: f.syntax, in: scope) }
            let inouts = try bindParameters(f.syntax.signature.parameterClause.parameters, args, into: scope, node: node, f.file)
            bindGenericParameters(f.syntax.genericParameterClause, f.syntax.signature.parameterClause.parameters, in: scope)
            guard let body = f.syntax.body else { return (.void, nil) }
            let builder = resultBuilder(in: f.syntax.attributes)
            // A function declared without a result type returns nothing: its body is statements,
            // whatever values its expressions make (`Task.detached { … }` on its own line).
            if f.syntax.signature.returnClause == nil, builder == nil {
                _ = try execute(body.statements, scope, f.file)
                try writeBack(inouts, from: scope, f.file)
                return (.void, scope.lookup("self"))
            }
            var result = try runBody(body.statements, scope, f.file, builder: builder)
            try writeBack(inouts, from: scope, f.file)
            // `-> FontModifier { .italic }`: an implicit member or array literal returned takes the
            // declared return type, as Swift infers it; `-> String?` returns an optional, so that
            // `key(for:).flatMap { … }` maps the optional, not the string's characters.
            if var returned = f.syntax.signature.returnClause?.type.trimmedDescription,
               result.isUntypedLiteral || returned.hasSuffix("?") || Self.isTuple(result) {
                // `-> Self` (and `Self?`) is the type the member was reached through.
                if returned == "Self" || returned == "Self?", case .type(let me)? = scope.lookup("Self") {
                    returned = me + returned.dropFirst(4)
                }
                result = try coerce(result, to: returned, at: body, f.file)
            }
            return (result, scope.lookup("self"))
        }
    }

    /// `self` and `Self` for a member's body: `Self` is the type of the value, or for a value of a
    /// library type (a `Font` running `extension Font { func traits(…) }`) the type the member's
    /// extension extends, so `Self.modifier(for:)` reaches the extension's statics.
    func defineSelf(_ value: SwiftValue, declaredIn member: some SyntaxProtocol, in scope: Scope) {
        // `extension ShapeStyle where Self == Color { static var brand: … { Self.x } }`: `Self` is
        // `Color` there, whatever type the static was reached through.
        if case .type = value, let same = Self.sameTypeRequirement(around: member) {
            scope.define("self", .type(same))
            scope.define("Self", .type(same))
            return
        }
        scope.define("self", value)
        switch value {
        case .type(let t), .enumCase(let t, _, _): scope.define("Self", .type(t))
        case .instance(let i): scope.define("Self", .type(i.type))
        default:
            if let x = Self.enclosingExtension(of: member) {
                scope.define("Self", .type(SwiftDeclarations.unqualified(x.extendedType.trimmedDescription)))
            }
        }
    }

    /// The `extension` a member is declared in, if any.
    static func enclosingExtension(of member: some SyntaxProtocol) -> ExtensionDeclSyntax? {
        var node: Syntax? = Syntax(member)
        while let n = node {
            if let x = n.as(ExtensionDeclSyntax.self) { return x }
            node = n.parent
        }
        return nil
    }

    /// `X` of the `where Self == X` clause of the extension a member is declared in.
    static func sameTypeRequirement(around member: some SyntaxProtocol) -> String? {
        for r in enclosingExtension(of: member)?.genericWhereClause?.requirements ?? [] {
            if let same = r.requirement.as(SameTypeRequirementSyntax.self), same.leftType.trimmedDescription == "Self" {
                return SwiftDeclarations.unqualified(same.rightType.trimmedDescription)
            }
        }
        return nil
    }

    /// A default argument `#file`, `#filePath`, `#fileID`, `#line`, `#column` or `#function`:
    /// the call's own (its file is the caller's, below the callee's on `fileStack`), as Swift
    /// evaluates these defaults where the function is called. Nil for any other default.
    func callSiteMacro(_ expr: ExprSyntax, node: some SyntaxProtocol) -> SwiftValue? {
        guard let m = expr.as(MacroExpansionExprSyntax.self), fileStack.count >= 2 else { return nil }
        let caller = fileStack[fileStack.count - 2]
        switch m.macroName.text {
        case "file", "filePath": return .string(caller.path)
        case "fileID": return .string(String(caller.path.split(separator: "/").last ?? ""))
        case "line": return .int(caller.location(of: node).line)
        case "column": return .int(caller.location(of: node).column)
        case "function": return .string(Self.enclosingFunctionName(node))
        default: return nil
        }
    }

    /// Binds arguments to parameters by label, evaluating defaults for the missing ones and
    /// giving implicit members (`.warning`) the parameter's type.
    /// Returns the `inout` parameters passed `&x`, to be written back when the call returns.
    @discardableResult
    func bindParameters(_ params: FunctionParameterListSyntax, _ args: [Argument], into scope: Scope,
                        node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> [(parameter: String, argument: Argument)] {
        var i = 0
        var inouts: [(parameter: String, argument: Argument)] = []
        // `customization: Customization? = .init()` in `MagicItem`'s initializer: the type nested
        // in the declaring type, though others nest one of that name.
        let enclosing = Self.enclosingTypeName(of: Syntax(params))
        for p in params {
            let label = Self.argumentLabel(of: p)
            let name = (p.secondName ?? p.firstName).text
            var type = Self.constrainingType(of: p)
            if let enclosing { type = nestedTypeName(type, in: enclosing) }
            type = boundGenericParameter(type, in: scope)
            var value: SwiftValue
            if p.ellipsis != nil, i < args.count, args[i].label == label {
                // A variadic parameter: this argument and the unlabelled ones after it.
                var items = [try coerce(args[i].value, to: type, at: args[i].syntax ?? Syntax(node), file)]
                i += 1
                while i < args.count, args[i].label == nil {
                    items.append(try coerce(args[i].value, to: type, at: args[i].syntax ?? Syntax(node), file))
                    i += 1
                }
                value = .array(items)
            } else if p.ellipsis != nil, p.defaultValue == nil {
                value = .array([])
            } else if i < args.count, !Self.skipsClosure(p, args[i], in: params, args[i...]),
                      args[i].label == label || (args[i].label == nil && label != nil && isClosure(args[i].value)
                                                 && (p.defaultValue == nil || declarations.isFunctionType(type, in: enclosing))) {
                value = try coerce(writtenMember(args[i], for: type) ?? args[i].value, to: type, at: args[i].syntax ?? Syntax(node), file)
                if args[i].inoutTarget != nil { inouts.append((name, args[i])) }
                // A closure given to a `@RowsBuilder` parameter is built by that builder.
                if case .closure(let c) = value, let builder = resultBuilder(in: p.attributes) { c.builder = builder }
                if case .closure(let c) = value, let tuple = Self.tupleResult(ofFunctionType: type) { c.resultTupleType = tuple }
                i += 1
            } else if let d = p.defaultValue {
                value = try callSiteMacro(d.value, node: node) ?? coerce(eval(d.value, scope, file), to: type, at: d, file)
            } else {
                let missing = try placeholder("missing argument '\(label ?? name)' for a parameter of type \(type)", for: node, file)
                value = try coerce(missing, to: type, at: node, file)
            }
            // `@autoclosure` and plain closures of builder content stay closures.
            if case .closure = value, !declarations.isFunctionType(type, in: enclosing) {
                // A closure passed where a value is expected (trailing closure syntax for a
                // `@ViewBuilder content: () -> Content` is covered by the arrow).
                value = try callClosure(closureValue(value)!, [], node: node, file)
            }
            if p.type.trimmedDescription.contains("@autoclosure"), !Self.isCallable(value) {
                value = .native(AnyHashable(EvaluatedAutoclosure(value)))
            }
            scope.define(name, value)
        }
        try ignoreExtraArguments(args[min(i, args.count)...], "in call", node: node, file)
        return inouts
    }

    /// `.small` made a number by the sources' `extension CGFloat { static let small }`, passed
    /// to a parameter of the sources' own type that declares `small` (`size: IconSizes`): the
    /// implicit member as written, which that type's case or static is.
    private func writtenMember(_ a: Argument, for type: String) -> SwiftValue? {
        guard case .implicitMember(let m, nil)? = a.implicitMember else { return nil }
        let base = type.hasSuffix("?") ? String(type.dropLast()) : type
        let resolved = declarations.resolvedTypeName(base)
        // A library enum that has the case (`weight: Font.Weight` given `.medium`).
        if SwiftUIVocabulary.enumCases(of: resolved)?.contains(m) == true { return a.implicitMember }
        guard let t = declarations.type(resolved), t.kind != .extensionOnly,
              t.cases[m] != nil || t.staticProperties[m] != nil else { return nil }
        return a.implicitMember
    }

    /// `func f<T: Comparable>(_ value: T)`: `T` names the type of what was passed (`T.self`,
    /// `T.allCases` in the body), read from the first parameter typed `T`, `T?`, `[T]` or `T.Type`.
    func bindGenericParameters(_ clause: GenericParameterClauseSyntax?, _ params: FunctionParameterListSyntax, in scope: Scope) {
        guard let clause else { return }
        for g in clause.parameters {
            let name = g.name.text
            for p in params {
                let type = p.type.trimmedDescription
                // `for key: SettingKey<T>` given a key made as `SettingKey<PushState>`: T is the
                // argument's own binding of that generic parameter.
                if let bound = boundThroughGenericArgument(name, parameterType: type, scope.lookup((p.secondName ?? p.firstName).text)) {
                    scope.define(name, bound)
                    break
                }
                guard [name, name + "?", "[\(name)]", name + ".Type"].contains(type),
                      let value = scope.lookup((p.secondName ?? p.firstName).text) else { continue }
                var element = value.unwrapped ?? value
                if type == "[\(name)]", case .array(let items) = element, let first = items.first { element = first }
                if case .type = element { scope.define(name, element) } else { scope.define(name, .type(typeName(of: element))) }
                break
            }
        }
    }

    /// A function's generic parameter `name` written as an argument of a generic type of the
    /// sources (`SettingKey<T>`), bound by the instance passed there (`SettingKey<PushState>`:
    /// `PushState`); nil when the value does not tell.
    func boundThroughGenericArgument(_ name: String, parameterType: String, _ value: SwiftValue?) -> SwiftValue? {
        var type = parameterType
        if type.hasSuffix("?") { type.removeLast() }
        guard let open = type.firstIndex(of: "<"), type.hasSuffix(">"), case .instance(let i)? = value?.unwrapped,
              let parameters = declarations.type(i.type)?.genericParameters else { return nil }
        let written = Self.genericArgumentList(String(type[type.index(after: open)..<type.index(before: type.endIndex)]))
        guard let k = written.firstIndex(of: name), k < parameters.count, case .type? = i.genericArguments[parameters[k]] else { return nil }
        return i.genericArguments[parameters[k]]
    }

    /// The type a parameter's implicit members are looked up in: the declared type, or for
    /// `some P`, `any P` and a generic parameter `S: P` (`func look<S: ChipLook>(_ s: S)`, with
    /// `.filled` from `extension ChipLook where Self == FilledLook`), the protocol `P`.
    static func constrainingType(of p: FunctionParameterSyntax) -> String {
        var type = p.type.trimmedDescription
        for prefix in ["some ", "any "] where type.hasPrefix(prefix) { return String(type.dropFirst(prefix.count)) }
        let optional = type.hasSuffix("?")
        if optional { type.removeLast() }
        if let found = genericConstraint(of: type, around: Syntax(p)) { return found + (optional ? "?" : "") }
        // `ClosedRange<Value>` with `Value: BinaryFloatingPoint`: the argument's constraint in
        // its place, so the range's bounds take a floating-point type.
        if let open = type.firstIndex(of: "<"), type.hasSuffix(">") {
            let inner = type[type.index(after: open)..<type.index(before: type.endIndex)]
            let arguments = inner.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let constrained = arguments.map { genericConstraint(of: $0, around: Syntax(p)) ?? $0 }
            if constrained != arguments { return "\(type[..<open])<\(constrained.joined(separator: ", "))>" + (optional ? "?" : "") }
        }
        return p.type.trimmedDescription
    }

    /// For a generic parameter constrained to a number protocol (`Value: BinaryFloatingPoint`,
    /// `N: BinaryInteger`), the type a literal of it defaults to: `Double` or `Int`.
    static func defaultNumberType(forGenericParameter name: String, around node: Syntax) -> String? {
        guard name.first?.isUppercase == true, !name.contains("."), let constraint = genericConstraint(of: name, around: node) else { return nil }
        if floatingPointProtocols.contains(constraint) { return "Double" }
        if integerProtocols.contains(constraint) { return "Int" }
        return nil
    }

    /// The protocol a generic parameter `name` is constrained to by the nearest function,
    /// initializer or type around `node` that declares it (`<S: ChipStyle>`, `where S: ChipStyle`,
    /// `struct Clamped<Value: BinaryFloatingPoint>`); nil when none declares it or it is
    /// unconstrained. `S: ChipStyle & Sendable`: the first protocol is the one the sources declare.
    static func genericConstraint(of name: String, around node: Syntax) -> String? {
        genericConstraints(of: name, around: node).first
    }

    /// Every protocol a generic parameter `name` is constrained to by the nearest function,
    /// initializer, subscript or type around `node` that declares it, in the order written (its
    /// own `<T: A & B>`, then `where T: C`); in an extension, its `where` clause's.
    static func genericConstraints(of name: String, around node: Syntax) -> [String] {
        func split(_ written: String) -> [String] {
            written.split(separator: "&").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        func requirements(_ clause: GenericWhereClauseSyntax?) -> [String] {
            (clause?.requirements ?? []).flatMap { r -> [String] in
                guard let c = r.requirement.as(ConformanceRequirementSyntax.self), c.leftType.trimmedDescription == name else { return [] }
                return split(c.rightType.trimmedDescription)
            }
        }
        var cursor = node.parent
        while let n = cursor {
            cursor = n.parent
            let clause: GenericParameterClauseSyntax?
            let whereClause: GenericWhereClauseSyntax?
            if let f = n.as(FunctionDeclSyntax.self) { (clause, whereClause) = (f.genericParameterClause, f.genericWhereClause) }
            else if let i = n.as(InitializerDeclSyntax.self) { (clause, whereClause) = (i.genericParameterClause, i.genericWhereClause) }
            else if let s = n.as(SubscriptDeclSyntax.self) { (clause, whereClause) = (s.genericParameterClause, s.genericWhereClause) }
            else if let s = n.as(StructDeclSyntax.self) { (clause, whereClause) = (s.genericParameterClause, s.genericWhereClause) }
            else if let c = n.as(ClassDeclSyntax.self) { (clause, whereClause) = (c.genericParameterClause, c.genericWhereClause) }
            else if let e = n.as(EnumDeclSyntax.self) { (clause, whereClause) = (e.genericParameterClause, e.genericWhereClause) }
            else if let x = n.as(ExtensionDeclSyntax.self) {
                // `extension ClosedRange where Bound: BinaryFloatingPoint`: the extended type's
                // own parameter, constrained by the extension.
                let found = requirements(x.genericWhereClause)
                if found.isEmpty { continue }
                return found
            }
            else { continue }
            guard let parameter = clause?.parameters.first(where: { $0.name.text == name }) else { continue }
            return (parameter.inheritedType.map { split($0.trimmedDescription) } ?? []) + requirements(whereClause)
        }
        return []
    }

    /// Writes what a call left in its `inout` parameters back to the variables passed `&x`.
    func writeBack(_ inouts: [(parameter: String, argument: Argument)], from scope: Scope, _ file: SwiftSourceFile) throws {
        for (parameter, argument) in inouts {
            guard let value = scope.lookup(parameter) else { continue }
            try writeBack(value, to: argument, file)
        }
    }

    /// Writes `value` to the variable an argument passed as `&x` (a library's inout parameter).
    func writeBack(_ value: SwiftValue, to argument: Argument, _ file: SwiftSourceFile) throws {
        guard let target = argument.inoutTarget else { return }
        try assign(target.expression, value, target.scope, file)
    }

    private func closureValue(_ v: SwiftValue) -> Closure? {
        if case .closure(let c) = v { return c }
        return nil
    }

    // MARK: Types

    /// `T(args)`: a struct's explicit or memberwise initializer, an enum's `init(rawValue:)`.
    /// - Parameter genericArguments: the type's generic parameters bound before its initialiser
    ///   runs (`Configurations<Data>.Configuration<Data>` where `.init(item: .init(…))` is
    ///   expected: `item: ConfigurationItem` is a `Data`).
    func construct(_ written: String, _ args: [Argument], genericArguments: [String: SwiftValue] = [:], node: some SyntaxProtocol,
                   _ file: SwiftSourceFile) throws -> SwiftValue {
        // Through an alias or a module (`ColorAsset.Color`, `SwiftUI.Color`): the type itself;
        // an alias of a specialised generic (`typealias State = Box<Value>`) makes a `Box`.
        var type = declarations.canonical(written)
        if declarations.type(type) == nil, declarations.type(SwiftDeclarations.withoutGenericArguments(type)) != nil {
            type = SwiftDeclarations.withoutGenericArguments(type)
        }
        // A platform type written through its module is never a type of the sources (only their
        // extensions of it apply).
        let platformType = SwiftDeclarations.isPlatformQualified(written)
        guard !platformType, let t = declarations.type(type), t.kind != .extensionOnly else {
            if let v = try constructViaExtension(type, args, node: node, file) { return v }
            // `Set<String>()`, `Array<Int>(repeating: 0, count: 3)`.
            if let v = try libraryCall(type, args, node: node, file) { return v }
            if let v = try SwiftUIVocabulary.construct(type, args, evaluator: self, node: node, file: file) { return v }
            if let v = try libraryCall(type, args, node: node, file) { return v }
            // `Value(n)` in `struct Clamped<Value: BinaryFloatingPoint>` where Plumb has not bound
            // `Value`: the number type Swift's literals default to for that constraint.
            if let number = Self.defaultNumberType(forGenericParameter: type, around: Syntax(node)),
               let v = try libraryCall(number, args, node: node, file) { return v }
            // `typealias SizedLine = (items: [Item], remaining: CGFloat)` called as
            // `SizedLine(items: x, remaining: y)`: the tuple of those elements.
            if type.hasPrefix("("), type.hasSuffix(")"), !type.contains("->"), Self.tupleTypeLabels(type) == args.map(\.label) {
                return .tuple(args.map { (label: $0.label, value: valueCopy($0.value)) })
            }
            return try placeholder("unknown type '\(type)'", hint: Suggestions.hint(for: type, in: Array(declarations.types.keys) + SwiftUIVocabulary.viewNames),
                                   for: node, file)
        }
        if t.kind == .enum {
            // The enum's own initializers (`init(legacy:)`), then the synthesised `init?(rawValue:)`.
            if let v = try constructViaExtension(type, args, node: node, file) { return v }
            // `gaugeStyle.flatMap(Style.init(rawValue:))`: the initializer passed as a function is
            // called with its argument unlabelled; a raw-valued enum has no other one-argument
            // initializer unless it declares one (tried above).
            if args.count == 1, args[0].label == "rawValue" || args[0].label == nil && (t.rawType != nil || t.conformances.contains("RawRepresentable")) {
                for name in t.caseOrder {
                    let raw = try enumRawValue(type, name) ?? .string(name)
                    if equal(raw, args[0].value) { return .optional(.enumCase(type: type, name: name, payload: [])) }
                }
                return .optional(nil)
            }
            throw fail("an enum is made with one of its cases, not '\(type)(…)'", at: node, file)
        }
        if let v = try constructOptionSet(type, args, node: node, file) { return v }
        // `FlowLayout(spacing: 8) { … }`: a layout of the sources made with the other arguments
        // and called with the content, unless one of its initializers takes the closure.
        if let last = args.last, last.label == nil, case .closure(let content) = last.value, SwiftUIVocabulary.isCustomLayout(type, evaluator: self),
           !t.initializers.contains(where: { fits($0.syntax.signature.parameterClause.parameters, args) }),
           case .instance(let layout) = try construct(type, Array(args.dropLast()), genericArguments: genericArguments, node: node, file),
           let view = try SwiftUIVocabulary.customLayoutView(layout, content: content, evaluator: self, node: node, file: file) {
            return view
        }
        return try nested(node, file) {
            let instance = Instance(type: type, fields: [:])
            instance.genericArguments = genericArguments
            let selfScope = Scope(parent: globalScope)
            selfScope.define("self", .instance(instance))
            selfScope.define("Self", .type(type))
            // Stored properties with defaults first (property wrappers give their initial value),
            // the superclasses' first, as a subclass instance has them too; a `lazy var` waits
            // until it is first read (`member(of:)`), when `self` is whole.
            for p in (declaredSuperclasses(of: t).reversed() + [t]).flatMap(\.storedProperties) where !p.isLazy {
                // A default that cannot be evaluated is a placeholder (the caller may pass one);
                // its fallbacks count once the property is read.
                let v = try initialValueDeferringFallbacks(p, of: instance, selfScope, or: .void)
                if case .void = v { continue }
                instance.fields[p.name] = v
            }
            let made = try initialize(instance, t, args, node: node, file)
            inferGenericArguments(of: instance, t)
            return made
        }
    }

    /// `Header(title:) { EmptyView() }` makes a `Header<EmptyView>`: a generic parameter the
    /// call did not spell (`Header<Text>(…)`) is the type of the stored property declared with
    /// it (`let content: Content`), so `Content.self != EmptyView.self` in the body reads as
    /// Swift infers it.
    func inferGenericArguments(of instance: Instance, _ t: TypeDecl) {
        guard let parameters = t.genericParameters else { return }
        for name in parameters where instance.genericArguments[name] == nil {
            for p in t.storedProperties where p.typeName == name {
                guard let value = instance.fields[p.name] else { continue }
                instance.genericArguments[name] = .type(typeName(of: value))
                break
            }
        }
    }

    /// Runs on `instance` the initializer of `t` that the arguments fit, else the memberwise
    /// one; nil when a failable initializer returns nil. `self.init(…)` inside an initializer
    /// runs here on the same instance.
    /// A delegating `self.init(…)` runs only an initializer its arguments fit (else the
    /// memberwise one), so an initializer never re-enters itself for want of a better match.
    func initialize(_ instance: Instance, _ t: TypeDecl, _ args: [Argument], delegating: Bool = false,
                    node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue {
        try nested(node, file) {
            let me = SwiftValue.instance(instance)
            // A delegating `self.init(…)` never means the initializer that is running.
            let fitting = t.initializers.first { fits($0.syntax.signature.parameterClause.parameters, args) && !runningInitializers.contains($0.syntax.id) }
            // A type that declares an initializer in its body has no memberwise one: a lone
            // initializer is what the call meant (its diagnostics say what does not fit).
            let ownInits = t.initializers.filter { !$0.inExtension }
            let explicit = fitting ?? (!delegating && ownInits.count == 1 && !args.isEmpty ? ownInits[0] : nil)
            // A class that declares no designated initializer (none, or only `convenience` ones)
            // inherits its superclass's (classes have no memberwise one): `DefaultStyle()` runs
            // `ThemeObserver`'s `init()`.
            let designated = ownInits.filter { !$0.syntax.modifiers.contains { $0.name.text == "convenience" } }
            if explicit == nil, designated.isEmpty, let superclass = declaredSuperclasses(of: t).first {
                return try initialize(instance, superclass, args, delegating: delegating, node: node, file)
            }
            guard let i = explicit else {
                try memberwise(t, instance, args, node: node, file)
                return me
            }
            let scope = Scope(parent: globalScope)
            scope.define("self", me)
            scope.define("Self", .type(t.name))
            runningInitializers.insert(i.syntax.id)
            defer { runningInitializers.remove(i.syntax.id) }
            try bindParameters(i.syntax.signature.parameterClause.parameters, args, into: scope, node: node, i.file)
            // `init<T: Entity>(entity: T.Type)`: `T` is the type passed.
            bindGenericParameters(i.syntax.genericParameterClause, i.syntax.signature.parameterClause.parameters, in: scope)
            if let body = i.syntax.body, case .returned(let v) = try execute(body.statements, scope, i.file), v.isNil {
                return .optional(nil)
            }
            // `self = ContentType(rawValue: value) ?? .any`: a struct's initializer may assign
            // the whole value, whose stored properties the instance made here then holds.
            if var assigned = scope.lookup("self") {
                // (`?? .any`: the implicit member is the type's.)
                if case .implicitMember = assigned { assigned = try coerce(assigned, to: t.name, at: node, file) }
                if case .instance(let other) = assigned.unwrapped ?? assigned, other !== instance { instance.fields = other.fields }
            }
            return me
        }
    }

    /// The type whose body (or extension) a declaration is written in, qualified as the
    /// declarations index names it (`MagicItem.Info`); nil at the top level.
    static func enclosingTypeName(of node: Syntax) -> String? {
        var names: [String] = []
        var cursor = node.parent
        while let n = cursor {
            if let d = n.as(StructDeclSyntax.self) { names.append(d.name.text) }
            else if let d = n.as(ClassDeclSyntax.self) { names.append(d.name.text) }
            else if let d = n.as(EnumDeclSyntax.self) { names.append(d.name.text) }
            else if let d = n.as(ActorDeclSyntax.self) { names.append(d.name.text) }
            else if let x = n.as(ExtensionDeclSyntax.self) { names.append(x.extendedType.trimmedDescription) }
            cursor = n.parent
        }
        return names.isEmpty ? nil : names.reversed().joined(separator: ".")
    }

    /// The classes above class `t` the sources declare (nearest first); empty for a struct,
    /// or a class whose superclass is a framework class.
    func declaredSuperclasses(of t: TypeDecl) -> [TypeDecl] {
        guard t.kind == .class else { return [] }
        var chain: [TypeDecl] = []
        var current = t
        while let next = current.firstInheritedTypeName, let s = declarations.type(next), s.kind == .class,
              s !== t, !chain.contains(where: { $0 === s }), chain.count < 32 {
            chain.append(s)
            current = s
        }
        return chain
    }

    /// `super.init(…)` and `super.method(…)` in a class: the superclass's initializer (on the same
    /// instance) or method when the sources declare the superclass; a framework superclass's
    /// (`NSObject`, `UIView`, `ObservableObject`'s) does nothing a preview can see.
    /// The classes above the one whose code `node` is in (nearest first), as the sources
    /// declare them; empty when its superclass is a framework class.
    func superclassChain(of me: Instance, from node: some SyntaxProtocol) -> [TypeDecl] {
        // The class whose code is running: `Self` is the dynamic type, so walk from the
        // declaration that encloses the node.
        var owner = me.type
        var cursor: Syntax? = Syntax(node)
        while let n = cursor {
            if let c = n.as(ClassDeclSyntax.self) { owner = c.name.text; break }
            if let x = n.as(ExtensionDeclSyntax.self) { owner = SwiftDeclarations.unqualified(x.extendedType.trimmedDescription); break }
            cursor = n.parent
        }
        return declarations.type(owner).map(declaredSuperclasses) ?? []
    }

    /// `super.name` read (not called): the property as the superclasses of the sources declare
    /// it, else the instance's stored value; an override's own getter is never what it means
    /// (`override var intrinsicContentSize { super.intrinsicContentSize … }` would recurse).
    func superProperty(_ name: String, _ e: MemberAccessExprSyntax, _ scope: Scope, _ file: SwiftSourceFile) throws -> SwiftValue {
        guard case .instance(let me)? = scope.lookup("self") else { return try placeholder("'super.\(name)' outside a class", for: e, file) }
        for t in superclassChain(of: me, from: e) {
            if let p = t.properties[name], p.isComputed { return try propertyValue(p, selfValue: .instance(me)) }
            if t.properties[name] != nil, let v = me.fields[name] { return v }
        }
        if let v = me.fields[name] { return v }
        return try placeholder("'super.\(name)' of a framework class", for: e, file)
    }

    func superCall(_ name: String, _ args: [Argument], _ e: FunctionCallExprSyntax, _ scope: Scope, _ file: SwiftSourceFile) throws -> SwiftValue {
        guard case .instance(let me)? = scope.lookup("self") else { return .void }
        // The superclass and the classes above it, nearest first.
        let chain = superclassChain(of: me, from: e)
        guard !chain.isEmpty else { return .void }
        if name == "init" {
            // The superclass's stored properties start with their declared values, then its
            // initializer that the arguments fit runs (a class has no memberwise one); a class
            // that declares no initializer inherits those of the class above it.
            let selfScope = Scope(parent: globalScope)
            selfScope.define("self", .instance(me))
            for type in chain {
                for p in type.storedProperties where me.fields[p.name] == nil {
                    let v = try initialValueDeferringFallbacks(p, of: me, selfScope, or: .void)
                    if case .void = v { continue }
                    me.fields[p.name] = v
                }
                if type.initializers.contains(where: { fits($0.syntax.signature.parameterClause.parameters, args) }) {
                    _ = try initialize(me, type, args, delegating: true, node: e, file)
                    break
                }
                if !type.initializers.isEmpty { break }
            }
            return .void
        }
        for type in chain {
            if let f = type.methods[name]?.first(where: { fits($0.syntax.signature.parameterClause.parameters, args) }) {
                return try invoke(function: f, receiver: .instance(me), args, node: e)
            }
        }
        return .void
    }

    /// Where `self.init(…)` in an extension initializer leaves the value it made.
    static let initResult = "$init"

    /// An initializer the sources add to a builtin type (`extension Color { init(hex: UInt) {
    /// self.init(red: …) } }`) or declare on an enum (`init(legacy: Int) { self = .dark }`): its
    /// body runs with `self.init(…)` (or `self = …`) making the value; a failable one may
    /// `return nil`. Nil when no such initializer fits the arguments.
    func constructViaExtension(_ type: String, _ args: [Argument], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        // An initializer that is running is not chosen again: its `self.init(…)` means one of the
        // type's own (`extension Label { init(_:icon:) { self.init { … } icon: { … } } }`).
        guard let t = declarations.type(type), t.kind == .extensionOnly || t.kind == .enum,
              let i = t.initializers.first(where: { fits($0.syntax.signature.parameterClause.parameters, args) && !runningInitializers.contains($0.syntax.id) })
        else { return nil }
        return try runValueInitializer(i, of: type, args, node: node, file)
    }

    /// Runs an initializer that makes a value rather than filling an instance: one declared in
    /// an extension of a library type, or an enum's own. `self = …` or `self.init(…)` makes the
    /// value; a failable one may return nil.
    private func runValueInitializer(_ i: InitializerDecl, of type: String, _ args: [Argument], node: some SyntaxProtocol,
                                     _ file: SwiftSourceFile) throws -> SwiftValue {
        runningInitializers.insert(i.syntax.id)
        defer { runningInitializers.remove(i.syntax.id) }
        return try nested(node, file) {
            let scope = Scope(parent: globalScope)
            scope.define("self", .type(type))
            scope.define("Self", .type(type))
            scope.define(Self.initResult, .void)
            try bindParameters(i.syntax.signature.parameterClause.parameters, args, into: scope, node: node, i.file)
            if let body = i.syntax.body, case .returned(let v) = try execute(body.statements, scope, i.file), v.isNil { return v }
            // `self`, once `self.init(…)` or `self = …` made it, holds the latest value.
            if let assigned = scope.lookup("self"), !isTypeValue(assigned) { return try coerce(assigned, to: type, at: node, file) }
            if let made = scope.lookup(Self.initResult), !isVoid(made) { return made }
            throw fail("this initializer of \(type) never calls self.init(…)", at: i.syntax.initKeyword, i.file)
        }
    }

    private func isVoid(_ v: SwiftValue) -> Bool {
        if case .void = v { return true }
        return false
    }

    private func isTypeValue(_ v: SwiftValue) -> Bool {
        if case .type = v { return true }
        return false
    }

    /// The memberwise initializer as Swift synthesises it: one parameter per stored property in
    /// declaration order, except `let`s that have a value and wrappers initialised by their
    /// attribute (`@Environment(\.colorScheme)`, `@Namespace`, `@FocusState`); a `var` with a
    /// value, or of optional type, is an optional parameter; `@Binding var x: T` takes a
    /// binding (`$x`, `.constant(v)`) and `@State var x = 1` the wrapped value. Arguments bind
    /// in order by label, a trailing closure to the next closure or view-content property.
    private func memberwise(_ t: TypeDecl, _ instance: Instance, _ args: [Argument], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws {
        var i = 0
        for p in t.storedProperties {
            let label = p.name.hasPrefix("_") ? String(p.name.dropFirst()) : p.name
            guard isMemberwiseParameter(p) else {
                // `@AccessibilityFocusState var requestFocus: Bool`: a wrapper made with `init()`
                // and no `init(wrappedValue:)` is a parameter of the wrapper's type with that
                // default (SE-0258), so `Modifier(requestFocus: state)` passes the state.
                if i < args.count, args[i].label == label, Self.defaultInitializedWrappers.contains(p.wrapperBase ?? "") {
                    instance.fields[p.name] = args[i].value
                    i += 1
                }
                continue
            }
            let type = boundGenericParameter(p.typeName ?? "", of: instance)
            // `var action: Action?` with `typealias Action = () -> Void` takes a trailing closure.
            if i < args.count, args[i].label == label || (args[i].label == nil && isClosure(args[i].value) && declarations.isFunctionType(type, in: nil)) {
                var value = try coerce(args[i].value, to: nestedTypeName(type, in: t.name), at: args[i].syntax ?? Syntax(node), file)
                // `content: { Text(x) }` for a stored `@ViewBuilder var content: Content`: the
                // memberwise parameter is the builder closure, the property its result.
                if case .closure(let c) = value, !type.contains("->") { value = try callClosure(c, [], node: node, file) }
                if let w = p.wrapper, declaredWrapper(of: p) != nil {
                    // The argument is the wrapped value: the wrapper is made around it.
                    instance.fields[p.name] = try makeWrapper(p, w, wrappedValue: value, Scope(parent: globalScope))
                } else {
                    instance.fields[p.name] = valueCopy(value)
                }
                i += 1
            } else if i < args.count, args[i].label == nil, isClosure(args[i].value), p.binding.initializer == nil,
                      isViewType(type) || isBuilderProperty(p) {
                // `Card { Text("x") }`: a trailing closure for a stored `content: Content` (an init
                // of the form `init(@ViewBuilder content: () -> Content)` is the usual spelling).
                instance.fields[p.name] = try callClosure(closureValue(args[i].value)!, [], node: node, file)
                i += 1
            } else if instance.fields[p.name] == nil {
                // No default: the caller had to pass it.
                let missing = try placeholder("missing argument '\(label)' for \(t.name)'s memberwise initializer", for: node, file)
                instance.fields[p.name] = try coerce(missing, to: type, at: node, file)
            }
        }
        try ignoreExtraArguments(args[min(i, args.count)...], "for \(t.name)'s memberwise initializer", node: node, file)
    }

    /// Arguments no parameter takes: each a warning and ignored (an error under `--strict`).
    private func ignoreExtraArguments(_ extras: ArraySlice<Argument>, _ context: String, node: some SyntaxProtocol,
                                      _ file: SwiftSourceFile) throws {
        for extra in extras {
            let message = "extra argument\(extra.label.map { " '\($0)'" } ?? "") \(context)"
            if self.context.strict { throw fail(message, at: extra.syntax ?? Syntax(node), file) }
            warn(message + ": ignored", at: extra.syntax ?? Syntax(node), file)
        }
    }

    /// SwiftUI's wrappers made with `init()` alone: optional memberwise parameters of the
    /// wrapper's type.
    static let defaultInitializedWrappers: Set<String> = ["FocusState", "AccessibilityFocusState", "Namespace", "EnvironmentObject"]
    /// Wrappers that are no ordinary memberwise parameter: those, and the environment's and
    /// a gesture's state, which their attribute gives their value.
    static let wrappersNotMemberwise = defaultInitializedWrappers.union(["Environment", "GestureState"])

    /// Whether a stored property is a parameter of the synthesised memberwise initializer.
    private func isMemberwiseParameter(_ p: PropertyDecl) -> Bool {
        if p.isLet && p.binding.initializer != nil { return false }
        if p.isLazy { return false }
        // A wrapper given its value by its attribute's arguments and not by `= value`.
        if let w = p.wrapper, w.arguments != nil, p.binding.initializer == nil,
           !["State", "StateObject", "Binding", "ObservedObject", "Bindable", "ScaledMetric"].contains(p.wrapperBase ?? "") {
            return false
        }
        return !Self.wrappersNotMemberwise.contains(p.wrapperBase ?? "")
    }

    /// `@ViewBuilder let content: Content` (or a builder the sources declare): the memberwise
    /// initializer takes a builder closure for it, trailing or labelled, whatever its type's name.
    func isBuilderProperty(_ p: PropertyDecl) -> Bool {
        p.declaration.attributes.contains { a in
            guard case .attribute(let attr) = a else { return false }
            let name = attr.attributeName.trimmedDescription
            return name == "ViewBuilder" || declarations.type(declarations.resolvedTypeName(name))?.isResultBuilder == true
        }
    }

    /// Whether `T()` makes a value of a declared type: an initializer whose parameters all have
    /// defaults, or a memberwise one whose stored properties all do.
    func canMakeWithoutArguments(_ t: TypeDecl) -> Bool {
        if t.initializers.contains(where: { fits($0.syntax.signature.parameterClause.parameters, []) }) { return true }
        return t.initializers.allSatisfy(\.inExtension) && t.storedProperties.allSatisfy { $0.binding.initializer != nil || $0.startsAsNil }
    }

    func isViewType(_ typeName: String) -> Bool {
        ["Content", "Label", "some View", "AnyView", "V"].contains(typeName) || typeName.hasSuffix("View")
    }

    func enumCase(_ type: String, _ name: String, _ args: [Argument], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue {
        guard let c = declarations.type(type)?.cases[name] else {
            throw fail("\(type) has no case '\(name)'\(Suggestions.hint(for: name, in: declarations.type(type)?.caseOrder ?? []))", at: node, file)
        }
        // `case textField(text:axis:)` beside `static func textField(text:)`: Swift picks by the
        // labels, so arguments the case does not fit call the static method that they do fit.
        if !Self.caseFits(c, args), let f = declarations.type(type)?.staticMethods[name]?.first(where: { fits($0.syntax.signature.parameterClause.parameters, args) }) {
            return try invoke(.boundMethod(receiver: .type(type), function: f), args, node: node, file)
        }
        var payload: [(label: String?, value: SwiftValue)] = []
        for (i, p) in c.parameters.enumerated() {
            // `.primary(.init(size: 4))`: an associated value takes its declared type, as an
            // argument does, so implicit members and literals mean that type's. A placeholder
            // stays one, reported only where something drawn reads it.
            if i < args.count {
                let v = args[i].value
                if case .placeholder = v { payload.append((p.label, v)); continue }
                payload.append((p.label, try coerce(v, to: p.typeName, at: args[i].syntax ?? Syntax(node), file)))
            } else if let d = p.defaultValue {
                payload.append((p.label, try eval(d, Scope(parent: nil), c.file)))
            }
        }
        return .enumCase(type: type, name: name, payload: payload)
    }

    /// Whether arguments fit a case's associated values: in order, with their labels, and
    /// every value left out has a default.
    static func caseFits(_ c: EnumCaseDecl, _ args: [Argument]) -> Bool {
        guard args.count <= c.parameters.count else { return false }
        for (i, p) in c.parameters.enumerated() {
            if i < args.count {
                if args[i].label != p.label { return false }
            } else if p.defaultValue == nil {
                return false
            }
        }
        return true
    }

    /// A stored property's initial value: its default (through its wrapper: `@State var x = 1`,
    /// `@ScaledMetric var size = 20`, `@Environment(\.colorScheme) var scheme`).
    func initialValue(_ p: PropertyDecl, _ selfScope: Scope) throws -> SwiftValue? {
        if let w = p.wrapper, let t = declaredWrapper(of: p) {
            // `@Capped var level: Int` with nothing to make the wrapper from: its initializer
            // sets `_level`, as Swift requires, unless the wrapper has an `init()`.
            if p.binding.initializer == nil, w.arguments == nil, !canMakeWithoutArguments(t) { return nil }
            return try makeWrapper(p, w, wrappedValue: p.binding.initializer.map { try eval($0.value, selfScope, p.file) }, selfScope)
        }
        if let w = p.wrapper, let v = try SwiftUIVocabulary.wrappedInitialValue(p, wrapper: w, evaluator: self, scope: selfScope) {
            return v
        }
        guard let i = p.binding.initializer else { return p.startsAsNil ? .optional(nil) : nil }
        return try coerce(evaluate(i.value, typed: p.typeName, selfScope, p.file), to: p.typeName ?? "", at: i, p.file)
    }

    /// A computed property's value, or a static stored property's.
    func propertyValue(_ p: PropertyDecl, selfValue: SwiftValue?) throws -> SwiftValue {
        try nested(p.binding, p.file) {
            let scope = Scope(parent: globalScope)
            if let selfValue { defineSelf(selfValue, declaredIn: p.declaration, in: scope) }
            if let i = p.binding.initializer {
                return try coerce(evaluate(i.value, typed: p.typeName, scope, p.file), to: p.typeName ?? "", at: i, p.file)
            }
            switch p.binding.accessorBlock?.accessors {
            case .getter(let items)?:
                let body = try runBody(items, scope, p.file, builder: resultBuilder(in: p.declaration.attributes))
                return try coerce(body, to: p.typeName ?? "", at: p.binding, p.file)
            case .accessors(let list)?:
                if let get = list.first(where: { $0.accessorSpecifier.text == "get" }), let body = get.body {
                    return try coerce(runBody(body.statements, scope, p.file), to: p.typeName ?? "", at: p.binding, p.file)
                }
                throw fail("property '\(p.name)' has no getter", at: p.binding, p.file)
            case nil:
                // `static var fallback: Theme?` with no value starts as nil, as Swift's optional vars do.
                if let t = p.typeName?.trimmingCharacters(in: .whitespaces), t.hasSuffix("?") || t.hasPrefix("Optional<"),
                   p.declaration.bindingSpecifier.tokenKind == .keyword(.var) {
                    return .optional(nil)
                }
                throw fail("property '\(p.name)' has no value", at: p.binding, p.file)
            }
        }
    }

    /// The `set` accessor of a computed property, if it declares one.
    static func setter(of p: PropertyDecl) -> AccessorDeclSyntax? {
        guard p.isComputed, case .accessors(let list)? = p.binding.accessorBlock?.accessors else { return nil }
        return list.first { $0.accessorSpecifier.text == "set" }
    }

    /// Runs a computed property's `set` accessor on `selfValue` with `newValue` (or the name
    /// `set(name)` declares) and returns `self` as the setter left it: an instance changes in
    /// place; a value of a library type (`extension Measurement { var backing … set { value =
    /// newValue } }`) comes back changed, for the caller to store where it came from.
    func runSetter(_ setter: AccessorDeclSyntax, of p: PropertyDecl, on selfValue: SwiftValue, newValue: SwiftValue) throws -> SwiftValue {
        try nested(p.binding, p.file) {
            let scope = Scope(parent: globalScope)
            defineSelf(selfValue, declaredIn: p.declaration, in: scope)
            let typed = try p.typeName.map { try coerce(newValue, to: $0, at: p.binding, p.file) } ?? newValue
            scope.define(setter.parameters?.name.text ?? "newValue", typed)
            if let body = setter.body { _ = try runBody(body.statements, scope, p.file) }
            return scope.lookup("self") ?? selfValue
        }
    }

    /// The computed property with a setter that the sources declare for `value` (its type's,
    /// or an extension's of the library type it is), if any.
    func declaredSetter(of value: SwiftValue, _ name: String) -> (PropertyDecl, AccessorDeclSyntax)? {
        var types: [String] = []
        if case .instance(let i) = value { types.append(i.type) }
        types += builtinTypeNames(of: value)
        for t in types {
            if let p = declarations.type(t)?.properties[name], let set = Self.setter(of: p) { return (p, set) }
        }
        return nil
    }

    /// The label of the initializer a literal protocol declares for a literal of `v`'s kind
    /// (`init(stringLiteral:)`, `init(integerLiteral:)`, `init(floatLiteral:)`,
    /// `init(booleanLiteral:)`); nil for a value that is no literal.
    static func literalInitializerLabel(of v: SwiftValue) -> String? {
        switch v {
        case .string: return "stringLiteral"
        case .int: return "integerLiteral"
        case .double: return "floatLiteral"
        case .bool: return "booleanLiteral"
        default: return nil
        }
    }

    /// The standard library's floating-point protocols a generic parameter may be constrained to.
    static let floatingPointProtocols: Set<String> = ["BinaryFloatingPoint", "FloatingPoint"]
    static let integerProtocols: Set<String> = ["BinaryInteger", "FixedWidthInteger", "SignedInteger", "UnsignedInteger"]
    static let floatingRangeTypes = ["ClosedRange<", "Range<"]

    /// Whether a value declared of `type` is a floating-point number: Plumb's Double types, or a
    /// generic parameter constrained to a floating-point protocol (already its constraint).
    static func isFloatingType(_ type: String) -> Bool {
        ["CGFloat", "Double", "Float"].contains(type) || floatingPointProtocols.contains(type)
    }

    /// Gives a value the declared type where Swift would infer it: implicit members of enums
    /// and static members (`.warning`, `.brand`), numbers as `CGFloat`/`Double`, bindings.
    func coerce(_ v: SwiftValue, to typeName: String, at node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue {
        var type = typeName.trimmingCharacters(in: .whitespaces)
        if type.hasSuffix("?") || type.hasSuffix("!") {
            type.removeLast()
            // A string or array kept where an optional is declared stays an optional, so that
            // `icon.map { … }` maps the optional rather than the characters or elements inside.
            switch v {
            case .string, .array, .dictionary: return .optional(try coerce(v, to: type, at: node, file))
            // `.none` where an optional is declared is nil (`static var fallback: Wrapped? { .none }`),
            // unless the wrapped type of the sources has a case or static of that name.
            case .implicitMember("none", nil) where declarations.type(type).map({ $0.cases["none"] == nil && $0.staticProperties["none"] == nil }) ?? true:
                return .optional(nil)
            default: break
            }
        }
        if type.hasPrefix("Binding<"), type.hasSuffix(">") {
            // `.init(get: { … }, set: { … })` where a Binding is expected: the getter's value now.
            if case .implicitMember("init", let args?) = v, let get = Self.bindingGetter(args) {
                return try callClosure(get, [], node: node, file)
            }
            type = String(type.dropFirst(8).dropLast())
        }
        type = declarations.expandingAliases(type)
        // `(name: String, symbol: String)`: a tuple literal takes the type's labels.
        if type.hasPrefix("("), type.hasSuffix(")"), case .tuple(let elements) = v {
            let labels = Self.tupleTypeLabels(type)
            if labels.count == elements.count, labels.contains(where: { $0 != nil }) {
                return .tuple(zip(elements, labels).map { (label: $0.label ?? $1, value: $0.value) })
            }
        }
        // `[Line]`: each element gets the element type (`[.init(title: "A")]`).
        // (`[(isDynamic: Bool, value: String)]` is an array of tuples, `[String: Int]` a dictionary.)
        if type.hasPrefix("["), type.hasSuffix("]"), !Self.hasTopLevelColon(String(type.dropFirst().dropLast())), case .array(let items) = v {
            let element = String(type.dropFirst().dropLast())
            return .array(try items.map { try coerce($0, to: element, at: node, file) })
        }
        // `[String: MetadataValue]`: each key and value gets its type (`["a": .string("x")]`).
        if type.hasPrefix("["), type.hasSuffix("]"), case .dictionary(let pairs) = v {
            let inner = String(type.dropFirst().dropLast())
            if let colon = Self.topLevelColon(inner) {
                let key = String(inner[..<colon]), value = String(inner[inner.index(after: colon)...])
                return .dictionary(try pairs.map { (key: try coerce($0.key, to: key, at: node, file), value: try coerce($0.value, to: value, at: node, file)) })
            }
        }
        type = declarations.resolvedTypeName(declarations.scoped(type, in: file))
        // `Clamped<Double>`, `Configurations<Data>.Configuration<Data>`: a generic type of the
        // sources, its parameters bound to the written arguments.
        var genericArguments: [String: SwiftValue] = [:]
        if declarations.type(type) == nil, type.contains("<"), let (base, bound) = genericBinding(type) {
            type = base
            genericArguments = bound
        }
        // `let all: Corners = [.top, .bottom]`: an array literal where an option set is expected.
        if case .array(let items) = v, isOptionSet(type) { return try optionSet(type, elements: items, node: node, file) }
        // `static var privacy: Key<Privacy> { "privacy" }`: a literal where a type of the sources
        // that is `ExpressibleBy…Literal` is expected makes it with that protocol's initializer.
        if let label = Self.literalInitializerLabel(of: v), let t = declarations.type(type), t.kind != .extensionOnly, t.kind != .protocol,
           t.initializers.contains(where: { $0.labels == [label] }) {
            return try construct(type, [Argument(label: label, value: v, syntax: Syntax(node))], genericArguments: genericArguments, node: node, file)
        }
        switch v {
        case .placeholder(let p):
            return standIn(for: p, type: typeName.trimmingCharacters(in: .whitespaces)) ?? v
        case .implicitMember(let chain, nil) where chain.first?.isLowercase == true && chain.contains("."):
            return try implicitChain(chain, in: type, node: node, file) ?? v
        case .implicitMember(let name, let args) where !name.contains("."):
            // `.constant(x)` for a binding is x now — unless the type declares a `constant` of its
            // own (`enum PeekAmount { case constant(Double) }`).
            if name == "constant", let a = args?.first, declarations.type(type)?.cases[name] == nil,
               declarations.type(type)?.staticMethods[name] == nil {
                return try coerce(a.value, to: type, at: node, file)
            }
            // `.init(…)` where a declared type is expected (`static var pill: PillStyle { .init() }`).
            if name == "init", declarations.type(type) != nil { return try construct(type, args ?? [], genericArguments: genericArguments, node: node, file) }
            // `.init(get: { … }, set: { … })` for a `@Binding` member: SwiftUI's Binding, whose
            // value is what its getter gives now.
            if name == "init", let args, args.contains(where: { $0.label == "set" }), let get = Self.bindingGetter(args) {
                return try callClosure(get, [], node: node, file)
            }
            if let t = declarations.type(type) {
                if t.cases[name] != nil { return try enumCase(type, name, args ?? [], node: node, file) }
                if let v = try implicitStatic(of: t, name, args, node: node, file) { return v }
            }
            if let resolved = try SwiftUIVocabulary.implicit(name, args, type: type, evaluator: self, node: node, file: file) { return resolved }
            if let resolved = try libraryImplicit(name, args, type: type, node: node, file) { return resolved }
            // `background: .init(colors: …, startPoint: …, endPoint: …)` for a `LinearGradient`:
            // the library type made with those arguments.
            if name == "init", let args, type.first?.isUppercase == true, !type.contains("<") {
                if let made = try libraryCall(type, args, node: node, file) { return made }
                if let made = try SwiftUIVocabulary.construct(type, args, evaluator: self, node: node, file: file) { return made }
            }
            // `.init(value: 55, unit: .milesPerHour)` for a `Measurement<UnitSpeed>`: the generic
            // library type's initialiser (its parameter follows from the arguments).
            if name == "init", let args, type.first?.isUppercase == true, let angle = type.firstIndex(of: "<") {
                let base = String(type[..<angle])
                if isLibraryTypeName(base), let made = try libraryCall(base, args, node: node, file) { return made }
            }
            // `let value: CGFloat` given `.infinity`, `.pi`, `.zero`: the number type's static.
            if args == nil, Self.numberTypeNames.contains(type), let n = builtinStaticMember(type, name), n.number != nil { return n }
            // `.random(in: 0...1)` where a Double is expected: the number type's static function.
            if let args, Self.numberTypeNames.contains(type), let n = try builtinStaticCall(type, name, args, node: node, file), n.number != nil { return n }
            return v
        case .string(let s) where isLibraryTypeName(type):
            return libraryStringLiteral(s, as: type) ?? v
        case .int(let i) where Self.isFloatingType(type):
            // An integer literal where a floating-point generic parameter is expected is a
            // Double, the type Swift's literal defaults pick for it.
            return .double(Double(i))
        case .interval(var r) where Self.floatingRangeTypes.contains(where: { type.hasPrefix($0) }) && type.hasSuffix(">"):
            // `0...1` where a `ClosedRange<Double>` (or of a floating-point generic) is expected.
            let bound = String(type[type.index(after: type.firstIndex(of: "<")!)..<type.index(before: type.endIndex)])
            guard Self.isFloatingType(bound) else { return v }
            if case .int(let lo) = r.lower { r.lower = .double(Double(lo)) }
            if case .int(let hi) = r.upper { r.upper = .double(Double(hi)) }
            return .interval(r)
        case .double(let d) where type == "Int" && d.isFinite && abs(d) < 9e18:
            // An integer-literal expression typed as CGFloat by default (`literalArithmetic`) meets an Int.
            return .int(Int(d))
        default:
            return v
        }
    }
}

extension SwiftEvaluator {
    /// `.compound.bodyLG` where `type` is expected: the chain's base is `type`'s static member
    /// (declared in the sources, `extension Font { static let compound = … }`), then each member
    /// in turn; nil when `type` has no such base or a member is missing.
    func implicitChain(_ chain: String, in type: String, node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        let names = chain.split(separator: ".").map(String.init)
        guard let first = names.first, var value = try staticMember(type, first, node: node, file) else { return nil }
        for name in names.dropFirst() {
            guard let next = try member(of: value, name, node: node, file) ?? libraryProperty(value, name, node: node, file) else { return nil }
            value = next
        }
        return value
    }

    /// `.name` or `.name(args)` where `t` is expected: a call means the static method the
    /// arguments fit, even beside a static property of that name (`static var fitting` and
    /// `static func fitting(title:)`), else the static member, called with the arguments if
    /// any; nil when `t` declares neither.
    func implicitStatic(of t: TypeDecl, _ name: String, _ args: [Argument]?, node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        if let args, let f = t.staticMethods[name]?.first(where: { fits($0.syntax.signature.parameterClause.parameters, args) }) {
            return try invoke(.boundMethod(receiver: .type(t.name), function: f), args, node: node, file)
        }
        guard let s = try staticMember(t.name, name, node: node, file) else { return nil }
        return try args.map { try invoke(s, $0, node: node, file) } ?? s
    }

    /// The stand-in a placeholder becomes where a value of `type` is expected (nil when the
    /// type says nothing Plumb can stand in for, such as a type of the sources').
    func standIn(for p: Placeholder, type: String) -> SwiftValue? {
        let base = type.hasSuffix("?") || type.hasSuffix("!") ? String(type.dropLast()) : type
        let value: SwiftValue
        let name: String
        if base != type {
            (value, name) = (.optional(nil), "nil")
        } else if ["CGFloat", "Double", "Float", "TimeInterval"].contains(base) {
            (value, name) = (.double(0), "0")
        } else if ["Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64"].contains(base) {
            (value, name) = (.int(0), "0")
        } else if ["String", "LocalizedStringKey", "Substring"].contains(base) {
            (value, name) = (.string(p.source), "its source text")
        } else if base == "Bool" {
            (value, name) = (.bool(false), "false")
        } else if ["Color", "some ShapeStyle", "ShapeStyle", "any ShapeStyle"].contains(base) {
            (value, name) = (.color(.solid(RGBA(r: 0, g: 0, b: 0, a: 0))), "a clear colour")
        } else if base == "some View" || isViewType(base) {
            (value, name) = (.view(.empty(at: p.location)), "an empty view")
        } else {
            return nil
        }
        p.used(as: name)
        return value
    }
}

extension PropertyDecl {
    /// The wrapper's name without arguments or generic parameters (`Environment` for
    /// `@Environment(\.colorScheme)`).
    var wrapperBase: String? {
        guard let w = wrapper else { return nil }
        return w.attributeName.as(IdentifierTypeSyntax.self)?.name.text ?? w.attributeName.trimmedDescription
    }
}
