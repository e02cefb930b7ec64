import Foundation
import PlumbModel
import SwiftSyntax

/// Expressions: literals, names, members, operators, collections, closures, optionals.
extension SwiftEvaluator {
    func eval(_ expr: ExprSyntax, _ scope: Scope, _ file: SwiftSourceFile) throws -> SwiftValue {
        try tick(expr, file)
        if let e = expr.as(IntegerLiteralExprSyntax.self) {
            let text = e.literal.text.replacingOccurrences(of: "_", with: "")
            if let i = Int(text) { return .int(i) }
            if text.hasPrefix("0x"), let i = Int(text.dropFirst(2), radix: 16) { return .int(i) }
            throw fail("integer literal '\(e.literal.text)' is out of range", at: e, file)
        }
        if let e = expr.as(FloatLiteralExprSyntax.self) {
            guard let d = Double(e.literal.text.replacingOccurrences(of: "_", with: "")), d.isFinite else {
                throw fail("number '\(e.literal.text)' is not finite", at: e, file)
            }
            return .double(d)
        }
        if let e = expr.as(BooleanLiteralExprSyntax.self) { return .bool(e.literal.text == "true") }
        if expr.is(NilLiteralExprSyntax.self) { return .optional(nil) }
        if let e = expr.as(StringLiteralExprSyntax.self) { return .string(try string(e, scope, file)) }
        if let e = expr.as(DeclReferenceExprSyntax.self) { return try reference(e, scope, file) }
        // `super.x` reads the instance's own member: one record holds every class's stored properties.
        if expr.is(SuperExprSyntax.self), let me = scope.lookup("self") { return me }
        if let e = expr.as(MemberAccessExprSyntax.self) { return try memberAccess(e, scope, file) }
        if let e = expr.as(FunctionCallExprSyntax.self) { return try call(e, scope, file) }
        if let e = expr.as(InfixOperatorExprSyntax.self) { return try infix(e, scope, file) }
        if let e = expr.as(PrefixOperatorExprSyntax.self) { return try prefix(e, scope, file) }
        // `x...` (a partial range from x): bounds of a non-integer range, read by `dynamicTypeRange`.
        if let e = expr.as(PostfixOperatorExprSyntax.self), e.operator.text == "..." { return .tuple([(label: "from", value: try eval(e.expression, scope, file))]) }
        if let e = expr.as(TernaryExprSyntax.self) { return try ternary(e, scope, file) }
        if let e = expr.as(TupleExprSyntax.self) {
            if e.elements.count == 1, e.elements.first!.label == nil { return try eval(e.elements.first!.expression, scope, file) }
            return .tuple(try e.elements.map { (label: $0.label?.text, value: try eval($0.expression, scope, file)) })
        }
        if let e = expr.as(ArrayExprSyntax.self) { return try arrayLiteral(e, scope, file) }
        if let e = expr.as(DictionaryExprSyntax.self) {
            guard case .elements(let list) = e.content else { return .dictionary([]) }
            return .dictionary(try list.map { (key: try eval($0.key, scope, file), value: try eval($0.value, scope, file)) })
        }
        if let e = expr.as(ClosureExprSyntax.self) { return .closure(closure(e, scope, file)) }
        if let e = expr.as(OptionalChainingExprSyntax.self) { return try eval(e.expression, scope, file) }
        if let e = expr.as(ForceUnwrapExprSyntax.self) {
            let v = try eval(e.expression, scope, file)
            guard let inner = v.unwrapped else { throw fail("force-unwrapped a nil value", at: e, file) }
            return inner
        }
        if let e = expr.as(KeyPathExprSyntax.self) {
            return .keyPath(e.components.compactMap { $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text })
        }
        if let e = expr.as(SubscriptCallExprSyntax.self) { return try subscriptCall(e, scope, file) }
        if let e = expr.as(IfExprSyntax.self) { return try ifExpression(e, scope, file) }
        if let e = expr.as(SwitchExprSyntax.self) { return try switchExpression(e, scope, file) }
        if let e = expr.as(AsExprSyntax.self) {
            var v = try eval(e.expression, scope, file)
            // `dict[key] as! String`: a forced cast to a non-optional type unwraps the optional
            // it is given (and fails on nil), as Swift's dynamic cast does.
            let target = e.type.trimmedDescription
            if e.questionOrExclamationMark?.tokenKind == .exclamationMark, !target.hasSuffix("?"), !target.hasSuffix("!"),
               !["Any", "AnyObject"].contains(target), !target.hasPrefix("Optional<") {
                while case .optional(let inner) = v {
                    guard let inner else { throw fail("found nil where a \(target) was forced (as!)", at: e, file) }
                    v = inner
                }
            }
            // `as?` of a value known not to be of the type is nil; `as!` fails there; a value
            // whose type Plumb cannot tell passes (the compiler accepted the cast).
            guard e.questionOrExclamationMark != nil, isKnown(v, notOf: e.type.trimmedDescription) else { return v }
            if e.questionOrExclamationMark?.tokenKind == .postfixQuestionMark { return .optional(nil) }
            throw fail("\(v.kindName) is not a \(e.type.trimmedDescription) (as!)", at: e, file)
        }
        if let e = expr.as(IsExprSyntax.self) {
            let v = try eval(e.expression, scope, file)
            return .bool(!isKnown(v, notOf: e.type.trimmedDescription))
        }
        if let e = expr.as(TypeExprSyntax.self) { return .type(e.type.trimmedDescription) }
        if let e = expr.as(GenericSpecializationExprSyntax.self) { return try eval(e.expression, scope, file) }
        if let e = expr.as(AwaitExprSyntax.self) { return try eval(e.expression, scope, file) }
        if let e = expr.as(TryExprSyntax.self) { return try tryExpression(e, scope, file) }
        if let e = expr.as(PostfixIfConfigExprSyntax.self) { return try postfixIfConfig(e, scope, file) }
        // `&x` passes x (what a function writes to an inout parameter is not written back).
        if let e = expr.as(InOutExprSyntax.self) { return try eval(e.expression, scope, file) }
        if let e = expr.as(MacroExpansionExprSyntax.self) {
            // Where the code is, as the compiler writes it in (logging and assertions).
            let here = file.location(of: e)
            switch e.macroName.text {
            case "file", "filePath": return .string(file.path)
            case "fileID": return .string((file.path as NSString).lastPathComponent)
            case "line": return .int(here.line)
            case "column": return .int(here.column)
            case "function": return .string(Self.enclosingFunctionName(e))
            case "dsohandle": return .void
            default:
                if let v = try testingMacro(e, scope, file) { return v }
                throw fail("the macro #\(e.macroName.text) cannot be evaluated", at: e, file)
            }
        }
        if let e = expr.as(SequenceExprSyntax.self) {
            throw fail("this operator is not one Plumb knows (only the standard operators are folded)", at: e, file)
        }
        throw fail("'\(expr.trimmedDescription.prefix(60))' is outside the Swift subset Plumb evaluates", at: expr, file)
    }

    /// `view #if os(iOS) .navigationBarTitleDisplayMode(.inline) #endif`: the active clause's
    /// modifiers applied to the base (none when no clause is active). The clause's innermost
    /// implicit member (`.navigationBarTitleDisplayMode`) takes the base's value as receiver.
    private func postfixIfConfig(_ e: PostfixIfConfigExprSyntax, _ scope: Scope, _ file: SwiftSourceFile) throws -> SwiftValue {
        guard let baseExpr = e.base else { throw fail("#if without an expression before it", at: e, file) }
        let base = try eval(baseExpr, scope, file)
        guard case .postfixExpression(let chain)? = CompilationConditions.activeClause(e.config.clauses)?.elements,
              let innermost = Self.innermostImplicitMember(chain) else { return base }
        postfixReceivers[innermost.id] = base
        defer { postfixReceivers[innermost.id] = nil }
        return try eval(chain, scope, file)
    }

    /// The member a postfix chain starts from (`.a` in `.a().b`), following receivers only.
    static func innermostImplicitMember(_ chain: ExprSyntax) -> MemberAccessExprSyntax? {
        var current = chain
        while true {
            if let c = current.as(FunctionCallExprSyntax.self) { current = c.calledExpression; continue }
            if let p = current.as(PostfixIfConfigExprSyntax.self), let b = p.base { current = b; continue }
            guard let m = current.as(MemberAccessExprSyntax.self) else { return nil }
            guard let b = m.base else { return m }
            current = b
        }
    }

    /// The receiver of `m`: its base's value, or the value a postfix `#if` gives its chain;
    /// nil for an implicit member (`.blue`).
    func receiverValue(_ m: MemberAccessExprSyntax, _ scope: Scope, _ file: SwiftSourceFile) throws -> SwiftValue? {
        if let b = m.base { return try eval(b, scope, file) }
        return postfixReceivers[m.id]
    }

    /// `try`, `try?` (an error the code throws becomes nil) and `try!` (it fails the preview there).
    private func tryExpression(_ e: TryExprSyntax, _ scope: Scope, _ file: SwiftSourceFile) throws -> SwiftValue {
        let catches = e.questionOrExclamationMark != nil
        if catches { catchDepth += 1 }
        defer { if catches { catchDepth -= 1 } }
        do {
            return try eval(e.expression, scope, file)
        } catch let thrown as ThrownSwiftError {
            switch e.questionOrExclamationMark?.tokenKind {
            case .postfixQuestionMark?: return .optional(nil)
            case .exclamationMark?: throw fail("try! met an error: \(describe(thrown.value))", at: e, file)
            default: throw thrown
            }
        }
    }

