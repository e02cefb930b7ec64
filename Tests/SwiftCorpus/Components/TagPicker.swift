import SwiftUI

/// Adds the tag when it is missing and removes it when present.
func toggle(_ tag: String, in selection: inout Set<String>) {
    if selection.contains(tag) {
        selection.remove(tag)
    } else {
        selection.insert(tag)
    }
}

/// Interests as chips in rows of three; the user's picks are filled, suggested ones outlined.
struct TagPicker: View {
    let tags: [String]
    var suggested: Set<String> = []
    var perRow = 3
    @State private var selection: Set<String> = []

    private var rows: [[String]] {
        stride(from: 0, to: tags.count, by: perRow).map { start in
            Array(tags[start..<min(start + perRow, tags.count)])
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.sm) {
            ForEach(Array(rows.enumerated()), id: \.offset) { _, row in
                HStack(spacing: Spacing.sm) {
                    ForEach(row, id: \.self) { tag in
                        chip(tag)
                    }
                }
            }
            footer
        }
    }

    private func chip(_ tag: String) -> some View {
        let isSelected = selection.contains(tag)
        let isSuggested = suggested.contains(tag)
        let (fill, text): (Color, Color)
        switch (isSelected, isSuggested) {
        case (true, _):
            (fill, text) = (.brand, .white)
        case (false, true):
            (fill, text) = (Color.brand.opacity(0.12), .brand)
        case (false, false):
            (fill, text) = (.surfaceSecondary, .primary)
        }
        return Button {
            toggle(tag, in: &selection)
        } label: {
            Text(tag)
                .font(.subheadline.weight(isSelected ? .semibold : .regular))
                .foregroundStyle(text)
                .padding(.horizontal, Spacing.md)
                .padding(.vertical, Spacing.sm)
                .background(fill, in: Capsule())
        }
        .buttonStyle(.plain)
    }

    /// "2 picked · 1 suggested left", from set algebra over the picks and the suggestions.
    private var footer: some View {
        let stillSuggested = suggested.subtracting(selection)
        let takenUp = suggested.intersection(selection)
        let unknown = selection.subtracting(tags)
        var parts = ["\(selection.count) picked"]
        if !takenUp.isEmpty {
            parts.append("\(takenUp.count) from suggestions")
        }
        if !stillSuggested.isEmpty {
            parts.insert("\(stillSuggested.count) suggested left", at: parts.count)
        }
        if let firstPick = tags.firstIndex(where: { selection.contains($0) }) {
            parts.append("first: \(tags[firstPick])")
        }
        return Text(parts.joined(separator: " · ") + (unknown.isEmpty ? "" : " (\(unknown.count) retired)"))
            .font(.footnote)
            .foregroundStyle(.secondary)
    }
}

#Preview("Interests", traits: .sizeThatFitsLayout) {
    TagPicker(
        tags: ["Design", "Swift", "Typography", "Motion", "Colour", "Accessibility", "Icons", "Research"],
        suggested: ["Motion", "Accessibility", "Swift"],
        selection: ["Swift", "Typography", "Retired tag"]
    )
    .padding()
    .frame(width: 390, alignment: .leading)
}

#Preview("Nothing picked", traits: .sizeThatFitsLayout) {
    TagPicker(tags: ["Running", "Cycling", "Swimming", "Yoga"], perRow: 2)
        .padding()
}
