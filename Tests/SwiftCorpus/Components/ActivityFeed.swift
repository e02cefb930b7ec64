import SwiftUI

struct FeedItem: Identifiable, Hashable {
    let id: Int
    let author: String
    let text: String
    var likes = 0
}

/// A lazily built feed of posts.
struct ActivityFeed: View {
    let items: [FeedItem]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: Spacing.md) {
                ForEach(items) { item in
                    VStack(alignment: .leading, spacing: 6) {
                        HStack(spacing: Spacing.sm) {
                            Avatar(name: item.author, size: .small)
                            Text(item.author)
                                .font(.subheadline.weight(.semibold))
                        }
                        Text(item.text)
                            .font(.body)
                        Label("\(item.likes)", systemImage: "heart.fill")
                            .font(.caption)
                            .foregroundStyle(item.likes > 0 ? Color.danger : Color.secondary)
                    }
                    .padding(Spacing.md)
                    .background(Color.cardBackground)
                    .clipShape(RoundedRectangle(cornerRadius: Radius.medium, style: .continuous))
                }
            }
            .padding(Spacing.md)
        }
        .background(Color.surfaceSecondary)
    }
}

#Preview("Feed") {
    NavigationStack {
        ActivityFeed(items: [
            FeedItem(id: 1, author: "Ada Lovelace", text: "Finished the first draft of the notes.", likes: 12),
            FeedItem(id: 2, author: "Alan Turing", text: "Long run along the river this morning."),
            FeedItem(id: 3, author: "Grace Hopper", text: "Found the bug. It was a moth.", likes: 87),
        ])
        .navigationTitle("Activity")
    }
}
