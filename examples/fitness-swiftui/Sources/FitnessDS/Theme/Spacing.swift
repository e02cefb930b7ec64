import SwiftUI

// Spacing scale: related items close together (space8), unrelated far apart (space24+),
// space16 minimum padding on cards.
extension CGFloat {
    static let space2: CGFloat = 2
    static let space4: CGFloat = 4
    static let space8: CGFloat = 8
    static let space12: CGFloat = 12
    static let space16: CGFloat = 16
    static let space20: CGFloat = 20
    static let space24: CGFloat = 24
    static let space32: CGFloat = 32
    static let space48: CGFloat = 48
    static let space64: CGFloat = 64
}

/// Sizes the whole app agrees on.
enum AppSpacing {
    /// Anything tappable is at least this big.
    static let minTouchTarget: CGFloat = 44
    /// "During a workout, make primary actions 56pt+."
    static let primaryAction: CGFloat = 56
}
