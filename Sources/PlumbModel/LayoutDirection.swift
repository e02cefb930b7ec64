/// SwiftUI's `LayoutDirection`: which way leading and trailing point. Set for a snapshot by
/// the matrix's `layoutDirections`, for a subtree by the `layoutDirection` modifier.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
    case leftToRight, rightToLeft

    /// The suffix snapshot names carry (`-rtl`); the default direction adds none.
    public var nameSuffix: String? { self == .rightToLeft ? "rtl" : nil }
}
