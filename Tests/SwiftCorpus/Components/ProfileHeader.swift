import SwiftUI

/// A cover band with the avatar overlapping its bottom edge.
struct ProfileHeader: View {
    let name: String
    let bio: String
    var coverColor: Color = .brand

    var body: some View {
        VStack(spacing: 0) {
            ZStack(alignment: .bottomLeading) {
                LinearGradient(
                    colors: [coverColor, coverColor.opacity(0.6)],
                    startPoint: .topLeading,
                    endPoint: .bottomTrailing
                )
                .frame(height: 120)

                Avatar(name: name, size: .large, tint: .brandDark)
                    .overlay(Circle().stroke(Color.surface, lineWidth: 4))
                    .offset(x: Spacing.md, y: 32)
            }
            VStack(alignment: .leading, spacing: 4) {
                Text(name)
                    .font(.title3.bold())
                Text(bio)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, Spacing.md)
            .padding(.top, 40)
            .padding(.bottom, Spacing.md)
        }
    }
}

#Preview("Header", traits: .sizeThatFitsLayout) {
    ProfileHeader(name: "Grace Hopper", bio: "Rear admiral, compiler pioneer, debugger of moths.")
        .frame(width: 390)
}
