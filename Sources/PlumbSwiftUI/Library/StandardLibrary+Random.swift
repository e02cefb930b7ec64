import SwiftSyntax

/// Random values, from the preview's seeded generator (`PreviewDeterminism`) and never the
/// system's: `Int.random(in:)`, `Double.random(in:)`, `Bool.random()`, `randomElement()`,
/// `shuffled()` give the same values in the same order on every render.
extension SwiftEvaluator {
    /// `T.random(in:)` for a number type, `Bool.random()`.
    func randomValue(of type: String, _ args: [Argument], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        if type == "Bool", args.isEmpty { return .bool(determinism.randomIndex(below: 2) == 1) }
        guard Self.numberTypeNames.contains(type), var range = args.first(where: { $0.label == "in" })?.value else { return nil }
        // `Double.random(in: 0...10)`: Int bounds typed as the Double the call names.
        if Self.floatingTypeNames.contains(type), var r = rangeBounds(range), let lo = r.lower.number, let hi = r.upper.number {
            r.lower = .double(lo)
            r.upper = .double(hi)
            range = .interval(r)
        }
        guard let v = try randomValue(in: range, node: node, file) else { throw fail("\(type).random(in:) needs a non-empty range", at: node, file) }
        return v
    }

    /// A random element of a range: an Int from a range of Ints, else a Double between the
    /// bounds. Nil when the range is empty.
    func randomValue(in range: SwiftValue, node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        guard let r = rangeBounds(range) else { throw fail("expected a range, found \(range.kindName)", at: node, file) }
        if case .int(let lo) = r.lower, case .int(let hi) = r.upper {
            let count = hi - lo + (r.closed ? 1 : 0)
            return count > 0 ? .int(lo + determinism.randomIndex(below: count)) : nil
        }
        guard let lo = r.lower.number, let hi = r.upper.number, lo < hi || r.closed && lo == hi else { return nil }
        return .double(lo + determinism.randomUnit() * (hi - lo))
    }

    /// The elements in a seeded random order (Fisher–Yates).
    func shuffled(_ xs: [SwiftValue]) -> [SwiftValue] {
        var out = xs
        var i = out.count - 1
        while i > 0 {
            out.swapAt(i, determinism.randomIndex(below: i + 1))
            i -= 1
        }
        return out
    }
}
