import Foundation

/// `NSRegularExpression`, by calling Foundation's own (ICU's engine, as on iOS): made with
/// `init(pattern:options:)` (a bad pattern throws, as Foundation does), `firstMatch(in:options:
/// range:)`, `matches(in:options:range:)`, `numberOfMatches(in:options:range:)`,
/// `stringByReplacingMatches(in:options:range:withTemplate:)`; a match (`NSTextCheckingResult`)
/// answers `range`, `numberOfRanges` and `range(at:)`. Ranges cross between a Swift string and
/// Foundation as Foundation's do: `NSRange(s.startIndex..., in: s)` counts UTF-16 units, and
/// `Range(nsRange, in: s)` turns one back into the string's own indices (`nil` for
/// `NSNotFound`). A single match runs to its end: ICU's own step limit is not set here, so a
/// pattern that backtracks exponentially is not cut short by the preview's time limit.
enum FoundationRegularExpression {
    static let typeNames: Set<String> = ["NSRegularExpression", "NSTextCheckingResult"]

    /// A match: Foundation's result, kept with nothing of ours.
    struct Match: Hashable {
        let result: NSTextCheckingResult
    }

    /// `NSRegularExpression(pattern:options:)`, `NSRange(_:in:)`, `Range(_:in:)`.
    static func construct(_ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        switch name {
        case "NSRegularExpression":
            let pattern = try site.string(site.argument(args, "pattern"), "NSRegularExpression(pattern:)")
            // A pattern Foundation refuses is the error its initializer throws (`try?` gives nil).
            guard let regex = try? NSRegularExpression(pattern: pattern, options: options(site.argument(args, "options"))) else {
                throw ThrownSwiftError(value: .string("NSRegularExpression cannot compile '\(pattern)'"), location: site.file.location(of: site.node))
            }
            return .native(AnyHashable(regex))
        case "NSRange":
            // `NSRange(s.startIndex..., in: s)`, `NSRange(range, in: s)`.
            guard args.count == 2, args[0].label == nil, let inString = site.argument(args, "in") else { return nil }
            let s = try site.string(inString, "NSRange(_:in:)")
            // The character offsets the range selects, as a subscript of the string has them, clamped to it.
            guard let (lo, hi) = site.evaluator.sliceBounds(args[0].value, count: s.count) else { return nil }
            let lower = max(0, min(lo, s.count)), upper = max(lower, min(hi, s.count))
            let range = s.index(s.startIndex, offsetBy: lower)..<s.index(s.startIndex, offsetBy: upper)
            return .native(AnyHashable(NSRange(range, in: s)))
        case "Range":
            // `Range(nsRange, in: s)`: the string's own indices, nil where the range is not in it.
            guard args.count == 2, case .native(let n)? = args.first?.value, let r = n.base as? NSRange,
                  let inString = site.argument(args, "in") else { return nil }
            let s = try site.string(inString, "Range(_:in:)")
            guard let swiftRange = Range(r, in: s) else { return .optional(nil) }
            return .range(lower: s.distance(from: s.startIndex, to: swiftRange.lowerBound),
                          upper: s.distance(from: s.startIndex, to: swiftRange.upperBound))
        default:
            return nil
        }
    }

    /// `NSNotFound`.
    static func global(_ name: String) -> SwiftValue? {
        name == "NSNotFound" ? .int(NSNotFound) : nil
    }

    static func property(_ base: Any, _ name: String) -> SwiftValue? {
        switch (base, name) {
        case (let m as Match, "range"): return .native(AnyHashable(m.result.range))
        case (let m as Match, "numberOfRanges"): return .int(m.result.numberOfRanges)
        case (let r as NSRegularExpression, "pattern"): return .string(r.pattern)
        case (let r as NSRegularExpression, "numberOfCaptureGroups"): return .int(r.numberOfCaptureGroups)
        default: return nil
        }
    }

    static func method(_ base: Any, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        if let m = base as? Match, name == "range" {
            let i = try site.int(site.argument(args, "at"), "range(at:)")
            guard i >= 0, i < m.result.numberOfRanges else { throw site.fail("range(at: \(i)) of a match with \(m.result.numberOfRanges) ranges") }
            return .native(AnyHashable(m.result.range(at: i)))
        }
        guard let regex = base as? NSRegularExpression else { return nil }
        let s = try site.string(site.argument(args, "in"), "\(name)(in:)")
        let range = try site.argument(args, "range").map { try site.native($0, NSRange.self, "NSRange") } ?? NSRange(s.startIndex..., in: s)
        let opts = NSRegularExpression.MatchingOptions(rawValue: 0)
        switch name {
        case "firstMatch":
            return .optional(regex.firstMatch(in: s, options: opts, range: range).map { .native(AnyHashable(Match(result: $0))) })
        case "matches":
            return .array(regex.matches(in: s, options: opts, range: range).map { .native(AnyHashable(Match(result: $0))) })
        case "numberOfMatches":
            return .int(regex.numberOfMatches(in: s, options: opts, range: range))
        case "stringByReplacingMatches":
            let template = try site.string(site.argument(args, "withTemplate"), "stringByReplacingMatches(withTemplate:)")
            return .string(regex.stringByReplacingMatches(in: s, options: opts, range: range, withTemplate: template))
        default:
            return nil
        }
    }

    /// `.caseInsensitive`, `[.anchorsMatchLines, .dotMatchesLineSeparators]`; none by default.
    private static func options(_ v: SwiftValue?) -> NSRegularExpression.Options {
        let names: [String: NSRegularExpression.Options] = [
            "caseInsensitive": .caseInsensitive, "allowCommentsAndWhitespace": .allowCommentsAndWhitespace,
            "ignoreMetacharacters": .ignoreMetacharacters, "dotMatchesLineSeparators": .dotMatchesLineSeparators,
            "anchorsMatchLines": .anchorsMatchLines, "useUnixLineSeparators": .useUnixLineSeparators,
            "useUnicodeWordBoundaries": .useUnicodeWordBoundaries,
        ]
        var out: NSRegularExpression.Options = []
        let items: [SwiftValue]
        switch v {
        case .array(let xs)?: items = xs
        case let x?: items = [x]
        case nil: items = []
        }
        for item in items {
            if case .implicitMember(let n, nil) = item, let o = names[n] { out.insert(o) }
            if case .symbol(let n) = item, let o = names[n] { out.insert(o) }
        }
        return out
    }
}
