/// A length that scales with Dynamic Type relative to a text style, as SwiftUI's
/// `@ScaledMetric(relativeTo: .body) var x = 20`: written `{value: 20, relativeTo: body}` as a
/// number token or inline wherever a length is accepted. `relativeTo` defaults to `body`, as
/// `@ScaledMetric var x = 20` does.
public struct ScaledMetric: Hashable, Sendable {
    /// The value in points at the `large` (default) size.
    public var value: Double
    public var relativeTo: TextStyle

    public init(value: Double, relativeTo: TextStyle = .body) {
        self.value = value
        self.relativeTo = relativeTo
    }

    /// The value at `size`: `DynamicTypeTable.scaledMetric`, not rounded.
    public func value(at size: DynamicTypeSize) -> Double {
        DynamicTypeTable.scaledMetric(value, relativeTo: relativeTo, at: size)
    }

    static let keys = ["value", "relativeTo"]

    /// True when `v` is written as a scaled metric (a mapping with `value` or `relativeTo`), so
    /// a caller that also takes other mappings (padding edges) can tell them apart.
    static func isWritten(_ v: YAMLValue) -> Bool {
        v.entries?.contains { keys.contains($0.key) } ?? false
    }

    /// The scaled metric `v` for `what` (named in errors), or nil when `v` is not a mapping.
    public static func parse(_ v: YAMLValue, _ what: String) throws -> ScaledMetric? {
        guard let e = v.entries else { return nil }
        try ValueParsing.checkKeys(e, allowed: keys, in: "scaled metric for \(what)")
        guard let number = v["value"] else {
            throw PlumbError("a scaled metric for \(what) needs 'value' (its points at the large size), e.g. {value: 20, relativeTo: body}", at: v.location)
        }
        guard case .scalar(let s, let quoted, _) = number, !quoted, let d = ValueParsing.parseNumber(s) else {
            // A token name here would be scaled twice if the token scales itself: values are numbers.
            throw PlumbError("expected a number for the 'value' of a scaled metric (\(what)), found \(number.string.map { "'\($0)'" } ?? number.shapeName): write points, e.g. {value: 20, relativeTo: body}", at: number.location)
        }
        guard d.isFinite else { throw PlumbError("the 'value' of a scaled metric (\(what)) must be finite, found \(s)", at: number.location) }
        var style = TextStyle.body
        if let r = v["relativeTo"] {
            let name = try ValueParsing.string(r, "relativeTo")
            guard let t = TextStyle(name: name) else {
                throw PlumbError("unknown text style '\(name)' in the scaled metric (\(what))\(Suggestions.hint(for: name, in: TextStyle.allCases.map(\.rawValue)))", at: r.location)
            }
            style = t
        }
        return ScaledMetric(value: d, relativeTo: style)
    }
}
