import SwiftUI

struct AppUser {
    var name: String
    var handle: String?
}

struct AppNotification {
    var actor: AppUser?
    var action: String
    var target: String?
    var minutesAgo: Int
    var isUnread = false
}

/// One entry of the activity feed.
struct NotificationCell: View {
    let notification: AppNotification

    private var actorName: String {
        notification.actor?.name ?? "Someone"
    }

    private var sentence: String {
        guard let target = notification.target else {
            return "\(actorName) \(notification.action)"
        }
        return "\(actorName) \(notification.action) \(target)"
    }

    private var age: String {
        switch notification.minutesAgo {
        case ..<1: return "now"
        case 1..<60: return "\(notification.minutesAgo)m"
        case 60..<1440: return "\(notification.minutesAgo / 60)h"
        default: return "\(notification.minutesAgo / 1440)d"
        }
    }

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Avatar(name: actorName, size: .small, tint: notification.actor == nil ? .gray : .brand)
            VStack(alignment: .leading, spacing: 2) {
                Text(sentence)
                    .font(.subheadline)
                    .lineLimit(2)
                if let handle = notification.actor?.handle {
                    Text("@\(handle)")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            Spacer(minLength: 8)
            Text(age)
                .font(.caption)
                .foregroundStyle(.secondary)
            Circle()
                .fill(Color.brand)
                .frame(width: 8, height: 8)
                .opacity(notification.isUnread ? 1 : 0)
                .padding(.top, 5)
        }
        .padding(.vertical, Spacing.sm)
        .padding(.horizontal, Spacing.md)
    }
}

#Preview("Feed", traits: .sizeThatFitsLayout) {
    VStack(spacing: 0) {
        NotificationCell(notification: AppNotification(
            actor: AppUser(name: "Ada Lovelace", handle: "ada"),
            action: "liked",
            target: "your photo",
            minutesAgo: 0,
            isUnread: true
        ))
        Divider()
        NotificationCell(notification: AppNotification(
            actor: AppUser(name: "Alan Turing", handle: nil),
            action: "started following you",
            target: nil,
            minutesAgo: 95
        ))
        Divider()
        NotificationCell(notification: AppNotification(
            actor: nil,
            action: "mentioned you in",
            target: "Weekly planning",
            minutesAgo: 4000
        ))
    }
    .frame(width: 390)
}
