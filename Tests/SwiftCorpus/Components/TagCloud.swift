import SwiftUI

/// Rows of tags that wrap at the width they are given: a `Layout` of our own, with a cache of
/// the tags' ideal sizes and the tags placed by their centres.
struct WrappingRows: Layout {
    var spacing: CGFloat = Spacing.xs
    var lineSpacing: CGFloat = Spacing.xs

    struct Cache {
        var sizes: [CGSize]
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    /// The origin of each tag in rows no wider than `width`, and the size of the whole.
    private func arrange(_ sizes: [CGSize], width: CGFloat) -> (origins: [CGPoint], size: CGSize) {
        var origins: [CGPoint] = []
        var x: CGFloat = 0
        var y: CGFloat = 0
        var rowHeight: CGFloat = 0
        var widest: CGFloat = 0
        for size in sizes {
            if x > 0, x + size.width > width {
                x = 0
                y += rowHeight + lineSpacing
                rowHeight = 0
            }
            origins.append(CGPoint(x: x, y: y))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
            widest = max(widest, x - spacing)
        }
        return (origins, CGSize(width: widest, height: y + rowHeight))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        arrange(cache.sizes, width: proposal.width ?? .infinity).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let origins = arrange(cache.sizes, width: bounds.width).origins
        for (index, subview) in subviews.enumerated() {
            let size = cache.sizes[index]
            let centre = CGPoint(x: bounds.minX + origins[index].x + size.width / 2, y: bounds.minY + origins[index].y + size.height / 2)
            subview.place(at: centre, anchor: .center, proposal: ProposedViewSize(size))
        }
    }
}

/// The tags of an article, wrapping under its title.
struct TagCloud: View {
    let title: String
    let tags: [String]

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.sm) {
            Text(title)
                .font(.headline)
            WrappingRows {
                ForEach(tags, id: \.self) { tag in
                    Text(tag)
                        .font(.footnote)
                        .padding(.horizontal, 10)
                        .padding(.vertical, 4)
                        .background(Capsule().fill(Color.brand.opacity(0.12)))
                }
            }
        }
        .padding()
    }
}

#Preview("Tags", traits: .sizeThatFitsLayout) {
    TagCloud(title: "Filed under", tags: ["SwiftUI", "Layout", "Design systems", "Accessibility", "Dynamic Type", "Dark mode", "Tokens"])
        .frame(width: 280)
}
