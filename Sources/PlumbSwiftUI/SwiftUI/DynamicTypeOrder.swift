import PlumbModel

/// SwiftUI's `DynamicTypeSize` and `ContentSizeCategory` as ordered values: `size >=
/// .accessibility1`, `category < .extraLarge`, `sorted()`, `isAccessibilityCategory`.
extension SwiftEvaluator {
    /// `ContentSizeCategory` names in `DynamicTypeSize` order (UIKit's content size categories).
    static var contentSizeCategories: [String] { UIKitDevice.contentSizeCategories }

    /// The rank of a `DynamicTypeSize` or `ContentSizeCategory` case name (`.large` is 3).
    static func sizeRank(_ name: String) -> Int? {
        if let s = DynamicTypeSize(rawValue: name) { return s.index }
        return contentSizeCategories.firstIndex(of: name)
    }

    /// The order of two Dynamic Type sizes or content size categories (-1, 0, 1); nil for
    /// anything else.
    func dynamicTypeOrdering(_ a: SwiftValue, _ b: SwiftValue) -> Int? {
        func rank(_ v: SwiftValue) -> Int? {
            switch v.unwrapped ?? v {
            case .symbol(let s), .implicitMember(let s, nil): return Self.sizeRank(s)
            default: return nil
            }
        }
        guard let x = rank(a), let y = rank(b) else { return nil }
        return x < y ? -1 : x > y ? 1 : 0
    }
}
