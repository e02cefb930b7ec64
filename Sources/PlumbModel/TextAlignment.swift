/// SwiftUI's `TextAlignment`, used by `multilineTextAlignment`.
public enum TextAlignment: String, CaseIterable, Hashable, Sendable {
    case leading, center, trailing
}
