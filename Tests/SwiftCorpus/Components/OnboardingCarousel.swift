import SwiftUI
import TipKit

/// An onboarding carousel the way apps page their cards: each card a container-relative page
/// of the horizontal scroll view (the next one starting past its edge), a grid of badges two
/// to a row of the screen, and a TipKit hint drawn by the app's own tip style.

struct CarouselPage: Identifiable, Hashable {
    let id: Int
    let title: String
    let symbol: String
}

struct OnboardingCarousel: View {
    let pages: [CarouselPage]

    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(pages) { page in
                    VStack(spacing: 8) {
                        Image(systemName: page.symbol)
                            .font(.largeTitle)
                        Text(page.title)
                            .font(.headline)
                    }
                    .frame(height: 120)
                    .containerRelativeFrame(.horizontal)
                    .background(Color.blue.opacity(0.12))
                }
            }
        }
        .padding(.horizontal, 16)
    }
}

struct BadgeWall: View {
    let names: [String]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(names, id: \.self) { name in
                Text(name)
                    .padding(8)
                    .containerRelativeFrame(.horizontal, count: 2, spacing: 8, alignment: .leading)
                    .background(Capsule().fill(Color.green.opacity(0.2)))
            }
        }
    }
}

struct SwipeTip: Tip {
    var title: Text { Text("Swipe to continue") }
    var message: Text? { Text("Each card explains one feature.") }
    var image: Image? { Image(systemName: "hand.draw") }
}

struct HintTipStyle: TipViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .top, spacing: 12) {
            configuration.image?
                .font(.title2)
                .foregroundStyle(.orange)
            VStack(alignment: .leading, spacing: 4) {
                configuration.title
                    .font(.headline)
                configuration.message?
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
        }
        .padding(14)
        .background(RoundedRectangle(cornerRadius: 16).fill(Color.orange.opacity(0.12)))
    }
}

#Preview("Carousel") {
    OnboardingCarousel(pages: [
        CarouselPage(id: 1, title: "Plan", symbol: "calendar"),
        CarouselPage(id: 2, title: "Track", symbol: "chart.bar"),
    ])
}

#Preview("Badges and hint") {
    VStack(alignment: .leading, spacing: 16) {
        BadgeWall(names: ["Early bird", "Streak", "Explorer"])
        TipView(SwipeTip())
            .tipViewStyle(HintTipStyle())
    }
    .padding()
    .task { try? Tips.configure() }
}
