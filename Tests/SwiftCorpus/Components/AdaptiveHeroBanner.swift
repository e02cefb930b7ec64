import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

/// Metrics a hero banner reads from UIKit: screen width, idiom, bold text and Dynamic Type.
enum DeviceMetrics {
    #if canImport(UIKit)
    static var screenWidth: CGFloat { UIScreen.main.bounds.width }
    static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
    static var prefersBold: Bool { UIAccessibility.isBoldTextEnabled }
    static var bodyLineHeight: CGFloat { UIFont.preferredFont(forTextStyle: .body).lineHeight }
    #else
    static var screenWidth: CGFloat { 390 }
    static var isPad: Bool { false }
    static var prefersBold: Bool { false }
    static var bodyLineHeight: CGFloat { 22 }
    #endif

    /// A fixed size scaled with the user's text size, as UIKit scales it.
    static func scaled(_ value: CGFloat, for style: UIFont.TextStyle = .body) -> CGFloat {
        UIFontMetrics(forTextStyle: style).scaledValue(for: value)
    }
}

@available(iOS 16.0, *)
struct AdaptiveHeroBanner: View {
    let headline: String
    let message: String

    private var titleFont: Font {
        let base = UIFont.preferredFont(forTextStyle: DeviceMetrics.isPad ? .largeTitle : .title1)
        return Font(base).weight(DeviceMetrics.prefersBold ? .heavy : .bold)
    }

    @available(*, deprecated, message: "Use the headline instead")
    var legacyTitle: String { headline.uppercased() }

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.sm) {
            Text(headline)
                .font(titleFont)
            Text(message)
                .font(.body)
                .lineSpacing(DeviceMetrics.bodyLineHeight / 4)
                .foregroundStyle(.secondary)
            badge
        }
        .padding(DeviceMetrics.scaled(Spacing.md))
        .frame(width: min(DeviceMetrics.screenWidth - 2 * Spacing.md, 600), alignment: .leading)
        .background(Color.brand.opacity(0.08), in: RoundedRectangle(cornerRadius: Radius.large))
    }

    @ViewBuilder
    private var badge: some View {
        if #available(iOS 17, *) {
            Label("New in 17", systemImage: "sparkles")
                .font(.caption.bold())
                .foregroundStyle(Color.brand)
        } else {
            Text("Update to see what's new")
                .font(.caption)
        }
        #if DEBUG
        Text("Debug build · \(DeviceMetrics.isPad ? "iPad" : "iPhone") · \(Int(DeviceMetrics.screenWidth)) pt")
            .font(.caption2.monospaced())
            .foregroundStyle(.tertiary)
        #endif
    }
}

#if DEBUG
@available(iOS 17.0, *)
#Preview("Hero banner") {
    AdaptiveHeroBanner(
        headline: "Plan your week",
        message: "Everything due in the next seven days, sorted by what matters most."
    )
}
#endif

#Preview("Hero banner, large text", traits: .sizeThatFitsLayout) {
    AdaptiveHeroBanner(headline: "Storage almost full", message: "Free up space to keep syncing.")
        .environment(\.dynamicTypeSize, .xxLarge)
        .padding()
}
