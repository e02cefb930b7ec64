import SwiftUI

/// A row of a reading list: cover, title, author and a tag.
public struct BookRow: View {
    let title: String
    let author: String
    let status: Tag

    public init(title: String, author: String, status: Tag) {
        self.title = title
        self.author = author
        self.status = status
    }

    public var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 4)
                .fill(Color.indigo)
                .frame(width: 40, height: 56)
            VStack(alignment: .leading, spacing: 2) {
                Text(title).font(.headline).lineLimit(1)
                Text(author).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer(minLength: 8)
            status
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
    }
}
