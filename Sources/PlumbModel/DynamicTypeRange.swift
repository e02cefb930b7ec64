import Foundation

/// The range a `dynamicTypeSize` modifier clamps the Dynamic Type size to, as SwiftUI's
/// `.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`: every size below `lowerBound` reads as
/// `lowerBound` inside, every size above `upperBound` as `upperBound`.
public struct DynamicTypeRange: Hashable, Sendable {
    public var lowerBound: DynamicTypeSize
    public var upperBound: DynamicTypeSize

    public init(_ lowerBound: DynamicTypeSize, _ upperBound: DynamicTypeSize) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    /// `size` clamped into the range.
    public func clamp(_ size: DynamicTypeSize) -> DynamicTypeSize {
        min(max(size, lowerBound), upperBound)
    }

    /// SwiftUI's spelling: `...xxxLarge`, `large...accessibility2`, `large...`, `..<accessibility1`,
    /// `xxxLarge` (one size: pinned).
    public var description: String {
        if lowerBound == upperBound { return lowerBound.rawValue }
        if lowerBound == .xSmall { return "...\(upperBound.rawValue)" }
        if upperBound == .accessibility5 { return "\(lowerBound.rawValue)..." }
        return "\(lowerBound.rawValue)...\(upperBound.rawValue)"
    }

    /// Parses SwiftUI's range expressions over size names (short names such as `xxxl` and
    /// `ax2` too): `a...b`, `...b`, `a...`, `a..<b`, `..<b`, or one size. Nil if malformed.
    public init?(parsing text: String) {
        let s = text.trimmingCharacters(in: .whitespaces)
        func size(_ t: Substring) -> DynamicTypeSize? { DynamicTypeSize(name: t.trimmingCharacters(in: .whitespaces)) }
        if let r = s.range(of: "..<") {
            let lo = s[..<r.lowerBound], hi = s[r.upperBound...]
            guard let upper = size(hi), upper > .xSmall else { return nil }
            let lower = lo.isEmpty ? .xSmall : size(lo)
            guard let lower else { return nil }
            let top = DynamicTypeSize.allCases[upper.index - 1]
            guard lower <= top else { return nil }
            self.init(lower, top)
        } else if let r = s.range(of: "...") {
            let lo = s[..<r.lowerBound], hi = s[r.upperBound...]
            guard !(lo.isEmpty && hi.isEmpty) else { return nil }
            let lower = lo.isEmpty ? .xSmall : size(lo), upper = hi.isEmpty ? .accessibility5 : size(hi)
            guard let lower, let upper, lower <= upper else { return nil }
            self.init(lower, upper)
        } else {
            guard let one = size(Substring(s)) else { return nil }
            self.init(one, one)
        }
    }
}
