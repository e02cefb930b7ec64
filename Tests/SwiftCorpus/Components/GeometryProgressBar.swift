import SwiftUI

/// A progress bar that fills whatever width it is given.
struct GeometryProgressBar: View {
    let progress: Double
    var tint: Color = .brand

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                RoundedRectangle(cornerRadius: 3)
                    .fill(Color.surfaceSecondary)
                RoundedRectangle(cornerRadius: 3)
                    .fill(tint)
                    .frame(width: proxy.size.width * progress)
            }
        }
        .frame(height: 6)
    }
}

#Preview("Upload", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: Spacing.sm) {
        HStack {
            Text("Uploading photos")
                .font(.subheadline.weight(.medium))
            Spacer()
            Text("62%")
                .font(.subheadline)
                .monospacedDigit()
                .foregroundStyle(.secondary)
        }
        GeometryProgressBar(progress: 0.62)
    }
    .padding()
    .frame(width: 390)
}
