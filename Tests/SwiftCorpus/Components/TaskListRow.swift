import SwiftUI

/// Anything a list row can show: a title, and optionally a subtitle and an accent.
protocol RowPresentable: Identifiable {
    var title: String { get }
    var subtitle: String? { get }
    var accent: Color { get }
}

extension RowPresentable {
    var subtitle: String? { nil }
    var accent: Color { .brand }
}

/// "Urgent to low" for any comparable, describable values; nil when they are all the same.
func spanDescription<T: Comparable & CustomStringConvertible>(of values: [T]) -> String? {
    guard let lowest = values.min(), let highest = values.max(), lowest != highest else { return nil }
    return "\(highest) to \(lowest.description.lowercased())"
}

enum Priority: Comparable, CaseIterable, CustomStringConvertible {
    case low, normal, high, urgent

    var description: String {
        switch self {
        case .low: return "Low"
        case .normal: return "Normal"
        case .high: return "High"
        case .urgent: return "Urgent"
        }
    }
}

/// The states the tracker's API sends as strings.
enum TaskStatus: String {
    case open
    case inProgress = "in_progress"
    case done
}

struct TrackedTask: RowPresentable, Equatable {
    let id: Int
    let title: String
    let priority: Priority
    let status: TaskStatus

    /// From the API's payload; unknown status strings are dropped.
    init?(id: Int, title: String, priority: Priority, status rawStatus: String) {
        guard let status = TaskStatus(rawValue: rawStatus) else { return nil }
        self.id = id
        self.title = title
        self.priority = priority
        self.status = status
    }

    var subtitle: String? {
        status == .inProgress ? "In progress · \(priority)" : "\(priority)"
    }

    var accent: Color {
        priority >= .high ? .danger : .secondary
    }
}

/// A tag with nothing but a title: it takes the protocol's defaults.
struct Milestone: RowPresentable {
    let id: String
    var title: String { id }
}

/// One row for anything `RowPresentable`.
struct PresentableRow<Item: RowPresentable>: View {
    let item: Item
    var isDone = false

    var body: some View {
        HStack(spacing: Spacing.md) {
            Image(systemName: isDone ? "checkmark" : "circle")
                .foregroundStyle(isDone ? Color.success : item.accent)
                .frame(width: 22)
            VStack(alignment: .leading, spacing: Spacing.xxs) {
                Text(item.title)
                    .strikethrough(isDone)
                    .foregroundStyle(isDone ? .secondary : .primary)
                if let subtitle = item.subtitle {
                    Text(subtitle)
                        .font(.caption)
                        .foregroundStyle(item.accent)
                }
            }
            Spacer()
        }
        .padding(.vertical, Spacing.xs)
    }
}

/// Tasks from the API, most urgent first, with the milestone that groups them.
struct TaskListRow: View {
    let payload: [(Int, String, Priority, String)]
    let milestone: Milestone
    /// The column the list is ordered by, most urgent first.
    var sortKey = \TrackedTask.priority

    private var tasks: [TrackedTask] {
        payload.compactMap { TrackedTask(id: $0.0, title: $0.1, priority: $0.2, status: $0.3) }
            .sorted(using: KeyPathComparator(sortKey, order: .reverse))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            PresentableRow(item: milestone)
            Divider()
            ForEach(tasks) { task in
                PresentableRow(item: task, isDone: task.status == .done)
            }
            if let span = spanDescription(of: tasks.map(sortKey)), let oldest = tasks.min(by: { $0.id < $1.id }) {
                Text("\(span) · oldest: \(oldest.title) · \(Priority.allCases.count) levels")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .padding(.top, Spacing.sm)
            }
        }
    }
}

#Preview("Tasks", traits: .sizeThatFitsLayout) {
    TaskListRow(
        payload: [
            (1, "Audit colour contrast", .normal, "open"),
            (2, "Ship dark mode tokens", .urgent, "in_progress"),
            (3, "Rename spacing scale", .low, "done"),
            (4, "Migrate icons", .high, "archived"),
            (5, "Document button styles", .high, "open"),
        ],
        milestone: Milestone(id: "Design system 2.0")
    )
    .padding()
    .frame(width: 360)
}