    /// Whether `v` is certainly not of `type` (for `is`, `as?`): values whose types Plumb knows
    /// (numbers, strings, instances and enum cases of the sources' types) are checked against
    /// the type and its protocols; anything else is taken to be of the type.
    func isKnown(_ v: SwiftValue, notOf type: String) -> Bool {
        let wanted = type.hasSuffix("?") ? String(type.dropLast()) : type
        if ["Any", "AnyObject", "AnyHashable"].contains(wanted) { return false }
        // `[String: Any]`, `[Int]`, `Set<String>`: a collection of those elements, nothing else.
        let value = v.unwrapped ?? v
        if let (key, element) = Self.dictionaryTypeParts(wanted) {
            guard case .dictionary(let pairs) = value else { return Self.hasKnownShape(value) }
            return pairs.contains { isKnown($0.key, notOf: key) || isKnown($0.value, notOf: element) }
        }
        if let element = Self.arrayElementType(wanted) {
            guard case .array(let items) = value else { return Self.hasKnownShape(value) }
            return items.contains { isKnown($0, notOf: element) }
        }
        if case .array = value { return declarations.type(wanted) != nil || Self.scalarTypeNames.contains(wanted) }
        if case .dictionary = value { return declarations.type(wanted) != nil || Self.scalarTypeNames.contains(wanted) }
        let actual: String
        switch value {
        case .int: actual = "Int"
        case .double: actual = "Double"
        case .string: actual = "String"
        case .bool: actual = "Bool"
        case .instance(let i): actual = i.type
        case .enumCase(let t, _, _): actual = t
        default: return false
        }
        if actual == wanted || declarations.resolvedTypeName(wanted) == actual { return false }
        if ["CGFloat", "Float"].contains(wanted) && actual == "Double" { return false }
        if let t = declarations.type(actual), t.kind != .extensionOnly {
            // A type of the sources is exactly what it declares: itself and its conformances.
            return !conformances(of: t).contains(wanted)
        }
        // A protocol of the sources the type does not list, or a different concrete type.
        return declarations.type(wanted) != nil || Self.scalarTypeNames.contains(wanted)
    }

    static let scalarTypeNames: Set<String> = ["Int", "Double", "String", "Bool", "CGFloat", "Float"]

    /// Whether Plumb holds a value as what it is (a number, string, collection, instance of the
    /// sources), so a cast to another kind of type is known to fail.
    static func hasKnownShape(_ v: SwiftValue) -> Bool {
        switch v {
        case .int, .double, .string, .bool, .array, .dictionary, .instance, .enumCase: return true
        default: return false
        }
    }

