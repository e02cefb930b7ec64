/// Parsing of a text made of styled runs: `text: [{text: "Due "}, {text: "{date}", font: title,
/// color: accent}]`, SwiftUI's `Text("Due ") + Text(date).font(.title).foregroundColor(.accent)`.
extension SpecResolver {
    /// The keys a run takes besides `text`: the run-level text modifiers (`color` is short for
    /// `foregroundColor`).
    static let runModifierKeys = ["font", "fontWeight", "fontDesign", "color", "foregroundColor", "foregroundStyle", "tracking", "kerning",
                                  "italic", "monospacedDigit", "underline", "strikethrough"]

    /// The runs of a `text:` list; each run's modifiers resolved like a modifier list's items.
    func textRuns(_ v: YAMLValue, path: String, uses: inout SpecExpansion) throws -> [TextRunSpec] {
        let items = try ValueParsing.sequence(v, "text runs")
        guard !items.isEmpty else {
            throw PlumbError("a text made of runs needs at least one run, e.g. [{text: \"Due \"}, {text: \"today\", font: headline}]", at: v.location)
        }
        var runs: [TextRunSpec] = []
        var total = 0
        for (index, item) in items.enumerated() {
            guard let entries = item.entries else {
                throw PlumbError("each text run is a mapping with 'text' and its own modifiers, e.g. {text: \"today\", font: headline}; found \(item.shapeName)",
                                 at: item.location)
            }
            try ValueParsing.checkKeys(entries, allowed: ["text"] + Self.runModifierKeys, in: "text run")
            guard let t = item["text"] else { throw PlumbError("a text run needs 'text'", at: item.location) }
            guard case .scalar(let s, _, _) = t else {
                throw PlumbError("expected the run's string, found \(t.shapeName)", at: t.location)
            }
            // All runs together are one text: one budget.
            total += s.utf8.count
            if total > Limits.textCharacters, case let n = runs.map(\.text.count).reduce(s.count, +), n > Limits.textCharacters {
                throw PlumbError.overLimit("a text of \(PlumbError.grouped(n)) characters", "text-length", Limits.textCharacters,
                                           unit: " characters", at: t.location)
            }
            var modifiers: [Modifier] = []
            var names: [String?] = []
            for (key, loc, value) in entries where key != "text" {
                let name = key == "color" ? "foregroundColor" : key
                let item = YAMLValue.mapping([(key: .scalar(name, quoted: false, loc), value: value)], loc)
                guard let m = try modifier(name, value, at: loc, path: "\(path)/\(index)/\(name)", uses: &uses) else { continue }
                modifiers.append(m)
                names.append(Self.modifierTokenName(item))
            }
            runs.append(TextRunSpec(text: s, modifiers: modifiers, tokenNames: names, location: item.location))
        }
        return runs
    }
}
