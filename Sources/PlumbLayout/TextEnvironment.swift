import PlumbText
import PlumbModel

/// SwiftUI environment values that reach text and shapes from enclosing modifiers.
/// The innermost modifier wins; what a node does not set it inherits.
struct TextEnvironment: Sendable {
    var font: ResolvedFont = Self.defaultFont
    var foreground: Paint?
    /// The token the foreground colour came from, for snapshot diffs.
    var foregroundToken: String?
    /// Whether `foreground` is the label colour of a `colorScheme` modifier (a default that an
    /// inner scheme replaces), not a foreground set by the view's code.
    var foregroundFromScheme = false
    var tracking: Double?
    var uppercase: Bool?
    var lineLimit: Int?
    var alignment: TextAlignment = .leading
    /// The Dynamic Type size here: the snapshot's, clamped by enclosing `dynamicTypeSize`s.
    var dynamicType: DynamicTypeSize = .large
    /// Leading is on the right in a right-to-left layout.
    var layoutDirection: LayoutDirection = .leftToRight
    /// The text's locale (`locale` modifier); empty: the root rules.
    var locale = ""
    var fontWeight: FontWeight?
    var fontDesign: FontDesign?
    var italic: Bool?
    var monospacedDigit: Bool?
    /// nil: no underline (SwiftUI's default, and what `underline(false)` sets).
    var underline: TextDecoration?
    var strikethrough: TextDecoration?
    var lineSpacing: Double = 0
    var minimumScaleFactor: Double = 1
    var truncationMode: TruncationMode = .tail
    var allowsTightening = false
    /// Inside a text field (`Modifier.textFieldLine`): a text style's leading is the line's box.
    var textFieldLine = false

    /// SwiftUI's default font is `.body` at the current Dynamic Type size.
    static var defaultFont: ResolvedFont { ResolvedFont(size: 17, lineHeight: 22, scaling: .textStyle(.body)) }

    init(dynamicType: DynamicTypeSize, layoutDirection: LayoutDirection = .leftToRight) {
        self.layoutDirection = layoutDirection
        let m = DynamicTypeTable.metrics(.body, at: dynamicType)
        font = ResolvedFont(size: m.size, lineHeight: m.leading, scaling: .textStyle(.body), dynamicType: dynamicType)
        self.dynamicType = dynamicType
    }

    /// Applies one modifier as seen from inside it (it overrides what is inherited).
    func applying(_ m: Modifier, token: String? = nil) -> TextEnvironment {
        var e = self
        switch m {
        case .font(let f): e.font = f
        case .foregroundColor(let p): e.foreground = p; e.foregroundToken = token; e.foregroundFromScheme = false
        case .colorScheme(let scheme) where e.foreground == nil || e.foregroundFromScheme:
            // The label colour (black; white in dark), as the renderer's default for the snapshot.
            e.foreground = .solid(scheme == .dark ? .white : .black)
            e.foregroundToken = nil
            e.foregroundFromScheme = true
        case .tracking(let t): e.tracking = t
        case .textCase(let upper): e.uppercase = upper
        case .lineLimit(let n): e.lineLimit = n
        case .multilineTextAlignment(let a): e.alignment = a
        case .dynamicTypeSize(let r): e.dynamicType = r.clamp(e.dynamicType)
        case .layoutDirection(let d): e.layoutDirection = d
        case .locale(let l): e.locale = l
        case .fontWeight(let w): e.fontWeight = w
        case .fontDesign(let d): e.fontDesign = d
        case .italic(let on): e.italic = on
        case .monospacedDigit(let on): e.monospacedDigit = on
        case .underline(let d): e.underline = d
        case .strikethrough(let d): e.strikethrough = d
        case .lineSpacing(let s): e.lineSpacing = s
        case .minimumScaleFactor(let f): e.minimumScaleFactor = f
        case .truncationMode(let m): e.truncationMode = m
        case .allowsTightening(let on): e.allowsTightening = on
        case .textFieldLine: e.textFieldLine = true
        default: break
        }
        return e
    }

    /// The text alignment as drawn: `multilineTextAlignment` names leading and trailing, which
    /// swap sides in a right-to-left layout.
    var physicalAlignment: TextAlignment {
        guard layoutDirection == .rightToLeft else { return alignment }
        switch alignment {
        case .leading: return .trailing
        case .trailing: return .leading
        case .center: return .center
        }
    }

    /// The font text is shaped with: tracking and case from modifiers override the font's,
    /// and a font resolved outside a `dynamicTypeSize` clamp is re-resolved at the clamped size
    /// (fonts inside one are already resolved there, so this is usually the identity).
    var effectiveFont: ResolvedFont {
        var f = font.rescaled(to: dynamicType)
        if let t = tracking { f.tracking = t }
        if let u = uppercase { f.uppercase = u }
        if let w = fontWeight { f.weight = w }
        if let d = fontDesign { f.design = d }
        if let i = italic { f.italic = i }
        if let m = monospacedDigit { f.monospacedDigit = m }
        return f
    }

    /// The environment of each run of `view`'s text: this one with the run's own modifiers
    /// applied (a plain text is one run in this environment).
    func runEnvironments(_ view: ViewNode) -> [TextEnvironment] {
        guard !view.textRuns.isEmpty else { return [self] }
        return view.textRuns.map { run in
            var e = self
            for (i, m) in run.modifiers.enumerated() {
                e = e.applying(m, token: i < run.tokenNames.count ? run.tokenNames[i] : nil)
            }
            return e
        }
    }

    /// The runs of `view`'s text (`text` is its whole string) as the text engine measures them.
    func textRuns(_ view: ViewNode, text: String) -> [TextRun] {
        let environments = runEnvironments(view)
        let strings = view.textRuns.isEmpty ? [text] : view.textRuns.map(\.text)
        return zip(strings, environments).map { s, e in
            TextRun(text: s, font: e.effectiveFont, underline: e.underline != nil, strikethrough: e.strikethrough != nil)
        }
    }

    /// Paragraph settings: line limit, physical alignment, spacing and how to fit.
    var paragraphStyle: TextParagraphStyle {
        var style = TextParagraphStyle(lineLimit: lineLimit, alignment: physicalAlignment, lineSpacing: lineSpacing,
                                       minimumScaleFactor: minimumScaleFactor, truncationMode: truncationMode,
                                       allowsTightening: allowsTightening)
        style.layoutDirection = layoutDirection
        style.locale = locale
        style.leadingAroundLines = textFieldLine
        return style
    }
}
