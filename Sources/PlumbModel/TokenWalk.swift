/// The state of resolving one token reference chain: the tokens being resolved (to report a
/// cycle where it closes), the chain-length budget, and — while `Tokens` validates every
/// token at load — a memo of what each token resolved to and how deep its own chain went.
///
/// The memo keeps validation linear: a chain of n references is walked once, not n times.
/// Storing each token's depth keeps the budget exact with the memo: a memoised token still
/// counts the hops beneath it, so a chain too long from its head fails whichever token was
/// validated first.
struct TokenWalk<Value> {
    /// Keys of the tokens being resolved, outermost first.
    private(set) var visiting: [String] = []
    /// The deepest `visiting.count` reached since the innermost `enter` (hops below it).
    private var deepest = 0
    /// Resolved values and their chain depths by key; nil when not memoising.
    private var memo: [String: (value: Value, depth: Int)]?

    init(memoising: Bool = false) {
        memo = memoising ? [:] : nil
    }

    /// The memoised value of `key`, after checking that its chain still fits the budget.
    mutating func remembered(_ key: String, at loc: SourceLocation) throws -> Value? {
        guard let (value, depth) = memo?[key] else { return nil }
        try checkBudget(adding: depth, key, at: loc)
        deepest = max(deepest, visiting.count + depth)
        return value
    }

    /// Resolves `key` with `body`, refusing a cycle and a chain over `Limits.tokenChain`
    /// before any work; `loc` locates the reference that names `key`.
    mutating func enter(_ key: String, at loc: SourceLocation, _ body: (inout TokenWalk) throws -> Value) throws -> Value {
        if let i = visiting.firstIndex(of: key) {
            throw PlumbError("cyclic token reference: \((visiting[i...] + [key]).joined(separator: " → "))", at: loc)
        }
        try checkBudget(adding: 1, key, at: loc)
        visiting.append(key)
        let outerDeepest = deepest
        deepest = visiting.count
        defer {
            visiting.removeLast()
            deepest = max(outerDeepest, deepest)
        }
        let value = try body(&self)
        memo?[key] = (value, deepest - visiting.count + 1)
        return value
    }

    private func checkBudget(adding hops: Int, _ key: String, at loc: SourceLocation) throws {
        guard visiting.count + hops > Limits.tokenChain else { return }
        throw PlumbError.overLimit("the token reference chain from '\(visiting.first ?? key)' through '\(key)'",
                                   "token-chain", Limits.tokenChain, unit: " references", at: loc)
    }
}
