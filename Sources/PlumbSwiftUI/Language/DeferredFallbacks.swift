/// Fallbacks met while making a stored property's initial value are reported only once the
/// preview reads that property: a default nothing reads changes nothing drawn (an app
/// environment's logger set-up behind a view model, say), as an unused placeholder is not
/// reported either. Kept per instance and property until read.
struct DeferredFallbacks {
    struct Batch {
        var diagnostics: [SwiftDiagnostic] = []
        var placeholders: [Placeholder] = []
    }

    private var pending: [ObjectIdentifier: [String: Batch]] = [:]

    mutating func hold(_ batch: Batch, for instance: Instance, field: String) {
        guard !batch.diagnostics.isEmpty || !batch.placeholders.isEmpty else { return }
        pending[ObjectIdentifier(instance), default: [:]][field] = batch
    }

    /// What was held for the property (nothing the next time).
    mutating func release(_ instance: Instance, field: String) -> Batch? {
        pending[ObjectIdentifier(instance)]?.removeValue(forKey: field)
    }
}

extension SwiftEvaluator {
    /// Evaluates a stored property's initial value for `instance`, holding back the
    /// fallbacks it meets until the property is read (`releaseFallbacks`).
    func initialValueDeferringFallbacks(_ p: PropertyDecl, of instance: Instance, _ selfScope: Scope,
                                        or empty: SwiftValue) throws -> SwiftValue {
        let mark = fallbackMark
        let v = try recovering(p.binding, p.file) { try initialValue(p, selfScope) ?? empty }
        deferredFallbacks.hold(takeFallbacks(since: mark), for: instance, field: p.name)
        return v
    }

    /// A property is read: the fallbacks its initial value met count now.
    func releaseFallbacks(_ instance: Instance, field: String) {
        guard let batch = deferredFallbacks.release(instance, field: field) else { return }
        restoreFallbacks(batch)
    }
}
