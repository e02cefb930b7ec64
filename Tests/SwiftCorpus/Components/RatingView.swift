import SwiftUI

/// Five stars, filled up to the rating.
struct RatingView: View {
    let rating: Int
    var maximum = 5
    var size: CGFloat = 16

    var body: some View {
        HStack(spacing: 2) {
            ForEach(1...maximum, id: \.self) { index in
                Image(systemName: "star.fill")
                    .font(.system(size: size))
                    .foregroundStyle(index <= rating ? Color.warning : Color.hairline)
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("\(rating) out of \(maximum) stars")
    }
}

#Preview("Ratings", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: Spacing.sm) {
        ForEach(0..<6) { stars in
            HStack {
                RatingView(rating: stars)
                Text("\(stars)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        RatingView(rating: 3, maximum: 10, size: 12)
    }
    .padding()
}
