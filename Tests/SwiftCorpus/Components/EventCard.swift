import SwiftUI

/// Date formatters are costly to make: the card keeps one of each, made on first use.
final class EventFormatters {
    static let shared = EventFormatters()

    lazy var month: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "MMM"
        return formatter
    }()

    lazy var weekday: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "EEEE"
        return formatter
    }()
}

struct CalendarEvent: Identifiable {
    let id = UUID()
    let title: String
    let start: Date
    var location: String?
    var isAllDay = false
}

/// An upcoming event: a date tile, the title, when and where.
struct EventCard: View {
    let event: CalendarEvent
    var now: Date = .now

    private var day: Int {
        Calendar.current.component(.day, from: event.start)
    }

    /// "Today", "Tomorrow", "In 3 days" or the weekday.
    private var relativeDay: String {
        let calendar = Calendar.current
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: event.start)).day ?? 0
        switch days {
        case ..<0: return "Past"
        case 0: return "Today"
        case 1: return "Tomorrow"
        case 2..<7: return "In \(days) days"
        default: return EventFormatters.shared.weekday.string(from: event.start)
        }
    }

    var body: some View {
        HStack(spacing: Spacing.md) {
            VStack(spacing: 0) {
                Text(EventFormatters.shared.month.string(from: event.start).uppercased())
                    .font(.caption2.weight(.bold))
                    .foregroundStyle(Color.danger)
                Text("\(day)")
                    .font(.title2.weight(.semibold))
                    .monospacedDigit()
            }
            .frame(width: 52, height: 52)
            .background(Color.surfaceSecondary, in: RoundedRectangle(cornerRadius: Radius.medium, style: .continuous))

            VStack(alignment: .leading, spacing: Spacing.xxs) {
                Text(event.title)
                    .font(.headline)
                    .lineLimit(1)
                Text(event.isAllDay ? "\(relativeDay) · All day" : "\(relativeDay) · \(event.start.formatted(date: .omitted, time: .shortened))")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                if let location = event.location {
                    Label(location, systemImage: "paperplane.fill")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            Spacer(minLength: 0)
        }
        .padding(Spacing.md)
        .background(Color.cardBackground, in: RoundedRectangle(cornerRadius: Radius.large, style: .continuous))
    }
}

#Preview("Upcoming", traits: .sizeThatFitsLayout) {
    let calendar = Calendar.current
    let now = Date()
    VStack(spacing: Spacing.sm) {
        EventCard(event: CalendarEvent(title: "Design review", start: now.addingTimeInterval(2 * 60 * 60), location: "Studio 4"))
        EventCard(event: CalendarEvent(title: "Team offsite", start: calendar.date(byAdding: .day, value: 1, to: now)!, isAllDay: true))
        EventCard(event: CalendarEvent(title: "Quarterly planning", start: calendar.date(byAdding: .day, value: 3, to: now)!))
        EventCard(event: CalendarEvent(title: "Launch party", start: calendar.date(byAdding: .day, value: 12, to: now)!, location: "Rooftop"))
    }
    .padding()
    .frame(width: 390)
    .background(Color.surfaceSecondary)
}
