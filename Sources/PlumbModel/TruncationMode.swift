/// SwiftUI's `Text.TruncationMode`: where "…" replaces the text that does not fit.
public enum TruncationMode: String, CaseIterable, Hashable, Sendable {
    /// "…ing text": the end of the text stays.
    case head
    /// "Lon…ext": the start and the end stay, the middle goes.
    case middle
    /// "Long te…": the start stays (SwiftUI's default).
    case tail
}
