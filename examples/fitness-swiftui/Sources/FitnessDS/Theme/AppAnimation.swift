import SwiftUI

// Animation should provide feedback and delight, not delay. (Snapshots show the settled state.)
extension Animation {
    // MARK: - Micro (Feedback)
    static let micro = Animation.easeOut(duration: 0.15)

    // MARK: - Standard (State changes)
    static let standard = Animation.easeInOut(duration: 0.25)

    // MARK: - Emphasis (Celebrations, attention)
    static let emphasis = Animation.spring(response: 0.4, dampingFraction: 0.7)

    // MARK: - Smooth (Sheet presentations, large moves)
    static let smooth = Animation.easeInOut(duration: 0.35)
}
