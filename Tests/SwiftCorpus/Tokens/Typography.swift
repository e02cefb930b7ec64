import SwiftUI

/// The type scale, as semantic styles.
public enum TypeStyle {
    case largeTitle
    case title
    case headline
    case body
    case caption
    case overline

    var font: Font {
        switch self {
        case .largeTitle: return .system(.largeTitle, design: .rounded).weight(.bold)
        case .title: return .title2.weight(.semibold)
        case .headline: return .headline
        case .body: return .body
        case .caption: return .caption
        case .overline: return .system(size: 11, weight: .semibold)
        }
    }

    var tracking: CGFloat {
        switch self {
        case .overline: return 1.2
        case .largeTitle: return -0.5
        default: return 0
        }
    }
}

struct TypeStyleModifier: ViewModifier {
    let style: TypeStyle

    func body(content: Content) -> some View {
        content
            .font(style.font)
            .tracking(style.tracking)
            .textCase(style == .overline ? .uppercase : nil)
    }
}

public extension View {
    func typeStyle(_ style: TypeStyle) -> some View {
        modifier(TypeStyleModifier(style: style))
    }
}

#Preview("Type scale", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: Spacing.sm) {
        Text("Large title").typeStyle(.largeTitle)
        Text("Title").typeStyle(.title)
        Text("Headline").typeStyle(.headline)
        Text("Body text that reads well").typeStyle(.body)
        Text("Caption").typeStyle(.caption)
        Text("Overline").typeStyle(.overline)
    }
    .padding()
}
