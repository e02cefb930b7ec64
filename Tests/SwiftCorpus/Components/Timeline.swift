import SwiftUI

struct TimelineEvent: Identifiable {
    let id: Int
    let time: String
    let title: String
    var isDone = false
}

/// Events on a vertical line; finished ones have a filled dot.
struct DeliveryTimeline: View {
    let events: [TimelineEvent]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(events) { event in
                HStack(alignment: .top, spacing: 12) {
                    VStack(spacing: 0) {
                        Circle()
                            .fill(event.isDone ? Color.success : Color.surface)
                            .overlay(Circle().strokeBorder(event.isDone ? Color.success : Color.hairline, lineWidth: 2))
                            .frame(width: 14, height: 14)
                        if event.id != events.last?.id {
                            Rectangle()
                                .fill(Color.hairline)
                                .frame(width: 2, height: 36)
                        }
                    }
                    VStack(alignment: .leading, spacing: 2) {
                        Text(event.title)
                            .font(.subheadline.weight(.medium))
                            .foregroundStyle(event.isDone ? .secondary : .primary)
                        Text(event.time)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    .offset(y: -2)
                }
            }
        }
    }
}

#Preview("Delivery", traits: .sizeThatFitsLayout) {
    DeliveryTimeline(events: [
        TimelineEvent(id: 1, time: "09:12", title: "Order placed", isDone: true),
        TimelineEvent(id: 2, time: "11:40", title: "Packed", isDone: true),
        TimelineEvent(id: 3, time: "Today", title: "Out for delivery"),
        TimelineEvent(id: 4, time: "By 18:00", title: "Delivered"),
    ])
    .padding()
}
