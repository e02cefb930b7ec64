import SwiftUI

struct Category: Identifiable {
    let id: String
    let symbol: String
    let color: Color
}

/// A horizontally scrolling row of category tiles.
struct CategoryCarousel: View {
    let categories: [Category]

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 12) {
                ForEach(categories) { category in
                    VStack(spacing: 6) {
                        Image(systemName: category.symbol)
                            .font(.title2)
                            .foregroundStyle(category.color)
                            .frame(width: 64, height: 64)
                            .background(category.color.opacity(0.12), in: RoundedRectangle(cornerRadius: 16, style: .continuous))
                        Text(category.id)
                            .font(.caption)
                    }
                }
            }
            .padding(.horizontal, Spacing.md)
        }
    }
}

#Preview("Categories", traits: .sizeThatFitsLayout) {
    CategoryCarousel(categories: [
        Category(id: "Home", symbol: "house.fill", color: .brand),
        Category(id: "Energy", symbol: "bolt.fill", color: .warning),
        Category(id: "Health", symbol: "heart.fill", color: .danger),
        Category(id: "Running", symbol: "figure.run", color: .success),
        Category(id: "Events", symbol: "calendar", color: .purple),
        Category(id: "Trending", symbol: "flame.fill", color: .orange),
    ])
    .frame(width: 390, height: 100)
}
