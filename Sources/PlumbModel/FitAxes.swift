/// The axes a `viewThatFits` constrains (SwiftUI's `ViewThatFits(in:)`; default both): a
/// child fits when its ideal size on these axes is within the proposal there.
public enum FitAxes: String, CaseIterable, Hashable, Sendable {
    case horizontal, vertical, both

    public func contains(_ axis: Axis) -> Bool {
        self == .both || rawValue == axis.rawValue
    }
}
