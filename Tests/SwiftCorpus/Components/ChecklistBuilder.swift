import SwiftUI

/// One line of a checklist.
struct ChecklistItem: Identifiable, Hashable {
    let title: String
    var isDone = false
    var isOptional = false
    var id: String { title }
}

/// Builds `[ChecklistItem]` from statements: items, bare strings, `if`, `if/else` and `for`.
@resultBuilder
enum ChecklistBuilder {
    static func buildExpression(_ item: ChecklistItem) -> [ChecklistItem] {
        [item]
    }

    static func buildExpression(_ title: String) -> [ChecklistItem] {
        [ChecklistItem(title: title)]
    }

    static func buildExpression(_ items: [ChecklistItem]) -> [ChecklistItem] {
        items
    }

    static func buildBlock(_ parts: [ChecklistItem]...) -> [ChecklistItem] {
        parts.flatMap { $0 }
    }

    static func buildOptional(_ part: [ChecklistItem]?) -> [ChecklistItem] {
        part ?? []
    }

    static func buildEither(first part: [ChecklistItem]) -> [ChecklistItem] {
        part
    }

    static func buildEither(second part: [ChecklistItem]) -> [ChecklistItem] {
        part
    }

    static func buildArray(_ parts: [[ChecklistItem]]) -> [ChecklistItem] {
        parts.flatMap { $0 }
    }
}

/// A checklist card whose items are written as a builder block.
struct Checklist: View {
    let title: String
    let items: [ChecklistItem]

    init(_ title: String, @ChecklistBuilder items: () -> [ChecklistItem]) {
        self.title = title
        self.items = items()
    }

    private var doneCount: Int { items.filter(\.isDone).count }

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.sm) {
            HStack {
                Text(title).font(.headline)
                Spacer()
                Text("\(doneCount)/\(items.count)")
                    .font(.subheadline.monospacedDigit())
                    .foregroundStyle(.secondary)
            }
            ForEach(items) { item in
                HStack(spacing: Spacing.sm) {
                    Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                        .foregroundStyle(item.isDone ? Color.success : Color.secondary)
                    Text(item.title)
                        .strikethrough(item.isDone)
                    if item.isOptional {
                        Text("optional")
                            .font(.caption2)
                            .foregroundStyle(.tertiary)
                    }
                }
            }
        }
        .padding(Spacing.md)
        .background(Color.surfaceSecondary, in: RoundedRectangle(cornerRadius: Radius.medium))
    }
}

private let packedDays = ["Mon", "Tue", "Wed"]

#Preview("Trip checklist", traits: .sizeThatFitsLayout) {
    let international = true
    let nights = 3
    return Checklist("Before the trip") {
        ChecklistItem(title: "Book hotel", isDone: true)
        "Charge headphones"
        if international {
            ChecklistItem(title: "Passport", isDone: true)
        }
        if nights > 5 {
            "Laundry bag"
        } else {
            ChecklistItem(title: "Travel towel", isOptional: true)
        }
        for day in packedDays {
            "Outfit for \(day)"
        }
    }
    .frame(width: 300)
    .padding()
}

#Preview("Empty branches", traits: .sizeThatFitsLayout) {
    Checklist("Errands") {
        "Post office"
        if false {
            "Never shown"
        }
    }
    .frame(width: 300)
    .padding()
}
