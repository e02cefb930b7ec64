import PlumbModel
import SwiftSyntax

/// Bodies and control flow. A body with a `return` runs as statements; one without is a
/// result builder (`@ViewBuilder`, `var body: some View { … }`, implicit single-expression
/// returns): every expression statement contributes its value, `if`/`switch` contribute their
/// taken branch, an `if` without `else` that is false contributes nothing.
extension SwiftEvaluator {
    /// How a block of statements ended.
    enum Flow {
        case normal
        case returned(SwiftValue)
        /// `break` (with its label, if any): ends the innermost loop or switch, or the labelled one.
        case broke(String?)
        /// `continue` (with its label, if any).
        case continued(String?)
        /// `fallthrough`: the next case's body runs.
        case fellThrough
    }

    /// Evaluates a function, closure or getter body and returns its value.
    /// `builder`: a declared result builder that builds the body instead (`ResultBuilders`).
    func runBody(_ items: CodeBlockItemListSyntax, _ scope: Scope, _ file: SwiftSourceFile, builder: String? = nil) throws -> SwiftValue {
        if let builder, !Self.containsReturn(items) { return try buildWithResultBuilder(items, scope, file, builder: builder) }
        // A body with a statement no view builder takes (`defer`, `do`, `guard`, a loop) is
        // statements, as Swift reads it (a `Void` function that never returns a value).
        if Self.containsReturn(items) || Self.hasStatementOnlyForms(items) {
            if case .returned(let v) = try execute(items, scope, file) { return v }
            return .void
        }
        let values = try build(items, scope, file)
        return combine(values, at: items, file)
    }

    /// The values of a builder block: views become one view (a group when several), a single
    /// non-view value is returned as is.
    func combine(_ values: [SwiftValue], at node: some SyntaxProtocol, _ file: SwiftSourceFile) -> SwiftValue {
        if values.count == 1 { return values[0] }
        if values.isEmpty { return .view(.empty(at: location(node, file))) }
        let views = values.map { asView($0, at: node, file) }
        return .view(ViewDescription(ViewDescription.Content.group(views), name: "Group", location: location(node, file)))
    }

    /// Whether a `return` appears in the block outside nested closures and declarations.
    static func containsReturn(_ items: CodeBlockItemListSyntax) -> Bool {
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
            override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let f = Finder(viewMode: .sourceAccurate)
        f.walk(items)
        return f.found
    }

    /// Whether the block holds a statement a view builder cannot (anything but expressions,
    /// `if`/`switch` and declarations), so that it can only be run as statements.
    static func hasStatementOnlyForms(_ items: CodeBlockItemListSyntax) -> Bool {
        items.contains { item in
            guard case .stmt(let s) = item.item else { return false }
            return !s.is(ExpressionStmtSyntax.self)
        }
    }

    /// Result-builder evaluation of a block.
    func build(_ items: CodeBlockItemListSyntax, _ scope: Scope, _ file: SwiftSourceFile) throws -> [SwiftValue] {
        var out: [SwiftValue] = []
        try hoistLocalFunctions(items, scope, file)
        for item in items {
            try tick(item, file)
            switch item.item {
            case .decl(let d):
                if d.is(FunctionDeclSyntax.self) { continue }
                if let c = d.as(IfConfigDeclSyntax.self) {
                    if let inner = CompilationConditions.activeStatements(c) { out += try build(inner, scope, file) }
                } else {
                    try declareLocal(d, scope, file)
                }
            case .stmt(let s):
                if let e = s.as(ExpressionStmtSyntax.self) {
                    out += try buildExpression(e.expression, scope, file)
                } else if let f = s.as(ForStmtSyntax.self) {
                    throw fail("a for-in loop cannot build views: use ForEach", at: f, file)
                } else {
                    throw fail("'\(s.firstToken(viewMode: .sourceAccurate)?.text ?? "this")' statements are not allowed in a view builder", at: s, file)
                }
            case .expr(let e):
                out += try buildExpression(e, scope, file)
            }
        }
        return out
    }

