import PlumbModel

/// SwiftUI environment values that reach text and shapes from enclosing modifiers.
/// The innermost modifier wins; what a node does not set it inherits.
struct TextEnvironment: Sendable {
    var font: ResolvedFont = Self.defaultFont
    var foreground: Paint?
    /// The token the foreground colour came from, for snapshot diffs.
    var foregroundToken: String?
    var tracking: Double?
    var uppercase: Bool?
    var lineLimit: Int?
    var alignment: TextAlignment = .leading

    /// SwiftUI's default font is `.body` at the current Dynamic Type size.
    static var defaultFont: ResolvedFont { ResolvedFont(size: 17, lineHeight: 22, scaling: .textStyle(.body)) }

    init(dynamicType: DynamicTypeSize) {
        let m = DynamicTypeTable.metrics(.body, at: dynamicType)
        font = ResolvedFont(size: m.size, lineHeight: m.leading, scaling: .textStyle(.body))
    }

    /// Applies one modifier as seen from inside it (it overrides what is inherited).
    func applying(_ m: Modifier, token: String? = nil) -> TextEnvironment {
        var e = self
        switch m {
        case .font(let f): e.font = f
        case .foregroundColor(let p): e.foreground = p; e.foregroundToken = token
        case .tracking(let t): e.tracking = t
        case .textCase(let upper): e.uppercase = upper
        case .lineLimit(let n): e.lineLimit = n
        case .multilineTextAlignment(let a): e.alignment = a
        default: break
        }
        return e
    }

    /// The font text is shaped with: tracking and case from modifiers override the font's.
    var effectiveFont: ResolvedFont {
        var f = font
        if let t = tracking { f.tracking = t }
        if let u = uppercase { f.uppercase = u }
        return f
    }
}
