import SwiftUI

/// One page of the onboarding carousel.
struct OnboardingPage: View {
    let systemImage: String
    let title: String
    let message: String
    let pageIndex: Int
    let pageCount: Int

    var body: some View {
        VStack(spacing: Spacing.lg) {
            Spacer()
            Image(systemName: systemImage)
                .font(.system(size: 64, weight: .semibold))
                .foregroundStyle(Color.brand)
                .frame(width: 140, height: 140)
                .background {
                    Circle()
                        .fill(Color.brand.opacity(0.1))
                }
            VStack(spacing: Spacing.sm) {
                Text(title)
                    .font(.title.bold())
                    .multilineTextAlignment(.center)
                Text(message)
                    .font(.body)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }
            .padding(.horizontal, Spacing.xl)
            Spacer()
            HStack(spacing: 8) {
                ForEach(0..<pageCount, id: \.self) { index in
                    Capsule()
                        .fill(index == pageIndex ? Color.brand : Color.hairline)
                        .frame(width: index == pageIndex ? 20 : 8, height: 8)
                }
            }
            Button("Next") {}
                .buttonStyle(.primary)
                .padding(.horizontal, Spacing.lg)
        }
        .padding(.bottom, Spacing.lg)
    }
}

#Preview("First page") {
    OnboardingPage(
        systemImage: "bell",
        title: "Never miss a thing",
        message: "Get a gentle reminder before each of your events.",
        pageIndex: 0,
        pageCount: 3
    )
}

#Preview("Last page") {
    OnboardingPage(
        systemImage: "heart.fill",
        title: "Made for you",
        message: "Pick the topics you care about and we will do the rest.",
        pageIndex: 2,
        pageCount: 3
    )
}
