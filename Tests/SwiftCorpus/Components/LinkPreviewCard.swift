import SwiftUI

/// A shared link as the composer unfurls it: site, title, an excerpt and a reading time.
struct LinkPreview {
    let url: URL
    let title: String
    let excerpt: String

    /// Nil when the string is not an http(s) address with a host.
    init?(urlString: String, title: String, body: String) {
        let trimmed = urlString.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix("http"), let url = URL(string: trimmed), url.host != nil else { return nil }
        self.url = url
        self.title = title.trimmingCharacters(in: .whitespacesAndNewlines)
        excerpt = body
    }

    /// "www.swift.org" → "swift.org".
    var displayHost: String {
        (url.host ?? "").replacingOccurrences(of: "www.", with: "")
    }

    /// "blog.example.com" → "Example".
    var siteName: String {
        let labels = displayHost.components(separatedBy: ".")
        return labels.count >= 2 ? labels[labels.count - 2].capitalized : displayHost.capitalized
    }

    /// At 200 words a minute, never less than one.
    var readingMinutes: Int {
        let words = excerpt.split(separator: " ").count
        return max(1, Int((Double(words) / 200).rounded(.up)))
    }

    var shortExcerpt: String {
        excerpt.count > 90 ? String(excerpt.prefix(90)).trimmingCharacters(in: .whitespaces) + "…" : excerpt
    }
}

struct LinkPreviewCard: View {
    let preview: LinkPreview

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.sm) {
            HStack(spacing: Spacing.xs) {
                Text(String(preview.siteName.prefix(1)))
                    .font(.caption.weight(.bold))
                    .foregroundStyle(.white)
                    .frame(width: 20, height: 20)
                    .background(Color.brand, in: RoundedRectangle(cornerRadius: 5))
                Text(preview.displayHost)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Spacer()
                Label("\(preview.readingMinutes) min", systemImage: "clock")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Text(preview.title)
                .font(.headline)
                .lineLimit(2)
            Text(preview.shortExcerpt)
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .padding(Spacing.md)
        .background(Color.cardBackground, in: RoundedRectangle(cornerRadius: Radius.medium, style: .continuous))
        .overlay(
            RoundedRectangle(cornerRadius: Radius.medium, style: .continuous)
                .strokeBorder(Color.hairline, lineWidth: 0.5)
        )
    }
}

private let articleBody = String(repeating: "Design tokens keep spacing, colour and type consistent across every screen of the app. ", count: 40)

#Preview("Link", traits: .sizeThatFitsLayout) {
    VStack(spacing: Spacing.md) {
        if let preview = LinkPreview(urlString: "  https://www.designsystems.dev/articles/tokens ", title: "Tokens that scale\n", body: articleBody) {
            LinkPreviewCard(preview: preview)
        }
        if let preview = LinkPreview(urlString: "https://blog.example.com/launch", title: "We shipped dark mode", body: "Short and sweet.") {
            LinkPreviewCard(preview: preview)
        }
        if LinkPreview(urlString: "not a link", title: "Broken", body: "") == nil {
            Text("Invalid links are not unfurled")
                .font(.footnote)
                .foregroundStyle(.tertiary)
        }
    }
    .padding()
    .frame(width: 360)
}
