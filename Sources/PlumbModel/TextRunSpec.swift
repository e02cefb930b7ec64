/// One styled piece of a text made of runs (`text: [{text: "Due "}, {text: "{date}", font: title}]`,
/// SwiftUI's `Text("Due ") + Text(date).font(.title)`): its string and the text modifiers
/// that apply to it alone, on top of what the text node's environment gives every run.
public struct TextRunSpec: Sendable {
    /// The run's string.
    public var text: String
    /// Run-level modifiers: only those a `Text` can take before `+` (`Modifier.isTextRunModifier`).
    public var modifiers: [Modifier]
    /// For each modifier, the token it named (snapshot diffs name tokens).
    public var tokenNames: [String?]
    /// Where the run is written.
    public var location: SourceLocation

    /// Creates a run.
    public init(text: String, modifiers: [Modifier] = [], tokenNames: [String?] = [], location: SourceLocation) {
        self.text = text
        self.modifiers = modifiers
        self.tokenNames = tokenNames
        self.location = location
    }
}