    /// `[K: V]` or `Dictionary<K, V>`: its key and value types.
    static func dictionaryTypeParts(_ type: String) -> (String, String)? {
        if type.hasPrefix("["), type.hasSuffix("]") {
            let inner = String(type.dropFirst().dropLast())
            guard let colon = topLevelColon(inner) else { return nil }
            return (inner[..<colon].trimmingCharacters(in: .whitespaces), inner[inner.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        guard type.hasPrefix("Dictionary<"), type.hasSuffix(">") else { return nil }
        let parts = genericArgumentList(String(type.dropFirst(11).dropLast()))
        return parts.count == 2 ? (parts[0], parts[1]) : nil
    }

    /// `[E]`, `Array<E>` or `Set<E>`: its element type.
    static func arrayElementType(_ type: String) -> String? {
        if type.hasPrefix("["), type.hasSuffix("]") {
            let inner = String(type.dropFirst().dropLast())
            return topLevelColon(inner) == nil ? inner.trimmingCharacters(in: .whitespaces) : nil
        }
        for prefix in ["Array<", "Set<"] where type.hasPrefix(prefix) && type.hasSuffix(">") {
            return String(type.dropFirst(prefix.count).dropLast()).trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    /// The comma-separated arguments of a generic type's list, split at the top level only.
    static func genericArgumentList(_ s: String) -> [String] {
        var parts: [String] = [], depth = 0, current = ""
        for c in s {
            if "<[(".contains(c) { depth += 1 } else if ">])".contains(c) { depth -= 1 }
            if c == ",", depth == 0 { parts.append(current.trimmingCharacters(in: .whitespaces)); current = ""; continue }
            current.append(c)
        }
        parts.append(current.trimmingCharacters(in: .whitespaces))
        return parts
    }

    /// The protocols a declared type conforms to, with the protocols those inherit.
    func conformances(of t: TypeDecl) -> Set<String> {
        var out: Set<String> = []
        var queue = t.conformances
        while let c = queue.popLast() {
            guard out.insert(c).inserted else { continue }
            queue += declarations.type(c)?.conformances ?? []
        }
        return out
    }

    // MARK: Literals and names

    /// The literal's text. An interpolated literal also records its `LocalizedStringKey`
    /// (`"\(n) of \(name)"` is `%lld of %@`; a `specifier:` is its own conversion) and its
    /// values in `interpolatedKeys`, for `Text` to look up.
    func string(_ e: StringLiteralExprSyntax, _ scope: Scope, _ file: SwiftSourceFile) throws -> String {
        var out = ""
        var key = ""
        var keyValues: [SwiftValue] = []
        var interpolated = false
        for segment in e.segments {
            if let s = segment.as(StringSegmentSyntax.self) {
                let text = Self.unescape(s.content.text, pounds: e.openingPounds?.text.count ?? 0)
                out += text
                key += text.replacingOccurrences(of: "%", with: "%%")
            } else if let x = segment.as(ExpressionSegmentSyntax.self) {
                interpolated = true
                for element in x.expressions {
                    let v = try eval(element.expression, scope, file)
                    // `specifier:` in LocalizedStringKey interpolation: "\(value, specifier: "%.1f")".
                    if element.label?.text == "specifier", case .string = v { continue }
                    // `format:` (a Foundation format style): "\(date, format: .dateTime.year())".
                    if element.label?.text == "format" { continue }
                    if let f = x.expressions.first(where: { $0.label?.text == "format" }) {
                        let s = try libraryFormatted(v, style: eval(f.expression, scope, file), node: element, file)
                        out += s
                        key += "%@"
                        keyValues.append(.string(s))
                        continue
                    }
                    let specifier = x.expressions.first { $0.label?.text == "specifier" }
                        .flatMap { $0.expression.as(StringLiteralExprSyntax.self) }
                        .map { $0.segments.trimmedDescription }
                    out += describe(v, specifier: specifier)
                    key += specifier ?? Self.localizedKeyConversion(v)
                    keyValues.append(v)
                }
            }
        }
        if interpolated { interpolatedKeys[e.id] = (key, keyValues) }
        return out
    }

    /// The conversion SwiftUI's `LocalizedStringKey` writes for an interpolated value.
    static func localizedKeyConversion(_ v: SwiftValue) -> String {
        switch v {
        case .int: return "%lld"
        case .double: return "%lf"
        default: return "%@"
        }
    }

    /// A literal segment's text with Swift's escapes resolved: `\0 \\ \t \n \r \" \'`, `\u{1F600}`,
    /// and a backslash ending a line of a multi-line literal (the line continues). In a raw
    /// literal (`#"…"#`) an escape is written `\#n`: `pounds` says how many `#`.
    static func unescape(_ s: String, pounds: Int = 0) -> String {
        let introducer = "\\" + String(repeating: "#", count: pounds)
        guard s.contains(introducer) else { return s }
        var out = ""
        var rest = Substring(s)
        while let r = rest.range(of: introducer) {
            out += rest[..<r.lowerBound]
            rest = rest[r.upperBound...]
            guard let c = rest.first else { out += introducer; break }
            rest = rest.dropFirst()
            switch c {
            case "0": out += "\0"
            case "\\": out += "\\"
            case "t": out += "\t"
            case "n": out += "\n"
            case "r": out += "\r"
            case "\"": out += "\""
            case "'": out += "'"
            case "\n": break
            case "u" where rest.first == "{":
                guard let close = rest.firstIndex(of: "}"), let code = UInt32(rest[rest.index(after: rest.startIndex)..<close], radix: 16),
                      let scalar = Unicode.Scalar(code) else { out += introducer + "u"; continue }
                out.unicodeScalars.append(scalar)
                rest = rest[rest.index(after: close)...]
            default: out += introducer + String(c)
            }
        }
        return out + rest
    }

    /// How string interpolation prints a value.
    func describe(_ v: SwiftValue, specifier: String? = nil) -> String {
        switch v {
        case .string(let s): return s
        case .placeholder(let p):
            p.used(as: "its source text")
            return p.source
        case .int(let i):
            guard let specifier else { return String(i) }
            // An Int given to a floating-point conversion (`%.1f`) prints as a Double would.
            if specifier.last.map({ "fFeEgG".contains($0) }) == true { return String(format: specifier, Double(i)) }
            return String(format: specifier, i)
        case .double(let d):
            if let specifier { return String(format: specifier, d) }
            return d == d.rounded() && abs(d) < 1e15 ? String(format: "%.1f", d) : String(d)
        case .bool(let b): return b ? "true" : "false"
        case .native(let n): return libraryDescription(n)
        // Optionals, collections, enum cases and instances (their `description` when declared).
        default: return describeValue(v)
        }
    }

    private func isString(_ v: SwiftValue) -> Bool {
        if case .string = v { return true }
        return false
    }

    func reference(_ e: DeclReferenceExprSyntax, _ scope: Scope, _ file: SwiftSourceFile) throws -> SwiftValue {
        // `` `default` `` names what was declared `` `default` ``: declarations keep no backticks.
        var name = e.baseName.identifier?.name ?? e.baseName.text
        // `$value`: a declared wrapper's projectedValue; a SwiftUI binding's projection is,
        // for a still image, its value.
        if name.hasPrefix("$"), name.count > 1, Int(name.dropFirst()) == nil {
            name.removeFirst()
            if scope.lookup("$" + name) == nil, case .instance(let me)? = scope.lookup("self"),
               let projected = try projectedValue(name, of: me, node: e, file) { return projected }
        }
        if let v = scope.lookup(name) { return v }
        // Implicit self: a property or method of the type whose body this is (an instance,
        // or an enum case: `rawValue.capitalized` in an enum's computed property).
        switch scope.lookup("self") {
        case .instance(let me)?:
            if let g = me.genericArguments[name] { return g }
            if let v = try member(of: .instance(me), name, node: e, file) { return v }
        case .enumCase(let type, let caseName, let payload)?:
            let me = SwiftValue.enumCase(type: type, name: caseName, payload: payload)
            if let v = try member(of: me, name, node: e, file) { return v }
            // In `extension EnvironmentValues { var doubled: CGFloat { size * 2 } }`: `size` is
            // `self.size` of the environment the getter runs on.
            if declarations.type(type).map({ $0.kind == .extensionOnly }) ?? true, let v = try SwiftUIVocabulary.property(of: me, name: name, evaluator: self, node: e, file: file) { return v }
        case let me? where sequenceElements(me) != nil || me.number != nil || isString(me) || rangeBounds(me) != nil:
            // In `extension Array { … }`, `extension Int { … }`, `extension ClosedRange { … }`:
            // `count` is `self.count`, `lowerBound` is `self.lowerBound`, and a
            // property the extensions declare (`sourceDescriptor` in `extension String`) too.
            if let v = try libraryProperty(me, name, node: e, file) { return v }
            if let v = try member(of: me, name, node: e, file) { return v }
            // `Bound` in `extension ClosedRange`: the library type's generic parameter.
            if name.first?.isUppercase == true, let g = libraryGenericArgument(name, of: me) { return g }
        case let me? where Self.isUntypedLibraryValue(me):
            // In `extension Alignment { … }`: `horizontal` is `self.horizontal`.
            if let v = try libraryProperty(me, name, node: e, file) { return v }
            if let v = try SwiftUIVocabulary.property(of: me, name: name, evaluator: self, node: e, file: file), name != "self" { return v }
        case .native?:
            // In `extension UITraitCollection { … }`: `userInterfaceStyle` is `self.userInterfaceStyle`.
            if let me = scope.lookup("self"), let v = try libraryProperty(me, name, node: e, file) { return v }
            if let me = scope.lookup("self"), let v = try member(of: me, name, node: e, file) { return v }
            // In `extension ViewDimensions` (or a protocol it conforms to): `width` is `self.width`.
            if let me = scope.lookup("self"), let v = try SwiftUIVocabulary.property(of: me, name: name, evaluator: self, node: e, file: file),
               name != "self" { return v }
        default:
            break
        }
        if case .type(let t)? = scope.lookup("Self"), let v = try staticMember(t, name, node: e, file) { return v }
        // Inside a nested type (`StickyExample.ScrollSticky`), an enclosing type's static member
        // by its plain name (`numberOfItems`).
        if let outer = enclosingType(declaringStatic: name, scope), let v = try staticMember(outer, name, node: e, file) { return v }
        // This file's private type of that name (another file's is not visible here).
        let own = declarations.scoped(name, in: file)
        if own != name { return .type(own) }
        // A type nested in an enclosing one, named unqualified (`Size` inside `Theme`).
        if let nested = enclosingNestedType(name, scope, at: e, in: file) { return .type(nested) }
        if let g = declarations.globals[name] { return try global(g) }
        // An operator passed as a function (`reduce(0, +)`, `sorted(by: >)`).
        if let c = name.unicodeScalars.first, "+-*/<>=!&|%".unicodeScalars.contains(c) { return .symbol(Self.operatorPrefix + name) }
        // `typealias PlatformColor = UIColor`: the alias names the type it stands for.
        if declarations.aliases[name] != nil { return .type(declarations.canonical(name)) }
        // `SwiftUI.Color`, `Models.List`: a module (the platform's or the sources'), through which a type is named.
        if SwiftDeclarations.platformModules.contains(name) || declarations.sourceModules.contains(name) && declarations.type(name) == nil {
            return .type(Self.modulePrefix + name)
        }
        if declarations.functions[name] != nil || declarations.type(name) != nil || isLibraryTypeName(name) || SwiftUIVocabulary.isBuiltinName(name) {
            return .type(name)
        }
        // A constant a library declares at file level (`NSNotFound`).
        if let v = libraryGlobalValue(name) { return v }
        return try placeholder("unknown identifier '\(name)'", hint: suggestion(for: name, scope: scope), for: e, file)
    }

    /// The nearest type around `Self` (`StickyExample` around `StickyExample.ScrollSticky`) that
    /// declares a static member `name` — a static method only, when `methodsOnly` — as Swift's
    /// unqualified lookup walks outward from a nested type; nil when none does.
    func enclosingType(declaringStatic name: String, _ scope: Scope, methodsOnly: Bool = false) -> String? {
        guard case .type(var outer)? = scope.lookup("Self") else { return nil }
        while let dot = outer.lastIndex(of: ".") {
            outer = String(outer[..<dot])
            guard let t = declarations.type(outer) else { continue }
            if t.staticMethods[name]?.isEmpty == false || !methodsOnly && t.staticProperties[name] != nil { return outer }
        }
        return nil
    }

    /// `Outer.name` for the type whose member is being evaluated (or one it is nested in).
    /// Code written in an extension sees the extended type's nested types but not those of
    /// the types around it, as Swift's lookup has it: in `extension Store.Info.AppInfo`,
    /// `AppInfo` is a file-level `AppInfo`, not `Store.Info.AppInfo` itself.
    func enclosingNestedType(_ name: String, _ scope: Scope, at node: some SyntaxProtocol, in file: SwiftSourceFile) -> String? {
        var outer: String?
        switch scope.lookup("Self") {
        case .type(let t)?: outer = t
        default: if case .instance(let i)? = scope.lookup("self") { outer = i.type }
        }
        // Found only when the search would step out of a nested type (every view a body makes
        // asks this; most are not nested).
        var boundary: String??
        while let o = outer {
            if declarations.type("\(o).\(name)") != nil { return "\(o).\(name)" }
            // `private typealias Constants = ProgressBarConstants` in the type (several types
            // may each declare their own `Constants`): the type it stands for.
            if let target = declarations.aliasedType("\(o).\(name)", seenFrom: file) { return target }
            guard let dot = o.lastIndex(of: ".") else { return nil }
            if boundary == nil { boundary = Self.extendedTypeName(around: Syntax(node)).map { declarations.canonical(declarations.resolvedTypeName($0)) } }
            if o == boundary { return nil }
            outer = String(o[..<dot])
        }
        return nil
    }

    /// The type an extension around `node` extends, as written (`Store.Info.AppInfo`); nil
    /// outside extensions.
    static func extendedTypeName(around node: Syntax) -> String? {
        var cursor = node.parent
        while let n = cursor {
            if let x = n.as(ExtensionDeclSyntax.self) { return x.extendedType.trimmedDescription }
            cursor = n.parent
        }
        return nil
    }

    func global(_ g: PropertyDecl) throws -> SwiftValue {
        if let v = globalScope.lookup(g.name) { return v }
        let v = try propertyValue(g, selfValue: nil)
        globalScope.define(g.name, v)
        return v
    }

    /// " — did you mean 'x'?" from names in scope, declared types, functions and SwiftUI's.
    func suggestion(for name: String, scope: Scope) -> String {
        var selfType = ""
        if case .instance(let me)? = scope.lookup("self") { selfType = me.type }
        let key = name + "\u{0}" + selfType
        if let known = suggestionCache[key] { return known }
        let hint = freshSuggestion(for: name, scope: scope)
        suggestionCache[key] = hint
        return hint
    }

    private func freshSuggestion(for name: String, scope: Scope) -> String {
        var candidates = Array(declarations.types.keys) + Array(declarations.functions.keys) + Array(declarations.globals.keys)
        candidates += SwiftUIVocabulary.viewNames + SwiftUIVocabulary.modifierNames
        if case .instance(let me)? = scope.lookup("self"), let t = declarations.type(me.type) {
            candidates += Array(t.properties.keys) + Array(t.methods.keys)
        }
        return Suggestions.hint(for: name, in: candidates)
    }

    // MARK: Members

    /// The member `name` that the sources' extension of the type `e`'s base is declared with
    /// gives `receiver` (a library value that does not say its type: `.topLeading`); nil when
    /// the base's type is not known or its extension has no such member.
    private func declaredTypeExtensionMember(_ receiver: SwiftValue, _ name: String, _ e: MemberAccessExprSyntax, _ scope: Scope,
                                             _ file: SwiftSourceFile) throws -> SwiftValue? {
        guard let baseExpr = e.base, let type = declaredType(of: baseExpr, scope, file), let t = declarations.type(type),
              t.kind == .extensionOnly else { return nil }
        return try extensionMember(of: receiver, in: t, name)
    }

    func memberAccess(_ e: MemberAccessExprSyntax, _ scope: Scope, _ file: SwiftSourceFile) throws -> SwiftValue {
        let name = e.declName.baseName.text
        if e.base?.is(SuperExprSyntax.self) == true { return try superProperty(name, e, scope, file) }
        guard let base = try receiverValue(e, scope, file) else { return .implicitMember(name: name, arguments: nil) }
        // A member of something unknown is the same unknown (reported once, where it started).
        if case .placeholder(let p) = base { return .placeholder(p.extended(to: e)) }
        // Optional chaining: `a?.b.c` is nil when a is.
        if base.isNil, let baseExpr = e.base, Self.isOptionalChain(baseExpr) { return .optional(nil) }
        // `axis.perpendicular` with `var axis: Axis` holding `.horizontal`: the declared type's
        // extension says what the member is, before any other type's static of that name
        // (`static func horizontal()` of the type the code is in) is taken for the value.
        if Self.isUntypedLibraryValue(base.unwrapped ?? base), let v = try declaredTypeExtensionMember(base.unwrapped ?? base, name, e, scope, file) {
            return v
        }
        var receiver = try resolveImplicitReceiver(base.unwrapped ?? base, calling: name, node: e, file)
        // `.Radius.mainRadius` with `extension CGFloat { enum Radius { static let mainRadius … } }`:
        // a capitalised implicit member names the one nested type of that name.
        // One that does not declare the member is not what was meant: `Image(.Onboarding.rocket)`
        // names an asset symbol Xcode generates, whatever `L10n.Onboarding` the sources nest.
        if case .implicitMember(let n, nil) = receiver, n.first?.isUppercase == true {
            let nested = declarations.resolvedTypeName(n)
            if nested != n, let t = declarations.type(nested),
               t.staticProperties[name] != nil || t.cases[name] != nil || t.staticMethods[name] != nil || declarations.type("\(nested).\(name)") != nil {
                receiver = .type(nested)
            }
        }
        // `Model.self` (`@Environment(Model.self)`), `value.self`.
        if name == "self" { return receiver }
        if case .type(let t) = receiver {
            // `content: Row.init` passes the initialiser as a function: calling it is calling
            // the type, so the type itself is that function value.
            if name == "init" { return receiver }
            // `SwiftUI.Color` is `Color`.
            if t.hasPrefix(Self.modulePrefix) { return .type(declarations.canonical("\(t.dropFirst(Self.modulePrefix.count)).\(name)")) }
            if let v = try staticMember(t, name, node: e, file) { return v }
            // `T.fallback` with `T` bound to `String?`: a static of the sources' `extension Optional`.
            if t.hasSuffix("?") || t.hasPrefix("Optional<"), let v = try staticMember("Optional", name, node: e, file) { return v }
            if let v = try libraryStaticMember(t, name, node: e, file) { return v }
            // `Edge.Set`, `Font.Weight`, `Text.Scale`: a type nested in a library type.
            if name.first?.isUppercase == true, !t.contains("."), isLibraryTypeName(t) || SwiftUIVocabulary.isBuiltinName(t) {
                return .type(t + "." + name)
            }
            if let v = try SwiftUIVocabulary.staticValue(type: t, name: name, evaluator: self, node: e, file: file) { return v }
            // `Color.brand` from `extension ShapeStyle where Self == Color { static var brand … }`:
            // a static of a protocol extension the library type conforms to.
            for proto in SwiftUIVocabulary.libraryProtocols(of: t) {
                if let v = try staticMember(proto, name, node: e, file) { return v }
            }
            return try placeholder("type '\(t)' has no member '\(name)'", hint: staticSuggestion(t, name), for: e, file)
        }
        // `alignment.inverse` with `var alignment: Alignment`: the member the sources' extension
        // of the declared type gives (the value `.topLeading` does not say it is an Alignment).
        if Self.isUntypedLibraryValue(receiver), let v = try declaredTypeExtensionMember(receiver, name, e, scope, file) { return v }
        if let v = try member(of: receiver, name, node: e, file) { return v }
        if let v = try libraryProperty(receiver, name, node: e, file) { return v }
        if let v = try SwiftUIVocabulary.property(of: receiver, name: name, evaluator: self, node: e, file: file) { return v }
        // SwiftUI's wrappers hold their value itself: `_x.wrappedValue`, `binding.projectedValue`.
        if name == "wrappedValue" || name == "projectedValue" { return receiver }
        // `.Onboarding.rocket`: a member of a capitalised implicit member that names no type of
        // the sources — a namespace of generated asset symbols — is the dotted implicit member,
        // which the parameter's type resolves (`Image(_ resource: ImageResource)`).
        if case .implicitMember(let n, nil) = receiver, n.first?.isUppercase == true, declarations.type(n) == nil {
            return .implicitMember(name: "\(n).\(name)", arguments: nil)
        }
        // `.font(.compound.bodyLG)` beside `Font.compound` and `Font.TextStyle.compound`: a chain
        // whose base several types declare waits, dotted, for the type the parameter expects
        // (`coerce`, a Font or colour argument), which Swift looks the base up in.
        if case .implicitMember(let n, nil) = receiver, n.first?.isLowercase == true,
           declarations.types.values.contains(where: { $0.staticProperties[String(n.prefix { $0 != "." })] != nil }) {
            return .implicitMember(name: "\(n).\(name)", arguments: nil)
        }
        // `items.filter(set.contains)`: a library value's method passed as a function, called
        // when the function is (`MethodReference`).
        if e.parent?.is(LabeledExprSyntax.self) == true, MethodReference.canRefer(to: receiver) {
            return .native(AnyHashable(MethodReference(receiver: receiver, name: name)))
        }
        return try placeholder("\(receiver.kindName) has no member '\(name)'", for: e, file)
    }

    /// What `#function` gives: the enclosing function as Swift names it (`body`, `load(id:)`).
    static func enclosingFunctionName(_ node: some SyntaxProtocol) -> String {
        var p = node.parent
        while let n = p {
            if let f = n.as(FunctionDeclSyntax.self) {
                let labels = f.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
                return "\(f.name.text)(\(labels))"
            }
            if n.is(InitializerDeclSyntax.self) { return "init" }
            if let v = n.as(PatternBindingSyntax.self) { return v.pattern.trimmedDescription }
            p = n.parent
        }
        return "top-level code"
    }

    /// Marks a `.type` that stands for a platform module (`SwiftUI` in `SwiftUI.Color`).
    static let modulePrefix = "module "

    /// Marks a `.symbol` that stands for an operator used as a function.
    static let operatorPrefix = "operator "

    /// Calls a function value with positional values: a closure, or an operator (`+`, `>`).
    func apply(_ f: SwiftValue, _ values: [SwiftValue], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue {
        if case .symbol(let s) = f, s.hasPrefix(Self.operatorPrefix), values.count == 2 {
            return try binary(String(s.dropFirst(Self.operatorPrefix.count)), values[0], values[1], node, file)
        }
        if case .placeholder = f { return f }
        let positional = values.map { Argument(label: nil, value: $0, syntax: nil) }
        if case .native(let n) = f, let reference = n.base as? MethodReference {
            guard let v = try libraryMethod(reference.receiver, reference.name, positional, node: node, file) else {
                throw fail("\(reference.receiver.kindName) has no method '\(reference.name)'", at: node, file)
            }
            return v
        }
        // `map(String.init)`, `map(Row.init)`: the type's initializer as a function; `map(shout)`:
        // a file-level function.
        if case .type(let t) = f { return try invoke(f, positional, node: node, file) }
        guard case .closure(let c) = f else { throw fail("\(f.kindName) cannot be called", at: node, file) }
        return try callClosure(c, values, node: node, file)
    }

    /// Whether `e` is a postfix chain with a `?` in it (`user?.name`, `a?.b.c()`), so a nil
    /// anywhere in it makes the whole chain nil.
    static func isOptionalChain(_ e: ExprSyntax) -> Bool {
        var current: ExprSyntax? = e
        while let c = current {
            if c.is(OptionalChainingExprSyntax.self) { return true }
            if let m = c.as(MemberAccessExprSyntax.self) { current = m.base } else if let f = c.as(FunctionCallExprSyntax.self) {
                current = f.calledExpression
            } else if let s = c.as(SubscriptCallExprSyntax.self) { current = s.calledExpression } else { return false }
        }
        return false
    }

    private func staticSuggestion(_ type: String, _ name: String) -> String {
        guard let t = declarations.type(type) else { return "" }
        return Suggestions.hint(for: name, in: Array(t.staticProperties.keys) + Array(t.staticMethods.keys) + t.caseOrder)
    }

    /// `@dynamicMemberLookup`: a name the type does not declare is its `subscript(dynamicMember:)`,
    /// given the key path `\.name` (`KeyPath<Tokens, Color>`) or the name itself (`String`).
    func dynamicMember(of value: SwiftValue, _ t: TypeDecl, _ name: String, node: some SyntaxProtocol) throws -> SwiftValue? {
        guard let type = t.dynamicMemberParameterType else { return nil }
        // Names the compiler resolves statically never reach the subscript: the type's own
        // stored properties (one read while the instance is being made), its statics (named
        // unqualified in a stored property's initial value) and type names.
        if t.storedProperties.contains(where: { $0.name == name }) || t.staticProperties[name] != nil || t.staticMethods[name] != nil
            || declarations.type(name) != nil || isLibraryTypeName(name) { return nil }
        let key: SwiftValue = type.contains("KeyPath") ? .keyPath([name]) : .string(name)
        return try declaredSubscript(value, [Argument(label: "dynamicMember", value: key, syntax: nil)], node: node)
    }

    /// A member of a value declared in the sources: a stored or computed property, a method
    /// (bound), an extension member on a builtin type, or an enum's `rawValue`.
    func member(of value: SwiftValue, _ name: String, node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        switch value {
        case .instance(let i):
            if let v = i.fields[name] {
                releaseFallbacks(i, field: name)
                return try wrappedRead(v, of: declarations.type(i.type), name, node: node, file)
            }
            // `_title`: a wrapped property's storage (the wrapper, or SwiftUI's wrapped value).
            if name.hasPrefix("_"), let v = i.fields[String(name.dropFirst())] {
                releaseFallbacks(i, field: String(name.dropFirst()))
                return v
            }
            // `self.$title`: a declared wrapper's projected value; a SwiftUI binding's projection
            // is, for a still image, its value.
            if name.hasPrefix("$"), name.count > 1, let v = i.fields[String(name.dropFirst())] {
                let wrapped = String(name.dropFirst())
                releaseFallbacks(i, field: wrapped)
                if let projected = try projectedValue(wrapped, of: i, node: node, file) { return projected }
                return try wrappedRead(v, of: declarations.type(i.type), wrapped, node: node, file)
            }
            if let t = declarations.type(i.type) {
                if let p = t.properties[name], p.isComputed { return try propertyValue(p, selfValue: value) }
                // A `lazy var` read for the first time: made now, with `self` complete, and kept.
                if let p = t.properties[name], p.isLazy {
                    let selfScope = Scope(parent: globalScope)
                    selfScope.define("self", value)
                    selfScope.define("Self", .type(i.type))
                    let v = try recovering(p.binding, p.file) { try initialValue(p, selfScope) ?? .optional(nil) }
                    i.fields[name] = v
                    return v
                }
                if let f = t.methods[name]?.first { return .boundMethod(receiver: value, function: f) }
                if let v = try dynamicMember(of: value, t, name, node: node) { return v }
            }
        case .enumCase(let type, let caseName, let payload):
            // `rawValue`: the raw value, unless the enum declares a property of that name
            // (`var rawValue: CGFloat { switch self { … } }` on an enum without raw values).
            if name == "rawValue", declarations.type(type)?.properties["rawValue"]?.isComputed != true {
                return try enumRawValue(type, caseName) ?? .string(caseName)
            }
            if let t = declarations.type(type) {
                if let p = t.properties[name], p.isComputed { return try propertyValue(p, selfValue: value) }
                if let f = t.methods[name]?.first { return .boundMethod(receiver: value, function: f) }
            }
            if let index = Int(name), index < payload.count { return payload[index].value }
            if let p = payload.first(where: { $0.label == name }) { return p.value }
        case .tuple(let elements):
            if let index = Int(name), index < elements.count { return elements[index].value }
            if let p = elements.first(where: { $0.label == name }) { return p.value }
            // A closed range of values Plumb does not order (`Angle.zero...Angle(degrees: 360)`)
            // is kept as its bounds: `lowerBound`/`upperBound` read them.
            let bound = name == "lowerBound" ? "from" : name == "upperBound" ? "through" : nil
            if let bound, elements.count == 2, elements[0].label == "from", elements[1].label == "through" {
                return elements.first { $0.label == bound }!.value
            }
        default:
            break
        }
        // Extensions of builtin types (`extension View { func card() }`, `extension Color { static … }`).
        for typeName in builtinTypeNames(of: value) {
            if let t = declarations.type(typeName), let v = try extensionMember(of: value, in: t, name, visibleFrom: file) { return v }
        }
        // A member of a library enum the value stands for (`.body` passed as a
        // `Font.TextStyle`, `textStyle.uiTextStyle`): the value does not carry its type, so the
        // one extension of a library type that declares the member is the one Swift's static
        // type would name; two or more are ambiguous and stay unknown.
        switch value {
        case .implicitMember(let n, nil), .symbol(let n):
            // Not where the library says what the member is (`.dateTime.year()` builds a format
            // style, whatever `extension Date { var year }` the sources declare).
            if let t = soleExtensionDeclaring(name), libraryImplicitMemberType(n).map({ $0 == t.name }) ?? true {
                return try extensionMember(of: value, in: t, name)
            }
        default:
            break
        }
        return nil
    }

    /// `name` of `value` as the sources' extension `t` declares it: a computed property's
    /// value or a method bound to `value`.
    func extensionMember(of value: SwiftValue, in t: TypeDecl, _ name: String, visibleFrom file: SwiftSourceFile? = nil) throws -> SwiftValue? {
        if let p = t.properties[name], p.isComputed { return try propertyValue(p, selfValue: value) }
        if let f = t.methods[name]?.first(where: { file.map($0.isVisible) ?? true }) { return .boundMethod(receiver: value, function: f) }
        return nil
    }

    /// The one extension of a type the sources do not declare (a library type) that declares
    /// an instance member `name`; nil when none or several do.
    func soleExtensionDeclaring(_ name: String) -> TypeDecl? {
        let found = declarations.types.values.filter { $0.kind == .extensionOnly && ($0.properties[name]?.isComputed == true || $0.methods[name] != nil) }
        return found.count == 1 ? found[0] : nil
    }

    /// A static member declared in the sources: a static property, an enum case, a static method.
    func staticMember(_ type: String, _ name: String, node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        guard let t = declarations.type(type) else { return nil }
        // A nested type (`Theme.Size`), or a type alias declared in the type (`ColorAsset.Color`).
        if let alias = declarations.aliasedType("\(type).\(name)", seenFrom: file) { return .type(alias) }
        if declarations.type("\(type).\(name)") != nil { return .type("\(type).\(name)") }
        // `allCases` as `CaseIterable` synthesises it — unless the enum declares its own (an
        // enum with payload cases must, and lists what it means).
        if name == "allCases", t.kind == .enum, t.staticProperties[name] == nil {
            return .array(t.caseOrder.map { .enumCase(type: type, name: $0, payload: []) })
        }
        if let p = t.staticProperties[name] {
            let key = "\(type).\(name)"
            if let v = globalScope.lookup(key) { return v }
            let v = try propertyValue(p, selfValue: .type(type))
            if !p.isComputed { globalScope.define(key, v) }
            return v
        }
        if let c = t.cases[name] {
            if c.parameters.isEmpty { return .enumCase(type: type, name: name, payload: []) }
            return .implicitMember(name: "\(type).\(name)", arguments: nil)
        }
        if let f = t.staticMethods[name]?.first { return .boundMethod(receiver: .type(type), function: f) }
        // A static a protocol the type conforms to declares in an extension (`extension
        // IconDrawable { static func register() }`), with `Self` the conforming type.
        var seen: Set<String> = [type]
        var protocols = t.conformances
        while let proto = protocols.first {
            protocols.removeFirst()
            guard seen.insert(proto).inserted, let pt = declarations.type(proto), pt.kind == .protocol else { continue }
            if let p = pt.staticProperties[name], p.isComputed { return try propertyValue(p, selfValue: .type(type)) }
            if let f = pt.staticMethods[name]?.first { return .boundMethod(receiver: .type(type), function: f) }
            protocols += pt.conformances
        }
        return nil
    }

    /// The builtin type names whose extensions apply to a value (`View` for every view,
    /// `Color` and `ShapeStyle` for colours, `CGFloat`/`Double` for numbers, …).
    func builtinTypeNames(of value: SwiftValue) -> [String] {
        let own = typeNamesBeforeConformances(of: value)
        if case .instance = value { return own }
        // `extension CGPoint: AxisConvertible`: the protocols the sources make a library type
        // conform to (and those they refine) are among its names, so their extensions apply.
        var names = own
        var seen = Set(own)
        var queue = own
        while !queue.isEmpty {
            let n = queue.removeFirst()
            for p in declarations.type(n)?.inheritedTypeNames ?? [] where seen.insert(p).inserted {
                names.append(p)
                queue.append(p)
            }
        }
        return names
    }

    /// The type names of a value as the platform gives them (a class of the sources with its
    /// superclasses and protocols).
    private func typeNamesBeforeConformances(of value: SwiftValue) -> [String] {
        switch value {
        case .view(let d):
            // Until a modifier wraps it, a view is still its SwiftUI type, whose extensions
            // in the sources apply (`extension Image { func icon() }`).
            // `Text`'s own modifiers (`font`, `bold`, `foregroundColor`, …) return a `Text`.
            if case .leaf(.text, _) = d.content, d.modifiers.allSatisfy(Self.isTextModifier) { return ["Text", "View"] }
            // (A control's own accessibility traits, set where it is made, are no modifier of the code's.)
            guard d.modifiers.allSatisfy({ if case .modifier(.accessibility, _) = $0 { return true }; return false }) else { return ["View"] }
            switch d.content {
            case .leaf(.text, _): return ["Text", "View"]
            case .leaf(.icon, _): return ["Image", "View"]
            // `Rectangle()`, `Circle()`: SwiftUI's shapes, whose extensions (`extension Shape`,
            // `extension InsettableShape`, `extension Rectangle`) apply until a modifier wraps them.
            case .leaf(.shape, _): return [d.name, "Shape", "InsettableShape", "View"]
            case .button: return ["Button", "View"]
            case .toggle: return ["Toggle", "View"]
            // `TextField(…)`, `SecureField(…)`, `List { … }`: the type it was made as
            // (`extension TextField { func branded() }`).
            default: return d.name.isEmpty || d.name == "View" ? ["View"] : [d.name, "View"]
            }
        // A colour may be a UIColor the sources extend (`extension UIColor { var color: Color }`).
        case .color, .adaptiveColor: return ["Color", "ShapeStyle", "View", "UIColor"]
        case .font: return ["Font"]
        // Extensions of the standard protocols a value's type conforms to apply too.
        case .double: return ["CGFloat", "Double", "BinaryFloatingPoint", "FloatingPoint", "SignedNumeric", "Numeric", "Comparable", "Equatable", "Hashable"]
        case .int: return ["Int", "CGFloat", "Double", "BinaryInteger", "FixedWidthInteger", "SignedInteger", "SignedNumeric", "Numeric", "Comparable",
                           "Equatable", "Hashable"]
        case .string: return ["String", "StringProtocol", "Collection", "Sequence", "BidirectionalCollection", "Comparable", "Equatable", "Hashable"]
        case .array: return ["Array", "Collection", "Sequence", "RandomAccessCollection", "BidirectionalCollection", "MutableCollection"]
        case .dictionary: return ["Dictionary", "Collection", "Sequence"]
        case .bool: return ["Bool", "Equatable", "Hashable"]
        case .shape: return ["Shape", "View"]
        // `extension ClosedRange { func fraction(from:) }`, `extension Range where Bound == Int`.
        case .range: return ["Range", "Collection", "Sequence", "RandomAccessCollection", "BidirectionalCollection", "RangeExpression"]
        case .interval(let r): return [r.closed ? "ClosedRange" : "Range", "RangeExpression"]
        case .instance(let i):
            guard var t = declarations.type(i.type) else { return ["View"] }
            // A class's superclass (named first) and the classes above it, with their protocols.
            var names = t.inheritedTypeNames
            var seen: Set<String> = [t.name]
            while t.kind == .class, let next = t.firstInheritedTypeName, let above = declarations.type(next), above.kind == .class,
                  seen.insert(above.name).inserted {
                names += above.inheritedTypeNames
                t = above
            }
            // A framework class above them (`XCTestCase`): its own superclasses too, whose
            // extensions in the sources apply (`extension XCTest { func assert(snapshot:…) }`).
            for name in names { names += libraryClassAncestors(of: name).filter { !names.contains($0) } }
            return names
        // A library value (`UITraitCollection`, `Date`, `URL`): extensions of its type apply.
        case .native(let n): return libraryExtendedTypeNames(of: n)
        default: return []
        }
    }

    /// Whether a modification is one `Text` declares returning `Text` (so extensions of `Text`
    /// still apply after it).
    static func isTextModifier(_ m: ViewModification) -> Bool {
        guard case .modifier(let mod, _) = m else { return false }
        return mod.isTextRunModifier
    }

    /// `[Sensor.camera, .microphone]`: with no declared type, Swift infers the element type from
    /// the elements that name it, and the implicit members among them are that type's.
    func arrayLiteral(_ e: ArrayExprSyntax, _ scope: Scope, _ file: SwiftSourceFile) throws -> SwiftValue {
        let items = try e.elements.map { try eval($0.expression, scope, file) }
        func isImplicit(_ v: SwiftValue) -> Bool { if case .implicitMember = v { return true }; return false }
        guard items.contains(where: isImplicit), let typed = items.first(where: { v in
            switch v { case .enumCase, .instance: return true; default: return false }
        }) else { return .array(items) }
        let type = typeName(of: typed)
        return .array(try zip(items, e.elements).map { v, element in
            isImplicit(v) ? try coerce(v, to: type, at: element.expression, file) : v
        })
    }

    func typeName(of v: SwiftValue) -> String {
        switch v {
        case .instance(let i): return i.type
        case .enumCase(let t, _, _): return t
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .bool: return "Bool"
        // A view is its SwiftUI type until a modifier wraps it (`EmptyView`, `Text`, a view of
        // the sources).
        case .view(let d): return d.modifiers.isEmpty ? d.name : "ModifiedContent"
        case .color, .adaptiveColor: return "Color"
        case .font: return "Font"
        // A library value's own type (`Date`), not its description ("a Date").
        case .native(let n): return SwiftValue.nativeTypeName(n)
        default: return v.kindName
        }
    }

    // MARK: Operators

    func infix(_ e: InfixOperatorExprSyntax, _ scope: Scope, _ file: SwiftSourceFile) throws -> SwiftValue {
        if e.operator.is(AssignmentExprSyntax.self) {
            let v = try eval(e.rightOperand, scope, file)
            try assign(e.leftOperand, v, scope, file)
            return .void
        }
        guard let op = e.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            throw fail("operator '\(e.operator.trimmedDescription)' is outside the evaluated subset", at: e.operator, file)
        }
        // Short-circuiting operators evaluate their right side only when needed.
        switch op {
        case "&&": return .bool(try truth(eval(e.leftOperand, scope, file), e, file) && truth(eval(e.rightOperand, scope, file), e, file))
        case "||": return .bool(try truth(eval(e.leftOperand, scope, file), e, file) || truth(eval(e.rightOperand, scope, file), e, file))
        case "??":
            let l = try eval(e.leftOperand, scope, file)
            if let v = l.unwrapped { return v }
            return try eval(e.rightOperand, scope, file)
        default: break
        }
        let l = try eval(e.leftOperand, scope, file), r = try eval(e.rightOperand, scope, file)
        // `1...5 ~= count`: the pattern-match operator (a range contains, else equality).
        if op == "~=" {
            if let inside = try rangeContains(l.unwrapped ?? l, r.unwrapped ?? r, node: e, file) { return .bool(inside) }
            return .bool(equal(l, r))
        }
        if Self.isCompoundAssignment(op) {
            // Compound assignment: `x += 1`.
            let v = try binary(String(op.dropLast()), l, r, e, file)
            try assign(e.leftOperand, v, scope, file)
            return .void
        }
        return try binary(op, l, r, e, file)
    }

    /// `c ? a : b`. A branch that is an implicit member (`compact ? .zero : spacing`) takes the
    /// type of the other branch, as Swift infers it: only then is the other branch evaluated,
    /// for its type (a number, a string, an instance of the sources' types).
    func ternary(_ e: TernaryExprSyntax, _ scope: Scope, _ file: SwiftSourceFile) throws -> SwiftValue {
        let yes = try truth(eval(e.condition, scope, file), e.condition, file)
        let chosen = try eval(yes ? e.thenExpression : e.elseExpression, scope, file)
        guard case .implicitMember(let name, nil) = chosen else { return chosen }
        let other = try eval(yes ? e.elseExpression : e.thenExpression, scope, file)
        switch other {
        case .int, .double: return try implicitNumber(name, e, file) ?? chosen
        case .instance(let i): return try coerce(chosen, to: i.type, at: e, file)
        case .string: return try coerce(chosen, to: "String", at: e, file)
        default: return chosen
        }
    }

    /// The number an implicit member beside a number stands for: the number type's own static
    /// (`.pi`), else one the sources' extension of a number type declares (`.xxSmall` from
    /// `extension CGFloat { static let xxSmall: CGFloat = 4 }`); nil when neither has `name`.
    func implicitNumber(_ name: String, _ node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        if let v = builtinStaticMember("Double", name), v.number != nil { return v }
        for type in Self.numberTypeNames.sorted() where declarations.type(type)?.staticProperties[name] != nil {
            if let v = try staticMember(type, name, node: node, file), v.number != nil { return v }
        }
        return nil
    }

    func binary(_ op: String, _ l: SwiftValue, _ r: SwiftValue, _ node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue {
        // `.pi / 2`, `padding.rawValue - .xxSmall`: an implicit member beside a number is a
        // number type's static (`implicitNumber`).
        if case .implicitMember(let n, nil) = l, r.number != nil, let v = try implicitNumber(n, node, file) {
            return try binary(op, v, r, node, file)
        }
        if case .implicitMember(let n, nil) = r, l.number != nil, let v = try implicitNumber(n, node, file) {
            return try binary(op, l, v, node, file)
        }
        // `.xxxSmall + .small` for an `EdgeInsets` length: both sides the same number type's
        // statics (`extension CGFloat { static let small }`), as Swift infers for arithmetic.
        if ["+", "-", "*", "/"].contains(op), case .implicitMember(let a, nil) = l, case .implicitMember(let b, nil) = r,
           let x = try implicitNumber(a, node, file), let y = try implicitNumber(b, node, file) {
            return try binary(op, x, y, node, file)
        }
        // Arithmetic with something unknown takes it as 0 (as a string, its source text); any
        // other operation on it is that unknown (a condition on it is false).
        if case .placeholder(let p) = l { return try binary(op, placeholder: p, other: r, placeholderFirst: true, node, file) }
        if case .placeholder(let p) = r { return try binary(op, placeholder: p, other: l, placeholderFirst: false, node, file) }
        // Beside an instance of the sources' types, an implicit member or an array literal has
        // that type, as Swift infers it (`sides == [.top, .bottom]`, `style == .primary`).
        if case .instance(let i) = l, r.isUntypedLiteral { return try binary(op, l, coerce(r, to: i.type, at: node, file), node, file) }
        if case .instance(let i) = r, l.isUntypedLiteral { return try binary(op, coerce(l, to: i.type, at: node, file), r, node, file) }
        // Beside a string, an implicit member is a String static (`"Pocket" + .nbsp` with
        // `extension String { static let nbsp }`).
        if case .string = r, case .implicitMember(_, nil) = l, case let typed = try coerce(l, to: "String", at: node, file), !typed.isUntypedLiteral {
            return try binary(op, typed, r, node, file)
        }
        if case .string = l, case .implicitMember(_, nil) = r, case let typed = try coerce(r, to: "String", at: node, file), !typed.isUntypedLiteral {
            return try binary(op, l, typed, node, file)
        }
        // `selected == image` with either side nil: Optional's own `==` (both nil, or neither and
        // then the wrapped type's), never the wrapped type's `==` given a nil.
        if op == "==" || op == "!=", l.isNil || r.isNil {
            let same = l.isNil && r.isNil
            return .bool(op == "==" ? same : !same)
        }
        // `observer === self`: the same object (an instance of a class by reference).
        if op == "===" || op == "!==" { return .bool(identical(l, r) == (op == "===")) }
        // An operator the sources declare for their own types (`Money + Money`) comes first.
        if isDeclaredValue(l) || isDeclaredValue(r), let v = try declaredOperator(op, l, r, node: node) { return v }
        switch (op, l.unwrapped ?? l, r.unwrapped ?? r) {
        case ("+", .string(let a), .string(let b)): return .string(a + b)
        case ("+", .view(let a), .view(let b)): return try SwiftUIVocabulary.concatenateTexts(a, b, evaluator: self, node: node, file: file)
        case ("+", .array(let a), .array(let b)): return .array(a + b)
        case ("==", let a, let b): return .bool(equal(a, b))
        case ("!=", let a, let b): return .bool(!equal(a, b))
        case ("..<", let a, let b), ("...", let a, let b):
            if let range = try rangeValue(op, a, b, node, file) { return range }
        case (_, .int(let a), .int(let b)):
            switch op {
            case "+": return .int(a &+ b)
            case "-": return .int(a &- b)
            case "*": return .int(a &* b)
            // Int.min / -1 overflows: a located error where Swift would trap.
            case "/", "%":
                guard b != 0 else { throw fail("division by zero", at: node, file) }
                let (q, overflow) = op == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
                guard !overflow else { throw fail("\(a) \(op) \(b) overflows Int", at: node, file) }
                return .int(q)
            // Bit operations, as hex colour helpers use them (`(hex >> 16) & 0xFF`).
            case "&": return .int(a & b)
            case "|": return .int(a | b)
            case "^": return .int(a ^ b)
            case ">>": return .int(b >= 0 && b < 64 ? a >> b : 0)
            case "<<": return .int(b >= 0 && b < 64 ? a << b : 0)
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            case ">=": return .bool(a >= b)
            default: break
            }
        default: break
        }
        if let a = (l.unwrapped ?? l).number, let b = (r.unwrapped ?? r).number {
            switch op {
            case "+": return Self.arithmetic(a + b)
            case "-": return Self.arithmetic(a - b)
            case "*": return Self.arithmetic(a * b)
            // Floating-point division by zero is IEEE 754's, as in Swift: ±infinity or NaN, no trap.
            case "/": return Self.arithmetic(a / b)
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            case ">=": return .bool(a >= b)
            default: break
            }
        }
        if let v = try compareComparable(op, l.unwrapped ?? l, r.unwrapped ?? r, node, file) { return v }
        if let v = try libraryBinary(op, l, r, node: node, file) { return v }
        if let v = try InsetAndShapeModifiers.angleBinary(op, l, r, self, node, file) { return v }
        // A custom operator declared globally (`func ~~ (lhs: Double, rhs: Double)`).
        if let v = try declaredOperator(op, l, r, node: node) { return v }
        throw fail("cannot apply '\(op)' to \(l.kindName) and \(r.kindName)", at: node, file)
    }

    /// A floating-point result; a NaN is the positive quiet NaN whatever the machine made
    /// (x86 makes `0.0 / 0.0` negative, ARM — an iPhone — positive), so `"\(x)"` prints `nan`
    /// everywhere.
    static func arithmetic(_ x: Double) -> SwiftValue {
        .double(x.isNaN ? .nan : x)
    }

    private func isDeclaredValue(_ v: SwiftValue) -> Bool {
        switch v.unwrapped ?? v {
        case .instance, .enumCase: return true
        default: return false
        }
    }

    private func binary(_ op: String, placeholder p: Placeholder, other: SwiftValue, placeholderFirst: Bool,
                        _ node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue {
        let standIn: SwiftValue
        switch (op, other.unwrapped ?? other) {
        case ("+", .int), ("-", .int), ("*", .int), ("/", .int), ("%", .int): standIn = .int(0)
        case ("+", .double), ("-", .double), ("*", .double), ("/", .double): standIn = .double(0)
        case ("+", .string): standIn = .string(p.source)
        default: return .placeholder(p)
        }
        p.used(as: standIn.number != nil ? "0" : "its source text")
        return try placeholderFirst ? binary(op, standIn, other, node, file) : binary(op, other, standIn, node, file)
    }

    /// Swift's `===`: two references to one object. Instances of the sources' classes are
    /// compared by reference, library objects by their own identity (`==` of a reference
    /// binding is identity), nil only to nil.
    func identical(_ a: SwiftValue, _ b: SwiftValue) -> Bool {
        switch (a.unwrapped, b.unwrapped) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case (.instance(let x)?, .instance(let y)?): return x === y
        case (.native(let x)?, .native(let y)?): return x == y
        default: return false
        }
    }

    func equal(_ a: SwiftValue, _ b: SwiftValue) -> Bool {
        if a.holdsAdaptiveColor || b.holdsAdaptiveColor { return equal(resolvingColors(a), resolvingColors(b)) }
        switch (a, b) {
        case (.optional(nil), .optional(nil)): return true
        case (.optional(nil), _), (_, .optional(nil)): return false
        case (.optional(let x?), _): return equal(x, b)
        case (_, .optional(let y?)): return equal(a, y)
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.enumCase(_, let x, let p), .enumCase(_, let y, let q)):
            return x == y && p.count == q.count && zip(p, q).allSatisfy { equal($0.value, $1.value) }
        case (.enumCase(_, let x, _), .implicitMember(let y, nil)), (.implicitMember(let y, nil), .enumCase(_, let x, _)): return x == y
        case (.symbol(let x), .implicitMember(let y, nil)), (.implicitMember(let y, nil), .symbol(let x)): return x == y
        case (.symbol(let x), .symbol(let y)): return x == y
        // Two members of a type only the library knows (`scheme == .dark` for a ColorScheme parameter).
        case (.implicitMember(let x, nil), .implicitMember(let y, nil)): return x == y
        case (.native(let x), .native(let y)): return x == y
        default:
            if let x = a.number, let y = b.number { return x == y }
            // Structs (synthesised Equatable), arrays, tuples, dictionaries, ranges.
            return equalComposite(a, b)
        }
    }

    func prefix(_ e: PrefixOperatorExprSyntax, _ scope: Scope, _ file: SwiftSourceFile) throws -> SwiftValue {
        let v = try eval(e.expression, scope, file)
        if case .placeholder = v { return v }
        switch (e.operator.text, v) {
        case ("!", _): return .bool(!(try truth(v, e, file)))
        case ("...", _): return .tuple([(label: "through", value: v)])
        case ("-", .int(let i)): return .int(0 &- i)
        case ("-", .double(let d)): return .double(-d)
        // `..<n` / `...n` (partial ranges from the start, as subscripts and patterns use them).
        case ("..<", .int(let n)): return .range(lower: 0, upper: max(0, n))
        case ("...", .int(let n)): return .range(lower: 0, upper: max(0, n + 1))
        default:
            if let declared = try declaredPrefixOperator(e.operator.text, v, node: e) { return declared }
            // `-angle`: SwiftUI's `Angle` negated.
            if e.operator.text == "-", case .implicitMember = v, let d = try? InsetAndShapeModifiers.degrees(v, "", self, e, file) {
                return InsetAndShapeModifiers.angle(degrees: -d)
            }
            throw fail("cannot apply prefix '\(e.operator.text)' to \(v.kindName)", at: e, file)
        }
    }

    func truth(_ v: SwiftValue, _ node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> Bool {
        if case .placeholder(let p) = v {
            p.used(as: "false")
            return false
        }
        guard case .bool(let b) = v.unwrapped ?? v else { throw fail("expected a Bool, found \(v.kindName)", at: node, file) }
        return b
    }

    /// The field an assignment to `name` sets: `_title = State(initialValue: title)` and
    /// `self._isOn = isOn` set the wrapped property `title`/`isOn` (Plumb keeps a wrapper's value).
    /// A property declared with the underscore (`private var _value: Value` beside a computed
    /// `var value`) is its own field.
    func storedField(_ name: String, of me: Instance) -> String {
        let wrapped = name.hasPrefix("_") ? String(name.dropFirst()) : name
        let t = declarations.type(me.type)
        if t?.storedProperties.contains(where: { $0.name == name }) == true { return name }
        return me.fields[name] == nil && t?.properties[wrapped] != nil ? wrapped : name
    }

    /// `x = v`, `self.x = v` (initializers and local variables; @State is never mutated by
    /// actions, which are not run).
    func assign(_ target: ExprSyntax, _ value: SwiftValue, _ scope: Scope, _ file: SwiftSourceFile) throws {
        // A struct assigned is a copy (`ValueSemantics`).
        let value = valueCopy(value)
        if let r = target.as(DeclReferenceExprSyntax.self) {
            if scope.assign(r.baseName.text, value) { return }
            // `title = t`, `value = newValue` in a member of the type: `self`'s property (its
            // setter, when computed); `queryItems = …` in a `mutating func` of `extension
            // URLComponents`: the library value's, the changed value becoming `self`.
            if let me = scope.lookup("self"), let set = try settingMember(me, r.baseName.text, value, at: target, file) {
                if set.writeBack { _ = scope.assign("self", set.value) }
                return
            }
            // `counter = 1` in a static method or closure of the type: its static variable.
            if case .type(let t)? = scope.lookup("Self") ?? scope.lookup("self"), try assignStatic(t, r.baseName.text, value, target, file) { return }
        }
        if let m = target.as(MemberAccessExprSyntax.self), let base = m.base {
            let receiver = try eval(base, scope, file)
            // `Logging.conf.handler = …` on something unknown: nothing can read the change but
            // through that unknown, whose use is reported where it is read.
            if case .placeholder = receiver { return }
            // `Theme.current = .dark`: a static variable.
            if case .type(let t) = receiver, try assignStatic(t, m.declName.baseName.text, value, target, file) { return }
            // `view.flag = true` from outside the view: a `@State` keeps the value the view was
            // made with until SwiftUI installs the view, so the write is lost (Xcode logs
            // "Accessing State's value outside of being installed on a View"); an object the
            // state holds is still the same object, so `view.model.count = 1` does reach it.
            if base.as(DeclReferenceExprSyntax.self)?.baseName.text != "self", case .instance(let i) = receiver.unwrapped ?? receiver,
               declarations.type(i.type)?.properties[m.declName.baseName.text]?.wrapperBase == "State" {
                return
            }
            // A changed value type goes back to its variable.
            if let set = try settingMember(receiver, m.declName.baseName.text, value, at: target, file) {
                if set.writeBack { try assign(base, set.value, scope, file) }
                return
            }
        }
        // `counts[key, default: 0] += 1`, `items[0] = x`: the container with the element set.
        if let s = target.as(SubscriptCallExprSyntax.self) {
            let container = try eval(s.calledExpression, scope, file)
            // `context.userInfo[key] = value` on something unknown: as for its members, only that
            // unknown could read the change, and it is reported where it started.
            if case .placeholder = container { return }
            // `copy[keyPath: key] = value` with a writable key path: the member it names, set.
            let args = try subscriptArguments(s, scope, file)
            if args.count == 1, args[0].label == "keyPath", case .keyPath(let path) = args[0].value, !path.isEmpty {
                try assign(s.calledExpression, settingKeyPath(container, path[...], value, node: s, file), scope, file)
                return
            }
            let updated = try librarySubscriptSetting(container.unwrapped ?? container, args, value, node: s, file)
            try assign(s.calledExpression, updated, scope, file)
            return
        }
        if target.is(DiscardAssignmentExprSyntax.self) { return }
        // `(a, r, g, b) = (255, r, g, b)`: element by element.
        if let t = target.as(TupleExprSyntax.self), t.elements.count > 1 {
            guard case .tuple(let values) = value, values.count == t.elements.count else {
                throw fail("cannot assign \(value.kindName) to a tuple of \(t.elements.count)", at: target, file)
            }
            for (element, v) in zip(t.elements, values) { try assign(element.expression, v.value, scope, file) }
            return
        }
        throw fail("cannot assign to '\(target.trimmedDescription)'", at: target, file)
    }

    /// `root` with the member `path` names set to `value` (`root[keyPath: \.a.b] = value`): an
    /// instance changes in place, a library value comes back changed; a computed property's
    /// setter runs.
    func settingKeyPath(_ root: SwiftValue, _ path: ArraySlice<String>, _ value: SwiftValue, node: some SyntaxProtocol,
                        _ file: SwiftSourceFile) throws -> SwiftValue {
        guard let name = path.first else { return value }
        let receiver = root.unwrapped ?? root
        let inner = path.count == 1 ? value : try settingKeyPath(keyPathValue(receiver, [name], node: node, file), path.dropFirst(), value, node: node, file)
        guard let set = try settingMember(receiver, name, inner, at: node, file) else {
            throw fail("cannot set '\(name)' of \(receiver.kindName) through a key path", at: node, file)
        }
        return set.value
    }

    /// `receiver.name = value`, however the receiver holds `name`: a computed property's setter
    /// runs; an instance's stored property is set in place; a library value's property is set by
    /// its binding (`formatter.dateFormat`, `components.queryItems`), or in place for a
    /// reference the binding lets be set (a canvas's `context.opacity`). The receiver as it is
    /// now, and whether that is a changed value type for the caller to write back to where it
    /// came from; nil when the receiver has no such property to set.
    func settingMember(_ receiver: SwiftValue, _ name: String, _ value: SwiftValue, at node: some SyntaxProtocol,
                       _ file: SwiftSourceFile) throws -> (value: SwiftValue, writeBack: Bool)? {
        let unwrapped = receiver.unwrapped ?? receiver
        if let (p, set) = declaredSetter(of: unwrapped, name) {
            let changed = try runSetter(set, of: p, on: unwrapped, newValue: value)
            if case .instance = unwrapped { return (unwrapped, false) }
            return (changed, true)
        }
        if case .instance(let i) = receiver {
            let field = storedField(name, of: i)
            i.fields[field] = try storedValue(value, written: name, field: field, of: i, at: node, file)
            return (receiver, false)
        }
        if let set = try librarySetProperty(unwrapped, name, value, node: node, file) { return set }
        if case .native(let n) = unwrapped, let settable = n.base as? SettableNativeValue, settable.set(name, value) { return (unwrapped, false) }
        return nil
    }

    /// Sets a static stored variable of `type` (kept where `staticMember` reads it); false when
    /// the type declares none of that name.
    private func assignStatic(_ type: String, _ name: String, _ value: SwiftValue, _ target: ExprSyntax, _ file: SwiftSourceFile) throws -> Bool {
        guard let p = declarations.type(type)?.staticProperties[name], !p.isComputed else { return false }
        let typed = try p.typeName.map { try coerce(value, to: $0, at: target, file) } ?? value
        globalScope.define("\(type).\(name)", typed)
        return true
    }

    /// What an assignment stores in `field`: the value typed as the property is declared; for a
    /// wrapper's storage (`_model = .init(wrappedValue: model)`, `_isOn = .constant(true)`),
    /// the wrapper the sources declare, made, or for SwiftUI's wrappers (which Plumb keeps as
    /// their value) the value the wrapper's initializer is given.
    private func storedValue(_ value: SwiftValue, written: String, field: String, of instance: Instance, at node: some SyntaxProtocol,
                             _ file: SwiftSourceFile) throws -> SwiftValue {
        guard written != field, let p = declarations.type(instance.type)?.properties[field], p.wrapper != nil else {
            return try typedForField(value, field, of: instance, at: node, file)
        }
        if let wrapper = declaredWrapper(of: p) { return try coerce(value, to: wrapper.name, at: node, file) }
        if case .implicitMember(let name, let args?) = value {
            let given = args.first { ["wrappedValue", "initialValue"].contains($0.label ?? "") } ?? (args.count == 1 && args[0].label == nil ? args[0] : nil)
            if name == "init", let given { return try typedForField(given.value, field, of: instance, at: node, file) }
            if name == "init", let get = Self.bindingGetter(args) { return try callClosure(get, [], node: node, file) }
            if name == "constant", let given { return try typedForField(given.value, field, of: instance, at: node, file) }
        }
        return try typedForField(value, field, of: instance, at: node, file)
    }

    /// A value assigned to a stored property takes the property's declared type, as Swift infers
    /// it (`self.style = .titled(title: t)` is a case of the property's enum).
    private func typedForField(_ value: SwiftValue, _ name: String, of instance: Instance, at node: some SyntaxProtocol,
                               _ file: SwiftSourceFile) throws -> SwiftValue {
        guard let type = declarations.type(instance.type)?.properties[name]?.typeName else { return value }
        return try coerce(value, to: nestedTypeName(type, in: instance.type), at: node, file)
    }

    /// `Style` written inside `Picker<Segment, Selection>` is `Picker.Style` when that type
    /// declares it (Swift looks names up in the enclosing types first); else the name as written.
    func nestedTypeName(_ written: String, in enclosing: String) -> String {
        // `[Transaction]`, `Transaction?`: the element or wrapped type, nested likewise.
        if written.hasSuffix("?"), written.count > 1 { return nestedTypeName(String(written.dropLast()), in: enclosing) + "?" }
        if written.hasPrefix("["), written.hasSuffix("]"), !Self.hasTopLevelColon(String(written.dropFirst().dropLast())) {
            return "[" + nestedTypeName(String(written.dropFirst().dropLast()), in: enclosing) + "]"
        }
        // `Kind<Content, Value>` inside `ListRow`: the nested generic type, its arguments kept.
        if let open = written.firstIndex(of: "<"), written.hasSuffix(">"), open > written.startIndex {
            let base = nestedTypeName(String(written[..<open]), in: enclosing)
            return base + written[open...]
        }
        var outer = enclosing
        while !outer.isEmpty {
            if declarations.type("\(outer).\(written)") != nil { return "\(outer).\(written)" }
            guard let dot = outer.lastIndex(of: ".") else { break }
            outer = String(outer[..<dot])
        }
        return written
    }

    func subscriptCall(_ e: SubscriptCallExprSyntax, _ scope: Scope, _ file: SwiftSourceFile) throws -> SwiftValue {
        let base = try eval(e.calledExpression, scope, file)
        if case .placeholder(let p) = base { return .placeholder(p.extended(to: e)) }
        // `families?[key]` on nil is nil (the chain stops), as Swift has it.
        if base.isNil, Self.isOptionalChain(e.calledExpression) { return .optional(nil) }
        let args = try subscriptArguments(e, scope, file)
        // `value[keyPath: path]`.
        if args.count == 1, args[0].label == "keyPath", case .keyPath(let path) = args[0].value {
            // `image = .compound[keyPath: icon]`: the implicit chain `.compound.userProfile`,
            // resolved in the type the assignment expects.
            if case .implicitMember(let n, nil) = base, n.first?.isLowercase == true {
                return .implicitMember(name: ([n] + path).joined(separator: "."), arguments: nil)
            }
            return try keyPathValue(base.unwrapped ?? base, path, node: e, file)
        }
        if let v = try declaredSubscript(base.unwrapped ?? base, args, node: e) { return v }
        if let v = try librarySubscript(base.unwrapped ?? base, args, node: e, file) { return v }
        if let v = SwiftUIVocabulary.subscriptValue(base.unwrapped ?? base, args) { return v }
        if let v = try SwiftUIVocabulary.subscriptValue(base.unwrapped ?? base, args, evaluator: self, node: e, file: file) { return v }
        // `proxy[anchor]`: saying what the index was tells a missing subscript from a wrong one.
        let index = args.count == 1 ? " with \(args[0].value.kindName)" : ""
        throw fail("cannot subscript \(base.kindName)\(index)", at: e, file)
    }

    func subscriptArguments(_ e: SubscriptCallExprSyntax, _ scope: Scope, _ file: SwiftSourceFile) throws -> [Argument] {
        guard !e.arguments.isEmpty else { throw fail("empty subscript", at: e, file) }
        return try e.arguments.map { Argument(label: $0.label?.text, value: try eval($0.expression, scope, file), syntax: Syntax($0.expression)) }
    }

    func closure(_ e: ClosureExprSyntax, _ scope: Scope, _ file: SwiftSourceFile) -> Closure {
        var names: [String] = []
        if let sig = e.signature?.parameterClause {
            switch sig {
            case .simpleInput(let list): names = list.map { $0.name.text }
            case .parameterClause(let clause): names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
            }
        }
        return Closure(parameters: names, body: e.statements, scope: scope, file: file)
    }
}

extension SwiftEvaluator {
    /// `expr` evaluated as the initial value of a declaration of type `type`: a member chain
    /// whose root is an implicit member (`.init(timeZone: z).hour(…).minute(…)`) gets that
    /// type for its root, as Swift's type checker infers it from the declaration. The caller
    /// coerces the value to the type, as it does any initial value.
    func evaluate(_ expr: ExprSyntax, typed type: String?, _ scope: Scope, _ file: SwiftSourceFile) throws -> SwiftValue {
        guard let type, !type.isEmpty, let root = Self.implicitChainRoot(expr) else { return try eval(expr, scope, file) }
        let outer = contextualRoot
        contextualRoot = (root.id, type)
        defer { contextualRoot = outer }
        return try eval(expr, scope, file)
    }

    /// The receiver node at the root of `expr`'s member chain when that root is an implicit
    /// member and at least one member is read or called on it (`.init(x).hour()` → `.init(x)`);
    /// nil for a lone implicit member or a chain with a named root.
    static func implicitChainRoot(_ expr: ExprSyntax) -> Syntax? {
        var current = Syntax(expr)
        var receiver: Syntax?
        while true {
            if let c = current.as(FunctionCallExprSyntax.self) { current = Syntax(c.calledExpression); continue }
            if let f = current.as(ForceUnwrapExprSyntax.self) { current = Syntax(f.expression); continue }
            if let o = current.as(OptionalChainingExprSyntax.self) { current = Syntax(o.expression); continue }
            if let m = current.as(MemberAccessExprSyntax.self) {
                guard let base = m.base else { return receiver }
                receiver = Syntax(base)
                current = Syntax(base)
                continue
            }
            return nil
        }
    }
}
