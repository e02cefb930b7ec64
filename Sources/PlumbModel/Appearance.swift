/// Light or dark mode.
public enum Appearance: String, CaseIterable, Hashable, Sendable {
    case light, dark
}