    /// One expression of a builder block: what it contributes. One that cannot be evaluated
    /// contributes a placeholder (an empty view where it stands), so its siblings still draw.
    private func buildExpression(_ e: ExprSyntax, _ scope: Scope, _ file: SwiftSourceFile) throws -> [SwiftValue] {
        do {
            return try buildExpressionValues(e, scope, file)
        } catch {
            let v = try recover(from: error, for: e, file)
            // An assignment (`acc = acc + f(x)`, `$0 += f($1)`) contributes nothing: one that
            // fails is a skipped statement, reported even where the closure's value is unused
            // (`reduce(into:)` keeps its accumulator).
            if case .placeholder(let p) = v, Self.isAssignment(e) { p.skipped() }
            return [v]
        }
    }

    /// `x = …`, `x += …` and the other compound assignments.
    static func isAssignment(_ e: ExprSyntax) -> Bool {
        guard let infix = e.as(InfixOperatorExprSyntax.self) else { return false }
        if infix.operator.is(AssignmentExprSyntax.self) { return true }
        return infix.operator.as(BinaryOperatorExprSyntax.self).map { isCompoundAssignment($0.operator.text) } ?? false
    }

    /// `+=`, `-=`, `??=` and the other operators that assign what their operation gives, not
    /// the comparisons that end in `=`.
    static func isCompoundAssignment(_ op: String) -> Bool {
        op.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(op)
    }

    private func buildExpressionValues(_ e: ExprSyntax, _ scope: Scope, _ file: SwiftSourceFile) throws -> [SwiftValue] {
        if let i = e.as(IfExprSyntax.self) {
            guard let branch = try takenBranch(i, scope, file) else { return [] }
            let inner = Scope(parent: branch.scope)
            return [combine(try build(branch.body, inner, file), at: i, file)]
        }
        if let s = e.as(SwitchExprSyntax.self) {
            let (body, inner) = try switchBody(s, scope, file)
            return [combine(try build(body, inner, file), at: s, file)]
        }
        let v = try eval(e, scope, file)
        if case .void = v { return [] }
        return [v]
    }

    // MARK: Statements

    /// Runs a block of statements; its `defer` blocks run when it ends, however it ends.
    func execute(_ items: CodeBlockItemListSyntax, _ scope: Scope, _ file: SwiftSourceFile) throws -> Flow {
        var defers: [CodeBlockSyntax] = []
        let flow: Flow
        do {
            flow = try executeItems(items, scope, file, &defers)
        } catch {
            try runDefers(defers, scope, file)
            throw error
        }
        try runDefers(defers, scope, file)
        return flow
    }

    private func runDefers(_ defers: [CodeBlockSyntax], _ scope: Scope, _ file: SwiftSourceFile) throws {
        for block in defers.reversed() { _ = try execute(block.statements, Scope(parent: scope), file) }
    }

