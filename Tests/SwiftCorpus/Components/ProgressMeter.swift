import SwiftUI

/// A progress meter written the way component libraries write them: colour tokens behind a
/// protocol (a `Shape.fill` overload takes a token), a view model subclassing a generic base,
/// a clamped value with a computed setter, builder-style modifiers that copy `self`, a type's
/// private `Constants` alias, an `EdgeInsets` convenience initializer, and a legal footnote
/// whose Markdown link is underlined run by run.

protocol MeterColorToken {
    var color: Color { get }
}

struct MeterColor: MeterColorToken {
    let color: Color
    static let track = MeterColor(color: .gray.opacity(0.2))
    static let accent = MeterColor(color: .blue)
    static let alert = MeterColor(color: .red)
}

extension Shape {
    /// A token's colour, clear without one (SwiftUI's `fill` of a `Color` does the drawing).
    func fill(_ token: (any MeterColorToken)?) -> some View {
        self.fill(token?.color ?? .clear)
    }
}

extension EdgeInsets {
    init(vertical: CGFloat = .zero, horizontal: CGFloat = .zero) {
        self = .init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }
}

enum MeterConstants {
    static let height: CGFloat = 6
    static let radius: CGFloat = 3
}

/// A fraction kept in 0…1 whatever it is set to.
struct MeterFraction {
    private var stored: Double = 0
    var value: Double {
        get { stored }
        set { stored = min(max(newValue, 0), 1) }
    }
    init(_ value: Double) { self.value = value }
}

class MeterBaseModel<Colors> {
    let title: String
    let colors: Colors
    var fraction: MeterFraction

    init(title: String, colors: Colors, fraction: Double) {
        self.title = title
        self.colors = colors
        self.fraction = MeterFraction(fraction)
    }

    var percentText: String { "\(Int((fraction.value * 100).rounded())) %" }
}

struct MeterColors {
    var track: any MeterColorToken = MeterColor.track
    var indicator: any MeterColorToken = MeterColor.accent
}

final class MeterViewModel: MeterBaseModel<MeterColors> {
    convenience init(title: String, fraction: Double) {
        self.init(title: title, colors: MeterColors(), fraction: fraction)
    }
}

struct ProgressMeter: View {
    private typealias Constants = MeterConstants

    let model: MeterViewModel
    private var indicator: (any MeterColorToken)?
    private var showsPercent = true

    init(model: MeterViewModel) {
        self.model = model
        self.indicator = model.colors.indicator
    }

    /// Builder-style modifiers: each returns a changed copy and leaves `self` as it was.
    func indicator(_ token: any MeterColorToken) -> Self {
        var copy = self
        copy.indicator = token
        return copy
    }

    func percentHidden() -> Self {
        var copy = self
        copy.showsPercent = false
        return copy
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.xs) {
            HStack {
                Text(model.title).font(.subheadline.weight(.semibold))
                Spacer()
                if showsPercent {
                    Text(model.percentText).font(.caption.monospacedDigit())
                }
            }
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    RoundedRectangle(cornerRadius: Constants.radius).fill(model.colors.track)
                    RoundedRectangle(cornerRadius: Constants.radius)
                        .fill(indicator)
                        .frame(width: proxy.size.width * model.fraction.value)
                }
            }
            .frame(height: Constants.height)
        }
        .padding(.init(vertical: Spacing.sm, horizontal: Spacing.md))
    }
}

/// A footnote whose link is underlined, the rest greyed, run by run.
struct MeterFootnote: View {
    let markdown: String

    var body: some View {
        var text = (try? AttributedString(markdown: markdown)) ?? AttributedString(markdown)
        for run in text.runs where run.attributes.link != nil {
            text[run.range].underlineStyle = .single
        }
        text.runs.filter { $0.link == nil }.forEach { run in text[run.range].foregroundColor = .secondary }
        return Text(text).font(.footnote)
    }
}

#Preview("Progress meters") {
    let base = ProgressMeter(model: MeterViewModel(title: "Storage", fraction: 1.4))
    VStack(alignment: .leading, spacing: 0) {
        base
        base.indicator(MeterColor.alert).percentHidden()
        ProgressMeter(model: MeterViewModel(title: "Upload", fraction: 0.35))
        MeterFootnote(markdown: "Usage is counted daily. [Learn more](https://example.com/usage)")
            .padding(.horizontal, Spacing.md)
    }
    .frame(width: 320)
}
