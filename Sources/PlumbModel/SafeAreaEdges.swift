/// The edges along which a view ignores the safe area (SwiftUI's `Edge.Set`), physical once
/// the layout direction is known: `leading` is the left edge left to right.
public struct SafeAreaEdges: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = SafeAreaEdges(rawValue: 1)
    public static let leading = SafeAreaEdges(rawValue: 2)
    public static let bottom = SafeAreaEdges(rawValue: 4)
    public static let trailing = SafeAreaEdges(rawValue: 8)
    public static let horizontal: SafeAreaEdges = [.leading, .trailing]
    public static let vertical: SafeAreaEdges = [.top, .bottom]
    public static let all: SafeAreaEdges = [.top, .leading, .bottom, .trailing]
}