    private func executeItems(_ items: CodeBlockItemListSyntax, _ scope: Scope, _ file: SwiftSourceFile,
                              _ defers: inout [CodeBlockSyntax]) throws -> Flow {
        try hoistLocalFunctions(items, scope, file)
        for item in items {
            try tick(item, file)
            let flow: Flow
            switch item.item {
            case .decl(let d):
                if d.is(FunctionDeclSyntax.self) { continue }
                if let c = d.as(IfConfigDeclSyntax.self) {
                    // `#if` adds no scope: its active clause's statements run here.
                    guard let inner = CompilationConditions.activeStatements(c) else { continue }
                    flow = try executeItems(inner, scope, file, &defers)
                } else {
                    try declareLocal(d, scope, file)
                    continue
                }
            case .expr(let e):
                flow = try executeExpression(e, scope, file, label: nil) ?? .normal
            case .stmt(let s):
                flow = try statement(s, scope, file, label: nil, &defers)
            }
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    /// One statement (`label` is the label written before it, for loops, `if`, `switch`, `do`).
    private func statement(_ s: StmtSyntax, _ scope: Scope, _ file: SwiftSourceFile, label: String?,
                           _ defers: inout [CodeBlockSyntax]) throws -> Flow {
        if let r = s.as(ReturnStmtSyntax.self) {
            guard let e = r.expression else { return .returned(.void) }
            return .returned(try recovering(e, file) { try eval(e, scope, file) })
        }
        if let e = s.as(ExpressionStmtSyntax.self) { return try executeExpression(e.expression, scope, file, label: label) ?? .normal }
        if let g = s.as(GuardStmtSyntax.self) {
            if try conditions(g.conditions, scope, file) { return .normal }
            let flow = try execute(g.body.statements, Scope(parent: scope), file)
            if case .normal = flow { throw fail("a guard's else must not fall through", at: g, file) }
            return flow
        }
        if let f = s.as(ForStmtSyntax.self) { return try forLoop(f, scope, file, label: label) }
        if let w = s.as(WhileStmtSyntax.self) { return try whileLoop(w, scope, file, label: label) }
        if let r = s.as(RepeatStmtSyntax.self) { return try repeatLoop(r, scope, file, label: label) }
        if let l = s.as(LabeledStmtSyntax.self) { return try statement(l.statement, scope, file, label: l.label.text, &defers) }
        if let b = s.as(BreakStmtSyntax.self) { return .broke(b.label?.text) }
        if let c = s.as(ContinueStmtSyntax.self) { return .continued(c.label?.text) }
        if s.is(FallThroughStmtSyntax.self) { return .fellThrough }
        if let d = s.as(DeferStmtSyntax.self) {
            defers.append(d.body)
            return .normal
        }
        if let d = s.as(DoStmtSyntax.self) { return try doCatch(d, scope, file, label: label) }
        if let t = s.as(ThrowStmtSyntax.self) {
            throw ThrownSwiftError(value: try eval(t.expression, scope, file), location: file.location(of: t))
        }
        if s.is(DiscardStmtSyntax.self) { return .normal }
        throw fail("'\(s.firstToken(viewMode: .sourceAccurate)?.text ?? "this")' statements are outside the evaluated subset", at: s, file)
    }

    /// `do { … } catch pattern where … { … }`: errors the code throws are caught by the first
    /// clause that matches (an unqualified `catch` binds `error`); others are thrown on.
    private func doCatch(_ d: DoStmtSyntax, _ scope: Scope, _ file: SwiftSourceFile, label: String?) throws -> Flow {
        let flow: Flow
        do {
            catchDepth += 1
            defer { catchDepth -= 1 }
            flow = try execute(d.body.statements, Scope(parent: scope), file)
        } catch let thrown as ThrownSwiftError {
            for clause in d.catchClauses {
                let inner = Scope(parent: scope)
                var caught = clause.catchItems.isEmpty
                if caught { inner.define("error", thrown.value) }
                for item in clause.catchItems where !caught {
                    let matched = try item.pattern.map { try matches($0, thrown.value, inner, file) } ?? true
                    if matched, try item.whereClause.map({ try truth(eval($0.condition, inner, file), $0, file) }) ?? true { caught = true }
                }
                if caught { return exitLabelled(try execute(clause.body.statements, inner, file), label) }
            }
            throw thrown
        }
        return exitLabelled(flow, label)
    }

    /// A `break` aimed at the statement labelled `label` ends it normally.
    private func exitLabelled(_ flow: Flow, _ label: String?) -> Flow {
        if case .broke(let target?) = flow, target == label { return .normal }
        return flow
    }

    private func executeExpression(_ e: ExprSyntax, _ scope: Scope, _ file: SwiftSourceFile, label: String?) throws -> Flow? {
        if let i = e.as(IfExprSyntax.self) {
            guard let branch = try takenBranch(i, scope, file) else { return nil }
            return exitLabelled(try execute(branch.body, Scope(parent: branch.scope), file), label)
        }
        if let s = e.as(SwitchExprSyntax.self) {
            var (index, inner) = try switchCase(s, scope, file)
            let cases = s.cases.compactMap { element -> SwitchCaseSyntax? in
                if case .switchCase(let c) = element { return c }
                return nil
            }
            while true {
                let flow = try execute(cases[index].statements, inner, file)
                switch flow {
                case .fellThrough where index + 1 < cases.count:
                    index += 1
                    inner = Scope(parent: scope)
                case .fellThrough, .normal: return nil
                // An unlabelled `break` ends the switch.
                case .broke(nil): return nil
                default: return exitLabelled(flow, label)
                }
            }
        }
        // A statement that cannot be evaluated is skipped, and reported.
        if case .placeholder(let p) = try recovering(e, file, { try eval(e, scope, file) }) { p.skipped() }
        return nil
    }

    /// What a loop does after its body ran: go on, leave the loop (`break`), or leave with a
    /// flow for the enclosing code (`return`, a `break`/`continue` aimed at an outer label).
    private enum LoopStep {
        case next
        case exit(Flow?)
    }

    private func loopStep(_ flow: Flow, label: String?) -> LoopStep {
        switch flow {
        case .normal, .fellThrough: return .next
        case .continued(let target) where target == nil || target == label: return .next
        case .broke(let target) where target == nil || target == label: return .exit(nil)
        default: return .exit(flow)
        }
    }

    private func forLoop(_ f: ForStmtSyntax, _ scope: Scope, _ file: SwiftSourceFile, label: String?) throws -> Flow {
        let sequence = try elements(of: eval(f.sequence, scope, file), at: f.sequence, file)
        for element in sequence {
            let inner = Scope(parent: scope)
            // `for case .done(let x) in items`: elements that do not match are skipped.
            if f.caseKeyword != nil {
                guard try matches(f.pattern, element, inner, file) else { continue }
            } else {
                bind(f.pattern, element, inner)
            }
            if let w = f.whereClause, try !truth(eval(w.condition, inner, file), w, file) { continue }
            if case .exit(let flow) = loopStep(try execute(f.body.statements, inner, file), label: label) { return flow ?? .normal }
        }
        return .normal
    }

    /// `while condition { … }`, bounded by the loop limit.
    private func whileLoop(_ w: WhileStmtSyntax, _ scope: Scope, _ file: SwiftSourceFile, label: String?) throws -> Flow {
        var iterations = 0
        while true {
            let inner = Scope(parent: scope)
            guard try conditions(w.conditions, inner, file) else { return .normal }
            try countIteration(&iterations, at: w, file)
            if case .exit(let flow) = loopStep(try execute(w.body.statements, inner, file), label: label) { return flow ?? .normal }
        }
    }

    /// `repeat { … } while condition`, bounded by the loop limit.
    private func repeatLoop(_ r: RepeatStmtSyntax, _ scope: Scope, _ file: SwiftSourceFile, label: String?) throws -> Flow {
        var iterations = 0
        repeat {
            try countIteration(&iterations, at: r, file)
            if case .exit(let flow) = loopStep(try execute(r.body.statements, Scope(parent: scope), file), label: label) { return flow ?? .normal }
        } while try truth(eval(r.condition, scope, file), r.condition, file)
        return .normal
    }

    private func countIteration(_ n: inout Int, at node: some SyntaxProtocol, _ file: SwiftSourceFile) throws {
        n += 1
        if n > EvaluationLimits.loopIterations {
            throw budgetExceeded("the loop runs more than \(EvaluationLimits.loopIterations) times (the loop limit)", at: node, file)
        }
    }

    /// The elements of an array, a range or a dictionary, bounded.
    func elements(of v: SwiftValue, at node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> [SwiftValue] {
        let list: [SwiftValue]
        var v = v.unwrapped ?? v
        if case .interval(let r) = v, let c = r.countable { v = .range(lower: c.lower, upper: c.upper) }
        switch v {
        case .array(let a): list = a
        case .string(let s): list = s.map { .string(String($0)) }
        case .range(let lo, let hi):
            guard hi - lo <= EvaluationLimits.loopIterations else {
                throw budgetExceeded("a range of \(hi - lo) elements exceeds the loop limit of \(EvaluationLimits.loopIterations)", at: node, file)
            }
            list = (lo..<hi).map { .int($0) }
        case .dictionary(let d): list = d.map { .tuple([(label: "key", value: $0.key), (label: "value", value: $0.value)]) }
        case .placeholder(let p):
            // Something unknown has no elements Plumb knows: the loop runs no times, and the
            // unknown is reported once, where it started.
            p.used(as: "no elements")
            list = []
        case .type(let t):
            // `ForEach(Kind.allCases)` through `CaseIterable`.
            if let decl = declarations.type(t) { list = decl.caseOrder.map { .enumCase(type: t, name: $0, payload: []) } } else { list = [] }
        case .native(let n) where n.base is SequenceIterator:
            // An iterator is read to its end (`for row in AnyIterator { … }`), within the loop limit.
            guard let read = try readToEnd(n.base as! SequenceIterator) else {
                throw budgetExceeded("the loop runs more than \(EvaluationLimits.loopIterations) times (the loop limit)", at: node, file)
            }
            list = read
        default: throw fail("cannot iterate over \(v.kindName)", at: node, file)
        }
        guard list.count <= EvaluationLimits.loopIterations else {
            throw budgetExceeded("\(list.count) elements exceed the loop limit of \(EvaluationLimits.loopIterations)", at: node, file)
        }
        return list
    }

    /// The scope key of a local function with these argument labels (`_` for none).
    static func localOverloadKey(_ name: String, _ labels: [String]) -> String {
        "\(name)(\(labels.map { $0 + ":" }.joined()))"
    }

    /// Local functions are visible in their whole block, before their declaration too (a body
    /// calls `append(section:)` declared further down), as Swift resolves them: each block
    /// declares its functions before it runs (or builds) its items.
    func hoistLocalFunctions(_ items: CodeBlockItemListSyntax, _ scope: Scope, _ file: SwiftSourceFile) throws {
        for item in items {
            if case .decl(let d) = item.item, d.is(FunctionDeclSyntax.self) { try declareLocal(d, scope, file) }
        }
    }

    /// The scope key of every local function of this name, in declaration order.
    static func localOverloadsKey(_ name: String) -> String { "\(name)(*)" }

    /// `let x = …` / `var x = …` in a body.
    /// Local types are indexed with the sources' declarations (`SwiftDeclarations`); a local
    /// function is a closure over the scope it is declared in (it may call itself).
    func declareLocal(_ d: DeclSyntax, _ scope: Scope, _ file: SwiftSourceFile) throws {
        if let f = d.as(FunctionDeclSyntax.self), let body = f.body {
            let closure = SwiftValue.closure(Closure(function: f, body: body, scope: scope, file: file))
            scope.define(f.name.text, closure)
            // Overloads of a local function (`nextDate(delay:)` beside `nextDate(percentage:)`)
            // are told apart by their labels (`localOverloads`).
            scope.define(Self.localOverloadKey(f.name.text, f.signature.parameterClause.parameters.map { $0.firstName.text }), closure)
            var overloads: [SwiftValue] = []
            if case .array(let declared)? = scope.lookup(Self.localOverloadsKey(f.name.text)) { overloads = declared }
            scope.define(Self.localOverloadsKey(f.name.text), .array(overloads + [closure]))
            return
        }
        guard let v = d.as(VariableDeclSyntax.self) else { return }
        for b in v.bindings {
            // `let (a, r, g, b): (UInt64, …)` assigned later: every name declared, still nil.
            if b.initializer == nil, let t = b.pattern.as(TuplePatternSyntax.self) {
                for name in t.elements.compactMap({ $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }) { scope.define(name, .optional(nil)) }
                continue
            }
            // `@Dependency(\.clock) var clock` in a body: the wrapper's value.
            if b.initializer == nil, let w = localWrapper(v) {
                bind(b.pattern, try recovering(w, file) { try localWrapperValue(w, v, scope, file) ?? .optional(nil) }, scope)
                continue
            }
            // A value that cannot be evaluated is a placeholder under its name.
            let declared = b.typeAnnotation?.type.trimmedDescription
            let value = try b.initializer.map { i in try recovering(i.value, file) { try evaluate(i.value, typed: declared, scope, file) } } ?? .optional(nil)
            let typed = try declared.map { try coerce(value, to: $0, at: b, file) } ?? value
            bind(b.pattern, valueCopy(typed), scope)
        }
    }

    /// A local variable's property wrapper that makes its value with no initialiser
    /// (`@Dependency(\.clock) var clock`, `@Previewable @Environment(\.spacing) var spacing`).
    func localWrapper(_ v: VariableDeclSyntax) -> AttributeSyntax? {
        v.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first {
            guard let name = $0.attributeName.as(IdentifierTypeSyntax.self)?.name.text else { return false }
            return name == DependenciesBinding.wrapperName || SwiftUIVocabulary.localWrapperNames.contains(name)
        }
    }

    /// The value a local variable's wrapper `w` gives it: the library's (`@Dependency`) or
    /// SwiftUI's (`@Environment`, `@FocusState`, `@Namespace`).
    func localWrapperValue(_ w: AttributeSyntax, _ v: VariableDeclSyntax, _ scope: Scope, _ file: SwiftSourceFile) throws -> SwiftValue? {
        if w.attributeName.as(IdentifierTypeSyntax.self)?.name.text == DependenciesBinding.wrapperName { return try dependencyValue(w, scope, file) }
        return try SwiftUIVocabulary.localWrapperValue(w, type: v.bindings.first?.typeAnnotation?.type.trimmedDescription, evaluator: self, scope: scope, file: file)
    }

    /// Binds a pattern (a name, or a tuple of names) to a value.
    func bind(_ pattern: PatternSyntax, _ value: SwiftValue, _ scope: Scope) {
        if let id = pattern.as(IdentifierPatternSyntax.self) {
            scope.define(id.identifier.text, value)
        } else if let t = pattern.as(TuplePatternSyntax.self), case .tuple(let elements) = value {
            for (p, e) in zip(t.elements, elements) { bind(p.pattern, e.value, scope) }
        } else if let t = pattern.as(TuplePatternSyntax.self), case .placeholder = value {
            // `let (a, b) = unknown.read { … }`: each name is that same unknown, reported once
            // where it started, not again as an unknown name wherever it is read.
            for p in t.elements { bind(p.pattern, value, scope) }
        } else if let b = pattern.as(ValueBindingPatternSyntax.self) {
            bind(b.pattern, value, scope)
        }
    }

    // MARK: if / guard / switch

    /// The branch an `if` takes (with the scope its `if let` bindings live in), or nil.
    func takenBranch(_ i: IfExprSyntax, _ scope: Scope, _ file: SwiftSourceFile) throws -> (body: CodeBlockItemListSyntax, scope: Scope)? {
        let inner = Scope(parent: scope)
        if try conditions(i.conditions, inner, file) { return (i.body.statements, inner) }
        switch i.elseBody {
        case .ifExpr(let next)?: return try takenBranch(next, scope, file)
        case .codeBlock(let block)?: return (block.statements, Scope(parent: scope))
        case nil: return nil
        }
    }

    func ifExpression(_ i: IfExprSyntax, _ scope: Scope, _ file: SwiftSourceFile) throws -> SwiftValue {
        guard let branch = try takenBranch(i, scope, file) else { return .void }
        return try runBody(branch.body, Scope(parent: branch.scope), file)
    }

    func switchExpression(_ s: SwitchExprSyntax, _ scope: Scope, _ file: SwiftSourceFile) throws -> SwiftValue {
        let (body, inner) = try switchBody(s, scope, file)
        return try runBody(body, inner, file)
    }

    /// The statements of the case a `switch` takes and the scope of its bindings.
    func switchBody(_ s: SwitchExprSyntax, _ scope: Scope, _ file: SwiftSourceFile) throws -> (CodeBlockItemListSyntax, Scope) {
        let (index, inner) = try switchCase(s, scope, file)
        var i = 0
        for element in s.cases {
            guard case .switchCase(let c) = element else { continue }
            if i == index { return (c.statements, inner) }
            i += 1
        }
        return (CodeBlockItemListSyntax([]), inner)
    }

    /// Conditions of an `if`/`guard`: booleans, `let x = optional`, `case .a = value`.
    func conditions(_ list: ConditionElementListSyntax, _ scope: Scope, _ file: SwiftSourceFile) throws -> Bool {
        for c in list {
            switch c.condition {
            case .expression(let e):
                if try !truth(eval(e, scope, file), e, file) { return false }
            case .optionalBinding(let b):
                let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                let v: SwiftValue
                if let initializer = b.initializer {
                    v = try eval(initializer.value, scope, file)
                } else if let name {
                    // `if let x` shorthand.
                    v = try eval(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), scope, file)
                } else {
                    return false
                }
                guard let inner = v.unwrapped else { return false }
                bind(b.pattern, inner, scope)
            case .matchingPattern(let m):
                let v = try eval(m.initializer.value, scope, file)
                if try !matches(m.pattern, v, scope, file) { return false }
            case .availability(let a):
                // Previews run on the newest iOS: `#available` holds, `#unavailable` does not.
                if a.availabilityKeyword.tokenKind == .poundUnavailable { return false }
            default:
                throw fail("this condition is outside the evaluated subset", at: c, file)
            }
        }
        return true
    }

    /// The index (among its cases) of the case a `switch` takes and the scope of its bindings.
    /// A switch over a placeholder takes its `default` (else its first case).
    func switchCase(_ s: SwitchExprSyntax, _ scope: Scope, _ file: SwiftSourceFile) throws -> (Int, Scope) {
        let subject = try eval(s.subject, scope, file)
        let cases = s.cases.compactMap { element -> SwitchCaseSyntax? in
            if case .switchCase(let c) = element { return c }
            return nil
        }
        if case .placeholder(let p) = subject {
            let index = cases.firstIndex { if case .default = $0.label { return true }; return false } ?? 0
            p.used(as: index < cases.count && cases[index].label.is(SwitchDefaultLabelSyntax.self) ? "its default case" : "its first case")
            return (index, Scope(parent: scope))
        }
        for (index, c) in cases.enumerated() {
            let inner = Scope(parent: scope)
            switch c.label {
            case .default:
                return (index, inner)
            case .case(let label):
                for item in label.caseItems {
                    guard try matches(item.pattern, subject, inner, file) else { continue }
                    if let w = item.whereClause, try !truth(eval(w.condition, inner, file), w, file) { continue }
                    return (index, inner)
                }
            }
        }
        throw fail("no case of this switch matches \(describe(subject))", at: s, file)
    }

    /// Whether `value` matches a case pattern, binding its `let`s into `scope`.
    /// - Parameter binding: inside `case let …` (a `let`/`var` written before the pattern),
    ///   where a plain name in it (`case let .folder(id)`) binds the value there rather than
    ///   naming a value to compare with.
    func matches(_ pattern: PatternSyntax, _ value: SwiftValue, _ scope: Scope, _ file: SwiftSourceFile, binding: Bool = false) throws -> Bool {
        if pattern.is(WildcardPatternSyntax.self) { return true }
        // `catch is CancellationError`, `case is Int`.
        if let p = pattern.as(IsTypePatternSyntax.self) { return !isKnown(value, notOf: p.type.trimmedDescription) }
        if let b = pattern.as(ValueBindingPatternSyntax.self) {
            return try matches(b.pattern, value, scope, file, binding: true)
        }
        if let id = pattern.as(IdentifierPatternSyntax.self) {
            scope.define(id.identifier.text, value)
            return true
        }
        if let t = pattern.as(TuplePatternSyntax.self) {
            guard case .tuple(let elements) = value, elements.count == t.elements.count else { return false }
            for (p, e) in zip(t.elements, elements) where try !matches(p.pattern, e.value, scope, file, binding: binding) { return false }
            return true
        }
        guard let e = pattern.as(ExpressionPatternSyntax.self) else {
            throw fail("this pattern is outside the evaluated subset", at: pattern, file)
        }
        return try matchesExpression(e.expression, value, scope, file, binding: binding)
    }

    private func matchesExpression(_ e: ExprSyntax, _ value: SwiftValue, _ scope: Scope, _ file: SwiftSourceFile, binding: Bool = false) throws -> Bool {
        if e.is(DiscardAssignmentExprSyntax.self) { return true }
        // `id` in `case let .folder(id)`: a name bound to what stands there.
        if binding, let r = e.as(DeclReferenceExprSyntax.self), r.argumentNames == nil {
            scope.define(r.baseName.text, value)
            return true
        }
        // `catch let failure as Failure`, `case let n as Int`: the type first, then the name.
        if let a = e.as(AsExprSyntax.self) {
            guard !isKnown(value, notOf: a.type.trimmedDescription) else { return false }
            return try matchesExpression(a.expression, value, scope, file, binding: binding)
        }
        // `case (true, let n):` over a tuple, element by element.
        if let t = e.as(TupleExprSyntax.self), t.elements.count > 1 {
            guard case .tuple(let elements) = value.unwrapped ?? value, elements.count == t.elements.count else { return false }
            for (pattern, element) in zip(t.elements, elements) where try !matchesExpression(pattern.expression, element.value, scope, file, binding: binding) {
                return false
            }
            return true
        }
        // `case let x?:` and `case .some(let x):` match a present optional's value; `.none` nil.
        if let o = e.as(OptionalChainingExprSyntax.self) {
            guard !value.isNil, let inner = value.unwrapped else { return false }
            return try matchesExpression(o.expression, inner, scope, file, binding: binding)
        }
        if let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
           m.base == nil, m.declName.baseName.text == "some", let inner = call.arguments.first?.expression {
            guard !value.isNil, let v = value.unwrapped else { return false }
            return try matchesExpression(inner, v, scope, file, binding: binding)
        }
        // `catch Failure.tooLong`: a case with a payload named without one matches any payload.
        if let m = e.as(MemberAccessExprSyntax.self), m.base != nil, case .enumCase(let type, let name, _) = value.unwrapped ?? value,
           case .implicitMember(let qualified, nil) = try eval(e, scope, file) {
            return qualified == "\(type).\(name)"
        }
        // `.some(let x)`/`let x?` forms are rare in design systems; enum cases with payloads are not.
        if let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self) {
            // A value made without its payload (never Swift's) matches no pattern naming one.
            guard case .enumCase(_, let name, let payload) = value.unwrapped ?? value, name == m.declName.baseName.text,
                  payload.count == call.arguments.count else { return false }
            for (arg, p) in zip(call.arguments, payload) {
                if let pattern = arg.expression.as(PatternExprSyntax.self) {
                    guard try matches(pattern.pattern, p.value, scope, file, binding: binding) else { return false }
                } else if arg.expression.is(DiscardAssignmentExprSyntax.self) {
                    continue
                } else if binding, arg.expression.is(DeclReferenceExprSyntax.self) || arg.expression.is(TupleExprSyntax.self) {
                    guard try matchesExpression(arg.expression, p.value, scope, file, binding: true) else { return false }
                } else if try !equal(eval(arg.expression, scope, file), p.value) {
                    return false
                }
            }
            return true
        }
        if let m = e.as(MemberAccessExprSyntax.self), m.base == nil {
            switch value.unwrapped ?? value {
            case .enumCase(_, let name, _): return name == m.declName.baseName.text
            case .symbol(let s): return s == m.declName.baseName.text
            // A member of a library enum that stays an implicit member (`.body` as a `Font.TextStyle`).
            case .implicitMember(let s, nil): return s == m.declName.baseName.text
            case .optional(nil): return m.declName.baseName.text == "none"
            default: return false
            }
        }
        if let p = e.as(PatternExprSyntax.self) { return try matches(p.pattern, value, scope, file, binding: binding) }
        // `case ..<1:`, `case ...9:`, `case 60...:` over numbers.
        if let p = e.as(PrefixOperatorExprSyntax.self), ["..<", "..."].contains(p.operator.text), let n = value.number,
           let bound = try eval(p.expression, scope, file).number {
            return p.operator.text == "..<" ? n < bound : n <= bound
        }
        if let p = e.as(PostfixOperatorExprSyntax.self), p.operator.text == "...", let n = value.number,
           let bound = try eval(p.expression, scope, file).number {
            return n >= bound
        }
        if let i = e.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           op == "..." || op == "..<", let inside = try rangeContains(eval(e, scope, file), value, node: e, file) {
            return inside
        }
        return equal(try eval(e, scope, file), value)
    }
}
