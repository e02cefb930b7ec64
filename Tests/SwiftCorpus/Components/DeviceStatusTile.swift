import SwiftUI
import UIKit

/// A smart-home device tile: a status symbol flattened into a white bitmap (so it stays white
/// on the coloured face whatever the foreground style), a cover image view that loads later,
/// the device's capabilities joined as a sentence, and an optional secondary action.
struct DeviceStatusTile: View {
    struct Kind: ExpressibleByStringLiteral, Equatable {
        var family: String
        var rawValue: String
        static let unknown = Kind(rawValue: "unknown/*")!

        init?(rawValue: String) {
            guard let family = rawValue.split(separator: "/").first, !family.isEmpty else { return nil }
            self.family = family.lowercased()
            self.rawValue = rawValue
        }

        init(stringLiteral value: String) {
            self = Kind(rawValue: value) ?? .unknown
        }

        var symbol: String { family == "light" ? "lightbulb.fill" : "bolt.fill" }
    }

    enum Capability: String { case dimming, color, schedule = "schedules" }

    let name: String
    let kind: Kind
    var capabilities: [Capability] = [.dimming, .color]
    var secondaryAction: (() -> Text)?

    var body: some View {
        VStackLayout(alignment: .leading, spacing: 8) {
            HStack(spacing: 8) {
                Image(uiImage: Self.whiteSymbol(kind.symbol, size: 18))
                    .padding(6)
                    .background(Color.orange, in: Circle())
                Text(name).font(.headline)
            }
            CoverImage(image: nil)
                .frame(height: 48)
                .border(.tint, width: 1)
            Text(Strings.supports(capabilities.map(\.rawValue).formatted(.list(type: .and))))
                .font(.caption)
                .foregroundStyle(.secondary)
            secondaryAction?()
        }
        .padding(12)
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
    }

    /// A symbol drawn white into a bitmap of its own size.
    static func whiteSymbol(_ name: String, size: CGFloat) -> UIImage {
        let configured = UIImage(systemName: name)?.applyingSymbolConfiguration(.init(pointSize: size)) ?? UIImage()
        return UIGraphicsImageRenderer(size: configured.size).image { _ in
            configured.withTintColor(.white, renderingMode: .alwaysOriginal).draw(at: .zero)
        }.withRenderingMode(.alwaysOriginal)
    }
}

/// The cover, in a `UIImageView` so that screenshots taken of the tile include it once loaded.
private struct CoverImage: UIViewRepresentable {
    var image: UIImage?

    func makeUIView(context: Context) -> UIImageView {
        let view = UIImageView()
        view.contentMode = .scaleAspectFill
        view.setContentHuggingPriority(.defaultLow, for: .vertical)
        view.backgroundColor = context.coordinator.placeholder
        return view
    }

    func updateUIView(_ uiView: UIImageView, context: Context) {
        uiView.image = image
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator {
        let placeholder = UIColor.systemGray5
    }
}

/// What a strings generator writes: each entry formats its arguments in the current locale.
private enum Strings {
    static func supports(_ p1: Any) -> String {
        tr("Supports %@", String(describing: p1))
    }

    private static func tr(_ format: String, _ args: CVarArg...) -> String {
        String(format: format, locale: Locale.current, arguments: args)
    }
}

final class TileSettings: ObservableObject {
    @Published var showsSecondary = true
}

private struct TileWithSettings: View {
    @EnvironmentObject var settings: TileSettings
    let name: String

    var body: some View {
        DeviceStatusTile(name: name, kind: "light/dimmable", capabilities: [.dimming, .color, .schedule],
                         secondaryAction: settings.showsSecondary ? { Text("Turn off") } : nil)
            .tint(.orange)
    }
}

struct DeviceStatusTile_Previews: PreviewProvider {
    static var settings = TileSettings()

    static var previews: some View {
        Group {
            TileWithSettings(name: "Desk lamp")
                .previewDisplayName("Light")
            DeviceStatusTile(name: "Heater", kind: "", capabilities: [Capability.schedule, .dimming])
                .previewDisplayName("Unknown kind")
        }
        .padding()
        .previewLayout(.sizeThatFits)
        .environmentObject(settings)
    }

    typealias Capability = DeviceStatusTile.Capability
}
