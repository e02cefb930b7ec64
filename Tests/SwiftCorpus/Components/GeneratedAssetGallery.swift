import SwiftUI

/// A token gallery drawn from the generated `Asset` and `FontFamily` namespaces: the way an app
/// that runs SwiftGen reads its catalog (`Asset.Colors.cardBackground.swiftUIColor`).
struct GeneratedAssetGallery: View {
    typealias Entry = (title: String, asset: ColorAsset)

    private let entries: [Entry] = [
        ("Card background", Asset.Colors.cardBackground),
        ("Accent (P3)", Asset.Colors.accentP3),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.md) {
            Text("Generated assets")
                .font(FontFamily.Inter.bold.swiftUIFont(size: 20))
            ForEach(entries, id: \.title) { entry in
                HStack(spacing: Spacing.sm) {
                    RoundedRectangle(cornerRadius: Radius.small)
                        .fill(entry.asset.swiftUIColor)
                        .frame(width: 44, height: 32)
                        .overlay(
                            RoundedRectangle(cornerRadius: Radius.small)
                                .stroke(SwiftUI.Color.hairline, lineWidth: 1)
                        )
                    VStack(alignment: .leading, spacing: Spacing.xxs) {
                        Text(entry.title)
                            .font(FontFamily.Inter.semiBold.swiftUIFont(size: 15, relativeTo: .body))
                        Text(entry.asset.name)
                            .font(FontFamily.JetBrainsMono.regular.swiftUIFont(fixedSize: 12))
                            .foregroundStyle(.secondary)
                    }
                }
            }
            HStack(spacing: Spacing.sm) {
                Asset.Images.trophy.swiftUIImage
                    .resizable()
                    .renderingMode(.template)
                    .scaledToFit()
                    .frame(width: 28, height: 28)
                    .foregroundStyle(SwiftUI.Color(asset: Asset.Colors.accentP3))
                Text("\(FontFamily.Inter.all.count) Inter faces")
                    .font(.custom(FontFamily.Inter.regular, size: 13))
            }
        }
        .padding(Spacing.md)
    }
}

#Preview("Generated assets", traits: .sizeThatFitsLayout) {
    GeneratedAssetGallery()
}

#Preview("Generated assets, dark", traits: .sizeThatFitsLayout) {
    GeneratedAssetGallery()
        .background(Color.surface)
        .preferredColorScheme(.dark)
}
